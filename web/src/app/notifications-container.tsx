import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { notificationSettings } from '../lib/notifications';

/** Where notifications show (docs/spec/product-spec.md section 9): top-right, for 5000 ms. */
export function NotificationsContainer() {
  return <Notifications position={notificationSettings.position} autoClose={notificationSettings.autoClose} />;
}
