import type { Socket } from 'node:net';
import { failGeneral, MESSAGES } from 'contracts';
import type { FastifyReply } from 'fastify';

/** What Node itself answers (431, 413, 408, else 400), with our envelope and pt-BR text. */
const ANSWERS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: MESSAGES.headersTooLarge },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, reason: 'Payload Too Large', message: MESSAGES.payloadTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: MESSAGES.requestTimeout },
};
const MALFORMED = { status: 400, reason: 'Bad Request', message: MESSAGES.malformedRequest };

/**
 * Requests Node's HTTP parser refuses (a header over 16 KB, a broken request line, a timeout)
 * never reach a route: Fastify would write its own JSON on the socket. As the server's
 * `clientErrorHandler` the answer is ours, so it carries the envelope like every other. As
 * Node does, a socket that cannot take an answer (closed, or a response already under way)
 * is just closed.
 */
export function answerClientErrorWithEnvelope(error: NodeJS.ErrnoException, socket: Socket): void {
  // `_httpMessage`: the response in flight on this connection, as Node's own handler checks it.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, reason, message } = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify(failGeneral(message));
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
    () => socket.destroy(),
  );
}

/**
 * URLs Fastify's router refuses before any hook or route runs (a path that is not valid
 * percent-encoding, a path value longer than the router takes): 400 with the envelope and
 * the headers every answer carries, as the route's own validation would have answered.
 */
export function answerUnroutableUrl(headers: Record<string, string>) {
  return (_error: Error, _request: unknown, reply: FastifyReply): void => {
    reply.code(400).headers(headers).header('Cache-Control', 'no-store').send(failGeneral(MESSAGES.invalidInput));
  };
}
