import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { removeFromLists } from './query-client';

describe('removeFromLists', () => {
  it('removes the entry of that id from every cached list and page under the key, and from nothing else', async () => {
    const client = new QueryClient();
    const page = (ids: string[], total: number) => ({ items: ids.map((id) => ({ id })), page: { offset: 0, limit: 25, total } });
    client.setQueryData(['cashflows', 'list', 'own', 'ann', 'whole'], [{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    client.setQueryData(['cashflows', 'list', 'all', { pageIndex: 0 }], page(['b', 'd'], 30));
    client.setQueryData(['cashflows', 'list', 'all', { pageIndex: 1 }], page(['e'], 30));
    client.setQueryData(['utilityAnalyses', 'list', 'all'], [{ id: 'b' }]);
    await removeFromLists(client, ['cashflows', 'list'], 'b');
    expect(client.getQueryData(['cashflows', 'list', 'own', 'ann', 'whole'])).toEqual([{ id: 'a' }, { id: 'c' }]);
    expect(client.getQueryData(['cashflows', 'list', 'all', { pageIndex: 0 }])).toEqual(page(['d'], 29));
    expect(client.getQueryData(['cashflows', 'list', 'all', { pageIndex: 1 }])).toEqual(page(['e'], 30));
    expect(client.getQueryData(['utilityAnalyses', 'list', 'all'])).toEqual([{ id: 'b' }]);
    expect(client.getQueryState(['cashflows', 'list', 'all', { pageIndex: 0 }])?.isInvalidated).toBe(true);
  });
});
