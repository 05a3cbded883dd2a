import { z } from 'zod';
import { fieldErrorSchema } from '../api/envelope';
import { defaultAmberThreshold } from '../loan-book/book';
import { loanMonitorSchema } from '../loan-book/monitor';

/**
 * The portfolio calls (`/api/portfolio`): a user's named books of saved cashflows (assessments), one cashflow possibly
 * in several. The server keeps id, owner and the stamps itself and takes `updated` from a PUT body only to refuse a
 * stale update.
 */

/** The most loans one portfolio holds, and the most rows one import reads. */
export const maxPortfolioLoans = 5000;
export const maxImportRows = 1000;

const name = z.string().min(1).max(200).describe('1 to 200 characters');
const description = z.string().max(2000).describe('At most 2,000 characters');
const amberThreshold = z
  .number()
  .min(0)
  .max(1)
  .describe(`The covenant headroom under which a loan is amber, as a fraction (0.1 is 10 %); ${defaultAmberThreshold} when not given`);

/** Whose portfolio it is; an administrator also sees the owner's e-mail. */
export const portfolioOwnerSchema = z.object({ id: z.uuid(), email: z.string().optional() });

/** `POST /api/portfolio`. */
export const portfolioCreateBodySchema = z.strictObject({ name, description: description.optional(), amberThreshold: amberThreshold.optional() });
export type PortfolioCreateBody = z.infer<typeof portfolioCreateBodySchema>;

/**
 * `PUT /api/portfolio/{id}`: the whole portfolio as of `updated`. Every id must name a cashflow of the portfolio's owner;
 * any other text is refused on its own place (`cashflowIds[i]`) alike, so the call tells nothing of other users' ids.
 */
export const portfolioUpdateBodySchema = z.strictObject({
  name,
  description,
  amberThreshold,
  cashflowIds: z.array(z.string().max(100)).max(maxPortfolioLoans).describe("The ids of the owner's cashflows in the portfolio"),
  updated: z.iso.datetime({ offset: true }),
});
export type PortfolioUpdateBody = z.infer<typeof portfolioUpdateBodySchema>;

/** One portfolio with the ids of its cashflows. */
export const portfolioSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  amberThreshold: z.number(),
  cashflowIds: z.array(z.uuid()),
  owner: portfolioOwnerSchema,
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

/** `GET /api/portfolio`: a portfolio with how many loans it holds. */
export const portfolioListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  owner: portfolioOwnerSchema,
  loanCount: z.number().int(),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
});
export type PortfolioListItem = z.infer<typeof portfolioListItemSchema>;
export const portfolioListSchema = z.array(portfolioListItemSchema);

/**
 * One loan of the book: a cashflow of the portfolio with the monitor its last save stored (never calculated for the
 * answer). `figuresCurrent` is false while the stored figures come from another engine version; the monitor is then
 * null until the next start stores it again.
 */
export const bookLoanSchema = z.object({
  cashflowId: z.uuid(),
  title: z.string(),
  updated: z.iso.datetime(),
  monitor: loanMonitorSchema.nullable(),
  figuresCurrent: z.boolean(),
});
export type BookLoan = z.infer<typeof bookLoanSchema>;

/** `GET /api/portfolio/{id}/book`: the portfolio and its loans, in the order they were added. */
export const portfolioBookSchema = z.object({ portfolio: portfolioSchema, loans: z.array(bookLoanSchema) });
export type PortfolioBook = z.infer<typeof portfolioBookSchema>;

/** `POST /api/portfolio/{id}/import`: `all` saves nothing unless every row is valid; `validOnly` saves the valid rows. */
export const importModes = ['all', 'validOnly'] as const;
export const portfolioImportBodySchema = z.strictObject({
  rows: z
    .array(z.record(z.string(), z.unknown()))
    .min(1)
    .max(maxImportRows)
    .describe("The sheet's rows after its header, each keyed by the template's columns (loanBook.importColumns)"),
  mode: z.enum(importModes).describe('`all`: nothing is saved unless every row is valid; `validOnly`: the valid rows are saved, the others skipped'),
});
export type PortfolioImportBody = z.infer<typeof portfolioImportBodySchema>;

/** A field problem of one import row: the row as the spreadsheet numbers it (the header is row 1) and its column. */
export const importErrorSchema = fieldErrorSchema.extend({ row: z.number().int(), column: z.string() });

export const portfolioImportResultSchema = z.object({
  created: z.array(z.object({ row: z.number().int(), cashflowId: z.uuid() })),
  skipped: z.array(z.object({ row: z.number().int(), errors: z.array(importErrorSchema) })),
});
export type PortfolioImportResult = z.infer<typeof portfolioImportResultSchema>;
