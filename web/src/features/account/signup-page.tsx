import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** `/app/signup` (route name account-signup). */
export function SignupPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.signup.title')} lead={t('pages.signup.lead')} />;
}
