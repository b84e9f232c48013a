import { paths } from './paths';

// Where login never returns: the login-related screens and logout (it would log out again).
const NOT_AFTER_LOGIN = /^\/user\/(login|register|verify|forget-password|reset-password|logout)(\/|$)/;
const HERE = 'http://shop.invalid';

/**
 * The same-site path a `redirect` value names, or null (issue 16). Only a path of this site counts:
 * '//evil.example', '/\evil.example' and 'https://…' name another site, and the URL parser settles
 * the tricks (tabs, backslashes) the way the browser would read them.
 */
export function returnPathOf(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(raw, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE || NOT_AFTER_LOGIN.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** The login page that comes back to `from` (a path with its query); plain /user/login when there is nothing to come back to. */
export function loginReturningTo(from: string): string {
  const back = returnPathOf(from);
  return back && back !== paths.home ? `${paths.login}?${new URLSearchParams({ redirect: back }).toString()}` : paths.login;
}
