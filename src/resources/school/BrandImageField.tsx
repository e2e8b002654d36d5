import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { BRAND_IMAGE_MIME_TYPES } from '../../api/constants';
import { ImagePicker } from '../shared/ImagePicker';
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
 * A school's logo or favicon, in the school settings and the sign-up wizard: the shared
 * ImagePicker, reading the file here rather than uploading it. The bytes decide what is an
 * image (any other file: 'Unsupported image type', nothing kept); the SPEC's PNG and size
 * recommendations only warn (SPEC §5: recommendations, never a refusal).
 */
export function BrandImageField({ kind, src, info, onPick, onRemove, maxBytes, error }: BrandImageFieldProps) {
  const translate = useTranslate();
  const warnings = src && info ? imageWarnings(kind, info) : [];

  const read = async (file: File) => {
    const bytes = await readBytes(file);
    const imageInfo = imageInfoOf(bytes);
    if (!imageInfo) throw new Error(translate('schools.images.unsupported'));
    await onPick({ file, bytes, info: imageInfo, dataUrl: dataUrlOf(bytes, imageInfo.mime) });
  };

  return (
    <ImagePicker
      look={kind}
      src={src}
      texts={{
        label: translate(`schools.images.${kind}`),
        hint: translate(`schools.images.${kind}Hint`),
        choose: translate('schools.images.choose'),
        replace: translate('schools.images.replace'),
        remove: translate('schools.images.remove'),
        tooLarge: translate('schools.images.tooLarge', { kb: Math.round(maxBytes / 1024) }),
      }}
      accept={[...BRAND_IMAGE_MIME_TYPES, '.ico', '.bmp'].join(',')}
      maxBytes={maxBytes}
      onFile={read}
      onRemove={onRemove}
      error={error}
      testIds={{ root: `brand-image-${kind}`, input: `brand-image-input-${kind}` }}
      caption={
        src &&
        info &&
        info.width > 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {translate('schools.images.size', { width: info.width, height: info.height })}
          </Typography>
        )
      }
      warnings={warnings.map((warning) => (
        <Alert key={warning.key} severity="warning" sx={{ mt: 1 }} data-testid={`brand-image-warning-${kind}`}>
          {translate(warning.key, warning.params)}
        </Alert>
      ))}
    />
  );
}
