import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { LANGUAGES, type Language } from '../../api/constants';
import type { NotificationSettings } from '../../api/notifications';
import { useNotificationSettings } from './useNotificationSettings';

export interface NotificationSettingsDialogProps {
  open: boolean;
  onClose: () => void;
}

const FLAGS = [
  { key: 'webNotificationEnabled', label: 'notifications.settings.web', help: 'notifications.settings.webHelp' },
  { key: 'emailNotificationEnabled', label: 'notifications.settings.email', help: 'notifications.settings.emailHelp' },
] as const satisfies ReadonlyArray<{ key: keyof NotificationSettings; label: string; help: string }>;

/**
 * Notification settings (SPEC §7 PUT /notifications/settings): two switches, web and email, and
 * the language of emails, each saved as soon as it changes, with every setting sent and the
 * server's message shown; a refusal puts the setting back and shows the server's error.
 */
export function NotificationSettingsDialog({ open, onClose }: NotificationSettingsDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const { settings, saving, save } = useNotificationSettings(open);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('notifications.settings.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('notifications.settings.intro')}
        </Typography>
        {settings.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
                {translate('learning.retry')}
              </Button>
            }
          >
            {(settings.error as Error).message || translate('notifications.settings.loadFailed')}
          </Alert>
        ) : !settings.data ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label={translate('app.loading')} />
          </Box>
        ) : (
          <>
            {FLAGS.map(({ key, label, help }) => (
              <Box key={key} sx={{ py: 1 }}>
                <FormControlLabel
                  sx={{ mx: 0, width: '100%', justifyContent: 'space-between', gap: 2 }}
                  labelPlacement="start"
                  control={
                    <Switch
                      checked={settings.data[key]}
                      disabled={saving}
                      onChange={(event) => void save({ [key]: event.target.checked })}
                      slotProps={{ input: { 'aria-describedby': `${titleId}-${key}` } }}
                    />
                  }
                  label={<Typography sx={{ fontWeight: 600 }}>{translate(label)}</Typography>}
                />
                <Typography id={`${titleId}-${key}`} variant="body2" color="text.secondary" sx={{ pr: 8 }}>
                  {translate(help)}
                </Typography>
              </Box>
            ))}
            <EmailLanguage
              value={settings.data.emailLanguage}
              disabled={saving}
              onChange={(emailLanguage) => void save({ emailLanguage })}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('notifications.settings.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The language emails come in: each named in itself (app.languages), as a reader of it looks for it; also on the profile page. */
export function EmailLanguage({
  value,
  disabled,
  onChange,
}: {
  value: Language;
  disabled: boolean;
  onChange: (language: Language) => void;
}) {
  const translate = useTranslate();
  const helpId = useId();
  return (
    <Box sx={{ py: 1 }}>
      <TextField
        select
        fullWidth
        size="small"
        label={translate('notifications.settings.emailLanguage')}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Language)}
        slotProps={{ select: { inputProps: { 'aria-describedby': helpId } } }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem key={language} value={language} lang={language}>
            {translate(`app.languages.${language}`)}
          </MenuItem>
        ))}
      </TextField>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {translate('notifications.settings.emailLanguageHelp')}
      </Typography>
    </Box>
  );
}
