import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import MenuBookIcon from '@mui/icons-material/AutoStories';
import { useTranslate } from 'react-admin';
import type { PresentationDto } from '../../../api/learning';
import { ExternalLink } from '../../shared/ExternalLink';
import { PdfViewer } from '../../shared/PdfViewer';

/** A presentation read in the browser's PDF viewer, nearly full screen (full screen on phones). */
function PdfDialog({ presentation, onClose }: { presentation: PresentationDto | null; onClose: () => void }) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const link = presentation?.fileLink;
  return (
    <Dialog
      open={Boolean(presentation && link)}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      aria-labelledby="student-pdf-title"
      slotProps={{ paper: { sx: { height: fullScreen ? '100%' : '90vh' } } }}
    >
      {presentation && link && (
        <>
          <DialogTitle id="student-pdf-title" sx={{ overflowWrap: 'anywhere' }}>
            {presentation.name}
          </DialogTitle>
          <DialogContent dividers sx={{ p: 0, display: 'flex' }}>
            <PdfViewer link={link} title={presentation.name} />
          </DialogContent>
          <DialogActions sx={{ px: 3, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <ExternalLink href={link}>{translate('learning.openInNewTab')}</ExternalLink>
            <Button onClick={onClose}>{translate('learning.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** The lesson's presentations: each opens its PDF in the browser, or in a new tab. */
export function LessonPresentations({ presentations }: { presentations: PresentationDto[] }) {
  const translate = useTranslate();
  const [reading, setReading] = useState<PresentationDto | null>(null);
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {presentations.map((p) => (
          <Card key={p.presentationId} component="li" variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid={`student-presentation-${p.presentationId}`}>
            <PictureAsPdfIcon color="error" sx={{ mt: 0.25 }} aria-hidden />
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {p.name}
              </Typography>
              {p.description && (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {p.description}
                </Typography>
              )}
              {p.fileLink ? (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
                  <ExternalLink href={p.fileLink}>{p.fileName ?? translate('learning.presentations.download')}</ExternalLink>
                </Typography>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {translate('student.presentations.noFile')}
                </Typography>
              )}
            </Box>
            {p.fileLink && (
              <Button variant="outlined" startIcon={<MenuBookIcon />} onClick={() => setReading(p)} aria-label={translate('learning.presentations.view', { name: p.name })}>
                {translate('student.presentations.read')}
              </Button>
            )}
          </Card>
        ))}
      </Stack>
      <PdfDialog presentation={reading} onClose={() => setReading(null)} />
    </>
  );
}
