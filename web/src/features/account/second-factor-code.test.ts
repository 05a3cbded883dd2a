import { describe, expect, it } from 'vitest';
import { codeToSend, groupedSecret, recoveryCodesText } from './second-factor-code';

describe('codeToSend', () => {
  it('takes six digits from the app, trimmed', () => {
    expect(codeToSend('app', ' 012345 ')).toBe('012345');
    expect(codeToSend('app', '12345')).toBeNull();
    expect(codeToSend('app', '1234567')).toBeNull();
    expect(codeToSend('app', '12a456')).toBeNull();
    expect(codeToSend('app', '')).toBeNull();
  });

  it('takes a recovery code of ten base32 signs, with its dash, spaces or capitals as typed', () => {
    expect(codeToSend('recovery', 'abcde-fgh23')).toBe('abcde-fgh23');
    expect(codeToSend('recovery', ' ABCDE FGH23 ')).toBe('ABCDE FGH23');
    expect(codeToSend('recovery', 'abcdefgh23')).toBe('abcdefgh23');
    expect(codeToSend('recovery', 'abcde-fgh18')).toBeNull();
    expect(codeToSend('recovery', 'abcde-fgh2')).toBeNull();
    expect(codeToSend('recovery', '123456')).toBeNull();
  });
});

describe('recoveryCodesText', () => {
  it('writes the heading, a blank line and one code a line', () => {
    expect(recoveryCodesText(['aaaaa-bbbbb', 'ccccc-ddddd'], 'Keelson recovery codes')).toBe('Keelson recovery codes\n\naaaaa-bbbbb\nccccc-ddddd\n');
  });
});

describe('groupedSecret', () => {
  it('writes the key in groups of four, with no space at the end', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('JBSWY3DPEH')).toBe('JBSW Y3DP EH');
  });
});
