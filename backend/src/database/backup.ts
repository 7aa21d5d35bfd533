import { spawn } from 'node:child_process';
import { closeSync, createReadStream, createWriteStream, existsSync, openSync, readSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import type { AppConfig, DatabaseConfig } from '../config/config.js';

type MysqlConfig = Extract<DatabaseConfig, { driver: 'mysql' }>;

/** A refusal or failure worded for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * Saves the configured database to `file` while the product runs: SQLite's online backup
 * (a consistent copy, page by page, with writers going on), or `mariadb-dump
 * --single-transaction` (one consistent snapshot of InnoDB, no table locked). Written beside
 * `file` first and renamed, so `file` is never half a backup.
 */
export async function backupDatabase(config: AppConfig, file: string): Promise<void> {
  const target = resolve(file);
  const partial = `${target}.partial-${process.pid}`;
  try {
    if (config.database.driver === 'sqlite') {
      if (!existsSync(config.database.path)) throw new BackupError(`no database at ${config.database.path}`);
      const db = new Database(config.database.path, { readonly: true, fileMustExist: true });
      try {
        await db.backup(partial);
      } finally {
        db.close();
      }
    } else {
      await dump(config.database, partial);
    }
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Puts the backup in `file` back as the configured database, with the server stopped: it
 * refuses while a server answers on PORT, or (MariaDB) while another client is connected to
 * the database, and refuses a file that is not a backup of that driver. SQLite: the file
 * replaces the database file (its journal files removed). MariaDB: every table of the
 * database is dropped, then the dump is loaded with the `mariadb` client. The next start
 * runs the migrations the backup predates.
 */
export async function restoreDatabase(config: AppConfig, file: string): Promise<void> {
  const source = resolve(file);
  if (!existsSync(source)) throw new BackupError(`no backup at ${source}`);
  await refuseWhileServed(config.port);
  if (config.database.driver === 'sqlite') {
    await restoreSqlite(config.database.path, source);
  } else {
    if (!head(source).includes('-- MariaDB dump') && !head(source).includes('-- MySQL dump')) {
      throw new BackupError(`${source} is not a dump made by npm run backup on MariaDB (mariadb-dump)`);
    }
    await emptyDatabase(config.database);
    await load(config.database, source);
  }
}

/** The first bytes of a file, as text. */
function head(file: string, bytes = 512): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    return buffer.subarray(0, readSync(fd, buffer, 0, bytes, 0)).toString('latin1');
  } finally {
    closeSync(fd);
  }
}

async function refuseWhileServed(port: number): Promise<void> {
  const url = `http://127.0.0.1:${port}/api/health`;
  const answered = await fetch(url, { signal: AbortSignal.timeout(3000) }).then(
    () => true,
    () => false,
  );
  if (answered) throw new BackupError(`a server answers at ${url}: stop every instance before restoring`);
}

async function restoreSqlite(path: string, source: string): Promise<void> {
  if (!head(source, 16).startsWith('SQLite format 3\0')) throw new BackupError(`${source} is not a SQLite backup`);
  const check = new Database(source, { readonly: true, fileMustExist: true });
  try {
    const [result] = check.pragma('quick_check') as { quick_check: string }[];
    if (result?.quick_check !== 'ok') throw new BackupError(`${source} is damaged (quick_check: ${result?.quick_check})`);
  } finally {
    check.close();
  }
  const partial = `${path}.restoring-${process.pid}`;
  try {
    const copy = new Database(source, { readonly: true, fileMustExist: true });
    try {
      await copy.backup(partial);
    } finally {
      copy.close();
    }
    // The old database's journals would be replayed over the restored file.
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Client options common to mariadb-dump and mariadb: the password travels in the environment, not on the command line. */
function clientArgs(db: MysqlConfig): { args: string[]; env: NodeJS.ProcessEnv } {
  return {
    args: [`--host=${db.host}`, `--port=${db.port}`, `--user=${db.user}`, '--default-character-set=utf8mb4'],
    env: { ...process.env, MYSQL_PWD: db.password },
  };
}

/** Runs a MariaDB client program with stdin or stdout wired to a file; rejects with its stderr on failure. */
async function runClient(program: string, args: string[], env: NodeJS.ProcessEnv, io: { input?: string; output?: string }): Promise<void> {
  const child = spawn(program, args, { env, stdio: [io.input ? 'pipe' : 'ignore', io.output ? 'pipe' : 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done, fail) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'ENOENT' ? new BackupError(`${program} not found: install Debian's mariadb-client (npm run backup and npm run restore do)`) : error),
    );
    child.on('close', done);
  });
  // The file is complete once its stream has finished, not merely when the program exits.
  const streamed = io.output ? pipeline(child.stdout!, createWriteStream(io.output)) : io.input ? pipeline(createReadStream(io.input), child.stdin!) : Promise.resolve();
  const [code] = await Promise.all([exited, streamed.catch((error: unknown) => (stderr ||= String(error)))]);
  if (code !== 0) throw new BackupError(`${program} failed (exit ${code}): ${stderr.trim()}`);
}

function dump(db: MysqlConfig, output: string): Promise<void> {
  const { args, env } = clientArgs(db);
  // One consistent snapshot without locking the tables; the rows as they are (binary as hex).
  const options = ['--single-transaction', '--quick', '--hex-blob', '--no-tablespaces', '--routines', '--triggers'];
  if (!existsSync(dirname(output))) throw new BackupError(`no directory ${dirname(output)}`);
  return runClient('mariadb-dump', [...args, ...options, db.database], env, { output });
}

function load(db: MysqlConfig, input: string): Promise<void> {
  const { args, env } = clientArgs(db);
  return runClient('mariadb', [...args, db.database], env, { input });
}

/** Drops every table of the database (a table a newer migration made is not in an older dump), refusing while anyone else is connected to it. */
async function emptyDatabase(db: MysqlConfig): Promise<void> {
  const connection = await mysql.createConnection({ host: db.host, port: db.port, user: db.user, password: db.password, database: db.database });
  try {
    const [[{ others }]] = await connection.query<mysql.RowDataPacket[]>(
      'SELECT COUNT(*) AS others FROM information_schema.PROCESSLIST WHERE DB = ? AND ID <> CONNECTION_ID()',
      [db.database],
    );
    if (Number(others) > 0) throw new BackupError(`${others} other connection(s) use the database ${db.database}: stop every instance before restoring`);
    const [tables] = await connection.query<mysql.RowDataPacket[]>(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'",
      [db.database],
    );
    if (tables.length === 0) return;
    await connection.query('SET FOREIGN_KEY_CHECKS = 0');
    await connection.query(`DROP TABLE ${tables.map((table) => connection.escapeId(String(table.name))).join(', ')}`);
  } finally {
    await connection.end();
  }
}
