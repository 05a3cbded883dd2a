import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** `/app/cashflow/readonly/{uuid}`: a shared cashflow, read-only. */
export function CashflowReadonlyPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.cashflowReadonly.title')} lead={t('pages.cashflowReadonly.lead')} />;
}
