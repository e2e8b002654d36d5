import { useState } from 'react';
import Grid from '@mui/material/Grid';
import { useTranslate, useDataProvider } from 'react-admin';
import type { VideoDto } from '../../../api/learning';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

import { useServerSave } from '../../shared/useServerSave';
import type { LessonTabPanelProps } from '../lessonTabTypes';
import { MaterialSection } from './MaterialSection';
import { VideoCard } from './VideoCard';
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
          {lesson.videos.map((video) => (
            <VideoCard
              key={video.id}
              video={video}
              onPlay={() => setPlaying(video)}
              onEdit={() => setDialog({ open: true, video })}
              onDelete={() => save(() => dataProvider.deleteVideo(lesson.id, video.id))}
            />
          ))}
        </Grid>
      </MaterialSection>
      <VideoDialog open={dialog.open} lessonId={lesson.id} video={dialog.video} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
      <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
