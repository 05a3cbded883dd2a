import { OperatorSection } from './operator-section';
import { StaticTextPage } from './static-text-page';

/** `/app/legal-notice-data-pivacy` (route name legal-notice): the operator from the configuration, then the notice's texts. */
export function LegalNoticePage() {
  return <StaticTextPage page="legalNotice" before={<OperatorSection />} />;
}
