import { randomUUID } from 'node:crypto';
import { isFieldRule } from '@keelson/core';
import { workedExample as example } from '@keelson/core/examples';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from './test/callers';
import { testDatabaseTargets } from './test/databases';
import { templates } from './utility-analyses/templates';

const targets = await testDatabaseTargets();
const [template] = templates;
if (template === undefined) throw new Error('no template');

type Failure = { code: number; errors?: { field: string; rule: string; params?: Record<string, unknown>; message: string }[] };

/** Every field error the server raises itself names its rule (docs/DESIGN.md: errors travel as data), beside the English message. */
describe.each(targets)('the rules of refused requests on $name', (target) => {
  const { call, answers } = appWithCallers(target);
  const refusal = async (response: { statusCode: number; json: () => unknown }, status: number) => {
    expect(response.statusCode).toBe(status);
    return response.json() as Failure;
  };
  const analysis = (changes: object = {}) => ({
    templateId: template.id,
    templateVersion: template.version,
    title: 'Rules',
    alternatives: [{ id: 'a', name: 'A' }],
    answers: {},
    ...changes,
  });

  it('names the cashflow rules: stale, linkTaken, ownerOnly', async () => {
    const saved = (await call('owner', 'POST', '/api/cashflow', example.input)).json().content;
    await call('owner', 'PUT', `/api/cashflow/${saved.id}`, { ...saved, title: 'first' });
    const stale = await refusal(await call('owner', 'PUT', `/api/cashflow/${saved.id}`, { ...saved, title: 'lost' }), 409);
    expect(stale.errors).toEqual([{ field: 'updated', rule: 'stale', message: expect.any(String) }]);

    const current = (await call('owner', 'GET', `/api/cashflow/${saved.id}`)).json().content;
    const byAdmin = await refusal(await call('admin', 'PUT', `/api/cashflow/${saved.id}`, { ...current, readonlyIds: [randomUUID()] }), 400);
    expect(byAdmin.errors).toMatchObject([{ field: 'readonlyIds', rule: 'ownerOnly' }]);
    const link = randomUUID();
    await call('other', 'POST', '/api/cashflow', { ...example.input, readonlyIds: [link] });
    const taken = await refusal(await call('owner', 'POST', '/api/cashflow', { ...example.input, readonlyIds: [link] }), 409);
    expect(taken.errors).toMatchObject([{ field: 'readonlyIds', rule: 'linkTaken' }]);
  });

  it('names the analysis rules, with the template version as a param', async () => {
    const cases: [object, string, string, Record<string, unknown>?][] = [
      [{ templateId: 'no-such-template' }, 'templateId', 'unknownTemplate'],
      [{ templateVersion: template.version + 1 }, 'templateVersion', 'templateVersion', { version: template.version }],
      [{ answers: { z: {} } }, 'answers.z', 'notAnAlternative'],
      [{ answers: { a: { 'no-such-leaf': { kind: 'na' } } } }, 'answers.a.no-such-leaf', 'notACriterion'],
      [{ alternatives: [{ id: 'a', name: 'A', cashflowId: randomUUID() }] }, 'alternatives.0.cashflowId', 'notYourCashflow'],
    ];
    for (const [changes, field, rule, params] of cases) {
      const failure = await refusal(await call('owner', 'POST', '/api/utilityAnalysis', analysis(changes)), 400);
      expect(failure.errors, rule).toEqual([{ field, rule, ...(params === undefined ? {} : { params }), message: expect.any(String) }]);
    }
    const saved = (await call('owner', 'POST', '/api/utilityAnalysis', analysis())).json().content;
    const { id: _id, ownerId: _ownerId, updated, ...editable } = saved;
    expect((await refusal(await call('owner', 'PUT', `/api/utilityAnalysis/${saved.id}`, editable), 400)).errors).toMatchObject([
      { field: 'updated', rule: 'updatedRequired' },
    ]);
    const sharedByAdmin = await call('admin', 'PUT', `/api/utilityAnalysis/${saved.id}`, { ...editable, updated, readonlyId: randomUUID() });
    expect((await refusal(sharedByAdmin, 400)).errors).toMatchObject([{ field: 'readonlyId', rule: 'ownerOnly' }]);
    await call('owner', 'PUT', `/api/utilityAnalysis/${saved.id}`, { ...editable, updated, title: 'first' });
    expect((await refusal(await call('owner', 'PUT', `/api/utilityAnalysis/${saved.id}`, { ...editable, updated }), 409)).errors).toMatchObject([
      { field: 'updated', rule: 'stale' },
    ]);
  });

  it('names the account rules', async () => {
    const user = (changes: object) => ({ email: 'new@example.com', firstName: 'New', lastName: 'User', roles: ['user'], ...changes });
    expect((await refusal(await call('admin', 'POST', '/api/users', user({ email: 'not-an-address' })), 400)).errors).toMatchObject([
      { field: 'email', rule: 'emailInvalid' },
    ]);
    expect((await refusal(await call('admin', 'POST', '/api/users', user({ email: 'owner@example.com' })), 409)).errors).toMatchObject([
      { field: 'email', rule: 'userAlreadyExists' },
    ]);
    expect((await refusal(await call('admin', 'POST', '/api/users', user({ roles: ['admin'] })), 400)).errors).toMatchObject([
      { field: 'roles', rule: 'rolesMustIncludeUser' },
    ]);
    expect((await refusal(await call('admin', 'POST', '/api/users', user({ password: 'short' })), 400)).errors).toMatchObject([
      { field: 'password', rule: 'passwordTooShort' },
    ]);
    expect((await refusal(await call('admin', 'POST', '/api/users', user({ password: 'password1' })), 400)).errors).toMatchObject([
      { field: 'password', rule: 'passwordTooGuessable' },
    ]);
    const wrongOld = await call('owner', 'POST', '/auth/change-password', { oldPassword: 'not the password', newPassword: 'ballast keel rudder anchor' });
    expect((await refusal(wrongOld, 401)).errors).toMatchObject([{ field: 'oldPassword', rule: 'wrongOldPassword' }]);
    const adminId = (await call('admin', 'GET', '/auth/me')).json().content.user.id as string;
    expect((await refusal(await call('admin', 'DELETE', `/api/users/${adminId}`), 400)).errors).toMatchObject([{ field: 'id', rule: 'lastAdministrator' }]);
  });

  it('answers no field error without a known rule', () => {
    const fieldErrors = answers().flatMap((answer) => ((answer as Failure).errors ?? []).map((error) => error.rule));
    expect(fieldErrors.length).toBeGreaterThan(10);
    expect(fieldErrors.filter((rule) => !isFieldRule(rule) || rule === 'invalid')).toEqual([]);
  });
});
