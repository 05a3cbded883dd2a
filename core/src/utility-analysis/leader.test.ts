import { describe, expect, it } from 'vitest';
import { leadingAlternative, reliableCompleteness, uncertainLeader } from './leader';
import { scoreAnalysis } from './score';
import { vesselTemplate } from './test-support';

// Global weights of the test template: price 0.3, dscr 0.3, condition 0.1, class 0.3.
const score = (answers: Parameters<typeof scoreAnalysis>[0]['analysis']['answers']) =>
  scoreAnalysis({
    template: vesselTemplate,
    analysis: { alternatives: Object.keys(answers).map((id) => ({ id, name: `Ship ${id}` })), answers },
  });

describe('leadingAlternative', () => {
  it('is rank 1 when it stands and has a utility', () => {
    const results = score({ A: { condition: { kind: 'score', value: 8 } }, B: { condition: { kind: 'score', value: 5 } } });
    expect(leadingAlternative(results)?.alternativeId).toBe('A');
  });

  it('is none when every alternative is knocked out or unanswered', () => {
    const results = score({ A: { class: { kind: 'option', optionId: 'none' } }, B: {} });
    // A is knocked out (no class) but the only one with a utility, so rank 1; B, unanswered, is not ranked.
    expect(results.map((result) => [result.alternativeId, result.rank])).toEqual([
      ['A', 1],
      ['B', null],
    ]);
    expect(leadingAlternative(results)).toBeNull();
  });
});

describe('uncertainLeader', () => {
  it('names a leader with 10 % completeness: only the condition (global weight 0.1) is answered', () => {
    const results = score({
      A: { condition: { kind: 'score', value: 9 } },
      B: { condition: { kind: 'score', value: 3 }, class: { kind: 'option', optionId: 'ok' } },
    });
    // A: N = 9 on 10 %; B: N = (0.1 × 3 + 0.3 × 6) / 0.4 = 5.25 on 40 %.
    const leader = uncertainLeader({ results });
    expect(leader?.alternativeId).toBe('A');
    expect(leader?.completeness).toBeCloseTo(0.1, 12);
  });

  it('is null once the leader has 80 % of the weight answered: price, DSCR and class are 0.3 + 0.3 + 0.3 = 0.9', () => {
    const results = score({
      A: { price: { kind: 'number', value: 0.8 }, dscr: { kind: 'number', value: 2 }, class: { kind: 'option', optionId: 'top' } },
      B: { condition: { kind: 'score', value: 3 } },
    });
    expect(results[0]?.completeness).toBeCloseTo(0.9, 12);
    expect(uncertainLeader({ results })).toBeNull();
  });

  it('takes the threshold as a bound that counts as reliable: 0.7 completeness is uncertain at 0.8, reliable at 0.7', () => {
    // Price, DSCR and condition: 0.3 + 0.3 + 0.1 = 0.7.
    const results = score({
      A: { price: { kind: 'number', value: 0.8 }, dscr: { kind: 'number', value: 2 }, condition: { kind: 'score', value: 10 } },
    });
    expect(reliableCompleteness).toBe(0.8);
    expect(uncertainLeader({ results })?.alternativeId).toBe('A');
    expect(uncertainLeader({ results, threshold: 0.7 - 1e-12 })).toBeNull();
  });

  it('looks past a knocked-out alternative with the higher utility to the leader that stands', () => {
    const results = score({
      // Z: N = 0.6 × 5 + 0.4 × 10 = 7 against A's 4, but DSCR 1.0 is below 1.05: knocked out and ranked last.
      Z: { price: { kind: 'number', value: 0.8 }, dscr: { kind: 'number', value: 1 }, class: { kind: 'option', optionId: 'top' } },
      A: { condition: { kind: 'score', value: 4 } },
    });
    expect(results.map((result) => result.alternativeId)).toEqual(['A', 'Z']);
    expect(uncertainLeader({ results })?.alternativeId).toBe('A');
  });
});
