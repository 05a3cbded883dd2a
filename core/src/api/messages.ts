/**
 * The messages of the server's own request rules (docs/DESIGN.md, "Conventions of the API"), in one place so
 * that no route holds a sentence. A field error names its field, its rule and these words; the web shows
 * its own words for a rule through i18n and falls back to these.
 */

/** Field messages by rule: short and lower-case, read after the field's name (`updated` + `was changed elsewhere …`). */
export const requestRuleMessages = {
  /** `updated` is older than the stored record: someone saved in between. */
  stale: 'was changed elsewhere since it was opened; reload to see the changes',
  /** A PUT without the `updated` it was based on. */
  updatedRequired: 'is required to update a saved record',
  /** A read-only id that already leads to another record. */
  linkTaken: 'is already in use',
  /** A read-only link added by someone other than the owner. */
  ownerOnly: 'can be set by the owner only',
  unknownTemplate: 'is not a known template',
  /** params: `{ version }`, the template's current version. */
  templateVersion: "must be the template's current version",
  notAnAlternative: 'is not an alternative of this analysis',
  notACriterion: 'is not a criterion of the template',
  notYourCashflow: 'is not one of your cashflows',
} as const;
export type RequestRule = keyof typeof requestRuleMessages;

/** Whole-request messages, the failure envelope's `message`. */
export const requestMessages = {
  stale: 'This was changed elsewhere since you opened it; reload it to see the changes',
  notCalculable: 'The cashflow cannot be calculated',
  /** 1012 when an account already holds MAX_RECORDS_PER_USER records of the kind it creates. */
  recordLimit: 'This account already holds the most records of this kind it may keep; delete one to save another',
  /** 1011 from a per-address limit on calls that cost the server work (read-only links, calculations, creation). */
  tooManyRequests: 'Too many attempts. Please try again later.',
  /** 1005 with HTTP 503 while the server sheds load: answered at once instead of queued behind the work. */
  busy: 'The server is busy. Please try again in a moment.',
} as const;
