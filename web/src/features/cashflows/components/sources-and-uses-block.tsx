import type { Derived } from '@keelson/core';
import { Alert, Box, Button, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCashflowDraftStore } from '../../../lib/cashflow-draft';
import { formatDate, formatMoney } from '../../../lib/format';
import { freshLiquidityCovering, isSourcesAndUsesTotal, sourcesAndUses, sourcesAndUsesLabel, type SourcesAndUsesLine } from '../results/sources-and-uses';

type SourcesAndUsesBlockProps = {
  derived: Derived | null;
  currency: string | null | undefined;
  headingId: string;
  /** A shared cashflow's: the shortfall is stated without the action that changes the draft. */
  readOnly?: boolean;
};

function LineRows({ lines, currency, date }: { lines: readonly SourcesAndUsesLine[]; currency: string | null | undefined; date: string }) {
  const { t } = useTranslation();
  return lines.map((line) => (
    <Table.Tr key={line.kind === 'loan' ? `loan-${line.tranche}` : line.kind}>
      <Table.Th scope="row" fw={isSourcesAndUsesTotal(line) ? 700 : 400}>
        {sourcesAndUsesLabel(line, date, t)}
      </Table.Th>
      <Table.Td ta="right">{formatMoney(line.amount, currency)}</Table.Td>
    </Table.Tr>
  ));
}

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

/** The one edit that removes a shortfall: fresh liquidity raised by it. */
function CoverShortfall({ shortfall, currency }: { shortfall: number; currency: string | null | undefined }) {
  const { t } = useTranslation();
  const freshLiquidity = useCashflowDraftStore((state) => state.draft.freshLiquidityCurr);
  const setField = useCashflowDraftStore((state) => state.setField);
  const covering = freshLiquidityCovering(freshLiquidity, shortfall);
  return (
    <Button size="xs" variant="light" color="red" onClick={() => setField('freshLiquidityCurr', covering)}>
      {t('cashflow.sourcesAndUses.cover', { amount: formatMoney(covering, currency) })}
    </Button>
  );
}

/** The shortfall as an input problem, with the one edit that removes it unless the cashflow is read-only. */
function ShortfallProblem({ shortfall, currency, readOnly }: { shortfall: number; currency: string | null | undefined; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" mt="sm" title={t('cashflow.sourcesAndUses.shortfallTitle', { amount: formatMoney(shortfall, currency) })}>
      <Text size="sm" mb={readOnly ? 0 : 'xs'}>
        {t('cashflow.sourcesAndUses.shortfallText')}
      </Text>
      {readOnly ? null : <CoverShortfall shortfall={shortfall} currency={currency} />}
    </Alert>
  );
}

/**
 * What the purchase costs and what pays for it at the acquisition date, the equity it needs and any shortfall
 * (docs/spec/calculation.md section 3), beside the equity fields: every amount is core's.
 */
export function SourcesAndUsesBlock({ derived, currency, headingId, readOnly = false }: SourcesAndUsesBlockProps) {
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
        <ShortfallProblem shortfall={shortfall} currency={currency} readOnly={readOnly} />
      ) : (
        <Text size="sm" c="teal.9" mt="xs">
          {t('cashflow.sourcesAndUses.covered')}
        </Text>
      )}
    </Box>
  );
}
