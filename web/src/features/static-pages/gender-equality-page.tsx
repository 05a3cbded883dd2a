import { useTranslation } from 'react-i18next';
import { StaticTextPage } from './static-text-page';

/** `/app/gender-equality-plan` (route name general-equality). */
export function GenderEqualityPage() {
  const { t } = useTranslation();
  return (
    <StaticTextPage
      title={t('pages.genderEquality.title')}
      lead={t('pages.genderEquality.lead')}
      updated={t('pages.genderEquality.updated')}
      sections={t('pages.genderEquality.sections', { returnObjects: true })}
    />
  );
}
