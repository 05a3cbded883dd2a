import { latestStressRunSchema, stressRunSchema, type StressRun } from '@keelson/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { portfolioKeys } from './query-keys';

const path = (id: string) => `/api/portfolio/${encodeURIComponent(id)}/stress`;

/** Whether a run is still being worked: its page asks for its progress every second until it ends. */
export const isRunning = (run: StressRun | null | undefined) => run?.status === 'queued' || run?.status === 'running';

/** `GET /api/portfolio/{id}/stress`: the latest run, asked again every second while it runs (the page may be reopened at any time). */
export function useLatestStressRun(id: string) {
  return useQuery({
    queryKey: portfolioKeys.stress(id),
    queryFn: ({ signal }) => apiRequest('GET', path(id), { content: latestStressRunSchema, signal }),
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
}

/** `POST /api/portfolio/{id}/stress`: queues a run of the portfolio's loans as they are now. */
export function useStartStress(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parameters: Record<string, unknown>) => apiRequest('POST', path(id), { content: stressRunSchema, body: parameters }),
    onSuccess: (run) => queryClient.setQueryData(portfolioKeys.stress(id), run),
  });
}

/** `DELETE /api/portfolio/{id}/stress`: cancels the running run; its chunks not yet worked are skipped. */
export function useCancelStress(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', path(id), { content: stressRunSchema }),
    onSuccess: (run) => queryClient.setQueryData(portfolioKeys.stress(id), run),
  });
}
