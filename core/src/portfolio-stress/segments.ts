/** A loan's segment (docs/portfolio-stress.md section 1) is the loan book's: one rule for the book's exposure and the stress test. */
export { segmentOf as segmentOfCashflow, unspecifiedSegment } from '../loan-book/monitor';
