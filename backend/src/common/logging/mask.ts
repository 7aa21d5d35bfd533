/** Log-safe forms of personal data and secrets: `an***@example.com`, `abcd…` (first 4 characters). */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at < 0 ? '***' : `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

export const maskToken = (token: string): string => `${token.slice(0, 4)}…`;

/** An e-mail masked as above; anything else (an IP) as it is. */
export const maskSubject = (subject: string): string => (subject.includes('@') ? maskEmail(subject) : subject);
