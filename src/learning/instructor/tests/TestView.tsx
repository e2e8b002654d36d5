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
import { testKeys } from '../../shared/tests/testKeys';
import { TestPreview } from './TestPreview';
import { TestResults } from './TestResults';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

export type TestViewKind = 'preview' | 'results';

export interface TestViewProps {
  testId: Identifier;
  view: TestViewKind;
  onView: (view: TestViewKind) => void;
  onBack: () => void;
  onEdit: () => void;
}

/** One test inside the Tests tab: the way back to the list, its name, and its preview or results. */
export function TestView({ testId, view, onView, onBack, onEdit }: TestViewProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const query = useQuery({
    queryKey: testKeys.test(testId),
    queryFn: ({ signal }) => dataProvider.getTest(testId, signal),
    retry: false,
  });
  const test = query.data;

  return (
    <Box sx={{ minWidth: 0 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 1 }}>
        {translate('tests.view.back')}
      </Button>
      {query.error ? (
        <QueryState error={query.error} notFound={translate('tests.notFound')} onRetry={() => void query.refetch()} />
      ) : !test ? (
        <InlineSpinner />
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
              {test.name}
            </Typography>
            <Chip
              size="small"
              color={test.isActive ? 'success' : 'default'}
              variant={test.isActive ? 'filled' : 'outlined'}
              label={translate(test.isActive ? 'tests.list.active' : 'tests.list.blocked')}
            />
            <Button variant="outlined" size="small" startIcon={<EditIcon />} onClick={onEdit}>
              {translate('learning.edit')}
            </Button>
          </Box>
          <Tabs
            value={view}
            onChange={(_, next: TestViewKind) => onView(next)}
            aria-label={test.name}
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
          >
            <Tab value="preview" id="test-view-preview" aria-controls="test-view-panel" label={translate('tests.view.preview')} />
            <Tab
              value="results"
              id="test-view-results"
              aria-controls="test-view-panel"
              label={translate('tests.view.results', { smart_count: test.answersCount })}
            />
          </Tabs>
          <Box role="tabpanel" id="test-view-panel" aria-labelledby={`test-view-${view}`}>
            {view === 'preview' ? <TestPreview test={test} /> : <TestResults testId={testId} />}
          </Box>
        </>
      )}
    </Box>
  );
}
