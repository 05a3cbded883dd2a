import { languageOfTag } from '@keelson/core';
import { DateInput } from '@mantine/dates';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { modelDateRange, parseDateText } from '../../../../lib/date-text';
import { dateFormatOf, refusalText, useRefusedFields } from '../../model/refused-fields';

type DateFieldProps = {
  /** The field's path in core's terms (`valuationDate`, `tranches.0.disbursementDate`). */
  path: string;
  id: string;
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  /** Whether the calculation needs the date: then it has no clear button. */
  required: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
};

/**
 * A date of the cashflow with a date picker, typed in the language's notation (01.07.2026 in German, 2026-07-01 in
 * English) and stored as `YYYY-MM-DD`. Typed text that is no date of the model stays in the field with the reason
 * beside it while the model holds no date (model/refused-fields.ts), as a refused number does.
 */
export function DateField({ path, id, label, description, error, required, value, onChange }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  const refused = useRefusedFields((state) => state.entries[path]);
  const setEntry = useRefusedFields((state) => state.setEntry);
  const generation = useRefusedFields((state) => state.generation);
  useEffect(() => () => setEntry(path, null), [path, setEntry]);
  // The picker keeps its own text: a new language or a replacing draft starts it afresh (the key below), without the
  // refused text; so does a date stored from elsewhere.
  useEffect(() => setEntry(path, null), [language, path, setEntry]);
  useEffect(() => {
    if (value !== null) setEntry(path, null);
  }, [value, path, setEntry]);

  const handleInput = (text: string) => {
    const parsed = parseDateText(text, language);
    if (parsed.ok) {
      setEntry(path, null);
      if (parsed.value !== value) onChange(parsed.value);
    } else {
      setEntry(path, { text, entry: 'date' });
      if (value !== null) onChange(null);
    }
  };

  return (
    <DateInput
      key={`${generation}-${language}`}
      id={id}
      label={label}
      description={description}
      placeholder={t('entry.datePattern')}
      valueFormat={dateFormatOf(i18n.language)}
      dateParser={(text) => {
        const parsed = parseDateText(text, language);
        return parsed.ok ? parsed.value : null;
      }}
      ariaLabels={t('entry.calendar', { returnObjects: true })}
      // Weekends and the neighbouring months' days are not set apart: their colours were too faint to read (WCAG AA).
      weekendDays={[]}
      hideOutsideDates
      minDate={modelDateRange.min}
      maxDate={modelDateRange.max}
      clearable={!required}
      clearButtonProps={{ 'aria-label': t('entry.clearDate', { label }) }}
      allowDeselect
      // Refused text stays when the field is left, so that it is corrected rather than silently replaced.
      fixOnBlur={refused === undefined}
      value={value}
      onInput={(event) => handleInput(event.currentTarget.value)}
      onChange={(next) => {
        setEntry(path, null);
        if (next !== value) onChange(next);
      }}
      error={refused === undefined ? error : refusalText(refused, t, i18n.language)}
    />
  );
}
