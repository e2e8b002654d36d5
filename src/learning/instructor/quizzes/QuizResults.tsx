import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslate, type Identifier, useDataProvider } from 'react-admin';
import type { QuizResultRowDto } from '../../../api/quizResults';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { quizKeys } from '../../shared/quizzes/quizKeys';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { ResultCards } from './QuizResults/ResultCards';
import { ResultsSearch } from './QuizResults/ResultsSearch';
import { ResultsSummary } from './QuizResults/ResultsSummary';
import { ResultsTable } from './QuizResults/ResultsTable';
import { StudentAnswerDialog } from './StudentAnswerDialog';
import { AccommodationDialog } from './accommodations/AccommodationDialog';
import { AccommodationsList } from './accommodations/AccommodationsList';
import { useQuizAccommodations } from './accommodations/useQuizAccommodations';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

export interface QuizResultsProps {
  testId: Identifier;
  /** The test's attempts (null: unlimited), which a student's extra attempts add to. */
  maxAttempts: number | null;
}

/**
 * The results of a test (GET …/answers): every student of the course with their points out of
 * the maximum, passed or not, when they finished (in the school's timezone) and where their
 * attempt stands; those who have not taken it are listed last, flagged. Each taken one opens
 * the student's answers; every one opens their accommodations (extra time, a personal window),
 * which are also listed above the results. A table on wide screens, cards on phones.
 */
export function QuizResults({ testId, maxAttempts }: QuizResultsProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const zone = useSchoolTimeZone();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState<{ studentId: Identifier; studentFullName: string } | null>(null);
  const [search, setSearch] = useState('');
  const [accommodating, setAccommodating] = useState<{ studentId: Identifier; studentFullName: string } | null>(null);
  const accommodations = useQuizAccommodations(testId);

  const query = useQuery({
    queryKey: quizKeys.results(testId),
    queryFn: ({ signal }) => dataProvider.listQuizResults(testId, signal),
    retry: false,
  });

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const all = query.data?.objects ?? [];
    return needle ? all.filter((r) => `${r.studentFullName} ${r.email} ${r.groupName ?? ''}`.toLowerCase().includes(needle)) : all;
  }, [query.data, search]);

  if (query.error) return <QueryState error={query.error} notFound={translate('quizzes.notFound')} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <InlineSpinner />;

  const results = query.data;
  const onOpen = (row: QuizResultRowDto) => setOpen({ studentId: row.studentId, studentFullName: row.studentFullName });
  const onAccommodate = (row: { studentId: Identifier; studentFullName: string }) =>
    setAccommodating({ studentId: row.studentId, studentFullName: row.studentFullName });
  const listProps = { rows, timeZone: zone, onOpen, accommodations: accommodations.byStudent, onAccommodate };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }} data-testid="test-results">
      <ResultsSummary results={results} />
      {accommodations.query.isSuccess && <AccommodationsList accommodations={accommodations.list} timeZone={zone} onEdit={onAccommodate} />}
      {results.objects.length > 0 && <ResultsSearch value={search} onChange={setSearch} />}
      {results.objects.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {translate('quizzes.results.empty')}
        </Alert>
      ) : rows.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {translate('quizzes.results.noMatch', { search: search.trim() })}
        </Alert>
      ) : narrow ? (
        <ResultCards {...listProps} />
      ) : (
        <ResultsTable {...listProps} />
      )}
      <StudentAnswerDialog testId={testId} student={open} onClose={() => setOpen(null)} />
      <AccommodationDialog
        testId={testId}
        student={accommodating}
        saved={accommodating ? accommodations.byStudent.get(accommodating.studentId) : undefined}
        maxAttempts={maxAttempts}
        onClose={() => setAccommodating(null)}
      />
    </Box>
  );
}
