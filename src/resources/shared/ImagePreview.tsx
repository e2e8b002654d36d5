import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import ImageIcon from '@mui/icons-material/Image';

/** 'banner': a wide course or group picture; 'logo' and 'favicon': a school's brand images at their own sizes. */
export type ImagePreviewLook = 'banner' | 'logo' | 'favicon';

// A checkerboard shows transparent parts of a brand image.
const CHECKERBOARD = 'conic-gradient(rgba(127,127,127,0.18) 25%, transparent 0 50%, rgba(127,127,127,0.18) 0 75%, transparent 0)';

function frameSx(look: ImagePreviewLook, filled: boolean, failed: boolean): SxProps<Theme> {
  const common = {
    borderRadius: 2,
    border: 1,
    borderStyle: filled ? 'solid' : 'dashed',
    borderColor: failed ? 'error.main' : 'divider',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    position: 'relative',
  } as const;
  if (look === 'banner') return { ...common, mt: 0.5, width: '100%', aspectRatio: '16 / 9', bgcolor: 'action.hover' };
  return {
    ...common,
    width: look === 'logo' ? 120 : 64,
    height: 64,
    flexShrink: 0,
    backgroundColor: 'background.paper',
    backgroundImage: filled ? CHECKERBOARD : undefined,
    backgroundSize: '12px 12px',
  };
}

const imageSx = (look: ImagePreviewLook): SxProps<Theme> =>
  look === 'banner'
    ? { width: '100%', height: '100%', objectFit: 'cover' }
    : {
        maxWidth: '100%',
        maxHeight: '100%',
        objectFit: 'contain',
        // A favicon is tiny: shown at twice its usual size, its pixels stay sharp.
        imageRendering: look === 'favicon' ? 'pixelated' : undefined,
        width: look === 'favicon' ? 32 : undefined,
      };

interface ImagePreviewProps {
  look: ImagePreviewLook;
  src: string | null;
  alt: string;
  busy: boolean;
  failed: boolean;
  /** Text in an empty banner. */
  none?: string;
  /** Text over a busy banner. */
  busyText?: string;
}

/** The frame of an image picker: the image, or a placeholder, with a spinner over it while busy. */
export function ImagePreview({ look, src, alt, busy, failed, none, busyText }: ImagePreviewProps) {
  const banner = look === 'banner';
  const placeholder = banner ? (
    <Stack alignItems="center" spacing={0.5} sx={{ color: 'text.secondary' }}>
      <ImageIcon fontSize="large" />
      <Typography variant="body2">{none}</Typography>
    </Stack>
  ) : (
    <ImageIcon color="disabled" />
  );
  return (
    <Box sx={frameSx(look, Boolean(src), failed)}>
      {src ? <Box component="img" src={src} alt={alt} sx={imageSx(look)} /> : placeholder}
      {busy && (
        <Stack
          alignItems="center"
          justifyContent="center"
          spacing={1}
          sx={{ position: 'absolute', inset: 0, bgcolor: 'background.paper', opacity: 0.85 }}
        >
          <CircularProgress size={banner ? 32 : 24} />
          {banner && <Typography variant="body2">{busyText}</Typography>}
        </Stack>
      )}
    </Box>
  );
}
