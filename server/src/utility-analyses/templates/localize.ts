import type { Language, utility } from '@keelson/core';
import { secondHandVesselAcquisitionDe } from './de/second-hand-vessel-acquisition.de';
import { shipFundParticipationDe } from './de/ship-fund-participation.de';
import { shipLoanCreditViewDe } from './de/ship-loan-credit-view.de';
import { secondHandVesselAcquisition, shipFundParticipation, shipLoanCreditView } from './index';
import { knockOutKey, type CriterionTexts, type TemplateTexts } from './template-texts';

/**
 * The texts of each published template version by language and template id (a new version brings its own). The
 * templates are written in English, so English replaces nothing.
 */
export const translations: Record<Language, Readonly<Record<string, TemplateTexts>>> = {
  en: {},
  de: {
    [secondHandVesselAcquisition.id]: secondHandVesselAcquisitionDe,
    [shipLoanCreditView.id]: shipLoanCreditViewDe,
    [shipFundParticipation.id]: shipFundParticipationDe,
  },
};

/** The texts of a template version in a language, or undefined where the template's own (English) stand. */
function textsOf(templateId: string, language: Language): TemplateTexts | undefined {
  return translations[language][templateId];
}

const anchorsIn = (anchors: readonly utility.Template['scale']['anchors'][number][], texts: Readonly<Record<number, string>> | undefined) =>
  anchors.map((anchor) => ({ ...anchor, text: texts?.[anchor.point] ?? anchor.text }));

function localizedCriterion(criterion: utility.Criterion, texts: TemplateTexts): utility.Criterion {
  const own: CriterionTexts | undefined = texts.criteria[criterion.id];
  const words = {
    title: own?.title ?? criterion.title,
    ...(criterion.description === undefined ? {} : { description: own?.description ?? criterion.description }),
  };
  switch (criterion.kind) {
    case 'group':
      return { ...criterion, ...words, children: criterion.children.map((child) => localizedCriterion(child, texts)) };
    case 'scale':
      return { ...criterion, ...words, ...(criterion.anchors === undefined ? {} : { anchors: anchorsIn(criterion.anchors, own?.anchors) }) };
    case 'choice':
      return { ...criterion, ...words, options: criterion.options.map((option) => ({ ...option, label: own?.options?.[option.id] ?? option.label })) };
    case 'number':
    case 'cashflowMetric':
      return { ...criterion, ...words, unit: own?.unit ?? criterion.unit };
  }
}

const localizedRule = (rule: utility.KnockOutRule, texts: TemplateTexts): utility.KnockOutRule => ({
  ...rule,
  reason: texts.knockOuts[knockOutKey(rule)] ?? rule.reason,
});

/**
 * The template with its texts in the language: title, description, scale anchors, criteria
 * titles, descriptions, anchors, option labels and units, and knock-out reasons. Ids, weights, scales,
 * transformations and metrics stay the template's, so scoring is the same in every language; a text
 * without a translation stays English. English returns the template itself.
 */
export function localizedTemplate(template: utility.Template, language: Language): utility.Template {
  const texts = textsOf(template.id, language);
  if (texts === undefined) return template;
  return {
    ...template,
    title: texts.title,
    description: texts.description,
    scale: { ...template.scale, anchors: anchorsIn(template.scale.anchors, texts.scaleAnchors) },
    criteria: template.criteria.map((criterion) => localizedCriterion(criterion, texts)),
    knockOuts: template.knockOuts.map((rule) => localizedRule(rule, texts)),
  };
}

/** Knock-out rules of a template version (as a ranking carries them) with their reasons in the language. */
export function localizedKnockOuts(templateId: string, rules: readonly utility.KnockOutRule[], language: Language): utility.KnockOutRule[] {
  const texts = textsOf(templateId, language);
  return texts === undefined ? [...rules] : rules.map((rule) => localizedRule(rule, texts));
}

/** A template version's title in the language, without translating the rest (lists show only the title). */
export function localizedTemplateTitle(template: utility.Template, language: Language): string {
  return textsOf(template.id, language)?.title ?? template.title;
}
