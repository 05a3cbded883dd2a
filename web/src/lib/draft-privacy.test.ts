import type { KeelsonError } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import {
  checkSave,
  discardForeignDrafts,
  draftMayStay,
  keepDraftsPrivate,
  NotYourDraftError,
  saveTarget,
  type DraftOwner,
  type PrivateDraft,
} from './draft-privacy';

const ann = 'a0000000-0000-4000-8000-000000000001';
const bob = 'b0000000-0000-4000-8000-000000000002';
const yan = 'c0000000-0000-4000-8000-000000000003';

/** A draft store as the rule sees it: an owner, and a discard that starts a never-saved draft. */
function draft(owner: DraftOwner): PrivateDraft & { current: () => DraftOwner } {
  let current = owner;
  return { owner: () => current, discard: () => (current = null), current: () => current };
}

describe('draftMayStay', () => {
  it('keeps a draft typed signed out, whoever comes or goes: it is the visitor’s own unsaved work', () => {
    expect(draftMayStay(null, ann, null)).toBe(true);
    expect(draftMayStay(null, ann, bob)).toBe(true);
    expect(draftMayStay(null, null, null)).toBe(true);
  });

  it('keeps no user’s draft once signed out, saved or not', () => {
    expect(draftMayStay(ann, ann, null)).toBe(false);
    expect(draftMayStay(ann, null, null)).toBe(false);
    expect(draftMayStay(undefined, null, null)).toBe(false);
  });

  it('keeps the draft of the signed-in user’s own record, and nobody else’s once the user changes', () => {
    expect(draftMayStay(ann, ann, ann)).toBe(true);
    expect(draftMayStay(ann, null, ann)).toBe(true);
    expect(draftMayStay(ann, ann, bob)).toBe(false);
    expect(draftMayStay(ann, null, bob)).toBe(false);
    expect(draftMayStay(undefined, ann, bob)).toBe(false);
  });

  it('keeps an administrator’s draft of another user’s record while the same administrator stays signed in', () => {
    expect(draftMayStay(yan, ann, ann)).toBe(true);
    expect(draftMayStay(yan, ann, bob)).toBe(false);
  });
});

describe('discardForeignDrafts', () => {
  it('discards exactly the drafts that may not stay', () => {
    const own = draft(bob);
    const foreign = draft(ann);
    const unsaved = draft(null);
    expect(discardForeignDrafts([own, foreign, unsaved], ann, bob)).toBe(1);
    expect([own.current(), foreign.current(), unsaved.current()]).toEqual([bob, null, null]);
  });
});

describe('keepDraftsPrivate', () => {
  type Session = { isSignedIn: boolean; me: { id: string } | null };
  const signedIn = (id: string): Session => ({ isSignedIn: true, me: { id } });
  const signedOut: Session = { isSignedIn: false, me: null };

  it('discards at once what a signed-out browser kept of a saved record', () => {
    const session = createStore<Session>()(() => signedOut);
    const kept = draft(ann);
    keepDraftsPrivate(session, [kept]);
    expect(kept.current()).toBeNull();
  });

  it('A signs out: A’s draft goes, and the data cache is emptied', () => {
    const session = createStore<Session>()(() => signedIn(ann));
    const cashflow = draft(ann);
    const analysis = draft(ann);
    let emptied = 0;
    keepDraftsPrivate(session, [cashflow, analysis], () => (emptied += 1));
    expect(cashflow.current()).toBe(ann);
    session.setState(signedOut);
    expect([cashflow.current(), analysis.current(), emptied]).toEqual([null, null, 1]);
  });

  it('B signs in after A without a sign-out between (a failed check, another tab): A’s draft goes', () => {
    const session = createStore<Session>()(() => signedIn(ann));
    const cashflow = draft(ann);
    keepDraftsPrivate(session, [cashflow]);
    session.setState(signedIn(bob));
    expect(cashflow.current()).toBeNull();
  });

  it('a current-user check that confirms the same user changes nothing', () => {
    const session = createStore<Session>()(() => signedIn(ann));
    const ownDraft = draft(ann);
    const adminsDraftOfYan = draft(yan);
    let emptied = 0;
    keepDraftsPrivate(session, [ownDraft, adminsDraftOfYan], () => (emptied += 1));
    session.setState(signedIn(ann));
    expect([ownDraft.current(), adminsDraftOfYan.current(), emptied]).toEqual([ann, yan, 0]);
  });

  it('stops when told to', () => {
    const session = createStore<Session>()(() => signedIn(ann));
    const cashflow = draft(ann);
    keepDraftsPrivate(session, [cashflow])();
    session.setState(signedOut);
    expect(cashflow.current()).toBe(ann);
  });
});

describe('saveTarget and checkSave', () => {
  const user = (id: string) => ({ me: { id }, views: ['userArea' as const] });
  const admin = (id: string) => ({ me: { id }, views: ['userArea' as const, 'adminArea' as const] });
  const nobody = { me: null, views: [] };

  it('creates a record from a draft never saved, and updates the owner’s own record', () => {
    expect(saveTarget(null, user(bob))).toBe('create');
    expect(saveTarget(null, nobody)).toBe('create');
    expect(saveTarget(bob, user(bob))).toBe('update');
  });

  it('lets an administrator update any record, as the server does', () => {
    expect(saveTarget(ann, admin(bob))).toBe('update');
  });

  it('never updates another user’s record, nor one whose owner is unknown, and asks the signed-out to sign in', () => {
    expect(saveTarget(ann, user(bob))).toBe('notYours');
    expect(saveTarget(undefined, user(bob))).toBe('notYours');
    expect(saveTarget(ann, nobody)).toBe('signIn');
  });

  it('discards a foreign draft before anything is sent, and ends the save', async () => {
    let discarded = false;
    await expect(
      checkSave(ann, user(bob), async () => {
        discarded = true;
      }),
    ).rejects.toBeInstanceOf(NotYourDraftError);
    expect(discarded).toBe(true);
  });

  it('answers a save with nobody signed in as the server would (1006), and lets the others through', async () => {
    const noDiscard = () => Promise.reject(new Error('must not discard'));
    await expect(checkSave(ann, nobody, noDiscard)).rejects.toMatchObject({ code: 1006 } satisfies Partial<KeelsonError>);
    await expect(checkSave(null, user(bob), noDiscard)).resolves.toBe('create');
    await expect(checkSave(bob, user(bob), noDiscard)).resolves.toBe('update');
  });
});
