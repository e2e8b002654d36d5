import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { IMAGE_MAX_BYTES } from '../../api/constants';
import { SCHOOL_DESCRIPTION_MAX_LENGTH, SCHOOL_NAME_MAX_LENGTH, type SchoolSettings } from '../../api/schools';
import { LearningPage } from '../../learning/shared/LearningPage';
import { InlineSpinner, QueryState } from '../../learning/shared/QueryState';
import { setBranding } from '../../shell/branding';
import { notices } from '../../shell/notices';
import { BrandImageField } from './BrandImageField';
import type { ImageInfo } from './imageInfo';
import { schoolKeys } from './schoolKeys';
import { ChangePlanDialog } from './ChangePlanDialog';
import { TariffUsageCard } from './TariffUsageCard';
import { ThemeColorPicker } from './ThemeColorPicker';
import { TimezoneField } from './TimezoneField';

interface StoredImage {
  id: number;
  link: string;
  info?: ImageInfo;
}

interface SettingsValues {
  name: string;
  description: string;
  timezone: string;
  themeColor: string;
  logo: StoredImage | null;
  favicon: StoredImage | null;
}

const DEFAULT_COLOR = '#3b5bdb';

function valuesOf(settings: SchoolSettings): SettingsValues {
  return {
    name: settings.name,
    description: settings.description,
    timezone: settings.timezone,
    themeColor: settings.themeColor ?? DEFAULT_COLOR,
    logo: settings.logoId && settings.logoLink ? { id: settings.logoId, link: settings.logoLink } : null,
    favicon: settings.faviconId && settings.faviconLink ? { id: settings.faviconId, link: settings.faviconLink } : null,
  };
}

/**
 * Uploads this page made that no save has used yet: deleted when replaced, removed or left
 * unsaved, so trying images out leaves nothing behind. A saved one belongs to the school, and
 * the server deletes it when a later save replaces it.
 */
function usePendingUploads(forget: (link: string) => unknown) {
  const pending = useRef(new Set<string>());
  const forgetRef = useRef(forget);
  forgetRef.current = forget;
  useEffect(() => {
    const uploads = pending.current;
    return () => {
      uploads.forEach((link) => forgetRef.current(link));
      uploads.clear();
    };
  }, []);
  return {
    add: (link: string) => pending.current.add(link),
    discard: (image: StoredImage | null) => {
      if (image && pending.current.delete(image.link)) forgetRef.current(image.link);
    },
    saved: (...links: Array<string | undefined>) => links.forEach((link) => link && pending.current.delete(link)),
  };
}

function SettingsForm({ settings }: { settings: SchoolSettings }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const queryClient = useQueryClient();
  // A brand image uploaded but not saved is deleted again; failing that leaves it to the purge.
  const forget = useCallback((link: string) => dataProvider.deleteFile(link).catch(() => undefined), [dataProvider]);
  const uploads = usePendingUploads(forget);
  const [saving, setSaving] = useState(false);
  const [changingPlan, setChangingPlan] = useState(false);
  const { control, handleSubmit, reset, setError, watch, formState } = useForm<SettingsValues>({ defaultValues: valuesOf(settings) });
  const [name, logo] = watch(['name', 'logo']);

  const save = handleSubmit(async (values) => {
    if (!values.name.trim()) {
      setError('name', { message: translate('signUp.errors.nameRequired') });
      return;
    }
    setSaving(true);
    try {
      const answer = await dataProvider.saveSchoolSettings({
        name: values.name,
        description: values.description,
        timezone: values.timezone,
        themeColor: values.themeColor,
        logoId: values.logo?.id ?? 0,
        faviconId: values.favicon?.id ?? 0,
      });
      uploads.saved(values.logo?.link, values.favicon?.link);
      const { message, ...saved } = answer;
      queryClient.setQueryData(schoolKeys.settings, saved);
      reset({
        ...valuesOf(saved),
        logo: values.logo && { ...values.logo, link: saved.logoLink ?? values.logo.link },
        favicon: values.favicon && { ...values.favicon, link: saved.faviconLink ?? values.favicon.link },
      });
      // The app bar, the theme and the tab show the change at once.
      setBranding({ name: saved.name, themeColor: saved.themeColor, logoLink: saved.logoLink, faviconLink: saved.faviconLink });
      void queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
      notices.push({ type: 'success', message });
    } catch (error) {
      const field = error instanceof HttpError ? (error.body as { field?: string } | undefined)?.field : undefined;
      const target = field === 'logoId' ? 'logo' : field === 'faviconId' ? 'favicon' : field;
      if (target && ['name', 'description', 'timezone', 'themeColor', 'logo', 'favicon'].includes(target)) {
        setError(target as keyof SettingsValues, { message: (error as Error).message });
      }
      notices.push({ type: 'error', message: (error as Error).message });
    } finally {
      setSaving(false);
    }
  });

  const imageField = (kind: 'logo' | 'favicon') => (
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
          onPick={async ({ file, info }) => {
            const uploaded = await dataProvider.uploadFile(file, 'brand');
            uploads.add(uploaded.link);
            uploads.discard(field.value);
            field.onChange({ id: uploaded.fileId, link: uploaded.link, info });
          }}
          onRemove={() => {
            uploads.discard(field.value);
            field.onChange(null);
          }}
        />
      )}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={save}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, alignItems: 'start' }}
    >
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {translate('schools.settings.profile')}
          </Typography>
          <Stack spacing={2}>
            <Controller
              name="name"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  label={translate('signUp.fields.name')}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                  slotProps={{ htmlInput: { maxLength: SCHOOL_NAME_MAX_LENGTH } }}
                />
              )}
            />
            <Controller
              name="description"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  label={translate('signUp.fields.description')}
                  multiline
                  minRows={3}
                  maxRows={8}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                  slotProps={{ htmlInput: { maxLength: SCHOOL_DESCRIPTION_MAX_LENGTH } }}
                />
              )}
            />
            <Controller
              name="timezone"
              control={control}
              render={({ field, fieldState }) => (
                <TimezoneField
                  value={field.value}
                  onChange={(zone) => field.onChange(zone ?? '')}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message ?? null}
                />
              )}
            />
          </Stack>
          <Divider sx={{ my: 3 }} />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {translate('schools.settings.branding')}
          </Typography>
          {imageField('logo')}
          {imageField('favicon')}
          <Controller
            name="themeColor"
            control={control}
            render={({ field, fieldState }) => (
              <ThemeColorPicker
                value={field.value}
                onChange={field.onChange}
                name={name}
                logoSrc={logo?.link ?? null}
                error={fieldState.error?.message ?? null}
              />
            )}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
              disabled={saving || !formState.isDirty}
            >
              {translate('schools.settings.save')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Stack spacing={2}>
        <TariffUsageCard tariff={settings.tariff} usage={settings.usage} onChangePlan={() => setChangingPlan(true)} />
        <ChangePlanDialog open={changingPlan} current={settings.tariff} onClose={() => setChangingPlan(false)} />
        <Card variant="outlined">
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {translate('signUp.fields.domain')}
            </Typography>
            <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }} data-testid="school-domain">
              {settings.domain}
            </Typography>
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}

/** /admin/settings: the school's profile, branding and timezone, and its plan's usage with bars. */
export function SchoolSettingsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const settings = useQuery({ queryKey: schoolKeys.settings, queryFn: ({ signal }) => dataProvider.getSchoolSettings(signal) });
  return (
    <LearningPage title={translate('schools.settings.title')} subtitle={translate('schools.settings.subtitle')}>
      {settings.isPending ? (
        <InlineSpinner />
      ) : settings.isError ? (
        <QueryState error={settings.error} notFound={translate('schools.settings.loadFailed')} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </LearningPage>
  );
}
