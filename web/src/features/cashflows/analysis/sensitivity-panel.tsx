import { defaultSensitivityStep, type Cashflow } from '@keelson/core';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberTextInput } from '../../../components/number-text-input';
import { useShallow } from 'zustand/react/shallow';
import { cashflowOfDraft, useCashflowDraftStore } from '../../../lib/cashflow-draft';
import { calculationInputsOf } from '../model/calculation-inputs';
import { fieldErrorText } from '../../../lib/field-error-text';
import { formatNumber } from '../../../lib/format';
import { fromPercent, toPercent } from '../model/percent';
import { FigureSwitch } from './figure-switch';
import { SensitivityResults } from './sensitivity-results';
import type { TornadoFigure } from './tornado-rows';
import { useSensitivity } from './use-sensitivity';

type SensitivityPanelProps = {
  /** Whether the draft calculates: only then is there a sensitivity to ask for. */
  calculable: boolean;
  currency: string | null | undefined;
  /** Whether the panel is the one shown: a hidden panel asks the worker nothing. */
  active: boolean;
};

const figures: readonly TornadoFigure[] = ['dcfValue', 'projectIrr', 'minDscr'];
const noCashflow: Cashflow = {};

/**
 * The sensitivity of the key figures to one input at a time: the step, a tornado chart of the chosen figure
 * with its table, and the two-way table of project NPV for charter rate × opex. core computes all of it in a web
 * worker each time the draft or the step changes; the last answer stays until the next one arrives. The panel reads
 * the draft being edited from its store, so that the worker is asked in the keystroke's own render, not after the
 * page's slower parts.
 */
export const SensitivityPanel = memo(function SensitivityPanel({ calculable, currency, active }: SensitivityPanelProps) {
  const { t } = useTranslation();
  const figureLabelId = useId();
  // Shown, it follows every change the calculation reads; hidden, it follows none (it asks the worker nothing then).
  const inputs = useCashflowDraftStore(useShallow((state) => (active ? calculationInputsOf(state.draft) : null)));
  const cashflow = useMemo(() => (inputs === null ? noCashflow : cashflowOfDraft(inputs)), [inputs]);
  const [stepPercent, setStepPercent] = useState<number | null>(toPercent(defaultSensitivityStep));
  const [stepRefused, setStepRefused] = useState(false);
  const [figure, setFigure] = useState<TornadoFigure>('dcfValue');
  const { answer, calculating } = useSensitivity({
    cashflow,
    // An empty field is core's default step, as its placeholder says.
    step: stepPercent === null ? defaultSensitivityStep : fromPercent(stepPercent),
    active: active && calculable && !stepRefused,
  });

  const stepError = answer?.status === 'invalid' ? answer.errors.find((error) => error.field === 'step') : undefined;
  const sensitivity = answer?.status === 'ok' ? answer.sensitivity : null;

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
          placeholder={formatNumber(toPercent(defaultSensitivityStep))}
          value={stepPercent}
          onValueChange={setStepPercent}
          onRefusal={(text) => setStepRefused(text !== null)}
          error={stepError === undefined ? undefined : fieldErrorText(stepError, { percent: true })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={figureLabelId}>
            {t('sensitivity.figureLabel')}
          </Text>
          <FigureSwitch
            aria-labelledby={figureLabelId}
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

      {sensitivity === null ? null : <SensitivityResults sensitivity={sensitivity} figure={figure} currency={currency} />}
    </Stack>
  );
});
