import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AccommodationDto } from '../../../../api/quizWindow';
import { useWindowText } from '../../../shared/quizzes/useWindowText';
import { AccommodationChips } from './AccommodationChips';

export interface AccommodationsListProps {
  accommodations: AccommodationDto[];
  /** The school's, in which personal windows show. */
  timeZone: string;
  onEdit: (accommodation: AccommodationDto) => void;
}

/** The test's accommodations in one place, above its results: who has extra time, extra attempts or a personal window, each one to change. */
export function AccommodationsList({ accommodations, timeZone, onEdit }: AccommodationsListProps) {
  const translate = useTranslate();
  const { range } = useWindowText(timeZone);
  const headingId = 'test-accommodations-heading';
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 1.5 }} data-testid="test-accommodations">
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('quizzes.accommodations.listTitle', { smart_count: accommodations.length })}
      </Typography>
      {accommodations.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('quizzes.accommodations.listEmpty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {accommodations.map((a) => (
            <Box component="li" key={a.studentId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {a.studentFullName}
              </Typography>
              <AccommodationChips accommodation={a} />
              <Typography variant="body2" color="text.secondary">
                {range(a) || translate('quizzes.accommodations.noWindow')}
              </Typography>
              <Button
                size="small"
                onClick={() => onEdit(a)}
                aria-label={translate('quizzes.accommodations.editNamed', { name: a.studentFullName })}
              >
                {translate('quizzes.accommodations.edit')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
