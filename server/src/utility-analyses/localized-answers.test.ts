import { randomUUID } from 'node:crypto';
import { utility } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../test/callers';
import { testDatabaseTargets } from '../test/databases';
import { secondHandVesselAcquisition as template } from './templates';
import { secondHandVesselAcquisitionDe as german } from './templates/de/second-hand-vessel-acquisition.de';

const targets = await testDatabaseTargets();
const germanReader = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };
const englishReader = { 'accept-language': 'en-US,en;q=0.9' };

describe.each(targets)('utility-analysis answers in the request language on $name', (target) => {
  const { app, call } = appWithCallers(target);
  const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });

  it('serves the templates with German texts to a German reader, the same data, and says that the answer varies', async () => {
    for (const url of ['/api/utilityAnalysis/template', '/api/utilityAnalysis/template/']) {
      const response = await get(url, germanReader);
      expect(response.headers.vary).toContain('Accept-Language');
      const list = response.json().content as utility.Template[];
      expect(list.find((entry) => entry.id === template.id)?.title).toBe(german.title);
    }
    const one = await get(`/api/utilityAnalysis/template/${template.id}`, germanReader);
    expect(one.headers.vary).toContain('Accept-Language');
    const content = utility.templateSchema.parse(one.json().content);
    expect(content.title).toBe(german.title);
    expect(content.criteria[0]?.title).toBe('Wert und Preis');
    expect(content.knockOuts.map((rule) => rule.reason)).toEqual(Object.values(german.knockOuts));
    expect(content.criteria.map((group) => [group.id, group.weight])).toEqual(template.criteria.map((group) => [group.id, group.weight]));

    expect((await get(`/api/utilityAnalysis/template/${template.id}`, englishReader)).json().content).toEqual(template);
    expect((await get(`/api/utilityAnalysis/template/${template.id}`)).json().content).toEqual(template);
    expect((await get(`/api/utilityAnalysis/template/${template.id}?lang=de`, englishReader)).json().content.title).toBe(german.title);
    expect((await get('/api/utilityAnalysis/template/nope', germanReader)).statusCode).toBe(404);
  });

  it('lists analyses with the template title, and shares rankings with knock-out reasons, in the language; stored data and scores do not depend on it', async () => {
    const readonlyId = randomUUID();
    const body = {
      templateId: template.id,
      templateVersion: template.version,
      title: 'Suspended class',
      alternatives: [
        { id: 'a', name: 'Class suspended' },
        { id: 'b', name: 'Clean class' },
      ],
      answers: { a: { 'class-status': { kind: 'option', optionId: 'suspended' } }, b: { 'class-status': { kind: 'option', optionId: 'iacs-clean' } } },
      readonlyId,
    };
    const created = await call('owner', 'POST', '/api/utilityAnalysis', body);
    expect(created.statusCode).toBe(201);
    const { id } = created.json().content as { id: string };

    // The signed-in calls go through the helper, which sends no headers of its own: their language comes by ?lang.
    const ownList = async (lang: 'de' | 'en') => {
      const response = await call('owner', 'GET', `/api/utilityAnalysis?lang=${lang}`);
      expect(response.headers.vary).toContain('Accept-Language');
      return (response.json().content as { id: string; templateTitle: string }[]).find((entry) => entry.id === id);
    };
    expect((await ownList('de'))?.templateTitle).toBe(german.title);
    expect((await ownList('en'))?.templateTitle).toBe(template.title);

    const shared = async (headers: Record<string, string>) => {
      const response = await get(`/api/utilityAnalysis/readonly/${readonlyId}`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toContain('Accept-Language');
      return response.json().content as utility.ReadonlyAnalysis;
    };
    const inGerman = await shared(germanReader);
    const inEnglish = await shared(englishReader);
    const reasons = (analysis: utility.ReadonlyAnalysis) => analysis.results.flatMap((result) => result.knockOuts.map((rule) => rule.reason));
    expect(reasons(inGerman)).toEqual([german.knockOuts['class-status=suspended']]);
    expect(reasons(inEnglish)).toEqual([template.knockOuts[0]?.reason]);
    const withoutReasons = (analysis: utility.ReadonlyAnalysis) => ({
      ...analysis,
      results: analysis.results.map((result) => ({ ...result, knockOuts: result.knockOuts.map(({ reason: _reason, ...rule }) => rule) })),
    });
    expect(withoutReasons(inGerman)).toEqual(withoutReasons(inEnglish));
    expect(inGerman.title).toBe('Suspended class');

    const stored = (await call('owner', 'GET', `/api/utilityAnalysis/${id}`)).json().content;
    expect(stored).toMatchObject({ templateId: template.id, answers: body.answers, title: body.title });
  });
});
