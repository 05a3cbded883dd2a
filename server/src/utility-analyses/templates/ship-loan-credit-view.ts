import type { utility } from '@keelson/core';

/**
 * The four supervisory slotting grades of the Basel object-finance criteria as choice options
 * (Strong 10, Good 7, Satisfactory 4, Weak 0), each label carrying the grade's description for the criterion.
 */
function slottingGrades(descriptions: { strong: string; good: string; satisfactory: string; weak: string }) {
  return [
    { id: 'strong', label: `Strong: ${descriptions.strong}`, score: 10 },
    { id: 'good', label: `Good: ${descriptions.good}`, score: 7 },
    { id: 'satisfactory', label: `Satisfactory: ${descriptions.satisfactory}`, score: 4 },
    { id: 'weak', label: `Weak: ${descriptions.weak}`, score: 0 },
  ];
}

/**
 * Ship-loan credit view, lender view (docs/spec/utility-analysis.md section 1), after the supervisory slotting
 * criteria for object finance of BCBS, "Basel II: International Convergence of Capital Measurement and
 * Capital Standards", Annex 6, extended by climate alignment under the Poseidon Principles.
 */
export const shipLoanCreditView = {
  id: 'ship-loan-credit-view-v1',
  key: 'ship-loan-credit-view',
  version: 1,
  title: 'Ship-loan credit view (lender view, Basel object-finance slotting)',
  description:
    'Assesses a ship mortgage loan, or compares loan requests, from the point of view of the lending bank. The structure follows the supervisory slotting criteria ' +
    'for object finance (BCBS, "Basel II: International Convergence of Capital Measurement and Capital Standards", Annex 6): financial strength, political and legal ' +
    'environment, transaction characteristics, operating risk, asset characteristics, strength of the sponsor, and security package, completed by climate alignment ' +
    'as reported under the Poseidon Principles. Choice criteria use the slotting grades Strong, Good, Satisfactory and Weak (scores 10, 7, 4, 0); the total utility ' +
    'is an indication for the slotting category, not a substitute for the credit decision. DSCR, LTV and vessel age are read from the linked cashflow assessment. ' +
    'Knock-out rules stop a request with a weak security package, weak insurance cover, unenforceable mortgage rights or a minimum DSCR below 1.00x.',
  scale: {
    min: 0,
    max: 10,
    anchors: [
      { point: 0, text: 'Weak: the risk is not acceptable for the bank on this criterion without fundamental restructuring.' },
      { point: 2, text: 'Weak to satisfactory: significant weaknesses that need additional security or tighter covenants.' },
      { point: 5, text: "Satisfactory: acceptable risk in line with the bank's standard ship-finance terms." },
      { point: 8, text: 'Good: better than standard terms; risk well mitigated.' },
      { point: 10, text: 'Strong: very low risk on this criterion; comparable to the best transactions in the portfolio.' },
    ],
  },
  criteria: [
    {
      kind: 'group',
      id: 'financial-strength',
      title: 'Financial strength',
      description: 'Market conditions, financial ratios, resilience under stress and market liquidity of the financed vessel (Annex 6: financial strength).',
      weight: 30,
      children: [
        {
          kind: 'choice',
          id: 'market-conditions',
          title: 'Market conditions',
          description:
            'Demand for the vessel type and its trades, competitive position of the vessel, orderbook against fleet and barriers to entry (yard capacity, ' +
            'regulatory and technical requirements) over the loan tenor.',
          weight: 20,
          options: slottingGrades({
            strong: 'demand strong and growing, small orderbook, strong entry barriers, low sensitivity to technology and outlook changes',
            good: 'demand strong and stable, some entry barriers, some sensitivity to technology and outlook changes',
            satisfactory: 'demand adequate and stable, limited entry barriers, significant sensitivity to technology and outlook changes',
            weak: 'demand weak and declining, large orderbook, vulnerable to technology and outlook changes, unstable environment',
          }),
        },
        {
          kind: 'cashflowMetric',
          id: 'min-dscr',
          title: 'Minimum DSCR',
          description:
            'Lowest annual debt service coverage ratio (cash flow available for debt service / scheduled interest and repayment) over the loan tenor in the base scenario ' +
            'of the linked cashflow assessment. Steps: below 1.00x 0, from 1.00x 2, from 1.10x 4, from 1.25x 7, from 1.40x 10.',
          weight: 25,
          metric: 'minDscr',
          unit: 'x',
          transformation: {
            kind: 'steps',
            steps: [
              { threshold: 0, score: 0 },
              { threshold: 1, score: 2 },
              { threshold: 1.1, score: 4 },
              { threshold: 1.25, score: 7 },
              { threshold: 1.4, score: 10 },
            ],
          },
        },
        {
          kind: 'cashflowMetric',
          id: 'max-ltv',
          title: 'Maximum LTV',
          description:
            'Highest loan-to-value ratio (outstanding loan / market value of the vessel) at drawdown and at any period end in the linked cashflow assessment. ' +
            'Compare with the value-maintenance clause of the term sheet. Scores 10 at 0.50 or less and 0 at 0.85 or more.',
          weight: 25,
          metric: 'maxLtv',
          unit: 'ratio',
          transformation: { kind: 'linear', worst: 0.85, best: 0.5 },
        },
        {
          kind: 'scale',
          id: 'stress-analysis',
          title: 'Stress analysis',
          description:
            'Whether the loan is still serviced under a severe but plausible stress: charter rates at the lows of the last cycle after expiry of fixed employment, ' +
            "opex +10 %, interest +200 bp, and vessel values down 30 %. Use the long-term-average scenario of the cashflow assessment and the bank's own stress case.",
          weight: 15,
          anchors: [
            { point: 0, text: 'Weak: default is likely under normal cyclical conditions, not only under stress.' },
            { point: 4, text: 'Satisfactory: the loan survives moderate stress; a severe downturn or cost shock leads to default.' },
            { point: 5, text: 'Satisfactory to good: debt service is met under moderate stress with a thin cushion; liquidity reserves bridge one weak year.' },
            { point: 7, text: 'Good: the loan meets its obligations under sustained severe conditions; default only in a combination of severe shocks.' },
            { point: 10, text: 'Strong: stable long-term revenues withstand severely stressed conditions over the whole tenor.' },
          ],
        },
        {
          kind: 'choice',
          id: 'market-liquidity',
          title: 'Market liquidity',
          description:
            'Depth of the sale-and-purchase market for the vessel type: number of comparable transactions and buyers, as evidence that the vessel can be sold in an enforcement.',
          weight: 15,
          options: slottingGrades({
            strong: 'market is structured on a worldwide basis; vessels are highly liquid with frequent comparable sales',
            good: 'market is worldwide or regional; vessels are relatively liquid',
            satisfactory: 'market is regional with short-term prospects; vessels of lower liquidity',
            weak: 'local market or poor visibility; low or no liquidity, especially on niche vessels',
          }),
        },
      ],
    },
    {
      kind: 'group',
      id: 'political-and-legal-environment',
      title: 'Political and legal environment',
      description:
        'Country and transfer risk of the borrower and the trading areas, and the legal framework of the flag state for mortgage and enforcement (Annex 6).',
      weight: 5,
      children: [
        {
          kind: 'choice',
          id: 'political-risk',
          title: 'Political risk, including transfer risk',
          description:
            "Political and transfer risk in the borrower's and charterer's jurisdictions and in the trading areas (war-risk areas, expropriation, currency transfer restrictions); " +
            'mitigants such as political-risk insurance or an export credit agency cover.',
          weight: 50,
          options: slottingGrades({
            strong: 'very low; strong mitigation instruments where needed',
            good: 'low; satisfactory mitigation instruments where needed',
            satisfactory: 'moderate; fair mitigation instruments',
            weak: 'high; no or weak mitigation instruments',
          }),
        },
        {
          kind: 'choice',
          id: 'legal-and-regulatory-risk',
          title: 'Legal and regulatory risks',
          description:
            "Enforceability of the ship mortgage and the assignments under the law of the flag state and the borrower's jurisdiction; recognition of the " +
            'mortgage abroad (arrest regimes), ranking of maritime liens, and legal opinions obtained.',
          weight: 50,
          options: slottingGrades({
            strong: 'jurisdiction is favourable to repossession and enforcement of contracts; registered first preferred mortgage',
            good: 'jurisdiction is favourable to repossession and enforcement of contracts',
            satisfactory: 'jurisdiction generally favourable, but repossession might be long and difficult',
            weak: 'poor or unstable legal framework; repossession long or impossible',
          }),
        },
      ],
    },
    {
      kind: 'group',
      id: 'transaction-characteristics',
      title: 'Transaction characteristics',
      description:
        'Financial terms of the loan against the economic life of the vessel (Annex 6: transaction characteristics), repayment profile and covenants.',
      weight: 10,
      children: [
        {
          kind: 'scale',
          id: 'tenor-to-useful-life',
          title: 'Loan tenor against remaining economic life',
          description:
            'Financial terms compared to the economic life of the asset: loan tenor and balloon maturity against the remaining economic useful life, and whether ' +
            'the balloon can be refinanced or repaid from a sale before the vessel reaches its last quarter of life.',
          weight: 50,
          anchors: [
            { point: 0, text: 'Weak: repayment in balloon or with a grace period; maturity close to or beyond the end of economic life.' },
            { point: 4, text: 'Satisfactory: important balloon, but repayment still well within the economic life.' },
            { point: 5, text: 'Satisfactory to good: balloon up to 40 % of the loan, maturity at least five years before the end of economic life.' },
            { point: 7, text: 'Good: balloon more significant but still at satisfactory levels.' },
            { point: 10, text: 'Strong: full payout profile or minimum balloon, no grace period.' },
          ],
        },
        {
          kind: 'number',
          id: 'balloon-share',
          title: 'Balloon at maturity',
          description:
            'Balloon (bullet) repayment at final maturity in percent of the initial loan amount, per the repayment schedule of the term sheet. ' +
            'Scores 10 at 10 % or less and 0 at 60 % or more.',
          weight: 30,
          unit: '% of loan',
          transformation: { kind: 'linear', worst: 60, best: 10 },
        },
        {
          kind: 'choice',
          id: 'covenant-package',
          title: 'Covenant package',
          description:
            'Financial covenants and cash controls: value-maintenance (minimum security cover) clause, minimum liquidity, cash sweep, dividend restrictions, ' +
            'change-of-control and cross-default, and how often they are tested.',
          weight: 20,
          options: slottingGrades({
            strong: 'full package tested at least semi-annually: value maintenance, minimum liquidity, cash sweep and distribution lock-up',
            good: 'value maintenance and minimum liquidity tested annually; distribution restrictions',
            satisfactory: 'value-maintenance clause only, or covenants with generous headroom',
            weak: 'covenant-light: no effective value maintenance or distribution restrictions',
          }),
        },
      ],
    },
    {
      kind: 'group',
      id: 'operating-risk',
      title: 'Operating risk',
      description: "Permits, management contracts, and the operator's track record in managing the vessel type (Annex 6: operating risk).",
      weight: 10,
      children: [
        {
          kind: 'choice',
          id: 'operator-track-record',
          title: 'Operator track record',
          description:
            'Technical and commercial manager: fleet under management of the same type, ISM Document of Compliance, port state control detention rate ' +
            '(Paris and Tokyo MoU), vetting results (tankers), and capability to re-charter the vessel when the current charter ends.',
          weight: 45,
          options: slottingGrades({
            strong: 'large fleet of the same type, PSC detention rate well below average, strong re-chartering capability',
            good: 'established manager of the type, average PSC record, satisfactory re-chartering capability',
            satisfactory: 'limited experience with the type or a PSC record below average; weak re-chartering capability',
            weak: 'no or unknown track record, recent detentions; no re-chartering capability',
          }),
        },
        {
          kind: 'choice',
          id: 'permits-and-licensing',
          title: 'Permits and licensing',
          description:
            'Statutory certificates and approvals needed to operate the vessel in its trades: SOLAS, MARPOL, ISM, ISPS and MLC certificates, flag registration, ' +
            'trading permits (for example Jones Act, cabotage), and oil-major approvals where relevant.',
          weight: 25,
          options: slottingGrades({
            strong: 'all certificates in place and long-dated; no restrictions on trading',
            good: 'all certificates in place; renewals routine',
            satisfactory: 'certificates in place, but some renewals or approvals pending',
            weak: 'problems in obtaining or renewing certificates or approvals; trading restricted',
          }),
        },
        {
          kind: 'choice',
          id: 'management-contracts',
          title: 'Scope and nature of management contracts',
          description:
            'Ship management agreements (for example BIMCO SHIPMAN) covering technical and crew management: scope, budget control, performance standards, ' +
            'termination rights of the owner and assignment or duty-of-care undertakings to the lender.',
          weight: 30,
          options: slottingGrades({
            strong: "long-term agreement with a first-class manager, fixed budget, manager's undertaking to the bank",
            good: "long-term agreement with performance standards and a manager's undertaking",
            satisfactory: 'agreement with limited scope or a short term; no undertaking to the bank',
            weak: 'no formal management agreement, or at risk of termination; in-house management without capacity',
          }),
        },
      ],
    },
    {
      kind: 'group',
      id: 'asset-characteristics',
      title: 'Asset characteristics',
      description:
        'Configuration, size, design, maintenance, age and resale value of the vessel against other vessels in the same market (Annex 6: asset characteristics).',
      weight: 15,
      children: [
        {
          kind: 'choice',
          id: 'configuration-and-design',
          title: 'Configuration, size and design',
          description:
            'Design, size and specification against the vessels competing for the same cargoes: yard reputation, eco design and fuel consumption, cargo gear, ' +
            'ice class, reefer plugs or tank coatings, and how standard the specification is for the trade.',
          weight: 25,
          options: slottingGrades({
            strong: 'strong advantage in design; modern eco design from a first-tier yard, standard specification for the trade',
            good: 'above-average design; standard configuration, little or no limit on use',
            satisfactory: 'average design, some specific features that might limit the market',
            weak: 'below-average design or outdated specification; specific configuration that narrows the market',
          }),
        },
        {
          kind: 'scale',
          id: 'maintenance-condition',
          title: 'Maintenance and condition',
          description:
            "Maintenance of the vessel as shown by class records, survey status and the lender's inspection: conditions of class, docking history, planned " +
            'maintenance system, and budget for the next special survey.',
          weight: 20,
          anchors: [
            { point: 0, text: 'Weak: maintenance procedures deficient; conditions of class or overdue surveys; condition below the type and age.' },
            { point: 4, text: 'Satisfactory: maintenance procedures and condition adequate; some findings.' },
            { point: 5, text: 'Satisfactory to good: condition as expected for the age, findings covered by the next docking.' },
            { point: 7, text: 'Good: detailed maintenance procedures, clean class records, condition above average.' },
            { point: 10, text: 'Strong: strict maintenance procedures, clean class and PSC records, condition as-new for the age.' },
          ],
        },
        {
          kind: 'cashflowMetric',
          id: 'age-to-useful-life',
          title: 'Vessel age against economic useful life',
          description:
            'Age of the vessel at the valuation date divided by its economic useful life in the linked cashflow assessment. An old vessel depends more on its ' +
            'scrap value and is harder to refinance at balloon. Scores 10 at 0.20 or less and 0 at 0.80 or more.',
          weight: 25,
          metric: 'ageToUsefulLife',
          unit: 'ratio',
          transformation: { kind: 'linear', worst: 0.8, best: 0.2 },
        },
        {
          kind: 'choice',
          id: 'resale-value',
          title: 'Resale value and sensitivity to cycles',
          description:
            "Resale value against the outstanding loan over the tenor and sensitivity of the vessel's value and liquidity to the shipping cycle, based on broker " +
            'valuations and the value history of comparable tonnage.',
          weight: 30,
          options: slottingGrades({
            strong: 'current resale value well above debt; asset value and liquidity relatively insensitive to cycles',
            good: 'resale value moderately above debt; value and liquidity sensitive to cycles',
            satisfactory: 'resale value slightly above debt; value and liquidity quite sensitive to cycles',
            weak: 'resale value below debt; value and liquidity highly sensitive to cycles',
          }),
        },
      ],
    },
    {
      kind: 'group',
      id: 'strength-of-sponsor',
      title: 'Strength of sponsor and operator',
      description:
        'Financial strength and track record of the owning group and its ability to support the vessel in a downturn (Annex 6: strength of sponsor).',
      weight: 10,
      children: [
        {
          kind: 'choice',
          id: 'sponsor-financial-strength',
          title: "Sponsor's financial strength",
          description:
            'Financial strength of the owning group or ultimate beneficial owner: equity, liquidity, leverage of the group fleet, and willingness to inject ' +
            'equity to cure covenant breaches. Consider audited group accounts and corporate or personal guarantees.',
          weight: 50,
          options: slottingGrades({
            strong: 'strong financial standing, guarantee of the parent and ample free liquidity',
            good: 'good financial standing; support in a downturn likely',
            satisfactory: 'adequate financial standing, limited capacity to support the vessel',
            weak: 'limited or unknown financial standing; single-ship company without support',
          }),
        },
        {
          kind: 'choice',
          id: 'sponsor-track-record',
          title: "Sponsor's track record",
          description:
            'Experience of the owning group in ship owning through at least one full cycle: years in business, fleet size, past restructurings or losses to lenders.',
          weight: 30,
          options: slottingGrades({
            strong: 'owner through several cycles, no losses to lenders',
            good: 'owner through at least one cycle, satisfactory record with lenders',
            satisfactory: 'limited history, or a past restructuring without loss to lenders',
            weak: 'no track record, or questionable record with past lender losses',
          }),
        },
        {
          kind: 'scale',
          id: 'remarketing-capability',
          title: 'Remarketing capability',
          description:
            'Capability of the sponsor and operator to remarket the vessel when it comes off charter: commercial platform, pool memberships and charterer relationships.',
          weight: 20,
          anchors: [
            { point: 0, text: 'Weak: no commercial platform; the vessel would go to the spot market without support.' },
            { point: 5, text: 'Satisfactory to good: access to a pool or a commercial manager with relationships in the trade.' },
            { point: 10, text: 'Strong: own commercial platform with long-standing charterer relationships in the segment.' },
          ],
        },
      ],
    },
    {
      kind: 'group',
      id: 'security-package',
      title: 'Security package',
      description: 'Control of the asset, monitoring rights and insurance cover available to the lender (Annex 6: security package).',
      weight: 15,
      children: [
        {
          kind: 'choice',
          id: 'asset-control',
          title: 'Asset control',
          description:
            'Legal documentation giving the lender effective control of the vessel and its earnings: first preferred ship mortgage, general assignment of earnings, ' +
            'insurances and requisition compensation, charter assignment with notice to the charterer, pledge of earnings and retention accounts, share pledge.',
          weight: 40,
          options: slottingGrades({
            strong: 'full package: first mortgage, assignment of earnings, insurances and charter acknowledged by the charterer, account and share pledges',
            good: 'first mortgage with assignments of earnings and insurances and account pledges; charter assignment without acknowledgement',
            satisfactory: 'first mortgage and assignment of insurances only; earnings not controlled',
            weak: 'second-ranking mortgage or documentation that provides little protection to the lender',
          }),
        },
        {
          kind: 'choice',
          id: 'monitoring-rights',
          title: 'Rights and means to monitor location and condition',
          description:
            "Lender's rights and means to monitor the location and condition of the vessel: AIS tracking, information and reporting undertakings, inspection rights, " +
            'regular valuations and class records access.',
          weight: 25,
          options: slottingGrades({
            strong: 'the lender can monitor location and condition at any time; regular reports, inspection rights and semi-annual valuations',
            good: 'the lender can monitor location and condition almost at any time',
            satisfactory: 'the lender can monitor location and condition almost at any time, with some reporting gaps',
            weak: 'the lender is able to monitor the location and condition of the vessel only to a limited extent',
          }),
        },
        {
          kind: 'choice',
          id: 'insurance-cover',
          title: 'Insurance against damages',
          description:
            'Insurance cover assigned to the lender with loss-payee clauses and letters of undertaking: hull and machinery and increased value at least 120 % of the loan, ' +
            "P&I with an International Group club, war risks, mortgagee's interest insurance (MII) and additional perils (pollution).",
          weight: 35,
          options: slottingGrades({
            strong: 'strong insurance coverage including collateral damages with top-quality insurers and IG P&I club; MII in place',
            good: 'satisfactory insurance coverage (not including collateral damages) with good-quality insurers; MII in place',
            satisfactory: 'fair insurance coverage (not including collateral damages) with acceptable-quality insurers',
            weak: 'weak insurance coverage or insurers of low quality; P&I outside the International Group',
          }),
        },
      ],
    },
    {
      kind: 'group',
      id: 'climate-alignment',
      title: 'Climate alignment',
      description:
        "Alignment of the vessel's carbon intensity with the decarbonisation trajectories of the Poseidon Principles, to which many ship-finance banks report annually.",
      weight: 5,
      children: [
        {
          kind: 'choice',
          id: 'poseidon-alignment',
          title: 'Poseidon Principles trajectory alignment',
          description:
            'Climate alignment of the vessel per the Poseidon Principles: the annual efficiency ratio (AER) from IMO DCS fuel data against the minimum and striving ' +
            'trajectories for its type and size. A negative delta means aligned. Consider the expected development over the tenor, not only the last year.',
          weight: 70,
          options: slottingGrades({
            strong: 'aligned with the striving trajectory, with headroom over the tenor',
            good: 'aligned with the minimum trajectory, expected to stay aligned through efficiency measures',
            satisfactory: 'misaligned by up to 10 % against the minimum trajectory; credible improvement plan',
            weak: 'misaligned by more than 10 %, or no DCS data available',
          }),
        },
        {
          kind: 'choice',
          id: 'cii-rating',
          title: 'CII rating',
          description:
            'Carbon Intensity Indicator rating (MARPOL Annex VI) for the last calendar year. Ratings tighten every year, so a C rating today tends to D within the tenor ' +
            'without measures; D for three consecutive years or E requires a corrective action plan.',
          weight: 30,
          options: [
            { id: 'a', label: 'A: major superior', score: 10 },
            { id: 'b', label: 'B: minor superior', score: 8 },
            { id: 'c', label: 'C: moderate', score: 5 },
            { id: 'd', label: 'D: minor inferior', score: 2 },
            { id: 'e', label: 'E: inferior', score: 0 },
          ],
        },
      ],
    },
  ],
  knockOuts: [
    {
      leafId: 'asset-control',
      kind: 'option',
      optionId: 'weak',
      reason:
        'Security package graded Weak on asset control: without a first-ranking mortgage and effective assignments the loan is not secured object finance.',
    },
    {
      leafId: 'insurance-cover',
      kind: 'option',
      optionId: 'weak',
      reason: "Insurance graded Weak: a total loss or a pollution claim would not be covered to the lender's benefit.",
    },
    {
      leafId: 'legal-and-regulatory-risk',
      kind: 'option',
      optionId: 'weak',
      reason: 'Legal environment graded Weak: the mortgage cannot be enforced and the vessel not repossessed within a reasonable time.',
    },
    {
      leafId: 'min-dscr',
      kind: 'below',
      threshold: 1,
      reason: 'Minimum DSCR below 1.00x: debt service is not covered from operations in at least one year of the tenor in the base case.',
    },
  ],
} satisfies utility.Template;
