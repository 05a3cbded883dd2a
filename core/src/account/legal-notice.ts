import { z } from 'zod';

/**
 * The operator of an installation as its legal notice names it (§ 5 DDG, Art. 13 GDPR), from the server's OPERATOR_*
 * settings: name, postal address and e-mail always; the others where set (null otherwise).
 */
export const operatorSchema = z.object({
  name: z.string(),
  address: z.string(),
  email: z.string(),
  representative: z.string().nullable(),
  phone: z.string().nullable(),
  register: z.string().nullable(),
  vatId: z.string().nullable(),
  contentResponsible: z.string().nullable(),
  privacyContact: z.string().nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** `GET /api/legal-notice`: the operator, or null while the installation has not configured one. */
export const legalNoticeSchema = z.object({ operator: operatorSchema.nullable() });
export type LegalNotice = z.infer<typeof legalNoticeSchema>;
