import { useFormContext, useWatch } from 'react-hook-form';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../../api/constants';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { ImagePicker } from './ImagePicker';
import { useSessionUploads } from './useSessionUploads';

export interface ImageUploadInputProps {
  /** The field holding the file's id (0: no image). */
  source?: string;
  /** The field holding the served link, read for the preview. */
  linkSource?: string;
  label?: string;
}

/**
 * An image for a group or course: picking a file uploads it at once (POST /api/static/upload),
 * the form keeps its id and shows it. The server recognises images by their bytes; its 415
 * 'Unsupported image type' (in the user's language) shows under the input. An upload the user
 * replaces or removes, or leaves unsaved, is deleted again (see useSessionUploads); the
 * record's stored image is only ever deleted by the server, once a save no longer uses it.
 */
export function ImageUploadInput({ source = 'imageId', linkSource = 'imageLink', label = 'admin.image.alt' }: ImageUploadInputProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { field, id } = useInput({ source, defaultValue: 0 });
  const { setValue } = useFormContext();
  const link = useWatch({ name: linkSource }) as string | null | undefined;
  const sessionUploads = useSessionUploads(source, field.value);
  const src = field.value && link ? link : null;

  const upload = async (file: File) => {
    const answer = await dataProvider.uploadFile(file, 'image');
    const previous = field.value;
    if (!sessionUploads.added(answer.fileId, answer.link)) return;
    field.onChange(answer.fileId);
    setValue(linkSource, answer.link, { shouldDirty: true });
    sessionUploads.discard(previous);
  };

  const remove = () => {
    const previous = field.value;
    field.onChange(0);
    setValue(linkSource, null, { shouldDirty: true });
    sessionUploads.discard(previous);
  };

  return (
    <ImagePicker
      look="banner"
      src={src}
      texts={{
        label: translate(label),
        hint: translate('admin.image.hint'),
        choose: translate('admin.image.upload'),
        replace: translate('admin.image.change'),
        remove: translate('admin.image.remove'),
        tooLarge: translate('admin.image.tooLarge'),
        none: translate('admin.image.none'),
        busy: translate('admin.image.uploading'),
      }}
      accept={IMAGE_MIME_TYPES.join(',')}
      maxBytes={IMAGE_MAX_BYTES}
      onFile={upload}
      onRemove={remove}
      inputId={id}
      testIds={{ root: 'image-upload', input: 'image-file-input' }}
    />
  );
}
