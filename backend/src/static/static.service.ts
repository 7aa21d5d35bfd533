import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import send from '@fastify/send';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { MESSAGES, SERVICE_WORKER_URL, failGeneral, isApiPath, isImmutableFileName, parseRemotesFile } from 'contracts';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { acceptedEncodings } from '../common/http/accept-encoding.js';
import { COMPRESSION } from '../common/http/compression.js';
import { requestPath } from '../common/http/request-path.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import { pageDataTags, withFirstScreen } from './page-data-tags.js';
import { remotePreloadTags, remotesFileTag } from './remote-preloads.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function cacheControlFor(fileName: string): string {
  return isImmutableFileName(fileName) ? IMMUTABLE : REVALIDATE;
}

/** Precompressed twins the build writes beside an asset (contracts/tooling precompress), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** What crawlers may read: the pages, not the API. */
export const ROBOTS_TXT = 'User-agent: *\nAllow: /\nDisallow: /api/\n';

/** Content-Type by the file's own extension (its twin's .br or .gz says nothing of it). */
function contentType(file: string): string {
  const type = send.mime.getType(file) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/** The file's modification time, or null when it is not a readable file. */
function modifiedAt(path: string): number | null {
  try {
    const stats = statSync(path, { throwIfNoEntry: false });
    return stats?.isFile() ? stats.mtimeMs : null;
  } catch {
    return null;
  }
}

/** A JSON file's content, or null when it cannot be read or parsed. */
function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** False for anything that is not a readable file, including names the file system refuses (ENAMETOOLONG, ENOTDIR). */
function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/**
 * Decoded path segments, or null for anything that could leave the folder (`..`, encoded
 * slashes, NUL) or is hidden (dotfiles such as an operator's .env are never served).
 */
function safeSegments(encoded: string[]): string[] | null {
  const segments: string[] = [];
  for (const part of encoded) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (!segment || segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/**
 * Serves the production frontends: /static/<folder>/<file> from the operator's STATIC_DIR
 * overlay first, then from the package build (/static/app → shell/dist, /static/mfe-x →
 * mfe-x/dist), the shell's service worker at /sw.js, and the shell's index.html for every
 * other non-API GET so client routes survive a reload. Files are looked up per request: a redeployed remote or an edited
 * remotes.json is live at once.
 */
@Injectable()
export class StaticService {
  private readonly logger = new Logger('Static');

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** The file answering /static/<folder>/<segments…>, or null. */
  resolve(folder: string, segments: string[]): string | null {
    const roots = [
      this.config.staticDir && join(this.config.staticDir, folder),
      this.config.frontendDirs[folder],
    ].filter((root): root is string => Boolean(root));
    for (const root of roots) {
      const file = join(root, ...segments);
      if (isFile(file)) return file;
    }
    return null;
  }

  /**
   * Fastify `onRequest` hook, before routing: answers what it serves; everything else (the
   * API, a missing asset) goes on to Nest's routes and their 404.
   */
  readonly handler: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const path = requestPath(request);
    if (isApiPath(path)) return done();
    if (path === '/robots.txt') {
      reply.header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8').send(ROBOTS_TXT);
      return;
    }
    const file = this.fileFor(path);
    if (file === undefined) return done();
    if (file === null) {
      reply.code(HttpStatus.SERVICE_UNAVAILABLE).send(failGeneral(MESSAGES.frontendUnavailable));
      return;
    }
    if (file.page && request.method === 'GET' && this.sendPage(request, reply, file.path, path)) return;
    this.send(request, reply, file.path, file.cacheControl).then(
      (sent) => (sent ? undefined : done()),
      (error: Error) => done(error),
    );
  };

  /**
   * The file that answers a GET of this (non-API) path, with its caching: null when the
   * shell's page is missing, undefined for nothing (a 404).
   */
  private fileFor(path: string): { path: string; cacheControl: string; page?: true } | null | undefined {
    // The service worker lives in the shell's build (or the overlay's app folder) but is served
    // from the root: a worker's scope is its script's folder, and it must cover every page
    // and /static folder. Revalidated like the entry files, so a new version is seen at once.
    if (path === SERVICE_WORKER_URL) {
      const worker = this.resolve('app', [SERVICE_WORKER_URL.slice(1)]);
      return worker ? { path: worker, cacheControl: REVALIDATE } : undefined;
    }

    if (path === '/static' || path.startsWith('/static/')) {
      const segments = safeSegments(path.split('/').slice(2));
      if (!segments || segments.length < 2) return undefined;
      const [folder, ...rest] = segments;
      const file = this.resolve(folder, rest);
      // A missing asset is a 404 (Nest's not-found answer), never the SPA page.
      if (!file) return undefined;
      if (folder === 'app' && rest.join('/') === 'remotes.json') this.checkRemotesFile(file);
      return { path: file, cacheControl: cacheControlFor(rest[rest.length - 1]) };
    }

    const index = this.resolve('app', ['index.html']);
    if (!index) {
      this.logger.error('shell index.html not found: build the frontends or set STATIC_DIR');
      return null;
    }
    return { path: index, cacheControl: REVALIDATE, page: true };
  }

  /**
   * The shell's page with remotes.json written in, the first files of the remote that serves the
   * path preloaded (remote-preloads.ts) and the page's first API calls started (page-data-tags.ts):
   * on a phone each request the shell would make after its scripts ran costs a round trip (issue
   * 23), and the page's first screen is drawn in (contracts first-screen.ts). Read per request, like the files: an edited remotes.json or a redeployed remote is
   * written and preloaded at once. Revalidated at every load like remotes.json itself: an ETag of
   * the page as written, and 304 while it is unchanged (a release changes it). False when the page
   * cannot be read or has no head (it is then sent as a file).
   */
  private sendPage(request: FastifyRequest, reply: FastifyReply, index: string, path: string): boolean {
    const remotesFile = this.resolve('app', ['remotes.json']);
    const remotes = remotesFile ? readJson(remotesFile) : null;
    const tags = !remotesFile
      ? []
      : remotePreloadTags(path, remotes, (url) => {
          const segments = url.startsWith('/static/') ? safeSegments(url.split('/').slice(2)) : null;
          const file = segments && segments.length >= 2 ? this.resolve(segments[0]!, segments.slice(1)) : null;
          return file ? readJson(file) : null;
        });
    let html: string;
    try {
      html = readFileSync(index, 'utf8');
    } catch {
      return false;
    }
    const head = html.indexOf('</head>');
    if (head < 0) return false;
    const page = withFirstScreen(`${html.slice(0, head)}${[...remotesFileTag(remotes), ...tags, ...pageDataTags(path)].join('')}${html.slice(head)}`, path);
    const etag = `W/"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', REVALIDATE).header('ETag', etag).type('text/html; charset=utf-8');
    reply.header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) reply.code(HttpStatus.NOT_MODIFIED).send();
    else sendCompressed(request, reply, page);
    return true;
  }

  /**
   * Sends the file, or its precompressed twin when the client accepts that encoding and the
   * twin is not older than the file (an operator's edited remotes.json is sent as edited).
   * `Vary: Accept-Encoding` either way, so caches keep one copy per encoding. False when the
   * file could not be read after all (removed meanwhile): the request goes on to the 404.
   */
  private async send(request: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string): Promise<boolean> {
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const original = modifiedAt(file);
    const encoding = ENCODINGS.find(({ name, suffix }) => {
      if (!accepted.has(name)) return false;
      const twin = modifiedAt(file + suffix);
      return twin !== null && original !== null && twin >= original;
    });
    const result = await send(request.raw, encoding ? file + encoding.suffix : file, { cacheControl: false, contentType: false, dotfiles: 'allow' });
    if (result.type === 'error') {
      result.stream.destroy();
      return false;
    }
    reply.code(result.statusCode).headers(result.headers).header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding').type(contentType(file));
    if (encoding) reply.header('Content-Encoding', encoding.name);
    reply.send(result.stream);
    return true;
  }

  /** An operator's typo in remotes.json breaks the whole shell: say so in the log. */
  private checkRemotesFile(file: string): void {
    let content: unknown;
    try {
      content = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      this.logger.warn(`${file} is not valid JSON: ${(error as Error).message}`);
      return;
    }
    try {
      parseRemotesFile(content);
    } catch (error) {
      this.logger.warn(`${file} does not match the remotes file format: ${(error as Error).message}`);
    }
  }
}

/**
 * The page, compressed as the API's answers are (COMPRESSION): it is written per request and
 * answered from a hook, where @fastify/compress's route hooks do not run.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, page: string): void {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.has('br')) reply.header('Content-Encoding', 'br').send(brotliCompressSync(page, COMPRESSION.brotliOptions));
  else if (accepted.has('gzip')) reply.header('Content-Encoding', 'gzip').send(gzipSync(page, COMPRESSION.zlibOptions));
  else reply.send(page);
}
