import { z } from 'zod';
import { languageSchema, publicUserSchema, roleNameSchema } from './session';

/**
 * The bodies and answers of the account calls (docs/spec/product-spec.md section 7). E-mail and password stay
 * plain strings here: their rules answer with their own codes (1007, 1008), not with 1012.
 */
const emailText = z.string().max(320);
const passwordText = z.string().max(1024);
const name = z.string().trim().max(100);

export const profileSchema = z.object({
  firstName: name,
  lastName: name,
  company: z.string().trim().max(200),
  phone: z.string().trim().max(50),
  whitepaper: z.boolean(),
  /** Optional, so that a client that knows no language field still saves a profile; the stored language stays. */
  language: languageSchema.optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const signupRequestSchema = profileSchema.partial().extend({ email: emailText, password: passwordText });
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** `otp`: the 6-digit code of the user's authenticator app, or one of their recovery codes, when a second factor is on. */
export const signinRequestSchema = z.object({ email: emailText, password: passwordText, otp: z.string().max(64).optional() });
export type SigninRequest = z.infer<typeof signinRequestSchema>;

export const resetPasswordRequestSchema = z.object({ email: emailText });
/** `POST /auth/signup/resend`: the confirmation link again, to an address with a pending sign-up; the answer is the same for any address. */
export const resendConfirmationRequestSchema = z.object({ email: emailText });
export type ResendConfirmationRequest = z.infer<typeof resendConfirmationRequestSchema>;
export const confirmPasswordRequestSchema = z.object({ password: passwordText });
export const changePasswordWithTokenRequestSchema = z.object({ newPassword: passwordText });
export const changePasswordRequestSchema = z.object({ oldPassword: passwordText, newPassword: passwordText });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** `POST /api/users` (administrators): without a password the new user is e-mailed a link to set one. */
export const userCreateRequestSchema = profileSchema.partial().extend({
  email: emailText,
  password: passwordText.optional(),
  roles: z.array(roleNameSchema).min(1).default(['user']),
  verified: z.boolean().default(true),
});
export type UserCreateRequest = z.input<typeof userCreateRequestSchema>;

/**
 * `PUT /api/users/{id}` with body `{ user }`. A user may change their own profile; only an
 * administrator may change e-mail, roles, verification and the disabled flag.
 */
export const userChangesSchema = profileSchema.partial().extend({
  email: emailText.optional(),
  roles: z.array(roleNameSchema).min(1).optional(),
  verified: z.boolean().optional(),
  disabled: z.boolean().optional(),
});
export type UserChanges = z.infer<typeof userChangesSchema>;
/** `password`: the caller's own password, asked again when `user.email` changes the address (the key to a password reset). */
export const userUpdateRequestSchema = z.object({ user: userChangesSchema, password: passwordText.optional() });
export type UserUpdateRequest = z.infer<typeof userUpdateRequestSchema>;

/** The kinds of device a User-Agent names. */
export const sessionDevices = ['desktop', 'mobile', 'tablet', 'tv'] as const;

/**
 * One live session of the signed-in user, as the settings list it: `browser` names browser and system in English
 * ("Chrome 156 on Linux", "Unknown browser" when the browser sent nothing readable), for API users; the parts apart
 * (`browserName`, `browserVersion`, `system`, `device`; null where the User-Agent names none) for the settings to word
 * in the reader's language; `current` marks the session of this request.
 */
export const sessionInfoSchema = z.object({
  id: z.uuid(),
  browser: z.string(),
  browserName: z.string().nullable(),
  browserVersion: z.string().nullable(),
  system: z.string().nullable(),
  device: z.enum(sessionDevices).nullable(),
  address: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
/** `GET /auth/sessions`: the most recently used first. */
export const sessionListSchema = z.object({ sessions: z.array(sessionInfoSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;
/** `DELETE /auth/sessions/{id}`: ending another session asks for the password again; ending this one (signing out) does not. */
export const endSessionRequestSchema = z.object({ password: passwordText.optional() });
export type EndSessionRequest = z.infer<typeof endSessionRequestSchema>;

/**
 * `POST /auth/second-factor/setup`: a new secret, not yet active. `secret` is base32 for typing into an authenticator
 * app, `otpauthUrl` the otpauth:// URI, `qrCode` that URI as an SVG image in a data URL.
 */
export const secondFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;
/** `POST /auth/second-factor/confirm`: the first code from the authenticator app turns the pending secret on; the password again. */
export const secondFactorConfirmRequestSchema = z.object({ code: z.string().max(64), password: passwordText });
export type SecondFactorConfirmRequest = z.infer<typeof secondFactorConfirmRequestSchema>;
/**
 * The password again, so that a stolen session alone changes nothing about how the account signs in or who is signed
 * in: setting up, turning off and renewing the recovery codes of a second factor, and ending the other sessions.
 */
export const passwordConfirmationRequestSchema = z.object({ password: passwordText });
export type PasswordConfirmationRequest = z.infer<typeof passwordConfirmationRequestSchema>;
/** Ten single-use recovery codes (`xxxxx-xxxxx`), shown once: the server keeps only their hashes. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const usersListSchema = z.object({ users: z.array(publicUserSchema) });

export const roleSchema = z.object({ name: roleNameSchema, description: z.string() });
export const rolesListSchema = z.array(roleSchema);
export type Role = z.infer<typeof roleSchema>;

export const outboxMessageSchema = z.object({ id: z.uuid(), to: z.string(), subject: z.string(), text: z.string(), created: z.iso.datetime() });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `GET /api/admin/overview`: the administrators' overview page. */
export const adminOverviewSchema = z.object({
  counts: z.object({
    users: z.number().int(),
    administrators: z.number().int(),
    unverified: z.number().int(),
    assessments: z.number().int().nullable(),
    questionnaires: z.number().int().nullable(),
  }),
  mailDelivery: z.enum(['smtp', 'outbox']),
  outbox: z.array(outboxMessageSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** E-mail addresses are compared trimmed and lower-cased: one address, one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether a text is an e-mail address (code 1007 otherwise). */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && z.email().safeParse(email).success;
}
