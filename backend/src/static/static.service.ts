import { readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { MESSAGES, SERVICE_WORKER_URL, failGeneral, isApiPath, isImmutableFileName, parseRemotesFile } from 'contracts';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/config.js';
import { InjectConfig } from '../config/config.module.js';

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

/** The encodings an Accept-Encoding header allows (a q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
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

  /** Express middleware placed before the API routes; everything it does not answer goes on to Nest. */
  readonly handler = (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    if (req.path === '/robots.txt') {
      res.type('text/plain').set('Cache-Control', REVALIDATE).send(ROBOTS_TXT);
      return;
    }

    // The service worker lives in the shell's build (or the overlay's app folder) but is served
    // from the root: a worker's scope is its script's folder, and it must cover every page
    // and /static folder. Revalidated like the entry files, so a new version is seen at once.
    if (req.path === SERVICE_WORKER_URL) {
      const worker = this.resolve('app', [SERVICE_WORKER_URL.slice(1)]);
      return worker ? this.send(req, res, next, worker, REVALIDATE) : next();
    }

    if (req.path === '/static' || req.path.startsWith('/static/')) {
      const segments = safeSegments(req.path.split('/').slice(2));
      if (!segments || segments.length < 2) return next();
      const [folder, ...rest] = segments;
      const file = this.resolve(folder, rest);
      // A missing asset is a 404 (Nest's not-found answer), never the SPA page.
      if (!file) return next();
      if (folder === 'app' && rest.join('/') === 'remotes.json') this.checkRemotesFile(file);
      return this.send(req, res, next, file, cacheControlFor(rest[rest.length - 1]));
    }

    const index = this.resolve('app', ['index.html']);
    if (!index) {
      this.logger.error('shell index.html not found: build the frontends or set STATIC_DIR');
      res.status(HttpStatus.SERVICE_UNAVAILABLE).json(failGeneral(MESSAGES.frontendUnavailable));
      return;
    }
    this.send(req, res, next, index, REVALIDATE);
  };

  /**
   * Sends the file, or its precompressed twin when the client accepts that encoding and the
   * twin is not older than the file (an operator's edited remotes.json is sent as edited).
   * `Vary: Accept-Encoding` either way, so caches keep one copy per encoding.
   */
  private send(req: Request, res: Response, next: NextFunction, file: string, cacheControl: string): void {
    res.vary('Accept-Encoding');
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const original = modifiedAt(file);
    const encoding = ENCODINGS.find(({ name, suffix }) => {
      if (!accepted.has(name)) return false;
      const twin = modifiedAt(file + suffix);
      return twin !== null && original !== null && twin >= original;
    });
    const headers: Record<string, string> = { 'Cache-Control': cacheControl };
    if (encoding) {
      headers['Content-Encoding'] = encoding.name;
      res.type(extname(file));
    }
    res.sendFile(encoding ? file + encoding.suffix : file, { cacheControl: false, dotfiles: 'allow', headers }, (err) => {
      // A client that went away is not an error worth answering.
      if (err && !res.headersSent && !res.destroyed) next(err);
    });
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
