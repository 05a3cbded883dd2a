import type { FieldError } from '@keelson/core';
import { Button, SimpleGrid } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberTextInput } from '../../../components/number-text-input';
import { fieldErrorText } from '../../../lib/field-error-text';
import { formatNumber, formatYears } from '../../../lib/format';
import { halfLifeYears } from './monte-carlo-figures';
import { percentParameters, type MonteCarloForm, type MonteCarloParameter } from './monte-carlo-form';

type MonteCarloInputsProps = {
  form: MonteCarloForm;
  /** The defaults, shown as placeholders: an empty field runs with its default. */
  defaults: MonteCarloForm;
  errors: Partial<Record<MonteCarloParameter, FieldError>>;
  onChange: (name: MonteCarloParameter, value: number | null) => void;
  onRefusal: (name: MonteCarloParameter, refused: boolean) => void;
  onNewSeed: () => void;
  disabled: boolean;
};

const order: readonly MonteCarloParameter[] = ['paths', 'seed', 'volatility', 'reversion', 'valueReversion', 'opexVolatility', 'scrapVolatility'];

/** The parameters of a run (docs/monte-carlo.md section 5), each with core's error beside it; the seed with "New seed". Memoised. */
export const MonteCarloInputs = memo(function MonteCarloInputs({ form, defaults, errors, onChange, onRefusal, onNewSeed, disabled }: MonteCarloInputsProps) {
  const { t } = useTranslation();
  const halfLife = halfLifeYears(form.reversion ?? defaults.reversion);
  const description = (name: MonteCarloParameter): string => {
    if (name !== 'reversion') return t(`monteCarlo.inputs.${name}.description`);
    return halfLife === null ? t('monteCarlo.inputs.reversion.noReversion') : t('monteCarlo.inputs.reversion.halfLife', { years: formatYears(halfLife) });
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
      {order.map((name) => {
        const error = errors[name];
        const shownDefault = defaults[name];
        const newSeedText = t('monteCarlo.inputs.seed.new');
        // "New seed" sits inside the seed's box, so that it lines up with it whatever the label, description and error.
        const newSeedButton =
          name === 'seed'
            ? {
                rightSection: (
                  <Button size="compact-sm" variant="default" onClick={onNewSeed} disabled={disabled}>
                    {newSeedText}
                  </Button>
                ),
                rightSectionWidth: Math.round(newSeedText.length * 8.5 + 30),
                rightSectionPointerEvents: 'all' as const,
              }
            : {};
        return (
          <NumberTextInput
            key={name}
            label={t(`monteCarlo.inputs.${name}.label`)}
            description={description(name)}
            placeholder={shownDefault === null ? undefined : formatNumber(shownDefault, { maximumFractionDigits: 4 })}
            value={form[name]}
            disabled={disabled}
            onValueChange={(value) => onChange(name, value)}
            onRefusal={(text) => onRefusal(name, text !== null)}
            error={error === undefined ? undefined : fieldErrorText(error, { percent: percentParameters.has(name) })}
            {...newSeedButton}
          />
        );
      })}
    </SimpleGrid>
  );
});
