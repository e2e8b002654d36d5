import { Controller, useFormContext } from 'react-hook-form';
import Divider from '@mui/material/Divider';
import { useTranslate } from 'ra-core';
import { SIGNUP_FAVICON_MAX_BYTES, SIGNUP_LOGO_MAX_BYTES } from '../../api/schools';
import { BrandImageField } from '../../resources/school/BrandImageField';
import { ThemeColorPicker } from '../../resources/school/ThemeColorPicker';
import type { SignUpValues } from './signUpSchema';

/** Step 5: the logo and the favicon; recommendations warn, only a non-image is refused. */
export function ImagesStep({ serverErrors }: { serverErrors: Partial<Record<'logo' | 'favicon', string>> }) {
  const { control } = useFormContext<SignUpValues>();
  return (
    <>
      {(['logo', 'favicon'] as const).map((kind, index) => (
        <Controller
          key={kind}
          name={kind}
          control={control}
          render={({ field }) => (
            <>
              {index > 0 && <Divider sx={{ mb: 2 }} />}
              <BrandImageField
                kind={kind}
                src={field.value?.dataUrl ?? null}
                info={field.value?.info ?? null}
                maxBytes={kind === 'logo' ? SIGNUP_LOGO_MAX_BYTES : SIGNUP_FAVICON_MAX_BYTES}
                onPick={({ dataUrl, info }) => field.onChange({ dataUrl, info })}
                onRemove={() => field.onChange(null)}
                error={serverErrors[kind] ?? null}
              />
            </>
          )}
        />
      ))}
    </>
  );
}

/** Step 6: the colour theme, a preset or custom, with a live preview of the app bar. */
export function ThemeStep() {
  const translate = useTranslate();
  const { control, watch } = useFormContext<SignUpValues>();
  const [name, logo] = watch(['name', 'logo']);
  return (
    <Controller
      name="themeColor"
      control={control}
      render={({ field, fieldState }) => (
        <ThemeColorPicker
          value={field.value}
          onChange={field.onChange}
          name={name}
          logoSrc={logo?.dataUrl ?? null}
          error={fieldState.error?.message ? translate(fieldState.error.message) : null}
        />
      )}
    />
  );
}
