import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Identifier } from 'react-admin';
import type { QuizResultRowDto } from '../../../../api/quizResults';
import type { AccommodationDto } from '../../../../api/quizWindow';
import { AccommodationButton } from '../accommodations/AccommodationButton';
import { AccommodationChips } from '../accommodations/AccommodationChips';
import { AttemptStatusChip, PassedChip } from '../resultChips';
import { OpenAnswersButton } from './OpenAnswersButton';
import { useResultTexts } from './useResultTexts';

export interface ResultListProps {
  rows: QuizResultRowDto[];
  /** The school's, in which the dates show. */
  timeZone: string;
  onOpen: (row: QuizResultRowDto) => void;
  /** The students' accommodations on the test, by studentId. */
  accommodations: Map<Identifier, AccommodationDto>;
  onAccommodate: (row: QuizResultRowDto) => void;
}

/** The results as cards, one a student, for phones. */
export function ResultCards({ rows, timeZone, onOpen, accommodations, onAccommodate }: ResultListProps) {
  const translate = useTranslate();
  const { pointsText, dateText } = useResultTexts(timeZone);
  return (
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
            {row.awaitingReview && <Chip size="small" color="warning" variant="outlined" label={translate('quizzes.results.awaiting')} />}
            <AccommodationChips accommodation={accommodations.get(row.studentId)} />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2">
              {pointsText(row)}
              {(row.attemptsCount ?? 0) > 1 && (
                <Box
                  component="span"
                  data-testid="attempts-count"
                >{` · ${translate('quizAttempts.results.column')}: ${row.attemptsCount}`}</Box>
              )}
              {row.dateOfPassTheTest && <Box component="span" sx={{ color: 'text.secondary' }}>{` · ${dateText(row)}`}</Box>}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              <AccommodationButton studentFullName={row.studentFullName} onOpen={() => onAccommodate(row)} />
              <OpenAnswersButton row={row} onOpen={onOpen} />
            </Box>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
