import { portfolioStress, type StressRun } from '@keelson/core';
import { Alert, Button, Group, NumberInput, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/titled-section';
import { formErrorsOf } from '../../../lib/form-errors';
import { formatCalendarDay, formatMoment, formatMoney, formatNumber, formatPercent } from '../../../lib/format';
import { notify, notifyFailure } from '../../../lib/notifications';
import { isRunning, useCancelStress, useLatestStressRun, useStartStress } from '../api/stress-calls';

type Field = 'paths' | 'seed' | 'correlation' | 'volatility' | 'reversion';
const defaults = portfolioStress.stressDefaults;

/** A duration in whole seconds as "1 min 20 s" or "45 s". */
function durationText(seconds: number): string {
  const whole = Math.max(1, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return minutes === 0 ? `${whole} s` : `${minutes} min ${whole % 60} s`;
}

/** The parameters, the start and cancel buttons, the progress of a run and, once done, its results. */
export function StressTestPanel({ portfolioId, names }: { portfolioId: string; names: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const latest = useLatestStressRun(portfolioId);
  const start = useStartStress(portfolioId);
  const cancel = useCancelStress(portfolioId);
  const [fields, setFields] = useState<Record<Field, number>>({
    paths: defaults.paths,
    seed: defaults.seed,
    correlation: typeof defaults.correlation === 'number' ? defaults.correlation : 0.6,
    volatility: defaults.volatility,
    reversion: defaults.reversion,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const run = latest.data ?? null;
  const running = isRunning(run);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await start.mutateAsync({ ...fields, valueReversion: defaults.valueReversion });
    } catch (error) {
      const report = formErrorsOf<Field>(error, {
        fields: ['paths', 'seed', 'correlation', 'volatility', 'reversion'],
        fallback: t('portfolios.stress.startFailed'),
      });
      setErrors(report.fieldErrors);
      for (const notice of report.notices) notify('error', notice);
    }
  };
  const number = (field: Field, label: string, options: { min: number; max: number; step?: number; decimalScale?: number }) => (
    <NumberInput
      label={label}
      value={fields[field]}
      error={errors[field]}
      min={options.min}
      max={options.max}
      step={options.step}
      decimalScale={options.decimalScale}
      disabled={running}
      onChange={(value) => setFields((current) => ({ ...current, [field]: typeof value === 'number' ? value : Number.NaN }))}
    />
  );

  return (
    <Stack>
      <Text>{t('portfolios.stress.lead')}</Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 5 }}>
          {number('paths', t('portfolios.stress.paths'), { min: portfolioStress.stressPathBounds.min, max: portfolioStress.stressPathBounds.max, step: 1000 })}
          {number('seed', t('portfolios.stress.seed'), { min: 0, max: 4294967295 })}
          {number('correlation', t('portfolios.stress.correlation'), { min: -1, max: 1, step: 0.1, decimalScale: 2 })}
          {number('volatility', t('portfolios.stress.volatility'), { min: 0, max: 2, step: 0.05, decimalScale: 3 })}
          {number('reversion', t('portfolios.stress.reversion'), { min: 0, max: 10, step: 0.1, decimalScale: 3 })}
        </SimpleGrid>
        <Group mt="md">
          <Button type="submit" loading={start.isPending} disabled={running}>
            {t('portfolios.stress.start')}
          </Button>
          {running ? (
            <Button
              color="red"
              variant="light"
              loading={cancel.isPending}
              onClick={() =>
                void cancel.mutateAsync().then(
                  () => notify('success', t('portfolios.stress.cancelled')),
                  (error: unknown) => notifyFailure(error, t('common.actionFailed')),
                )
              }
            >
              {t('portfolios.stress.cancel')}
            </Button>
          ) : null}
        </Group>
      </form>
      {run === null ? null : <RunState run={run} />}
      {run?.status === 'done' && run.result !== null ? <StressResults summary={run.result} names={names} /> : null}
    </Stack>
  );
}

/** The latest run: its parameters, then its progress with the time left, or how it ended. */
function RunState({ run }: { run: StressRun }) {
  const { t } = useTranslation();
  const correlation = typeof run.parameters.correlation === 'number' ? formatNumber(run.parameters.correlation, { maximumFractionDigits: 2 }) : '—';
  const share = run.totalChunks === 0 ? 0 : run.doneChunks / run.totalChunks;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t('portfolios.stress.lastRun', { date: formatMoment(run.created), paths: formatNumber(run.parameters.paths), seed: run.parameters.seed, correlation })}
      </Text>
      {isRunning(run) ? (
        <>
          <Progress value={share * 100} aria-label={t('portfolios.stress.progress', { done: run.doneChunks, total: run.totalChunks })} animated striped />
          <Text size="sm" role="status" aria-live="polite">
            {run.status === 'queued' && run.doneChunks === 0
              ? t('portfolios.stress.queued')
              : `${t('portfolios.stress.progress', { done: run.doneChunks, total: run.totalChunks })}${run.secondsLeft === null ? '' : `, ${t('portfolios.stress.timeLeft', { time: durationText(run.secondsLeft) })}`}`}
          </Text>
          <Text size="xs" c="dimmed">
            {t('portfolios.stress.reopen')}
          </Text>
        </>
      ) : null}
      {run.status === 'cancelled' ? <Alert color="gray">{t('portfolios.stress.cancelled')}</Alert> : null}
      {run.status === 'failed' ? (
        <Alert color="red" role="alert">
          {t('portfolios.stress.failed', { reason: run.error ?? '' })}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The results of a run: the book NPV's distribution, the loans in breach per year, each loan's breach probabilities and cure, the tail. */
function StressResults({ summary, names }: { summary: portfolioStress.StressSummary; names: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const notSet = t('common.notSet');
  const money = (value: number | null) => (value === null ? notSet : formatMoney(value, summary.currency));
  const percent = (value: number | null) => (value === null ? notSet : formatPercent(value));
  const name = (id: string) => names.get(id) ?? id;
  const npv = summary.bookNpv.statistics;
  return (
    <Stack gap="xl">
      <TitledSection title={t('portfolios.stress.results.npv')}>
        <Text size="sm" mb="xs">
          {t('portfolios.stress.results.npvLead')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl">
          {(['mean', 'p5', 'p50', 'p95'] as const).map((key) => (
            <div key={key}>
              <Text component="dt" size="sm" c="dimmed">
                {t(`portfolios.stress.results.${key}`)}
              </Text>
              <Text component="dd" fw={700} m={0}>
                {money(npv[key])}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </TitledSection>
      <TitledSection title={t('portfolios.stress.results.breachesPerYear')}>
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('portfolios.stress.results.year')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('portfolios.stress.results.meanLoans')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('portfolios.stress.results.p95')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('portfolios.stress.results.probAny')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.loansInBreach
                .filter((year) => year.loansTested > 0)
                .map((year) => (
                  <Table.Tr key={year.year}>
                    <Table.Th scope="row" fw={400}>
                      {formatCalendarDay(year.start)}
                    </Table.Th>
                    <Table.Td ta="right">{year.statistics.mean === null ? notSet : formatNumber(year.statistics.mean, { maximumFractionDigits: 2 })}</Table.Td>
                    <Table.Td ta="right">{year.statistics.p95 === null ? notSet : formatNumber(year.statistics.p95)}</Table.Td>
                    <Table.Td ta="right">{percent(1 - (year.distribution[0] ?? 1))}</Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </TitledSection>
      <TitledSection title={t('portfolios.stress.results.loans')}>
        <Table.ScrollContainer minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('portfolios.stress.results.loan')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('portfolios.book.covenants.minimumValueClause')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('portfolios.book.covenants.dscr')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('portfolios.book.covenants.liquidity')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('portfolios.stress.results.cure')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.loans.map((loan) => (
                <Table.Tr key={loan.id}>
                  <Table.Th scope="row" fw={400}>
                    {name(loan.id)}
                  </Table.Th>
                  <Table.Td ta="right">{percent(loan.breachProbability.minimumValueClause)}</Table.Td>
                  <Table.Td ta="right">{percent(loan.breachProbability.dscr)}</Table.Td>
                  <Table.Td ta="right">{percent(loan.breachProbability.liquidity)}</Table.Td>
                  <Table.Td ta="right">{money(loan.expectedCureAmount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </TitledSection>
      <TitledSection title={t('portfolios.stress.results.tail')}>
        <Text size="sm" mb="xs">
          {t('portfolios.stress.results.tailLead')}
        </Text>
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('portfolios.stress.results.loan')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('portfolios.stress.results.shortfall')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('portfolios.book.exposure.share')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.tail.drivers.slice(0, 10).map((driver) => (
                <Table.Tr key={driver.id}>
                  <Table.Th scope="row" fw={400}>
                    {name(driver.id)}
                  </Table.Th>
                  <Table.Td ta="right">{money(driver.shortfall)}</Table.Td>
                  <Table.Td ta="right">{percent(driver.share)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </TitledSection>
    </Stack>
  );
}
