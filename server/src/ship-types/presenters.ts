import type { Language, ShipType } from '@keelson/core';
import { shipTypeNamesDe } from './ship-type-names.de';

/** The ship types' names by language and code; the data's own names are English, so English replaces none. */
const shipTypeNames: Record<Language, Readonly<Record<string, string>>> = { en: {}, de: shipTypeNamesDe };

/**
 * A ship type as the routes answer it: its name in the language. The figures, the Clarksons
 * segment (a name of that service) and the cited sources stay as they are; a code without a German name
 * keeps its English one.
 */
export function presentShipType(shipType: ShipType, language: Language): ShipType {
  const name = shipTypeNames[language][shipType.code];
  return name === undefined ? shipType : { ...shipType, name };
}
