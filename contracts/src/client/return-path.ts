/**
 * The page a guest asked for before being sent to sign in, carried in the login page's query
 * (`/login?next=%2Fconfiguracoes`) so it survives a reload or a failed attempt there. The
 * shell's guard writes it; the login page reads it back and goes there after signing in.
 */
export const RETURN_PATH_PARAM = 'next';

// Any origin works as a base: only a relative path that stays on it is accepted.
const BASE = 'http://return-path.invalid';

/**
 * `raw` as a path of this origin (path, query and hash), or null when it could lead anywhere
 * else: absolute URLs, protocol-relative `//host`, `/\host` (browsers read `\` as `/`),
 * control characters (the URL parser drops tabs and newlines, so `/\t/host` is `//host`).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what it rejects
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `signInPage` keeping `intended` (a path of this origin) to return to. */
export function signInPathReturningTo(signInPage: string, intended: string): string {
  return `${signInPage}?${new URLSearchParams({ [RETURN_PATH_PARAM]: intended })}`;
}

/** The safe return path a location's query (`?next=…`) names, or null. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PATH_PARAM));
}
