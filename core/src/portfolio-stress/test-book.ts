import { workedExampleV3Cashflow } from '../../examples';

/**
 * The book of the tests and the bench: the worked example's ship (version 3, every covenant set) and two others
 * derived from it, one a tanker valued two months later, one named by its Clarksons segment only and valued eight
 * months later (so it reads the book's market from book year 2).
 */
export const testBook = [
  { id: 'kamsarmax', cashflow: workedExampleV3Cashflow },
  {
    id: 'tanker',
    cashflow: {
      ...workedExampleV3Cashflow,
      shipType: 'TANKER_MR',
      valuationDate: '2026-09-01',
      brokerValueEsimationsCurr: [21000000],
      averageTimeCharterCurr: 16000,
    },
  },
  {
    id: 'container',
    cashflow: {
      ...workedExampleV3Cashflow,
      shipType: null,
      clarksonsSegment: 'Containership',
      valuationDate: '2027-03-01',
      purchaseDate: '2027-04-15',
      brokerValueEsimationsCurr: [19000000],
    },
  },
];
