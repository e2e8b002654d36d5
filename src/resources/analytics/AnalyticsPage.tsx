import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import type { AnalyticsQuery } from '../../api/analytics';
import { LearningPage } from '../../learning/shared/LearningPage';
import { InlineSpinner, QueryState } from '../../learning/shared/QueryState';
import { useSchoolTimeZone } from '../../learning/shared/useSchoolTimeZone';
import { useDateFormat } from '../../i18n/dates';
import { AnalyticsDashboard } from './AnalyticsDashboard';
import { analyticsKeys } from './analyticsKeys';
import { isDate, todayIn } from './period';
import { PeriodFilter } from './PeriodFilter';
import { ExportMenu } from '../shared/ExportMenu';

/**
 * The admin's analytics (/admin/analytics): the school's figures for a period kept in the
 * address (?from=yyyy-MM-dd&to=yyyy-MM-dd, so a reload or a shared link shows the same), the
 * last 12 months by default. While another period loads, the figures shown stay, under a bar.
 */
export function AnalyticsPage() {
  const translate = useTranslate();
  const dates = useDateFormat();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const timeZone = useSchoolTimeZone();
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const query: AnalyticsQuery = {};
  const from = params.get('from');
  const to = params.get('to');
  if (from && isDate(from)) query.from = from;
  if (to && isDate(to)) query.to = to;

  const analytics = useQuery({
    queryKey: analyticsKeys.period(query),
    queryFn: ({ signal }) => dataProvider.getAnalytics(query, signal),
    placeholderData: keepPreviousData,
    // A 400 will not mend itself; other failures get the usual retries.
    retry: (count, error) => (error as { status?: number }).status !== 400 && count < 2,
  });
  const data = analytics.data;

  let content;
  if (analytics.isPending) content = <InlineSpinner />;
  else if (analytics.isError && !analytics.isPlaceholderData) {
    content = <QueryState error={analytics.error} notFound={translate('app.loadFailed')} onRetry={() => void analytics.refetch()} />;
  } else if (data) {
    content = (
      <Box
        sx={{ position: 'relative', opacity: analytics.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        aria-busy={analytics.isFetching}
      >
        <AnalyticsDashboard data={data} />
      </Box>
    );
  }

  const period = analytics.isPlaceholderData ? null : (data?.period ?? null);
  return (
    <LearningPage
      title={translate('analytics.title')}
      actions={<ExportMenu fallbackName="analytics" onExport={(format) => dataProvider.exportAnalytics(format, query)} />}
      subtitle={
        <Typography variant="body2" component="p">
          {translate('analytics.intro')}
        </Typography>
      }
    >
      <Box sx={{ mb: 2 }}>
        <PeriodFilter
          period={period ?? (query.from && query.to ? { from: query.from, to: query.to } : null)}
          today={today}
          onChange={(next) => setParams({ from: next.from, to: next.to }, { replace: true })}
        />
        {data && (
          <Typography variant="body2" color="text.secondary" data-testid="analytics-period-shown">
            {translate('analytics.period.showing', { from: dates.date(data.period.from), to: dates.date(data.period.to) })}
          </Typography>
        )}
        <Box sx={{ height: 4, mt: 1 }}>
          {analytics.isFetching && !analytics.isPending && <LinearProgress aria-label={translate('app.loading')} />}
        </Box>
      </Box>
      {content}
    </LearningPage>
  );
}
