import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { LmsDataProvider } from '../../../../dataProvider/dataProvider';
import { ExportMenu } from '../../../../resources/shared/ExportMenu';
import { InlineSpinner, QueryState } from '../../../shared/QueryState';
import { AnalysisHelp } from './AnalysisHelp';
import { AnalysisSummary } from './AnalysisSummary';
import { ItemCard } from './ItemCard';

/** Under the tests' keys, so whatever refreshes a test's results refreshes its analysis too. */
export const analysisKey = (testId: Identifier) => ['learning', 'tests', 'analysis', String(testId)] as const;

/**
 * Item analysis of a test for its instructor (GET …/analysis): the totals of the finished
 * attempts, how to read the figures, and per question its full-credit share, discrimination
 * and how often each option was chosen; every attempt downloads as CSV or Excel.
 */
export function QuizAnalysis({ testId }: { testId: Identifier }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const query = useQuery({
    queryKey: analysisKey(testId),
    queryFn: ({ signal }) => dataProvider.getQuizAnalysis(testId, signal),
    retry: false,
  });

  if (query.error) return <QueryState error={query.error} notFound={translate('quizzes.notFound')} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <InlineSpinner />;
  const analysis = query.data;

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }} data-testid="test-analysis">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <AnalysisSummary summary={analysis.summary} />
        <ExportMenu
          fallbackName={translate('quizAnalysis.exportName')}
          onExport={(format) => dataProvider.exportQuizAnalysis(testId, format)}
        />
      </Box>
      <AnalysisHelp />
      {analysis.summary.attempts === 0 ? (
        <Alert severity="info" variant="outlined">
          {translate('quizAnalysis.empty')}
        </Alert>
      ) : (
        analysis.items.map((item, index) => <ItemCard key={item.key} item={item} number={index + 1} />)
      )}
    </Box>
  );
}
