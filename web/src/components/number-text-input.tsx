import { languageOfTag, type Language } from '@keelson/core';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumberText, numberExample, parseNumberText, textForStoredValue } from '../lib/number-text';

export type NumberTextInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'error'> & {
  /** The number the model holds, as the field shows it (a rate in percent), or null for none. */
  value: number | null;
  /** The number the typed text means, or null for an empty field and for text that is refused. */
  onValueChange: (value: number | null) => void;
  /** The refused text while there is one, then null (also when the field goes), so that the record can say so. */
  onRefusal?: (text: string | null) => void;
  /** A further reason to refuse a number the notation reads (a weight above 100), in words. */
  refuse?: (value: number) => string | undefined;
  error?: string | undefined;
};

type Reading = { ok: true; value: number | null } | { ok: false; reason: string };

/**
 * A number field in the active language's notation (English 1,234.5, German 1.234,5). Text it refuses — another
 * notation, an exponent, a suffix, a stray separator — stays in the field for correction with the reason beside
 * it, and the model holds no value meanwhile (onValueChange(null)): never the previous one, so that the field
 * never shows one number while the model uses another. Leaving the field formats a number and keeps refused text.
 */
export function NumberTextInput({ value, onValueChange, onRefusal, refuse, error, onBlur, ...props }: NumberTextInputProps) {
  const { t, i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  const [text, setText] = useState(() => formatNumberText(value, language));
  const [previous, setPrevious] = useState({ value, language });

  const read = (typed: string, inLanguage: Language = language): Reading => {
    const parsed = parseNumberText(typed, inLanguage);
    if (!parsed.ok) return { ok: false, reason: t('entry.numberRefused', { example: numberExample(inLanguage) }) };
    const reason = parsed.value === null ? undefined : refuse?.(parsed.value);
    return reason === undefined ? parsed : { ok: false, reason };
  };

  if (previous.value !== value || previous.language !== language) {
    // Adjusting state to changed props during render, as React recommends over an effect.
    setPrevious({ value, language });
    if (previous.language !== language) {
      // A number is shown again in the new notation; refused text stays, and is read in the new one below.
      if (read(text, previous.language).ok) setText(formatNumberText(value, language));
    } else {
      setText(textForStoredValue(text, value, language));
    }
  }

  const reading = read(text);
  const refusedText = reading.ok ? null : text;
  const onRefusalRef = useRef(onRefusal);
  const onValueChangeRef = useRef(onValueChange);
  useEffect(() => {
    onRefusalRef.current = onRefusal;
    onValueChangeRef.current = onValueChange;
  });
  useEffect(() => onRefusalRef.current?.(refusedText), [refusedText]);
  useEffect(() => () => onRefusalRef.current?.(null), []);
  // Refused text that reads as a number in a newly chosen language ("1,5" refused in English is 1.5 in German): the
  // model takes that number, so that the field and the model agree again.
  const languageRef = useRef(language);
  useEffect(() => {
    const before = languageRef.current;
    languageRef.current = language;
    if (before === language || parseNumberText(text, before).ok || !reading.ok || reading.value === value) return;
    onValueChangeRef.current(reading.value);
  });

  const handleChange = (next: string) => {
    setText(next);
    const nextReading = read(next);
    const nextValue = nextReading.ok ? nextReading.value : null;
    if (nextValue !== value) onValueChange(nextValue);
  };

  return (
    <TextInput
      {...props}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => handleChange(event.currentTarget.value)}
      onBlur={(event) => {
        if (reading.ok) setText(formatNumberText(reading.value, language));
        onBlur?.(event);
      }}
      error={reading.ok ? error : reading.reason}
    />
  );
}
