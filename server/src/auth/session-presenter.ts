import type { SessionInfo } from '@keelson/core';
import { UAParser } from 'ua-parser-js';
import type { SessionRow } from './sessions';

/** "Chrome 156 on Linux" from a User-Agent header; "Unknown browser" where the header names none. */
export function browserOf(userAgent: string): string {
  const { browser, os } = UAParser(userAgent);
  const name = browser.name === undefined ? 'Unknown browser' : [browser.name, browser.major].filter((part) => part !== undefined && part !== '').join(' ');
  return os.name === undefined ? name : `${name} on ${os.name}`;
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
