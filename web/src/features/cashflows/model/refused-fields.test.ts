import { afterEach, describe, expect, it } from 'vitest';
import { useCashflowDraftStore } from '../../../lib/cashflow-draft';
import { i18n } from '../../../lib/i18n';
import { parseNumberText } from '../../../lib/number-text';
import { workedExample } from '../worked-example';
import { fromPercent } from './percent';
import { useRefusedFields, withRefusals } from './refused-fields';
import { timedCalculate } from './timed-calculate';

const t = i18n.t;

describe('withRefusals', () => {
  afterEach(() => useRefusedFields.getState().startOver());

  it('keeps the outcome while no text is refused', () => {
    const outcome = timedCalculate(workedExample().cashflow);
    expect(withRefusals(outcome, {}, t, 'en')).toBe(outcome);
  });

  it('withholds the results while a field’s text is refused, naming the field with the reason first', () => {
    // "1,5" typed into Commissions (%) in English is refused: the draft holds no value, and the default of 1 % must not count.
    expect(parseNumberText('1,5', 'en')).toEqual({ ok: false });
    const { commissionsQuote: _typedOver, ...draft } = workedExample().cashflow;
    const calculated = timedCalculate(draft);
    expect(calculated.status).toBe('ok');
    const outcome = withRefusals(calculated, { commissionsQuote: { text: '1,5', entry: 'number' } }, t, 'en');
    expect(outcome).toEqual({
      status: 'invalid',
      errors: [{ field: 'commissionsQuote', rule: 'invalid', params: {}, message: 'Enter a number like 1,234.5 — no letters or exponents' }],
    });
  });

  it('names the German notation in German, and a refused date with its format and range', () => {
    i18n.addResourceBundle(
      'de',
      'translation',
      { entry: { numberRefused: 'Zahl wie {{example}}', dateRefused: '{{format}} {{min}}–{{max}}', datePattern: 'TT.MM.JJJJ' } },
      true,
      false,
    );
    const outcome = withRefusals(
      { status: 'invalid', errors: [{ field: 'valuationDate', rule: 'required', params: {}, message: '' }] },
      { opexPerDayCurr: { text: '7e3', entry: 'number' }, valuationDate: { text: '31.02.2026', entry: 'date' } },
      i18n.getFixedT('de'),
      'de',
    );
    expect(outcome.status === 'invalid' ? outcome.errors.map((error) => [error.field, error.message]) : []).toEqual([
      ['opexPerDayCurr', i18n.getFixedT('de')('entry.numberRefused', { example: '1.234,5' })],
      ['valuationDate', i18n.getFixedT('de')('entry.dateRefused', { format: i18n.getFixedT('de')('entry.datePattern'), min: '01.01.1900', max: '31.12.2199' })],
    ]);
  });

  it('reads 1,5 in German Commissions as 1.5 % (0.015), and 6.200,00 as 6200', () => {
    const typed = parseNumberText('1,5', 'de');
    expect(typed.ok && typed.value !== null ? fromPercent(typed.value) : null).toBe(0.015);
    expect(parseNumberText('6.200,00', 'de')).toEqual({ ok: true, value: 6200 });
    for (const text of ['7e3', '6.2k', '6.200,00']) expect(parseNumberText(text, 'en'), text).toEqual({ ok: false });
  });
});

describe('useRefusedFields', () => {
  it('forgets refused text when another draft replaces the edited one, and starts the fields afresh', () => {
    const store = useRefusedFields.getState();
    store.setEntry('opexPerDayCurr', { text: '7e3', entry: 'number' });
    expect(useRefusedFields.getState().entries).toEqual({ opexPerDayCurr: { text: '7e3', entry: 'number' } });
    const generation = useRefusedFields.getState().generation;
    // An edit keeps it …
    useCashflowDraftStore.getState().setField('opexPerDayCurr', null);
    expect(Object.keys(useRefusedFields.getState().entries)).toEqual(['opexPerDayCurr']);
    // … a reset does not.
    useCashflowDraftStore.getState().startOver();
    expect(useRefusedFields.getState().entries).toEqual({});
    expect(useRefusedFields.getState().generation).toBe(generation + 1);
  });

  it('drops a field’s entry once it holds a number again', () => {
    const { setEntry } = useRefusedFields.getState();
    setEntry('tranches.0.value', { text: '1e6', entry: 'number' });
    setEntry('tranches.0.value', null);
    expect(useRefusedFields.getState().entries).toEqual({});
  });
});
