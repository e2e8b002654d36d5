import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslate, useDataProvider } from 'react-admin';
import type { VideoDto } from '../../../api/learning';
import { ExternalLink } from '../../shared/ExternalLink';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

import { useServerSave } from '../../shared/useServerSave';
import { hostOf, VideoThumbnail } from '../../shared/VideoThumbnail';
import type { LessonTabPanelProps } from '../lessonTabTypes';
import { MaterialActions, MaterialSection } from './MaterialSection';
import { VideoDialog } from './VideoDialog';
import { VideoPlayerDialog } from './VideoPlayerDialog';

/**
 * The lesson's videos: a card each, with YouTube's thumbnail that plays the video in place, or
 * for another site a plain link opening it there; add, edit and delete.
 */
export function VideosPanel({ lesson }: LessonTabPanelProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { save } = useServerSave();
  const [dialog, setDialog] = useState<{ open: boolean; video: VideoDto | null }>({ open: false, video: null });
  const [playing, setPlaying] = useState<VideoDto | null>(null);

  return (
    <>
      <MaterialSection
        title={translate('learning.tabs.videos')}
        addLabel={translate('learning.videos.add')}
        onAdd={() => setDialog({ open: true, video: null })}
        empty={translate('learning.videos.empty')}
        count={lesson.videos.length}
      >
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {lesson.videos.map((video) => {
            const name = video.videoName;
            const thumbnail = (
              <VideoThumbnail
                thumbnailUrl={video.thumbnailUrl}
                link={video.link}
                alt={translate('learning.videos.thumbnailAlt', { name })}
              />
            );
            return (
              <Grid key={video.id} size={{ xs: 12, sm: 6, md: 4 }} component="li" data-testid={`video-${video.id}`}>
                <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                  {video.youtubeId ? (
                    <CardActionArea onClick={() => setPlaying(video)} aria-label={translate('learning.videos.play', { name })}>
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
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          sx={{
                            display: '-webkit-box',
                            WebkitLineClamp: 3,
                            WebkitBoxOrient: 'vertical',
                            overflow: 'hidden',
                            overflowWrap: 'anywhere',
                          }}
                        >
                          {video.description}
                        </Typography>
                      )}
                      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {video.youtubeId ? (
                          translate('learning.videos.youtube')
                        ) : (
                          <ExternalLink href={video.link}>
                            {translate('learning.videos.external', { host: hostOf(video.link) })}
                          </ExternalLink>
                        )}
                      </Typography>
                    </Box>
                    <MaterialActions
                      name={name}
                      onEdit={() => setDialog({ open: true, video })}
                      onDelete={() => save(() => dataProvider.deleteVideo(lesson.id, video.id))}
                      deleteTitle="learning.videos.deleteTitle"
                      deleteContent="learning.videos.deleteContent"
                    />
                  </Box>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      </MaterialSection>
      <VideoDialog open={dialog.open} lessonId={lesson.id} video={dialog.video} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
      <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
