import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { recoveryCodes } from '../db/schema';
import { testConfig, testDatabaseTargets, type TestDatabase } from '../test/databases';
import { insertUser } from '../test/users';
import {
  hashRecoveryCode,
  hashRecoveryCodes,
  newRecoveryCodes,
  recoveryCodeMatches,
  replaceRecoveryCodes,
  spendRecoveryCode,
  wrapLegacyRecoveryCodes,
} from './recovery-codes';

const targets = await testDatabaseTargets();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('a recovery code is stored with a salted slow hash', () => {
  it('is argon2id, not the SHA-256 of the code, and two equal codes hash differently', async () => {
    const code = 'abcde-fgh23';
    const [one = '', two = ''] = await Promise.all([hashRecoveryCode(code), hashRecoveryCode(code)]);
    expect(one).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(one).not.toBe(sha256(code));
    expect(one).not.toContain(sha256(code));
    expect(one).not.toBe(two);
    expect(await recoveryCodeMatches(one, code)).toBe(true);
    expect(await recoveryCodeMatches(two, code)).toBe(true);
    expect(await recoveryCodeMatches(one, 'abcde-fgh24')).toBe(false);
  });
});

describe.each(targets)('recovery codes in the database on $name', (target) => {
  let database: TestDatabase;
  let db: Database;
  let close: () => Promise<void>;
  let n = 0;

  beforeAll(async () => {
    database = await target.create();
    const opened = await openDatabase(testConfig(database));
    db = opened.db;
    close = opened.close;
  });

  afterAll(async () => {
    await close();
    await database.drop();
  });

  const newUser = () => insertUser(db, { email: `codes-${(n += 1)}-${target.name}@example.com` });
  const storedOf = async (userId: string) => db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));

  it('verifies each stored code once, however it is typed, and refuses a used one', async () => {
    const userId = await newUser();
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(db, userId, await hashRecoveryCodes(codes));
    const stored = await storedOf(userId);
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^\$argon2id\$/);
      expect(codes.map(sha256)).not.toContain(row.codeHash);
    }
    const [first = '', second = ''] = codes;
    expect(await spendRecoveryCode(db, userId, first)).toBe(true);
    expect(await spendRecoveryCode(db, userId, first)).toBe(false);
    expect(await spendRecoveryCode(db, userId, ` ${second.replace('-', '').toUpperCase()} `)).toBe(true);
    expect(await spendRecoveryCode(db, userId, 'aaaaa-aaaaa')).toBe(false);
    expect(await spendRecoveryCode(db, userId, 'not a code')).toBe(false);
    expect((await storedOf(userId)).filter((row) => row.usedAt !== null)).toHaveLength(2);
    // Another user's code is not this user's.
    expect(await spendRecoveryCode(db, await newUser(), codes[2] ?? '')).toBe(false);
  });

  it('spends a code once when it arrives several times at once', async () => {
    const userId = await newUser();
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(db, userId, await hashRecoveryCodes(codes));
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => spendRecoveryCode(db, userId, codes[5] ?? '')));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });

  it('still verifies a code stored as a bare SHA-256 before, once; the wrap then gives the rest the slow hash', async () => {
    const userId = await newUser();
    const [spentBefore = '', usedNow = '', wrappedLater = ''] = newRecoveryCodes();
    // Rows as the earlier version stored them: the hex SHA-256 of the canonical code, one of them already used.
    await db.insert(recoveryCodes).values([
      { userId, codeHash: sha256(spentBefore), usedAt: new Date() },
      { userId, codeHash: sha256(usedNow) },
      { userId, codeHash: sha256(wrappedLater) },
    ]);
    expect(await spendRecoveryCode(db, userId, usedNow)).toBe(true);
    expect(await spendRecoveryCode(db, userId, usedNow)).toBe(false);

    // The one unused legacy row is wrapped; both used ones (spent codes, read by nothing) are deleted.
    expect(await wrapLegacyRecoveryCodes(db)).toBe(1);
    const stored = await storedOf(userId);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.codeHash).toMatch(/^\$argon2id\$/);
    expect(stored[0]?.codeHash).not.toContain(sha256(wrappedLater));
    expect(await wrapLegacyRecoveryCodes(db)).toBe(0);
    expect(await spendRecoveryCode(db, userId, spentBefore)).toBe(false);
    expect(await spendRecoveryCode(db, userId, wrappedLater)).toBe(true);
    expect(await spendRecoveryCode(db, userId, wrappedLater)).toBe(false);
  });
});
