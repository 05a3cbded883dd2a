import { Input, PinInput, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { appCodeLength, type CodeKind } from '../second-factor-code';

type CodeFieldProps = {
  /** The base of the inputs' ids; the app's code uses `${id}-1` … `${id}-6`. */
  id: string;
  kind: CodeKind;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** The first input, for putting the keyboard back after an error. */
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
};

/**
 * Where a second-factor code is typed: six boxes for the authenticator app's code (the browser may fill them from a
 * message, `one-time-code`), or one text input for a recovery code. The boxes form a group named by the visible
 * label; each box says which digit it is, and the error is read out with each of them.
 */
export function CodeField({ id, kind, value, onChange, error, inputRef, autoFocus = false }: CodeFieldProps) {
  const { t } = useTranslation();
  if (kind === 'recovery') {
    return (
      <TextInput
        id={id}
        ref={inputRef}
        label={t('fields.recoveryCode')}
        description={t('fields.recoveryCodeHint')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus={autoFocus}
        required
      />
    );
  }
  const wrapperId = `${id}-1`;
  const label = t('fields.authenticationCode');
  return (
    <Input.Wrapper id={wrapperId} label={label} description={t('fields.authenticationCodeHint')} error={error} required>
      <PinInput
        id={id}
        ref={inputRef}
        length={appCodeLength}
        type="number"
        oneTimeCode
        autoFocus={autoFocus}
        value={value}
        onChange={onChange}
        error={error !== null}
        aria-labelledby={`${wrapperId}-label`}
        mt={6}
        getInputProps={(index) => ({
          'aria-label': t('fields.authenticationCodeDigit', { label, position: index + 1, length: appCodeLength }),
          'aria-describedby': error === null ? `${wrapperId}-description` : `${wrapperId}-error`,
        })}
      />
    </Input.Wrapper>
  );
}
