import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** `/app/user/settings`: profile, password and sessions. */
export function UserSettingsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.userSettings.title')} lead={t('pages.userSettings.lead')} />;
}
