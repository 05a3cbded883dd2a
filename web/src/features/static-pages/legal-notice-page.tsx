import { StaticTextPage } from './static-text-page';

/** `/app/legal-notice-data-pivacy` (route name legal-notice). */
export function LegalNoticePage() {
  return <StaticTextPage page="legalNotice" />;
}
