import type { utility } from '@keelson/core';

/**
 * Ship-fund participation, investor view (docs/spec/utility-analysis.md section 1): compares closed-end ship funds
 * (limited partnerships, KG, under the German Capital Investment Code, KAGB) or second-market stakes in them.
 */
export const shipFundParticipation = {
  id: 'ship-fund-participation-v1',
  key: 'ship-fund-participation',
  version: 1,
  title: 'Ship-fund participation (investor view)',
  description:
    'Compares participations in closed-end ship funds, typically limited partnerships (GmbH & Co. KG) structured as alternative investment funds (AIF) under the ' +
    'German Capital Investment Code (KAGB), or stakes bought on the second market, from the point of view of a private or semi-professional investor or an advisor. ' +
    "The criteria cover the issuer and manager, the quality of the fleet, its charter employment, the fund's costs, distributions and exit, financing, regulation and " +
    "documentation, and ESG. Vessel age, price against DCF value, LTV and DSCR are read from the cashflow assessment of the fund's fleet (for several vessels, use a " +
    'fleet-weighted assessment or override the values). Knock-out rules exclude funds without a KAGB-regulated manager, with a maximum LTV above 80 % or with a minimum DSCR below 1.00x.',
  scale: {
    min: 0,
    max: 10,
    anchors: [
      { point: 0, text: 'Unacceptable: on this criterion the participation should not be recommended.' },
      { point: 2, text: 'Weak: clear disadvantages against comparable offers; only acceptable with a price discount.' },
      { point: 5, text: 'Adequate: in line with the market standard for regulated ship AIFs.' },
      { point: 8, text: 'Good: clearly better than comparable offers.' },
      { point: 10, text: 'Excellent: best in class; no reservations.' },
    ],
  },
  criteria: [
    {
      kind: 'group',
      id: 'issuer-and-manager',
      title: 'Issuer and manager',
      description: 'Track record, capabilities and alignment of interest of the issuing house and the capital management company (KVG) that manages the fund.',
      weight: 15,
      children: [
        {
          kind: 'scale',
          id: 'manager-track-record',
          title: 'Manager track record',
          description:
            "Performance of the issuer's previous ship funds against their prospectus forecasts (performance record, Leistungsbilanz): distributions paid against plan, " +
            'funds sold at or above plan, restructurings, insolvencies and capital calls, ideally audited and covering the 2008–2016 shipping crisis.',
          weight: 40,
          anchors: [
            { point: 0, text: 'No performance record, or a majority of previous funds restructured or insolvent with losses to investors.' },
            { point: 2, text: 'Frequent shortfalls against plan, several restructurings with capital calls or reclaimed distributions.' },
            { point: 5, text: 'Mixed record: most funds paid reduced distributions, few restructurings, audited record published.' },
            { point: 8, text: 'Most funds at or near plan, crisis handled without insolvencies; complete audited record.' },
            { point: 10, text: 'Long audited record through several cycles with funds at or above plan and no losses to investors.' },
          ],
        },
        {
          kind: 'choice',
          id: 'management-capability',
          title: 'Asset-management capability',
          description:
            'Whether the issuer group can manage the fleet itself: in-house or affiliated technical and commercial management, fleet under management, ' +
            'chartering desk and sale-and-purchase experience.',
          weight: 30,
          options: [
            { id: 'full-in-house', label: "In-house technical and commercial management of a large fleet of the fund's vessel types", score: 10 },
            { id: 'affiliated', label: "Affiliated or long-standing third-party managers under the issuer's control", score: 7 },
            { id: 'outsourced', label: 'Management fully outsourced; issuer acts as financial sponsor only', score: 4 },
            { id: 'new-entrant', label: 'New entrant without shipping management experience', score: 0 },
          ],
        },
        {
          kind: 'number',
          id: 'sponsor-co-investment',
          title: 'Co-investment of issuer and management',
          description:
            "Equity that the issuer, the KVG and their managers invest on the same terms as the investors, in percent of the fund's equity. Skin in the game aligns " +
            'interests. Scores 0 with no co-investment and 10 at 5 % or more.',
          weight: 30,
          unit: '% of equity',
          transformation: { kind: 'linear', worst: 0, best: 5 },
        },
      ],
    },
    {
      kind: 'group',
      id: 'fleet-and-asset-quality',
      title: 'Fleet and asset quality',
      description: 'Age, purchase price, diversification and technical quality of the vessels the fund owns or will buy.',
      weight: 20,
      children: [
        {
          kind: 'cashflowMetric',
          id: 'age-to-useful-life',
          title: 'Fleet age against economic useful life',
          description:
            'Age of the vessels divided by their economic useful life in the linked cashflow assessment (fleet-weighted for several vessels). A young fleet leaves ' +
            'time for the fund term and a sale at a reasonable value. Scores 10 at 0.10 or less and 0 at 0.80 or more.',
          weight: 30,
          metric: 'ageToUsefulLife',
          unit: 'ratio',
          transformation: { kind: 'linear', worst: 0.8, best: 0.1 },
        },
        {
          kind: 'cashflowMetric',
          id: 'price-to-dcf-value',
          title: 'Acquisition cost against DCF value',
          description:
            'Total acquisition cost of the vessels (price plus acquisition costs capitalised in the fund) divided by their DCF value in the linked cashflow ' +
            'assessment. Funds that buy at the top of the cycle rarely recover. Scores 10 at 0.85x or less and 0 at 1.25x or more.',
          weight: 30,
          metric: 'priceToDcfValue',
          unit: 'x',
          transformation: { kind: 'linear', worst: 1.25, best: 0.85 },
        },
        {
          kind: 'choice',
          id: 'diversification',
          title: 'Diversification',
          description: 'Number of vessels, segments and charterers in the fund. A single-ship fund stands or falls with one vessel and one charter.',
          weight: 20,
          options: [
            { id: 'multi-segment', label: 'Five or more vessels in at least two segments with different charterers', score: 10 },
            { id: 'multi-vessel', label: 'Three or more vessels in one segment', score: 7 },
            { id: 'two-vessels', label: 'Two vessels', score: 4 },
            { id: 'single-ship', label: 'Single-ship fund', score: 1 },
            { id: 'blind-pool', label: 'Blind pool: vessels not yet identified', score: 0 },
          ],
        },
        {
          kind: 'scale',
          id: 'technical-quality',
          title: 'Technical quality of the fleet',
          description:
            'Yard, design and specification of the vessels (eco design, fuel consumption, CII outlook), class with an IACS society, survey status and ' +
            'condition reports or inspections available to investors.',
          weight: 20,
          anchors: [
            { point: 0, text: 'Outdated, non-standard vessels; no independent condition reports.' },
            { point: 5, text: 'Standard designs from established yards; condition as expected for the age.' },
            { point: 10, text: 'Modern eco designs from first-tier yards, IACS class, independent condition reports disclosed.' },
          ],
        },
      ],
    },
    {
      kind: 'group',
      id: 'charter-employment',
      title: 'Charter employment',
      description: "How much of the fund's revenue is secured by charters, with whom, and how realistic the assumptions for the unsecured years are.",
      weight: 15,
      children: [
        {
          kind: 'number',
          id: 'fixed-charter-coverage',
          title: 'Fixed charter coverage',
          description:
            'Share of the planned revenue days in the first five years of the fund that is covered by fixed time or bareboat charters, in percent. ' +
            'Scores 0 with no fixed employment and 10 at 80 % or more.',
          weight: 30,
          unit: '% of revenue days',
          transformation: { kind: 'linear', worst: 0, best: 80 },
        },
        {
          kind: 'choice',
          id: 'charterer-quality',
          title: 'Charterer quality',
          description: 'Creditworthiness of the main charterers, weighted by revenue: rating, size, payment record, and parent guarantees.',
          weight: 40,
          options: [
            { id: 'investment-grade', label: 'Investment-grade rated liner companies, oil majors or commodity traders', score: 10 },
            { id: 'established', label: 'Established operators without rating, clean payment record', score: 7 },
            { id: 'mixed', label: 'Mix of established and smaller operators, or a pool', score: 4 },
            { id: 'weak', label: 'Small or opaque charterers, or charterers in financial difficulty', score: 0 },
          ],
        },
        {
          kind: 'scale',
          id: 'forecast-assumptions',
          title: 'Charter forecast assumptions',
          description:
            'How conservative the prospectus forecast is after the fixed charters end: assumed rates against the 10- and 20-year averages for the type, ' +
            'off-hire days, opex escalation and the assumed sale price; sensitivity analyses shown.',
          weight: 30,
          anchors: [
            { point: 0, text: 'Follow-on rates well above long-term averages, no off-hire, optimistic sale price; no sensitivities.' },
            { point: 5, text: 'Rates near long-term averages, usual off-hire and cost escalation; basic sensitivities.' },
            { point: 10, text: 'Rates below long-term averages, conservative costs and sale price, full sensitivities including a downturn case.' },
          ],
        },
      ],
    },
    {
      kind: 'group',
      id: 'fund-structure-and-costs',
      title: 'Fund structure and costs',
      description:
        'Costs charged to the investor at subscription and over the term, and the performance fee structure, as disclosed in the KID and prospectus.',
      weight: 15,
      children: [
        {
          kind: 'number',
          id: 'initial-costs',
          title: 'Initial costs',
          description:
            'Initial costs (Initialkosten) including the subscription premium (Agio), in percent of the subscribed equity, as stated in the prospectus and KID. ' +
            'These costs are not invested in vessels. Scores 10 at 8 % or less and 0 at 20 % or more.',
          weight: 40,
          unit: '% of equity',
          transformation: { kind: 'linear', worst: 20, best: 8 },
        },
        {
          kind: 'number',
          id: 'ongoing-costs',
          title: 'Ongoing costs',
          description:
            'Ongoing fund costs (management fee of the KVG, depositary, trust and audit fees) in percent per year of the net asset value, as stated in the KID. ' +
            'Scores 10 at 1.0 % or less and 0 at 3.5 % or more.',
          weight: 40,
          unit: '% p.a. of NAV',
          transformation: { kind: 'linear', worst: 3.5, best: 1 },
        },
        {
          kind: 'choice',
          id: 'performance-fee',
          title: 'Performance fee',
          description:
            "Terms of the manager's performance fee (carried interest): hurdle rate on the investors' capital, high-water mark or catch-up, and when it is paid.",
          weight: 20,
          options: [
            { id: 'none', label: 'No performance fee', score: 10 },
            { id: 'high-hurdle', label: 'Paid at the end of the term after a hurdle of 6 % p.a. or more on full capital return', score: 8 },
            { id: 'low-hurdle', label: 'Hurdle below 6 % p.a., or paid before full capital return', score: 4 },
            { id: 'no-hurdle', label: 'Performance fee without hurdle or paid on interim sales proceeds', score: 0 },
          ],
        },
      ],
    },
    {
      kind: 'group',
      id: 'distributions-and-liquidity',
      title: 'Distributions and liquidity',
      description: "Planned distributions, whether they are earned, and how the investor can get out before the end of the fund's term.",
      weight: 10,
      children: [
        {
          kind: 'number',
          id: 'target-distribution',
          title: 'Target distribution',
          description:
            'Planned average annual distribution in percent of the subscribed equity (without Agio) over the fund term, per the prospectus. Judge it together ' +
            'with the coverage below: a high target paid from liquidity is no advantage. Scores 0 at 0 % and 10 at 8 % or more.',
          weight: 35,
          unit: '% p.a.',
          transformation: { kind: 'linear', worst: 0, best: 8 },
        },
        {
          kind: 'choice',
          id: 'distribution-coverage',
          title: 'Distribution coverage',
          description:
            "Whether planned distributions are covered by the fund's earnings. Distributions that exceed the profit share return capital and revive the limited " +
            "partner's liability up to the registered contribution (section 172 (4) HGB), which can lead to clawbacks in a crisis.",
          weight: 30,
          options: [
            { id: 'earned', label: 'Fully covered by operating cash flow after debt service and reserves', score: 10 },
            { id: 'mostly-earned', label: 'Mostly covered; early years partly from the liquidity reserve', score: 6 },
            { id: 'capital-return', label: 'Largely a return of capital with liability revival disclosed', score: 2 },
            { id: 'undisclosed', label: 'Funded from capital or debt without clear disclosure', score: 0 },
          ],
        },
        {
          kind: 'scale',
          id: 'exit-options',
          title: 'Exit options',
          description:
            "Ways to exit before the end of the term: transfer rights in the partnership agreement, second-market trading of the fund's units, ordinary termination " +
            'rights, planned term and the sale strategy for the vessels.',
          weight: 35,
          anchors: [
            { point: 0, text: 'No transfer without manager consent, no second market, open-ended term without sale strategy.' },
            { point: 5, text: 'Transfer possible with consent; occasional second-market trades at a discount; fixed term with extension options.' },
            { point: 10, text: 'Free transfer, active second-market trading, short fixed term with a defined sale strategy.' },
          ],
        },
      ],
    },
    {
      kind: 'group',
      id: 'financing',
      title: 'Financing',
      description:
        "Leverage and debt service capacity of the fund's ship loans, and the currency and interest risk they add (the KAGB limits leverage of public AIFs to 150 % of capital).",
      weight: 10,
      children: [
        {
          kind: 'cashflowMetric',
          id: 'max-ltv',
          title: 'Maximum LTV',
          description:
            'Highest loan-to-value ratio (outstanding ship loans / vessel values) at acquisition and over the term in the linked cashflow assessment. ' +
            'Scores 10 at 0.35 or less and 0 at 0.75 or more.',
          weight: 40,
          metric: 'maxLtv',
          unit: 'ratio',
          transformation: { kind: 'linear', worst: 0.75, best: 0.35 },
        },
        {
          kind: 'cashflowMetric',
          id: 'min-dscr',
          title: 'Minimum DSCR',
          description:
            'Lowest annual debt service coverage ratio in the linked cashflow assessment. Below 1.00x the fund must suspend distributions or call capital. ' +
            'Steps: below 1.00x 0, from 1.00x 3, from 1.20x 6, from 1.40x 8, from 1.60x 10.',
          weight: 40,
          metric: 'minDscr',
          unit: 'x',
          transformation: {
            kind: 'steps',
            steps: [
              { threshold: 0, score: 0 },
              { threshold: 1, score: 3 },
              { threshold: 1.2, score: 6 },
              { threshold: 1.4, score: 8 },
              { threshold: 1.6, score: 10 },
            ],
          },
        },
        {
          kind: 'choice',
          id: 'currency-and-interest-hedging',
          title: 'Currency and interest hedging',
          description:
            'Match between loan currency and charter income (usually US dollars) and protection against rising interest rates. Many KG funds of the 2000s ' +
            'failed on yen or Swiss franc loans against dollar income.',
          weight: 20,
          options: [
            { id: 'matched-and-fixed', label: 'Loans in the income currency, interest fixed or swapped for most of the term', score: 10 },
            { id: 'matched-floating', label: 'Loans in the income currency, floating interest', score: 6 },
            { id: 'partly-mismatched', label: 'Part of the loans in another currency, hedged', score: 3 },
            { id: 'unhedged-mismatch', label: 'Loans in another currency than the income, unhedged', score: 0 },
          ],
        },
      ],
    },
    {
      kind: 'group',
      id: 'regulation-and-documentation',
      title: 'Regulation and documentation',
      description: 'Regulatory status of the fund and its manager under the KAGB and the quality of the investor documentation.',
      weight: 10,
      children: [
        {
          kind: 'choice',
          id: 'regulatory-status',
          title: 'Regulatory status',
          description:
            'Status of the fund and its capital management company (KVG) under the KAGB and the AIFM Directive: licence from BaFin, depositary (Verwahrstelle), ' +
            'and whether the fund may be sold to retail investors.',
          weight: 60,
          options: [
            { id: 'licensed-public-aif', label: 'Public AIF managed by a BaFin-licensed KVG with a depositary', score: 10 },
            { id: 'licensed-special-aif', label: 'Special AIF for professional and semi-professional investors, licensed KVG', score: 8 },
            { id: 'registered-kvg', label: 'KVG registered only (sub-threshold AIFM), limited supervision', score: 3 },
            { id: 'not-regulated', label: 'Manager neither licensed nor registered (unregulated offering, grey market)', score: 0 },
          ],
        },
        {
          kind: 'scale',
          id: 'documentation-quality',
          title: 'KID and prospectus quality',
          description:
            'Completeness and clarity of the key information document (PRIIPs KID), the sales prospectus and the annual reports: risk disclosure, cost disclosure, ' +
            'performance scenarios, vessel and charter details, and plausibility checks by an independent analyst.',
          weight: 40,
          anchors: [
            { point: 0, text: 'KID or prospectus missing, outdated or misleading; essential risks not disclosed.' },
            { point: 5, text: 'Complete statutory documents; risks and costs disclosed in standard form.' },
            {
              point: 10,
              text: 'Clear, complete documents with vessel-level detail, full sensitivities and an independent analysis; timely audited annual reports.',
            },
          ],
        },
      ],
    },
    {
      kind: 'group',
      id: 'esg',
      title: 'ESG',
      description: "Environmental and sustainability profile of the fleet and the fund's disclosures under the EU Sustainable Finance Disclosure Regulation.",
      weight: 5,
      children: [
        {
          kind: 'choice',
          id: 'fleet-cii',
          title: 'Fleet carbon intensity',
          description:
            "CII ratings (MARPOL Annex VI) of the fund's vessels for the last calendar year, and the plan to keep them at C or better as the reduction " +
            'factors tighten (energy-saving devices, alternative fuels, speed).',
          weight: 50,
          options: [
            { id: 'a-or-b', label: 'All vessels rated A or B', score: 10 },
            { id: 'c-or-better', label: 'All vessels rated C or better', score: 6 },
            { id: 'some-d', label: 'Some vessels rated D, corrective plan in place', score: 3 },
            { id: 'e-or-unplanned-d', label: 'Vessels rated E, or D without a corrective plan', score: 0 },
          ],
        },
        {
          kind: 'choice',
          id: 'sfdr-classification',
          title: 'SFDR classification',
          description:
            'Classification of the fund under the Sustainable Finance Disclosure Regulation and the substance behind it (measurable targets, reporting).',
          weight: 50,
          options: [
            { id: 'article-9', label: 'Article 9: sustainable investment objective with measurable targets', score: 10 },
            { id: 'article-8', label: 'Article 8: promotes environmental characteristics, with annual reporting', score: 7 },
            { id: 'article-6-disclosed', label: 'Article 6 with voluntary emissions reporting', score: 3 },
            { id: 'article-6', label: 'Article 6 without any sustainability disclosure', score: 0 },
          ],
        },
      ],
    },
  ],
  knockOuts: [
    {
      leafId: 'regulatory-status',
      kind: 'option',
      optionId: 'not-regulated',
      reason: 'The manager is neither licensed nor registered under the KAGB: an unregulated offering without depositary or supervisory protection.',
    },
    {
      leafId: 'max-ltv',
      kind: 'above',
      threshold: 0.8,
      reason: 'Maximum LTV above 80 %: a moderate fall in vessel values wipes out the equity and triggers value-maintenance breaches.',
    },
    {
      leafId: 'min-dscr',
      kind: 'below',
      threshold: 1,
      reason:
        'Minimum DSCR below 1.00x: the fund cannot service its loans from operations in at least one year and must suspend distributions or call capital.',
    },
  ],
} satisfies utility.Template;
