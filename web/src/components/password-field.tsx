import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide toggle is reachable by keyboard and named in the page's language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return <PasswordInput visibilityToggleFocusable visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }} {...props} />;
}
