import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A message as a reader sees it: decoded headers and bodies. */
export interface ParsedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const input = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end < 0 ? normalised : normalised.slice(0, end);
  const body = end < 0 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectParts(raw: string, into: { text: string; html: string }): void {
  const { headers, body } = splitHeaders(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectParts(section.replace(/^\n/, ''), into);
    }
    return;
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  if (type.toLowerCase().startsWith('text/html')) into.html += decoded;
  else if (type.toLowerCase().startsWith('text/plain')) into.text += decoded;
}

export function parseMail(raw: string): ParsedMail {
  const { headers } = splitHeaders(raw);
  const bodies = { text: '', html: '' };
  collectParts(raw, bodies);
  return {
    to: decodeHeader(headers.get('to') ?? ''),
    from: decodeHeader(headers.get('from') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    ...bodies,
    raw,
  };
}

/** Every message in the outbox directory, oldest first (file names sort by time). */
export function readOutbox(dir: string): ParsedMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseMail(readFileSync(join(dir, name), 'utf8')));
}

export function mailsTo(dir: string, email: string): ParsedMail[] {
  return readOutbox(dir).filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()));
}

/** Polls until `find` returns something (e-mails sent in the background arrive a moment after the answer). */
export async function until<T>(find: () => T | undefined, what = 'the e-mail', deadlineMs = 10_000): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`${what} did not arrive in time`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The last outbox message that matches, once there is one. */
export const waitForMail = (dir: string, match: (mail: ParsedMail) => boolean): Promise<ParsedMail> =>
  until(() => readOutbox(dir).filter(match).at(-1), 'a matching e-mail in the outbox');

/** The link of a message (its plain-text part) that starts with `${publicUrl}/${route}/`. */
export function linkIn(mail: ParsedMail, publicUrl: string, route: 'confirmacaoDeEmail' | 'redefinirSenha'): { url: string; params: string[] } {
  const prefix = `${publicUrl}/${route}/`;
  const url = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!url) throw new Error(`no ${route} link in the e-mail "${mail.subject}"`);
  const path = new URL(url).pathname;
  return { url, params: path.slice(new URL(prefix).pathname.length).split('/').map(decodeURIComponent) };
}
