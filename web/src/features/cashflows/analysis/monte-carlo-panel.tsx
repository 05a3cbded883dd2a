import { Text } from '@mantine/core';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisAreaProps } from './analysis-area';

/** The Monte Carlo simulation of the charter market (docs/monte-carlo.md). */
export function MonteCarloPanel(_props: Omit<AnalysisAreaProps, 'readOnly'>): JSX.Element {
  const { t } = useTranslation();
  return <Text>{t('monteCarlo.lead')}</Text>;
}
