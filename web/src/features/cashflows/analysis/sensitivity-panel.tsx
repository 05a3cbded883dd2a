import type { FieldError } from '@keelson/core';
import { Alert, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberTextInput } from '../../../components/number-text-input';
import { cashflowOfDraft } from '../../../lib/cashflow-draft';
import { fieldErrorText } from '../../../lib/field-error-text';
import { formatList } from '../../../lib/format';
import { usePathLabel } from '../components/use-path-label';
import { fromPercent } from '../model/percent';
import type { AnalysisAreaProps } from './analysis-area';
import { formatChange, formatDriverInput, formatFigure } from './sensitivity-format';
import { TornadoChart } from './sensitivity-tornado-chart';
import { TornadoTable } from './sensitivity-tornado-table';
import { TwoWayTable } from './sensitivity-two-way-table';
import { tornadoOf, type TornadoFigure, type TornadoRow } from './tornado-rows';
import { useSensitivity } from './use-sensitivity';

type SensitivityPanelProps = Omit<AnalysisAreaProps, 'readOnly'> & {
  /** Whether the panel is the one shown: a hidden panel asks the worker nothing. */
  active: boolean;
};

const figures: readonly TornadoFigure[] = ['dcfValue', 'projectIrr', 'minDscr'];

/**
 * The sensitivity of the key figures to one input at a time (issue 13): the step, a tornado chart of the chosen figure
 * with its table, and the two-way table of project NPV for charter rate × opex. core computes all of it in a web
 * worker each time the draft or the step changes; the last answer stays until the next one arrives.
 */
export function SensitivityPanel({ draft, results, currency, active }: SensitivityPanelProps): JSX.Element {
  const { t } = useTranslation();
  const pathLabel = usePathLabel();
  const ids = { tornado: useId(), tornadoText: useId(), twoWay: useId(), twoWayText: useId() };
  const cashflow = useMemo(() => cashflowOfDraft(draft), [draft]);
  const [stepPercent, setStepPercent] = useState<number | null>(10);
  const [stepRefused, setStepRefused] = useState(false);
  const [figure, setFigure] = useState<TornadoFigure>('dcfValue');
  const calculable = results.length > 0;
  const { answer, calculating } = useSensitivity({
    cashflow,
    step: stepPercent === null ? null : fromPercent(stepPercent),
    active: active && calculable && !stepRefused,
  });

  const stepError = answer?.status === 'invalid' ? answer.errors.find((error) => error.field === 'step') : undefined;
  const sensitivity = answer?.status === 'ok' ? answer.sensitivity : null;
  const tornado = useMemo(() => (sensitivity === null ? null : tornadoOf(sensitivity, figure)), [sensitivity, figure]);
  const figureLabel = t(`sensitivity.figures.${figure}`);
  const loweredText = sensitivity === null ? '' : formatChange(-sensitivity.step);
  const raisedText = sensitivity === null ? '' : formatChange(sensitivity.step);
  const driverLabel = (row: TornadoRow) => t(`sensitivity.drivers.${row.driver}`);
  const formatInput = (row: TornadoRow, value: number) => formatDriverInput(row.driver, value, currency);
  const refusal = (errors: readonly FieldError[]) =>
    t('sensitivity.table.refused', { fields: formatList([...new Set(errors.map((error) => pathLabel(error.field)))]) });

  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7">
        {t('sensitivity.lead')}
      </Text>
      <Group align="flex-end" gap="lg" wrap="wrap">
        <NumberTextInput
          w={200}
          label={t('sensitivity.step.label')}
          description={t('sensitivity.step.description')}
          placeholder="10"
          value={stepPercent}
          onValueChange={setStepPercent}
          onRefusal={(text) => setStepRefused(text !== null)}
          error={stepError === undefined ? undefined : fieldErrorText(stepError, { percent: true })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${ids.tornado}-figure`}>
            {t('sensitivity.figureLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${ids.tornado}-figure`}
            value={figure}
            onChange={(next) => setFigure(figures.find((candidate) => candidate === next) ?? 'dcfValue')}
            data={figures.map((value) => ({ value, label: t(`sensitivity.figures.${value}`) }))}
          />
        </Stack>
        <Group gap="xs" aria-live="polite" mih={36}>
          {calculating ? (
            <>
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">{t('sensitivity.calculating')}</Text>
            </>
          ) : null}
        </Group>
      </Group>

      {!calculable ? <Alert color="gray">{t('sensitivity.needsResults')}</Alert> : null}
      {answer?.status === 'failed' ? <Alert color="red">{t('sensitivity.failed')}</Alert> : null}
      {answer?.status === 'invalid' && stepError === undefined ? <Alert color="gray">{t('sensitivity.needsResults')}</Alert> : null}

      {sensitivity === null || tornado === null ? null : (
        <>
          <section aria-labelledby={ids.tornado}>
            <Title order={3} size="h4" id={ids.tornado}>
              {t('sensitivity.tornado.title', { figure: figureLabel })}
            </Title>
            <Text size="sm" c="gray.7" mb="sm" id={ids.tornadoText}>
              {t('sensitivity.tornado.description', { step: formatChange(sensitivity.step).slice(1) })}
            </Text>
            <TornadoChart
              tornado={tornado}
              labelledBy={ids.tornado}
              describedBy={ids.tornadoText}
              loweredText={t('sensitivity.tornado.lowered', { change: loweredText })}
              raisedText={t('sensitivity.tornado.raised', { change: raisedText })}
              driverLabel={driverLabel}
              inputsLabel={(row) => `${formatInput(row, row.lowInput)} – ${formatInput(row, row.highInput)}`}
              formatValue={(value) => formatFigure(figure, value, currency, true)}
            />
            {tornado.base === null ? <Text size="sm">{t('sensitivity.tornado.baseUndefined', { figure: figureLabel })}</Text> : null}
            <TornadoTable
              tornado={tornado}
              caption={t('sensitivity.table.caption', { figure: figureLabel })}
              figureLabel={figureLabel}
              loweredText={loweredText}
              raisedText={raisedText}
              driverLabel={driverLabel}
              formatInput={formatInput}
              formatValue={(value) => formatFigure(figure, value, currency)}
              refusal={refusal}
            />
          </section>
          <section aria-labelledby={ids.twoWay}>
            <Title order={3} size="h4" id={ids.twoWay}>
              {t('sensitivity.twoWay.title')}
            </Title>
            <Text size="sm" c="gray.7" mb="sm" id={ids.twoWayText}>
              {t('sensitivity.twoWay.description')}
            </Text>
            <TwoWayTable twoWay={sensitivity.twoWay} currency={currency} caption={t('sensitivity.twoWay.caption')} />
          </section>
        </>
      )}
    </Stack>
  );
}
