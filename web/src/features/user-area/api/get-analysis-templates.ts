import { utility } from '@keelson/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const analysisTemplatesQueryKey = ['utilityAnalysisTemplates'] as const;

/** `GET /api/utilityAnalysis/template/`: every published template version. */
export function getAnalysisTemplates() {
  return apiRequest('GET', '/api/utilityAnalysis/template/', { content: z.array(utility.templateSchema) });
}

// Templates are immutable data of the server (docs/spec/utility-analysis.md section 1).
export const analysisTemplatesQuery = queryOptions({ queryKey: analysisTemplatesQueryKey, queryFn: getAnalysisTemplates, staleTime: Infinity });

export function useAnalysisTemplates() {
  return useQuery(analysisTemplatesQuery);
}
