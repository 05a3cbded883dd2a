import type { Kpis, ScreenKeyFigure } from '@keelson/core';
import { Button } from '@mantine/core';
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/titled-section';
import classes from './figure-card.module.css';
import { figureStatus, type FigureStatus } from './figure-statuses';
import { formatKeyFigure, keyFigureExplanation, keyFigureLabel, keyFigureNullReason } from './key-figure-text';
import { NotDefined } from './not-defined';

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
  /** One edit the card offers, named by what it does (its label says the value it sets). */
  action?: FigureAction | undefined;
};

/** A card's action: a button whose label names the change it makes. */
export type FigureAction = { label: string; onClick: () => void };

const noDetails: readonly string[] = [];

const toneIcon = { good: '✓', warning: '⚠', neutral: '•' } as const;

/** One key figure as a small description list: its name, its value, an optional judgement and a one-line explanation. */
export const FigureCard = memo(function FigureCard({ label, value, explanation, nullReason, status, details = noDetails, action }: FigureCardProps) {
  return (
    <dl className={classes.card} data-warning={status?.tone === 'warning' || undefined}>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value}>{value ?? <NotDefined reason={nullReason} />}</dd>
      {status ? (
        <dd className={`${classes.status} ${classes[status.tone]}`}>
          <span aria-hidden="true">{toneIcon[status.tone]} </span>
          {status.text}
        </dd>
      ) : null}
      {details.map((detail) => (
        <dd key={detail} className={classes.detail}>
          {detail}
        </dd>
      ))}
      {action === undefined ? null : (
        <dd className={classes.detail}>
          <Button size="compact-sm" variant="light" mt={4} onClick={action.onClick}>
            {action.label}
          </Button>
        </dd>
      )}
      <dd className={classes.explanation}>{explanation}</dd>
    </dl>
  );
}, sameCard);

/** Cards that read the same: a new calculation draws only the cards whose figures changed. */
function sameCard(before: FigureCardProps, after: FigureCardProps): boolean {
  const details = (props: FigureCardProps) => (props.details ?? noDetails).join('\n');
  return (
    before.label === after.label &&
    before.value === after.value &&
    before.explanation === after.explanation &&
    before.nullReason === after.nullReason &&
    before.status?.tone === after.status?.tone &&
    before.status?.text === after.status?.text &&
    details(before) === details(after) &&
    // The label says the value the action sets: the same label sets the same value.
    before.action?.label === after.action?.label
  );
}

/** A titled group of key-figure cards: an h3 over a responsive grid. */
export function FigureGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection title={title} order={3}>
      <div className={classes.grid}>{children}</div>
    </TitledSection>
  );
}

/** One card of a figure grid: the figure's name, and further lines beside its value and judgement. */
export type Figure = { name: ScreenKeyFigure; details?: readonly string[]; action?: FigureAction | undefined };

type FigureGridProps = { title: string; kpis: Kpis; currency: string | null | undefined; figures: readonly Figure[] };

/**
 * A figure group whose cards are given by name: each card's label, explanation, value, null reason and judgement
 * follow from core's key-figure catalogue and the result's figures.
 */
export function FigureGrid({ title, kpis, currency, figures }: FigureGridProps) {
  const { t } = useTranslation();
  // The cards' names, explanations and null reasons are looked up once per language, not at every calculation.
  const names = figures.map((figure) => figure.name).join(' ');
  const texts = useMemo(
    () =>
      new Map(
        (names.split(' ') as ScreenKeyFigure[]).map((name) => [
          name,
          { label: keyFigureLabel(name, t), explanation: keyFigureExplanation(name, t), nullReason: keyFigureNullReason(name, t) },
        ]),
      ),
    [names, t],
  );
  return (
    <FigureGroup title={title}>
      {figures.map(({ name, details, action }) => (
        <FigureCard
          key={name}
          label={texts.get(name)?.label ?? name}
          explanation={texts.get(name)?.explanation ?? ''}
          nullReason={texts.get(name)?.nullReason}
          value={formatKeyFigure(name, kpis, currency)}
          status={figureStatus(name, kpis, currency, t)}
          details={details}
          action={action}
        />
      ))}
    </FigureGroup>
  );
}
