import { calculate } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { derivedRows } from './derived-rows';
import { loadExampleCashflow } from './example-cashflow';
import { sectionOfPath, sections } from './sections';

function exampleDerived() {
  const outcome = calculate(loadExampleCashflow());
  if (!outcome.ok || outcome.results[0] === undefined) throw new Error('the worked example does not calculate');
  return outcome.results[0].derived;
}

describe('derivedRows', () => {
  it('shows the worked example vessel values (age 2012-03-15 → 2026-07-01 = 5221 days, 14.29 years on 30/360)', () => {
    const vessel = sections.find((section) => section.id === 'vessel');
    expect(derivedRows(vessel?.derived ?? [], exampleDerived(), 'USD')).toEqual([
      { name: 'endOfUsefulLifeDate', text: '2037-03-15' },
      { name: 'vesselAgeDays', text: '5,221' },
      { name: 'vesselAgeYears', text: '14.29' },
      { name: 'remainingUsefulLifeYears', text: '10.71' },
      { name: 'residualValue', text: '$6,060,000' },
      { name: 'residualValueAtEndOfLife', text: '$7,526,464' },
      { name: 'bookValue', text: '$18,880,973' },
    ]);
  });

  it('shows rates as percent, ratios with ×, and money in the cashflow currency', () => {
    const rows = derivedRows(['loanToValue', 'charterRateRatio', 'equity', 'nextDockingDate'], exampleDerived(), 'EUR');
    expect(rows.map((row) => row.text)).toEqual(['55.66%', '1.13×', '€8,750,000', '2029-09-10']);
  });

  it('marks an undefined value as null', () => {
    const derived = { ...exampleDerived(), bookValue: null };
    expect(derivedRows(['bookValue'], derived, 'USD')).toEqual([{ name: 'bookValue', text: null }]);
  });
});

describe('sections', () => {
  it('show every field in exactly one section', () => {
    const items = sections.flatMap((section) => section.items);
    expect(new Set(items).size).toBe(items.length);
  });

  it('show every derived value core calculates (but the per-tranche ones) in exactly one section', () => {
    // The keys of a real calculation, so that a value core adds fails here until a section shows it.
    const calculated = Object.keys(exampleDerived())
      .filter((name) => name !== 'tranches')
      .sort();
    const shown = sections.flatMap((section) => section.derived);
    expect([...shown].sort()).toEqual(calculated);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('give every derived value a text, so that a section can show it', () => {
    const derived = exampleDerived();
    const rows = derivedRows(
      sections.flatMap((section) => section.derived),
      derived,
      'USD',
    );
    expect(rows.filter((row) => row.text === null && derived[row.name] !== null)).toEqual([]);
  });

  it('find the section of an error path, list entries included', () => {
    expect(sectionOfPath('tranches.1.value')).toBe('financing');
    expect(sectionOfPath('brokerValueEsimationsCurr.0')).toBe('market');
    expect(sectionOfPath('lightWeightTonnage')).toBe('vessel');
    expect(sectionOfPath('cashflow')).toBeNull();
  });
});
