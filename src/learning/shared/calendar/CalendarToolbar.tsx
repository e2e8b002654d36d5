import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import { EVENT_STATUSES } from '../../../api/events';
import { ALL_FILTER } from '../../../dataProvider/eventCalls';

export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
/** What a phone offers: seven time columns do not fit 415 px (a week's events overlap), so the day and the list do. */
export const PHONE_VIEWS: readonly CalendarView[] = CALENDAR_VIEWS.filter((name) => name !== 'timeGridWeek');
/** The view shown for the one chosen: on a phone a week of time columns becomes its day. */
export const shownView = (view: CalendarView, phone: boolean): CalendarView =>
  phone && !PHONE_VIEWS.includes(view) ? 'timeGridDay' : view;

export interface CalendarFilterValues {
  /** '0': all groups. */
  groupId: string;
  /** '0': every status. */
  eventStatus: string;
}

export interface CalendarToolbarProps {
  /** What the calendar shows, as FullCalendar titles it ("November 2026"). */
  title: string;
  view: CalendarView;
  onView: (view: CalendarView) => void;
  /** The views offered (all by default; PHONE_VIEWS on phones). */
  views?: readonly CalendarView[];
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  /** The administrator's filters; none for read-only calendars. */
  filters?: {
    values: CalendarFilterValues;
    groups: Array<{ id: number | string; groupName: string }>;
    onChange: (values: CalendarFilterValues) => void;
  };
}

type CalendarFiltersProps = NonNullable<CalendarToolbarProps['filters']>;

/** The administrator's filters: by group and by status. */
function CalendarFilters({ values, groups, onChange }: CalendarFiltersProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, minmax(0, 220px))' }, gap: 1.5 }}>
      <TextField
        select
        label={translate('events.filters.group')}
        // A group not (or not yet) in the list shows as all, rather than as an empty field.
        value={groups.some((g) => String(g.id) === values.groupId) ? values.groupId : ALL_FILTER}
        onChange={(e) => onChange({ ...values, groupId: e.target.value })}
        margin="none"
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      >
        <MenuItem value={ALL_FILTER}>{translate('events.filters.allGroups')}</MenuItem>
        {groups.map((group) => (
          <MenuItem key={group.id} value={String(group.id)}>
            {group.groupName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate('events.filters.status')}
        value={values.eventStatus}
        onChange={(e) => onChange({ ...values, eventStatus: e.target.value })}
        margin="none"
      >
        <MenuItem value={ALL_FILTER}>{translate('events.filters.allStatuses')}</MenuItem>
        {EVENT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {translate(`events.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/** The calendar's own toolbar in MUI: the period and its arrows, the view, and the filters. */
export function CalendarToolbar({
  title,
  view,
  onView,
  onPrevious,
  onNext,
  onToday,
  filters,
  views = CALENDAR_VIEWS,
}: CalendarToolbarProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, rowGap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Tooltip title={translate('events.nav.previous')}>
            <IconButton onClick={onPrevious} aria-label={translate('events.nav.previous')} size="small">
              <ChevronLeftIcon />
            </IconButton>
          </Tooltip>
          <Button variant="outlined" size="small" onClick={onToday}>
            {translate('events.nav.today')}
          </Button>
          <Tooltip title={translate('events.nav.next')}>
            <IconButton onClick={onNext} aria-label={translate('events.nav.next')} size="small">
              <ChevronRightIcon />
            </IconButton>
          </Tooltip>
        </Box>
        <Typography
          variant="h6"
          component="h2"
          aria-live="polite"
          data-testid="calendar-title"
          sx={{ flex: '1 1 160px', minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_, next: CalendarView | null) => next && onView(next)}
          aria-label={translate('events.nav.view')}
          sx={{
            flex: { xs: '1 1 100%', sm: '0 0 auto' },
            '& .MuiToggleButton-root': { flex: { xs: 1, sm: '0 0 auto' }, px: 1.5, py: 0.5 },
          }}
        >
          {views.map((name) => (
            <ToggleButton key={name} value={name}>
              {translate(`events.views.${name}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {filters && <CalendarFilters {...filters} />}
    </Box>
  );
}
