import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { PresentationDto } from '../../api/learning';
import { ExternalLink } from './ExternalLink';
import { PdfViewer } from './PdfViewer';

/**
 * A presentation's PDF read in the browser, nearly full screen (full screen on phones), with a
 * link to open it in a new tab. Open while `presentation` is set and has a file; the
 * instructor's materials and the student's lesson both use it.
 */
export function PresentationViewerDialog({ presentation, onClose }: { presentation: PresentationDto | null; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const link = presentation?.fileLink;
  return (
    <Dialog
      open={Boolean(presentation && link)}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: fullScreen ? '100%' : '90vh' } } }}
    >
      {presentation && link && (
        <>
          <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
            {translate('learning.presentations.viewerTitle', { name: presentation.name })}
          </DialogTitle>
          <DialogContent dividers sx={{ p: 0, display: 'flex' }}>
            <PdfViewer link={link} title={presentation.name} />
          </DialogContent>
          <DialogActions sx={{ px: 3, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Box>
              <ExternalLink href={link}>{translate('learning.openInNewTab')}</ExternalLink>
            </Box>
            <Button onClick={onClose}>{translate('learning.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
