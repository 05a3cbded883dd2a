declare module 'virtual:shell-texts' {
  import type { Language } from '@keelson/core';

  /**
   * The texts the app starts with, as i18next resources by language and namespace: the shell's texts of each language
   * (src/lib/shell-texts.ts), picked from the locales when the app is built (vite.config.ts).
   */
  const resources: Record<Language, Record<string, Record<string, unknown>>>;
  export default resources;
}
