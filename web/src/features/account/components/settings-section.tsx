import { Paper, Title } from '@mantine/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';

type SettingsSectionProps = {
  title: string;
  children: ReactNode;
  /** Drawn out, for a section the user was sent to (an administrator who must set up a second factor first). */
  highlighted?: boolean;
  /** Scrolls to the section and puts the keyboard on its heading when it appears. */
  focusOnMount?: boolean;
};

/** One titled part of the settings page, a region named by its heading. */
export function SettingsSection({ title, children, highlighted = false, focusOnMount = false }: SettingsSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focusOnMount) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, [focusOnMount]);

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="lg"
      radius="md"
      style={highlighted ? { borderColor: 'var(--mantine-color-yellow-7)', borderWidth: 2 } : undefined}
    >
      <Title order={2} size="h3" mb="md" id={headingId} ref={heading} tabIndex={focusOnMount ? -1 : undefined}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
