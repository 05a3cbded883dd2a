import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPercent } from '../../model/percent';
import { formatNumberText, parseNumberText } from '../../model/number-text';
import { toShown, type InputKind } from '../../model/field-specs';

type NumberTextInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'error'> & {
  value: number | null | undefined;
  kind: Exclude<InputKind, 'text' | 'date'>;
  onValueChange: (value: number | null) => void;
  error?: string | undefined;
};

function sameNumber(a: number | null, b: number | null): boolean {
  return a === b;
}

/**
 * A number field that keeps what the user typed: text that is not a number yet ("-", "2,5") stays in
 * the field with an error and leaves the stored value alone. Rates are typed in percent and stored as
 * decimals. A change of the stored value from elsewhere (example, ship type, reset) replaces the text.
 */
export function NumberTextInput({ value, kind, onValueChange, error, onBlur, ...props }: NumberTextInputProps) {
  const { t } = useTranslation();
  const shown = value === null || value === undefined ? null : toShown(value, kind);
  const [text, setText] = useState(() => formatNumberText(shown));
  const [previous, setPrevious] = useState(shown);
  const parsed = parseNumberText(text);

  if (!sameNumber(previous, shown)) {
    // Adjusting state to a changed prop during render, as React recommends over an effect.
    setPrevious(shown);
    if (!parsed.ok || !sameNumber(parsed.value, shown)) setText(formatNumberText(shown));
  }

  const handleChange = (next: string) => {
    setText(next);
    const reading = parseNumberText(next);
    if (!reading.ok || sameNumber(reading.value, shown)) return;
    const stored = reading.value === null ? null : kind === 'percent' ? fromPercent(reading.value) : reading.value;
    onValueChange(stored);
  };

  return (
    <TextInput
      {...props}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => handleChange(event.currentTarget.value)}
      onBlur={(event) => {
        if (parsed.ok) setText(formatNumberText(parsed.value));
        onBlur?.(event);
      }}
      error={parsed.ok ? error : t('cashflow.notANumber')}
    />
  );
}
