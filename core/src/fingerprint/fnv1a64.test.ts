import { describe, expect, it } from 'vitest';
import { fnv1a64 } from './fnv1a64';

describe('fnv1a64', () => {
  it('gives the published FNV-1a 64 values', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('hashes the UTF-8 bytes of two-, three- and four-byte characters', () => {
    // Checked with 64-bit integers over the bytes c3 a9 e2 82 ac f0 9f 98 80: h ^= byte; h = h × 0x100000001b3 mod 2^64.
    expect(fnv1a64('é€😀')).toBe('0a289ca40199fa06');
    expect(fnv1a64('é')).not.toBe(fnv1a64('e'));
    // A lone surrogate is U+FFFD (ef bf bd), as TextEncoder writes it.
    expect(fnv1a64('\ud800')).toBe(fnv1a64('\ufffd'));
    expect(fnv1a64('\ud800')).toBe('6f6d661b9658624a');
  });
});
