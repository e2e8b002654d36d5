import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslate, type Identifier, useDataProvider } from 'react-admin';
import { isHttpUrl, videoPreviewOf, type VideoDto } from '../../../api/learning';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

import { MaterialFormDialog, type MaterialField } from '../../shared/MaterialFormDialog';
import { VideoThumbnail } from '../../shared/VideoThumbnail';
import { videoSchema, type VideoFormValues } from './materialSchemas';

export interface VideoDialogProps {
  open: boolean;
  lessonId: Identifier;
  /** The video to edit; none to add one. */
  video?: VideoDto | null;
  onClose: () => void;
}

/**
 * Adds or edits a video of a lesson: name, description and an http(s) link. While typing, a
 * YouTube link shows its thumbnail (from the 11-character id), any other site a note that
 * students will open it there.
 */
export function VideoDialog({ open, lessonId, video, onClose }: VideoDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const values = useMemo<VideoFormValues>(
    () => ({ videoName: video?.videoName ?? '', description: video?.description ?? '', link: video?.link ?? '' }),
    [video],
  );
  const fields: Array<MaterialField<VideoFormValues>> = [
    { name: 'videoName', label: 'learning.videos.name', required: true },
    { name: 'description', label: 'learning.videos.description', multiline: true, helper: translate('learning.optional') },
    {
      name: 'link',
      label: 'learning.videos.link',
      required: true,
      type: 'url',
      placeholder: 'https://www.youtube.com/watch?v=…',
      helper: translate('learning.videos.linkHelper'),
    },
  ];
  return (
    <MaterialFormDialog
      open={open}
      title={translate(video ? 'learning.videos.editTitle' : 'learning.videos.createTitle')}
      onClose={onClose}
      schema={videoSchema}
      values={values}
      fields={fields}
      send={(input) => () => (video ? dataProvider.updateVideo(lessonId, video.id, input) : dataProvider.createVideo(lessonId, input))}
    >
      {(form) => <VideoPreview control={form.control} />}
    </MaterialFormDialog>
  );
}

/** The thumbnail of the YouTube link being typed, or a note that another site opens there. */
function VideoPreview({ control }: { control: Control<VideoFormValues> }) {
  const translate = useTranslate();
  const link = (useWatch({ control, name: 'link' }) ?? '').trim();
  const preview = isHttpUrl(link) ? videoPreviewOf(link) : null;
  if (preview?.thumbnailUrl) {
    return (
      <Box data-testid="video-preview" sx={{ maxWidth: 320 }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
          {translate('learning.videos.preview')}
        </Typography>
        <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
          <VideoThumbnail thumbnailUrl={preview.thumbnailUrl} link={link} alt={translate('learning.videos.preview')} />
        </Box>
      </Box>
    );
  }
  return preview ? (
    <Alert severity="info" variant="outlined" data-testid="video-no-preview">
      {translate('learning.videos.noPreview')}
    </Alert>
  ) : null;
}
