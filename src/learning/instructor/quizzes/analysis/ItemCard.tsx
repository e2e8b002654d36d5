import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ItemAnalysisDto } from '../../../../api/quizAnalysis';
import { usePointsFormat } from '../../../shared/quizzes/quizFormat';
import { discriminationLevel, useAnalysisFormat } from './analysisFormat';
import { OptionBars, ResponseBars } from './OptionBars';

const LEVEL_COLOR = { good: 'success', fair: 'default', poor: 'warning', negative: 'error' } as const;

/** Attempts, full credit, mean points and discrimination of one question, as a one-row table. */
function ItemFigures({ item, number }: { item: ItemAnalysisDto; number: number }) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const { percent, index } = useAnalysisFormat();
  const none = translate('quizAnalysis.figures.none');
  const level = item.discrimination === null ? null : discriminationLevel(item.discrimination);
  return (
    <Table size="small" aria-label={translate('quizAnalysis.figures.caption', { number })}>
      <TableHead>
        <TableRow>
          {['attempts', 'facility', 'mean', 'discrimination'].map((key) => (
            <TableCell key={key} sx={{ px: 1 }}>
              {translate(`quizAnalysis.figures.${key}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell sx={{ px: 1 }}>{item.attempts}</TableCell>
          <TableCell sx={{ px: 1 }} data-testid="analysis-facility">
            {item.facility === null ? none : percent(item.facility)}
          </TableCell>
          <TableCell sx={{ px: 1 }}>{item.meanPoints === null ? none : points(item.meanPoints)}</TableCell>
          <TableCell sx={{ px: 1 }} data-testid="analysis-discrimination">
            {item.discrimination === null || level === null ? (
              none
            ) : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                <span>{index(item.discrimination)}</span>
                <Chip size="small" variant="outlined" color={LEVEL_COLOR[level]} label={translate(`quizAnalysis.levels.${level}`)} />
              </Box>
            )}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** Counts worth a word: blanks, texts awaiting the instructor's points, 'Other' texts. */
function ItemCounts({ item }: { item: ItemAnalysisDto }) {
  const translate = useTranslate();
  const counts = [
    item.blank > 0 && translate('quizAnalysis.blank', { smart_count: item.blank }),
    item.awaitingReview > 0 && translate('quizAnalysis.awaiting', { smart_count: item.awaitingReview }),
    item.otherCount !== null && translate('quizAnalysis.other', { smart_count: item.otherCount }),
  ].filter((text): text is string => Boolean(text));
  if (!counts.length) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {counts.join(' · ')}
    </Typography>
  );
}

/** One question of the analysis: its name and kind, its figures, and how its options or responses went. */
export function ItemCard({ item, number }: { item: ItemAnalysisDto; number: number }) {
  const translate = useTranslate();
  const headingId = `analysis-item-${item.key}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={`analysis-item-${item.key}`}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1, minWidth: 0 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {number}. {item.name}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        <Chip size="small" label={translate(`questionBank.kinds.${item.kind}`)} />
        <Chip size="small" variant="outlined" label={translate('quizAnalysis.points', { smart_count: item.points })} />
        {item.source !== 'TEST' && <Chip size="small" variant="outlined" label={translate(`quizAnalysis.source.${item.source}`)} />}
      </Box>
      {item.text !== item.name && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {item.text}
        </Typography>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <ItemFigures item={item} number={number} />
      </Box>
      <ItemCounts item={item} />
      {item.options && <OptionBars options={item.options} />}
      {item.responses && <ResponseBars responses={item.responses} />}
    </Paper>
  );
}
