import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpStepOf } from './totp';

const secret = newTotpSecret();
/** A fixed clock: the step of 30 seconds that begins at `step * 30` s, and a time `seconds` into it. */
const step = 58_000_000;
const at = (seconds: number) => new Date((step * 30 + seconds) * 1000);
/** The authenticator app's code for a step. */
const codeOf = (codeStep: number) => generate({ secret, epoch: codeStep * 30 });

describe('totpStepOf: the current step and the one before, nothing else (RFC 6238 §5.2)', () => {
  it('at the first second of a step: this step and the one that just ended, not the next one nor older ones', async () => {
    const now = at(0);
    expect(await totpStepOf(secret, await codeOf(step), null, now)).toBe(step);
    expect(await totpStepOf(secret, await codeOf(step - 1), null, now)).toBe(step - 1);
    expect(await totpStepOf(secret, await codeOf(step + 1), null, now)).toBeNull();
    expect(await totpStepOf(secret, await codeOf(step - 2), null, now)).toBeNull();
  });

  it('at the last second of a step: the next step is still refused, a second before it begins', async () => {
    const now = at(29.999);
    expect(await totpStepOf(secret, await codeOf(step), null, now)).toBe(step);
    expect(await totpStepOf(secret, await codeOf(step - 1), null, now)).toBe(step - 1);
    expect(await totpStepOf(secret, await codeOf(step + 1), null, now)).toBeNull();
    expect(await totpStepOf(secret, await codeOf(step - 2), null, now)).toBeNull();
    // A moment later it is the current step.
    expect(await totpStepOf(secret, await codeOf(step + 1), null, at(30))).toBe(step + 1);
  });

  it('never a step at or before the last one used, and nothing when the clock went back behind it', async () => {
    const now = at(10);
    expect(await totpStepOf(secret, await codeOf(step - 1), step - 1, now)).toBeNull();
    expect(await totpStepOf(secret, await codeOf(step), step - 1, now)).toBe(step);
    expect(await totpStepOf(secret, await codeOf(step), step, now)).toBeNull();
    expect(await totpStepOf(secret, await codeOf(step), step + 1, now)).toBeNull();
  });

  it('takes six digits with spaces, and nothing else', async () => {
    const code = await codeOf(step);
    expect(await totpStepOf(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null, at(5))).toBe(step);
    expect(await totpStepOf(secret, `${code}0`, null, at(5))).toBeNull();
    expect(await totpStepOf(secret, 'abcdef', null, at(5))).toBeNull();
  });
});
