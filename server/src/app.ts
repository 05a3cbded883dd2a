import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseKind } from '@keelson/core';
import { registerEndedSessionClearing } from './auth/current-user';
import { authRoutes } from './auth/routes';
import { wrapLegacyRecoveryCodes } from './auth/recovery-codes';
import { deleteStaleSessions } from './auth/sessions';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { adminRoutes } from './admin/routes';
import { backfillCashflowFigures } from './cashflows/figures';
import { cashflowRoutes } from './cashflows/routes';
import { utilityAnalysisRoutes } from './utility-analyses/routes';
import { portfolioRoutes } from './portfolios/routes';
import { deleteOldEvents } from './auth/throttle';
import { healthRoutes } from './health/routes';
import { legalNoticeRoutes } from './http/legal-notice';
import { registerOriginCheck } from './http/origin-check';
import { createMailer, type Mailer } from './mail/mailer';
import { userRoutes } from './users/routes';
import { seedShipTypes } from './ship-types/repository';
import { shipTypeRoutes } from './ship-types/routes';
import { registerErrorHandling } from './http/errors';
import { clientErrorHandler, frameworkErrors, registerUrlLimit } from './http/client-errors';
import { registerRequestTextCheck } from './http/request-text';
import { registerOpenApi } from './http/openapi';
import { registerNoStore } from './http/no-store';
import { registerPermissionsPolicy } from './http/permissions-policy';
import { logSerializers } from './http/log-redaction';
import { registerWebApp } from './http/web-app';
import { registerLoadShedding } from './http/load-shedding';
import { registerRateLimits } from './http/rate-limits';
import { jobQueueSettings, openJobQueue, type JobQueue } from './jobs/job-queue';
import { registerKnownJobKinds } from './jobs/known-kinds';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    databaseKind: DatabaseKind;
    mailer: Mailer;
    /** The simulation job queue (pg-boss): startRun sends to it; the server works it on PGlite, and on PostgreSQL unless SERVER_WORKS_JOBS=false. */
    jobs: JobQueue;
  }
}

const housekeepingMs = 60 * 60 * 1000;

/**
 * Builds the whole server without listening: database (migrated), security headers, cookies, the
 * error envelope, every route and the web app. Tests call it and use `app.inject()`.
 */
export async function buildApp(config: Config, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    // Whatever logger a caller asks for, URLs and errors are logged without tokens or query parameters.
    logger:
      typeof options.logger === 'object' ? { ...options.logger, serializers: { ...options.logger.serializers, ...logSerializers } } : (options.logger ?? false),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // What the router and Node's HTTP parser refuse before any route runs is answered in the envelope too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase({
    ...config,
    onConnectionError: (error) => app.log.warn({ err: error }, 'a database connection broke; the pool replaces it'),
    afterMigrations: async (db) => {
      const backfilled = await backfillCashflowFigures(db);
      if (backfilled > 0) app.log.info(`stored the figures of ${backfilled} cashflows whose figures came from another engine version`);
    },
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  registerKnownJobKinds();
  const jobs = await openJobQueue({ databaseUrl: config.databaseUrl, pglite: database.pglite, settings: jobQueueSettings(config) });
  app.decorate('jobs', jobs);
  // One hook, in this order: the chunks in hand finish and pg-boss stops before its database closes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });
  if (database.kind === 'pglite' || config.serverWorksJobs) {
    await jobs.work(database.db, {
      concurrency: config.workerConcurrency,
      onError: (error) => app.log.warn({ err: error }, 'the job queue reported an error'),
    });
  }
  await seedShipTypes(database.db);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, db: database.db, log: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  startHousekeeping(app);

  const https = config.publicUrl.startsWith('https:');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // Mantine sets inline style attributes; scripts stay same-origin only.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        // No <base> may redirect relative URLs; fonts come from this origin only (the app ships none elsewhere).
        'base-uri': ["'none'"],
        'font-src': ["'self'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  });
  registerPermissionsPolicy(app);
  await app.register(fastifyCookie);
  registerEndedSessionClearing(app);
  // Before the routes: a saturated instance refuses at once; the routes' own limits attach as they are registered.
  if (config.loadShedding !== false) registerLoadShedding(app, config.loadShedding);
  await registerRateLimits(app, config);

  registerErrorHandling(app);
  registerUrlLimit(app);
  registerRequestTextCheck(app);
  registerOriginCheck(app, config.publicUrl);
  registerNoStore(app);
  // Before the routes: the document collects each route as it is registered.
  await registerOpenApi(app);
  await app.register(healthRoutes);
  await app.register(legalNoticeRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(shipTypeRoutes);
  await app.register(cashflowRoutes);
  await app.register(utilityAnalysisRoutes);
  await app.register(portfolioRoutes);
  await app.register(adminRoutes);
  await registerWebApp(app, config.webRoot);
  return app;
}

/**
 * Fastify's option for TRUST_PROXY. A hop count becomes a function of the hop's position (0 is the socket's peer),
 * since this Fastify version ignores a plain number: with n hops the socket's peer and the n - 1 entries it and the
 * proxies before it appended are trusted, so the client address is the right-most entry the outermost trusted
 * proxy wrote. Addresses and CIDRs go to Fastify as they are.
 */
export function trustProxyOption(trustProxy: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Hourly, on any instance: drop sessions that can no longer be used and rate-limit events past every window. Once
 * the server is ready, and hourly after, recovery codes still stored as a bare SHA-256 get their slow hash
 * (auth/recovery-codes.ts); until then they verify as before. In the background, since each costs an argon2id hash.
 */
function startHousekeeping(app: FastifyInstance): void {
  const wrapRecoveryCodes = () =>
    wrapLegacyRecoveryCodes(app.db).then(
      (wrapped) => (wrapped > 0 ? app.log.info(`stored ${wrapped} recovery codes with a salted slow hash`) : undefined),
      (error: unknown) => app.log.warn({ err: error }, 'recovery codes kept their old hash for now'),
    );
  const sweep = () =>
    Promise.all([deleteStaleSessions(app.db), deleteOldEvents(app.db), wrapRecoveryCodes()]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'housekeeping failed'),
    );
  let started: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    started = wrapRecoveryCodes();
  });
  const timer = setInterval(sweep, housekeepingMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await started;
  });
}
