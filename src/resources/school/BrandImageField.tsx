import { useId, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageIcon from '@mui/icons-material/Image';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'ra-core';
import { BRAND_IMAGE_MIME_TYPES } from '../../api/constants';
import { dataUrlOf, imageInfoOf, imageWarnings, readBytes, type ImageInfo, type ImageKind } from './imageInfo';

export interface PickedImage {
  file: File;
  bytes: Uint8Array;
  info: ImageInfo;
  dataUrl: string;
}

export interface BrandImageFieldProps {
  kind: ImageKind;
  /** What shows now: a data: URL or a served link; null for none. */
  src: string | null;
  /** The shown image's type and size, for the recommendations; unknown for a stored image not picked here. */
  info?: ImageInfo | null;
  /** Called with a picked image the browser recognised; an error it throws shows under the field. */
  onPick: (picked: PickedImage) => Promise<void> | void;
  onRemove: () => void;
  maxBytes: number;
  /** An error from elsewhere (the server's answer). */
  error?: string | null;
}

/**
 * A school's logo or favicon: pick a file, see it, replace or remove it. The bytes decide what
 * is an image (any other file: 'Unsupported image type', nothing kept); the SPEC's PNG and
 * size recommendations only warn (SPEC §5: recommendations, never a refusal).
 */
export function BrandImageField({ kind, src, info, onPick, onRemove, maxBytes, error: outerError }: BrandImageFieldProps) {
  const translate = useTranslate();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shownError = error ?? outerError ?? null;
  const warnings = src && info ? imageWarnings(kind, info) : [];
  const label = translate(`schools.images.${kind}`);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > maxBytes) {
      setError(translate('schools.images.tooLarge', { kb: Math.round(maxBytes / 1024) }));
      return;
    }
    setBusy(true);
    try {
      const bytes = await readBytes(file);
      const imageInfo = imageInfoOf(bytes);
      if (!imageInfo) {
        setError(translate('schools.images.unsupported'));
        return;
      }
      await onPick({ file, bytes, info: imageInfo, dataUrl: dataUrlOf(bytes, imageInfo.mime) });
    } catch (problem) {
      setError((problem as Error).message || translate('app.errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid={`brand-image-${kind}`} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="label" htmlFor={inputId}>
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`schools.images.${kind}Hint`)}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <Box
          sx={{
            width: kind === 'logo' ? 120 : 64,
            height: 64,
            flexShrink: 0,
            borderRadius: 2,
            border: 1,
            borderStyle: src ? 'solid' : 'dashed',
            borderColor: shownError ? 'error.main' : 'divider',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
            position: 'relative',
            // A checkerboard shows transparent parts of the image.
            backgroundColor: 'background.paper',
            backgroundImage: src
              ? 'conic-gradient(rgba(127,127,127,0.18) 25%, transparent 0 50%, rgba(127,127,127,0.18) 0 75%, transparent 0)'
              : undefined,
            backgroundSize: '12px 12px',
          }}
        >
          {src ? (
            <Box
              component="img"
              src={src}
              alt={label}
              sx={{
                maxWidth: '100%',
                maxHeight: '100%',
                objectFit: 'contain',
                imageRendering: kind === 'favicon' ? 'pixelated' : undefined,
                width: kind === 'favicon' ? 32 : undefined,
              }}
            />
          ) : (
            <ImageIcon color="disabled" />
          )}
          {busy && (
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                bgcolor: 'background.paper',
                opacity: 0.85,
              }}
            >
              <CircularProgress size={24} />
            </Box>
          )}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => inputRef.current?.click()} disabled={busy}>
            {translate(src ? 'schools.images.replace' : 'schools.images.choose')}
          </Button>
          {src && (
            <Button
              color="inherit"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => {
                setError(null);
                onRemove();
              }}
              disabled={busy}
            >
              {translate('schools.images.remove')}
            </Button>
          )}
        </Stack>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={[...BRAND_IMAGE_MIME_TYPES, '.ico', '.bmp'].join(',')}
          hidden
          aria-label={label}
          onChange={pick}
          data-testid={`brand-image-input-${kind}`}
        />
      </Stack>
      {src && info && info.width > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {translate('schools.images.size', { width: info.width, height: info.height })}
        </Typography>
      )}
      {shownError && (
        <FormHelperText error role="alert" sx={{ mt: 1 }}>
          {shownError}
        </FormHelperText>
      )}
      {warnings.map((warning) => (
        <Alert key={warning.key} severity="warning" sx={{ mt: 1 }} data-testid={`brand-image-warning-${kind}`}>
          {translate(warning.key, warning.params)}
        </Alert>
      ))}
    </Box>
  );
}
