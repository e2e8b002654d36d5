import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery } from '@tanstack/react-query';
import { Confirm, useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { BankQuestionDto } from '../../../api/questionBank';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { useServerSave } from '../../shared/useServerSave';
import { QuestionBodyView } from './QuestionBodyView';
import { QuestionKindChip } from './QuestionKindChip';
import { QuestionText } from './QuestionText';
import { questionBankKeys } from './questionBankKeys';

export interface QuestionDialogProps {
  courseId: Identifier;
  /** The question to show; null keeps the dialog closed. */
  questionId: number | null;
  onClose: () => void;
}

function QuestionDetails({ question }: { question: BankQuestionDto }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <QuestionKindChip type={question.type} />
        {question.type !== 'DESCRIPTION' && (
          <Typography variant="body2">{translate('questionBank.list.points', { smart_count: question.points })}</Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {translate('questionBank.question.category')}: {question.categoryPath.join(' › ')}
        </Typography>
      </Box>
      <Box component="section" aria-label={translate('questionBank.question.text')}>
        <QuestionText text={question.text} format={question.textFormat} />
      </Box>
      <QuestionBodyView body={question} format={question.textFormat} />
      {question.generalFeedback && (
        <Box component="section">
          <Typography variant="subtitle2" component="h3">
            {translate('questionBank.question.generalFeedback')}
          </Typography>
          <QuestionText text={question.generalFeedback} format={question.textFormat} />
        </Box>
      )}
    </Stack>
  );
}

/**
 * One bank question, read-only, as the instructor checks it: its text in its format, every
 * answer with its credit and feedback, and a way to delete it (after a confirm).
 */
export function QuestionDialog({ courseId, questionId, onClose }: QuestionDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const { save, busy } = useServerSave();
  const [confirming, setConfirming] = useState(false);
  const query = useQuery({
    queryKey: questionBankKeys.question(courseId, questionId ?? 0),
    queryFn: ({ signal }) => dataProvider.getBankQuestion(courseId, questionId!, signal),
    enabled: questionId !== null,
    retry: false,
  });
  const question = query.data;

  const remove = async () => {
    const done = await save(() => dataProvider.deleteBankQuestion(courseId, questionId!));
    setConfirming(false);
    if (done) onClose();
  };

  return (
    <Dialog open={questionId !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {question?.name ?? '…'}
      </DialogTitle>
      <DialogContent dividers>
        {question ? (
          <QuestionDetails question={question} />
        ) : query.error ? (
          <Alert severity="error">{(query.error as Error).message || translate('questionBank.question.loadFailed')}</Alert>
        ) : (
          <CircularProgress aria-label={translate('app.loading')} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" startIcon={<DeleteIcon />} disabled={!question || busy} onClick={() => setConfirming(true)}>
          {translate('questionBank.question.delete')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('questionBank.question.close')}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate('questionBank.question.deleteTitle', { name: question?.name ?? '' })}
        content={translate('questionBank.question.deleteContent')}
        confirm={translate('questionBank.question.delete')}
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
