import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { AttemptStatusChip, PassedChip } from '../resultChips';
import { AccommodationButton } from '../accommodations/AccommodationButton';
import { AccommodationChips } from '../accommodations/AccommodationChips';
import { OpenAnswersButton } from './OpenAnswersButton';
import type { ResultListProps } from './ResultCards';
import { useResultTexts } from './useResultTexts';

/** The results as a table, for wide screens. */
export function ResultsTable({ rows, timeZone, onOpen, accommodations, onAccommodate }: ResultListProps) {
  const translate = useTranslate();
  const { pointsText, dateText } = useResultTexts(timeZone);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={translate('quizzes.results.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('quizzes.results.student')}</TableCell>
            <TableCell>{translate('quizzes.results.status')}</TableCell>
            <TableCell align="right">{translate('quizzes.results.points')}</TableCell>
            <TableCell align="right">{translate('quizAttempts.results.column')}</TableCell>
            <TableCell>{translate('quizzes.results.result')}</TableCell>
            <TableCell>{translate('quizzes.results.date')}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
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
                  <AccommodationChips accommodation={accommodations.get(row.studentId)} />
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {pointsText(row)}
              </TableCell>
              <TableCell align="right" data-testid="attempts-count">
                {row.attemptsCount ?? (row.tookTest ? 1 : 0)}
              </TableCell>
              <TableCell>{row.passed === null ? '—' : <PassedChip passed={row.passed} size="small" />}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateText(row)}</TableCell>
              <TableCell align="right">
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 0.5 }}>
                  <AccommodationButton studentFullName={row.studentFullName} onOpen={() => onAccommodate(row)} />
                  <OpenAnswersButton row={row} onOpen={onOpen} />
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
