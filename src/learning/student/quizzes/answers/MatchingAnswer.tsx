import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { AnswerControlProps } from './answerProps';

/** A matching question: for each left side, a native select of the right sides (labelled by the left side). */
export function MatchingAnswer({ question, labelId, response, onChange, disabled }: AnswerControlProps) {
  const translate = useTranslate();
  const matches = response && 'matches' in response ? response.matches : {};
  const choose = (leftId: number, rightId: string) => {
    const next = { ...matches };
    if (rightId === '') delete next[String(leftId)];
    else next[String(leftId)] = Number(rightId);
    onChange({ matches: next });
  };
  return (
    <Box component="ul" role="group" aria-labelledby={labelId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {(question.lefts ?? []).map((left) => (
        <Box component="li" key={left.id} sx={{ minWidth: 0 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={left.text}
            value={matches[String(left.id)] !== undefined ? String(matches[String(left.id)]) : ''}
            onChange={(event) => choose(left.id, event.target.value)}
            disabled={disabled}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true, sx: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
            }}
          >
            <option value="">{translate('quizBankAnswers.matchChoose')}</option>
            {(question.rights ?? []).map((right) => (
              <option key={right.id} value={String(right.id)}>
                {right.text}
              </option>
            ))}
          </TextField>
        </Box>
      ))}
    </Box>
  );
}
