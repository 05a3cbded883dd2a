import fastifySwagger from '@fastify/swagger';
import { failureEnvelopeSchema } from '@keelson/core';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import packageJson from '../../package.json' with { type: 'json' };
import { renderReference, type OpenApiDocument, type Operation } from './api-reference';
import { isApiPath } from './web-app';

const tags = [
  { name: 'health', description: 'Whether the server and its database answer' },
  { name: 'auth', description: 'Sign-up, sign-in, sessions and passwords (docs/spec/product-spec.md section 7)' },
  { name: 'users', description: 'Accounts and roles: administrators manage everyone, a user their own profile' },
  { name: 'admin', description: "The administrators' overview" },
  { name: 'ship types', description: 'Typical figures of 19 ship types, public' },
  { name: 'cashflows', description: 'Cashflow assessments: the owner and administrators; anyone with a read-only link' },
  { name: 'utility analyses', description: 'Templates for anyone; questionnaires like cashflows' },
  { name: 'documentation', description: 'This document and its reference page' },
];

const failure = {
  description: 'The failure envelope: a code of the error catalogue (1000–1012), its message and, for a bad request, the fields',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
};

type Responses = NonNullable<Operation['responses']>;

/** @fastify/swagger calls every answer "Default Response"; a success is the success envelope. */
function described(responses: Responses | undefined): Responses {
  return Object.fromEntries(
    Object.entries(responses ?? {}).map(([status, response]) => [
      status,
      response.description === 'Default Response' ? { ...response, description: status.startsWith('2') ? 'The success envelope' : 'The answer' } : response,
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
 * before the routes), fastify-type-provider-zod turns each route's zod schemas into JSON Schema, and
 * `GET /api/openapi.json` answers the OpenAPI 3.1 document; `GET /api/reference` renders it as HTML.
 * Only `/api` and `/auth` routes are described; the web app's files are not part of the API.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Keelson',
        version: packageJson.version,
        description:
          'Ship-investment cashflow models and utility-analysis questionnaires. Every JSON answer is an envelope: ' +
          '{ success: true, content } or { success: false, code, message, errors? }. Calls that need a user send the session cookie.',
      },
      tags,
    },
    transform: (route) => (isApiPath(route.url) ? jsonSchemaTransform(route) : { schema: { hide: true }, url: route.url }),
    transformObject: (documentObject) => withFailures(jsonSchemaTransformObject(documentObject) as OpenApiDocument),
  });

  const documentation = ['documentation'];
  let reference: string | null = null;
  app.get('/api/openapi.json', { schema: { tags: documentation, summary: 'This OpenAPI 3.1 document' } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(app.swagger()),
  );
  app.get('/api/reference', { schema: { tags: documentation, summary: 'The reference of every call, as a page' } }, async (_request, reply) => {
    // The routes are fixed once the app is ready, so the page is rendered once.
    reference ??= renderReference(app.swagger() as OpenApiDocument);
    return reply.type('text/html; charset=utf-8').send(reference);
  });
}
