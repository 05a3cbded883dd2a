import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** `/app/confirm-email?id=…` (route name account-confirm-email); the router sends a visit without id to the not-found page. */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.confirmEmail.title')} lead={t('pages.confirmEmail.lead')} />;
}
