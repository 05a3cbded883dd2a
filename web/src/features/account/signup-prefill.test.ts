import { describe, expect, it } from 'vitest';
import { signupPrefill } from './signup-prefill';

describe('signupPrefill', () => {
  it('starts empty without a query', () => {
    expect(signupPrefill(new URLSearchParams(''))).toEqual({
      email: '',
      password: '',
      firstName: '',
      lastName: '',
      company: '',
      phone: '',
      whitepaper: false,
    });
  });

  it('takes the six fields of docs/spec/product-spec.md section 2 from the query, trimmed', () => {
    const query = new URLSearchParams(
      'firstName=Ann&lastName=%20Smith%20&company=Nordic+Bulk+AS&email=ann%40nordic.example&phone=%2B47%2022%2000%2000%2000&whitepaper=true',
    );
    expect(signupPrefill(query)).toEqual({
      email: 'ann@nordic.example',
      password: '',
      firstName: 'Ann',
      lastName: 'Smith',
      company: 'Nordic Bulk AS',
      phone: '+47 22 00 00 00',
      whitepaper: true,
    });
  });

  it('checks the whitepaper box for true, 1 and yes only', () => {
    const whitepaper = (value: string) => signupPrefill(new URLSearchParams({ whitepaper: value })).whitepaper;
    expect(['true', '1', 'yes', 'YES', 'True'].map(whitepaper)).toEqual([true, true, true, true, true]);
    expect(['false', '0', 'no', '', 'on', 'y'].map(whitepaper)).toEqual([false, false, false, false, false, false]);
  });

  it('never takes a password from the address', () => {
    expect(signupPrefill(new URLSearchParams('password=secret123')).password).toBe('');
  });
});
