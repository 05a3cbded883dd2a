import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** `/app/cashflow/{id?}` (route name cashflow-assessment): the cashflow model of a ship purchase. */
export function CashflowPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.cashflow.title')} lead={t('pages.cashflow.lead')} />;
}
