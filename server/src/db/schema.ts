import { defaultLanguage, languages, loanBook, type Cashflow, type CashflowSummary, type ShipType, type utility } from '@keelson/core';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased and trimmed, so that one address is one account. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  company: text('company').notNull().default(''),
  phone: text('phone').notNull().default(''),
  whitepaper: boolean('whitepaper').notNull().default(false),
  /** The language of the user's e-mails and, once signed in, of the web app: one of core's `languages`. */
  language: text('language', { enum: languages }).notNull().default(defaultLanguage),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** The base32 secret of the user's second factor (RFC 6238); null until one is confirmed. Never leaves the server. */
  totpSecret: text('totp_secret'),
  /** A secret offered during set-up and not yet confirmed with a first code. */
  totpPendingSecret: text('totp_pending_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted, so that no code is accepted twice. */
  totpLastStep: integer('totp_last_step'),
  ...timestamps,
});

/** Single-use recovery codes of a second factor; only each code's SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);

export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
  /** Public roles are the ones `GET /api/roles` lists. */
  isPublic: boolean('is_public').notNull().default(true),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleName: text('role_name')
      .notNull()
      .references(() => roles.name, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleName] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    /** What the settings' session list names a session by; the token hash never leaves the server. */
    id: uuid('id').notNull().unique().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's User-Agent header and the client address at sign-in, shown in the session list. */
    userAgent: text('user_agent').notNull().default(''),
    address: text('address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * When this session proved the user's second factor: signed in with a code, or confirmed the factor. Null for a
     * session that used the password alone; one older than the user's factor proved an earlier one.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);

/** Single-use links for e-mail verification and password reset; only the token's SHA-256 is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('account_tokens_user_id_idx').on(table.userId)],
);

/**
 * Events that rate limits count (failed sign-ins per e-mail and per address, reset and sign-up
 * requests): in the database, so that every server instance sees the same counts.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('throttle_events_lookup_idx').on(table.bucket, table.key, table.createdAt), index('throttle_events_created_at_idx').on(table.createdAt)],
);

/**
 * Secrets the server makes for itself once and every instance shares, by name: today `device-cookie`, the HMAC key of
 * the known-device proof (auth/known-device.ts). Never leaves the server.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** 32 random bytes, base64url. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mail kept instead of sent when no SMTP server is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_created_at_idx').on(table.createdAt)],
);

/**
 * Cashflow assessments. The fields of docs/spec/product-spec.md section 3 (with dayCountConvention and the tranches)
 * are one JSON document checked by core's `cashflowSchema`, so that the list of fields lives in one
 * place; what the server queries by is a column of its own.
 */
export const cashflows = pgTable(
  'cashflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    data: jsonb('data').$type<Cashflow>().notNull(),
    readonlyIds: uuid('readonly_ids').array().notNull().default([]),
    /** The list's headline figures as of the last save (core's `CashflowSummary`); null when the cashflow could not be calculated. */
    summary: jsonb('summary').$type<CashflowSummary>(),
    /** The utility-analysis metrics of the cashflow as of the last save, for analyses that link it; answered only in cashflow lists. */
    metrics: jsonb('metrics').$type<utility.MetricValues>(),
    /** The covenant monitor of the loan book (core's `loanBook.loanMonitorOf`) as of the last save; null when the cashflow could not be calculated. */
    monitor: jsonb('monitor').$type<loanBook.LoanMonitor>(),
    /** The engine version (core's engineVersion) that `summary`, `metrics` and `monitor` come from, '' before any; others are recalculated at start. */
    figuresVersion: text('figures_version').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('cashflows_owner_id_idx').on(table.ownerId), index('cashflows_readonly_ids_idx').using('gin', table.readonlyIds)],
);

/**
 * Every read-only id ever given to a cashflow or a questionnaire. A row stays when its link is deleted, so that an
 * id once used can never be registered for another record (an old URL never shows someone else's content); the
 * primary key lets exactly one of two concurrent registrations win.
 */
export const readonlyLinks = pgTable('readonly_links', {
  id: uuid('id').primaryKey(),
  recordKind: text('record_kind', { enum: ['cashflow', 'utility-analysis'] }).notNull(),
  /** The record the id was registered for; no foreign key, since the row outlives the record. */
  recordId: uuid('record_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ship types with their typical figures, seeded from server/src/ship-types/ship-types.data.ts. */
export const shipTypes = pgTable('ship_types', {
  code: text('code').primaryKey(),
  position: integer('position').notNull(),
  data: jsonb('data').$type<ShipType>().notNull(),
});

/** What a utility analysis stores besides its columns: alternatives, answers and weights (docs/spec/utility-analysis.md section 2). */
export type AnalysisDocument = Pick<utility.Analysis, 'alternatives' | 'answers' | 'weightOverrides' | 'pairwiseComparisons'>;

/** Utility analyses (questionnaires); each keeps the template version it was started on. */
export const utilityAnalyses = pgTable(
  'utility_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    templateVersion: integer('template_version').notNull(),
    title: text('title').notNull().default(''),
    data: jsonb('data').$type<AnalysisDocument>().notNull(),
    readonlyId: uuid('readonly_id'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('utility_analyses_owner_id_idx').on(table.ownerId), uniqueIndex('utility_analyses_readonly_id_idx').on(table.readonlyId)],
);

/** Portfolios (the loan book): a user's named sets of saved cashflows, whose stored monitors the book shows. */
export const portfolios = pgTable(
  'portfolios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The covenant headroom under which a loan is amber, as a fraction. */
    amberThreshold: doublePrecision('amber_threshold').notNull().default(loanBook.defaultAmberThreshold),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('portfolios_owner_id_idx').on(table.ownerId)],
);

/** The cashflows of each portfolio; a cashflow may sit in several, and leaves them all when it is deleted. */
export const portfolioCashflows = pgTable(
  'portfolio_cashflows',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    cashflowId: uuid('cashflow_id')
      .notNull()
      .references(() => cashflows.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.portfolioId, table.cashflowId] }), index('portfolio_cashflows_cashflow_id_idx').on(table.cashflowId)],
);

/** What a simulation run can be: waiting for a worker, being worked, finished, failed, or stopped by its owner. */
export const simulationRunStatuses = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type SimulationRunStatus = (typeof simulationRunStatuses)[number];

/**
 * A long simulation split into chunks that workers compute (server/src/jobs). `input` is what the chunks need as it
 * was at the start, so a later edit of the subject does not change a running run; pg-boss only schedules, these
 * tables hold the truth.
 */
export const simulationRuns = pgTable(
  'simulation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The registered job kind (server/src/jobs/job-kinds.ts) whose pure functions compute the run. */
    kind: text('kind').notNull(),
    /** What the run is about, e.g. a portfolio; no foreign key, since kinds differ in what they simulate. */
    subjectId: uuid('subject_id').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parameters: jsonb('parameters').$type<unknown>().notNull(),
    input: jsonb('input').$type<unknown>().notNull(),
    status: text('status', { enum: simulationRunStatuses }).notNull().default('queued'),
    totalChunks: integer('total_chunks').notNull(),
    doneChunks: integer('done_chunks').notNull().default(0),
    created: timestamp('created', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    started: timestamp('started', { withTimezone: true, precision: 3 }),
    finished: timestamp('finished', { withTimezone: true, precision: 3 }),
    error: jsonb('error').$type<unknown>(),
    result: jsonb('result').$type<unknown>(),
  },
  (table) => [index('simulation_runs_subject_idx').on(table.kind, table.subjectId, table.created), index('simulation_runs_owner_id_idx').on(table.ownerId)],
);

/** One computed chunk of a run: the paths [firstPath, endPath) and the kind's plain JSON output for them. */
export const simulationChunks = pgTable(
  'simulation_chunks',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => simulationRuns.id, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    firstPath: integer('first_path').notNull(),
    endPath: integer('end_path').notNull(),
    output: jsonb('output').$type<unknown>().notNull(),
    /** Which process computed it (host and pid), for diagnosis. */
    worker: text('worker').notNull(),
    finished: timestamp('finished', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.chunk] })],
);
