import { count, desc, isNull } from 'drizzle-orm';
import type { AdminOverview } from '@keelson/core';
import type { Database } from '../db/client';
import { cashflows, outbox, users, utilityAnalyses } from '../db/schema';
import { countActiveAdministrators } from '../users/repository';

/**
 * The administrators' overview: how many users, administrators and unverified accounts there are, and
 * the latest outbox mail when mail is not sent, and the numbers of assessments and questionnaires.
 */
export async function adminOverview(db: Database, mailDelivery: 'smtp' | 'outbox'): Promise<AdminOverview> {
  const [[all], [unverified], [assessments], [questionnaires], administrators, recent] = await Promise.all([
    db.select({ value: count() }).from(users),
    db.select({ value: count() }).from(users).where(isNull(users.verifiedAt)),
    db.select({ value: count() }).from(cashflows),
    db.select({ value: count() }).from(utilityAnalyses),
    countActiveAdministrators(db),
    mailDelivery === 'outbox' ? db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(20) : Promise.resolve([]),
  ]);
  return {
    counts: {
      users: all?.value ?? 0,
      administrators,
      unverified: unverified?.value ?? 0,
      assessments: assessments?.value ?? 0,
      questionnaires: questionnaires?.value ?? 0,
    },
    mailDelivery,
    outbox: recent.map((mail) => ({ id: mail.id, to: mail.recipient, subject: mail.subject, text: mail.textBody, created: mail.createdAt.toISOString() })),
  };
}
