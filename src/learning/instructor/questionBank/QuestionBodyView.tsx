import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ChoiceAnswer, NumericAnswer, QuestionBody } from '../../../api/questionBank';
import { creditPercent, formatNumber } from './bankFormat';

/** One answer: what it says, the share of the points it earns, and its feedback under it. */
function AnswerLine({ children, credit, feedback }: { children: ReactNode; credit?: number; feedback?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box component="li" sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }} data-testid="bank-answer">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
        {credit !== undefined && (
          <Chip
            size="small"
            color={credit > 0 ? 'success' : credit < 0 ? 'error' : 'default'}
            variant={credit === 1 ? 'filled' : 'outlined'}
            label={creditPercent(credit, locale)}
            aria-label={`${translate('questionBank.question.credit')}: ${creditPercent(credit, locale)}`}
          />
        )}
      </Box>
      {feedback && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
          {translate('questionBank.question.feedback')}: {feedback}
        </Typography>
      )}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const listSx = { m: 0, p: 0 } as const;

function ChoiceAnswers({ answers }: { answers: ChoiceAnswer[] }) {
  const translate = useTranslate();
  if (!answers.length) return <Typography color="text.secondary">{translate('questionBank.question.noAnswers')}</Typography>;
  return (
    <Box component="ul" sx={listSx}>
      {answers.map((a) => (
        <AnswerLine key={a.id} credit={a.credit} feedback={a.feedback}>
          {a.text}
        </AnswerLine>
      ))}
    </Box>
  );
}

function NumericAnswers({ answers }: { answers: NumericAnswer[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!answers.length) return <Typography color="text.secondary">{translate('questionBank.question.noAnswers')}</Typography>;
  return (
    <Box component="ul" sx={listSx}>
      {answers.map((a) => (
        <AnswerLine key={a.id} credit={a.credit} feedback={a.feedback}>
          {translate('questionBank.question.valueWithin', {
            value: formatNumber(a.value, locale),
            tolerance: formatNumber(a.tolerance, locale),
          })}
        </AnswerLine>
      ))}
    </Box>
  );
}

/** The answers of a question by its kind, read-only, with everything the student does not see. */
export function QuestionBodyView({ body }: { body: QuestionBody }) {
  const translate = useTranslate();
  const tr = (key: string, options?: object) => translate(`questionBank.question.${key}`, options);
  switch (body.type) {
    case 'ONE_FROM_LIST':
    case 'MANY_FROM_LIST':
      return (
        <Section title={tr('answers')}>
          <ChoiceAnswers answers={body.answers} />
          {body.shuffleAnswers && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {tr('shuffled')}
            </Typography>
          )}
        </Section>
      );
    case 'SHORT_ANSWER':
      return (
        <Section title={tr('answers')}>
          <ChoiceAnswers answers={body.answers} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {tr(body.caseSensitive ? 'caseSensitive' : 'caseInsensitive')}
          </Typography>
        </Section>
      );
    case 'TRUE_FALSE':
      return (
        <Section title={tr('answer')}>
          <Typography>{tr('truthIs', { value: tr(body.correct ? 'true' : 'false') })}</Typography>
          <Box component="ul" sx={listSx}>
            {body.feedbackTrue && <AnswerLine>{`${tr('feedbackTrue')}: ${body.feedbackTrue}`}</AnswerLine>}
            {body.feedbackFalse && <AnswerLine>{`${tr('feedbackFalse')}: ${body.feedbackFalse}`}</AnswerLine>}
          </Box>
        </Section>
      );
    case 'NUMERICAL':
      return (
        <Section title={tr('answers')}>
          <NumericAnswers answers={body.answers} />
        </Section>
      );
    case 'MATCHING':
      return (
        <Section title={tr('pairs')}>
          <Box component="ul" sx={listSx}>
            {body.pairs.map((p) => (
              <AnswerLine key={p.id}>{p.left ? `${p.left} → ${p.right}` : `${p.right} ${tr('distractor')}`}</AnswerLine>
            ))}
          </Box>
        </Section>
      );
    case 'ORDERING':
      return (
        <Section title={tr('items')}>
          <Box component="ol" sx={{ m: 0, pl: 3 }} data-testid="bank-order">
            {body.items.map((item) => (
              <Typography component="li" key={item.id} sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
                {item.text}
              </Typography>
            ))}
          </Box>
        </Section>
      );
    case 'ESSAY':
      return <Typography color="text.secondary">{tr('essay')}</Typography>;
    case 'FILE_ANSWER':
      return <Typography color="text.secondary">{tr('fileAnswer')}</Typography>;
    default:
      return <Typography color="text.secondary">{tr('description')}</Typography>;
  }
}
