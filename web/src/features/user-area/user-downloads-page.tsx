import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** `/app/user/downloads`: exports of the user's saved work. */
export function UserDownloadsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.userDownloads.title')} lead={t('pages.userDownloads.lead')} />;
}
