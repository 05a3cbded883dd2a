import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { memo, useRef, type MouseEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  forgetOrigin,
  jumpToPart,
  rememberOrigin,
  resultPartId,
  resultParts,
  returnTo,
  useResultNavigation,
  type ResultPart,
} from '../model/result-navigation';

/**
 * One link per part of the results (key figures, charts, year table, analysis): a click scrolls the part into view and
 * puts the keyboard on its heading; the part being read is marked as the current one. After a jump from an input, "Back
 * to <its label>" returns to it where it stood. It takes no props and reads only the navigation's store, so a
 * keystroke does not draw it again.
 */
export const ResultsNavigation = memo(function ResultsNavigation() {
  const { t } = useTranslation();
  const present = useResultNavigation((state) => state.present);
  const current = useResultNavigation((state) => state.current);
  const origin = useResultNavigation((state) => state.origin);
  const ref = useRef<HTMLDivElement>(null);
  const jump = (part: ResultPart) => (event: MouseEvent) => {
    event.preventDefault();
    if (!present.includes(part)) return;
    // The way back shows first, so that the bar has its final height when the part is placed below it.
    flushSync(rememberOrigin);
    jumpToPart(part, ref.current?.closest<HTMLElement>('[data-sticky-bar]') ?? null);
  };
  const goBack = () => {
    if (origin === null) return;
    // The way back goes first, so that the page has the height it had when the user left the input.
    flushSync(forgetOrigin);
    returnTo(origin);
  };
  return (
    <Group ref={ref} component="nav" aria-label={t('workbench.navigation.label')} gap="xs" justify="space-between" wrap="wrap" miw={0}>
      {/* On a phone the links scroll sideways inside the bar rather than the page. */}
      <Group gap={4} wrap="nowrap" miw={0} maw="100%" style={{ overflowX: 'auto' }}>
        {/* Left out on a phone, where the four links hardly fit. */}
        <Text component="span" size="sm" c="gray.7" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('workbench.navigation.intro')}
        </Text>
        <Group component="ul" gap={4} wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }}>
          {resultParts.map((part) => {
            const available = present.includes(part);
            return (
              <li key={part}>
                <Button
                  component="a"
                  href={`#${resultPartId(part)}`}
                  size="compact-sm"
                  variant={current === part ? 'filled' : 'default'}
                  aria-current={current === part ? 'location' : undefined}
                  // Until the model calculates there are no results to go to (the status below the form says why).
                  aria-disabled={available ? undefined : true}
                  data-disabled={available ? undefined : true}
                  onClick={jump(part)}
                >
                  {t(`workbench.navigation.parts.${part}`)}
                </Button>
              </li>
            );
          })}
        </Group>
      </Group>
      {origin === null ? null : (
        <Button size="compact-sm" variant="light" maw="100%" onClick={goBack} leftSection={<span aria-hidden="true">↩</span>}>
          {/* A long label ends in an ellipsis rather than cut off. */}
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}>
            {origin.label === null ? t('workbench.navigation.backToForm') : t('workbench.navigation.back', { label: origin.label })}
          </span>
        </Button>
      )}
    </Group>
  );
});

/** On a phone, where the actions bar stays in the flow: the navigation alone in a bar held below the header. */
export function ResultsNavigationStrip({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <Paper
      ref={ref}
      data-sticky-bar
      withBorder
      shadow="xs"
      px="xs"
      py={6}
      mb="md"
      radius="md"
      style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 60px)', zIndex: 20 }}
    >
      <Box miw={0}>
        <ResultsNavigation />
      </Box>
    </Paper>
  );
}
