/** Any origin will do: a path is resolved against it only to see whether it stays there. */
const probeOrigin = 'https://keelson.invalid';

const isControl = (character: string) => {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** The pages that never make sense as the place to return to after signing in. */
const accountEntryPaths = new Set(['/app/signin', '/app/signup']);

/**
 * The `next` target of the sign-in page (docs/spec/product-spec.md section 2), if it is a path of this app: it must start
 * with one slash and stay on this origin once resolved as the browser resolves it, so that another site
 * (`https://evil.example`), a protocol-relative `//evil`, a backslash (`/\evil`) or a control character the browser
 * drops (`/\t/evil`) cannot send a user elsewhere after sign-in. Anything else, and the sign-in and sign-up pages
 * themselves, go to the index page.
 */
export function safeNextPath(next: string | null): string {
  if (next === null || !next.startsWith('/') || next.includes('\\') || [...next].some(isControl)) return '/';
  let url: URL;
  try {
    url = new URL(next, probeOrigin);
  } catch {
    return '/';
  }
  if (url.origin !== probeOrigin || accountEntryPaths.has(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A sign-in (or sign-up) link that comes back to this place: `/app/signin?next=…`, without `next` for the index page. */
export function pathWithNext(page: '/app/signin' | '/app/signup', place: string): string {
  const next = safeNextPath(place);
  return next === '/' ? page : `${page}?next=${encodeURIComponent(next)}`;
}

/** The pages whose address holds a mailed single-use token: never carried into another address. */
const tokenPaths = new Set(['/app/reset-password', '/app/confirm-email']);

/**
 * The place a sign-in started from a page should return to: the page itself, or, on the sign-in and sign-up pages,
 * the `next` they already carry; from a page of a mailed link, the index page, so that its token goes nowhere else.
 */
export function returnPlace(location: { pathname: string; search: string; hash: string }): string {
  if (accountEntryPaths.has(location.pathname)) return new URLSearchParams(location.search).get('next') ?? '/';
  if (tokenPaths.has(location.pathname)) return '/';
  return `${location.pathname}${location.search}${location.hash}`;
}
