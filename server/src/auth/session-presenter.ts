import type { SessionInfo } from '@keelson/core';
import Bowser from 'bowser';
import type { SessionRow } from './sessions';

/** "Chrome 156 on Linux" from a User-Agent header; "Unknown browser" where the header names none. */
export function browserOf(userAgent: string): string {
  if (userAgent.trim() === '') return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name =
    browser.name === undefined || browser.name === '' ? 'Unknown browser' : [browser.name, major].filter((part) => part !== undefined && part !== '').join(' ');
  return os.name === undefined || os.name === '' ? name : `${name} on ${os.name}`;
}

/** What the session list shows of a session: never its token or the token's hash. */
export function toSessionInfo(session: SessionRow, currentTokenHash: string | undefined): SessionInfo {
  return {
    id: session.id,
    browser: browserOf(session.userAgent),
    address: session.address,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    current: session.tokenHash === currentTokenHash,
  };
}
