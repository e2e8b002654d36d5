import { useEffect } from 'react';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslate, type Identifier } from 'react-admin';
import type { LinkDto } from '../../../api/learning';
import { FormDialog } from '../../shared/FormDialog';
import { fieldMessage } from '../../shared/fieldMessage';
import { useLearningApi } from '../../shared/learningApi';
import { useServerSave } from '../../shared/useServerSave';
import { linkSchema, type LinkFormValues } from './materialSchemas';

export interface LinkDialogProps {
  open: boolean;
  lessonId: Identifier;
  /** The link to edit; none to add one. */
  link?: LinkDto | null;
  onClose: () => void;
}

/** Adds or edits a link of a lesson: the text it shows and an http(s) address. */
export function LinkDialog({ open, lessonId, link, onClose }: LinkDialogProps) {
  const translate = useTranslate();
  const api = useLearningApi();
  const { save, busy } = useServerSave();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<LinkFormValues>({ resolver: yupResolver(linkSchema), defaultValues: { text: '', link: '' } });

  useEffect(() => {
    if (open) reset({ text: link?.text ?? '', link: link?.link ?? '' });
  }, [open, link, reset]);

  const submit = handleSubmit(async (values) => {
    const answer = await save(() => (link ? api.updateLink(lessonId, link.id, values) : api.createLink(lessonId, values)), {
      onFieldError: (field, message) => {
        if (field === 'text' || field === 'link') setError(field, { message });
      },
    });
    if (answer) onClose();
  });

  return (
    <FormDialog
      open={open}
      title={translate(link ? 'learning.links.editTitle' : 'learning.links.createTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={busy}
    >
      <TextField
        {...register('text')}
        label={translate('learning.links.text')}
        required
        autoFocus
        error={Boolean(errors.text)}
        helperText={fieldMessage(translate, errors.text?.message) || ' '}
      />
      <TextField
        {...register('link')}
        label={translate('learning.links.link')}
        required
        type="url"
        placeholder="https://"
        error={Boolean(errors.link)}
        helperText={fieldMessage(translate, errors.link?.message) || translate('learning.links.linkHelper')}
        slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off', spellCheck: false } }}
      />
    </FormDialog>
  );
}
