import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { normalizeEmail } from 'contracts';
import { type AppConfig, ConfigError, loadConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { BackupError, backupDatabase, restoreDatabase } from './database/backup.js';
import { DatabaseModule } from './database/database.module.js';
import { releaseRemote, ReleaseError, rollbackRemote } from './static/remote-releases.js';
import { UsersModule } from './users/users.module.js';
import { UsersService } from './users/users.service.js';

const USAGE = `Usage: node backend/dist/cli.js <command>

Commands:
  promote-sysadmin <email>          make an existing account a system administrator
  backup <file>                     save the database to <file> while the product runs
  restore <file>                    put the backup in <file> back as the database (every instance stopped)
  release <remote> [--source DIR]   build the remote (its package here, or the checkout at DIR) into a new
                                    release folder in STATIC_DIR and serve it
  rollback <remote>                 serve the remote's previous release again

The database is the one of DATABASE_URL, releases go to STATIC_DIR (same variables as the server).`;

async function promoteSysadmin(config: AppConfig, address: string): Promise<number> {
  @Module({ imports: [ConfigModule.forRoot(config), DatabaseModule, UsersModule] })
  class CliModule {}
  const context = await NestFactory.createApplicationContext(CliModule, { logger: ['error'], abortOnError: false });
  try {
    const email = normalizeEmail(address);
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

/** Saves or restores the database (no server started, no migration run). */
async function backupOrRestore(command: 'backup' | 'restore', config: AppConfig, file: string): Promise<number> {
  try {
    await (command === 'backup' ? backupDatabase : restoreDatabase)(config, file);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`${command} refused: ${error.message}\n`);
    return 1;
  }
  process.stdout.write(command === 'backup' ? `Database saved to ${file}.\n` : `Database restored from ${file}.\n`);
  return 0;
}

/** Releases a remote or rolls it back (files only, no database). */
async function releaseOrRollback(command: 'release' | 'rollback', config: AppConfig, remote: string, source?: string): Promise<number> {
  try {
    if (command === 'rollback') {
      const back = await rollbackRemote(config, remote);
      process.stdout.write(`${back.remote}: serving ${back.entry} again (was ${back.from})\n`);
    } else {
      const release = await releaseRemote(config, remote, { source });
      const how = release.built ? 'built' : 'same build as an earlier release, its folder reused';
      process.stdout.write(`${release.remote}: release ${release.id} (${how}) served at ${release.entry} (was ${release.previousEntry})\n`);
    }
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    process.stderr.write(`${command} refused: ${error.message}\n`);
    return 1;
  }
  return 0;
}

/** The operator's commands, on the same configuration and database as the server. */
async function run(args: string[], config: AppConfig): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'rollback' && rest.length === 1) return releaseOrRollback(command, config, rest[0]);
  if (command === 'release' && (rest.length === 1 || (rest.length === 3 && rest[1] === '--source'))) return releaseOrRollback(command, config, rest[0], rest[2]);
  if (rest.length === 1 && command === 'promote-sysadmin') return promoteSysadmin(config, rest[0]);
  if (rest.length === 1 && (command === 'backup' || command === 'restore')) return backupOrRestore(command, config, rest[0]);
  process.stderr.write(`${USAGE}\n`);
  return 2;
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
