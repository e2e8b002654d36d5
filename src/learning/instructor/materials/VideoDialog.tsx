import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslate, type Identifier } from 'react-admin';
import { isHttpUrl, videoPreviewOf, type VideoDto } from '../../../api/learning';
import { FormDialog } from '../../shared/FormDialog';
import { fieldMessage } from '../../shared/fieldMessage';
import { useLearningApi } from '../../shared/learningApi';
import { useServerSave } from '../../shared/useServerSave';
import { VideoThumbnail } from '../../shared/VideoThumbnail';
import { videoSchema, type VideoFormValues } from './materialSchemas';

export interface VideoDialogProps {
  open: boolean;
  lessonId: Identifier;
  /** The video to edit; none to add one. */
  video?: VideoDto | null;
  onClose: () => void;
}

const FIELDS = ['videoName', 'description', 'link'] as const;

/**
 * Adds or edits a video of a lesson: name, description and an http(s) link. While typing, a
 * YouTube link shows its thumbnail (from the 11-character id), any other site a note that
 * students will open it there.
 */
export function VideoDialog({ open, lessonId, video, onClose }: VideoDialogProps) {
  const translate = useTranslate();
  const api = useLearningApi();
  const { save, busy } = useServerSave();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<VideoFormValues>({ resolver: yupResolver(videoSchema), defaultValues: { videoName: '', description: '', link: '' } });

  useEffect(() => {
    if (open) reset({ videoName: video?.videoName ?? '', description: video?.description ?? '', link: video?.link ?? '' });
  }, [open, video, reset]);

  const link = (useWatch({ control, name: 'link' }) ?? '').trim();
  const preview = isHttpUrl(link) ? videoPreviewOf(link) : null;

  const submit = handleSubmit(async (values) => {
    const answer = await save(() => (video ? api.updateVideo(lessonId, video.id, values) : api.createVideo(lessonId, values)), {
      onFieldError: (field, message) => {
        if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { message });
      },
    });
    if (answer) onClose();
  });

  return (
    <FormDialog
      open={open}
      title={translate(video ? 'learning.videos.editTitle' : 'learning.videos.createTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={busy}
    >
      <TextField
        {...register('videoName')}
        label={translate('learning.videos.name')}
        required
        autoFocus
        error={Boolean(errors.videoName)}
        helperText={fieldMessage(translate, errors.videoName?.message) || ' '}
      />
      <TextField
        {...register('description')}
        label={translate('learning.videos.description')}
        multiline
        minRows={2}
        maxRows={8}
        error={Boolean(errors.description)}
        helperText={fieldMessage(translate, errors.description?.message) || translate('learning.optional')}
      />
      <TextField
        {...register('link')}
        label={translate('learning.videos.link')}
        required
        type="url"
        placeholder="https://www.youtube.com/watch?v=…"
        error={Boolean(errors.link)}
        helperText={fieldMessage(translate, errors.link?.message) || translate('learning.videos.linkHelper')}
        slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off', spellCheck: false } }}
      />
      {preview?.thumbnailUrl ? (
        <Box data-testid="video-preview" sx={{ maxWidth: 320 }}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
            {translate('learning.videos.preview')}
          </Typography>
          <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
            <VideoThumbnail thumbnailUrl={preview.thumbnailUrl} link={link} alt={translate('learning.videos.preview')} />
          </Box>
        </Box>
      ) : preview ? (
        <Alert severity="info" variant="outlined" data-testid="video-no-preview">
          {translate('learning.videos.noPreview')}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
