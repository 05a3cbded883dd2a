import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** `/app/reset-password?id=…` (route name account-reset-password); the router sends a visit without id to the not-found page. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.resetPassword.title')} lead={t('pages.resetPassword.lead')} />;
}
