import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server's configuration, read from the environment variables of docs/DESIGN.md. */
export type Config = {
  port: number;
  host: string;
  /** `postgres://…` for a PostgreSQL server; undefined for the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Absolute folder for the embedded database and other local state; `memory://` keeps PGlite in memory. */
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionDays: number;
  trustProxy: boolean;
  /** The built web app (`web/dist`); null serves the API alone. */
  webRoot: string | null;
};

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
  const publicUrl = url('PUBLIC_URL', ['http:', 'https:'])?.replace(/\/+$/, '') ?? `http://localhost:${port}`;
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = value('MAIL_FROM') ?? 'Keelson <no-reply@localhost>';
  if (!/<[^<>\s]+@[^<>\s]+>$|^[^<>\s]+@[^<>\s]+$/.test(mailFrom)) {
    problems.push(`MAIL_FROM must be an e-mail address, optionally with a name: "Name <address>" (got "${mailFrom}")`);
  }
  const sessionDays = integer('SESSION_DAYS', 30, 1, 3650);
  const trustProxy = boolean('TRUST_PROXY', false);

  if (problems.length > 0) throw new ConfigError(problems);
  return { port, host, databaseUrl, dataDir, publicUrl, smtpUrl, mailFrom, sessionDays, trustProxy, webRoot: defaultWebRoot, ...overrides };
}

/** Hides a password in a URL, so that an error message never prints a secret. */
function redact(raw: string): string {
  return raw.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}
