import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import GroupsIcon from '@mui/icons-material/Groups';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import SchoolIcon from '@mui/icons-material/School';
import { useTranslate } from 'react-admin';
import type { AnalyticsDto } from '../../api/analytics';
import { useAnalyticsFormat } from './format';

interface StatCardProps {
  id: string;
  label: string;
  value: string;
  icon: React.ComponentType<{ fontSize?: 'small' | 'medium'; color?: 'primary' | 'secondary' }>;
  details?: string[];
}

function StatCard({ id, label, value, icon: Icon, details = [] }: StatCardProps) {
  const labelId = `analytics-stat-${id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={labelId} data-testid={labelId} sx={{ minWidth: 0, height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            flex: '0 0 40px',
            borderRadius: '50%',
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
          })}
        >
          <Icon fontSize="small" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={labelId} variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            variant="h5"
            component="p"
            sx={{ fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
            data-testid={`${labelId}-value`}
          >
            {value}
          </Typography>
          {details.map((line) => (
            <Typography key={line} variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The counts as of now: students (by format, blocked), groups (active, finished), courses, instructors. */
export function StatCards({ data }: { data: AnalyticsDto }) {
  const translate = useTranslate();
  const format = useAnalyticsFormat();
  const n = format.number;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, mb: 2 }}>
      <StatCard
        id="students"
        icon={SchoolIcon}
        label={translate('analytics.cards.students')}
        value={n(data.students.total)}
        details={[
          translate('analytics.cards.studentsDetail', { online: n(data.students.online), offline: n(data.students.offline) }),
          ...(data.students.blocked > 0 ? [translate('analytics.cards.blocked', { smart_count: data.students.blocked })] : []),
        ]}
      />
      <StatCard
        id="groups"
        icon={GroupsIcon}
        label={translate('analytics.cards.groups')}
        value={n(data.groups.active + data.groups.finished)}
        details={[translate('analytics.cards.groupsDetail', { active: n(data.groups.active), finished: n(data.groups.finished) })]}
      />
      <StatCard id="courses" icon={MenuBookIcon} label={translate('analytics.cards.courses')} value={n(data.courses)} />
      <StatCard id="instructors" icon={PersonIcon} label={translate('analytics.cards.instructors')} value={n(data.instructors)} />
    </Box>
  );
}
