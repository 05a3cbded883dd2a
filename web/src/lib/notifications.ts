import { notifications } from '@mantine/notifications';
import { i18n } from './i18n';

/** How long a notification stays, and where (docs/spec/product-spec.md section 9). */
export const notificationSettings = { position: 'top-right', autoClose: 5000 } as const;

type Kind = 'success' | 'warning' | 'error' | 'info';
const colors: Record<Kind, string> = { success: 'teal', warning: 'yellow', error: 'red', info: 'blue' };

/** Shows one top-right notification; the text is already translated. Its close button is named for screen readers. */
export function notify(kind: Kind, message: string): void {
  notifications.show({ color: colors[kind], message, withBorder: true, closeButtonProps: { 'aria-label': i18n.t('common.close') } });
}
