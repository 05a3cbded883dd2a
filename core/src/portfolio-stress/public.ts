// The portfolio stress test of docs/portfolio-stress.md, as one namespace of core's public entry.
export { bookYearOf, bookYearOffset } from './book-calendar';
export { choleskyFactor, correlatedNormals, equicorrelation } from './correlation';
export {
  stressDefaults,
  stressParametersSchema,
  stressPathBounds,
  validateStressParameters,
  type CorrelationMatrix,
  type StressParameters,
  type StressParametersValidation,
} from './parameters';
export { maxStressLoans, prepareStress, type PreparedLoan, type PreparedStress, type StressLoan, type StressPreparation } from './prepare-stress';
export { breachBits, runStressChunk, segmentPaths, type SegmentPaths, type StressChunk } from './run-chunk';
export { segmentOfCashflow, unspecifiedSegment } from './segments';
export { summarizeStress } from './summarize-stress';
export type { StressBookYear, StressLoanSummary, StressSummary, StressTailDriver } from './summary-types';
