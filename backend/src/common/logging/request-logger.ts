import type { onRequestHookHandler } from 'fastify';
import type { Logger } from 'pino';

/**
 * Confirmation and reset links carry e-mails and tokens in the path, and query strings may
 * carry anything: outside /static such path segments, and every query value, are masked.
 */
export function redactUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  const safePath = path.startsWith('/static/')
    ? path
    : path
        .split('/')
        .map((segment) => (segment.length >= 24 || /@|%40/i.test(segment) ? ':redacted' : segment))
        .join('/');
  if (query === undefined) return safePath;
  const keys = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=:redacted`);
  return `${safePath}?${keys.join('&')}`;
}

/** One line per request once answered: method, masked URL, status, duration. No headers, cookies or bodies. */
export function requestLogger(logger: Logger): onRequestHookHandler {
  return (request, reply, done) => {
    const started = process.hrtime.bigint();
    const res = reply.raw;
    res.once('close', () => {
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
      const entry = {
        method: request.method,
        url: redactUrl(request.url),
        status: res.statusCode,
        durationMs,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (res.statusCode >= 500) logger.error(entry, 'request');
      else logger.info(entry, 'request');
    });
    done();
  };
}
