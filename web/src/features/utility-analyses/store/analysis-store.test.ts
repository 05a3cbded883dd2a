import { describe, expect, it } from 'vitest';
import { newAnalysisDraft } from '../model/draft';
import { migrateAnalysisDraft } from './analysis-store';

const draft = { ...newAnalysisDraft(), title: 'Two ships' };

describe('migrateAnalysisDraft (version 1 → 2)', () => {
  it('keeps a draft never saved', () => {
    expect(migrateAnalysisDraft({ draft, saved: null })).toEqual({ draft, saved: null });
  });

  it('replaces the draft of a saved analysis whose owner version 1 did not keep, since nobody can tell whose it is', () => {
    expect(migrateAnalysisDraft({ draft, saved: { id: '1', updated: '2026-01-01T00:00:00.000Z', readonlyId: null } })).toEqual({
      draft: newAnalysisDraft(),
      saved: null,
    });
  });

  it('keeps a saved analysis that names its owner, and starts over from nothing readable', () => {
    const saved = { id: '1', ownerId: '2', updated: '2026-01-01T00:00:00.000Z', readonlyId: null };
    expect(migrateAnalysisDraft({ draft, saved })).toEqual({ draft, saved });
    expect(migrateAnalysisDraft(undefined)).toEqual({ draft: newAnalysisDraft(), saved: null });
  });
});
