import { describe, expect, it } from 'vitest';
import { neutralizeFormula } from './spreadsheet-text';

describe('neutralizeFormula', () => {
  it('puts an apostrophe before a text that starts like a formula (OWASP CSV injection)', () => {
    expect(neutralizeFormula('=HYPERLINK("http://evil.example","Click")')).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(neutralizeFormula('+1+1')).toBe("'+1+1");
    expect(neutralizeFormula('-2+3')).toBe("'-2+3");
    expect(neutralizeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeFormula('\t=1')).toBe("'\t=1");
    expect(neutralizeFormula('\r=1')).toBe("'\r=1");
  });

  it('neutralises the full-width equals sign and formula starts after a separator', () => {
    expect(neutralizeFormula('\uFF1D1+1')).toBe("'\uFF1D1+1");
    expect(neutralizeFormula('a;=1+1;b')).toBe("a;'=1+1;b");
    expect(neutralizeFormula('a, +cmd')).toBe("a, '+cmd");
    expect(neutralizeFormula('x\t@SUM(A1)')).toBe("x\t'@SUM(A1)");
    expect(neutralizeFormula('=a;=b')).toBe("'=a;'=b");
  });

  it('leaves every other text as it is', () => {
    expect(neutralizeFormula('Example Trader')).toBe('Example Trader');
    expect(neutralizeFormula('a=b')).toBe('a=b');
    expect(neutralizeFormula(' =1')).toBe(' =1');
    expect(neutralizeFormula("'=1")).toBe("'=1");
    expect(neutralizeFormula('')).toBe('');
  });
});
