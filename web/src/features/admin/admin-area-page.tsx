import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** `/app/admin/area`: the administrators' overview. */
export function AdminAreaPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.adminArea.title')} lead={t('pages.adminArea.lead')} />;
}
