import { Alert, Anchor, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { TitledModal } from '../../components/titled-modal';
import { formatCalendarDay } from '../../lib/format';
import { notify } from '../../lib/notifications';
import { usePortfolioBook, useUpdatePortfolio } from './api/portfolio-calls';
import { BookChart } from './components/book-chart';
import { bookEntries, todayText } from './components/book-model';
import { BookImport } from './components/book-import';
import { BookExposure, BookTotals } from './components/book-overview';
import { BookTable } from './components/book-table';
import { CovenantCalendar } from './components/covenant-calendar';
import { PortfolioForm } from './components/portfolio-form';
import { StressTestPanel } from './components/stress-test-panel';

type PortfolioViewProps = {
  id: string;
  /** The assessments the portfolio's owner may put into it, by id and title, once known. */
  assessmentsOf: (ownerId: string) => { value: string; label: string }[] | undefined;
  /** Where the list the portfolio of that owner is found in is (the user's own, or the administrators'). */
  listPathOf: (ownerId: string) => string;
};

/**
 * One portfolio: its book at a glance (totals, the loans' table with their covenant status, exposure, the book's debt
 * and value over time), the covenant calendar, the stress test and the import, as tabs. Every figure comes from the
 * monitors the server stored with each assessment's last calculation; nothing is calculated again here.
 */
export function PortfolioView({ id, assessmentsOf, listPathOf }: PortfolioViewProps) {
  const { t } = useTranslation();
  const book = usePortfolioBook(id);
  const update = useUpdatePortfolio();
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<string | null>('book');
  if (book.isPending) return <PageLoader />;
  if (book.isError) {
    return (
      <Alert color="red" role="alert">
        {t('portfolios.page.loadFailed')}
      </Alert>
    );
  }
  const { portfolio, loans } = book.data;
  const today = todayText();
  const { entries, withoutFigures } = bookEntries({ loans, today, amberThreshold: portfolio.amberThreshold, untitled: t('assessments.untitled') });
  const assessments = assessmentsOf(portfolio.owner.id);
  return (
    <>
      <Anchor component={Link} to={listPathOf(portfolio.owner.id)} size="sm">
        ← {t('portfolios.page.backToList')}
      </Anchor>
      <PageHeader
        title={portfolio.name}
        lead={portfolio.description === '' ? t('portfolios.page.today', { date: formatCalendarDay(today) }) : portfolio.description}
      />
      <Group mb="md">
        <Button variant="default" onClick={() => setEditing(true)}>
          {t('portfolios.edit.button')}
        </Button>
        {portfolio.description === '' ? null : <Text size="sm">{t('portfolios.page.today', { date: formatCalendarDay(today) })}</Text>}
      </Group>
      {withoutFigures.length > 0 ? (
        <Alert color="yellow" mb="md">
          {t('portfolios.book.notCalculated', {
            count: withoutFigures.length,
            titles: withoutFigures.map((loan) => loan.title?.trim() || t('assessments.untitled')).join(', '),
          })}
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List aria-label={t('portfolios.page.tabs')} mb="md">
          <Tabs.Tab value="book">{t('portfolios.tabs.book')}</Tabs.Tab>
          <Tabs.Tab value="calendar">{t('portfolios.tabs.calendar')}</Tabs.Tab>
          <Tabs.Tab value="stress">{t('portfolios.tabs.stress')}</Tabs.Tab>
          <Tabs.Tab value="import">{t('portfolios.tabs.import')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="book">
          {loans.length === 0 ? (
            <Text>{t('portfolios.book.empty')}</Text>
          ) : (
            <Stack gap="xl">
              <BookTotals entries={entries} />
              <BookTable entries={entries} />
              <BookExposure entries={entries} />
              <BookChart entries={entries} />
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="calendar">
          <CovenantCalendar entries={entries} today={today} portfolioName={portfolio.name} />
        </Tabs.Panel>
        <Tabs.Panel value="stress">
          <StressTestPanel
            portfolioId={portfolio.id}
            names={new Map(loans.map((loan) => [loan.cashflowId, loan.title?.trim() || t('assessments.untitled')]))}
          />
        </Tabs.Panel>
        <Tabs.Panel value="import">
          <BookImport portfolioId={portfolio.id} />
        </Tabs.Panel>
      </Tabs>
      <TitledModal opened={editing} onClose={() => setEditing(false)} title={t('portfolios.edit.title')}>
        <PortfolioForm
          initial={{ name: portfolio.name, description: portfolio.description, amberThreshold: portfolio.amberThreshold, cashflowIds: portfolio.cashflowIds }}
          assessments={assessments ?? []}
          submit={t('common.save')}
          failed={t('portfolios.edit.failed')}
          onCancel={() => setEditing(false)}
          onSubmit={async (fields) => {
            await update.mutateAsync({ id: portfolio.id, body: { ...fields, updated: portfolio.updated } });
            notify('success', t('portfolios.edit.saved'));
            setEditing(false);
          }}
        />
      </TitledModal>
    </>
  );
}
