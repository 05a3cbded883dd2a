import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts the keys of every object, at every depth, and keeps lists in order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }, 2] })).toBe('{"a":[{"c":"x","d":null},2],"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('writes numbers and leaves out undefined members as JSON.stringify does', () => {
    expect(canonicalJson({ x: 0.1 + 0.2, y: undefined, z: -0 })).toBe('{"x":0.30000000000000004,"z":0}');
    expect(canonicalJson([undefined, 1e21])).toBe('[null,1e+21]');
  });
});
