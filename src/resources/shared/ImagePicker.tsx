import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'ra-core';
import { ImagePreview, type ImagePreviewLook } from './ImagePreview';

export interface ImagePickerTexts {
  /** The field's name, also the preview's alt text. */
  label: string;
  hint: string;
  choose: string;
  replace: string;
  remove: string;
  /** Shown when a picked file is over maxBytes. */
  tooLarge: string;
  /** Shown in an empty preview (banner only). */
  none?: string;
  /** Shown over the preview while a file is handled (banner only). */
  busy?: string;
}

export interface ImagePickerProps {
  /** 'banner': a course or group picture in a form; 'logo' / 'favicon': a school's brand images. */
  look: ImagePreviewLook;
  /** What shows now: a data: URL or a served link; null for none. */
  src: string | null;
  texts: ImagePickerTexts;
  /** The file input's accept list. */
  accept: string;
  maxBytes: number;
  /** Handles a picked file of allowed size (uploads it, or reads it); an error it throws shows under the field. */
  onFile: (file: File) => Promise<void>;
  onRemove: () => void;
  /** An error from elsewhere (the server's answer). */
  error?: string | null;
  /** The file input's id, when a form library gives one. */
  inputId?: string;
  testIds: { root: string; input: string };
  /** Under a brand image: its size, above any error. */
  caption?: ReactNode;
  /** Under a brand image: the recommendations it misses, below any error. */
  warnings?: ReactNode;
}

/** The picked file's life: too large is refused here, anything else goes to onFile while the field is busy. */
function usePickedFile(maxBytes: number, tooLarge: string, onFile: (file: File) => Promise<void>) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > maxBytes) {
      setError(tooLarge);
      return;
    }
    setBusy(true);
    try {
      await onFile(file);
    } catch (problem) {
      setError((problem as Error).message || translate('app.errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, pick };
}

interface ButtonsProps {
  banner: boolean;
  filled: boolean;
  busy: boolean;
  texts: ImagePickerTexts;
  describedBy?: string;
  onChoose: () => void;
  onRemove: () => void;
}

/** Choose (or Replace) and, once there is an image, Remove. */
function ImagePickerButtons({ banner, filled, busy, texts, describedBy, onChoose, onRemove }: ButtonsProps) {
  const size = banner ? 'small' : undefined;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={banner ? { mt: 1 } : undefined}>
      <Button variant="outlined" size={size} startIcon={<UploadIcon />} disabled={busy} onClick={onChoose} aria-describedby={describedBy}>
        {filled ? texts.replace : texts.choose}
      </Button>
      {filled && (
        <Button
          variant="text"
          size={size}
          color={banner ? 'error' : 'inherit'}
          startIcon={<DeleteOutlineIcon />}
          disabled={busy}
          onClick={onRemove}
        >
          {texts.remove}
        </Button>
      )}
    </Stack>
  );
}

/** The field's name; a brand image also says what makes a good one above the preview. */
function ImagePickerLabel({ banner, htmlFor, texts }: { banner: boolean; htmlFor: string; texts: ImagePickerTexts }) {
  if (banner)
    return (
      <Typography variant="caption" color="text.secondary" component="label" htmlFor={htmlFor}>
        {texts.label}
      </Typography>
    );
  return (
    <>
      <Typography variant="subtitle2" component="label" htmlFor={htmlFor}>
        {texts.label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {texts.hint}
      </Typography>
    </>
  );
}

/**
 * Picks one image, shows it, replaces or removes it: the single picker behind a course or
 * group picture (ImageUploadInput) and a school's logo and favicon (BrandImageField), which
 * differ in what they do with the file (upload it, or read its bytes) and in how they look.
 */
export function ImagePicker(props: ImagePickerProps) {
  const { look, src, texts, accept, maxBytes, onFile, onRemove, error: outerError, inputId, testIds, caption, warnings } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const ownId = useId();
  const helperId = useId();
  const id = inputId ?? ownId;
  const { busy, error, setError, pick } = usePickedFile(maxBytes, texts.tooLarge, onFile);
  const shownError = error ?? outerError ?? null;
  const banner = look === 'banner';
  const remove = () => {
    setError(null);
    onRemove();
  };
  const preview = (
    <ImagePreview
      look={look}
      src={src}
      alt={texts.label}
      busy={busy}
      failed={Boolean(shownError)}
      none={texts.none}
      busyText={texts.busy}
    />
  );
  const buttons = (
    <ImagePickerButtons
      banner={banner}
      filled={Boolean(src)}
      busy={busy}
      texts={texts}
      describedBy={banner ? helperId : undefined}
      onChoose={() => inputRef.current?.click()}
      onRemove={remove}
    />
  );
  const input = (
    <input
      ref={inputRef}
      id={id}
      type="file"
      accept={accept}
      hidden
      aria-label={texts.label}
      data-testid={testIds.input}
      onChange={(event) => void pick(event)}
    />
  );

  return (
    <Box data-testid={testIds.root} sx={banner ? { width: '100%', maxWidth: 420, mb: 2 } : { mb: 2 }}>
      <ImagePickerLabel banner={banner} htmlFor={id} texts={texts} />
      {banner ? (
        <>
          {preview}
          {buttons}
          {input}
          {/* In a form the hint sits where an error would, and the upload button points at it. */}
          <FormHelperText id={helperId} error={Boolean(shownError)} role={shownError ? 'alert' : undefined}>
            {shownError ?? texts.hint}
          </FormHelperText>
        </>
      ) : (
        <>
          <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
            {preview}
            {buttons}
            {input}
          </Stack>
          {caption}
          {shownError && (
            <FormHelperText error role="alert" sx={{ mt: 1 }}>
              {shownError}
            </FormHelperText>
          )}
          {warnings}
        </>
      )}
    </Box>
  );
}
