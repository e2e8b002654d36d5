import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
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
import { HttpError, useDataProvider, useInput, useRegisterMutationMiddleware, useSaveContext, useTranslate } from 'react-admin';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../../api/constants';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';

export interface ImageUploadInputProps {
  /** The field holding the file's id (0: no image). */
  source?: string;
  /** The field holding the served link, read for the preview. */
  linkSource?: string;
  label?: string;
}

type SaveCall = (resource: string, params: { data?: Record<string, unknown> }) => Promise<unknown>;

/** A save the server refused (4xx): nothing was stored. A network error or a 5xx may have stored it. */
const isRefusal = (error: unknown) => error instanceof HttpError && error.status >= 400 && error.status < 500;

/**
 * Forgets the uploads of one form session that no saved record uses. An upload is this form's
 * alone from the moment it arrives until a save sends it; then it may be the record's, so it
 * is never deleted from here (the server deletes a record's old image when a save replaces
 * it). What this form alone holds is deleted when it is replaced or removed, and when the
 * form goes away unsaved. A save refused by the server gives the upload back to the form.
 *
 * Only inside react-admin's Create and Edit, whose saves pass through the form's mutation
 * middlewares: elsewhere a save could go unseen, so nothing is ever deleted. The admin forms
 * save pessimistically (a save is sent before the page is left), which the unmount relies on.
 */
function useSessionUploads(source: string, currentValue: unknown) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const seesSaves = Boolean(useSaveContext().registerMutationMiddleware);
  /** fileId -> link of the uploads no save has sent. */
  const uploads = useRef(new Map<number, string>());
  // Read by callbacks that outlive a render (a save's answer, the unmount).
  const latest = useRef({ dataProvider, seesSaves, currentValue, mounted: true });
  latest.current = { ...latest.current, dataProvider, seesSaves, currentValue };

  const forget = useCallback((link: string) => {
    // Best effort: a failed delete leaves an unused file, never a broken record.
    latest.current.dataProvider.deleteFile(link).catch(() => {});
  }, []);

  /** Deletes a file this form uploaded and no save has sent; anything else is left alone. */
  const discard = useCallback(
    (fileId: unknown) => {
      const link = uploads.current.get(Number(fileId));
      if (!latest.current.seesSaves || link === undefined) return;
      uploads.current.delete(Number(fileId));
      forget(link);
    },
    [forget],
  );

  const added = useCallback(
    (fileId: number, link: string) => {
      // An upload that arrives after the form has gone is nobody's.
      if (!latest.current.mounted) {
        if (latest.current.seesSaves) forget(link);
        return false;
      }
      uploads.current.set(fileId, link);
      return true;
    },
    [forget],
  );

  const middleware = useCallback(
    async (resource: string, params: { data?: Record<string, unknown> }, next: SaveCall) => {
      const sent = Number(params.data?.[source]);
      const link = uploads.current.get(sent);
      // From here on the record may point to it.
      uploads.current.delete(sent);
      try {
        return await next(resource, params);
      } catch (error) {
        if (link !== undefined && isRefusal(error)) {
          const { mounted, currentValue: now } = latest.current;
          if (mounted && Number(now) === sent) uploads.current.set(sent, link);
          else forget(link);
        }
        throw error;
      }
    },
    [forget, source],
  );
  useRegisterMutationMiddleware(middleware);

  useEffect(() => {
    latest.current.mounted = true;
    const pending = uploads.current;
    return () => {
      latest.current.mounted = false;
      // Leaving the form unsaved: what only it held goes.
      if (latest.current.seesSaves) for (const link of pending.values()) forget(link);
      pending.clear();
    };
  }, [forget]);

  return { added, discard };
}

/**
 * An image for a group or course: picking a file uploads it at once (POST /api/static/upload),
 * the form keeps its id and shows it. The server recognises images by their bytes; its 415
 * 'Unsupported image type' (in the user's language) shows under the input. An upload the user
 * replaces or removes, or leaves unsaved, is deleted again (see useSessionUploads); the
 * record's stored image is only ever deleted by the server, once a save no longer uses it.
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
  const sessionUploads = useSessionUploads(source, field.value);

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
      const previous = field.value;
      if (!sessionUploads.added(answer.fileId, answer.link)) return;
      field.onChange(answer.fileId);
      setValue(linkSource, answer.link, { shouldDirty: true });
      sessionUploads.discard(previous);
    } catch (problem) {
      setError((problem as Error).message);
    } finally {
      setUploading(false);
    }
  };

  const remove = () => {
    const previous = field.value;
    setError(null);
    field.onChange(0);
    setValue(linkSource, null, { shouldDirty: true });
    sessionUploads.discard(previous);
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
