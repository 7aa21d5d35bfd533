import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from './app.factory.js';
import { type AppConfig, ConfigError, loadConfig } from './config/config.js';

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Invalid configuration: ${error.message}\n`);
    process.exit(1);
  }
}

/**
 * Every interface, IPv6 and IPv4 (Fastify alone would listen on localhost only), or IPv4's
 * where the host has no IPv6.
 */
async function listenOnEveryInterface(app: NestFastifyApplication, port: number): Promise<void> {
  try {
    await app.listen(port, '::');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT' && (error as NodeJS.ErrnoException).code !== 'EADDRNOTAVAIL') throw error;
    await app.listen(port, '0.0.0.0');
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = new Logger('Bootstrap');
  // Connects, runs pending migrations, then listens.
  const app = await createApp(config);
  await listenOnEveryInterface(app, config.port);
  const local = `http://localhost:${config.port}`;
  logger.log(config.publicUrl === local ? `Listening on ${local}` : `Listening on ${local} (public URL ${config.publicUrl})`);

  // Graceful stop: no new connections, open ones closed, the database pool released, exit 0.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.log(`${signal} received, shutting down`);
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error(`shutdown failed: ${String(error)}`);
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Backend failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
