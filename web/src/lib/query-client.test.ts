import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { removeFromLists } from './query-client';

describe('removeFromLists', () => {
  it('removes the entry of that id from every cached list under the key, and from nothing else', async () => {
    const client = new QueryClient();
    client.setQueryData(['cashflows', 'list', 'own', 'ann'], [{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    client.setQueryData(['cashflows', 'list', 'all'], [{ id: 'b' }, { id: 'd' }]);
    client.setQueryData(['utilityAnalyses', 'list', 'all'], [{ id: 'b' }]);
    await removeFromLists(client, ['cashflows', 'list'], 'b');
    expect(client.getQueryData(['cashflows', 'list', 'own', 'ann'])).toEqual([{ id: 'a' }, { id: 'c' }]);
    expect(client.getQueryData(['cashflows', 'list', 'all'])).toEqual([{ id: 'd' }]);
    expect(client.getQueryData(['utilityAnalyses', 'list', 'all'])).toEqual([{ id: 'b' }]);
    expect(client.getQueryState(['cashflows', 'list', 'all'])?.isInvalidated).toBe(true);
  });
});
