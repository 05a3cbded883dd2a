/** How a second step is answered: with the 6-digit code of the authenticator app, or with one of the recovery codes. */
export type CodeKind = 'app' | 'recovery';

/** The digits of an app's code. */
export const appCodeLength = 6;

/**
 * The code as it is sent, or null when it cannot be one, so that the form says so before asking the server: six
 * digits from the app; a recovery code is ten letters a–z and digits 2–7 (`xxxxx-xxxxx`), whose case, spaces and
 * dash the server ignores, as it does here.
 */
export function codeToSend(kind: CodeKind, text: string): string | null {
  const trimmed = text.trim();
  if (kind === 'app') return new RegExp(`^\\d{${appCodeLength}}$`).test(trimmed) ? trimmed : null;
  return /^[a-z2-7]{10}$/.test(trimmed.toLowerCase().replace(/[\s-]/g, '')) ? trimmed : null;
}

/** The recovery codes as a text file: a line on what they are for, then one code a line. */
export function recoveryCodesText(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/** A base32 secret in groups of four, as authenticator apps show and accept it: "JBSW Y3DP EHPK 3PXP". */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
