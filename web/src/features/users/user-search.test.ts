import { describe, expect, it } from 'vitest';
import { fullName } from './user-search';

const ann = { email: 'ann@nordic.example', firstName: 'Ann', lastName: 'Smith', company: 'Nordic Bulk AS' };
const bob = { email: 'bob@harbour.example', firstName: 'Bob', lastName: '', company: 'Harbour Finance' };
const cy = { email: 'cy@example.com', firstName: '', lastName: '', company: '' };

describe('fullName', () => {
  it('joins the names that are given', () => {
    expect(fullName(ann)).toBe('Ann Smith');
    expect(fullName(bob)).toBe('Bob');
    expect(fullName({ firstName: ' ', lastName: 'Lee ' })).toBe('Lee');
    expect(fullName(cy)).toBe('');
  });
});
