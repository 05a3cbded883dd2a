import { i18n } from '../../../lib/i18n';

/**
 * For the export tests (not part of the app): a few German texts, added beside de.json's without overwriting them,
 * so that the German exports can be read back whether or not the full translation is loaded. The tests compare
 * with what i18next holds, so they follow de.json's words where it has them.
 */
export function germanTestTexts(): void {
  i18n.addResourceBundle(
    'de',
    'translation',
    {
      fields: { title: 'Titel', shipName: 'Schiffsname', valuationDate: 'Bewertungsstichtag' },
      assessments: {
        scenarios: { base: 'Basisszenario', longTermAverage: 'Langfristiger Durchschnitt' },
        export: {
          sheets: { inputs: 'Eingaben', derived: 'Abgeleitet', keyFigures: 'Kennzahlen', years: 'Jahre', months: 'Monate', valuation: 'Bewertung' },
          scenario: 'Szenario',
          field: 'Feld',
          columns: { cfads: 'CFADS', year: 'Jahr' },
        },
      },
    },
    true,
    false,
  );
}
