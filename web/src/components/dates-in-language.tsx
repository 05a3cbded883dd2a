import '@mantine/dates/styles.css';
// The dayjs locale of every language's date pickers (core's `notations`) but English, which dayjs has built in;
// dates-in-language.test.ts fails for a language whose locale is not imported here.
import 'dayjs/locale/de';
import { languageOfTag, notations } from '@keelson/core';
import { DatesProvider } from '@mantine/dates';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A page with date pickers, inside the pickers' settings: month and day names in the active language (its notation's
 * dayjs locale). Loaded with the pages that have date inputs, so that the others never load the pickers.
 */
export function withDatesInLanguage(Page: ComponentType): ComponentType {
  function PageWithDates() {
    const { i18n } = useTranslation();
    return (
      <DatesProvider settings={{ locale: notations[languageOfTag(i18n.language)].datePickerLocale }}>
        <Page />
      </DatesProvider>
    );
  }
  PageWithDates.displayName = `WithDatesInLanguage(${Page.displayName ?? Page.name})`;
  return PageWithDates;
}
