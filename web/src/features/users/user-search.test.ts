import { describe, expect, it } from 'vitest';
import { filterByWords } from '../../lib/search';
import { fullName, userSearchTexts } from './user-search';

const ann = { email: 'ann@nordic.example', firstName: 'Ann', lastName: 'Smith', company: 'Nordic Bulk AS' };
const bob = { email: 'bob@harbour.example', firstName: 'Bob', lastName: '', company: 'Harbour Finance' };
const cy = { email: 'cy@example.com', firstName: '', lastName: '', company: '' };
const users = [ann, bob, cy];
const filterUsers = (items: typeof users, query: string) => filterByWords(items, query, userSearchTexts);

describe('fullName', () => {
  it('joins the names that are given', () => {
    expect(fullName(ann)).toBe('Ann Smith');
    expect(fullName(bob)).toBe('Bob');
    expect(fullName({ firstName: ' ', lastName: 'Lee ' })).toBe('Lee');
    expect(fullName(cy)).toBe('');
  });
});

describe('the search box of the user list', () => {
  it('shows everyone, in order, for an empty query', () => {
    expect(filterUsers(users, '')).toEqual([ann, bob, cy]);
    expect(filterUsers(users, '   ')).toEqual([ann, bob, cy]);
  });

  it('matches the e-mail address, the name and the company, ignoring case', () => {
    expect(filterUsers(users, 'HARBOUR')).toEqual([bob]);
    expect(filterUsers(users, 'smith')).toEqual([ann]);
    expect(filterUsers(users, 'bulk')).toEqual([ann]);
    expect(filterUsers(users, 'example')).toEqual([ann, bob, cy]);
  });

  it('matches the full name across first and last name', () => {
    expect(filterUsers(users, 'ann smith')).toEqual([ann]);
  });

  it('needs every word somewhere, not all in one field', () => {
    expect(filterUsers(users, 'ann nordic')).toEqual([ann]);
    expect(filterUsers(users, 'ann harbour')).toEqual([]);
  });
});
