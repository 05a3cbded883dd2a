/**
 * The texts of the app's shell: what the first script shows before any other page is loaded — the index page, the
 * layouts (header, navigation, footer, language switch), the loader, the not-found page, the cashflow page's header
 * and the apology for an unexpected error. They come with the first script in both languages (a few kB); every other text comes with the
 * pages, in the active language only (lib/i18n.ts, `loadAppTexts`). e2e/specs/first-load.spec.ts holds the pages'
 * texts back and fails when one of these pages shows a text key instead of its text: a text the shell draws must be here.
 */
/** The i18next namespace of the shell's texts; every other text is in the default one, `translation`. */
export const shellNamespace = 'shell';

export const shellTextPaths = [
  'app',
  'nav',
  'language',
  // The index page without a signed-in user's recent work, whose texts come with it (app/pages/index-page.tsx).
  'pages.index.title',
  'pages.index.lead',
  'pages.index.openCashflow',
  'pages.index.openQuestionnaire',
  'pages.index.signin',
  'pages.index.yourArea',
  'pages.index.featuresTitle',
  'pages.index.features',
  'pages.notFound',
  // The cashflow page draws its header before its workbench and the pages' texts arrive (features/cashflows/cashflow-page.tsx).
  'pages.cashflow.title',
  'pages.cashflow.lead',
  'errors.unexpectedTitle',
  'errors.unexpectedText',
  'errors.reload',
  'common.close',
  'notifications.signedOut',
  'notifications.signoutFailed',
] as const;

type Texts = { readonly [key: string]: unknown };

function isTexts(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The part of a locale's texts under `paths` (dotted), in the locale's own structure; a path it lacks is an error. */
export function pickTexts(texts: Texts, paths: readonly string[]): Texts {
  const picked: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let source: unknown = texts;
    let target = picked;
    keys.forEach((key, index) => {
      if (!isTexts(source) || !(key in source)) throw new Error(`the locale has no text at ${path}`);
      source = source[key];
      if (index === keys.length - 1) target[key] = source;
      else {
        const next = target[key];
        target = isTexts(next) ? (next as Record<string, unknown>) : (target[key] = {});
      }
    });
  }
  return picked;
}
