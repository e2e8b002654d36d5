import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { VideoDto } from '../../../api/learning';
import { ExternalLink } from '../../shared/ExternalLink';
import { hostOf, VideoThumbnail } from '../../shared/VideoThumbnail';
import { MaterialActions } from './MaterialSection';

export interface VideoCardProps {
  video: VideoDto;
  onPlay: () => void;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}

/** A video of the lesson: YouTube's thumbnail playing it in place, or a link opening another site; its name, description and actions. */
export function VideoCard({ video, onPlay, onEdit, onDelete }: VideoCardProps) {
  const translate = useTranslate();
  const name = video.videoName;
  const thumbnail = (
    <VideoThumbnail thumbnailUrl={video.thumbnailUrl} link={video.link} alt={translate('learning.videos.thumbnailAlt', { name })} />
  );
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }} component="li" data-testid={`video-${video.id}`}>
      <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        {video.youtubeId ? (
          <CardActionArea onClick={onPlay} aria-label={translate('learning.videos.play', { name })}>
            {thumbnail}
          </CardActionArea>
        ) : (
          <CardActionArea
            component="a"
            href={video.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={translate('learning.videos.external', { host: hostOf(video.link) })}
          >
            {thumbnail}
          </CardActionArea>
        )}
        <Box sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start', flex: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} component="h3">
              {name}
            </Typography>
            {video.description && (
              <Typography variant="body2" color="text.secondary" sx={clampSx}>
                {video.description}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {video.youtubeId ? (
                translate('learning.videos.youtube')
              ) : (
                <ExternalLink href={video.link}>{translate('learning.videos.external', { host: hostOf(video.link) })}</ExternalLink>
              )}
            </Typography>
          </Box>
          <MaterialActions
            name={name}
            onEdit={onEdit}
            onDelete={onDelete}
            deleteTitle="learning.videos.deleteTitle"
            deleteContent="learning.videos.deleteContent"
          />
        </Box>
      </Card>
    </Grid>
  );
}

/** A long description shows its first three lines. */
const clampSx = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;
