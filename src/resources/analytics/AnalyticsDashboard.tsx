import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { AnalyticsDto } from '../../api/analytics';
import { ChartCard, ChartLegend } from './ChartCard';
import { ColumnChart } from './ColumnChart';
import { Donut } from './Donut';
import { HorizontalBarChart } from './HorizontalBarChart';
import { niceTicks } from './chartScale';
import { useAnalyticsFormat } from './format';
import { StatCards } from './StatCards';

/**
 * The figures of one answer of GET /analytics: the stat cards, then a card per chart, each with
 * its empty state. Two columns from the tablet width, one below it.
 */
export function AnalyticsDashboard({ data }: { data: AnalyticsDto }) {
  return (
    <Box data-testid="analytics-dashboard" sx={{ minWidth: 0 }}>
      <StatCards data={data} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
          <NewStudentsCard data={data} />
        </Box>
        <PassRateCard data={data} />
        <TaskAnswersCard data={data} />
        <RatingCard data={data} />
        <ActiveCoursesCard data={data} />
      </Box>
    </Box>
  );
}

function NewStudentsCard({ data }: { data: AnalyticsDto }) {
  const translate = useTranslate();
  const format = useAnalyticsFormat();
  const months = data.newStudentsByMonth;
  const total = months.reduce((sum, m) => sum + m.count, 0);
  const years = new Set(months.map((m) => m.month.slice(0, 4)));
  const title = translate('analytics.charts.newStudents');
  return (
    <ChartCard
      id="newStudents"
      title={title}
      summary={translate('analytics.charts.newStudentsTotal', { smart_count: total })}
      empty={total === 0}
      emptyText={translate('analytics.charts.newStudentsEmpty')}
      table={{
        columns: [translate('analytics.charts.month'), translate('analytics.charts.students')],
        rows: months.map((m) => [format.monthLong(m.month), m.count]),
      }}
    >
      <ColumnChart
        format={format.number}
        seriesName={translate('analytics.charts.students')}
        columns={months.map((m) => ({
          key: m.month,
          label: format.monthShort(m.month),
          // The year under the first month shown of each year, when the period spans years.
          group: years.size > 1 ? m.month.slice(0, 4) : undefined,
          title: format.monthLong(m.month),
          value: m.count,
        }))}
      />
    </ChartCard>
  );
}

function PassRateCard({ data }: { data: AnalyticsDto }) {
  const translate = useTranslate();
  const format = useAnalyticsFormat();
  const theme = useTheme();
  const { passed, failed, rate } = data.testPassRate;
  const passedLabel = translate('analytics.charts.passed');
  const failedLabel = translate('analytics.charts.failed');
  const parts = [
    { label: passedLabel, value: passed, color: theme.palette.success.main },
    { label: failedLabel, value: failed, color: theme.palette.error.main },
  ];
  return (
    <ChartCard
      id="passRate"
      title={translate('analytics.charts.passRate')}
      summary={rate === null ? undefined : translate('analytics.charts.passRateValue', { rate: format.percent(rate) })}
      empty={rate === null}
      emptyText={translate('analytics.charts.passRateEmpty')}
      table={{
        columns: [translate('analytics.charts.passRate'), translate('analytics.charts.value')],
        rows: parts.map((p) => [p.label, p.value]),
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'center' }}>
        <Donut parts={parts} center={rate === null ? '' : format.percent(rate)} caption={passedLabel} format={format.number} />
        <ChartLegend items={parts.map((p) => ({ color: p.color, label: p.label, value: format.number(p.value) }))} />
      </Box>
    </ChartCard>
  );
}

function TaskAnswersCard({ data }: { data: AnalyticsDto }) {
  const translate = useTranslate();
  const format = useAnalyticsFormat();
  const theme = useTheme();
  const { onTime, late } = data.taskAnswers;
  const total = onTime + late;
  const parts = [
    { label: translate('analytics.charts.onTime'), value: onTime, color: theme.palette.primary.main },
    { label: translate('analytics.charts.late'), value: late, color: theme.palette.warning.main },
  ];
  return (
    <ChartCard
      id="taskAnswers"
      title={translate('analytics.charts.answers')}
      summary={total > 0 ? `${parts[0].label}: ${format.percent(onTime / total)}` : undefined}
      empty={total === 0}
      emptyText={translate('analytics.charts.answersEmpty')}
      table={{
        columns: [translate('analytics.charts.answers'), translate('analytics.charts.value')],
        rows: parts.map((p) => [p.label, p.value]),
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'center' }}>
        <Donut parts={parts} center={format.number(total)} caption={translate('analytics.charts.taskAnswers')} format={format.number} />
        <ChartLegend
          items={parts.map((p) => ({
            color: p.color,
            label: p.label,
            value: `${format.number(p.value)} (${format.percent(total ? p.value / total : 0)})`,
          }))}
        />
      </Box>
    </ChartCard>
  );
}

function RatingCard({ data }: { data: AnalyticsDto }) {
  const translate = useTranslate();
  const format = useAnalyticsFormat();
  const theme = useTheme();
  const courses = data.averageRatingByCourse;
  const average = translate('analytics.charts.average');
  return (
    <ChartCard
      id="rating"
      title={translate('analytics.charts.rating')}
      hint={translate('analytics.charts.ratingHint')}
      empty={courses.length === 0}
      emptyText={translate('analytics.charts.ratingEmpty')}
      table={{
        columns: [translate('analytics.charts.course'), average, translate('analytics.charts.students')],
        rows: courses.map((c) => [c.courseName, format.number(c.average), c.students]),
      }}
    >
      <HorizontalBarChart
        max={100}
        ticks={[0, 25, 50, 75, 100]}
        format={format.number}
        series={[{ key: 'average', label: average, color: theme.palette.secondary.main }]}
        rows={courses.map((c) => ({
          key: String(c.courseId),
          name: c.courseName,
          detail: translate('analytics.charts.ratingStudents', { smart_count: c.students }),
          valueText: format.number(c.average),
          values: { average: c.average },
        }))}
      />
    </ChartCard>
  );
}

function ActiveCoursesCard({ data }: { data: AnalyticsDto }) {
  const translate = useTranslate();
  const format = useAnalyticsFormat();
  const theme = useTheme();
  const courses = data.mostActiveCourses;
  const answers = translate('analytics.charts.taskAnswers');
  const attempts = translate('analytics.charts.testAttempts');
  const colors = { answers: theme.palette.primary.main, attempts: theme.palette.secondary.main };
  const ticks = niceTicks(Math.max(0, ...courses.map((c) => c.total)));
  return (
    <ChartCard
      id="active"
      title={translate('analytics.charts.active')}
      hint={translate('analytics.charts.activeHint')}
      empty={courses.length === 0}
      emptyText={translate('analytics.charts.activeEmpty')}
      table={{
        columns: [translate('analytics.charts.course'), answers, attempts],
        rows: courses.map((c) => [c.courseName, c.taskAnswers, c.testAttempts]),
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <HorizontalBarChart
          format={format.number}
          max={ticks[ticks.length - 1]}
          ticks={ticks}
          series={[
            { key: 'taskAnswers', label: answers, color: colors.answers },
            { key: 'testAttempts', label: attempts, color: colors.attempts },
          ]}
          rows={courses.map((c) => ({
            key: String(c.courseId),
            name: c.courseName,
            valueText: format.number(c.total),
            values: { taskAnswers: c.taskAnswers, testAttempts: c.testAttempts },
          }))}
        />
        <ChartLegend
          items={[
            { color: colors.answers, label: answers },
            { color: colors.attempts, label: attempts },
          ]}
        />
      </Box>
    </ChartCard>
  );
}
