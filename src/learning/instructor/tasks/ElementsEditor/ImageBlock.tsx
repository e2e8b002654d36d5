import { useCallback } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { safeAddress } from '../../../shared/tasks/richHtml';
import { UploadButton } from '../UploadButton';
import { elementFieldId, useElementErrors, type BlockProps } from './blockProps';

/** An image, uploaded or given by its address, with its text for those who cannot see it. */
export function ImageBlock({ index, prefix, control, register, setValue, errors, onBusyChange, blockKey, validateOnChange }: BlockProps) {
  const translate = useTranslate();
  const problem = useElementErrors(errors, index);
  const element = useWatch({ control, name: `taskElements.${index}` });
  const source = element?.imageSource ?? 'upload';
  const preview = element?.link ? safeAddress(element.link) : null;
  const busy = useCallback((value: boolean) => onBusyChange(blockKey, value), [onBusyChange, blockKey]);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={source}
        onChange={(_, next: 'upload' | 'url' | null) => {
          if (!next || next === source) return;
          setValue(`taskElements.${index}.imageSource`, next, { shouldDirty: true });
          setValue(`taskElements.${index}.fileId`, null, { shouldDirty: true });
          setValue(`taskElements.${index}.link`, '', { shouldDirty: true, shouldValidate: validateOnChange });
        }}
        aria-label={translate('tasks.editor.imageSource')}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="upload">{translate('tasks.editor.imageUpload')}</ToggleButton>
        <ToggleButton value="url">{translate('tasks.editor.imageAddress')}</ToggleButton>
      </ToggleButtonGroup>
      {source === 'upload' ? (
        <UploadButton
          id={elementFieldId(prefix, index, 'fileId')}
          purpose="image"
          label={translate(element?.fileId ? 'tasks.upload.replaceImage' : 'tasks.upload.chooseImage')}
          error={problem('fileId')}
          onBusyChange={busy}
          onUploaded={(upload) => {
            setValue(`taskElements.${index}.fileId`, upload.fileId, { shouldDirty: true, shouldValidate: validateOnChange });
            setValue(`taskElements.${index}.link`, upload.link, { shouldDirty: true });
          }}
        />
      ) : (
        <TextField
          {...register(`taskElements.${index}.link`)}
          id={elementFieldId(prefix, index, 'link')}
          label={translate('tasks.editor.imageUrl')}
          required
          type="url"
          placeholder="https://"
          error={Boolean(problem('link'))}
          helperText={problem('link') || translate('tasks.editor.imageUrlHelper')}
          slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, autoComplete: 'off' } }}
        />
      )}
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={element?.alt || translate('tasks.view.imageAlt')}
          referrerPolicy="no-referrer"
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 200, width: 'auto', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      )}
      <TextField
        {...register(`taskElements.${index}.alt`)}
        id={elementFieldId(prefix, index, 'alt')}
        label={translate('tasks.editor.imageAlt')}
        error={Boolean(problem('alt'))}
        helperText={problem('alt') || translate('tasks.editor.imageAltHelper')}
      />
    </Box>
  );
}
