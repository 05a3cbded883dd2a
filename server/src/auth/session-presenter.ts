import { sessionDevices, type SessionInfo } from '@keelson/core';
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

const present = (text: string | undefined): string | null => (text === undefined || text.trim() === '' ? null : text.trim());

/**
 * The parts of a User-Agent that tell sessions apart: browser and its major version, system with its version name or
 * number ("Windows 10", "macOS Sonoma", "Android 14"), and the kind of device; null where the header names none.
 */
export function userAgentParts(userAgent: string): Pick<SessionInfo, 'browserName' | 'browserVersion' | 'system' | 'device'> {
  if (userAgent.trim() === '') return { browserName: null, browserVersion: null, system: null, device: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const osName = present(os.name);
  const osVersion = present(os.versionName) ?? present(os.version);
  const device = sessionDevices.find((kind) => kind === platform.type) ?? null;
  return {
    browserName: present(browser.name),
    browserVersion: present(browser.version?.split('.')[0]),
    system: osName === null ? null : [osName, osVersion].filter((part) => part !== null).join(' '),
    device,
  };
}

/** What the session list shows of a session: never its token or the token's hash. */
export function toSessionInfo(session: SessionRow, currentTokenHash: string | undefined): SessionInfo {
  return {
    id: session.id,
    browser: browserOf(session.userAgent),
    ...userAgentParts(session.userAgent),
    address: session.address,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    current: session.tokenHash === currentTokenHash,
  };
}
