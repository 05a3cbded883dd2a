import { notifications } from '@mantine/notifications';
import { formErrorsOf } from './form-errors';
import { i18n } from './i18n';

/** How long a notification stays, and where (docs/spec/product-spec.md section 9). */
export const notificationSettings = { position: 'top-right', autoClose: 5000 } as const;

type Kind = 'success' | 'warning' | 'error' | 'info';
const colors: Record<Kind, string> = { success: 'teal', warning: 'yellow', error: 'red', info: 'blue' };

/** Shows one top-right notification; the text is already translated. Its close button is named for screen readers. */
export function notify(kind: Kind, message: string): void {
  notifications.show({ color: colors[kind], message, withBorder: true, closeButtonProps: { 'aria-label': i18n.t('common.close') } });
}

/** Notifies what a failed call means: the server's texts it can name (formErrorsOf), else `fallback`. */
export function notifyFailure(error: unknown, fallback: string): void {
  for (const notice of formErrorsOf(error, { fields: [], fallback }).notices) notify('error', notice);
}

/**
 * Puts a link on the clipboard and says so. Without clipboard access (an insecure origin, a refused
 * permission) the notification shows the link instead, so that it can still be copied by hand.
 */
export async function copyLink(link: string, texts: { copied: string; failed: (link: string) => string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    notify('success', texts.copied);
  } catch {
    notify('warning', texts.failed(link));
  }
}
