import { Controller, type Control } from 'react-hook-form';
import { IMAGE_MAX_BYTES } from '../../api/constants';
import { BrandImageField } from './BrandImageField';
import type { ImageInfo } from './imageInfo';
import type { SettingsValues, StoredImage } from './useSchoolSettingsForm';

interface SchoolImageFieldProps {
  kind: 'logo' | 'favicon';
  control: Control<SettingsValues>;
  upload: (file: File, info: ImageInfo, current: StoredImage | null) => Promise<StoredImage>;
  remove: (current: StoredImage | null) => void;
}

/** The school's logo or favicon in the settings form: uploaded as soon as it is picked. */
export function SchoolImageField({ kind, control, upload, remove }: SchoolImageFieldProps) {
  return (
    <Controller
      name={kind}
      control={control}
      render={({ field, fieldState }) => (
        <BrandImageField
          kind={kind}
          src={field.value?.link ?? null}
          info={field.value?.info ?? null}
          maxBytes={IMAGE_MAX_BYTES}
          error={fieldState.error?.message ?? null}
          onPick={async ({ file, info }) => field.onChange(await upload(file, info, field.value))}
          onRemove={() => {
            remove(field.value);
            field.onChange(null);
          }}
        />
      )}
    />
  );
}
