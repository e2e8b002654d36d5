import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery } from '@tanstack/react-query';
import { useTranslate, type Identifier, useDataProvider } from 'react-admin';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { quizKeys } from '../../shared/quizzes/quizKeys';
import { QuizPreview } from './QuizPreview';
import { QuizPublishChip } from './QuizPublishChip';
import { QuizResults } from './QuizResults';
import { QuizAnalysis } from './analysis/QuizAnalysis';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

export type QuizViewKind = 'preview' | 'results' | 'analysis';

export interface QuizViewProps {
  testId: Identifier;
  view: QuizViewKind;
  onView: (view: QuizViewKind) => void;
  onBack: () => void;
  onEdit: () => void;
}

/** One test inside the Tests tab: the way back to the list, its name, and its preview or results. */
export function QuizView({ testId, view, onView, onBack, onEdit }: QuizViewProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const query = useQuery({
    queryKey: quizKeys.test(testId),
    queryFn: ({ signal }) => dataProvider.getQuiz(testId, signal),
    retry: false,
  });
  const test = query.data;

  return (
    <Box sx={{ minWidth: 0 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 1 }}>
        {translate('quizzes.view.back')}
      </Button>
      {query.error ? (
        <QueryState error={query.error} notFound={translate('quizzes.notFound')} onRetry={() => void query.refetch()} />
      ) : !test ? (
        <InlineSpinner />
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
              {test.name}
            </Typography>
            <QuizPublishChip publishedAt={test.publishedAt} />
            <Chip
              size="small"
              color={test.isActive ? 'success' : 'default'}
              variant={test.isActive ? 'filled' : 'outlined'}
              label={translate(test.isActive ? 'quizzes.list.active' : 'quizzes.list.blocked')}
            />
            <Button variant="outlined" size="small" startIcon={<EditIcon />} onClick={onEdit}>
              {translate('learning.edit')}
            </Button>
          </Box>
          <Tabs
            value={view}
            onChange={(_, next: QuizViewKind) => onView(next)}
            aria-label={test.name}
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
          >
            <Tab value="preview" id="test-view-preview" aria-controls="test-view-panel" label={translate('quizzes.view.preview')} />
            <Tab
              value="results"
              id="test-view-results"
              aria-controls="test-view-panel"
              label={translate('quizzes.view.results', { smart_count: test.answersCount })}
            />
            <Tab value="analysis" id="test-view-analysis" aria-controls="test-view-panel" label={translate('quizAnalysis.tab')} />
          </Tabs>
          <Box role="tabpanel" id="test-view-panel" aria-labelledby={`test-view-${view}`}>
            {view === 'preview' ? (
              <QuizPreview test={test} />
            ) : view === 'analysis' ? (
              <QuizAnalysis testId={testId} />
            ) : (
              <QuizResults testId={testId} maxAttempts={test.maxAttempts} />
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
