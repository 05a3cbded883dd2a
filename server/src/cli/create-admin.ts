// `npm run create-admin -- --email <email>`: creates a verified administrator, or makes an existing user
// one. The password comes from ADMIN_PASSWORD or a prompt (asked twice, not echoed) and must pass the
// password policy. There is no default administrator.
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { KeelsonError } from '@keelson/core';
import { checkedEmail, checkNewPassword } from '../auth/account-service';
import { hashPassword } from '../auth/passwords';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createUser, findUserByEmail, updateUser } from '../users/repository';

async function promptPassword(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const answer = prompt.question(question);
  muted = true;
  const password = await answer;
  prompt.close();
  process.stdout.write('\n');
  return password;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  if (values.email === undefined) {
    console.error('usage: npm run create-admin -- --email <email>   (password from ADMIN_PASSWORD or a prompt)');
    return 2;
  }
  const config = loadConfig(process.env);
  const email = checkedEmail(values.email);
  const database = await openDatabase(config);
  try {
    const existing = await findUserByEmail(database.db, email);
    if (existing !== null) {
      const roles = [...new Set([...existing.roles, 'admin' as const, 'user' as const])];
      await updateUser(database.db, existing.id, { roles, verified: true, disabled: false });
      console.log(`${email} is now an administrator.`);
      return 0;
    }
    let password = process.env.ADMIN_PASSWORD ?? '';
    if (password === '') {
      password = await promptPassword(`Password for ${email}: `);
      if ((await promptPassword('Repeat the password: ')) !== password) {
        console.error('The passwords differ; nothing was changed.');
        return 1;
      }
    }
    checkNewPassword(password, [email]);
    await createUser(database.db, { email, passwordHash: await hashPassword(password), verified: true, roles: ['admin', 'user'] });
    console.log(`Created the administrator ${email}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else if (error instanceof KeelsonError) console.error(error.errors?.[0]?.message ?? error.message);
    else console.error('create-admin failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
