import type { FieldError, Sensitivity, TwoWayFigure } from '@keelson/core';
import { Stack, Text, Title } from '@mantine/core';
import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../../lib/format';
import { FigureSwitch } from './figure-switch';
import { usePathLabel } from '../components/use-path-label';
import { formatKeyFigureValue } from '../results/key-figure-text';
import { formatChange, formatDriverInput } from './sensitivity-format';
import { TornadoChart } from './sensitivity-tornado-chart';
import { TornadoTable } from './sensitivity-tornado-table';
import { TwoWayTable } from './sensitivity-two-way-table';
import { tornadoOf, type TornadoFigure, type TornadoRow } from './tornado-rows';
import { twoWayFigures } from './two-way-cells';

type SensitivityResultsProps = { sensitivity: Sensitivity; figure: TornadoFigure; currency: string | null | undefined };

/**
 * core's answer on screen: the tornado chart of one figure with its table, and the two-way table of the figure chosen
 * beside it (project NPV, minimum DSCR or minimum security cover).
 * Memoised: a keystroke in the form re-renders the panel around it, and this only when a new answer has arrived.
 */
export const SensitivityResults = memo(function SensitivityResults({ sensitivity, figure, currency }: SensitivityResultsProps) {
  const { t } = useTranslation();
  const pathLabel = usePathLabel();
  const ids = { tornado: useId(), tornadoText: useId(), twoWay: useId(), twoWayText: useId(), twoWayFigure: useId() };
  const [twoWayFigure, setTwoWayFigure] = useState<TwoWayFigure>('projectNpv');
  const twoWayLabel = t(`sensitivity.twoWay.figures.${twoWayFigure}`);
  const tornado = useMemo(() => tornadoOf(sensitivity, figure), [sensitivity, figure]);
  const figureLabel = t(`sensitivity.figures.${figure}`);
  const loweredText = formatChange(-sensitivity.step);
  const raisedText = formatChange(sensitivity.step);
  const driverLabel = (row: TornadoRow) => t(`sensitivity.drivers.${row.driver}`);
  const formatInput = (row: TornadoRow, value: number) => formatDriverInput(row.driver, value, currency);
  const refusal = (errors: readonly FieldError[]) =>
    t('sensitivity.table.refused', { fields: formatList([...new Set(errors.map((error) => pathLabel(error.field)))]) });

  return (
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
          formatValue={(value) => formatKeyFigureValue(figure, value, currency, true)}
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
          formatValue={(value) => formatKeyFigureValue(figure, value, currency)}
          refusal={refusal}
        />
      </section>
      <section aria-labelledby={ids.twoWay}>
        <Title order={3} size="h4" id={ids.twoWay}>
          {t('sensitivity.twoWay.title', { figure: twoWayLabel })}
        </Title>
        <Text size="sm" c="gray.7" mb="sm" id={ids.twoWayText}>
          {t('sensitivity.twoWay.description')}
        </Text>
        <Stack gap={4} mb="sm">
          <Text size="sm" fw={500} id={ids.twoWayFigure}>
            {t('sensitivity.twoWay.figureLabel')}
          </Text>
          <FigureSwitch
            aria-labelledby={ids.twoWayFigure}
            value={twoWayFigure}
            onChange={(next) => setTwoWayFigure(twoWayFigures.find((candidate) => candidate === next) ?? 'projectNpv')}
            data={twoWayFigures.map((value) => ({ value, label: t(`sensitivity.twoWay.figures.${value}`) }))}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        <TwoWayTable twoWay={sensitivity.twoWay} figure={twoWayFigure} currency={currency} caption={t('sensitivity.twoWay.caption', { figure: twoWayLabel })} />
      </section>
    </>
  );
});
