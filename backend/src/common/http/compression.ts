import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { onSendHookHandler } from 'fastify';
import { acceptedEncodings } from './accept-encoding.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/**
 * Quality 2 and level 4: on a chart's answer (254 KB of JSON) brotli 2 is as small as 4 (105 KB)
 * in 2.6 ms instead of 3.9, and gzip 4 is 4% bigger than its default 6 in a third of its 12.5 ms.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } };
const GZIP_OPTIONS = { level: 4 };
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;

/**
 * Compresses answers of at least `threshold` bytes with brotli or gzip, as the client
 * accepts, off the event loop (zlib's thread pool). Static files never get here compressed
 * or not: they are sent as streams, their precompressed twins chosen by StaticService.
 */
export function compressAnswers(threshold: number): onSendHookHandler {
  return (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding') || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    const vary = reply.getHeader('vary');
    reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (Buffer.byteLength(payload) < threshold || /no-transform/.test(String(reply.getHeader('cache-control') ?? ''))) return done(null, payload);
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
    if (!encoding) return done(null, payload);
    (encoding === 'br' ? brotli(payload, BROTLI_OPTIONS) : gzipped(payload, GZIP_OPTIONS)).then(
      (body) => {
        reply.header('Content-Encoding', encoding).removeHeader('content-length');
        done(null, body);
      },
      (error: Error) => done(error),
    );
  };
}
