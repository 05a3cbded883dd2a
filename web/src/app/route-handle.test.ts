import { describe, expect, it } from 'vitest';
import { titleKeyOf } from './route-handle';

const root = undefined;
const cashflow = { name: 'cashflow-assessment', title: 'pages.cashflow.title' } as const;
const user = { name: 'user-settings', title: 'pages.userSettings.title' } as const;

describe('titleKeyOf', () => {
  it('takes the title of the innermost route with a handle', () => {
    expect(titleKeyOf([root, cashflow], null)).toBe('pages.cashflow.title');
    expect(titleKeyOf([root, cashflow, { loaderOnly: true }], null)).toBe('pages.cashflow.title');
    expect(titleKeyOf([root, cashflow, user], null)).toBe('pages.userSettings.title');
  });

  it('has no key when no route carries a title (the app name alone)', () => {
    expect(titleKeyOf([root, { name: 'no title' }], null)).toBeNull();
  });

  it('names the page an error boundary shows instead of the route that failed (an unknown cashflow id is not found)', () => {
    expect(titleKeyOf([root, cashflow], 'pages.notFound.title')).toBe('pages.notFound.title');
  });
});
