import type { Me, PublicUser } from '@keelson/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The session store and the language detector keep their state in localStorage, which Node does not have.
vi.hoisted(() => {
  const items = new Map<string, string>();
  globalThis.localStorage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
});

const { activeLanguage, i18n } = await import('../../lib/i18n');
const { useSessionStore } = await import('../../lib/session-store');
const { saveLanguageToProfile } = await import('./api/save-language');
const { signUp } = await import('./api/sign-up');

const ann: PublicUser = {
  id: '0b5f8a52-4a43-4c55-9a3c-0d6f1f0e1a01',
  email: 'ann@nordic.example',
  firstName: 'Ann',
  lastName: 'Smith',
  company: '',
  phone: '',
  whitepaper: false,
  language: 'en',
  verified: true,
  disabled: false,
  roles: ['user'],
  created: '2026-11-22T10:00:00.000Z',
  secondFactor: false,
};
const meOf = (user: PublicUser): Me => ({ user, views: ['userArea'], secondFactorSetupRequired: false });

/** Answers every call with the user the PUT asked for, and records the calls. */
function serverAnswering() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const body: unknown = JSON.parse(String(init.body));
    calls.push({ method: String(init.method), url, body });
    await held;
    const { language } = (body as { user: { language: PublicUser['language'] } }).user;
    return new Response(JSON.stringify({ success: true, content: { ...ann, language } }), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, release };
}

describe('the language in the profile', () => {
  beforeEach(async () => {
    useSessionStore.getState().signedOut();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves the chosen language to the signed-in user’s profile with PUT /api/users/{id}', async () => {
    useSessionStore.getState().signedIn(meOf(ann));
    const server = serverAnswering();
    await i18n.changeLanguage('de');
    const saved = saveLanguageToProfile('de');
    server.release();
    await saved;
    expect(server.calls).toEqual([{ method: 'PUT', url: `/api/users/${ann.id}`, body: { user: { language: 'de' } } }]);
    expect(useSessionStore.getState().me?.language).toBe('de');
    expect(activeLanguage()).toBe('de');
  });

  it('sends nothing for a visitor who is not signed in, or when the profile already has the language', async () => {
    const server = serverAnswering();
    server.release();
    await saveLanguageToProfile('de');
    useSessionStore.getState().signedIn(meOf({ ...ann, language: 'de' }));
    await saveLanguageToProfile('de');
    expect(server.calls).toEqual([]);
  });

  it('switches the app to the profile’s language at sign-in and at a current-user check', async () => {
    useSessionStore.getState().signedIn(meOf({ ...ann, language: 'de' }));
    await vi.waitFor(() => expect(activeLanguage()).toBe('de'));
    useSessionStore.getState().signedIn(meOf(ann));
    await vi.waitFor(() => expect(activeLanguage()).toBe('en'));
  });

  it('keeps a language chosen here while it is being saved, even when a current-user check still names the old one', async () => {
    useSessionStore.getState().signedIn(meOf(ann));
    const server = serverAnswering();
    await i18n.changeLanguage('de');
    const saved = saveLanguageToProfile('de');
    useSessionStore.getState().signedIn(meOf(ann));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(activeLanguage()).toBe('de');
    server.release();
    await saved;
    expect(activeLanguage()).toBe('de');
    expect(useSessionStore.getState().me?.language).toBe('de');
  });

  it('leaves the page in the chosen language when the profile cannot be saved', async () => {
    useSessionStore.getState().signedIn(meOf(ann));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await i18n.changeLanguage('de');
    await expect(saveLanguageToProfile('de')).resolves.toBeUndefined();
    expect(activeLanguage()).toBe('de');
    expect(useSessionStore.getState().me?.language).toBe('en');
  });

  it('signs up in the active language', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ success: true, content: { user: { ...ann, language: 'de' } } }))),
    );
    vi.stubGlobal('fetch', fetch);
    await i18n.changeLanguage('de');
    await signUp({ email: ann.email, password: 'ballast keel rudder anchor' });
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1].body))).toEqual({ email: ann.email, password: 'ballast keel rudder anchor', language: 'de' });
  });
});
