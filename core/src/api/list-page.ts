import { z } from 'zod';

/**
 * The list calls answer one page at a time: `limit` records (100 when the call names none, at most 200) from `offset`,
 * and beside `content` the page they are, with the `total` of records the query matches. 200 cashflows are some
 * 380 kB, and the embedded database reads and the server writes them in 40 to 60 ms: a list call stays a small part of
 * the 200 ms within which a saturated server starts refusing (server/src/http/load-shedding.ts).
 */
export const listPageSize = { default: 100, max: 200 } as const;

/** A whole number in a query string: digits only, so that `1e3`, `0x10` or a blank never pass as one. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const pageQuery = {
  limit: wholeNumber(1, listPageSize.max)
    .default(listPageSize.default)
    .describe(`Records on the page: 1 to ${listPageSize.max}, ${listPageSize.default} when not given`),
  offset: wholeNumber(0, 2_147_483_647).default(0).describe('Records skipped before the page: 0 when not given'),
};

/** The longest search text a list call takes; its words are matched one by one (`searchWordsOf`). */
export const maxSearchLength = 200;

/** The records a list call covers and the words it filters them by, as the record lists (cashflows, analyses) take them. */
const recordQuery = {
  scope: z
    .enum(['visible', 'own'])
    .default('visible')
    .describe("`own`: only the caller's own records; `visible` (the default): every record the caller may see, an administrator's everyone's"),
  search: z
    .string()
    .max(maxSearchLength)
    .optional()
    .describe("Words that must each appear, ignoring case, in the record's title or its owner's e-mail address"),
  order: z.enum(['asc', 'desc']).optional().describe('The direction of `sort`: ascending unless given; a missing value always comes last'),
};

/** The columns `GET /api/cashflow` sorts by: `updated` (the default, newest first), the list's texts, and the stored summary's figures. */
export const cashflowSortKeys = ['updated', 'title', 'owner', 'shipName', 'valuationDate', 'dcfValue', 'projectIrr', 'minDscr'] as const;
export type CashflowSortKey = (typeof cashflowSortKeys)[number];

/** The columns `GET /api/utilityAnalysis/` sorts by; a template's title and the leader are worded and ranked per answer, so not by them. */
export const analysisSortKeys = ['updated', 'title', 'owner'] as const;
export type AnalysisSortKey = (typeof analysisSortKeys)[number];

const sortOf = <Keys extends readonly [string, ...string[]]>(keys: Keys) =>
  z.enum(keys).optional().describe('The column to sort by; newest first when not given. Ties keep the newest first');

export const cashflowListQuerySchema = z.object({ ...pageQuery, ...recordQuery, sort: sortOf(cashflowSortKeys) });
export type CashflowListQuery = z.infer<typeof cashflowListQuerySchema>;

/** The analyses' list also words its template titles in a language: `lang`, as the other localized calls take it. */
export const analysisListQuerySchema = z.object({
  ...pageQuery,
  ...recordQuery,
  sort: sortOf(analysisSortKeys),
  lang: z.string().max(35).optional().describe('The language of the template titles (`en` or `de`); Accept-Language when not given or not one of them'),
});
export type AnalysisListQuery = z.infer<typeof analysisListQuerySchema>;

/** The columns `GET /api/portfolio` sorts by: `updated` (the default, newest first), the name, the owner and the number of loans. */
export const portfolioSortKeys = ['updated', 'name', 'owner', 'loanCount'] as const;
export type PortfolioSortKey = (typeof portfolioSortKeys)[number];

/** The portfolios' list is a record list: a portfolio's name is its title. */
export const portfolioListQuerySchema = z.object({ ...pageQuery, ...recordQuery, sort: sortOf(portfolioSortKeys) });
export type PortfolioListQuery = z.infer<typeof portfolioListQuerySchema>;

/** The columns `GET /api/users` sorts by: the administrators' table's columns but the roles. */
export const userSortKeys = ['email', 'name', 'company', 'verified', 'disabled', 'created'] as const;
export type UserSortKey = (typeof userSortKeys)[number];

/** `GET /api/users` pages the accounts, oldest first unless sorted, searched by address, name and company. */
export const userListQuerySchema = z.object({
  ...pageQuery,
  search: z
    .string()
    .max(maxSearchLength)
    .optional()
    .describe("Words that must each appear, ignoring case, in the user's e-mail address, first or last name, or company"),
  sort: z.enum(userSortKeys).optional().describe('The column to sort by; oldest first when not given. Ties keep the oldest first'),
  order: recordQuery.order,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Which page an answer holds: its `offset` and `limit` as applied, and how many records the query matches in all. */
export const pageSchema = z.object({ offset: z.number().int(), limit: z.number().int(), total: z.number().int() });
export type Page = z.infer<typeof pageSchema>;

/** The success envelope of a list call: `content` as the spec names it (the page's records), and `page` beside it. */
export function pagedEnvelopeSchema<T extends z.ZodType>(content: T) {
  return z.object({ success: z.literal(true), content, page: pageSchema });
}

/** The words of a search text, lower-cased; none for a blank one. A record matches when it holds every word. */
export function searchWordsOf(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
}
