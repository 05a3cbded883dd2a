import { Anchor, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ownCashflowsQuery } from '../../features/cashflows/api/get-cashflows';
import { displayTitle } from '../../features/cashflows/cashflow-records';
import { ownAnalysesQuery } from '../../features/utility-analyses/api/get-analyses';
import { analysisTitle } from '../../features/utility-analyses/analysis-records';
import { formatMoment } from '../../lib/format';
import type { PageRequest } from '../../lib/list-page';
import { queryClient } from '../../lib/query-client';

/** How many of each the index page lists: the most recently saved first. */
export const recentCount = 5;
const recentPage: PageRequest = { pageIndex: 0, pageSize: recentCount, sort: null, search: '' };

type Recent = { id: string; title: string; updated: string; path: string };

/**
 * The index page's part for a signed-in user: the first few of their own assessments and questionnaires (the lists'
 * own queries, newest first), each a link to open it, and the ways to all of them.
 */
export function RecentWork({ userId }: { userId: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RecentLists userId={userId} />
    </QueryClientProvider>
  );
}

function RecentLists({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const cashflows = useQuery(ownCashflowsQuery(userId, recentPage));
  const analyses = useQuery(ownAnalysesQuery(userId, recentPage));
  return (
    <section aria-labelledby="your-work-title">
      <Title order={2} id="your-work-title" mb="md">
        {t('pages.index.yourWork.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RecentList
          title={t('pages.index.yourWork.assessments')}
          empty={t('pages.index.yourWork.noAssessments')}
          failed={t('pages.index.yourWork.loadFailed')}
          all={{ to: '/app/user/assessments', label: t('pages.index.yourWork.allAssessments') }}
          query={cashflows}
          items={(cashflows.data?.items ?? []).map((cashflow) => ({
            id: cashflow.id,
            title: displayTitle(cashflow, t('pages.index.yourWork.untitledAssessment')),
            updated: cashflow.updated,
            path: `/app/cashflow/${encodeURIComponent(cashflow.id)}`,
          }))}
          total={cashflows.data?.page.total ?? 0}
        />
        <RecentList
          title={t('pages.index.yourWork.questionnaires')}
          empty={t('pages.index.yourWork.noQuestionnaires')}
          failed={t('pages.index.yourWork.loadFailed')}
          all={{ to: '/app/user/questionnaires', label: t('pages.index.yourWork.allQuestionnaires') }}
          query={analyses}
          items={(analyses.data?.items ?? []).map((analysis) => ({
            id: analysis.id,
            title: analysisTitle(analysis, t('pages.index.yourWork.untitledQuestionnaire')),
            updated: analysis.updated,
            path: `/app/questionnaire/${encodeURIComponent(analysis.id)}`,
          }))}
          total={analyses.data?.page.total ?? 0}
        />
      </SimpleGrid>
    </section>
  );
}

type RecentListProps = {
  title: string;
  empty: string;
  failed: string;
  all: { to: string; label: string };
  query: { isPending: boolean; isError: boolean };
  items: Recent[];
  total: number;
};

function RecentList({ title, empty, failed, all, query, items, total }: RecentListProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {query.isPending ? (
        <Loader size="sm" />
      ) : query.isError ? (
        <Text c="red.8">{failed}</Text>
      ) : items.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <Anchor component={Link} to={item.path}>
                {item.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('pages.index.yourWork.saved', { moment: formatMoment(item.updated) })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={all.to} mt="md" display="inline-block">
        {total > items.length ? t('pages.index.yourWork.showAll', { label: all.label, count: total }) : all.label}
      </Anchor>
    </Card>
  );
}
