import { useState } from 'react';
import { notifyFailure } from './notifications';

/**
 * A task on one item of a list at a time (duplicating it, say): `pendingId` names the item it runs for,
 * so that its button shows it is busy and the others wait. A failure is notified with the server's
 * words or `failed`.
 */
export function usePendingItem<Item extends { id: string }>(task: (item: Item) => Promise<void>, failed: string) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const start = async (item: Item) => {
    setPendingId(item.id);
    try {
      await task(item);
    } catch (error) {
      notifyFailure(error, failed);
    } finally {
      setPendingId(null);
    }
  };
  return { pendingId, start };
}
