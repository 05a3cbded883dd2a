import { i18n } from '../lib/i18n';
import type * as QueryClientModule from '../lib/query-client';
import { clearOnUserChange } from './session-privacy';

let dataCacheFollowsSession = false;

/**
 * The pages' data cache, loaded with them: emptied when the user changes (session-privacy.ts) and fetched again when
 * the language changes (the server words ship types, templates and messages in the reader's language).
 */
export async function loadDataCache(): Promise<typeof QueryClientModule> {
  const module = await import('../lib/query-client');
  if (dataCacheFollowsSession) return module;
  dataCacheFollowsSession = true;
  clearOnUserChange(() => module.queryClient.removeQueries());
  i18n.on('languageChanged', () => void module.queryClient.invalidateQueries());
  return module;
}
