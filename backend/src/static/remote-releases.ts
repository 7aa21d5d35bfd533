import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REMOTE_MANIFEST_FILE, REMOTES, isRemoteName, parseRemotesFile, type RemoteName, type RemotesFile } from 'contracts';
import type { AppConfig } from '../config/config.js';
import { REPO_ROOT } from '../config/paths.js';

/**
 * Independent releases of each remote (`npm run release -- <remote>`, `npm run rollback -- <remote>`).
 *
 * A release is the remote's production build in a folder of its own inside the STATIC_DIR
 * overlay, `STATIC_DIR/<folder>/<version>-<content hash>/`, served at
 * `/static/<folder>/<version>-<hash>/mf-manifest.json`. Its name is derived from its content, so a
 * folder is never written twice: the same build released again is the same folder. Releasing
 * points the served remotes.json at the new folder (written to a temporary file, then renamed
 * over: a reader sees the old file or the new one, never half of one); earlier folders stay, so a
 * page opened on an earlier release still finds its chunks. STATIC_DIR/releases.json records every
 * release and the stack of what was served; a rollback pops that stack.
 */

/** Where a release's history is kept: at the overlay's root, which the server never serves (it serves /static/<folder>/<file>). */
const RECORD_FILE = 'releases.json';
/** Held while remotes.json and the record change, so that two teams releasing at once do not lose each other's switch. */
const LOCK_DIR = '.release.lock';
const LOCK_WAIT_MS = 30_000;
/** A version as package.json has it; it names a served folder, so no leading dot and nothing a URL must escape. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

/** An operator's mistake or a failed build: the message says what to do. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

interface Release {
  id: string;
  version: string;
  entry: string;
  releasedAt: string;
}

/** What remotes.json pointed at for the remote, from a time on; `release` is absent for an entry that was not released here (the build's own). */
interface Served {
  entry: string;
  release?: string;
  since: string;
}

interface RemoteHistory {
  releases: Release[];
  served: Served[];
}

type ReleaseRecord = Partial<Record<RemoteName, RemoteHistory>>;

export interface ReleaseResult {
  remote: RemoteName;
  id: string;
  entry: string;
  /** False when the same build was already released: its folder was reused, not written. */
  built: boolean;
  previousEntry: string;
}

export interface RollbackResult {
  remote: RemoteName;
  entry: string;
  release?: string;
  from: string;
}

/** `mfe-accounts` or `mfe_accounts` → the remote's Module Federation name and its folder below /static. */
export function parseRemote(value: string | undefined): { name: RemoteName; folder: string } {
  const name = value?.replace(/-/g, '_');
  if (!isRemoteName(name)) throw new ReleaseError(`unknown remote "${value ?? ''}": expected one of ${REMOTES.map((remote) => remote.replace(/_/g, '-')).join(', ')}`);
  return { name, folder: name.replace(/_/g, '-') };
}

function overlayOf(config: AppConfig): string {
  if (!config.staticDir) {
    throw new ReleaseError('STATIC_DIR is not set: releases are written to the overlay folder the server serves; set it to the same folder as the server\'s');
  }
  return config.staticDir;
}

/** Writes a file so that readers see the old content or the new, never a part: a temporary file beside it, flushed, renamed over. */
function writeAtomically(file: string, content: string): void {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  mkdirSync(dirname(file), { recursive: true });
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}

function readJsonFile(file: string, what: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new ReleaseError(`${what} (${file}) cannot be read: ${(error as Error).message}`);
  }
}

/** The remotes.json the server serves now: the overlay's, or else the shell build's. */
function servedRemotesFile(config: AppConfig, staticDir: string): RemotesFile {
  const overlay = join(staticDir, 'app', 'remotes.json');
  const file = existsSync(overlay) ? overlay : join(config.frontendDirs.app, 'remotes.json');
  try {
    return parseRemotesFile(readJsonFile(file, 'remotes.json'));
  } catch (error) {
    if (error instanceof ReleaseError) throw error;
    throw new ReleaseError(`${file} does not match the remotes file format: ${(error as Error).message}`);
  }
}

function pointRemote(config: AppConfig, staticDir: string, remote: RemoteName, entry: string): string {
  const file = servedRemotesFile(config, staticDir);
  const current = file.remotes.find((item) => item.name === remote);
  const previous = current?.entry ?? '';
  if (current) current.entry = entry;
  else file.remotes.push({ name: remote, entry });
  writeAtomically(join(staticDir, 'app', 'remotes.json'), `${JSON.stringify(file, null, 2)}\n`);
  return previous;
}

function readRecord(staticDir: string): ReleaseRecord {
  const file = join(staticDir, RECORD_FILE);
  if (!existsSync(file)) return {};
  const record = readJsonFile(file, 'the release record');
  if (typeof record !== 'object' || record === null || Array.isArray(record)) throw new ReleaseError(`${file}: expected an object of remotes`);
  return record as ReleaseRecord;
}

const writeRecord = (staticDir: string, record: ReleaseRecord) => writeAtomically(join(staticDir, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);

/** Runs `change` while holding the overlay's release lock (a directory: its creation is atomic). */
async function withLock<T>(staticDir: string, change: () => T): Promise<T> {
  const lock = join(staticDir, LOCK_DIR);
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new ReleaseError(`${lock} is held by another release or rollback; remove it if none is running`);
      await sleep(100);
    }
  }
  try {
    return change();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Every file below `dir`, as sorted paths relative to it. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** The build's content hash: every file's path and bytes. Equal builds get equal names, so a folder is never rewritten. */
function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesBelow(dir)) hash.update(`${file}\0`).update(readFileSync(join(dir, file))).update('\0');
  return hash.digest('hex').slice(0, 12);
}

/** Builds the remote's package at `source` for production into `outputDir` (contracts/tooling reads MF_OUTPUT_DIR). */
async function build(source: string, outputDir: string): Promise<void> {
  const requireFromSource = createRequire(join(source, 'package.json'));
  let cli: string;
  try {
    const manifest = requireFromSource.resolve('@rspack/cli/package.json');
    const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: string | Record<string, string> };
    cli = join(dirname(manifest), typeof bin === 'string' ? bin : bin.rspack!);
  } catch {
    throw new ReleaseError(`${source}: @rspack/cli is not installed there (run the install first)`);
  }
  const child = spawn(process.execPath, [cli, 'build', '--mode', 'production'], {
    cwd: source,
    env: { ...process.env, MF_OUTPUT_DIR: outputDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new ReleaseError(`the build of ${source} failed (exit ${code}):\n${output.trim()}`);
}

/**
 * Builds the remote (from its package in this repository, or from `source`, another checkout of
 * it) into a new release folder and makes it the served one.
 */
export async function releaseRemote(config: AppConfig, remoteArg: string | undefined, options: { source?: string } = {}): Promise<ReleaseResult> {
  const staticDir = overlayOf(config);
  const { name, folder } = parseRemote(remoteArg);
  const source = options.source ?? join(REPO_ROOT, folder);
  if (!existsSync(join(source, 'package.json'))) throw new ReleaseError(`${source} holds no package.json: expected the ${folder} package`);

  const remoteDir = join(staticDir, folder);
  mkdirSync(remoteDir, { recursive: true });
  // Built beside its final place (a dot folder is never served), so the move is a rename.
  const staging = join(remoteDir, `.build-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await build(source, staging);
    const manifest = readJsonFile(join(staging, REMOTE_MANIFEST_FILE), 'the build\'s manifest') as { name?: unknown; metaData?: { buildInfo?: { buildVersion?: unknown } } };
    if (manifest.name !== name) throw new ReleaseError(`${source} builds the remote "${String(manifest.name)}", not ${name}`);
    const version = String(manifest.metaData?.buildInfo?.buildVersion ?? '');
    if (!VERSION.test(version)) throw new ReleaseError(`${source}: package.json version "${version}" cannot name a release folder (letters, digits, . + _ - only)`);

    const id = `${version}-${contentHash(staging)}`;
    const target = join(remoteDir, id);
    const built = !existsSync(target);
    if (built) renameSync(staging, target);
    const entry = `/static/${folder}/${id}/${REMOTE_MANIFEST_FILE}`;

    const previousEntry = await withLock(staticDir, () => {
      const record = readRecord(staticDir);
      const history = (record[name] ??= { releases: [], served: [] });
      const now = new Date().toISOString();
      if (!history.releases.some((release) => release.id === id)) history.releases.push({ id, version, entry, releasedAt: now });
      const servedEntry = servedRemotesFile(config, staticDir).remotes.find((item) => item.name === name)?.entry ?? '';
      // The first release remembers what was served before it (the build's own folder), so it can be rolled back too.
      if (history.served.length === 0) history.served.push({ entry: servedEntry, since: now });
      if (history.served.at(-1)!.entry !== entry) history.served.push({ entry, release: id, since: now });
      writeRecord(staticDir, record);
      return pointRemote(config, staticDir, name, entry);
    });
    return { remote: name, id, entry, built, previousEntry };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Serves the release that was served before the current one again (its folder never left). */
export async function rollbackRemote(config: AppConfig, remoteArg: string | undefined): Promise<RollbackResult> {
  const staticDir = overlayOf(config);
  const { name } = parseRemote(remoteArg);
  return withLock(staticDir, () => {
    const record = readRecord(staticDir);
    const served = record[name]?.served ?? [];
    if (served.length < 2) throw new ReleaseError(`${name}: nothing to roll back to (${served.length === 0 ? 'never released' : 'what was served before its first release is served already'})`);
    const from = served.pop()!;
    const back = served.at(-1)!;
    writeRecord(staticDir, record);
    pointRemote(config, staticDir, name, back.entry);
    return { remote: name, entry: back.entry, release: back.release, from: from.entry };
  });
}
