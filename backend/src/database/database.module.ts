import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Module } from '@nestjs/common';
import { TypeOrmModule, type TypeOrmModuleOptions } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { runActionsAfterCommit } from './after-commit.js';
import { runMigrationsOneAtATime } from './migration-lock.js';
import { MIGRATIONS } from './migrations/index.js';
import { isolateSqliteReads } from './sqlite-isolation.js';

/**
 * Both drivers share the entities and the migrations; the schema only ever changes through
 * migrations, run at start (never `synchronize`), one instance at a time.
 */
export function dataSourceOptions(config: AppConfig): TypeOrmModuleOptions {
  const common = {
    autoLoadEntities: true,
    migrations: MIGRATIONS,
    // Run by the factory below, under the migration lock.
    migrationsRun: false,
    synchronize: false,
  } as const;
  const db = config.database;
  if (db.driver === 'sqlite') {
    mkdirSync(dirname(db.path), { recursive: true });
    return { ...common, type: 'better-sqlite3', database: db.path, enableWAL: true };
  }
  return {
    ...common,
    type: 'mysql',
    host: db.host,
    port: db.port,
    username: db.user,
    password: db.password,
    database: db.database,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    connectTimeout: 10_000,
    // mysql2 would capture a stack trace at every query for its errors (2 % of a signed-in
    // GET's CPU); TypeORM's QueryFailedError carries the caller's stack anyway.
    trace: false,
  };
}

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => dataSourceOptions(config),
      // Migrated first (one instance at a time), then SQLite's reads are kept off the writing connection.
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options as DataSourceOptions).initialize();
        await runMigrationsOneAtATime(dataSource).catch(async (error: unknown) => {
          await dataSource.destroy();
          throw error;
        });
        if (dataSource.options.type === 'better-sqlite3') isolateSqliteReads(dataSource);
        runActionsAfterCommit(dataSource);
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
