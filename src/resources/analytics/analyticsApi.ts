import { useDataProvider } from 'react-admin';
import type { AnalyticsDto, AnalyticsQuery } from '../../api/analytics';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';

/** GET /analytics over the app's dataProvider: a failure is an HttpError with the server's message. */
export function fetchAnalytics(
  dataProvider: Pick<LmsDataProvider, 'send'>,
  query: AnalyticsQuery,
  signal?: AbortSignal,
): Promise<AnalyticsDto> {
  const searchParams: Record<string, string> = {};
  if (query.from) searchParams.from = query.from;
  if (query.to) searchParams.to = query.to;
  return dataProvider.send<AnalyticsDto>('analytics', { searchParams, signal });
}

export function useAnalyticsApi() {
  const dataProvider = useDataProvider<LmsDataProvider>();
  return (query: AnalyticsQuery, signal?: AbortSignal) => fetchAnalytics(dataProvider, query, signal);
}

/** react-query keys of the dashboard (react-admin's refresh reloads them with the rest). */
export const analyticsKeys = {
  all: ['analytics'] as const,
  period: (query: AnalyticsQuery) => ['analytics', query.from ?? '', query.to ?? ''] as const,
};
