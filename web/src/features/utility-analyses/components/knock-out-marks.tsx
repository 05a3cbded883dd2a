import { Box, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What the marks need of a result: its name and the K.O. rules that fired (each with its leaf and reason). */
export type KnockedOut = { name: string; knockOuts: readonly { leafId: string; reason: string }[] };

/** A chart's hatch pattern id, unique on the page and safe inside `url(#…)`. */
export function useHatchId(): string {
  return `ko-hatch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** The fill of a knocked-out bar: grey with dark diagonal hatching, drawn by the pattern `id`. */
export function hatchFill(id: string): string {
  return `url(#${id})`;
}

/** The hatch pattern of knocked-out bars, defined once per chart in a hidden SVG that the chart's bars refer to. */
export function HatchPattern({ id }: { id: string }) {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
      <defs>
        <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill="var(--mantine-color-gray-3)" />
          <line x1="0" y1="0" x2="0" y2="8" stroke="var(--mantine-color-gray-7)" strokeWidth="3" />
        </pattern>
      </defs>
    </svg>
  );
}

/** The key below a chart with knocked-out alternatives: a hatched swatch and what it means. */
export function HatchLegend({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Box component="svg" width={18} height={14} aria-hidden="true" style={{ flex: 'none' }}>
        <rect x="0.5" y="0.5" width="17" height="13" fill={hatchFill(id)} stroke="var(--mantine-color-gray-7)" />
      </Box>
      <Text size="sm">{t('questionnaire.knockOut.legend')}</Text>
    </Group>
  );
}

/**
 * The words for an alternative's knock-outs: per rule the criterion that fired (found by `titleOf`, else left out)
 * and the template's reason, e.g. "knocked out by Class status: class is suspended". Null when it stands.
 */
export function useKnockOutText(titleOf: (leafId: string) => string | undefined): (result: KnockedOut) => string | null {
  const { t } = useTranslation();
  return (result) => {
    if (result.knockOuts.length === 0) return null;
    const rules = result.knockOuts.map((rule) => {
      const criterion = titleOf(rule.leafId);
      return criterion === undefined ? rule.reason : t('questionnaire.knockOut.rule', { criterion, reason: rule.reason });
    });
    return t('questionnaire.knockOut.by', { rules: rules.join('; ') });
  };
}
