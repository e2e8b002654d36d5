import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ChoiceAnswer, NumericAnswer, QuestionBody, TextFormat } from '../../../api/questionBank';
import { creditPercent, formatNumber } from './bankFormat';
import { QuestionText } from './QuestionText';

/** A label over a feedback, which is in the question's format (an import keeps HTML feedback as HTML). */
function Feedback({ label, text, format }: { label: string; text: string; format: TextFormat }) {
  return (
    <Box sx={{ mt: 0.25, color: 'text.secondary', typography: 'body2' }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {`${label}: `}
      </Typography>
      <QuestionText text={text} format={format} />
    </Box>
  );
}

type AnswerLineProps = { children: ReactNode; credit?: number; feedback?: string; format: TextFormat };

/** One answer: what it says, the share of the points it earns, and its feedback under it. */
function AnswerLine({ children, credit, feedback, format }: AnswerLineProps) {
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
      {feedback && <Feedback label={translate('questionBank.question.feedback')} text={feedback} format={format} />}
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

function ChoiceAnswers({ answers, format }: { answers: ChoiceAnswer[]; format: TextFormat }) {
  const translate = useTranslate();
  if (!answers.length) return <Typography color="text.secondary">{translate('questionBank.question.noAnswers')}</Typography>;
  return (
    <Box component="ul" sx={listSx}>
      {answers.map((a) => (
        <AnswerLine key={a.id} credit={a.credit} feedback={a.feedback} format={format}>
          {a.text}
        </AnswerLine>
      ))}
    </Box>
  );
}

function NumericAnswers({ answers, format }: { answers: NumericAnswer[]; format: TextFormat }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!answers.length) return <Typography color="text.secondary">{translate('questionBank.question.noAnswers')}</Typography>;
  return (
    <Box component="ul" sx={listSx}>
      {answers.map((a) => (
        <AnswerLine key={a.id} credit={a.credit} feedback={a.feedback} format={format}>
          {translate('questionBank.question.valueWithin', {
            value: formatNumber(a.value, locale),
            tolerance: formatNumber(a.tolerance, locale),
          })}
        </AnswerLine>
      ))}
    </Box>
  );
}

/** True/false's feedback for each response, in the question's format. */
function TruthFeedback({ feedbackTrue, feedbackFalse, format }: { feedbackTrue: string; feedbackFalse: string; format: TextFormat }) {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={listSx}>
      {[
        [translate('questionBank.question.feedbackTrue'), feedbackTrue],
        [translate('questionBank.question.feedbackFalse'), feedbackFalse],
      ].map(
        ([label, text]) =>
          text && (
            <Box component="li" key={label} sx={{ py: 0.5, listStyle: 'none' }} data-testid="bank-answer">
              <Feedback label={label} text={text} format={format} />
            </Box>
          ),
      )}
    </Box>
  );
}

/** The answers of a question by its kind, read-only, with everything the student does not see; feedback in the question's `format`. */
export function QuestionBodyView({ body, format }: { body: QuestionBody; format: TextFormat }) {
  const translate = useTranslate();
  const tr = (key: string, options?: object) => translate(`questionBank.question.${key}`, options);
  switch (body.type) {
    case 'ONE_FROM_LIST':
    case 'MANY_FROM_LIST':
      return (
        <Section title={tr('answers')}>
          <ChoiceAnswers answers={body.answers} format={format} />
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
          <ChoiceAnswers answers={body.answers} format={format} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {tr(body.caseSensitive ? 'caseSensitive' : 'caseInsensitive')}
          </Typography>
        </Section>
      );
    case 'TRUE_FALSE':
      return (
        <Section title={tr('answer')}>
          <Typography>{tr('truthIs', { value: tr(body.correct ? 'true' : 'false') })}</Typography>
          <TruthFeedback feedbackTrue={body.feedbackTrue} feedbackFalse={body.feedbackFalse} format={format} />
        </Section>
      );
    case 'NUMERICAL':
      return (
        <Section title={tr('answers')}>
          <NumericAnswers answers={body.answers} format={format} />
        </Section>
      );
    case 'MATCHING':
      return (
        <Section title={tr('pairs')}>
          <Box component="ul" sx={listSx}>
            {body.pairs.map((p) => (
              <AnswerLine key={p.id} format={format}>
                {p.left ? `${p.left} → ${p.right}` : `${p.right} ${tr('distractor')}`}
              </AnswerLine>
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
