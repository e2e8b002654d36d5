import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/**
 * A PDF read in the browser's own viewer (<object>), filling its container; where the browser
 * cannot show PDFs inline (many phones), a link opens the file instead.
 */
export function PdfViewer({ link, title }: { link: string; title: string }) {
  const translate = useTranslate();
  return (
    <Box
      component="object"
      data={link}
      type="application/pdf"
      aria-label={title}
      sx={{ width: '100%', height: '100%', minHeight: 320, border: 0, display: 'block' }}
    >
      <Box sx={{ p: 3, display: 'grid', gap: 1, placeItems: 'center', textAlign: 'center' }}>
        <Typography>{translate('learning.presentations.viewerFallback')}</Typography>
        <Link href={link} target="_blank" rel="noopener noreferrer">
          {translate('learning.presentations.download')}
        </Link>
      </Box>
    </Box>
  );
}
