import { describe, expect, it } from 'vitest';
import { filterByWords } from '../../lib/search';
import { analysisSearchTexts } from './analysis-records';

const shortlist = { title: 'Kamsarmax shortlist', ownerEmail: 'ann@nordic.example' };
const loan = { title: 'Tanker loan review', ownerEmail: 'bob@harbour.example' };
const untitled = { title: '' };
const analyses = [shortlist, loan, untitled];
const filterAnalyses = (items: typeof analyses, query: string) => filterByWords(items, query, analysisSearchTexts);

describe('the search box of the questionnaire list', () => {
  it('shows every analysis, in order, for an empty query', () => {
    expect(filterAnalyses(analyses, '')).toEqual(analyses);
    expect(filterAnalyses(analyses, '   ')).toEqual(analyses);
  });

  it('matches the title and the owner, ignoring case', () => {
    expect(filterAnalyses(analyses, 'LOAN')).toEqual([loan]);
    expect(filterAnalyses(analyses, 'nordic')).toEqual([shortlist]);
    expect(filterAnalyses(analyses, 'example')).toEqual([shortlist, loan]);
  });

  it('needs every word, in the title or the owner', () => {
    expect(filterAnalyses(analyses, 'kamsarmax ann')).toEqual([shortlist]);
    expect(filterAnalyses(analyses, 'kamsarmax bob')).toEqual([]);
  });
});
