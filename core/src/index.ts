export { errorCatalogue, errorCodes, ErrorCodes, httpStatusOf, isErrorCode, type ErrorCode } from './errors/catalogue';
export { KeelsonError } from './errors/keelson-error';
export {
  emptySuccessSchema,
  failureEnvelopeSchema,
  fieldErrorSchema,
  successEnvelopeSchema,
  type Envelope,
  type FailureEnvelope,
  type FieldError,
  type SuccessEnvelope,
} from './api/envelope';
export { databaseKindSchema, healthSchema, type DatabaseKind, type Health } from './api/health';
export {
  meSchema,
  publicUserSchema,
  roleNameSchema,
  viewSchema,
  viewsForRoles,
  type Me,
  type PublicUser,
  type RoleName,
  type View,
} from './account/session';
