import { describe, expect, it } from 'vitest';
import { filterByWords } from '../../lib/search';
import { cashflowSearchTexts } from './cashflow-records';

const kamsarmax = { title: 'Kamsarmax bulk carrier', ownerEmail: 'ann@nordic.example' };
const tanker = { title: 'Aframax tanker', ownerEmail: 'bob@harbour.example' };
const untitled = { title: null, ownerEmail: undefined };
const cashflows = [kamsarmax, tanker, untitled];
const filterCashflows = (items: typeof cashflows, query: string) => filterByWords(items, query, cashflowSearchTexts);

describe('the search box of the cashflow list', () => {
  it('shows every cashflow, in order, for an empty query', () => {
    expect(filterCashflows(cashflows, '')).toEqual(cashflows);
    expect(filterCashflows(cashflows, '  ')).toEqual(cashflows);
  });

  it('matches the title and the owner, ignoring case', () => {
    expect(filterCashflows(cashflows, 'TANKER')).toEqual([tanker]);
    expect(filterCashflows(cashflows, 'nordic')).toEqual([kamsarmax]);
    expect(filterCashflows(cashflows, 'example')).toEqual([kamsarmax, tanker]);
  });

  it('needs every word, in the title or the owner', () => {
    expect(filterCashflows(cashflows, 'bulk ann')).toEqual([kamsarmax]);
    expect(filterCashflows(cashflows, 'bulk bob')).toEqual([]);
  });
});
