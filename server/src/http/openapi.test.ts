import { cashflowFields, scenarioOverrideNames, trancheFields, type CatalogueField } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../test/callers';
import { testDatabaseTargets } from '../test/databases';
import { renderReference, type OpenApiDocument } from './api-reference';
import { documentProse, pageWords } from './api-reference-texts';

const targets = await testDatabaseTargets();
type Schema = { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; required?: string[]; [keyword: string]: unknown };
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Saving caps every amount of money or tonnes at 1e12, whatever the catalogue's own maximum. */
const largestAmount = 1e12;

/** What the document must say of a catalogue number's value, written from its catalogue entry. */
function expectedNumber(field: CatalogueField): Schema {
  const { min, max, minExclusive, maxExclusive } = field.bounds ?? {};
  const isAmount = field.kind === 'money' || field.unit === 'tonnes' || field.entry === 'money';
  const top = isAmount ? Math.min(max ?? largestAmount, largestAmount) : max;
  return {
    type: field.integer === true ? 'integer' : 'number',
    ...(field.options === undefined ? {} : { enum: [...field.options] }),
    ...(min === undefined ? {} : { [minExclusive === true ? 'exclusiveMinimum' : 'minimum']: min }),
    ...(top === undefined ? {} : { [maxExclusive === true ? 'exclusiveMaximum' : 'maximum']: top }),
    ...(field.unit === undefined ? {} : { 'x-unit': field.unit }),
  };
}

/** Where a number's schema (a number field's value, a list's entry) differs from the catalogue; its unit must be described in words. */
function numberProblems(value: Schema | undefined, field: CatalogueField, at: string): string[] {
  const { description, ...typed } = value ?? {};
  const undescribed = field.unit !== undefined && (typeof description !== 'string' || description === '');
  return [...(undescribed ? [`${at} does not describe its unit`] : []), ...mismatch(at, typed, expectedNumber(field))];
}

function mismatch(at: string, actual: unknown, expected: unknown): string[] {
  return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [`${at}: ${JSON.stringify(actual)}`];
}

/**
 * Where the schema of a catalogue field differs from the catalogue: a draft's field is its value or null and never
 * required; the value has the field's type, bounds, choices and unit, a text its length, a list its size and entries.
 */
function fieldProblems(owner: Schema | undefined, field: CatalogueField, where: string): string[] {
  const [value, nothing, ...more] = owner?.properties?.[field.name]?.anyOf ?? [];
  const at = `${where}.${field.name}`;
  if (value === undefined || nothing?.type !== 'null' || more.length > 0 || owner?.required?.includes(field.name) === true) return [`${at} is not nullable`];
  const text = { type: 'string', maxLength: field.maxLength };
  switch (field.kind) {
    case 'date': {
      const { description: _words, ...date } = value;
      return mismatch(at, date, { anyOf: [{ type: 'string', format: 'date' }, { enum: [''] }] });
    }
    case 'text':
      return mismatch(at, value, text);
    case 'list': {
      const { items, ...list } = value;
      const entries = field.entry === 'money' ? numberProblems(items, field, `${at}[]`) : field.entry === 'text' ? mismatch(`${at}[]`, items, text) : [];
      return [...mismatch(at, list, { type: 'array', maxItems: field.maxEntries }), ...entries];
    }
    default:
      return numberProblems(value, field, at);
  }
}

/** Every problem of a schema that holds a cashflow: each field of the catalogue, of its tranches and of its scenarios' overrides. */
function cashflowProblems(cashflow: Schema | undefined, where: string): string[] {
  const valueOf = (name: string, owner = cashflow) => owner?.properties?.[name]?.anyOf?.[0];
  const tranche = valueOf('tranches')?.items;
  const overrides = valueOf('scenarios')?.items?.properties?.['overrides'];
  const overrideNames = new Set<string>(scenarioOverrideNames);
  const reused = Object.values(cashflowFields).filter((field) => overrideNames.has(field.name));
  return [
    ...Object.values(cashflowFields).flatMap((field) => fieldProblems(cashflow, field, where)),
    ...Object.values(trancheFields).flatMap((field) => fieldProblems(tranche, field, `${where}.tranches[]`)),
    ...reused.flatMap((field) => fieldProblems(overrides, field, `${where}.scenarios[].overrides`)),
  ];
}

const isEmptySchema = (schema: unknown) => typeof schema === 'object' && schema !== null && Object.keys(schema).length === 0;

/** The paths of every `{}` inside an anyOf anywhere in the document: a value it leaves untyped. */
function untypedVariants(node: unknown, path = ''): string[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, child]: [string, unknown]) => {
    const variants: unknown[] = key === 'anyOf' && Array.isArray(child) ? child : [];
    const untyped = variants.flatMap((variant, index) => (isEmptySchema(variant) ? [`${path}.anyOf[${index}]`] : []));
    return [...untyped, ...untypedVariants(child, `${path}.${key}`)];
  });
}

describe.each(targets)('the API description on $name', (target) => {
  const { call } = appWithCallers(target);
  const document = async () => {
    const response = await call('anonymous', 'GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return JSON.parse(response.body) as OpenApiDocument & {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: Schema }> }> }>>;
    };
  };
  const contentOf = (doc: Awaited<ReturnType<typeof document>>, path: string, method: string, status: string) =>
    doc.paths[path]?.[method]?.responses[status]?.content['application/json']?.schema.properties?.content;

  it('is an OpenAPI 3.1 document of every /api and /auth call with its zod-derived schemas', async () => {
    const doc = await document();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Keelson', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(Object.keys(doc.paths['/api/cashflow/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    for (const path of [
      '/api/cashflow',
      '/api/utilityAnalysis/{id}',
      '/api/users/{id}',
      '/api/ship-types',
      '/auth/signin',
      '/auth/me',
      '/api/health',
      '/api/admin/overview',
      '/api/portfolio/{id}/book',
      '/api/portfolio/{id}/import',
    ])
      expect(Object.keys(doc.paths), path).toContain(path);
    expect(Object.keys(doc.paths).filter((path) => !path.startsWith('/api/') && !path.startsWith('/auth/'))).toEqual([]);

    const cashflowItem = contentOf(doc, '/api/cashflow', 'get', '200')?.items?.properties;
    expect(Object.keys(cashflowItem ?? {})).toEqual(expect.arrayContaining(['id', 'updated', 'summary', 'lightWeightTonnage']));
    const summary = cashflowItem?.summary?.anyOf?.find((variant) => variant.properties !== undefined);
    expect(Object.keys(summary?.properties ?? {}).sort()).toEqual(['dcfValue', 'minDscr', 'projectIrr']);
    expect(Object.keys(contentOf(doc, '/api/cashflow/{id}', 'get', '200')?.properties ?? {})).not.toContain('summary');
    expect(Object.keys(contentOf(doc, '/api/utilityAnalysis', 'get', '200')?.items?.properties ?? {})).toEqual(
      expect.arrayContaining(['templateTitle', 'leader']),
    );
  });

  it('documents the paging of the list calls: limit, offset and their other parameters, and the page beside content', async () => {
    const doc = await document();
    type Parameter = { name: string; in: string; required?: boolean; description?: string; schema: Schema };
    const operation = (path: string) =>
      doc.paths[path]?.get as unknown as { parameters?: Parameter[]; responses: Record<string, { content: Record<string, { schema: Schema }> }> } | undefined;
    for (const [path, names] of [
      ['/api/cashflow', ['limit', 'offset', 'order', 'scope', 'search', 'sort']],
      ['/api/utilityAnalysis/', ['lang', 'limit', 'offset', 'order', 'scope', 'search', 'sort']],
      ['/api/users', ['limit', 'offset', 'order', 'search', 'sort']],
      ['/api/portfolio', ['limit', 'offset', 'order', 'scope', 'search', 'sort']],
    ] as const) {
      const parameters = operation(path)?.parameters ?? [];
      expect(parameters.map((parameter) => parameter.name).sort(), path).toEqual(names);
      expect(parameters.every((parameter) => parameter.in === 'query' && parameter.required !== true)).toBe(true);
      const answer = operation(path)?.responses['200']?.content['application/json']?.schema;
      expect(answer?.required, path).toEqual(expect.arrayContaining(['success', 'content', 'page']));
      expect(Object.keys(answer?.properties?.page?.properties ?? {}).sort(), path).toEqual(['limit', 'offset', 'total']);
    }
    const cashflowSort = operation('/api/cashflow')?.parameters?.find((parameter) => parameter.name === 'sort')?.schema;
    expect(cashflowSort?.enum).toEqual(['updated', 'title', 'owner', 'shipName', 'valuationDate', 'dcfValue', 'projectIrr', 'minDscr']);
    const limit = operation('/api/cashflow')?.parameters?.find((parameter) => parameter.name === 'limit');
    expect(limit?.schema).toMatchObject({ type: 'string', pattern: expect.any(String) });
    expect(limit?.description).toBe('Records on the page: 1 to 200, 100 when not given');
  });

  it('types every cashflow field from the catalogue in the bodies and answers: type, bounds, choices, unit, nullable', async () => {
    const doc = await document();
    const operation = (path: string, method: string) => (doc.paths[path]?.[method] ?? {}) as { requestBody?: { content: Record<string, { schema: Schema }> } };
    const bodyOf = (path: string, method: string) => operation(path, method).requestBody?.content['application/json']?.schema;
    const schemas = {
      'POST /api/cashflow body': bodyOf('/api/cashflow', 'post'),
      'PUT /api/cashflow/{id} body': bodyOf('/api/cashflow/{id}', 'put'),
      'GET /api/cashflow/{id} answer': contentOf(doc, '/api/cashflow/{id}', 'get', '200'),
      'GET /api/cashflow answer': contentOf(doc, '/api/cashflow', 'get', '200')?.items,
      'GET /api/cashflow/readonly/{readonlyId} answer': contentOf(doc, '/api/cashflow/readonly/{readonlyId}', 'get', '200'),
    };
    expect(Object.entries(schemas).flatMap(([where, schema]) => cashflowProblems(schema, where))).toEqual([]);
    expect(untypedVariants(doc)).toEqual([]);
  });

  it('gives every call a summary, a tag of its resource and the failure envelope', async () => {
    const doc = await document();
    const declared = new Set((doc.tags ?? []).map((tag) => tag.name));
    const problems = Object.entries(doc.paths).flatMap(([path, operations]) =>
      methods.flatMap((method) => {
        const operation = (operations as Record<string, { summary?: string; tags?: string[]; responses?: Record<string, unknown> } | undefined>)[method];
        if (operation === undefined) return [];
        const ok =
          (operation.summary ?? '') !== '' &&
          operation.tags?.length === 1 &&
          declared.has(operation.tags[0] ?? '') &&
          operation.responses?.default !== undefined;
        return ok ? [] : [`${method} ${path}`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('answers no call with a 5xx when each is called as the document describes it, anonymous or as an administrator', async () => {
    const doc = await document();
    const failures: string[] = [];
    // Signing out ends the administrator's session, so it comes last.
    const paths = Object.entries(doc.paths).sort(([a], [b]) => Number(a === '/auth/signout') - Number(b === '/auth/signout'));
    for (const [path, operations] of paths) {
      const url = path.replaceAll(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const method of methods) {
        if ((operations as Record<string, unknown>)[method] === undefined) continue;
        for (const caller of ['anonymous', 'admin'] as const) {
          const response = await call(
            caller,
            method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
            url,
            method === 'get' || method === 'delete' ? undefined : {},
          );
          if (response.statusCode >= 500) failures.push(`${caller} ${method} ${url}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('renders a reference page of every call, without scripts, and keeps unknown API paths the 1010 envelope', async () => {
    const page = await call('anonymous', 'GET', '/api/reference');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const path of ['/api/cashflow', '/api/cashflow/{id}', '/api/cashflow/readonly/{readonlyId}', '/api/utilityAnalysis/{id}', '/auth/signin'])
      expect(page.body).toContain(`<code>${path}</code>`);
    expect(page.body).toContain('<code>content[].summary.dcfValue</code>');
    expect(page.body).toContain(`<tr><td><code>lightWeightTonnage</code></td><td>number | null</td><td>no</td><td>Tonnes.</td></tr>`);
    expect(page.body).not.toMatch(/<script/i);
    for (const url of ['/api/nothing', '/api/openapi.yaml', '/api/reference/x']) {
      const missing = await call('anonymous', 'GET', url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toEqual({ success: false, code: 1010, message: 'Not found' });
    }
  });
});

describe.each(targets)("the reference page in the reader's language on $name", (target) => {
  const { app } = appWithCallers(target);
  const page = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });
  const englishProse = [
    documentProse.en.description,
    documentProse.en.success,
    documentProse.en.failure,
    ...Object.values(documentProse.en.tags).map((tag) => tag.description),
    ...['API reference', 'Request body', 'Any failure', 'No body.', '<th>Required</th>'],
  ];

  it('is German for ?lang=de or a German Accept-Language, with <html lang="de">, and says that it varies', async () => {
    for (const [url, headers] of [
      ['/api/reference?lang=de', {}],
      ['/api/reference', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' }],
      ['/api/reference?lang=de', { 'accept-language': 'en' }],
    ] as const) {
      const response = await page(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.vary).toContain('Accept-Language');
      expect(response.body).toMatch(/^<!doctype html><html lang="de">/);
      expect(response.body).toContain('<h1>Keelson API-Referenz</h1>');
      expect(response.body).toContain(`<p>${documentProse.de.description}</p>`);
      expect(response.body).toContain(`<h2>Nutzwertanalysen</h2><p>${documentProse.de.tags['utility analyses'].description}</p>`);
      expect(response.body).toContain('<h4>Jeder Fehler</h4>');
      expect(response.body).toContain('<th>Pflicht</th>');
      expect(response.body).toContain('<a href="?lang=en" hreflang="en" lang="en">English</a>');
      // The calls' summaries are the document's own and stay as written.
      expect(response.body).toContain('<code>/api/utilityAnalysis/{id}</code>');
      for (const text of englishProse) expect(response.body, text).not.toContain(text);
    }
  });

  it('stays English by default, for English readers and for ?lang=en, and the JSON document stays English', async () => {
    for (const [url, headers] of [
      ['/api/reference', {}],
      ['/api/reference', { 'accept-language': 'en-GB,en;q=0.9,de;q=0.8' }],
      ['/api/reference?lang=en', { 'accept-language': 'de' }],
      ['/api/reference?lang=fr', { 'accept-language': 'fr' }],
    ] as const) {
      const response = await page(url, headers);
      expect(response.body).toMatch(/^<!doctype html><html lang="en">/);
      expect(response.body).toContain('<h1>Keelson API reference</h1>');
      expect(response.body).toContain(`<h2>utility analyses</h2><p>${documentProse.en.tags['utility analyses'].description}</p>`);
      expect(response.body).toContain('<a href="?lang=de" hreflang="de" lang="de">Deutsch</a>');
    }
    const json = await page('/api/openapi.json', { 'accept-language': 'de' });
    expect(json.json().info.description).toBe(documentProse.en.description);
  });
});

describe('the reference texts', () => {
  it('have the same words and tags in both languages, each translated', () => {
    expect(Object.keys(pageWords.de).toSorted()).toEqual(Object.keys(pageWords.en).toSorted());
    expect(Object.keys(documentProse.de.tags).toSorted()).toEqual(Object.keys(documentProse.en.tags).toSorted());
    for (const [name, tag] of Object.entries(documentProse.de.tags))
      expect(tag.description, name).not.toBe(Reflect.get(documentProse.en.tags, name)?.description);
    expect(documentProse.de.description).not.toBe(documentProse.en.description);
  });
});

describe('the reference page', () => {
  it('escapes everything the document says', () => {
    const html = renderReference({
      openapi: '3.1.0',
      info: { title: 'K<script>alert(1)</script>', version: '1' },
      paths: {
        '/api/x/{id}': {
          get: {
            summary: '"quoted" & <b>bold</b>',
            tags: ['t'],
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
            responses: {
              '200': { content: { 'application/json': { schema: { type: 'object', properties: { 'a<b': { type: 'number', description: "it's" } } } } } },
            },
          },
        },
      },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('<code>a&lt;b</code>');
    expect(html).toContain('it&#39;s');
    expect(html).toContain('string (uuid)');
  });
});
