import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';

describe('cashflow texts in en.json', () => {
  it('show the cashflow messages of docs/spec/product-spec.md section 8 word for word', () => {
    expect(en.cashflow.notifications).toMatchObject({
      saved: 'Cashflow saved successfully',
      updated: 'Cashflow updated successfully',
      reset: 'Cashflow reset successfully',
      loginToSave: 'You have to be logged in to create a cashflow',
      loginToCreateLink: 'You have to be logged in to create a read-only link',
      notAllowedToDeleteLinks: 'You are not allowed to delete read-only links',
      saveFailed: 'An error occurred while creating the cashflow',
      calculateFailed: 'An error occurred while calculating the cashflow',
      createLinkFailed: 'An error occurred while creating the read-only link',
      // Verbatim, grammar included.
      deleteLinksFailed: 'An error occurred while delete the read-only links',
    });
  });

  it('name the five day-count conventions of docs/spec/product-spec.md section 4', () => {
    expect(Object.keys(en.cashflow.dayCount)).toHaveLength(5);
  });
});
