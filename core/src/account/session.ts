import { z } from 'zod';
import { languages } from '../languages/languages';

/**
 * The views a signed-in user may enter (docs/spec/product-spec.md section 3, Session): every user has `userArea`,
 * an administrator also `adminArea`.
 */
export const viewSchema = z.enum(['userArea', 'adminArea']);
export type View = z.infer<typeof viewSchema>;

export const roleNameSchema = z.enum(['user', 'admin']);
export type RoleName = z.infer<typeof roleNameSchema>;

/** The views that follow from a user's roles. */
export function viewsForRoles(roles: readonly RoleName[]): View[] {
  const views: View[] = ['userArea'];
  if (roles.includes('admin')) views.push('adminArea');
  return views;
}

/** The language of what a user reads: the screens, the exports and the e-mails. */
export const languageSchema = z.enum(languages);

/** A user as any API answer may show it: never a password hash, a token or a session. */
export const publicUserSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  phone: z.string(),
  whitepaper: z.boolean(),
  /** The language the user reads Keelson in: their e-mails, and the web app once they sign in. */
  language: languageSchema,
  verified: z.boolean(),
  disabled: z.boolean(),
  roles: z.array(roleNameSchema),
  created: z.iso.datetime(),
  /** Whether the user signs in with a second factor (a TOTP authenticator app) besides the password. */
  secondFactor: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * The content of `GET /auth/me` and of a successful sign-in. `secondFactorSetupRequired`: the server requires a second
 * factor of administrators (REQUIRE_ADMIN_MFA) and this administrator has none yet, so the admin area stays closed.
 */
export const meSchema = z.object({ user: publicUserSchema, views: z.array(viewSchema), secondFactorSetupRequired: z.boolean() });
export type Me = z.infer<typeof meSchema>;
