import { KeelsonError, type View } from '@keelson/core';

/**
 * Drafts kept in the browser (the cashflow, the questionnaire) outlive a session, so a draft must not outlive the user
 * it belongs to: signing out, ending every session, a failed current-user check and a change of user all discard the
 * drafts that belong to someone other than the user now signed in. A draft belongs to its saved record's owner, and a
 * draft never saved to the user who was signed in when it was typed: the server's Clear-Site-Data empties the storage
 * when a session ends, but the page still holds the draft and would show it, and write it back, until it is discarded.
 * A draft typed while signed out stays: it is the visitor's own unsaved work, and no account owns it.
 */

/**
 * Who a draft belongs to: the saved record's owner; for a draft never saved, the user signed in when it was last typed,
 * `null` when nobody was (`undefined`: not known).
 */
export type DraftOwner = string | null | undefined;

/** A persisted draft as the privacy rule sees it: whom it belongs to, and how to start a new draft in its place. */
export type PrivateDraft = { owner: () => DraftOwner; discard: () => void };

/** The signed-in user's id, `null` when signed out. */
export type UserId = string | null;

/**
 * Whether a draft may stay when the session goes from user `before` to user `after`. Signed out, no user's draft
 * stays. Signed in, the user's own drafts stay; so do an administrator's drafts of other users'
 * records while the same administrator stays signed in (the admin area opens them for editing), but not once someone
 * else signs in.
 */
export function draftMayStay(owner: DraftOwner, before: UserId, after: UserId): boolean {
  if (owner === null) return true;
  if (after === null) return false;
  return owner === after || before === after;
}

/** Discards every draft that may not stay across this change of session; returns how many it discarded. */
export function discardForeignDrafts(drafts: readonly PrivateDraft[], before: UserId, after: UserId): number {
  let discarded = 0;
  for (const draft of drafts) {
    if (draftMayStay(draft.owner(), before, after)) continue;
    draft.discard();
    discarded += 1;
  }
  return discarded;
}

/**
 * What a save of a draft does: `create` a new record (never saved), `update` the saved one, or neither — `signIn`
 * when nobody is signed in, `notYours` when the saved record belongs to someone else and the user is no administrator.
 */
export type SaveTarget = 'create' | 'update' | 'signIn' | 'notYours';

/**
 * Where a save may go (`owner`: the saved record's, `null` for a draft never saved, whoever typed it): a draft never
 * updates a record its user may not change. The owner or an administrator (who may
 * change every record, docs/spec/product-spec.md section 6) updates; anyone else updates nothing. Such a draft can only
 * be left from another account (drafts of others are discarded when the user changes, so this is the last line), and
 * saving it as a copy would move another account's data into this one, so the page discards it instead.
 */
export function saveTarget(owner: DraftOwner, session: { me: { id: string } | null; views: readonly View[] }): SaveTarget {
  if (owner === null) return 'create';
  if (session.me === null) return 'signIn';
  if (owner === session.me.id || session.views.includes('adminArea')) return 'update';
  return 'notYours';
}

/** Thrown by a save that `saveTarget` refused as `notYours`; the page has discarded the draft and said so. */
export class NotYourDraftError extends Error {
  constructor() {
    super('The draft belongs to a record of another account');
    this.name = 'NotYourDraftError';
  }
}

/**
 * Checks a save before anything is sent: whether it creates or updates, or the refusal. Nobody signed in is told to
 * sign in (code 1006, as the server would answer); a draft of another account's record is discarded by `discard`
 * (which also tells the user) and the save ends with NotYourDraftError.
 */
export async function checkSave(
  owner: DraftOwner,
  session: { me: { id: string } | null; views: readonly View[] },
  discard: () => Promise<void>,
): Promise<'create' | 'update'> {
  const target = saveTarget(owner, session);
  if (target === 'signIn') throw new KeelsonError(1006);
  if (target === 'notYours') {
    await discard();
    throw new NotYourDraftError();
  }
  return target;
}

/** The part of the session store the rule follows: who is signed in, and each change of it. */
export type SessionSource = {
  getState: () => SessionUser;
  subscribe: (listener: (state: SessionUser, previous: SessionUser) => void) => () => void;
};
type SessionUser = { isSignedIn: boolean; me: { id: string } | null };

/** Who is signed in, as the rule sees it. */
export function userOf(state: SessionUser): UserId {
  return state.isSignedIn ? (state.me?.id ?? null) : null;
}

/**
 * Applies the rule from now on: at once to what the browser kept (signed out, no user's draft stays), then at
 * every change of the session. `onUserChange` runs when the user changes (sign-in of another user, sign-out).
 */
export function keepDraftsPrivate(session: SessionSource, drafts: readonly PrivateDraft[], onUserChange: () => void = () => undefined): () => void {
  const current = userOf(session.getState());
  discardForeignDrafts(drafts, current, current);
  return session.subscribe((state, previous) => {
    const before = userOf(previous);
    const after = userOf(state);
    discardForeignDrafts(drafts, before, after);
    if (before !== after) onUserChange();
  });
}
