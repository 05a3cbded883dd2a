/**
 * The German names of the ship types, by code: the type names of the trade, with numbers in German
 * notation. The data file and the seeded rows stay English; the routes answer in the request's language.
 */
export const shipTypeNamesDe: Readonly<Record<string, string>> = {
  BULK_HANDYSIZE: 'Handysize-Massengutfrachter (38.000 dwt)',
  BULK_SUPRAMAX: 'Supramax-/Ultramax-Massengutfrachter (63.500 dwt)',
  BULK_KAMSARMAX: 'Kamsarmax-/Panamax-Massengutfrachter (82.000 dwt)',
  BULK_CAPESIZE: 'Capesize-Massengutfrachter (180.000 dwt)',
  BULK_NEWCASTLEMAX: 'Newcastlemax-Massengutfrachter (208.000 dwt)',
  BULK_VLOC: 'Sehr großer Erzfrachter (VLOC, 325.000 dwt)',
  TANKER_MR: 'MR-Produktentanker (50.000 dwt)',
  TANKER_LR1: 'LR1-/Panamax-Tanker (75.000 dwt)',
  TANKER_AFRAMAX: 'LR2-/Aframax-Tanker (115.000 dwt)',
  TANKER_SUEZMAX: 'Suezmax-Tanker (158.000 dwt)',
  TANKER_VLCC: 'Sehr großer Rohöltanker (VLCC, 300.000 dwt)',
  CONTAINER_FEEDER: 'Feeder-Containerschiff (1.700 TEU, 21.500 dwt)',
  CONTAINER_PANAMAX: 'Panamax-Containerschiff (4.500 TEU, 52.000 dwt)',
  CONTAINER_NEO_PANAMAX: 'Neo-Panamax-Containerschiff (13.000 TEU, 145.000 dwt)',
  CONTAINER_ULCV: 'Ultragroßes Containerschiff (ULCV, 24.000 TEU, 230.000 dwt)',
  GAS_LPG_MGC: 'Mittelgroßer Gastanker (MGC, LPG/Ammoniak, 40.000 m³, 28.500 dwt)',
  GAS_LPG_VLGC: 'Sehr großer Gastanker (VLGC, LPG, 84.000 m³, 55.000 dwt)',
  GAS_LNG: 'LNG-Tanker (174.000 m³, 80.000 dwt)',
  GENERAL_CARGO_MPP: 'Mehrzweck-Stückgutfrachter mit Kränen (12.500 dwt)',
};
