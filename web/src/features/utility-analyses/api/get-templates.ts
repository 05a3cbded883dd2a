import { utility } from '@keelson/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { analysisKeys } from './query-keys';

/** `GET /api/utilityAnalysis/template/`: every published template version, for anyone. */
export function getTemplates() {
  return apiRequest('GET', '/api/utilityAnalysis/template/', { content: z.array(utility.templateSchema) });
}

// Templates are immutable data of the server (docs/spec/utility-analysis.md section 1).
export const templatesQuery = queryOptions({ queryKey: analysisKeys.templates(), queryFn: getTemplates, staleTime: Infinity });

export function useTemplates() {
  return useQuery(templatesQuery);
}
