import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountTokens } from '../db/schema';
import { hashToken, newToken } from './sessions';

export type TokenPurpose = 'verify-email' | 'reset-password';

/** How long a link stays valid: 48 hours to verify an address, one hour to reset a password. */
export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  'verify-email': 48 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
};

/**
 * A new single-use token for a user; earlier unused tokens of the same purpose stop working, so that
 * only the newest link in the user's inbox is valid.
 */
export async function issueAccountToken(db: Database, options: { userId: string; purpose: TokenPurpose; now?: Date }): Promise<string> {
  const now = options.now ?? new Date();
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.userId, options.userId), eq(accountTokens.purpose, options.purpose), isNull(accountTokens.usedAt)));
    await tx.insert(accountTokens).values({
      tokenHash: hashToken(token),
      userId: options.userId,
      purpose: options.purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + tokenLifetimeMs[options.purpose]),
    });
  });
  return token;
}

/**
 * Uses a token up: one atomic update that succeeds only for an unused, unexpired token of the purpose,
 * so two concurrent requests cannot both use it. Returns the user's id, or null.
 */
export async function consumeAccountToken(db: Database, options: { token: string; purpose: TokenPurpose; now?: Date }): Promise<string | null> {
  const now = options.now ?? new Date();
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(usable(options.token, options.purpose, now))
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

/** A token of this purpose that is neither used nor expired. */
function usable(token: string, purpose: TokenPurpose, now: Date) {
  return and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now));
}

/** The user of a usable token without using it up, to check a new password before the link is spent. */
export async function peekAccountToken(db: Database, options: { token: string; purpose: TokenPurpose; now?: Date }): Promise<string | null> {
  const now = options.now ?? new Date();
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(usable(options.token, options.purpose, now));
  return row?.userId ?? null;
}
