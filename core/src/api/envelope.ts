import { z } from 'zod';
import { errorCodes, type ErrorCode } from '../errors/catalogue';

/**
 * One offending field of a rejected request, as data: a dotted path (`tranches.0.value`), the rule it breaks
 * (one of errors/field-rules.ts; a text here so that an older client reads a newer rule), the rule's params,
 * and the English message of the rule for API users. The web shows its own words for rule and params.
 */
export const fieldErrorSchema = z.object({
  field: z.string(),
  rule: z.string(),
  params: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z
    .number()
    .int()
    .refine((code) => errorCodes.includes(code as ErrorCode), 'unknown error code'),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type FailureEnvelope = {
  success: false;
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
};

export type SuccessEnvelope<T> = { success: true; content: T };
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

/** The schema of a success envelope around `content`, for response schemas and for the web client. */
export function successEnvelopeSchema<T extends z.ZodType>(content: T) {
  return z.object({ success: z.literal(true), content });
}

/** A success envelope that carries no content (sign-out, deletions). */
export const emptySuccessSchema = z.object({ success: z.literal(true) });
