import type { utility } from '@keelson/core';
import { secondHandVesselAcquisition } from './second-hand-vessel-acquisition';
import { shipFundParticipation } from './ship-fund-participation';
import { shipLoanCreditView } from './ship-loan-credit-view';

export { secondHandVesselAcquisition, shipFundParticipation, shipLoanCreditView };

/** The templates the product ships (docs/spec/utility-analysis.md section 1), in listing order. */
export const templates: utility.Template[] = [secondHandVesselAcquisition, shipLoanCreditView, shipFundParticipation];

/** The template with this id (a versioned id such as `ship-loan-credit-view-v1`), or undefined. */
export function findTemplate(id: string): utility.Template | undefined {
  return templates.find((template) => template.id === id);
}

/** The template an analysis was started on: this id at this version, or undefined (an analysis keeps its version). */
export function findTemplateVersion(id: string, version: number): utility.Template | undefined {
  const template = findTemplate(id);
  return template?.version === version ? template : undefined;
}
