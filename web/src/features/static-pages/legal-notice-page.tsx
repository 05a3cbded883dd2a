import { useTranslation } from 'react-i18next';
import { StaticTextPage } from './static-text-page';

/** `/app/legal-notice-data-pivacy` (route name legal-notice). */
export function LegalNoticePage() {
  const { t } = useTranslation();
  return (
    <StaticTextPage
      title={t('pages.legalNotice.title')}
      lead={t('pages.legalNotice.lead')}
      updated={t('pages.legalNotice.updated')}
      sections={t('pages.legalNotice.sections', { returnObjects: true })}
    />
  );
}
