import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ReviewOptions, ReviewParts } from '../../../../api/quizReview';
import type { QuizDraft } from '../quizDraft';

interface PresentationSectionProps {
  draft: QuizDraft;
  update: (changes: Partial<QuizDraft>) => void;
}

const WHENS = ['afterAttempt', 'afterClose'] as const satisfies ReadonlyArray<keyof ReviewOptions>;
const PARTS = ['answers', 'rightAnswers', 'feedback'] as const satisfies ReadonlyArray<keyof ReviewParts>;

/**
 * How the test presents itself (issue 17): shuffled questions and options, and what a student
 * sees of a finished attempt right after it and after the close, as two columns of checkboxes
 * (one group per column, each box named by its part and its column), with what each means.
 */
export function PresentationSection({ draft, update }: PresentationSectionProps) {
  const translate = useTranslate();
  const helpId = useId();
  const setPart = (when: (typeof WHENS)[number], part: (typeof PARTS)[number], value: boolean) =>
    update({ reviewOptions: { ...draft.reviewOptions, [when]: { ...draft.reviewOptions[when], [part]: value } } });
  const switchRow = (field: 'shuffleQuestions' | 'shuffleOptions') => (
    <Box>
      <FormControlLabel
        control={<Switch checked={draft[field]} onChange={(event) => update({ [field]: event.target.checked })} />}
        label={translate(`quizBank.presentation.${field}`)}
        slotProps={{ typography: { id: `${helpId}-${field}` } }}
      />
      <FormHelperText sx={{ mt: -0.5, ml: 0 }}>{translate(`quizBank.presentation.${field}Help`)}</FormHelperText>
    </Box>
  );

  return (
    <Box
      component="section"
      aria-labelledby={`${helpId}-title`}
      sx={{ display: 'grid', gap: 1, pt: 1, minWidth: 0 }}
      data-testid="presentation"
    >
      <Typography variant="h6" component="h2" id={`${helpId}-title`}>
        {translate('quizBank.presentation.title')}
      </Typography>
      {switchRow('shuffleQuestions')}
      {switchRow('shuffleOptions')}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate('quizBank.presentation.review')}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={`${helpId}-review`}>
        {translate('quizBank.presentation.reviewHelp')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {WHENS.map((when) => {
          const whenText = translate(`quizBank.presentation.${when}`);
          return (
            <FormControl key={when} component="fieldset" aria-describedby={`${helpId}-review`} data-testid={`review-${when}`}>
              <FormLabel component="legend">{whenText}</FormLabel>
              <FormGroup>
                {PARTS.map((part) => {
                  const partText = translate(`quizBank.presentation.${part}`);
                  return (
                    <FormControlLabel
                      key={part}
                      control={
                        <Checkbox
                          checked={draft.reviewOptions[when][part]}
                          onChange={(event) => setPart(when, part, event.target.checked)}
                          slotProps={{
                            input: { 'aria-label': translate('quizBank.presentation.partNamed', { part: partText, when: whenText }) },
                          }}
                        />
                      }
                      label={partText}
                    />
                  );
                })}
              </FormGroup>
            </FormControl>
          );
        })}
      </Box>
    </Box>
  );
}
