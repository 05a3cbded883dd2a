import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { DatesProvider } from '@mantine/dates';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A page with date pickers, inside the pickers' settings: month and day names in the active language (dayjs's German
 * locale, else English). Loaded with the pages that have date inputs, so that the others never load the pickers.
 */
export function withDatesInLanguage(Page: ComponentType): ComponentType {
  function PageWithDates() {
    const { i18n } = useTranslation();
    return (
      <DatesProvider settings={{ locale: i18n.language.toLowerCase().startsWith('de') ? 'de' : 'en' }}>
        <Page />
      </DatesProvider>
    );
  }
  PageWithDates.displayName = `WithDatesInLanguage(${Page.displayName ?? Page.name})`;
  return PageWithDates;
}
