import type { ShipType } from '@keelson/core';
import type { Language } from '../http/language';
import { shipTypeNamesDe } from './ship-type-names.de';

/**
 * A ship type as the routes answer it: its name in the language (issue 12). The figures, the Clarksons
 * segment (a name of that service) and the cited sources stay as they are; a code without a German name
 * keeps its English one.
 */
export function presentShipType(shipType: ShipType, language: Language): ShipType {
  if (language === 'en') return shipType;
  return { ...shipType, name: shipTypeNamesDe[shipType.code] ?? shipType.name };
}
