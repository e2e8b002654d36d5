import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { TaskFileRules } from '../../../api/answerFiles';
import type { AnswerInput } from '../../../api/tasks';
import { AnswerFilesInput } from './AnswerFilesInput';
import { AnswerFormActions } from './AnswerFormActions';
import { AnswerLinksInput } from './AnswerLinksInput';
import type { AnswerDraft } from './answerDraft';
import { useAnswerForm, type AnswerFieldError } from './useAnswerForm';

export type { AnswerFieldError } from './useAnswerForm';

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
  /** What the task's answer files may be. */
  fileRules?: TaskFileRules;
}

/** Says the form holds a draft kept in this browser, with the way to drop it. */
function DraftRestored({ onDiscard }: { onDiscard: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          {translate('student.answer.discardDraft')}
        </Button>
      }
    >
      {translate('student.answer.draftRestored')}
    </Alert>
  );
}

/**
 * The student's answer: a text, files (uploaded at once, with progress) and links (http(s)).
 * What is typed is kept in this browser until it is sent, so a reload loses nothing.
 */
export function AnswerForm({ draftKey, initial, submitLabel, onSubmit, onCancel, busy = false, fieldError, fileRules }: AnswerFormProps) {
  const translate = useTranslate();
  const {
    draft,
    value,
    typedLink,
    setTypedLink,
    setLinkError,
    uploading,
    setUploading,
    problem,
    textError,
    shownLinkError,
    change,
    submit,
  } = useAnswerForm({ draftKey, initial, onSubmit, busy, fieldError });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={translate('student.answer.formLabel')}>
      <Stack spacing={2.5}>
        {draft.restored && <DraftRestored onDiscard={() => draft.clear()} />}
        <TextField
          label={translate('student.answer.text')}
          value={value.text}
          onChange={(event) => {
            const text = event.target.value;
            change((v) => ({ ...v, text }));
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
          onChange={(update) => change((v) => ({ ...v, files: update(v.files) }))}
          onBusyChange={setUploading}
          error={fieldError?.field === 'files' ? fieldError.message : undefined}
          disabled={busy}
          rules={fileRules}
        />
        <AnswerLinksInput
          links={value.links}
          onChange={(update) => change((v) => ({ ...v, links: update(v.links) }))}
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
        <AnswerFormActions
          submitLabel={submitLabel}
          busy={busy}
          uploading={uploading}
          onCancel={
            onCancel &&
            (() => {
              // Leaving the change drops what was typed: the answer stays as sent.
              draft.clear();
              onCancel();
            })
          }
        />
      </Stack>
    </Box>
  );
}
