/** The five day-count conventions of docs/spec/product-spec.md section 4, by their number (core's `DayCountBasis`), as the texts name them. */
export const dayCountConventions = ['thirty360', 'actualActual', 'actual360', 'actual365', 'thirty360Raw'] as const;
