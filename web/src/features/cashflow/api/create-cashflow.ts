import { savedCashflowSchema, type Cashflow } from '@keelson/core';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/cashflow`: saves a draft as a new cashflow of the signed-in user (1009 without a session). */
export function createCashflow(body: Cashflow) {
  return apiRequest('POST', '/api/cashflow', { content: savedCashflowSchema, body });
}
