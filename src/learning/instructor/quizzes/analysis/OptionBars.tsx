import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';
import type { ItemOptionDto, ItemResponseDto } from '../../../../api/quizAnalysis';
import { useAnalysisFormat } from './analysisFormat';

/** A share as a bar; decorative, the count and percent beside it say the same in words. */
function ShareBar({ share, right }: { share: number; right: boolean }) {
  return (
    <Box aria-hidden sx={{ height: 8, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden', minWidth: 48 }}>
      <Box sx={{ height: '100%', width: `${Math.round(share * 100)}%`, bgcolor: right ? 'success.main' : 'text.disabled' }} />
    </Box>
  );
}

interface Row {
  key: string;
  text: string;
  count: number;
  share: number;
  right: boolean;
  /** A partial credit shown beside a right option (bank answers worth less than all). */
  note?: string;
}

/** Options or responses as rows: the text (right ones marked), a bar and "count (percent)". */
function ShareTable({ caption, head, rows }: { caption: string; head: string; rows: Row[] }) {
  const translate = useTranslate();
  const { percent } = useAnalysisFormat();
  return (
    <Table size="small" sx={{ tableLayout: 'fixed' }}>
      <caption style={{ captionSide: 'top', padding: '4px 0', textAlign: 'start' }}>
        <Typography variant="subtitle2" component="span">
          {caption}
        </Typography>
      </caption>
      <TableHead>
        <TableRow>
          <TableCell>{head}</TableCell>
          <TableCell sx={{ width: { xs: '40%', sm: '45%' } }}>{translate('quizAnalysis.options.chosen')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} data-testid={`analysis-option-${row.key}`}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
                {row.right && <CheckCircleIcon color="success" fontSize="small" titleAccess={translate('quizAnalysis.options.right')} />}
                <span>{row.text}</span>
              </Box>
              {row.note && (
                <Typography variant="caption" color="text.secondary">
                  {row.note}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <ShareBar share={row.share} right={row.right} />
              <Typography variant="caption">
                {translate('quizAnalysis.options.count', { count: row.count, percent: percent(row.share) })}
              </Typography>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** How often each option of a choice question was chosen, the right ones marked. */
export function OptionBars({ options }: { options: ItemOptionDto[] }) {
  const translate = useTranslate();
  const { percent } = useAnalysisFormat();
  const rows = options.map((o) => ({
    key: o.optionId === null ? String(o.truth) : String(o.optionId),
    text: o.text,
    count: o.count,
    share: o.share,
    right: o.isCorrect,
    note: o.credit !== 1 && o.credit !== 0 ? translate('quizAnalysis.options.credit', { percent: percent(o.credit) }) : undefined,
  }));
  return <ShareTable caption={translate('quizAnalysis.options.caption')} head={translate('quizAnalysis.options.option')} rows={rows} />;
}

/** The most common responses of a question answered in words, numbers, pairs or an order. */
export function ResponseBars({ responses }: { responses: ItemResponseDto[] }) {
  const translate = useTranslate();
  if (!responses.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('quizAnalysis.responses.none')}
      </Typography>
    );
  }
  const rows = responses.map((r) => ({ key: r.text, text: r.text, count: r.count, share: r.share, right: r.fullCredit }));
  return (
    <ShareTable caption={translate('quizAnalysis.responses.caption')} head={translate('quizAnalysis.responses.response')} rows={rows} />
  );
}
