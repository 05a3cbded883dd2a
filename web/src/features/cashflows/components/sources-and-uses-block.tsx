import type { Derived } from '@keelson/core';
import { Alert, Box, Button, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCashflowDraftStore } from '../../../lib/cashflow-draft';
import { formatDate, formatMoney } from '../../../lib/format';
import { freshLiquidityCovering, sourcesAndUses, type SourcesAndUsesLine } from '../results/sources-and-uses';

type SourcesAndUsesBlockProps = { derived: Derived | null; currency: string | null | undefined; headingId: string };

function LineRows({ lines, currency, date }: { lines: readonly SourcesAndUsesLine[]; currency: string | null | undefined; date: string }) {
  const { t } = useTranslation();
  return lines.map((line) => (
    <Table.Tr key={line.kind === 'loan' ? `loan-${line.tranche}` : line.kind}>
      <Table.Th scope="row" fw={line.kind === 'totalAcquisitionCost' || line.kind === 'requiredEquity' ? 700 : 400}>
        {line.kind === 'loan' ? t('cashflow.sourcesAndUses.loan', { number: line.tranche, date }) : t(`cashflow.sourcesAndUses.lines.${line.kind}`)}
      </Table.Th>
      <Table.Td ta="right">{formatMoney(line.amount, currency)}</Table.Td>
    </Table.Tr>
  ));
}

/** The shortfall as an input problem, with the one edit that removes it: fresh liquidity raised by the shortfall. */
/** One side of the table, uses or sources: its heading row and its lines. */
function LineGroup({ heading, ...rows }: { heading: string; lines: readonly SourcesAndUsesLine[]; currency: string | null | undefined; date: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{heading}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('cashflow.sourcesAndUses.amount')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <LineRows {...rows} />
      </Table.Tbody>
    </>
  );
}

function ShortfallProblem({ shortfall, currency }: { shortfall: number; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const freshLiquidity = useCashflowDraftStore((state) => state.draft.freshLiquidityCurr);
  const setField = useCashflowDraftStore((state) => state.setField);
  const covering = freshLiquidityCovering(freshLiquidity, shortfall);
  return (
    <Alert color="red" mt="sm" title={t('cashflow.sourcesAndUses.shortfallTitle', { amount: formatMoney(shortfall, currency) })}>
      <Text size="sm" mb="xs">
        {t('cashflow.sourcesAndUses.shortfallText')}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={() => setField('freshLiquidityCurr', covering)}>
        {t('cashflow.sourcesAndUses.cover', { amount: formatMoney(covering, currency) })}
      </Button>
    </Alert>
  );
}

/**
 * What the purchase costs and what pays for it at the acquisition date, the equity it needs and any shortfall
 * (docs/spec/calculation.md section 3), beside the equity fields: every amount is core's.
 */
export function SourcesAndUsesBlock({ derived, currency, headingId }: SourcesAndUsesBlockProps) {
  const { t } = useTranslation();
  if (derived === null) return null;
  const { uses, sources, shortfall } = sourcesAndUses(derived);
  const date = formatDate(derived.acquisitionDate);
  return (
    <Box mt="lg">
      <Title order={3} size="h5" mb="xs" id={headingId}>
        {t('cashflow.sourcesAndUses.title', { date })}
      </Title>
      <Table withTableBorder maw="36rem" aria-labelledby={headingId}>
        <Table.Caption>{t('cashflow.sourcesAndUses.caption')}</Table.Caption>
        <LineGroup heading={t('cashflow.sourcesAndUses.uses')} lines={uses} currency={currency} date={date} />
        <LineGroup heading={t('cashflow.sourcesAndUses.sources')} lines={sources} currency={currency} date={date} />
      </Table>
      {shortfall > 0 ? (
        <ShortfallProblem shortfall={shortfall} currency={currency} />
      ) : (
        <Text size="sm" c="teal.9" mt="xs">
          {t('cashflow.sourcesAndUses.covered')}
        </Text>
      )}
    </Box>
  );
}
