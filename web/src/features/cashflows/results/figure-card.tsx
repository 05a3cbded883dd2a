import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/titled-section';
import classes from './figure-card.module.css';
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

const noDetails: readonly string[] = [];

const toneIcon = { good: '✓', warning: '⚠', neutral: '•' } as const;

/** One key figure as a small description list: its name, its value, an optional judgement and a one-line explanation. */
export const FigureCard = memo(function FigureCard({ label, value, explanation, nullReason, status, details = noDetails }: FigureCardProps) {
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
    details(before) === details(after)
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
  // The cards' names and explanations are looked up once per language, not at every calculation.
  const names = figures.map((figure) => figure.name).join(' ');
  const texts = useMemo(
    () =>
      new Map(
        (names.split(' ') as FigureName[]).map((name) => [
          name,
          { label: t(`cashflowResults.figures.${name}.label`), explanation: t(`cashflowResults.figures.${name}.explanation`) },
        ]),
      ),
    [names, t],
  );
  return (
    <FigureGroup title={title}>
      {figures.map(({ name, ...figure }) => (
        <FigureCard key={name} label={texts.get(name)?.label ?? name} explanation={texts.get(name)?.explanation ?? ''} {...figure} />
      ))}
    </FigureGroup>
  );
}
