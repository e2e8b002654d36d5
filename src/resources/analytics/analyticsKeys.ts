import type { AnalyticsQuery } from '../../api/analytics';

/** react-query keys of the dashboard (react-admin's refresh reloads them with the rest). */
export const analyticsKeys = {
  all: ['analytics'] as const,
  period: (query: AnalyticsQuery) => ['analytics', query.from ?? '', query.to ?? ''] as const,
};
