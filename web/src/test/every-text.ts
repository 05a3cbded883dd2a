import de from '../locales/de.json';
import en from '../locales/en.json';
import { shellNamespace } from '../lib/shell-texts';

/**
 * What `virtual:shell-texts` is in the unit tests (vitest.config.ts): every text of both languages, in the default
 * namespace and the shell's, so that code under test reads any text at once, as the app does once a page's texts are
 * loaded (lib/i18n.ts).
 */
export default {
  en: { translation: en, [shellNamespace]: en },
  de: { translation: de, [shellNamespace]: de },
};
