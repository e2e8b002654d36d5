import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageIcon from '@mui/icons-material/Image';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../../api/constants';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';

export interface ImageUploadInputProps {
  /** The field holding the file's id (0: no image). */
  source?: string;
  /** The field holding the served link, read for the preview. */
  linkSource?: string;
  label?: string;
}

/**
 * An image for a group or course: picking a file uploads it at once (POST /api/static/upload),
 * the form keeps its id and shows it. The server recognises images by their bytes; its 415
 * 'Unsupported image type' (in the user's language) shows under the input.
 */
export function ImageUploadInput({ source = 'imageId', linkSource = 'imageLink', label = 'admin.image.alt' }: ImageUploadInputProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { field, id } = useInput({ source, defaultValue: 0 });
  const { setValue } = useFormContext();
  const link = useWatch({ name: linkSource }) as string | null | undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const helperId = useId();
  const hasImage = Boolean(field.value) && Boolean(link);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      setError(translate('admin.image.tooLarge'));
      return;
    }
    setError(null);
    setUploading(true);
    try {
      const answer = await dataProvider.uploadFile(file, 'image');
      field.onChange(answer.fileId);
      setValue(linkSource, answer.link, { shouldDirty: true });
    } catch (problem) {
      setError((problem as Error).message);
    } finally {
      setUploading(false);
    }
  };

  const remove = () => {
    setError(null);
    field.onChange(0);
    setValue(linkSource, null, { shouldDirty: true });
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 420, mb: 2 }} data-testid="image-upload">
      <Typography variant="caption" color="text.secondary" component="label" htmlFor={id}>
        {translate(label)}
      </Typography>
      <Box
        sx={{
          mt: 0.5,
          width: '100%',
          aspectRatio: '16 / 9',
          borderRadius: 2,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderStyle: hasImage ? 'solid' : 'dashed',
          bgcolor: 'action.hover',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          position: 'relative',
        }}
      >
        {hasImage ? (
          <Box component="img" src={link ?? undefined} alt={translate(label)} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <Stack alignItems="center" spacing={0.5} sx={{ color: 'text.secondary' }}>
            <ImageIcon fontSize="large" />
            <Typography variant="body2">{translate('admin.image.none')}</Typography>
          </Stack>
        )}
        {uploading && (
          <Stack
            alignItems="center"
            justifyContent="center"
            spacing={1}
            sx={{ position: 'absolute', inset: 0, bgcolor: 'background.paper', opacity: 0.85 }}
          >
            <CircularProgress size={32} />
            <Typography variant="body2">{translate('admin.image.uploading')}</Typography>
          </Stack>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          disabled={uploading}
          onClick={() => inputRef.current?.click()}
          aria-describedby={helperId}
        >
          {translate(hasImage ? 'admin.image.change' : 'admin.image.upload')}
        </Button>
        {hasImage && (
          <Button variant="text" size="small" color="error" startIcon={<DeleteOutlineIcon />} disabled={uploading} onClick={remove}>
            {translate('admin.image.remove')}
          </Button>
        )}
      </Stack>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        hidden
        data-testid="image-file-input"
        onChange={(event) => void pick(event)}
      />
      <FormHelperText id={helperId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? translate('admin.image.hint')}
      </FormHelperText>
    </Box>
  );
}
