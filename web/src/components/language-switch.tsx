import { isLanguage, languages, notations, type Language } from '@keelson/core';
import { VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeAppLanguage } from '../lib/app-language';
import { activeLanguage } from '../lib/i18n';
import classes from './language-switch.module.css';

/**
 * Each language by its code and its own name ("Deutsch" in the English page too, as language pickers do),
 * so that a reader finds their language whatever the page is in: these are names, not texts to translate.
 */
const choices: readonly { value: Language; code: string; name: string }[] = languages.map((value) => ({
  value,
  code: value.toUpperCase(),
  name: notations[value].name,
}));

type LanguageSwitchProps = {
  /** Called after the page has changed to the chosen language, to remember it beyond this browser (the profile). */
  onChosen?: (language: Language) => void;
};

/**
 * "EN / DE" (core's `languages`) in the header: the page changes language at once, without a reload; the browser
 * remembers the choice. A group of radio buttons (arrow keys move between them), drawn as a segmented control.
 */
export function LanguageSwitch({ onChosen }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const name = useId();
  const active = activeLanguage();
  const choose = async (value: string) => {
    if (!isLanguage(value) || value === activeLanguage()) return;
    // Ship-type names, templates and messages come from the server in the language of the request: fetched again.
    await changeAppLanguage(value);
    onChosen?.(value);
  };
  return (
    <div role="radiogroup" aria-label={t('language.label')} className={classes.root}>
      {choices.map(({ value, code, name: languageName }) => (
        <span key={value}>
          <input
            type="radio"
            className={classes.input}
            id={`${name}-${value}`}
            name={name}
            value={value}
            checked={value === active}
            onChange={(event) => void choose(event.currentTarget.value)}
          />
          <label htmlFor={`${name}-${value}`} className={classes.label} lang={value}>
            <span aria-hidden="true">{code}</span>
            <VisuallyHidden>{languageName}</VisuallyHidden>
          </label>
        </span>
      ))}
    </div>
  );
}
