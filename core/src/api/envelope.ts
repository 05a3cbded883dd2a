import { z } from 'zod';
import { errorCodes, type ErrorCode } from '../errors/catalogue';

/** One offending field of a rejected request: a dotted path (`tranches.0.value`) and a message. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
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
