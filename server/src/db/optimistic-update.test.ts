import { KeelsonError } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../test/callers';
import { testDatabaseTargets } from '../test/databases';
import { insertUser } from '../test/users';
import { updateUnlessStale } from './optimistic-update';
import { utilityAnalyses } from './schema';

const targets = await testDatabaseTargets();

describe.each(targets)('updates based on a stamp, on $name', (target) => {
  const { app } = appWithCallers(target);
  const insert = async () => {
    const ownerId = await insertUser(app().db, { email: `stamp-${Math.random()}@example.com` });
    const [row] = await app()
      .db.insert(utilityAnalyses)
      .values({ ownerId, templateId: 't', templateVersion: 1, data: { alternatives: [], answers: {} } })
      .returning();
    if (row === undefined) throw new Error('insert returned no row');
    return row;
  };
  const refusal = async (run: () => Promise<unknown>) => {
    const error = await run().then(
      () => null,
      (thrown: unknown) => thrown,
    );
    if (!(error instanceof KeelsonError)) throw new Error(`expected a KeelsonError, got ${String(error)}`);
    return error;
  };

  it('changes the row and renews its stamp when the stamp is the stored one', async () => {
    const row = await insert();
    const changed = await updateUnlessStale(app().db, utilityAnalyses, { id: row.id, basedOn: row.updated, set: { title: 'changed' } });
    expect(changed).toMatchObject({ id: row.id, title: 'changed' });
    expect(changed.updated.getTime()).toBeGreaterThanOrEqual(row.updated.getTime());
    expect(changed.updated).not.toEqual(row.updated);
  });

  it('refuses an outdated stamp with 1012, HTTP 409 and the rule on `updated`, and changes nothing', async () => {
    const row = await insert();
    await updateUnlessStale(app().db, utilityAnalyses, { id: row.id, basedOn: row.updated, set: { title: 'first' } });
    const error = await refusal(() => updateUnlessStale(app().db, utilityAnalyses, { id: row.id, basedOn: row.updated, set: { title: 'lost' } }));
    expect(error).toMatchObject({ code: 1012, status: 409, errors: [{ field: 'updated' }] });
  });

  it('answers 1010 for a row that is gone', async () => {
    const row = await insert();
    await app().db.delete(utilityAnalyses);
    expect(await refusal(() => updateUnlessStale(app().db, utilityAnalyses, { id: row.id, basedOn: row.updated, set: { title: 'x' } }))).toMatchObject({
      code: 1010,
    });
  });
});
