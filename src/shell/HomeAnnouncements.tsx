import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CampaignIcon from '@mui/icons-material/Campaign';
import { Link, useCreatePath, useGetList, useResourceDefinitions, useTranslate } from 'react-admin';
import type { AnnouncementDto } from '../api/types';
import { useDateFormat } from '../i18n/dates';

const SHOWN = 5;

/**
 * The newest announcements on an area's home. The server scopes GET announcements by role:
 * students and instructors get the active ones of their groups; admins get the school's, where
 * hidden ones are marked.
 */
export function HomeAnnouncements() {
  const translate = useTranslate();
  const dates = useDateFormat();
  const createPath = useCreatePath();
  const resources = useResourceDefinitions();
  const {
    data = [],
    isPending,
    error,
  } = useGetList<AnnouncementDto>('announcements', {
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'id', order: 'ASC' },
  });
  const canOpenList = Boolean(resources.announcements?.hasList);

  return (
    <Box component="section" aria-labelledby="home-announcements" sx={{ mb: 3 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1.5 }}>
        <CampaignIcon color="primary" />
        <Typography variant="h6" component="h2" id="home-announcements" sx={{ flex: 1 }}>
          {translate('home.announcements')}
        </Typography>
        {canOpenList && <Link to={createPath({ resource: 'announcements', type: 'list' })}>{translate('home.allAnnouncements')}</Link>}
      </Stack>
      {!isPending && !error && data.length === 0 && <Typography color="text.secondary">{translate('home.noAnnouncements')}</Typography>}
      <Stack spacing={1.5} data-testid="home-announcements">
        {data.map((announcement) => (
          <Card key={announcement.id} variant="outlined" sx={{ opacity: announcement.isActive ? 1 : 0.7 }}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Typography sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{announcement.text}</Typography>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography variant="caption" color="text.secondary">
                  {[
                    announcement.groupName ? translate('home.forGroup', { group: announcement.groupName }) : translate('home.forAll'),
                    announcement.creator?.fullName,
                    dates.dateTime(announcement.createdAt),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                {!announcement.isActive && <Chip size="small" label={translate('admin.status.hidden')} />}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
