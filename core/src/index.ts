export { errorCatalogue, errorCodes, ErrorCodes, httpStatusOf, isErrorCode, type ErrorCode } from './errors/catalogue';
export { KeelsonError } from './errors/keelson-error';
export { fieldRuleParamsSchema, fieldRules, fieldRuleSchema, isFieldRule, type FieldProblem, type FieldRule, type FieldRuleParams } from './errors/field-rules';
export { fieldMessage } from './errors/field-messages';
export { fieldError } from './errors/field-error';
export { fieldErrorsFromZod, type ZodIssueLike } from './errors/zod-field-errors';
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
export { requestMessages, requestRuleMessages, type RequestRule } from './api/messages';
export {
  analysisListQuerySchema,
  analysisSortKeys,
  cashflowListQuerySchema,
  cashflowSortKeys,
  listPageSize,
  maxSearchLength,
  pagedEnvelopeSchema,
  pageSchema,
  portfolioListQuerySchema,
  portfolioSortKeys,
  searchWordsOf,
  userListQuerySchema,
  userSortKeys,
  type AnalysisListQuery,
  type AnalysisSortKey,
  type CashflowListQuery,
  type CashflowSortKey,
  type Page,
  type PortfolioListQuery,
  type PortfolioSortKey,
  type UserListQuery,
  type UserSortKey,
} from './api/list-page';
export {
  languageSchema,
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
export { defaultLanguage, isLanguage, languageOfTag, languages, type Language } from './languages/languages';
export { notations, type DatePart, type Notation } from './languages/notations';
export { datePatternOf, formatDateIn, formatUtcMomentIn, readDateIn } from './languages/date-notation';
export {
  addDays,
  addMonths,
  addYears,
  daysBetween,
  formatDate,
  fullYears,
  parseDate,
  toCivilDate,
  toDayNumber,
  type CivilDate,
  type DayNumber,
} from './dates/day-number';
export { yearFraction, type DayCountBasis } from './dates/year-fraction';
export { isWithinModelYears, modelYears } from './dates/model-years';
export { internalRateOfReturn, internalRatesOfReturn, netPresentValue, type DatedCashflow } from './finance/irr';
export { calculate, calculateCashflow, type CalculationOutcome } from './cashflow/calculate';
export type { ModelInput, ModelTranche, CurrentCharter } from './cashflow/model-input';
export { covenantHeadroom, type CovenantHeadroom, type CovenantLevels, type CovenantName } from './cashflow/covenant-headroom';
export type { CovenantTest, Derived, Kpis, OperatingSums, Period, Scenario, ScenarioResult, TrancheDerived, Year } from './cashflow/result-types';
export { validateForCalculation, type CalculationValidation } from './cashflow/validate-for-calculation';
export {
  cashflowFieldNames,
  cashflowFields,
  fieldsOfSection,
  sectionIds,
  sectionOfField,
  trancheFieldNames,
  trancheFields,
  trancheFormFields,
  type Bounds,
  type CalculationUse,
  type CashflowFieldName,
  type CatalogueField,
  type FieldKind,
  type FieldSpec,
  type FieldUnit,
  type ListEntry,
  type SectionId,
  type TrancheFieldName,
} from './cashflow/field-catalogue';
export {
  keyFigureNames,
  keyFigureNullReasons,
  keyFigures,
  shownStep,
  type BetterDirection,
  type JudgedKeyFigure,
  type KeyFigure,
  type KeyFigureFormat,
  type KeyFigureName,
  type KeyFigureNullReason,
  type KeyFigureSpec,
  type KeyFigureUnit,
  type ScreenKeyFigure,
} from './cashflow/key-figure-catalogue';
export {
  cashflowDefaults,
  cashflowSchema,
  trancheDefaults,
  trancheSchema,
  withDefaults,
  type Cashflow,
  type CashflowTranche,
} from './cashflow/cashflow-schema';
export { accountMessages } from './account/account-messages';
// The password policy carries zxcvbn's dictionaries: import it from '@keelson/core/password-policy',
// so that pages which do not check passwords never load them.
export {
  adminOverviewSchema,
  changePasswordRequestSchema,
  changePasswordWithTokenRequestSchema,
  confirmPasswordRequestSchema,
  endSessionRequestSchema,
  isValidEmail,
  normalizeEmail,
  outboxMessageSchema,
  passwordConfirmationRequestSchema,
  profileSchema,
  recoveryCodesSchema,
  resendConfirmationRequestSchema,
  resetPasswordRequestSchema,
  roleSchema,
  rolesListSchema,
  secondFactorConfirmRequestSchema,
  secondFactorSetupSchema,
  sessionDevices,
  sessionInfoSchema,
  sessionListSchema,
  signinRequestSchema,
  signupRequestSchema,
  userChangesSchema,
  userCreateRequestSchema,
  userUpdateRequestSchema,
  usersListSchema,
  type AdminOverview,
  type ChangePasswordRequest,
  type EndSessionRequest,
  type OutboxMessage,
  type PasswordConfirmationRequest,
  type Profile,
  type RecoveryCodes,
  type ResendConfirmationRequest,
  type Role,
  type SecondFactorConfirmRequest,
  type SecondFactorSetup,
  type SessionInfo,
  type SessionList,
  type SigninRequest,
  type SignupRequest,
  type UserChanges,
  type UserCreateRequest,
  type UserUpdateRequest,
} from './account/api';
export { legalNoticeSchema, operatorSchema, type LegalNotice, type Operator } from './account/legal-notice';
export {
  cashflowListItemSchema,
  cashflowListSchema,
  readonlyCashflowSchema,
  savedCashflowSchema,
  scenarioResultListSchema,
  scenarioResultSchema,
  type CashflowListItem,
  type ReadonlyCashflow,
  type SavedCashflow,
} from './cashflow/cashflow-api';
export { cashflowSummarySchema, summarizeCashflow, type CashflowSummary } from './cashflow/cashflow-summary';
export { shipTypeListSchema, shipTypeSchema, type ShipType } from './cashflow/ship-type';
export {
  plausibilityFields,
  plausibilityRules,
  plausibilityWarnings,
  type PlausibilityCashflow,
  type PlausibilityInput,
  type PlausibilityRule,
  type PlausibilityWarning,
} from './cashflow/plausibility';
export type { TypicalShipValues } from './cashflow/plausibility-ranges';
export { readImoNumber, type ImoNumberReading } from './cashflow/imo-number';
export { isMissing } from './cashflow/cashflow-schema';
export {
  maxUserScenarios,
  scenarioOverrideNames,
  scenarioOverridesSchema,
  userScenarioListSchema,
  userScenarioSchema,
  type ScenarioOverrideName,
  type ScenarioOverrides,
  type UserScenario,
} from './scenarios/user-scenarios';
export { applyScenarioOverrides } from './scenarios/apply-overrides';
export {
  defaultChunkSize,
  prepareMonteCarlo,
  runMonteCarlo,
  summarizeMonteCarlo,
  type MonteCarloOutcome,
  type MonteCarloPreparation,
  type PreparedMonteCarlo,
} from './monte-carlo/run-monte-carlo';
export { monteCarloBounds, monteCarloDefaults, validateMonteCarloParameters, type MonteCarloParameters } from './monte-carlo/parameters';
export { joinPathOutputs, simulatePaths, type PathOutputs } from './monte-carlo/simulate-paths';
export type {
  BaseCovenantBreach,
  Covenant,
  CovenantBreachProbabilities,
  CovenantBreachSummary,
  Histogram,
  IrrStatistics,
  MonteCarloBase,
  MonteCarloOutput,
  MonteCarloReport,
  MonteCarloSummary,
  OutputStatistics,
} from './monte-carlo/summary-types';
export {
  calculateSensitivity,
  defaultStep as defaultSensitivityStep,
  stepBounds as sensitivityStepBounds,
  type Sensitivity,
  type SensitivityOutcome,
  type TornadoEntry,
} from './sensitivity/calculate-sensitivity';
export { sensitivityDrivers, withDriverChange, type SensitivityDriver } from './sensitivity/drivers';
export type { SensitivityFigures } from './sensitivity/base-scenario';
export type { TwoWayFigure, TwoWayTable } from './sensitivity/two-way-table';
export {
  bookLoanSchema,
  importErrorSchema,
  importModes,
  maxImportRows,
  maxPortfolioLoans,
  portfolioCreateBodySchema,
  portfolioBookSchema,
  portfolioImportBodySchema,
  portfolioImportResultSchema,
  portfolioListItemSchema,
  portfolioListSchema,
  portfolioOwnerSchema,
  portfolioSchema,
  portfolioUpdateBodySchema,
  type BookLoan,
  type Portfolio,
  type PortfolioBook,
  type PortfolioCreateBody,
  type PortfolioImportBody,
  type PortfolioImportResult,
  type PortfolioListItem,
  type PortfolioUpdateBody,
} from './portfolio/portfolio-api';
export * as utility from './utility-analysis/public';
export * as loanBook from './loan-book/public';
export * as portfolioStress from './portfolio-stress/public';
export {
  latestStressRunSchema,
  stressRunSchema,
  stressRunStatuses,
  stressStartBodySchema,
  type StressRun,
  type StressRunStatus,
} from './portfolio/stress-run-api';
