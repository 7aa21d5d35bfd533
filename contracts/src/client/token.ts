import { TOKEN_STORAGE_KEY } from 'contracts';

export { XSRF_COOKIE, XSRF_HEADER } from 'contracts';

export function getStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be disabled (privacy modes): behave as signed out.
    return null;
  }
}

export function setStoredToken(token: string): void {
  try {
    globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage disabled: the session lasts as long as the page (the store keeps the token).
  }
}

export function clearStoredToken(): void {
  try {
    globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored when storage is disabled.
  }
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return null;
}
