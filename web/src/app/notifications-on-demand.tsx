import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsContainer = lazy(async () => ({ default: (await import('./notifications-container')).NotificationsContainer }));

/**
 * The notifications' container (top-right, 5000 ms), loaded with the first notification: `notify` only puts it in the
 * notifications' store, and a page that never notifies (the index page) loads neither the container nor its styles.
 */
export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}
