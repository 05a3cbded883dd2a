import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLoadShedding, type LoadSheddingOptions } from './http/load-shedding';

/** Sign-ups, reset requests and confirmation resends one network address may send an hour, unless configured. */
export const defaultAccountRequestsPerHour = 20;

/** The server's configuration, read from the environment variables of docs/DESIGN.md. */
export type Config = {
  port: number;
  host: string;
  /** `postgres://…` for a PostgreSQL server; undefined for the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Absolute folder for the embedded database and other local state; `memory://` keeps PGlite in memory. */
  dataDir: string;
  /**
   * Where the app is reached: PUBLIC_URL, else the address the server listens on (`http://HOST:PORT`, localhost for a
   * wildcard HOST). The main log line names it.
   */
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was set. Without it the links in e-mails use the origin a request came to, when that is an
   * address the server answers on (http/link-origin.ts), so that a sign-up at 127.0.0.1 is confirmed at 127.0.0.1.
   */
  publicUrlConfigured: boolean;
  /** Who operates this installation, for the legal notice (OPERATOR_*); null while OPERATOR_NAME is unset. */
  operator: Operator | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionDays: number;
  /**
   * Which X-Forwarded-For entries to believe (Fastify's `trustProxy`): false trusts none; a number trusts that many
   * hops in front of the server; a list trusts the proxies at those addresses or CIDRs. Either way the client
   * address is the right-most entry that a trusted proxy added, never one the client wrote.
   */
  trustProxy: false | number | string[];
  /** Whether administrators must set up a second factor before they reach the admin area. */
  requireAdminMfa: boolean;
  /**
   * Requests per client address and minute to a read-only, list or calculate call (a fifth of it to sign-up, reset
   * requests and record creation); 0 switches these limits off.
   */
  rateLimitPerMinute: number;
  /** Sign-ups, reset requests and confirmation resends from one network address per hour; beyond it 1011. */
  accountRequestsPerHour: number;
  /**
   * How many cashflows, and how many utility analyses, one account may keep (each kind counted alone); a create beyond
   * it is refused (1012, rule `recordLimit`). 0 switches the ceiling off.
   */
  maxRecordsPerUser: number;
  /** When the instance sheds load (http/load-shedding.ts): `defaultLoadShedding`; false never sheds. */
  loadShedding: LoadSheddingOptions | false;
  /** The built web app (`web/dist`); null serves the API alone. */
  webRoot: string | null;
  /**
   * Simulation chunks one process works at a time (WORKER_CONCURRENCY), each in a worker thread of its own: `npm run
   * worker`, and the server when it works jobs.
   */
  workerConcurrency: number;
  /**
   * Whether the server itself works simulation jobs on PostgreSQL (SERVER_WORKS_JOBS); false leaves them to `npm run
   * worker` processes. On the embedded database the server always works them: no other process can reach it.
   */
  serverWorksJobs: boolean;
  /**
   * pg-boss's heartbeat of a chunk job in seconds (JOB_HEARTBEAT_SECONDS, at least 10): a chunk whose worker died
   * (kill -9, a lost machine) runs again elsewhere within about 1.2 times this after the worker's last beat.
   */
  jobHeartbeatSeconds: number;
};

/**
 * The operator's details that the legal notice shows (§ 5 DDG, Art. 13 GDPR): name, postal address and e-mail are
 * required together; the others appear when set.
 */
export type Operator = {
  name: string;
  address: string;
  email: string;
  representative: string | undefined;
  phone: string | undefined;
  register: string | undefined;
  vatId: string | undefined;
  contentResponsible: string | undefined;
  privacyContact: string | undefined;
};

/** The environment variable of each operator detail. */
export const operatorVariables = {
  name: 'OPERATOR_NAME',
  address: 'OPERATOR_ADDRESS',
  email: 'OPERATOR_EMAIL',
  representative: 'OPERATOR_REPRESENTATIVE',
  phone: 'OPERATOR_PHONE',
  register: 'OPERATOR_REGISTER',
  vatId: 'OPERATOR_VAT_ID',
  contentResponsible: 'OPERATOR_CONTENT_RESPONSIBLE',
  privacyContact: 'OPERATOR_PRIVACY_CONTACT',
} as const satisfies Record<keyof Operator, string>;

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

type Env = Readonly<Record<string, string | undefined>>;

/** Reads and checks every variable; all problems are reported together, each naming its variable. */
export function loadConfig(env: Env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return parsed;
  };
  const url = (name: string, protocols: readonly string[]): string | undefined => {
    const raw = value(name);
    if (raw === undefined) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      problems.push(`${name} must be a URL starting with ${protocols.join(' or ')} (got "${redact(raw)}")`);
      return undefined;
    }
    if (!protocols.includes(parsed.protocol)) {
      problems.push(`${name} must start with ${protocols.join(' or ')} (got "${parsed.protocol}")`);
      return undefined;
    }
    return raw;
  };
  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = value(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const port = integer('PORT', 3000, 0, 65535);
  const host = value('HOST') ?? '127.0.0.1';
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  // Relative to where the command was typed: npm runs workspace scripts inside the package folder.
  const rawDataDir = value('DATA_DIR') ?? './data';
  const dataDir = rawDataDir === 'memory://' ? rawDataDir : resolve(env.INIT_CWD ?? process.cwd(), rawDataDir);
  const configuredPublicUrl = url('PUBLIC_URL', ['http:', 'https:'])?.replace(/\/+$/, '');
  const publicUrl = configuredPublicUrl ?? `http://${hostInUrl(host)}:${port}`;
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = value('MAIL_FROM') ?? 'Keelson <no-reply@localhost>';
  if (!/<[^<>\s]+@[^<>\s]+>$|^[^<>\s]+@[^<>\s]+$/.test(mailFrom)) {
    problems.push(`MAIL_FROM must be an e-mail address, optionally with a name: "Name <address>" (got "${mailFrom}")`);
  }
  const sessionDays = integer('SESSION_DAYS', 30, 1, 3650);
  const trustProxy = proxies(value('TRUST_PROXY'), problems);
  const requireAdminMfa = boolean('REQUIRE_ADMIN_MFA', false);
  const rateLimitPerMinute = integer('RATE_LIMIT_PER_MINUTE', 120, 0, 1_000_000);
  const accountRequestsPerHour = integer('ACCOUNT_REQUESTS_PER_HOUR', defaultAccountRequestsPerHour, 1, 1_000_000);
  const maxRecordsPerUser = integer('MAX_RECORDS_PER_USER', 1000, 0, 1_000_000);
  const operator = operatorOf(value, problems);
  const workerConcurrency = integer('WORKER_CONCURRENCY', 1, 1, 64);
  const serverWorksJobs = boolean('SERVER_WORKS_JOBS', true);
  const jobHeartbeatSeconds = integer('JOB_HEARTBEAT_SECONDS', 30, 10, 3600);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    databaseUrl,
    dataDir,
    publicUrl,
    publicUrlConfigured: configuredPublicUrl !== undefined,
    operator,
    smtpUrl,
    mailFrom,
    sessionDays,
    trustProxy,
    requireAdminMfa,
    rateLimitPerMinute,
    accountRequestsPerHour,
    maxRecordsPerUser,
    loadShedding: defaultLoadShedding,
    webRoot: defaultWebRoot,
    workerConcurrency,
    serverWorksJobs,
    jobHeartbeatSeconds,
    ...overrides,
  };
}

/** HOST as the host of a URL: an IPv6 address in brackets; a wildcard address (every interface) as localhost. */
export function hostInUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return isIP(host) === 6 ? `[${host}]` : host;
}

/**
 * OPERATOR_*: none set leaves the legal notice saying that the operator is not configured; OPERATOR_NAME,
 * OPERATOR_ADDRESS and OPERATOR_EMAIL go together, so a half-configured notice is refused at start.
 */
function operatorOf(value: (name: string) => string | undefined, problems: string[]): Operator | null {
  const read = (key: keyof Operator) => value(operatorVariables[key]);
  const required = (['name', 'address', 'email'] as const).map((key) => [key, read(key)] as const);
  const missing = required.filter(([, text]) => text === undefined).map(([key]) => operatorVariables[key]);
  const anySet = (Object.keys(operatorVariables) as (keyof Operator)[]).some((key) => read(key) !== undefined);
  if (!anySet) return null;
  if (missing.length > 0) {
    problems.push(`OPERATOR_NAME, OPERATOR_ADDRESS and OPERATOR_EMAIL are needed together for the legal notice (missing: ${missing.join(', ')})`);
    return null;
  }
  const email = read('email') ?? '';
  if (!/^[^<>\s@]+@[^<>\s@]+$/.test(email)) {
    problems.push(`OPERATOR_EMAIL must be an e-mail address (got "${email}")`);
    return null;
  }
  return {
    name: read('name') ?? '',
    address: read('address') ?? '',
    email,
    representative: read('representative'),
    phone: read('phone'),
    register: read('register'),
    vatId: read('vatId'),
    contentResponsible: read('contentResponsible'),
    privacyContact: read('privacyContact'),
  };
}

/** The names proxy-addr knows for address ranges, besides addresses and CIDRs. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or 0 trusts no forwarded header; a whole number is the count of trusted hops; otherwise a
 * comma-separated list of proxy addresses, CIDRs or the names loopback, linklocal and uniquelocal. `true` is refused:
 * it would make the left-most X-Forwarded-For entry, which the client writes, the client's address.
 */
function proxies(raw: string | undefined, problems: string[]): false | number | string[] {
  if (raw === undefined || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= 20) return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyEntry(entry));
  if (bad.length === 0 && entries.length > 0) return entries;
  problems.push(
    `TRUST_PROXY must be the number of proxies in front (1 to 20) or their addresses or CIDRs, comma-separated (got "${raw}"); true is not accepted, since it would let a client choose its own address`,
  );
  return false;
}

function isProxyEntry(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Hides a password in a URL, so that an error message never prints a secret. */
function redact(raw: string): string {
  return raw.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}
