import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** `/app/request-password-reset` (route name account-request-password-reset). */
export function RequestPasswordResetPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.requestPasswordReset.title')} lead={t('pages.requestPasswordReset.lead')} />;
}
