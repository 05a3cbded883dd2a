import { count, desc, isNull } from 'drizzle-orm';
import type { AdminOverview } from '@keelson/core';
import type { Database } from '../db/client';
import { cashflows, outbox, users } from '../db/schema';
import { countActiveAdministrators } from '../users/repository';

/**
 * The administrators' overview: how many users, administrators and unverified accounts there are, and
 * the latest outbox mail when mail is not sent. Questionnaires are counted once their table exists
 * (issue 6); until then that count is null, shown as "not available".
 */
export async function adminOverview(db: Database, mailDelivery: 'smtp' | 'outbox'): Promise<AdminOverview> {
  const [[all], [unverified], [assessments], administrators, recent] = await Promise.all([
    db.select({ value: count() }).from(users),
    db.select({ value: count() }).from(users).where(isNull(users.verifiedAt)),
    db.select({ value: count() }).from(cashflows),
    countActiveAdministrators(db),
    mailDelivery === 'outbox' ? db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(20) : Promise.resolve([]),
  ]);
  return {
    counts: { users: all?.value ?? 0, administrators, unverified: unverified?.value ?? 0, assessments: assessments?.value ?? 0, questionnaires: null },
    mailDelivery,
    outbox: recent.map((mail) => ({ id: mail.id, to: mail.recipient, subject: mail.subject, text: mail.textBody, created: mail.createdAt.toISOString() })),
  };
}
