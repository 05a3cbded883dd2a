import { useComputedColorScheme } from '@mantine/core';

/**
 * The results charts' colours: Okabe and Ito's palette (blue, vermillion, bluish green and black), whose hues stay apart
 * for readers with a red-green colour-vision deficiency, as the orange and red the charts had before did not. Each has
 * a shade for the light and one for the dark theme that stands out from the page at 3:1 or more (WCAG 1.4.11), and
 * the series of a chart differ in form too (bars, solid, dashed and dotted lines). Vermillion is debt and what is
 * short or breached; grey is for the zero line and levels that are no covenant. `page` is the ground the labels of
 * lines are outlined with, so that they stay legible where they cross a bar.
 */
export type ChartHue = 'blue' | 'vermillion' | 'green' | 'black' | 'grey' | ChartTextHue | 'page';

/** The labels of the lines a chart draws in vermillion and grey: the same hues, dark or light enough for text (4.5:1). */
export type ChartTextHue = 'vermillionText' | 'greyText';

export type ChartScheme = 'light' | 'dark';

export const chartPalette: Record<ChartScheme, Record<ChartHue, string>> = {
  light: {
    blue: '#0072B2',
    vermillion: '#D55E00',
    green: '#007A59',
    black: '#1A1A1A',
    grey: '#868E96',
    vermillionText: '#B35000',
    greyText: '#495057',
    page: '#FFFFFF',
  },
  dark: {
    blue: '#56B4E9',
    vermillion: '#E0712A',
    green: '#009E73',
    black: '#E9ECEF',
    grey: '#909296',
    vermillionText: '#E0712A',
    greyText: '#C9C9C9',
    page: '#242424',
  },
};

/** The page behind the charts: Mantine's body colour in each theme. */
export const chartBackground: Record<ChartScheme, string> = { light: chartPalette.light.page, dark: chartPalette.dark.page };

/** The chart colours of the theme the page shows. */
export function useChartColors(): Record<ChartHue, string> {
  return chartPalette[useComputedColorScheme('light')];
}
