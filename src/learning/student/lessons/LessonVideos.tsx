import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { videoPreviewOf, type VideoDto } from '../../../api/learning';
import { ExternalLink } from '../../shared/ExternalLink';
import { hostOf, VideoThumbnail } from '../../shared/VideoThumbnail';
import { YouTubePlayer } from '../../shared/YouTubePlayer';

/** The player starts at once: the student has just asked for it. */
const autoplay = (embedUrl: string) => `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`;

function VideoCard({ video, playing, onPlay }: { video: VideoDto; playing: boolean; onPlay: () => void }) {
  const translate = useTranslate();
  const name = video.videoName;
  const embedUrl = video.embedUrl ?? videoPreviewOf(video.link).embedUrl;
  const thumbnail = (
    <VideoThumbnail thumbnailUrl={video.thumbnailUrl} link={video.link} alt={translate('learning.videos.thumbnailAlt', { name })} />
  );
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`student-video-${video.id}`}>
      {embedUrl && playing ? (
        <YouTubePlayer embedUrl={autoplay(embedUrl)} title={name} />
      ) : embedUrl ? (
        <CardActionArea onClick={onPlay} aria-label={translate('learning.videos.play', { name })}>
          {thumbnail}
        </CardActionArea>
      ) : (
        <CardActionArea
          component="a"
          href={video.link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${name}: ${translate('learning.videos.external', { host: hostOf(video.link) })}`}
        >
          {thumbnail}
        </CardActionArea>
      )}
      <Box sx={{ p: 1.5, flex: 1, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {video.description && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {video.description}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
          {embedUrl ? (
            <ExternalLink href={video.link}>{translate('student.videos.onYoutube')}</ExternalLink>
          ) : (
            <ExternalLink href={video.link}>{translate('learning.videos.external', { host: hostOf(video.link) })}</ExternalLink>
          )}
        </Typography>
      </Box>
    </Card>
  );
}

/**
 * The lesson's videos: a YouTube video shows its thumbnail and, once chosen, plays in place in
 * the privacy-enhanced player (one at a time); a video on another site is a link to it.
 */
export function LessonVideos({ videos }: { videos: VideoDto[] }) {
  const [playing, setPlaying] = useState<number | null>(null);
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {videos.map((video) => (
        <Grid key={video.id} size={{ xs: 12, sm: 6, md: videos.length === 1 ? 8 : 6 }} component="li">
          <VideoCard video={video} playing={playing === video.id} onPlay={() => setPlaying(video.id)} />
        </Grid>
      ))}
    </Grid>
  );
}
