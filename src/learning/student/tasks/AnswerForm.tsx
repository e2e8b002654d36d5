import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import { ANSWER_LINKS_MAX, ANSWER_TEXT_MAX, type AnswerInput } from '../../../api/tasks';
import { AnswerFilesInput } from './AnswerFilesInput';
import { AnswerLinksInput, linkProblem } from './AnswerLinksInput';
import { useAnswerDraft, type AnswerDraft } from './answerDraft';

/** Where the server's 400 points: the text, the files or one of the links. */
export interface AnswerFieldError {
  field: 'text' | 'files' | 'links';
  message: string;
}

export interface AnswerFormProps {
  /** Where the unsent draft is kept (answerDraftKey). */
  draftKey: string;
  /** What the server holds (the answer being changed), or the empty answer. */
  initial: AnswerDraft;
  /** Translated label of the send button. */
  submitLabel: string;
  /** Sends the answer; true once the server has taken it (the draft is then forgotten). */
  onSubmit: (input: Required<AnswerInput>) => Promise<boolean>;
  onCancel?: () => void;
  busy?: boolean;
  /** The server's refusal of a field, shown under it. */
  fieldError?: AnswerFieldError | null;
}

/**
 * The student's answer: a text, files (uploaded at once, with progress) and links (http(s)).
 * What is typed is kept in this browser until it is sent, so a reload loses nothing.
 */
export function AnswerForm({ draftKey, initial, submitLabel, onSubmit, onCancel, busy = false, fieldError }: AnswerFormProps) {
  const translate = useTranslate();
  const draft = useAnswerDraft(draftKey, initial);
  const { value } = draft;
  const [typedLink, setTypedLink] = useState('');
  const [linkError, setLinkError] = useState('');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState('');

  const tooLong = value.text.length > ANSWER_TEXT_MAX;
  const textError = tooLong
    ? translate('student.answer.textTooLong', { max: ANSWER_TEXT_MAX })
    : fieldError?.field === 'text'
      ? fieldError.message
      : '';
  const shownLinkError = linkError || (fieldError?.field === 'links' ? fieldError.message : '');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || uploading) return;
    let links = value.links;
    const typed = typedLink.trim();
    if (typed) {
      // An address typed but not added yet goes with the answer, if it is a good one.
      const bad = linkProblem(typed, links);
      if (bad) {
        setLinkError(translate(bad, { max: ANSWER_LINKS_MAX }));
        return;
      }
      links = [...links, typed];
      draft.setValue((v) => ({ ...v, links }));
      setTypedLink('');
    }
    if (tooLong) return;
    if (!value.text.trim() && value.files.length === 0 && links.length === 0) {
      setProblem(translate('student.answer.empty'));
      return;
    }
    setProblem('');
    const sent = await onSubmit({ text: value.text.trim(), files: value.files.map((f) => f.fileId), links });
    if (sent) draft.clear();
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={translate('student.answer.formLabel')}>
      <Stack spacing={2.5}>
        {draft.restored && (
          <Alert
            severity="info"
            variant="outlined"
            action={
              <Button color="inherit" size="small" onClick={() => draft.clear()}>
                {translate('student.answer.discardDraft')}
              </Button>
            }
          >
            {translate('student.answer.draftRestored')}
          </Alert>
        )}
        <TextField
          label={translate('student.answer.text')}
          value={value.text}
          onChange={(event) => {
            const text = event.target.value;
            draft.setValue((v) => ({ ...v, text }));
            if (problem) setProblem('');
          }}
          multiline
          minRows={5}
          maxRows={20}
          fullWidth
          disabled={busy}
          error={Boolean(textError)}
          helperText={textError || translate('student.answer.textHelper')}
        />
        <AnswerFilesInput
          files={value.files}
          onChange={(update) => {
            draft.setValue((v) => ({ ...v, files: update(v.files) }));
            if (problem) setProblem('');
          }}
          onBusyChange={setUploading}
          error={fieldError?.field === 'files' ? fieldError.message : undefined}
          disabled={busy}
        />
        <AnswerLinksInput
          links={value.links}
          onChange={(update) => {
            draft.setValue((v) => ({ ...v, links: update(v.links) }));
            if (problem) setProblem('');
          }}
          typed={typedLink}
          onTypedChange={setTypedLink}
          error={shownLinkError}
          onErrorChange={setLinkError}
          disabled={busy}
        />
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || uploading}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
          >
            {submitLabel}
          </Button>
          {onCancel && (
            <Button
              onClick={() => {
                // Leaving the change drops what was typed: the answer stays as sent.
                draft.clear();
                onCancel();
              }}
              disabled={busy}
            >
              {translate('learning.cancel')}
            </Button>
          )}
          {uploading && (
            <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
              {translate('student.answer.waitUploads')}
            </Box>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
