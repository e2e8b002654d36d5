import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import type { BankQuestionDto } from '../../../api/questionBank';
import { QuestionKindChip } from './QuestionKindChip';
import { textExcerpt } from './bankFormat';

export interface QuestionListProps {
  questions: BankQuestionDto[];
  count: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onOpen: (questionId: number) => void;
  /** Whether a filter or search narrows the list (the empty text says so). */
  filtered: boolean;
}

function QuestionRow({ question, onOpen }: { question: BankQuestionDto; onOpen: (id: number) => void }) {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <ListItemButton
        onClick={() => onOpen(question.questionId)}
        data-testid={`bank-question-${question.questionId}`}
        sx={{ display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, flex: '1 1 180px', minWidth: 0, overflowWrap: 'anywhere' }}>{question.name}</Typography>
          <QuestionKindChip type={question.type} />
          {question.type !== 'DESCRIPTION' && (
            <Typography variant="body2" color="text.secondary" data-testid="question-points">
              {translate('questionBank.list.points', { smart_count: question.points })}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
          {textExcerpt(question.text)}
        </Typography>
      </ListItemButton>
    </Box>
  );
}

/** One page of the category's questions: name, kind, points and the start of the text; a row opens the question. */
export function QuestionList({ questions, count, page, perPage, onPage, onOpen, filtered }: QuestionListProps) {
  const translate = useTranslate();
  if (!questions.length) {
    return (
      <Alert severity="info" variant="outlined">
        {translate(filtered ? 'questionBank.list.none' : 'questionBank.list.empty')}
      </Alert>
    );
  }
  const from = (page - 1) * perPage + 1;
  const to = Math.min(count, page * perPage);
  return (
    <>
      <List disablePadding component="ul" data-testid="bank-question-list">
        {questions.map((question) => (
          <QuestionRow key={question.questionId} question={question} onOpen={onOpen} />
        ))}
      </List>
      {count > perPage && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
          <Typography variant="body2">{translate('questionBank.list.shown', { from, to, count })}</Typography>
          <IconButton aria-label={translate('questionBank.list.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label={translate('questionBank.list.next')} disabled={to >= count} onClick={() => onPage(page + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
      )}
    </>
  );
}
