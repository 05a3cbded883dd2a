import { describe, expect, it } from 'vitest';
import { analysisReadonlyLink, analysisTitle, duplicateAnalysisBody, templateOf, type AnalysisListItem } from './analysis-records';

const record: AnalysisListItem = {
  id: '6f1c1a53-5f38-4d0c-9d43-8f3cf2a1b001',
  ownerId: '6f1c1a53-5f38-4d0c-9d43-8f3cf2a1b002',
  ownerEmail: 'ann@nordic.example',
  templateId: 'vessel-acquisition',
  templateVersion: 1,
  title: 'Kamsarmax shortlist',
  alternatives: [{ id: 'a', name: 'Alpha' }],
  answers: { a: { condition: { kind: 'score', value: 7 } } },
  readonlyId: '6f1c1a53-5f38-4d0c-9d43-8f3cf2a1b003',
  updated: '2026-07-01T10:00:00.000Z',
  templateTitle: 'Second-hand vessel acquisition',
  leader: { alternativeId: 'a', name: 'Alpha', utility: 7.4 },
};

describe('duplicateAnalysisBody', () => {
  it('drops the id, owner, save time, read-only id, template title and leader and marks the title as a copy', () => {
    expect(duplicateAnalysisBody(record, ' (copy)')).toEqual({
      templateId: 'vessel-acquisition',
      templateVersion: 1,
      title: 'Kamsarmax shortlist (copy)',
      alternatives: [{ id: 'a', name: 'Alpha' }],
      answers: { a: { condition: { kind: 'score', value: 7 } } },
    });
  });

  it('keeps the title within 200 characters', () => {
    expect(duplicateAnalysisBody({ ...record, title: 'x'.repeat(200) }, ' (copy)').title).toHaveLength(200);
  });
});

describe('analysisReadonlyLink', () => {
  it('links to the read-only page when shared', () => {
    expect(analysisReadonlyLink('https://keelson.example', 'abc')).toBe('https://keelson.example/app/questionnaire/readonly/abc');
    expect(analysisReadonlyLink('https://keelson.example', null)).toBeNull();
  });
});

describe('titles', () => {
  it('falls back for an empty title', () => {
    expect(analysisTitle({ title: '  ' }, 'Untitled')).toBe('Untitled');
    expect(analysisTitle({ title: ' Shortlist ' }, 'Untitled')).toBe('Shortlist');
  });

  it('finds the template version an analysis was started on, or none', () => {
    const templates = [
      { id: 'vessel-acquisition', version: 1 },
      { id: 'vessel-acquisition', version: 2 },
    ];
    expect(templateOf(templates, record)).toBe(templates[0]);
    expect(templateOf(templates, { templateId: 'vessel-acquisition', templateVersion: 3 })).toBeNull();
    expect(templateOf(undefined, record)).toBeNull();
  });
});
