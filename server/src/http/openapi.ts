import fastifySwagger from '@fastify/swagger';
import { defaultLanguage, failureEnvelopeSchema, languages, type Language } from '@keelson/core';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import packageJson from '../../package.json' with { type: 'json' };
import { renderReference, type OpenApiDocument, type Operation } from './api-reference';
import { documentProse, tagNames } from './api-reference-texts';
import { answerLanguage } from './language';
import { isApiPath } from './web-app';

/** The document is written in English, the default language; its prose in every language lives in api-reference-texts.ts. */
const prose = documentProse[defaultLanguage];
const tags = tagNames.map((name) => ({ name, description: prose.tags[name].description }));

const failure = {
  description: prose.failure,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
};

type Responses = NonNullable<Operation['responses']>;

/** @fastify/swagger calls every answer "Default Response"; a success is the success envelope. */
function described(responses: Responses | undefined): Responses {
  return Object.fromEntries(
    Object.entries(responses ?? {}).map(([status, response]) => [
      status,
      response.description === 'Default Response' ? { ...response, description: status.startsWith('2') ? prose.success : prose.answer } : response,
    ]),
  );
}

/**
 * The document, finished: every operation also answers the failure envelope (docs/DESIGN.md, "Conventions
 * of the API"), described once as a component.
 */
function withFailures(document: OpenApiDocument): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations ?? {}).map(([method, operation]) => [
          method,
          { ...operation, responses: { ...described(operation.responses), default: failure } },
        ]),
      ),
    ]),
  );
  const { $schema: _dialect, ...failureSchema } = z.toJSONSchema(failureEnvelopeSchema, { io: 'output', unrepresentable: 'any' });
  const schemas = { ...document.components?.schemas, Failure: failureSchema };
  return { ...document, paths, components: { ...document.components, schemas } };
}

/**
 * The API describes itself: @fastify/swagger collects every route as it is registered (so this comes
 * before the routes), fastify-type-provider-zod turns each route's zod schemas into JSON Schema (a cashflow
 * field's type, bounds and unit come from the catalogue as its schema's metadata: core's field-json-schema.ts),
 * and `GET /api/openapi.json` answers the OpenAPI 3.1 document; `GET /api/reference` renders it as HTML.
 * Only `/api` and `/auth` routes are described; the web app's files are not part of the API.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Keelson',
        version: packageJson.version,
        description: prose.description,
      },
      tags,
    },
    transform: (route) => (isApiPath(route.url) ? jsonSchemaTransform(route) : { schema: { hide: true }, url: route.url }),
    transformObject: (documentObject) => withFailures(jsonSchemaTransformObject(documentObject) as OpenApiDocument),
  });

  const documentation = ['documentation'];
  const references = new Map<Language, string>();
  app.get('/api/openapi.json', { schema: { tags: documentation, summary: 'This OpenAPI 3.1 document' } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(app.swagger()),
  );
  app.get(
    '/api/reference',
    { schema: { tags: documentation, summary: `The reference of every call, as a page in the language of ?lang=${languages.join('|')} or Accept-Language` } },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      // The routes are fixed once the app is ready, so the page is rendered once per language.
      const page = references.get(language) ?? renderReference(app.swagger() as OpenApiDocument, language);
      references.set(language, page);
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );
}
