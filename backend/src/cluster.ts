import { pino } from 'pino';
import { haproxyBinary } from './cluster/haproxy.js';
import { runCluster } from './cluster/supervisor.js';
import { type AppConfig, ConfigError, loadConfig } from './config/config.js';

/** Instances at most: each takes a port after the balancer's. */
const MAX_SIZE = 16;

/**
 * `npm run cluster` (docs/OPERATIONS.md): CLUSTER_SIZE instances (2 by default) of the built
 * server on DATABASE_URL (MariaDB) and REDIS_URL behind HAProxy on PORT. The instances'
 * configuration is checked here first, so a mistake stops the start with its message once.
 */
function settings(env: NodeJS.ProcessEnv): { config: AppConfig; size: number; haproxy: string } {
  const config = loadConfig(env);
  if (config.database.driver !== 'mysql') throw new ConfigError('DATABASE_URL: the instances share one database: it must be MariaDB/MySQL (mysql://user:pass@host:port/db)');
  if (config.redisUrl === undefined) throw new ConfigError('REDIS_URL: required: the instances share their rate-limit counters and session revocations through Redis');
  const sizeText = env.CLUSTER_SIZE?.trim() || '2';
  const size = /^\d+$/.test(sizeText) ? Number(sizeText) : NaN;
  if (!(size >= 1 && size <= MAX_SIZE)) throw new ConfigError(`CLUSTER_SIZE: must be a whole number from 1 to ${MAX_SIZE} (got "${sizeText.slice(0, 20)}")`);
  if (config.port + size > 65535) throw new ConfigError(`PORT: the instances listen on PORT+1 to PORT+${size}, past 65535`);
  const haproxy = haproxyBinary();
  if (!haproxy) throw new ConfigError('haproxy is not installed (Debian: apt-get install -y haproxy; npm run cluster installs it when it runs as root)');
  return { config, size, haproxy };
}

let chosen: ReturnType<typeof settings>;
try {
  chosen = settings(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`Invalid configuration: ${error.message}\n`);
  process.exit(1);
}
const { config, size, haproxy } = chosen;
const logger = pino({ level: config.logLevel, base: { service: 'cluster' }, timestamp: pino.stdTimeFunctions.isoTime });
// Links in e-mails point at the balancer, not at the instance that sent them.
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL || config.publicUrl };
runCluster({ port: config.port, size, haproxy, env, logger }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    logger.fatal({ err: error }, 'the cluster failed');
    process.exit(1);
  },
);
