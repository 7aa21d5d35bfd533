/** Log-safe form of an e-mail address: `an***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at < 0 ? '***' : `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** An e-mail masked as above; anything else (an IP) as it is. */
export const maskSubject = (subject: string): string => (subject.includes('@') ? maskEmail(subject) : subject);
