import type { FieldError } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { sectionIssues } from './section-completeness';

const required = (field: string): FieldError => ({ field, rule: 'required', params: {}, message: `${field} is required` });

describe('sectionIssues', () => {
  it('counts every section complete when core calculates the draft', () => {
    const issues = sectionIssues({ status: 'ok', results: [] });
    expect([...(issues?.values() ?? [])]).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(sectionIssues({ status: 'ok', results: [] })).toBe(issues);
  });

  it('counts the fields with an error in the section core places them in, each field once', () => {
    const issues = sectionIssues({
      status: 'invalid',
      errors: [
        required('constructionDate'),
        required('lightWeightTonnage'),
        { ...required('lightWeightTonnage'), rule: 'min' },
        required('opexPerDayCurr'),
        required('tranches.0.value'),
        required('tranches.1.durationYears'),
      ],
    });
    expect(issues?.get('vessel')).toBe(2);
    expect(issues?.get('operatingCosts')).toBe(1);
    expect(issues?.get('financing')).toBe(2);
    expect(issues?.get('market')).toBe(0);
    expect(issues?.get('equity')).toBe(0);
  });

  it('leaves out a path that is no field of a section', () => {
    const issues = sectionIssues({ status: 'invalid', errors: [required('noSuchField')] });
    expect([...(issues?.values() ?? [])].every((count) => count === 0)).toBe(true);
  });

  it('knows nothing when core failed', () => {
    expect(sectionIssues({ status: 'failed' })).toBeNull();
  });
});
