import { createHash } from 'node:crypto';
import { utility } from '@keelson/core';
import { describe, expect, it } from 'vitest';
import { templates } from './index';
import { localizedKnockOuts, localizedTemplate, translations } from './localize';
import { knockOutKey, symbolUnits } from './template-texts';

/** The keys of a template that hold words a user reads; every other value is data that no language may change. */
const textKeys = new Set(['title', 'description', 'text', 'label', 'reason', 'unit']);
/** Texts that read the same in German: proper nouns and abbreviations. */
const sameInGerman = new Set(['ESG']);

type Difference = { path: string; problem: string };

/** Walks the English and the German template side by side: the same shape and data, every text translated. */
function compare(english: unknown, german: unknown, path: string, differences: Difference[]): void {
  if (Array.isArray(english) && Array.isArray(german)) {
    if (english.length !== german.length) differences.push({ path, problem: 'length differs' });
    english.forEach((item, index) => compare(item, german[index], `${path}[${index}]`, differences));
  } else if (english !== null && typeof english === 'object' && german !== null && typeof german === 'object' && !Array.isArray(german)) {
    const keys = [...new Set([...Object.keys(english), ...Object.keys(german)])];
    for (const key of keys) {
      const [en, de] = [Reflect.get(english, key), Reflect.get(german, key)];
      if (textKeys.has(key) && typeof en === 'string') {
        if (typeof de !== 'string' || de.trim() === '') differences.push({ path: `${path}.${key}`, problem: 'no German text' });
        else if (de === en && !sameInGerman.has(en) && !(key === 'unit' && symbolUnits.has(en)))
          differences.push({ path: `${path}.${key}`, problem: `not translated: ${en}` });
      } else compare(en, de, `${path}.${key}`, differences);
    }
  } else if (english !== german) differences.push({ path, problem: `data changed: ${JSON.stringify(english)} → ${JSON.stringify(german)}` });
}

const germanTexts = translations.de;
const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('localizedTemplate', () => {
  it('has German texts for exactly the published templates', () => {
    expect(Object.keys(germanTexts).toSorted()).toEqual(templates.map((template) => template.id).toSorted());
  });

  describe.each(templates.map((template) => ({ name: template.id, template })))('$name', ({ template }) => {
    const german = localizedTemplate(template, 'de');

    it('translates every text and changes no id, weight, scale, transformation or metric', () => {
      const differences: Difference[] = [];
      compare(template, german, template.id, differences);
      expect(differences).toEqual([]);
    });

    it('is still a valid template (the answer schema holds, lengths included)', () => {
      expect(utility.templateSchema.parse(german)).toEqual(german);
    });

    it('translates only what the template has: criterion ids, their anchor points, option ids, word units and knock-out rules', () => {
      const texts = germanTexts[template.id];
      if (texts === undefined) throw new Error(`no German texts for ${template.id}`);
      const nodes = new Map(utility.allNodes(template.criteria).map((node) => [node.id, node]));
      const strays: string[] = [];
      for (const point of Object.keys(texts.scaleAnchors))
        if (!template.scale.anchors.some((anchor) => String(anchor.point) === point)) strays.push(`scale anchor ${point}`);
      for (const [id, own] of Object.entries(texts.criteria)) {
        const node = nodes.get(id);
        if (node === undefined) {
          strays.push(`criterion ${id}`);
          continue;
        }
        if (own.description !== undefined && node.description === undefined) strays.push(`${id}: description`);
        const anchors = node.kind === 'scale' ? (node.anchors ?? []) : [];
        for (const point of Object.keys(own.anchors ?? {}))
          if (!anchors.some((anchor) => String(anchor.point) === point)) strays.push(`${id}: anchor ${point}`);
        const options = node.kind === 'choice' ? node.options : [];
        for (const option of Object.keys(own.options ?? {})) if (!options.some((candidate) => candidate.id === option)) strays.push(`${id}: option ${option}`);
        const unit = node.kind === 'number' || node.kind === 'cashflowMetric' ? node.unit : undefined;
        if (own.unit !== undefined && (unit === undefined || symbolUnits.has(unit))) strays.push(`${id}: unit`);
      }
      const rules = new Set(template.knockOuts.map(knockOutKey));
      for (const key of Object.keys(texts.knockOuts)) if (!rules.has(key)) strays.push(`knock-out ${key}`);
      expect(strays).toEqual([]);
    });

    it('scores every answer the same in both languages, knock-outs aside from their reasons', () => {
      const leaves = utility.allNodes(template.criteria).filter((node): node is utility.CriterionLeaf => node.kind !== 'group');
      const worst = Object.fromEntries(
        leaves.map((leaf): [string, utility.Answer] => {
          if (leaf.kind === 'scale') return [leaf.id, { kind: 'score', value: 1 }];
          if (leaf.kind === 'choice') return [leaf.id, { kind: 'option', optionId: leaf.options.at(-1)?.id ?? '' }];
          return [leaf.id, { kind: 'number', value: leaf.transformation.kind === 'linear' ? leaf.transformation.worst : -1 }];
        }),
      );
      const analysis = { alternatives: [{ id: 'a', name: 'A' }], answers: { a: worst } };
      const [en] = utility.scoreAnalysis({ template, analysis });
      const [de] = utility.scoreAnalysis({ template: german, analysis });
      expect(en?.knockOuts.length).toBeGreaterThan(0);
      const withoutReasons = (result: typeof en) => ({ ...result, knockOuts: result?.knockOuts.map(({ reason: _reason, ...rule }) => rule) });
      expect(withoutReasons(de)).toEqual(withoutReasons(en));
      expect(de?.knockOuts.map((rule) => rule.reason)).toEqual(localizedKnockOuts(template.id, en?.knockOuts ?? [], 'de').map((rule) => rule.reason));
    });

    it('leaves the published template untouched and returns it as it is in English', () => {
      const before = hash(template);
      localizedTemplate(template, 'de');
      expect(hash(template)).toBe(before);
      expect(localizedTemplate(template, 'en')).toBe(template);
      expect(localizedKnockOuts(template.id, template.knockOuts, 'en')).toEqual(template.knockOuts);
    });
  });

  it('keeps English texts for a template version without a translation', () => {
    const [first] = templates;
    if (first === undefined) throw new Error('no templates');
    const unknown = { ...first, id: 'unknown-v1' };
    expect(localizedTemplate(unknown, 'de')).toBe(unknown);
    expect(localizedKnockOuts('unknown-v1', first.knockOuts, 'de')).toEqual(first.knockOuts);
  });
});
