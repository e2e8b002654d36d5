import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

type Sx = SystemStyleObject<Theme>;

/** The tint of cancelled events and of FullCalendar's popover header and closed hours, per light or dark mode. */
const mutedOf = ({ palette }: Theme) => (palette.mode === 'dark' ? alpha(palette.common.white, 0.08) : alpha(palette.common.black, 0.06));

/** FullCalendar's CSS variables (set on :root by its own stylesheet), in the theme's colours. */
function fcVariables(theme: Theme): Sx {
  const { palette } = theme;
  const primary = palette.primary.main;
  return {
    '--fc-border-color': palette.divider,
    '--fc-page-bg-color': palette.background.paper,
    '--fc-neutral-bg-color': alpha(palette.text.primary, 0.05),
    '--fc-neutral-text-color': palette.text.secondary,
    '--fc-today-bg-color': alpha(primary, palette.mode === 'dark' ? 0.14 : 0.07),
    '--fc-now-indicator-color': palette.error.main,
    '--fc-highlight-color': alpha(primary, 0.18),
    '--fc-list-event-hover-bg-color': palette.action.hover,
    '--fc-more-link-bg-color': 'transparent',
    '--fc-more-link-text-color': primary,
    '--fc-non-business-color': mutedOf(theme),
    '--fc-event-bg-color': primary,
    '--fc-event-border-color': primary,
    '--fc-event-text-color': palette.primary.contrastText,
    '--fc-small-font-size': '0.8rem',
  };
}

/** FullCalendar's grid, headers, popover and list in the theme's type and colours. */
function fcChrome(theme: Theme): Sx {
  const { palette } = theme;
  const primary = palette.primary.main;
  const muted = mutedOf(theme);
  return {
    color: palette.text.primary,
    fontSize: '0.875rem',
    minWidth: 0,
    '& .fc': { maxWidth: '100%' },
    '& a': { color: 'inherit', textDecoration: 'none' },
    '& .fc-col-header-cell-cushion': { fontWeight: 600, color: palette.text.secondary, py: 0.75 },
    '& .fc-daygrid-day-number': { color: palette.text.primary, fontVariantNumeric: 'tabular-nums' },
    '& .fc-daygrid-day-number:hover, & .fc-col-header-cell-cushion:hover, & .fc-list-day-cushion a:hover': {
      color: primary,
      textDecoration: 'underline',
    },
    '& .fc-day-today .fc-daygrid-day-number': {
      bgcolor: primary,
      color: palette.primary.contrastText,
      borderRadius: '999px',
      minWidth: 26,
      textAlign: 'center',
      m: '2px',
      p: '2px 6px',
    },
    // Days of the next and previous months read quieter, still at 4.5:1 (a faded number did not).
    '& .fc-day-other .fc-daygrid-day-number': { color: palette.text.secondary },
    '& .fc-timegrid-slot-label-cushion, & .fc-timegrid-axis-cushion': { color: palette.text.secondary, fontVariantNumeric: 'tabular-nums' },
    '& .fc-more-link': { fontWeight: 600 },
    '& .fc-popover': { bgcolor: palette.background.paper, boxShadow: theme.shadows[8], borderRadius: 1 },
    '& .fc-popover-header': { bgcolor: muted, color: palette.text.primary },
    '& .fc-list': { borderRadius: 1 },
    '& .fc-list-day-cushion': { fontWeight: 600 },
    '& .fc-list-day-text': { textTransform: 'capitalize' },
    '& .fc-list-empty': { bgcolor: 'transparent', color: palette.text.secondary },
    '& .fc-list-event-time': { fontVariantNumeric: 'tabular-nums', color: palette.text.secondary, whiteSpace: 'nowrap' },
    '& .fc-list-event': { cursor: 'pointer' },
  };
}

/**
 * The events show their status: active ones filled (classes of the timetable in the secondary
 * colour), drafts dashed and hollow, cancelled ones muted and struck through.
 */
function eventStatusSx(theme: Theme): Sx {
  const { palette } = theme;
  const primary = palette.primary.main;
  const secondary = palette.secondary.main;
  const muted = mutedOf(theme);
  return {
    // Events: the status is visible without colour too (dashes, strike-through).
    '& .lms-event': { cursor: 'pointer', borderRadius: '6px', overflow: 'hidden' },
    '& .lms-event__content': {
      position: 'relative',
      display: 'flex',
      gap: '4px',
      alignItems: 'baseline',
      minWidth: 0,
      overflow: 'hidden',
      px: '3px',
      lineHeight: 1.35,
    },
    '& .fc-timegrid-event .lms-event__content': { flexDirection: 'column', gap: 0, alignItems: 'flex-start' },
    '& .lms-event__time': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', flexShrink: 0 },
    '& .lms-event__title': { fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
    '& .fc-timegrid-event .lms-event__title, & .fc-list .lms-event__title': { whiteSpace: 'normal' },
    // Read by screen readers only (px: in sx a width of 1 would mean 100%).
    '& .lms-hidden': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      m: '-1px',
      p: 0,
      border: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& .lms-event--active': { bgcolor: primary, borderColor: primary, color: palette.primary.contrastText },
    '& .lms-event--active.lms-event--schedule': { bgcolor: secondary, borderColor: secondary, color: palette.secondary.contrastText },
    '& .lms-event--draft': {
      bgcolor: alpha(primary, palette.mode === 'dark' ? 0.16 : 0.08),
      border: `1.5px dashed ${primary}`,
      color: palette.mode === 'dark' ? palette.primary.light : palette.primary.dark,
    },
    '& .lms-event--draft.lms-event--schedule': {
      bgcolor: alpha(secondary, palette.mode === 'dark' ? 0.16 : 0.08),
      borderColor: secondary,
      color: palette.mode === 'dark' ? palette.secondary.light : palette.secondary.dark,
    },
    '& .lms-event--cancelled': { bgcolor: muted, borderColor: palette.divider, color: palette.text.secondary },
    '& .lms-event--cancelled .lms-event__title': { textDecoration: 'line-through', fontWeight: 500 },
    // Task deadlines: the warning colour, a label saying what they are, the course after the task.
    '& .lms-event--deadline': { bgcolor: palette.warning.main, borderColor: palette.warning.dark, color: palette.warning.contrastText },
    '& .lms-event__label': { fontWeight: 700, textTransform: 'uppercase', fontSize: '0.7em', whiteSpace: 'nowrap', flexShrink: 0 },
    '& .lms-event__course': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
    '& .fc-list-event.lms-event--deadline': { bgcolor: 'transparent', color: palette.text.primary, border: 0 },
    '& .fc-list-event.lms-event--deadline .fc-list-event-dot': { borderColor: palette.warning.main },
    '& .fc-event .fc-event-main': { color: 'inherit' },
    // The list view is a table: no fills there, the dot and the text show the status.
    '& .fc-list-event.lms-event': { bgcolor: 'transparent', color: palette.text.primary, border: 0 },
    '& .fc-list-event.lms-event--cancelled': { color: palette.text.secondary },
    '& .fc-list-event.lms-event--active .fc-list-event-dot': { borderColor: primary },
    '& .fc-list-event.lms-event--active.lms-event--schedule .fc-list-event-dot': { borderColor: secondary },
    '& .fc-list-event.lms-event--draft .fc-list-event-dot': {
      borderColor: primary,
      borderStyle: 'dashed',
      borderWidth: '2px',
      width: 10,
      height: 10,
    },
    '& .fc-list-event.lms-event--cancelled .fc-list-event-dot': { borderColor: palette.text.disabled },
    '& .fc-list-event:focus-visible, & .lms-event:focus-visible': { outline: `2px solid ${primary}`, outlineOffset: '1px' },
    '& .fc-highlight': { bgcolor: alpha(primary, 0.15) },
    '& .fc-event-mirror': { opacity: 0.8 },
  };
}

/** Phones: tighter cells, so seven days fit 415 px with no sideways scroll. */
const phoneSx: Sx = {
  fontSize: '0.8125rem',
  '& .fc-daygrid-day-number': { p: '2px 4px' },
  '& .fc-col-header-cell-cushion': { px: 0.25 },
  '& .fc-timegrid-slot-label-cushion': { px: 0.25 },
  '& .fc-daygrid-event': { mx: '1px' },
  '& .lms-event__time': { display: 'none' },
  '& .fc-list-table td': { px: 1 },
};

/**
 * FullCalendar in the app's MUI theme, light or dark: its CSS variables are overridden under
 * the calendar with the theme's colours, and the events show their status (eventStatusSx).
 */
export function calendarSx(theme: Theme): Sx {
  return { ...fcVariables(theme), ...fcChrome(theme), ...eventStatusSx(theme), [theme.breakpoints.down('sm')]: phoneSx };
}
