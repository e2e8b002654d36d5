import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link } from 'react-router-dom';
import { useOwnPageHeading } from './pageHeading';
import { Title, useBasename, useCreatePath, useGetIdentity, useResourceDefinitions, useTranslate } from 'react-admin';
import type { MeResponse } from '../api/types';
import { HomeAnnouncements } from './HomeAnnouncements';
import { Spinner } from './Spinner';

export interface AreaSection {
  key: string;
  icon: React.ComponentType;
  /** A hand-built page of the area it opens (e.g. '/courses'), for a section that is not a resource. */
  to?: string;
}

export interface AreaHomeProps {
  sections: AreaSection[];
  /** Show the newest announcements (the server picks the ones this user may read). */
  announcements?: boolean;
  /** The area's own home content, after the welcome card. */
  extra?: React.ReactNode;
}

/**
 * An area's home: who is logged in, their school, the announcements, and what the area holds;
 * a section whose resource is registered in the area opens its list.
 */
export function AreaHome({ sections, announcements = false, extra }: AreaHomeProps) {
  const translate = useTranslate();
  useOwnPageHeading();
  const resources = useResourceDefinitions();
  const createPath = useCreatePath();
  const basename = useBasename();
  const { data, isPending } = useGetIdentity();
  if (isPending) return <Spinner />;
  const me = data as unknown as MeResponse | undefined;
  return (
    <Box sx={{ py: 2 }}>
      {/* The app bar and the tab name the page ('Home — <school>'); the welcome below names the school. */}
      <Title title={translate('learning.home')} />
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }} data-testid="welcome">
            {translate('home.welcome', { name: me?.firstName ?? '' })}
          </Typography>
          <Grid container spacing={2}>
            {[
              ['home.school', me?.school.name],
              ['home.role', me ? translate(`app.roles.${me.authority}`) : ''],
              ['home.email', me?.email],
            ].map(([label, value]) => (
              <Grid key={label} size={{ xs: 12, sm: 4 }}>
                <Typography variant="caption" color="text.secondary">
                  {translate(label as string)}
                </Typography>
                <Typography sx={{ wordBreak: 'break-word' }}>{value}</Typography>
              </Grid>
            ))}
          </Grid>
        </CardContent>
      </Card>
      {extra}
      {announcements && <HomeAnnouncements />}
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate('home.sections')}
      </Typography>
      <Grid container spacing={2}>
        {sections.map(({ key, icon: Icon, to }) => {
          const open = Boolean(to) || resources[key]?.hasList;
          const content = (
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Icon />
              <Typography sx={{ flex: 1 }}>{translate(`sections.${key}`)}</Typography>
              {open ? <ChevronRightIcon color="action" /> : <Chip size="small" label={translate('home.comingSoon')} />}
            </CardContent>
          );
          return (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                {open ? (
                  <CardActionArea
                    component={Link}
                    to={to ? `${basename}${to}` : createPath({ resource: key, type: 'list' })}
                    sx={{ height: '100%' }}
                    data-testid={`section-${key}`}
                  >
                    {content}
                  </CardActionArea>
                ) : (
                  content
                )}
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
}
