import { defaultLanguage, languages, notations, type Language } from '@keelson/core';
import type { JSONSchema } from 'zod/v4/core';
import { documentProse, pageWords, type PageWords } from './api-reference-texts';

/**
 * The API reference page: the OpenAPI document as plain server-rendered HTML — every call with its method,
 * path and summary, its parameters, and the fields of its request body and answers in tables. Everything
 * from the document is escaped; there is no script (helmet's CSP allows none inline), only a small style.
 * The page's own words, the introduction, the tags and the shared answers' descriptions come in the reader's
 * language (api-reference-texts.ts); the calls' summaries and the fields' descriptions are the document's.
 */

/** A schema as zod writes it (JSON Schema draft 2020-12), or `true` (anything) or `false` (nothing). */
type SchemaNode = JSONSchema._JSONSchema;
type Context = { root: SchemaNode; components: Record<string, SchemaNode> };

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: SchemaNode };
type Media = Record<string, { schema?: SchemaNode }>;
export type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Media };
  responses?: Record<string, { description?: string; content?: Media }>;
};

/** The parts of an OpenAPI 3.1 document that the page shows. */
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaNode> };
};

type Field = { path: string; type: string; required: boolean; description: string };

const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;
const maxDepth = 6;

export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/** Follows a `$ref` into the schema's own `$defs` or the document's components; unknown references stay as they are. */
function resolve(schema: SchemaNode, context: Context): SchemaNode {
  if (typeof schema === 'boolean' || schema.$ref === undefined) return schema;
  const ref = schema.$ref;
  const name = ref.split('/').at(-1) ?? '';
  if (ref.startsWith('#/components/schemas/')) return context.components[name] ?? schema;
  if (ref === '#') return context.root;
  if (ref.startsWith('#/$defs/') && typeof context.root === 'object') return context.root.$defs?.[name] ?? schema;
  return schema;
}

/** The variants of a union (one for anything else). */
function variants(schema: SchemaNode): SchemaNode[] {
  return typeof schema === 'boolean' ? [schema] : (schema.anyOf ?? schema.oneOf ?? [schema]);
}

function typeOf(schema: SchemaNode, context: Context, depth = 0): string {
  if (typeof schema === 'boolean') return schema ? 'any' : 'nothing';
  if (depth > maxDepth) return '…';
  if (schema.$ref !== undefined) {
    const target = resolve(schema, context);
    return target === schema ? (schema.$ref.split('/').at(-1) ?? 'object') : typeOf(target, context, depth + 1);
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum !== undefined) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union !== undefined) return [...new Set(union.map((variant) => typeOf(variant, context, depth + 1)))].join(' | ');
  if (schema.allOf !== undefined) return schema.allOf.map((part) => typeOf(part, context, depth + 1)).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  if (types.length === 0) return 'any';
  return types
    .map((type) => {
      if (type === 'array') return `array of ${schema.items === undefined || Array.isArray(schema.items) ? 'any' : typeOf(schema.items, context, depth + 1)}`;
      if (type === 'object' && schema.properties === undefined && typeof schema.additionalProperties === 'object')
        return `map of ${typeOf(schema.additionalProperties, context, depth + 1)}`;
      if (type === 'string' && schema.format !== undefined) return `string (${schema.format})`;
      return type;
    })
    .join(' | ');
}

/** A field's description: its own, else that of the one value a nullable field holds (where a unit is described). */
function descriptionOf(schema: SchemaNode): string {
  if (typeof schema === 'boolean') return '';
  const [only, ...others] = variants(schema).filter((variant) => typeof variant === 'boolean' || variant.type !== 'null');
  const held = others.length === 0 && typeof only === 'object' ? only.description : undefined;
  return schema.description ?? held ?? '';
}

/** Every field of a schema as a dotted path (`content.summary.dcfValue`, `tranches[].value`), nested objects included. */
export function fieldsOf(schema: SchemaNode, components: Record<string, SchemaNode> = {}): Field[] {
  const context = { root: schema, components };
  const fields: Field[] = [];
  const walk = (node: SchemaNode, prefix: string, depth: number, seen: ReadonlySet<SchemaNode>): void => {
    const resolved = resolve(node, context);
    if (depth > maxDepth || seen.has(resolved)) return;
    const inner = new Set(seen).add(resolved);
    // A nullable object or array is walked like the object itself; a union of several objects is shown by its type only.
    const [only, ...others] = variants(resolved).filter((variant) => typeof variant === 'boolean' || variant.type !== 'null');
    if (only === undefined || others.length > 0) return;
    const target = resolve(only, context);
    if (typeof target === 'boolean') return;
    if (target.properties !== undefined) {
      const required = new Set(target.required ?? []);
      for (const [name, property] of Object.entries(target.properties)) {
        const path = prefix === '' ? name : `${prefix}.${name}`;
        fields.push({ path, type: typeOf(property, context), required: required.has(name), description: descriptionOf(property) });
        walk(property, path, depth + 1, inner);
      }
    } else if (target.items !== undefined && !Array.isArray(target.items)) {
      walk(target.items, `${prefix}[]`, depth + 1, inner);
    }
  };
  walk(schema, '', 0, new Set());
  return fields;
}

const cell = (text: string) => `<td>${escapeHtml(text)}</td>`;

const headerRow = (names: readonly string[]) => `<thead><tr>${names.map((name) => `<th>${escapeHtml(name)}</th>`).join('')}</tr></thead>`;

function fieldTable(fields: readonly Field[], words: PageWords): string {
  if (fields.length === 0) return `<p class="none">${escapeHtml(words.noFields)}</p>`;
  const rows = fields.map(
    (field) =>
      `<tr><td><code>${escapeHtml(field.path)}</code></td>${cell(field.type)}${cell(field.required ? words.yes : words.no)}${cell(field.description)}</tr>`,
  );
  return `<table>${headerRow([words.field, words.type, words.required, words.description])}<tbody>${rows.join('')}</tbody></table>`;
}

function parameterTable(parameters: readonly Parameter[], context: Section): string {
  const { components, words } = context;
  const rows = parameters.map((parameter) => {
    const type = parameter.schema === undefined ? 'any' : typeOf(parameter.schema, { root: parameter.schema, components });
    return `<tr><td><code>${escapeHtml(parameter.name)}</code></td>${cell(parameter.in)}${cell(type)}${cell(parameter.required === true ? words.yes : words.no)}${cell(parameter.description ?? '')}</tr>`;
  });
  return `<table>${headerRow([words.name, words.location, words.type, words.required, words.description])}<tbody>${rows.join('')}</tbody></table>`;
}

function mediaSection(media: Media | undefined, context: Section): string {
  const entries = Object.entries(media ?? {});
  if (entries.length === 0) return `<p class="none">${escapeHtml(context.words.noBody)}</p>`;
  return entries
    .map(
      ([type, { schema }]) =>
        `<p class="media">${escapeHtml(type)}</p>${schema === undefined ? '' : fieldTable(fieldsOf(schema, context.components), context.words)}`,
    )
    .join('');
}

/** What every section of the page needs: the document's components and the page's words. */
type Section = { components: Record<string, SchemaNode>; words: PageWords };

function operationSection(method: string, path: string, operation: Operation, context: Section): string {
  const { words } = context;
  const id = `${method}-${path}`.replaceAll(/[^A-Za-z0-9]+/g, '-').replaceAll(/^-|-$/g, '');
  const parts = [
    `<article id="${escapeHtml(id)}"><h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>`,
    operation.summary === undefined ? '' : `<p>${escapeHtml(operation.summary)}</p>`,
    operation.description === undefined ? '' : `<p>${escapeHtml(operation.description)}</p>`,
  ];
  if (operation.parameters !== undefined && operation.parameters.length > 0)
    parts.push(`<h4>${escapeHtml(words.parameters)}</h4>`, parameterTable(operation.parameters, context));
  if (operation.requestBody !== undefined) parts.push(`<h4>${escapeHtml(words.requestBody)}</h4>`, mediaSection(operation.requestBody.content, context));
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const heading = status === 'default' ? words.anyFailure : `${words.answer} ${status}`;
    parts.push(`<h4>${escapeHtml(heading)}</h4>`, response.description === undefined ? '' : `<p>${escapeHtml(response.description)}</p>`);
    parts.push(mediaSection(response.content, context));
  }
  parts.push('</article>');
  return parts.join('');
}

const style = `
body { font-family: system-ui, sans-serif; line-height: 1.45; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem 4rem; color: #1a1b1e; }
h1 { margin-bottom: 0.25rem; } h2 { border-bottom: 2px solid #dee2e6; padding-bottom: 0.25rem; margin-top: 2.5rem; }
article { border: 1px solid #dee2e6; border-radius: 6px; padding: 0.5rem 1rem 1rem; margin: 1rem 0; }
h3 { font-size: 1.05rem; } h4 { margin: 1rem 0 0.25rem; font-size: 0.95rem; }
table { border-collapse: collapse; width: 100%; font-size: 0.875rem; } th, td { border: 1px solid #dee2e6; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #f1f3f5; } code { font-family: ui-monospace, monospace; }
.method { display: inline-block; min-width: 4.5rem; padding: 0.1rem 0.4rem; border-radius: 4px; color: #fff; font-size: 0.8rem; text-align: center; }
.get { background: #1c7ed6; } .post { background: #2f9e44; } .put { background: #e67700; } .delete { background: #c92a2a; } .patch, .head, .options { background: #5f3dc4; }
.none, .media { color: #495057; font-size: 0.875rem; margin: 0.25rem 0; }
nav ul { columns: 2; }
`;

/**
 * The document's prose in the language: the introduction, the tags' descriptions and the shared answers'
 * descriptions where they are the English prose of api-reference-texts.ts (the document's own, so English keeps
 * them); anything else stays as written.
 */
function proseIn(document: OpenApiDocument, language: Language): OpenApiDocument {
  const [english, own] = [documentProse[defaultLanguage], documentProse[language]];
  const ownTags = new Map(Object.entries(own.tags));
  const texts = new Map<string, string>([
    [english.description, own.description],
    [english.success, own.success],
    [english.answer, own.answer],
    [english.failure, own.failure],
    ...Object.entries(english.tags).flatMap(([name, tag]): [string, string][] => {
      const translated = ownTags.get(name);
      return translated === undefined ? [] : [[tag.description, translated.description]];
    }),
  ]);
  const translate = <T extends { description?: string }>(item: T): T =>
    item.description === undefined ? item : { ...item, description: texts.get(item.description) ?? item.description };
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [
          method,
          operation.responses === undefined
            ? operation
            : { ...operation, responses: Object.fromEntries(Object.entries(operation.responses).map(([status, response]) => [status, translate(response)])) },
        ]),
      ),
    ]),
  );
  return { ...document, info: translate(document.info), tags: (document.tags ?? []).map(translate), paths };
}

/** A tag's heading in the language: its name in English, a German heading for the document's own tags. */
const headingOf = (name: string, language: Language): string => new Map(Object.entries(documentProse[language].tags)).get(name)?.heading ?? name;

/** The whole page for a document. */
export function renderReference(written: OpenApiDocument, language: Language = defaultLanguage): string {
  const document = proseIn(written, language);
  const words = pageWords[language];
  const context: Section = { components: document.components?.schemas ?? {}, words };
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      return operation === undefined ? [] : [{ method, path, operation }];
    }),
  );
  const declared: { name: string; description?: string }[] = document.tags ?? [];
  const used = [...new Set(operations.map(({ operation }) => operation.tags?.[0] ?? 'other'))];
  const undeclared = used.filter((name) => !declared.some((tag) => tag.name === name)).map((name): { name: string; description?: string } => ({ name }));
  const tags = [...declared.filter((tag) => used.includes(tag.name)), ...undeclared];
  const anchor = (name: string) => `tag-${name.replaceAll(/[^A-Za-z0-9]+/g, '-')}`;
  const sections = tags.map((tag) => {
    const own = operations.filter(({ operation }) => (operation.tags?.[0] ?? 'other') === tag.name);
    const description = tag.description === undefined ? '' : `<p>${escapeHtml(tag.description)}</p>`;
    return `<section id="${escapeHtml(anchor(tag.name))}"><h2>${escapeHtml(headingOf(tag.name, language))}</h2>${description}${own
      .map(({ method, path, operation }) => operationSection(method, path, operation, context))
      .join('')}</section>`;
  });
  const { title, version, description } = document.info;
  // Every other language by its own name, as language pickers name them.
  const switcher = languages
    .filter((other) => other !== language)
    .map((other) => `<a href="?lang=${other}" hreflang="${other}" lang="${other}">${escapeHtml(notations[other].name)}</a>`)
    .join(' · ');
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(title)} ${escapeHtml(words.reference)}</title><style>${style}</style></head><body>`,
    `<header><h1>${escapeHtml(title)} ${escapeHtml(words.reference)}</h1>`,
    `<p>${escapeHtml(words.version)} ${escapeHtml(version)} · OpenAPI ${escapeHtml(document.openapi)} · <a href="/api/openapi.json">openapi.json</a> · ${switcher}</p>`,
    description === undefined ? '' : `<p>${escapeHtml(description)}</p>`,
    '</header><nav><ul>',
    tags.map((tag) => `<li><a href="#${escapeHtml(anchor(tag.name))}">${escapeHtml(headingOf(tag.name, language))}</a></li>`).join(''),
    `</ul></nav><main>${sections.join('')}</main></body></html>`,
  ].join('');
}
