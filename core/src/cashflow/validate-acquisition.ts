import { formatDate, type DayNumber } from '../dates/day-number';
import { readDateBeforeEndOfLife, type FieldReader } from './validate-fields';

/**
 * The acquisition date T (docs/spec/calculation.md sections 1 and 2): a purchaseDate after V, which must lie before
 * EOL (checked whenever EOL is known, also when V is not); V when the purchase completed on or before V or has no
 * date. Null while V is unknown. An invalid purchaseDate is reported and T taken as V, so that the tranches are
 * checked against what is known.
 */
export function readAcquisitionDate(fields: FieldReader, timeline: { valuationDate: DayNumber | null; endOfLife: DayNumber | null }): DayNumber | null {
  const { valuationDate, endOfLife } = timeline;
  const purchaseDate = readDateBeforeEndOfLife(fields, 'purchaseDate', { whenMissing: null, endOfLife });
  if (valuationDate === null) return null;
  return purchaseDate !== null && purchaseDate > valuationDate ? purchaseDate : valuationDate;
}

/** A tranche's disbursementDate on or after a T later than V (section 2): a loan of a ship bought later is drawn at or after completion. */
export function checkDrawnAtOrAfterAcquisition(
  fields: FieldReader,
  dates: { disbursementDate: DayNumber | null; acquisitionDate: DayNumber | null; valuationDate: DayNumber | null },
): DayNumber | null {
  const { disbursementDate, acquisitionDate, valuationDate } = dates;
  if (disbursementDate === null || acquisitionDate === null || valuationDate === null) return disbursementDate;
  if (acquisitionDate <= valuationDate || disbursementDate >= acquisitionDate) return disbursementDate;
  fields.report('disbursementDate', { rule: 'notBeforeAcquisition', params: { date: formatDate(acquisitionDate) } });
  return null;
}
