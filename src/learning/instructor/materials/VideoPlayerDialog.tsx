import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { videoPreviewOf, type VideoDto } from '../../../api/learning';
import { ExternalLink } from '../../shared/ExternalLink';
import { YouTubePlayer } from '../../shared/YouTubePlayer';

/** A YouTube video played in place, with its description and a way out to YouTube. */
export function VideoPlayerDialog({ video, onClose }: { video: VideoDto | null; onClose: () => void }) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const embedUrl = video ? (video.embedUrl ?? videoPreviewOf(video.link).embedUrl) : null;
  return (
    <Dialog
      open={Boolean(video && embedUrl)}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="video-player-title"
    >
      {video && embedUrl && (
        <>
          <DialogTitle id="video-player-title" sx={{ overflowWrap: 'anywhere' }}>
            {video.videoName}
          </DialogTitle>
          <DialogContent dividers>
            <YouTubePlayer embedUrl={embedUrl} title={video.videoName} />
            {video.description && (
              <Typography sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{video.description}</Typography>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Box>
              <ExternalLink href={video.link}>{translate('learning.openInNewTab')}</ExternalLink>
            </Box>
            <Button onClick={onClose}>{translate('learning.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
