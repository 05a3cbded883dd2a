import { z } from 'zod';

/**
 * A ship type (docs/spec/product-spec.md section 3: it has a code; Keelson adds the typical figures): choosing one
 * on the cashflow screen fills its typical values.
 */
export const shipTypeSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Clarksons-style market segment, e.g. "Bulkcarrier / Panamax". */
  clarksonsSegment: z.string(),
  category: z.enum(['bulk carrier', 'tanker', 'container ship', 'gas carrier', 'general cargo']),
  deadWeightTonnageMin: z.number(),
  deadWeightTonnageMax: z.number(),
  /** Typical deadweight, used to fill the cashflow's deadWeightTonnage. */
  deadWeightTonnage: z.number(),
  lightWeightTonnage: z.number(),
  economicUsefulLifeYears: z.number().int(),
  opexPerDayCurr: z.number(),
  dockingCostCurr: z.number(),
  dockingDays: z.number().int(),
  /** Where the figures come from: public sources, cited. */
  sources: z.array(z.string()),
});
export type ShipType = z.infer<typeof shipTypeSchema>;
export const shipTypeListSchema = z.array(shipTypeSchema);
