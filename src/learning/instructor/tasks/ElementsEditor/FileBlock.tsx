import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { UploadButton } from '../UploadButton';
import { elementFieldId, useElementErrors, type BlockProps } from './blockProps';

/** An uploaded file, shown by its name. */
export function FileBlock({ index, prefix, control, setValue, errors, onBusyChange, blockKey, validateOnChange }: BlockProps) {
  const translate = useTranslate();
  const problem = useElementErrors(errors, index);
  const element = useWatch({ control, name: `taskElements.${index}` });
  const busy = useCallback((value: boolean) => onBusyChange(blockKey, value), [onBusyChange, blockKey]);
  return (
    <UploadButton
      id={elementFieldId(prefix, index, 'fileId')}
      purpose="file"
      label={translate(element?.fileId ? 'tasks.upload.replaceFile' : 'tasks.upload.chooseFile')}
      error={problem('fileId')}
      onBusyChange={busy}
      onUploaded={(upload) => {
        setValue(`taskElements.${index}.fileId`, upload.fileId, { shouldDirty: true, shouldValidate: validateOnChange });
        setValue(`taskElements.${index}.link`, upload.link, { shouldDirty: true });
        setValue(`taskElements.${index}.name`, upload.name, { shouldDirty: true });
      }}
    >
      {element?.fileId ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <AttachFileIcon fontSize="small" color="action" aria-hidden />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid={`${elementFieldId(prefix, index, 'name')}`}>
            {element.name || translate('tasks.view.file')}
          </Typography>
        </Box>
      ) : null}
    </UploadButton>
  );
}
