import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import SearchIcon from '@mui/icons-material/Search';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useQuery } from '@tanstack/react-query';
import { useTranslate, type Identifier, useDataProvider } from 'react-admin';
import type { QuizResultRowDto } from '../../../api/quizResults';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { formatSchoolDateTime } from '../../../api/schoolTime';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { usePointsFormat } from '../../shared/quizzes/quizFormat';
import { quizKeys } from '../../shared/quizzes/quizKeys';
import { AttemptStatusChip, PassedChip } from './resultChips';
import { StudentAnswerDialog } from './StudentAnswerDialog';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

export interface QuizResultsProps {
  testId: Identifier;
}

/**
 * The results of a test (GET …/answers): every student of the course with their points out of
 * the maximum, passed or not, when they finished (in the school's timezone) and where their
 * attempt stands; those who have not taken it are listed last, flagged. Each taken one opens
 * the student's answers. A table on wide screens, cards on phones.
 */
export function QuizResults({ testId }: QuizResultsProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const zone = useSchoolTimeZone();
  const points = usePointsFormat();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState<{ studentId: Identifier; studentFullName: string } | null>(null);
  const [search, setSearch] = useState('');

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
  const taken = results.objects.filter((r) => r.tookTest).length;
  const passed = results.objects.filter((r) => r.passed === true).length;
  const awaiting = results.objects.filter((r) => r.awaitingReview).length;
  const pointsText = (row: QuizResultRowDto) =>
    row.tookTest && row.status !== 'IN_PROGRESS'
      ? translate('quizzes.results.pointsOf', {
          received: points(row.pointsReceived),
          max: points(row.maxPoints),
          smart_count: row.maxPoints,
        })
      : '—';
  const dateText = (row: QuizResultRowDto) => formatSchoolDateTime(row.dateOfPassTheTest, zone) || '—';
  const openButton = (row: QuizResultRowDto) => (
    <Button
      size="small"
      startIcon={<VisibilityIcon />}
      disabled={!row.tookTest}
      onClick={() => setOpen({ studentId: row.studentId, studentFullName: row.studentFullName })}
      aria-label={translate('quizzes.results.openNamed', { name: row.studentFullName })}
    >
      {translate('quizzes.results.open')}
    </Button>
  );

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }} data-testid="test-results">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip label={translate('quizzes.results.taken', { taken, total: results.objects.length })} />
        <Chip color="success" variant="outlined" label={translate('quizzes.results.passedCount', { smart_count: passed })} />
        {awaiting > 0 && (
          <Chip
            color="warning"
            variant="outlined"
            icon={<RateReviewOutlinedIcon />}
            label={translate('quizzes.results.awaitingCount', { smart_count: awaiting })}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
          {translate('quizzes.results.maximum', {
            points: points(results.maxPoints),
            percent: results.passPercent,
            smart_count: results.maxPoints,
          })}
        </Typography>
      </Box>
      {results.objects.length > 0 && (
        <TextField
          type="search"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={translate('quizzes.results.search')}
          sx={{ maxWidth: { sm: 320 } }}
          slotProps={{
            htmlInput: { 'aria-label': translate('quizzes.results.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {results.objects.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {translate('quizzes.results.empty')}
        </Alert>
      ) : rows.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {translate('quizzes.results.noMatch', { search: search.trim() })}
        </Alert>
      ) : narrow ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {rows.map((row) => (
            <Paper
              key={row.studentId}
              component="li"
              variant="outlined"
              sx={{ p: 1.5, opacity: row.tookTest ? 1 : 0.85 }}
              data-testid={`result-${row.studentId}`}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.studentFullName}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {[row.groupName, row.email].filter(Boolean).join(' · ')}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}>
                <AttemptStatusChip status={row.status} size="small" />
                <PassedChip passed={row.passed} size="small" />
                {row.awaitingReview && (
                  <Chip size="small" color="warning" variant="outlined" label={translate('quizzes.results.awaiting')} />
                )}
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2">
                  {pointsText(row)}
                  {row.dateOfPassTheTest && <Box component="span" sx={{ color: 'text.secondary' }}>{` · ${dateText(row)}`}</Box>}
                </Typography>
                {openButton(row)}
              </Box>
            </Paper>
          ))}
        </Box>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={translate('quizzes.results.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('quizzes.results.student')}</TableCell>
                <TableCell>{translate('quizzes.results.status')}</TableCell>
                <TableCell align="right">{translate('quizzes.results.points')}</TableCell>
                <TableCell>{translate('quizzes.results.result')}</TableCell>
                <TableCell>{translate('quizzes.results.date')}</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={visuallyHiddenSx}>
                    {translate('quizzes.results.answers')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={row.studentId}
                  hover
                  data-testid={`result-${row.studentId}`}
                  sx={row.tookTest ? undefined : { '& td': { color: 'text.secondary' } }}
                >
                  <TableCell sx={{ maxWidth: 320 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {row.studentFullName}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {[row.groupName, row.email].filter(Boolean).join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      <AttemptStatusChip status={row.status} size="small" />
                      {row.awaitingReview && (
                        <Chip size="small" color="warning" variant="outlined" label={translate('quizzes.results.awaiting')} />
                      )}
                    </Box>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {pointsText(row)}
                  </TableCell>
                  <TableCell>{row.passed === null ? '—' : <PassedChip passed={row.passed} size="small" />}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateText(row)}</TableCell>
                  <TableCell align="right">{openButton(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <StudentAnswerDialog testId={testId} student={open} onClose={() => setOpen(null)} />
    </Box>
  );
}

const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
