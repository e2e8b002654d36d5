import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { useTranslate } from 'react-admin';
import { LearningPage } from '../../learning/shared/LearningPage';
import { InlineSpinner, QueryState } from '../../learning/shared/QueryState';
import { NotificationSettingsDialog } from '../notifications/NotificationSettingsDialog';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileDetails } from './ProfileDetails';
import { ProfilePhoto } from './ProfilePhoto';
import { useProfile } from './useProfile';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The notification settings are their own dialog (the bell's too): the profile opens it rather than repeating it. */
function NotificationsSection() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Section title={translate('profile.notifications.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('profile.notifications.text')}
      </Typography>
      <Button variant="outlined" startIcon={<NotificationsIcon />} onClick={() => setOpen(true)}>
        {translate('profile.notifications.open')}
      </Button>
      <NotificationSettingsDialog open={open} onClose={() => setOpen(false)} />
    </Section>
  );
}

/** Every area's /profile: the user's photo, name, email language, password and notification settings. */
export function ProfilePage() {
  const translate = useTranslate();
  const { profile, save, busy } = useProfile();
  return (
    <LearningPage title={translate('profile.title')}>
      {profile.isPending ? (
        <InlineSpinner />
      ) : profile.isError ? (
        <QueryState error={profile.error} notFound={translate('profile.title')} onRetry={() => void profile.refetch()} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          <Section title={translate('profile.details.title')}>
            <ProfilePhoto profile={profile.data} save={save} />
            <ProfileDetails
              key={`${profile.data.firstName}\u0000${profile.data.lastName}`}
              profile={profile.data}
              busy={busy}
              save={save}
            />
          </Section>
          <Section title={translate('profile.password.title')}>
            <PasswordChangeForm />
          </Section>
          <NotificationsSection />
        </Box>
      )}
    </LearningPage>
  );
}
