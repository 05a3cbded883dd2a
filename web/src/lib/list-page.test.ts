import { describe, expect, it } from 'vitest';
import { fetchAllPages, firstPage, listQueryString, type ListPage } from './list-page';

describe('listQueryString', () => {
  it("asks for a table's page by limit and offset, with its scope", () => {
    expect(listQueryString(firstPage, 'own')).toBe('?limit=25&offset=0&scope=own');
    expect(listQueryString({ ...firstPage, pageIndex: 3 }, 'visible')).toBe('?limit=25&offset=75&scope=visible');
    expect(listQueryString({ ...firstPage, pageSize: 200 })).toBe('?limit=200&offset=0');
  });

  it('adds the sort and the search, trimmed and encoded, and leaves out a blank search', () => {
    expect(listQueryString({ ...firstPage, sort: { key: 'dcfValue', order: 'desc' }, search: '  Kamsarmax ann@nordic ' }, 'visible')).toBe(
      '?limit=25&offset=0&scope=visible&sort=dcfValue&order=desc&search=Kamsarmax+ann%40nordic',
    );
    expect(listQueryString({ ...firstPage, search: '   ' }, 'own')).toBe('?limit=25&offset=0&scope=own');
  });
});

describe('fetchAllPages', () => {
  /** 450 records answered as the list calls answer them, and the query strings they were asked with. */
  const records = Array.from({ length: 450 }, (_, index) => `record ${index}`);
  const pagesOf = (items: readonly string[]) => {
    const asked: string[] = [];
    const fetchPage = async (query: string): Promise<ListPage<string>> => {
      asked.push(query);
      const params = new URLSearchParams(query);
      const offset = Number(params.get('offset'));
      const limit = Number(params.get('limit'));
      return { items: items.slice(offset, offset + limit), page: { offset, limit, total: items.length } };
    };
    return { asked, fetchPage };
  };

  it('reads page after page at the largest size until it has every record, in order', async () => {
    const { asked, fetchPage } = pagesOf(records);
    expect(await fetchAllPages(fetchPage, { scope: 'own', maxItems: 5000 })).toEqual(records);
    expect(asked).toEqual(['?limit=200&offset=0&scope=own', '?limit=200&offset=200&scope=own', '?limit=200&offset=400&scope=own']);
  });

  it('stops at the bound, and after one page of an empty list', async () => {
    const bounded = pagesOf(records);
    expect(await fetchAllPages(bounded.fetchPage, { maxItems: 300 })).toEqual(records.slice(0, 300));
    expect(bounded.asked).toHaveLength(2);
    const empty = pagesOf([]);
    expect(await fetchAllPages(empty.fetchPage, { maxItems: 5000 })).toEqual([]);
    expect(empty.asked).toEqual(['?limit=200&offset=0']);
  });
});
