import type { CashflowListItem } from '@keelson/core';
import { Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { StatusAlert } from '../../components/status-alert';
import { useAllCashflows } from './api/get-all-cashflows';
import { filterCashflows } from './cashflow-search';
import { AssessmentsTable } from './components/assessments-table';
import { DeleteAssessmentModal } from './components/delete-assessment-modal';

/** `/app/admin/assessments`: every saved cashflow with its owner, searched, opened and deleted. */
export function AdminAssessmentsPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // Starts from `?search=` so that a link can open a search; typing stays on the page (no navigation per key).
  const [search, setSearch] = useState(() => searchParams.get('search') ?? '');
  const [deleting, setDeleting] = useState<CashflowListItem | null>(null);
  const cashflows = useAllCashflows();
  const titleOf = (cashflow: CashflowListItem) => cashflow.title?.trim() || t('assessments.untitled');

  return (
    <>
      <PageHeader title={t('pages.adminAssessments.title')} lead={t('pages.adminAssessments.lead')} />
      <TextInput
        type="search"
        label={t('assessments.admin.search')}
        placeholder={t('assessments.admin.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={360}
        maw="100%"
        mb="md"
      />
      {cashflows.data === undefined ? (
        cashflows.isError ? (
          <StatusAlert tone="error">{t('assessments.loadFailed')}</StatusAlert>
        ) : (
          <PageLoader />
        )
      ) : (
        <AssessmentsList cashflows={cashflows.data} search={search} titleOf={titleOf} onDelete={setDeleting} />
      )}
      <DeleteAssessmentModal cashflow={deleting} title={deleting === null ? '' : titleOf(deleting)} onClose={() => setDeleting(null)} />
    </>
  );
}

type AssessmentsListProps = {
  cashflows: CashflowListItem[];
  search: string;
  titleOf: (cashflow: CashflowListItem) => string;
  onDelete: (cashflow: CashflowListItem) => void;
};

/** The table, or why there is none: nothing saved, or nothing matches. */
function AssessmentsList({ cashflows, search, titleOf, onDelete }: AssessmentsListProps) {
  const { t } = useTranslation();
  if (cashflows.length === 0) return <Text>{t('assessments.admin.empty')}</Text>;
  const shown = filterCashflows(cashflows, search);
  const caption = t('assessments.admin.caption', { shown: shown.length, total: cashflows.length });
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {caption}
      </VisuallyHidden>
      {shown.length === 0 ? (
        <Text>{t('assessments.admin.noMatch')}</Text>
      ) : (
        <AssessmentsTable cashflows={shown} caption={caption} titleOf={titleOf} onDelete={onDelete} />
      )}
    </>
  );
}
