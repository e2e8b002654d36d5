import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { Controller } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { elementFieldId, useElementErrors, type BlockProps } from './blockProps';

// The rich text editor (TipTap and ProseMirror) loads with the first text block, not with the area.
const RichTextEditor = lazy(() => import('../RichTextEditor'));

/** A block of rich text. */
export function TextBlock({ index, prefix, control, errors, autoFocus }: BlockProps) {
  const translate = useTranslate();
  const problem = useElementErrors(errors, index);
  return (
    <Controller
      control={control}
      name={`taskElements.${index}.html`}
      render={({ field }) => (
        <Suspense fallback={<Skeleton variant="rounded" height={170} aria-label={translate('app.loading')} />}>
          <RichTextEditor
            id={elementFieldId(prefix, index, 'html')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={translate('tasks.editor.blockLabel', { index: index + 1, type: translate('tasks.elements.text') })}
            error={Boolean(problem('html'))}
            helperText={problem('html') || undefined}
            autoFocus={autoFocus}
          />
        </Suspense>
      )}
    />
  );
}
