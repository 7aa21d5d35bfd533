import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { normalizeEmail } from 'contracts';
import { type AppConfig, ConfigError, loadConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { releaseRemote, ReleaseError, rollbackRemote } from './static/remote-releases.js';
import { UsersModule } from './users/users.module.js';
import { UsersService } from './users/users.service.js';

const USAGE = `Usage: node backend/dist/cli.js <command>

Commands:
  promote-sysadmin <email>           make an existing account a system administrator
  release <remote> [--source DIR]    build the remote (its package here, or the checkout at DIR) into a new
                                     release folder in STATIC_DIR and serve it (npm run release -- <remote>)
  rollback <remote>                  serve the remote's previous release again (npm run rollback -- <remote>)

The database is the one of DATABASE_URL, releases go to STATIC_DIR (same variables as the server).`;

/** release and rollback: files only, no database. */
async function releaseCommand(command: 'release' | 'rollback', args: string[], config: AppConfig): Promise<number> {
  const [remote, option, source, ...extra] = args;
  if (extra.length > 0 || (option !== undefined && (command === 'rollback' || option !== '--source' || !source))) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  try {
    if (command === 'rollback') {
      const back = await rollbackRemote(config, remote);
      process.stdout.write(`${back.remote}: serving ${back.entry} again (was ${back.from})\n`);
    } else {
      const release = await releaseRemote(config, remote, { source });
      const how = release.built ? 'built' : 'same build as an earlier release, its folder reused';
      process.stdout.write(`${release.remote}: release ${release.id} (${how}) served at ${release.entry} (was ${release.previousEntry})\n`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    process.stderr.write(`${command} failed: ${error.message}\n`);
    return 1;
  }
}

/** The operator's commands, on the same configuration and database as the server (migrations included). */
async function run(args: string[], config: AppConfig): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'release' || command === 'rollback') return releaseCommand(command, rest, config);
  if (command !== 'promote-sysadmin' || rest.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  @Module({ imports: [ConfigModule.forRoot(config), DatabaseModule, UsersModule] })
  class CliModule {}
  const context = await NestFactory.createApplicationContext(CliModule, { logger: ['error'], abortOnError: false });
  try {
    const email = normalizeEmail(rest[0]);
    const user = await context.get(UsersService).promoteSysAdmin(email);
    if (!user) {
      process.stderr.write(`No account with the e-mail ${email}.\n`);
      return 1;
    }
    process.stdout.write(`User ${user.id} (${user.email}) is now a system administrator.\n`);
    return 0;
  } finally {
    await context.close();
  }
}

let config: AppConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`Invalid configuration: ${error.message}\n`);
  process.exit(1);
}
run(process.argv.slice(2), config).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Command failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
