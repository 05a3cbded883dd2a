import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/titled-section';
import { NotDefined } from './not-defined';

export type FigureStatus = { tone: 'good' | 'warning' | 'neutral'; text: string };

type FigureCardProps = {
  label: string;
  /** The formatted value; null shows an em dash that says why. */
  value: string | null;
  explanation: string;
  /** Why the value is null, when "not defined" says too little (e.g. a payback never reached). */
  nullReason?: string;
  /** A judgement beside the value, in words and an icon as well as in colour. */
  status?: FigureStatus | null;
  /** Further lines, e.g. the price a value is compared with. */
  details?: readonly string[];
};

// Shades with at least 4.5:1 on white; Mantine's default red and green are lighter.
const toneColor = { good: 'teal.9', warning: 'red.9', neutral: 'gray.7' } as const;
const toneIcon = { good: '✓', warning: '⚠', neutral: '•' } as const;

/** One key figure as a small description list: its name, its value, an optional judgement and a one-line explanation. */
export function FigureCard({ label, value, explanation, nullReason, status, details = [] }: FigureCardProps) {
  const warning = status?.tone === 'warning';
  return (
    <Paper component="dl" withBorder p="md" m={0} style={warning ? { borderColor: 'var(--mantine-color-red-9)', borderWidth: 2 } : undefined}>
      <Text component="dt" size="sm" fw={600} c="gray.7">
        {label}
      </Text>
      <Text component="dd" ms={0} size="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value ?? <NotDefined reason={nullReason} />}
      </Text>
      {status ? (
        <Text component="dd" ms={0} size="sm" fw={600} c={toneColor[status.tone]}>
          <span aria-hidden="true">{toneIcon[status.tone]} </span>
          {status.text}
        </Text>
      ) : null}
      {details.map((detail) => (
        <Text key={detail} component="dd" ms={0} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {detail}
        </Text>
      ))}
      <Text component="dd" ms={0} mt={4} size="xs" c="gray.7">
        {explanation}
      </Text>
    </Paper>
  );
}

/** A titled group of key-figure cards: an h3 over a responsive grid. */
export function FigureGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection title={title} order={3}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {children}
      </SimpleGrid>
    </TitledSection>
  );
}

/** The key figures, by the key of their texts (`cashflowResults.figures.<name>.label` and `.explanation`). */
type FigureName =
  | 'dcfValue'
  | 'projectIrr'
  | 'projectNpv'
  | 'equityIrr'
  | 'equityNpv'
  | 'minDscr'
  | 'avgDscr'
  | 'maxLtv'
  | 'maxBalloonLtv'
  | 'minLiquidity'
  | 'breakevenCharterRate'
  | 'avgCashBreakevenRate'
  | 'maxCashBreakevenRate'
  | 'paybackDate'
  | 'discountedPaybackDate';

/** One card of a figure grid: its name gives its label and explanation. */
export type Figure = Omit<FigureCardProps, 'label' | 'explanation'> & { name: FigureName };

/** A figure group whose cards are given as data, each named by its texts' key. */
export function FigureGrid({ title, figures }: { title: string; figures: readonly Figure[] }) {
  const { t } = useTranslation();
  return (
    <FigureGroup title={title}>
      {figures.map(({ name, ...figure }) => (
        <FigureCard key={name} label={t(`cashflowResults.figures.${name}.label`)} explanation={t(`cashflowResults.figures.${name}.explanation`)} {...figure} />
      ))}
    </FigureGroup>
  );
}
