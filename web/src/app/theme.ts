import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A deep sea blue, dark enough at shade 7 for text on white (WCAG AA). */
const keelson: MantineColorsTuple = ['#eaf2f9', '#d3e2ef', '#a4c3e0', '#72a2d1', '#4987c4', '#3076bd', '#236dbb', '#1a5c9f', '#1c3d5a', '#0f2a42'];

export const theme = createTheme({
  primaryColor: 'keelson',
  primaryShade: 7,
  colors: { keelson },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
});

/**
 * Mantine's default dimmed grey and error red are below 4.5:1 on white; secondary text and field
 * errors (the message and the text in the field) use darker shades. The text of yellow's light variant (a warning's
 * title, a light badge) is a dark amber: Mantine's darkest yellow reads at 2.7:1 on its light yellow ground, this at 5.1:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-yellow-light-color': '#a05200',
  },
  dark: {},
});
