/**
 * The `next` target of the sign-in page, if it is a path of this app; anything else (another site,
 * a protocol-relative `//host`) is ignored so that a link cannot send a user elsewhere after sign-in.
 */
export function safeNextPath(next: string | null): string {
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
