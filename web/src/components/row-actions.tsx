import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/** One button of a table row: a link (`to`) or an action (`onClick`), named for screen readers with the row's item. */
export type RowAction = {
  label: string;
  /** The accessible name, which says whose action it is ("Delete Kamsarmax"). */
  name: string;
  to?: string;
  onClick?: () => void;
  tone?: 'primary' | 'plain' | 'danger';
  loading?: boolean;
  disabled?: boolean;
};

const variants = { primary: 'light', plain: 'default', danger: 'subtle' } as const;

/** The buttons of a table row, side by side: open first, delete last. */
export function RowActions({ actions }: { actions: readonly (RowAction | null)[] }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {actions.map((action) => {
        if (action === null) return null;
        const tone = action.tone ?? 'plain';
        const common = {
          size: 'xs',
          variant: variants[tone],
          color: tone === 'danger' ? 'red.9' : undefined,
          // Mantine's subtle variant writes its text in shade 6 whatever shade is asked for: below 4.5:1 on white.
          c: tone === 'danger' ? 'red.9' : undefined,
          loading: action.loading,
          disabled: action.disabled,
          'aria-label': action.name,
        } as const;
        return action.to === undefined ? (
          <Button key={action.name} {...common} onClick={action.onClick}>
            {action.label}
          </Button>
        ) : (
          <Button key={action.name} {...common} component={Link} to={action.to}>
            {action.label}
          </Button>
        );
      })}
    </Group>
  );
}
