import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_BASE_URL, OUTBOX_DIR } from './environment.js';

/** One message the backend's outbox transport wrote (an RFC 822 .eml file). */
export interface OutboxMail {
  file: string;
  to: string;
  /** The decoded bodies of every text part (plain text and HTML). */
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Splits a MIME message into its leaf parts and decodes each by its transfer encoding. */
function decodeParts(raw: string): string[] {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .filter((part) => part.trim() && !part.startsWith('--'))
      .flatMap((part) => decodeParts(part.replace(/^\r?\n/, '')));
  }
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  return [body];
}

export function readOutbox(): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(OUTBOX_DIR).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((name) => {
    const raw = readFileSync(join(OUTBOX_DIR, name), 'utf8');
    const to = /^to:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '';
    return { file: name, to, body: decodeParts(raw).join('\n') };
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits for an e-mail to `to` holding a link to `{PUBLIC_URL}{route}…` that is not in
 * `seen`, and returns the link. Messages are sent in the background, so it polls.
 */
export async function waitForLink(to: string, route: string, seen: readonly string[] = []): Promise<string> {
  const pattern = new RegExp(`${escape(E2E_BASE_URL)}${escape(route)}[^\\s"<>]+`, 'g');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const links = readOutbox()
          .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()))
          .flatMap((mail) => mail.body.match(pattern) ?? []);
        link = links.filter((candidate) => !seen.includes(candidate)).at(-1);
        return link;
      },
      // Often a few milliseconds away: asked again soon, never at the default's one-second pace.
      { message: `an e-mail to ${to} with a ${route} link`, intervals: [50, 100, 250] },
    )
    .toBeTruthy();
  return link!;
}
