import { useComputedColorScheme } from '@mantine/core';

/**
 * The results charts' colours: Okabe and Ito's palette (blue, vermillion, bluish green and black), whose hues stay apart
 * for readers with a red-green colour-vision deficiency, as the orange and red the charts had before did not. Each has
 * a shade for the light and one for the dark theme that stands out from the page at 3:1 or more (WCAG 1.4.11), and
 * the series of a chart differ in form too (bars, solid, dashed and dotted lines). Vermillion is debt and what is
 * short or breached; grey is for the zero line and levels that are no covenant.
 */
export type ChartHue = 'blue' | 'vermillion' | 'green' | 'black' | 'grey';

export type ChartScheme = 'light' | 'dark';

export const chartPalette: Record<ChartScheme, Record<ChartHue, string>> = {
  light: { blue: '#0072B2', vermillion: '#D55E00', green: '#007A59', black: '#1A1A1A', grey: '#868E96' },
  dark: { blue: '#56B4E9', vermillion: '#E0712A', green: '#009E73', black: '#E9ECEF', grey: '#909296' },
};

/** The page behind the charts: Mantine's body colour in each theme. */
export const chartBackground: Record<ChartScheme, string> = { light: '#FFFFFF', dark: '#242424' };

/** The chart colours of the theme the page shows. */
export function useChartColors(): Record<ChartHue, string> {
  return chartPalette[useComputedColorScheme('light')];
}
