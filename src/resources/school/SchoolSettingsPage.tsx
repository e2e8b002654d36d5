import { Controller, FormProvider } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import type { SchoolSettings } from '../../api/schools';
import { LearningPage } from '../../learning/shared/LearningPage';
import { InlineSpinner, QueryState } from '../../learning/shared/QueryState';
import { schoolKeys } from './schoolKeys';
import { SchoolImageField } from './SchoolImageField';
import { SchoolPlanColumn } from './SchoolPlanColumn';
import { SchoolProfileFields } from './SchoolProfileFields';
import { ThemeColorPicker } from './ThemeColorPicker';
import { useSchoolSettingsForm } from './useSchoolSettingsForm';

function SettingsForm({ settings }: { settings: SchoolSettings }) {
  const translate = useTranslate();
  const { form, saving, save, uploadImage, removeImage } = useSchoolSettingsForm(settings);
  const { control, watch, formState } = form;
  const [name, logo] = watch(['name', 'logo']);

  return (
    <FormProvider {...form}>
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
            <SchoolProfileFields />
            <Divider sx={{ my: 3 }} />
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {translate('schools.settings.privacy')}
            </Typography>
            <Controller
              name="ratingNamesVisible"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} inputRef={field.ref} />}
                  label={translate('schools.settings.ratingNamesVisible')}
                />
              )}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {translate('schools.settings.ratingNamesVisibleHelp')}
            </Typography>
            <Divider sx={{ my: 3 }} />
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              {translate('schools.settings.branding')}
            </Typography>
            <SchoolImageField kind="logo" control={control} upload={uploadImage} remove={removeImage} />
            <SchoolImageField kind="favicon" control={control} upload={uploadImage} remove={removeImage} />
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
        <SchoolPlanColumn settings={settings} />
      </Box>
    </FormProvider>
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
