import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { MESSAGES, SERVICE_WORKER_URL, failGeneral, isApiPath, isImmutableFileName, parseRemotesFile } from 'contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { acceptedEncodings } from '../common/http/accept-encoding.js';
import { COMPRESSION } from '../common/http/compression.js';
import { requestPath } from '../common/http/request-path.js';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';
import { pageDataTags, withFirstScreen } from './page-data-tags.js';
import { remotePreloadTags, remotesFileTag } from './remote-preloads.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/** Caching by the file's name (a precompressed twin's by the name of the file it stands for). */
export function cacheControlFor(fileName: string): string {
  return isImmutableFileName(fileName.replace(PRECOMPRESSED_SUFFIX, '')) ? IMMUTABLE : REVALIDATE;
}

/** What crawlers may read: the pages, not the API. */
export const ROBOTS_TXT = 'User-agent: *\nAllow: /\nDisallow: /api/\n';

/** A text file's content, or null when it cannot be read (removed meanwhile). */
function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
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

const isStaticPath = (path: string) => path === '/static' || path.startsWith('/static/') || path === SERVICE_WORKER_URL;

/**
 * Serves the production frontends: /static/<folder>/<file> from the operator's STATIC_DIR
 * overlay first, then from the package build (/static/app → shell/dist, /static/mfe-x →
 * mfe-x/dist), the shell's service worker at /sw.js, and the shell's page for every other
 * non-API GET so client routes survive a reload. Files are looked up per request: a
 * redeployed remote or an edited remotes.json is live at once.
 *
 * The files are @fastify/static's (`register`): one instance per build folder, its roots the
 * overlay's folder then the build, with the build's precompressed twins. The page is written
 * here per request (`handler`).
 */
@Injectable()
export class StaticService {
  private readonly logger = new Logger('Static');

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** The overlay's folder first, then the build's: where /static/<folder>/ is looked up. */
  private roots(folder: string): string[] {
    return [this.config.staticDir && join(this.config.staticDir, folder), this.config.frontendDirs[folder]].filter((root): root is string => Boolean(root));
  }

  /** The file answering /static/<folder>/<segments…>, or null. */
  private resolve(folder: string, segments: string[]): string | null {
    for (const root of this.roots(folder)) {
      const file = join(root, ...segments);
      if (isFile(file)) return file;
    }
    return null;
  }

  /**
   * The static routes. A missing file goes on to Nest's 404, never the page; dotfiles are never
   * sent. Folders only the overlay has (a remote's new release, `mfe-x-v2`) are served from
   * it by one more instance, whose routes the build folders' more specific ones outrank.
   */
  async register(fastify: FastifyInstance): Promise<void> {
    await fastify.register(async (files) => {
      // A path that would leave its folder is refused by the plugin as 403; like any other
      // file that is not there, it is Nest's 404 here, which says nothing of the folders.
      files.setErrorHandler((error: { code?: string }, _request, reply) => {
        if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return reply.callNotFound();
        throw error;
      });
      const options = {
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply: FastifyReply, path: string) => {
          reply.header('Cache-Control', cacheControlFor(basename(path)));
          if (basename(path) === 'remotes.json') this.checkRemotesFile(path);
        },
      } as const;
      // The shell's folder also gives the reply its sendFile, for the service worker below.
      for (const folder of Object.keys(this.config.frontendDirs)) {
        await files.register(fastifyStatic, { ...options, root: this.roots(folder), prefix: `/static/${folder}/`, decorateReply: folder === 'app' });
      }
      if (this.config.staticDir) {
        await files.register(fastifyStatic, {
          ...options,
          root: this.config.staticDir,
          prefix: '/static/',
          decorateReply: false,
          // /static/<folder>/<file>: nothing from the overlay's own top level.
          allowedPath: (pathname) => pathname.split('/').filter(Boolean).length >= 2,
        });
      }
      // The worker's scope is its script's folder, and it must cover every page and /static
      // folder: it is served from the root, out of the shell's folder, revalidated like the entry files.
      files.get(SERVICE_WORKER_URL, (_request, reply) => reply.sendFile(SERVICE_WORKER_URL.slice(1)));
    });
  }

  /**
   * Fastify `onRequest` hook, before routing: answers the page and robots.txt; the API and the
   * static files go on to their routes.
   */
  readonly handler: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const path = requestPath(request);
    if (isApiPath(path) || isStaticPath(path)) return done();
    if (path === '/robots.txt') {
      reply.header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8').send(ROBOTS_TXT);
      return;
    }
    const index = this.resolve('app', ['index.html']);
    const html = index && readText(index);
    if (!html) {
      this.logger.error('shell index.html not found: build the frontends or set STATIC_DIR');
      reply.code(HttpStatus.SERVICE_UNAVAILABLE).send(failGeneral(MESSAGES.frontendUnavailable));
      return;
    }
    this.sendPage(request, reply, html, path);
  };

  /**
   * The shell's page with remotes.json written in, the first files of the remote that serves the
   * path preloaded (remote-preloads.ts) and the page's first API calls started (page-data-tags.ts):
   * on a phone each request the shell would make after its scripts ran costs a round trip, and
   * the page's first screen is drawn in (contracts first-screen.ts). Read per request, like the
   * files: an edited remotes.json or a redeployed remote is written and preloaded at once.
   * Revalidated at every load like remotes.json itself: an ETag of the page as written, and 304
   * while it is unchanged (a release changes it). A page without a head is sent as it is.
   */
  private sendPage(request: FastifyRequest, reply: FastifyReply, html: string, path: string): void {
    const remotesFile = this.resolve('app', ['remotes.json']);
    const remotes = remotesFile ? readJson(remotesFile) : null;
    const tags = !remotesFile
      ? []
      : remotePreloadTags(path, remotes, (url) => {
          const segments = url.startsWith('/static/') ? safeSegments(url.split('/').slice(2)) : null;
          const file = segments && segments.length >= 2 ? this.resolve(segments[0]!, segments.slice(1)) : null;
          return file ? readJson(file) : null;
        });
    const head = html.indexOf('</head>');
    const page = head < 0 ? html : withFirstScreen(`${html.slice(0, head)}${[...remotesFileTag(remotes), ...tags, ...pageDataTags(path)].join('')}${html.slice(head)}`, path);
    const etag = `W/"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', REVALIDATE).header('ETag', etag).type('text/html; charset=utf-8');
    reply.header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) reply.code(HttpStatus.NOT_MODIFIED).send();
    else sendCompressed(request, reply, page);
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
 * answered from a hook, where @fastify/compress's route hooks (and its `reply.compress`) are
 * not set up.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, page: string): void {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.has('br')) reply.header('Content-Encoding', 'br').send(brotliCompressSync(page, COMPRESSION.brotliOptions));
  else if (accepted.has('gzip')) reply.header('Content-Encoding', 'gzip').send(gzipSync(page, COMPRESSION.zlibOptions));
  else reply.send(page);
}
