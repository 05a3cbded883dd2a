import type { utility } from '@keelson/core';

/**
 * Second-hand vessel acquisition, investor view (docs/spec/utility-analysis.md section 1): compares candidate
 * vessels (or offers for the same vessel) for an owner or equity investor buying on the sale-and-purchase
 * market. Weights are starting points; the analysis may change them.
 */
export const secondHandVesselAcquisition = {
  id: 'second-hand-vessel-acquisition-v1',
  key: 'second-hand-vessel-acquisition',
  version: 1,
  title: 'Second-hand vessel acquisition (investor view)',
  description:
    'Compares second-hand vessels offered for sale, or competing offers for the same vessel, from the point of view of the buying owner or equity investor. ' +
    'The criteria follow a typical German KG-house and family-office purchase review: value and price against the DCF value and broker valuations, ' +
    'earnings capacity against the cash break-even, technical condition and class, market and employment, financing headroom, and environmental and sanctions compliance. ' +
    'Criteria marked as cashflow metrics are read from the cashflow assessment linked to each alternative and may be overridden. ' +
    'Knock-out rules disqualify a vessel with suspended class, a sanctions hit, a minimum DSCR below 1.00x or a maximum LTV above 90 %, whatever its score.',
  scale: {
    min: 0,
    max: 10,
    anchors: [
      { point: 0, text: 'Unacceptable: a deal-breaker on this criterion; the purchase would not be pursued on these terms.' },
      { point: 2, text: 'Weak: material deficiencies that need a price reduction, a capex budget or a contractual fix before closing.' },
      { point: 5, text: 'Adequate: in line with market standard for a vessel of this type, size and age.' },
      { point: 8, text: 'Good: clearly better than market standard; only minor points to follow up.' },
      { point: 10, text: 'Excellent: best in class for comparable tonnage; no reservations.' },
    ],
  },
  criteria: [
    {
      kind: 'group',
      id: 'value-and-price',
      title: 'Value and price',
      description: 'Whether the purchase price is justified by the earning power of the vessel and by independent valuations.',
      weight: 25,
      children: [
        {
          kind: 'cashflowMetric',
          id: 'price-to-dcf-value',
          title: 'Total acquisition cost against DCF value',
          description:
            'Total acquisition cost (purchase price plus delivery, takeover and initial costs) divided by the DCF value of the linked cashflow assessment. ' +
            'Below 1.00x the vessel is bought under its long-term value. Scores 10 at 0.80x or less and 0 at 1.30x or more.',
          weight: 60,
          metric: 'priceToDcfValue',
          unit: 'x',
          transformation: { kind: 'linear', worst: 1.3, best: 0.8 },
        },
        {
          kind: 'number',
          id: 'price-to-broker-valuation',
          title: 'Price against mean broker valuation',
          description:
            'Premium (positive) or discount (negative) of the purchase price against the mean of at least two independent, charter-free desktop valuations ' +
            'by recognised S&P brokers, in percent. Use valuations not older than three months. Scores 10 at a 10 % discount and 0 at a 15 % premium.',
          weight: 25,
          unit: '%',
          transformation: { kind: 'linear', worst: 15, best: -10 },
        },
        {
          kind: 'number',
          id: 'valuation-spread',
          title: 'Spread of broker valuations',
          description:
            'Difference between the highest and the lowest independent broker valuation in percent of their mean. A wide spread signals an illiquid ' +
            'segment or an unusual vessel and makes the price harder to defend towards lenders and co-investors. Scores 10 at 0 % and 0 at 20 % or more.',
          weight: 15,
          unit: '%',
          transformation: { kind: 'linear', worst: 20, best: 0 },
        },
      ],
    },
    {
      kind: 'group',
      id: 'earnings',
      title: 'Earnings',
      description: 'The earning power of the vessel against its cash costs, and how much of it is secured.',
      weight: 20,
      children: [
        {
          kind: 'cashflowMetric',
          id: 'cash-breakeven-to-charter',
          title: 'Cash break-even against average charter rate',
          description:
            'Average cash break-even rate (opex, audit and tax advice, dockings and debt service per net on-hire day) divided by the average charter rate assumed ' +
            'in the linked cashflow assessment. Below 1.00x the vessel covers its cash costs. Scores 10 at 0.60x or less and 0 at 1.10x or more.',
          weight: 50,
          metric: 'cashBreakevenToAverageCharter',
          unit: 'x',
          transformation: { kind: 'linear', worst: 1.1, best: 0.6 },
        },
        {
          kind: 'choice',
          id: 'charter-coverage',
          title: 'Charter coverage',
          description:
            'Employment secured at delivery: period of fixed time charter still to run and its rate against the cash break-even. A charter taken over with the vessel ' +
            'counts if the charterer has consented to the change of ownership.',
          weight: 30,
          options: [
            { id: 'fixed-24-months', label: 'Time charter for 24 months or more at a rate above the cash break-even', score: 10 },
            { id: 'fixed-12-months', label: 'Time charter for 12 to 24 months at a rate above the cash break-even', score: 7 },
            { id: 'short-period', label: 'Time charter for less than 12 months, or index-linked charter', score: 4 },
            { id: 'spot-or-pool', label: 'Charter-free delivery, spot or pool employment only', score: 2 },
            { id: 'below-breakeven', label: 'Fixed charter at a rate below the cash break-even', score: 0 },
          ],
        },
        {
          kind: 'number',
          id: 'opex-to-benchmark',
          title: 'Operating expenses against benchmark',
          description:
            'Budgeted daily operating expenses (crew, stores, lubes, repairs and maintenance, insurance, management) against an industry benchmark for the ' +
            'type, size and age (for example a published opex survey), in percent above (positive) or below (negative) the benchmark. ' +
            'Scores 10 at 10 % below and 0 at 25 % above.',
          weight: 20,
          unit: '% vs benchmark',
          transformation: { kind: 'linear', worst: 25, best: -10 },
        },
      ],
    },
    {
      kind: 'group',
      id: 'technical-condition',
      title: 'Technical condition',
      description: 'Age, class and physical condition of the vessel as found in the class records and the pre-purchase inspection.',
      weight: 20,
      children: [
        {
          kind: 'cashflowMetric',
          id: 'age-to-useful-life',
          title: 'Vessel age against economic useful life',
          description:
            'Age of the vessel at the valuation date divided by its economic useful life in the linked cashflow assessment. The later in its life, the less ' +
            'time to earn back the price and the more the residual value depends on scrap prices. Scores 10 at 0.10 or less and 0 at 0.90 or more.',
          weight: 30,
          metric: 'ageToUsefulLife',
          unit: 'ratio',
          transformation: { kind: 'linear', worst: 0.9, best: 0.1 },
        },
        {
          kind: 'choice',
          id: 'class-status',
          title: 'Class status',
          description:
            'Status in the classification society records at inspection: membership of IACS, outstanding conditions of class (recommendations) and memoranda. ' +
            'A change of class society at delivery should be treated like the weaker of the two records.',
          weight: 25,
          options: [
            { id: 'iacs-clean', label: 'IACS class, no conditions of class and no memoranda', score: 10 },
            { id: 'iacs-memoranda', label: 'IACS class, memoranda or minor conditions that the seller clears before delivery', score: 7 },
            { id: 'iacs-open-conditions', label: 'IACS class with open conditions of class that pass to the buyer', score: 3 },
            { id: 'non-iacs', label: 'Class with a society outside IACS', score: 1 },
            { id: 'suspended', label: 'Class suspended or withdrawn', score: 0 },
          ],
        },
        {
          kind: 'choice',
          id: 'special-survey',
          title: 'Special survey and drydocking',
          description:
            'Timing of the next special (renewal) survey and drydocking against the planned holding period. A survey due soon after delivery means an ' +
            'immediate capex and off-hire that must be in the price; for vessels from 15 years the survey cost rises steeply.',
          weight: 20,
          options: [
            { id: 'passed-recently', label: 'Special survey and drydocking passed within the last 12 months', score: 10 },
            { id: 'due-after-24-months', label: 'Next special survey due in more than 24 months', score: 7 },
            { id: 'due-12-to-24-months', label: 'Next special survey due in 12 to 24 months', score: 4 },
            { id: 'due-within-12-months', label: 'Next special survey due within 12 months, cost to be priced in', score: 2 },
            { id: 'overdue', label: 'Special survey overdue or postponed by extension', score: 0 },
          ],
        },
        {
          kind: 'scale',
          id: 'inspection-findings',
          title: 'Inspection findings',
          description:
            "Findings of the pre-purchase inspection by the buyer's superintendent or an independent surveyor, the class records review and recent port state control " +
            '(Paris and Tokyo MoU) and vetting records: hull and coatings, machinery, cargo gear and holds or tanks, planned maintenance and record keeping.',
          weight: 25,
          anchors: [
            { point: 0, text: 'Structural defects, major machinery damage or PSC detentions; repair cost not quantifiable.' },
            { point: 2, text: 'Significant findings with a repair budget above 5 % of the price, or a PSC detention in the last 24 months.' },
            { point: 5, text: 'Condition as expected for the age; usual findings, budget covered by the next docking.' },
            { point: 8, text: 'Well maintained; few findings, clean PSC record, complete maintenance records.' },
            { point: 10, text: 'As-new condition for its age, no findings, no PSC deficiencies in the last 36 months.' },
          ],
        },
      ],
    },
    {
      kind: 'group',
      id: 'market-and-employment',
      title: 'Market and employment',
      description: "The outlook of the vessel's segment and the quality of the counterparty that pays the charter hire.",
      weight: 10,
      children: [
        {
          kind: 'scale',
          id: 'segment-outlook',
          title: 'Segment outlook',
          description:
            "Supply and demand outlook for the vessel's segment and size over the holding period: orderbook against fleet, expected demolitions, " +
            'demand growth on the relevant trades, and where the segment stands in the cycle (time-charter rates and second-hand prices against their long-term averages).',
          weight: 50,
          anchors: [
            {
              point: 0,
              text: 'Structural overcapacity: orderbook above 25 % of the fleet, rates and values far above long-term averages with a correction ahead.',
            },
            { point: 5, text: 'Balanced: orderbook and demand growth roughly offset, rates near long-term averages.' },
            {
              point: 10,
              text: 'Tight supply: small orderbook, ageing fleet with high demolition potential, solid demand growth, values at or below long-term averages.',
            },
          ],
        },
        {
          kind: 'choice',
          id: 'counterparty-quality',
          title: 'Charterer quality',
          description:
            'Creditworthiness and payment record of the charterer (or pool) that pays the hire. Consider rating, size, parent guarantees, and the payment record ' +
            'on this and other vessels. For charter-free delivery, rate the expected charterer universe.',
          weight: 50,
          options: [
            { id: 'investment-grade', label: 'Investment-grade rated liner company, oil major or commodity trader', score: 10 },
            { id: 'established-operator', label: 'Established operator or top-tier pool without rating, clean payment record', score: 7 },
            { id: 'mid-size-operator', label: 'Mid-size private operator with a track record, limited financial disclosure', score: 4 },
            { id: 'weak-operator', label: 'Small or opaque charterer, no verifiable track record', score: 1 },
            { id: 'distressed', label: 'Charterer in restructuring or in arrears with hire', score: 0 },
          ],
        },
      ],
    },
    {
      kind: 'group',
      id: 'financing',
      title: 'Financing',
      description: 'Headroom of the planned ship mortgage loan: debt service coverage and loan-to-value over the life of the loan.',
      weight: 15,
      children: [
        {
          kind: 'cashflowMetric',
          id: 'min-dscr',
          title: 'Minimum DSCR',
          description:
            'Lowest annual debt service coverage ratio (cash flow available for debt service / debt service) in the linked cashflow assessment. ' +
            'Below 1.00x the vessel cannot service its loan from operations in at least one year. Steps: below 1.00x 0, from 1.00x 3, from 1.15x 6, from 1.30x 8, from 1.50x 10.',
          weight: 55,
          metric: 'minDscr',
          unit: 'x',
          transformation: {
            kind: 'steps',
            steps: [
              { threshold: 0, score: 0 },
              { threshold: 1, score: 3 },
              { threshold: 1.15, score: 6 },
              { threshold: 1.3, score: 8 },
              { threshold: 1.5, score: 10 },
            ],
          },
        },
        {
          kind: 'cashflowMetric',
          id: 'max-ltv',
          title: 'Maximum LTV',
          description:
            'Highest loan-to-value ratio (outstanding debt / ship value) at the valuation date and at any period end in the linked cashflow assessment. ' +
            'Typical value-maintenance covenants lie between 70 % and 80 %. Scores 10 at 0.50 or less and 0 at 0.85 or more.',
          weight: 45,
          metric: 'maxLtv',
          unit: 'ratio',
          transformation: { kind: 'linear', worst: 0.85, best: 0.5 },
        },
      ],
    },
    {
      kind: 'group',
      id: 'environment-and-compliance',
      title: 'Environment and compliance',
      description: 'Regulatory energy efficiency, environmental retrofits and sanctions exposure of the vessel and the parties to the deal.',
      weight: 10,
      children: [
        {
          kind: 'choice',
          id: 'cii-rating',
          title: 'CII rating',
          description:
            'Carbon Intensity Indicator rating (MARPOL Annex VI) attained for the last calendar year, or expected for the current year if the vessel has since been ' +
            'modified. Check also that the EEXI is met without a power limitation that costs commercial speed. A D rating for three years or an E rating requires a corrective action plan.',
          weight: 45,
          options: [
            { id: 'a', label: 'A: major superior', score: 10 },
            { id: 'b', label: 'B: minor superior', score: 8 },
            { id: 'c', label: 'C: moderate', score: 5 },
            { id: 'd', label: 'D: minor inferior', score: 2 },
            { id: 'e', label: 'E: inferior', score: 0 },
          ],
        },
        {
          kind: 'choice',
          id: 'environmental-retrofits',
          title: 'Ballast water treatment and exhaust gas cleaning',
          description:
            'Ballast water treatment system (BWTS) under the Ballast Water Management Convention and US Coast Guard rules, and an exhaust gas cleaning system (scrubber). ' +
            "A scrubber counts in favour only while the fuel spread pays for it and the vessel's trades allow open-loop discharge.",
          weight: 25,
          options: [
            { id: 'bwts-uscg-and-scrubber', label: 'USCG type-approved BWTS fitted and a scrubber fitted that earns a fuel premium', score: 10 },
            { id: 'bwts-uscg', label: 'USCG type-approved BWTS fitted, no scrubber', score: 8 },
            { id: 'bwts-imo-only', label: 'BWTS fitted with IMO approval only', score: 5 },
            { id: 'bwts-due', label: 'No BWTS; retrofit due at the next renewal survey and budgeted', score: 2 },
            { id: 'no-bwts', label: 'No BWTS and no compliant ballast water management in place', score: 0 },
          ],
        },
        {
          kind: 'choice',
          id: 'sanctions-screening',
          title: 'Sanctions screening',
          description:
            'Screening of vessel (IMO number), seller, flag, technical manager and charterer against the EU, UN, UK and US (OFAC) sanctions lists, and of the ' +
            "vessel's trading history (AIS gaps, ship-to-ship transfers in high-risk areas, calls at sanctioned ports) over the last 24 months.",
          weight: 30,
          options: [
            { id: 'clear', label: 'No hits; trading history clean', score: 10 },
            { id: 'cleared-hits', label: 'Name matches or past calls cleared after enhanced due diligence', score: 6 },
            { id: 'red-flags', label: 'Red flags remain: AIS gaps, high-risk STS transfers or a flag of convenience with a weak record', score: 2 },
            { id: 'sanctioned', label: 'Sanctioned vessel, party or flag', score: 0 },
          ],
        },
      ],
    },
  ],
  knockOuts: [
    {
      leafId: 'class-status',
      kind: 'option',
      optionId: 'suspended',
      reason: 'Class is suspended or withdrawn: the vessel cannot trade, be insured or be mortgaged until class is reinstated.',
    },
    {
      leafId: 'sanctions-screening',
      kind: 'option',
      optionId: 'sanctioned',
      reason: 'A sanctioned vessel, party or flag: the purchase, its financing and its insurance are prohibited.',
    },
    {
      leafId: 'min-dscr',
      kind: 'below',
      threshold: 1,
      reason: 'Minimum DSCR below 1.00x: in at least one year the vessel cannot service its loan from operations, so the equity must cover the shortfall.',
    },
    {
      leafId: 'max-ltv',
      kind: 'above',
      threshold: 0.9,
      reason: 'Maximum LTV above 90 %: the value-maintenance covenant would be breached, forcing a prepayment or additional security.',
    },
  ],
} satisfies utility.Template;
