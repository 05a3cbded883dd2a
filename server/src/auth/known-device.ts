import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

/**
 * The known-device proof of docs/security-lockout.md: a long-lived cookie that a browser gets when it signs in (or
 * uses a password-reset link), holding `userId.nonce.mac` with an HMAC-SHA256 over both. A sign-in that carries a
 * valid proof for the account it names is throttled only by that browser's own failures, so a stranger's guesses
 * cannot lock the owner out of their usual browser. The proof is no credential: it opens nothing by itself.
 */
export const deviceCookieName = 'keelson_device';

const deviceDays = 365;
const secretName = 'device-cookie';
const macContext = 'keelson-device-v1';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const noncePattern = /^[A-Za-z0-9_-]{22}$/;

const secrets = new WeakMap<Database, Promise<Buffer>>();

/**
 * The HMAC key, made once for the whole installation and kept in the database, so that every instance signs and
 * checks alike and a restart keeps the proofs valid: the first instance to ask inserts 32 random bytes; the others,
 * racing or later, read that row.
 */
function deviceSecret(db: Database): Promise<Buffer> {
  const known = secrets.get(db);
  if (known !== undefined) return known;
  const loading = (async () => {
    await db
      .insert(serverSecrets)
      .values({ name: secretName, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, secretName));
    if (row === undefined) throw new Error('the device-cookie secret could not be stored');
    return Buffer.from(row.value, 'base64url');
  })();
  // A failure (the database away for a moment) is not remembered: the next sign-in asks again.
  loading.catch(() => secrets.delete(db));
  secrets.set(db, loading);
  return loading;
}

const macOf = (secret: Buffer, userId: string, nonce: string) => createHmac('sha256', secret).update(`${macContext}|${userId}|${nonce}`).digest();

/**
 * The device a proof names when it is valid for this user: a key for its own sign-in counter (`userId:nonce`). Null
 * for no proof, a malformed or forged one, or one that another account's sign-in left in this browser.
 */
export async function knownDevice(db: Database, proof: string | undefined, userId: string): Promise<string | null> {
  if (proof === undefined) return null;
  const [proofUser = '', nonce = '', mac = '', ...rest] = proof.split('.');
  if (rest.length > 0 || proofUser !== userId || !uuidPattern.test(proofUser) || !noncePattern.test(nonce)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(await deviceSecret(db), userId, nonce);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return `${userId}:${nonce}`;
}

/** A proof for this user: for the known device `device` (from `knownDevice`) when there is one, else for a new one. */
export async function deviceProof(db: Database, userId: string, device: string | null = null): Promise<string> {
  const nonce = device?.startsWith(`${userId}:`) === true ? device.slice(userId.length + 1) : randomBytes(16).toString('base64url');
  return `${userId}.${nonce}.${macOf(await deviceSecret(db), userId, nonce).toString('base64url')}`;
}

/** Under https with the `__Secure-` prefix: browsers accept such a cookie only when it is Secure and sent over https. */
export function deviceCookieNameFor(config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl.startsWith('https:') ? `__Secure-${deviceCookieName}` : deviceCookieName;
}

/** httpOnly, SameSite=Lax, only sent to the /auth calls, for a year (renewed at every sign-in). */
export function deviceCookieOptions(config: Pick<Config, 'publicUrl'>) {
  return {
    path: '/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: deviceDays * 24 * 60 * 60,
  } as const;
}

export function readDeviceProof(request: FastifyRequest): string | undefined {
  const proof = request.cookies[deviceCookieNameFor(request.server.config)];
  return proof === undefined || proof === '' ? undefined : proof;
}

export function setDeviceCookie(reply: FastifyReply, config: Pick<Config, 'publicUrl'>, proof: string): void {
  reply.setCookie(deviceCookieNameFor(config), proof, deviceCookieOptions(config));
}
