import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeAppLanguage } from '../lib/app-language';
import { activeLanguage, isLanguage, type Language } from '../lib/i18n';

/**
 * Each language by its code and its own name ("Deutsch" in the English page too, as language pickers do),
 * so that a reader finds their language whatever the page is in: these are names, not texts to translate.
 */
const choices: readonly { value: Language; code: string; name: string }[] = [
  { value: 'en', code: 'EN', name: 'English' },
  { value: 'de', code: 'DE', name: 'Deutsch' },
];

type LanguageSwitchProps = {
  /** Called after the page has changed to the chosen language, to remember it beyond this browser (the profile). */
  onChosen?: (language: Language) => void;
};

/** "EN / DE" in the header: the page changes language at once, without a reload; the browser remembers the choice. */
export function LanguageSwitch({ onChosen }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const choose = async (value: string) => {
    if (!isLanguage(value) || value === activeLanguage()) return;
    // Ship-type names, templates and messages come from the server in the language of the request: fetched again.
    await changeAppLanguage(value);
    onChosen?.(value);
  };
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={activeLanguage()}
      onChange={(value) => void choose(value)}
      data={choices.map(({ value, code, name }) => ({
        value,
        label: (
          <span lang={value}>
            <span aria-hidden="true">{code}</span>
            <VisuallyHidden>{name}</VisuallyHidden>
          </span>
        ),
      }))}
    />
  );
}
