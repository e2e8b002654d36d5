import { useEffect, type ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { Controller, get, useForm, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AnyObjectSchema } from 'yup';
import { useTranslate } from 'react-admin';
import { WallTimePicker } from '../../shell/datePickers/WallTimePicker';
import { FormDialog } from './FormDialog';
import { fieldMessage } from './fieldMessage';
import { useServerSave } from './useServerSave';

/** One text field of the form, named as the API names it (so the server's 400 finds it). */
export interface MaterialField<V extends FieldValues> {
  name: Path<V>;
  /** Translation key of the label. */
  label: string;
  required?: boolean;
  /** Several lines (a description). */
  multiline?: boolean;
  /** url: an address (no spell check, the url keyboard on phones); datetime-local: a wall time (yyyy-MM-ddTHH:mm) in the app's language's picker. */
  type?: 'text' | 'url' | 'datetime-local';
  /** Translated text under the field while it has no error. */
  helper?: string;
  placeholder?: string;
  /** Extra attributes of the input element. */
  htmlInput?: Record<string, unknown>;
}

export interface MaterialFormDialogProps<V extends FieldValues, A extends { message?: string }> {
  open: boolean;
  /** Translated title. */
  title: string;
  onClose: () => void;
  /** The yup schema of the form; its messages are translation keys. */
  schema: AnyObjectSchema;
  /** What the form holds each time it opens (memoise it: a new object resets the form). */
  values: V;
  fields: ReadonlyArray<MaterialField<V>>;
  /**
   * The call that saves valid values, or null when the dialog refuses them itself (having put
   * the error where it belongs).
   */
  send: (values: V, form: UseFormReturn<V>) => (() => Promise<A>) | null;
  /** After the server took it: the dialog then closes. */
  onSaved?: (answer: A) => void;
  /** The server's 400 naming a field that is not one of `fields` (e.g. an upload). */
  onFieldError?: (field: string, message: string) => void;
  /** What follows the fields: a preview, a file to pick. */
  children?: (form: UseFormReturn<V>, busy: boolean) => ReactNode;
}

/** A wall time (yyyy-MM-ddTHH:mm) field of the form in the app's language's picker. */
function WallTimeField<V extends FieldValues>({
  form,
  field,
  autoFocus,
  error,
  helperText,
}: {
  form: UseFormReturn<V>;
  field: MaterialField<V>;
  autoFocus: boolean;
  error: boolean;
  helperText: string;
}) {
  const translate = useTranslate();
  return (
    <Controller
      control={form.control}
      name={field.name}
      render={({ field: input }) => (
        <WallTimePicker
          value={input.value as string}
          onChange={input.onChange}
          onBlur={input.onBlur}
          inputRef={input.ref}
          name={input.name}
          label={translate(field.label)}
          required={field.required}
          autoFocus={autoFocus}
          error={error}
          helperText={helperText}
          testId={field.htmlInput?.['data-testid'] as string | undefined}
        />
      )}
    />
  );
}

const URL_INPUT = { inputMode: 'url', autoComplete: 'off', spellCheck: false } as const;

/**
 * The body every material dialog of a lesson shares (the lesson itself, a video, a link, a
 * presentation): its text fields in a FormDialog, checked by a yup schema, saved through
 * useServerSave (the server's message as a notice, its 400 under the field it names), closed
 * once saved. The dialogs say only which fields, which call and what else they show.
 */
export function MaterialFormDialog<V extends FieldValues, A extends { message?: string }>({
  open,
  title,
  onClose,
  schema,
  values,
  fields,
  send,
  onSaved,
  onFieldError,
  children,
}: MaterialFormDialogProps<V, A>) {
  const translate = useTranslate();
  const { save, busy } = useServerSave();
  const form = useForm<V>({ resolver: yupResolver(schema) as unknown as Resolver<V>, defaultValues: values as never });
  const { register, handleSubmit, reset, setError, formState } = form;

  useEffect(() => {
    if (open) reset(values);
  }, [open, values, reset]);

  const submit = handleSubmit(async (valid) => {
    const call = send(valid, form);
    if (!call) return;
    const answer = await save(call, {
      onFieldError: (field, message) => {
        const own = fields.find((f) => f.name === field);
        if (own) setError(own.name, { message });
        else onFieldError?.(field, message);
      },
    });
    if (answer) {
      onSaved?.(answer);
      onClose();
    }
  });

  return (
    <FormDialog open={open} title={title} onClose={onClose} onSubmit={(event) => void submit(event)} busy={busy} dirty={formState.isDirty}>
      {fields.map((field, index) => {
        const error = get(formState.errors, field.name) as { message?: string } | undefined;
        if (field.type === 'datetime-local')
          return (
            <WallTimeField
              key={field.name}
              form={form}
              field={field}
              autoFocus={index === 0}
              helperText={fieldMessage(translate, error?.message) || field.helper || ' '}
              error={Boolean(error)}
            />
          );
        return (
          <TextField
            key={field.name}
            {...register(field.name)}
            label={translate(field.label)}
            required={field.required}
            autoFocus={index === 0}
            type={field.type ?? 'text'}
            placeholder={field.placeholder}
            multiline={field.multiline}
            minRows={field.multiline ? 2 : undefined}
            maxRows={field.multiline ? 8 : undefined}
            error={Boolean(error)}
            helperText={fieldMessage(translate, error?.message) || field.helper || ' '}
            slotProps={{ htmlInput: { ...(field.type === 'url' ? URL_INPUT : {}), ...field.htmlInput } }}
          />
        );
      })}
      {children?.(form, busy)}
    </FormDialog>
  );
}
