import type { PublicUser } from '@keelson/core';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { keepDraftsPrivate, type DraftOwner, type PrivateDraft } from '../lib/draft-privacy';
import { draftStorageKeys, keepLaterDraftsPrivate } from './session-privacy';

// The drafts' stores keep them in localStorage, which Node does not have.
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

const ann = 'a0000000-0000-4000-8000-000000000001';
const bob = 'b0000000-0000-4000-8000-000000000002';
const yan = 'c0000000-0000-4000-8000-000000000003';

type Session = { isSignedIn: boolean; me: { id: string } | null };
const signedIn = (id: string): Session => ({ isSignedIn: true, me: { id } });
const signedOut: Session = { isSignedIn: false, me: null };

function draft(owner: DraftOwner): PrivateDraft & { current: () => DraftOwner } {
  let current = owner;
  return { owner: () => current, discard: () => (current = null), current: () => current };
}

describe('keepLaterDraftsPrivate', () => {
  // Whether a draft was written before or after a change it did not see is not known, so each is applied to it: a draft
  // that one of them would have discarded goes (another tab's draft of B's record, written after B signed in, too).
  it('applies every change of user seen before the drafts came: A signed out, then B signed in', () => {
    const session = createStore<Session>()(() => signedIn(ann));
    let emptied = 0;
    const later = keepLaterDraftsPrivate(session, () => (emptied += 1));
    session.setState(signedOut);
    session.setState(signedIn(bob));
    const annsDraft = draft(ann);
    const bobsDraft = draft(bob);
    later.attach([annsDraft, bobsDraft]);
    expect([annsDraft.current(), bobsDraft.current(), emptied]).toEqual([null, null, 2]);
  });

  it('keeps an administrator’s draft of another user’s record while the same administrator stays signed in', () => {
    const session = createStore<Session>()(() => signedIn(ann));
    const later = keepLaterDraftsPrivate(session, () => undefined);
    session.setState(signedIn(ann));
    const yansRecord = draft(yan);
    later.attach([yansRecord]);
    expect(yansRecord.current()).toBe(yan);
  });

  it('treats the drafts as a signed-out start does: no saved record’s draft stays, a never-saved one does', () => {
    const session = createStore<Session>()(() => signedOut);
    const later = keepLaterDraftsPrivate(session, () => undefined);
    const saved = draft(ann);
    const neverSaved = draft(null);
    later.attach([saved, neverSaved]);
    expect([saved.current(), neverSaved.current()]).toEqual([null, null]);
  });

  it('follows the session once the drafts are there, and empties the data cache once per change of user', () => {
    const session = createStore<Session>()(() => signedIn(ann));
    let emptied = 0;
    const later = keepLaterDraftsPrivate(session, () => (emptied += 1));
    const annsDraft = draft(ann);
    later.attach([annsDraft]);
    expect(annsDraft.current()).toBe(ann);
    session.setState(signedIn(bob));
    expect([annsDraft.current(), emptied]).toEqual([null, 1]);
  });
});

describe('draftStorageKeys', () => {
  it('are where the drafts’ stores keep them', async () => {
    const { useCashflowDraftStore } = await import('../lib/cashflow-draft');
    const { useAnalysisStore } = await import('../features/utility-analyses/store/analysis-store');
    expect([...draftStorageKeys].sort()).toEqual([useCashflowDraftStore.persist.getOptions().name, useAnalysisStore.persist.getOptions().name].sort());
  });
});

describe('a draft never saved, with the real stores', () => {
  const user = (id: string): PublicUser => ({
    id,
    email: `${id}@example.com`,
    firstName: 'Ann',
    lastName: '',
    company: '',
    phone: '',
    whitepaper: false,
    language: 'en',
    verified: true,
    disabled: false,
    roles: ['user'],
    created: '2026-01-01T00:00:00.000Z',
    secondFactor: false,
  });

  async function followedStores() {
    const { useSessionStore } = await import('../lib/session-store');
    const { cashflowPrivateDraft, useCashflowDraftStore } = await import('../lib/cashflow-draft');
    const { analysisPrivateDraft, useAnalysisStore } = await import('../features/utility-analyses/store/analysis-store');
    useSessionStore.getState().signedOut();
    useCashflowDraftStore.getState().startOver();
    useAnalysisStore.getState().reset();
    const stop = keepDraftsPrivate(useSessionStore, [cashflowPrivateDraft, analysisPrivateDraft]);
    const titles = () => [useCashflowDraftStore.getState().draft.title, useAnalysisStore.getState().draft.title];
    const type = (title: string) => {
      useCashflowDraftStore.getState().setField('title', title);
      useAnalysisStore.getState().setTitle(title);
    };
    return { session: useSessionStore.getState(), stop, titles, type };
  }

  it('belongs to the user who typed it: it goes when that session ends, and when another user signs in', async () => {
    const { session, stop, titles, type } = await followedStores();
    session.signedIn({ user: user(ann), views: ['userArea'], secondFactorSetupRequired: false });
    type('Private draft');
    session.signedOut();
    expect(titles()).not.toContain('Private draft');
    session.signedIn({ user: user(ann), views: ['userArea'], secondFactorSetupRequired: false });
    type('Private draft');
    session.signedIn({ user: user(bob), views: ['userArea'], secondFactorSetupRequired: false });
    expect(titles()).not.toContain('Private draft');
    stop();
  });

  it('typed signed out it is nobody’s: it stays through failed checks, a sign-in and a sign-out, until the user types in it', async () => {
    const { session, stop, titles, type } = await followedStores();
    type('Visitor draft');
    session.signedOut();
    session.signedIn({ user: user(ann), views: ['userArea'], secondFactorSetupRequired: false });
    session.signedOut();
    expect(titles()).toEqual(['Visitor draft', 'Visitor draft']);
    session.signedIn({ user: user(ann), views: ['userArea'], secondFactorSetupRequired: false });
    type('Visitor draft, then Ann’s');
    session.signedOut();
    expect(titles()).not.toContain('Visitor draft, then Ann’s');
    stop();
  });
});
