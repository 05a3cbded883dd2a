import type { CashflowListItem } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { displayTitle, duplicateDraft, readonlyLink } from './cashflow-records';

const record: CashflowListItem = {
  id: '0b5f8a52-4a43-4c55-9a3c-0d6f1f0e1a01',
  ownerId: '7d4f3f0e-1c1a-4a43-9a3c-0d6f1f0e1a02',
  updated: '2026-11-22T10:00:00.000Z',
  readonlyIds: ['3f2b1c4d-5e6f-4a43-9a3c-0d6f1f0e1a03'],
  ownerEmail: 'ann@nordic.example',
  title: 'Kamsarmax',
  shipName: 'Example Trader',
  valuationDate: '2026-07-01',
  tranches: [{ value: 6_500_000, durationYears: 7 }],
  summary: { dcfValue: 17_683_959.8, projectIrr: 0.0893, minDscr: 0.63 },
  metrics: { priceToDcfValue: 0.95, minDscr: 0.52, maxLtv: 0.56, cashBreakevenToAverageCharter: 0.81, ageToUsefulLife: 0.57 },
};

describe('duplicateDraft', () => {
  it('copies every field but the id, owner, save time, links and stored figures, and marks the title', () => {
    expect(duplicateDraft(record, ' (copy)')).toEqual({
      title: 'Kamsarmax (copy)',
      shipName: 'Example Trader',
      valuationDate: '2026-07-01',
      tranches: [{ value: 6_500_000, durationYears: 7 }],
    });
  });

  it('keeps the title within 200 characters and names an untitled copy', () => {
    expect(duplicateDraft({ ...record, title: 'x'.repeat(200) }, ' (copy)').title).toBe(`${'x'.repeat(193)} (copy)`);
    expect(duplicateDraft({ ...record, title: null }, ' (copy)').title).toBe('(copy)');
  });
});

describe('readonlyLink', () => {
  it('is the first read-only id on this origin, or null without one', () => {
    expect(readonlyLink('https://keelson.example', record.readonlyIds)).toBe(
      'https://keelson.example/app/cashflow/readonly/3f2b1c4d-5e6f-4a43-9a3c-0d6f1f0e1a03',
    );
    expect(readonlyLink('https://keelson.example', [])).toBeNull();
  });
});

describe('displayTitle', () => {
  it('falls back for an empty title', () => {
    expect(displayTitle({ title: '  ' }, 'Untitled')).toBe('Untitled');
    expect(displayTitle({ title: undefined }, 'Untitled')).toBe('Untitled');
    expect(displayTitle({ title: ' Kamsarmax ' }, 'Untitled')).toBe('Kamsarmax');
  });
});
