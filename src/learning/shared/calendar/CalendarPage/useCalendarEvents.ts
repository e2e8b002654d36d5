import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { LIST_MAX_SIZE } from '../../../../api/constants';
import { eventKeys, useEventCalls } from '../calendarApi';
import { toCalendarEvent, toDeadlineEvent } from '../calendarEvents';
import { useDeadlineLink } from '../useDeadlineLink';
import type { CalendarFilterValues } from '../CalendarToolbar';
import type { VisibleRange } from './calendarPageState';

/**
 * The events and task deadlines of the visible days as FullCalendar takes them, and the groups
 * to filter by (administrators only).
 */
export function useCalendarEvents(range: VisibleRange | null, filter: CalendarFilterValues, zone: string, readOnly: boolean) {
  const api = useEventCalls();
  const linkOf = useDeadlineLink();
  const groups = useGetList<{ id: number; groupName: string }>(
    'groups',
    { pagination: { page: 1, perPage: LIST_MAX_SIZE } },
    { enabled: !readOnly },
  );

  const listFilter = range ? { from: range.from, to: range.to, groupId: filter.groupId, eventStatus: filter.eventStatus } : null;
  const events = useQuery({
    queryKey: eventKeys.list(listFilter ?? { from: '', to: '' }),
    // The view is the screen's; the client leaves it (and '0' filters) out of the call.
    queryFn: ({ signal }) => api.listCalendar({ ...(listFilter as NonNullable<typeof listFilter>), view: range?.view }, signal),
    enabled: Boolean(listFilter),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const calendarEvents = useMemo(
    () => [
      ...(events.data?.events ?? []).map((o) => toCalendarEvent(o, zone, !readOnly)),
      ...(events.data?.deadlines ?? []).map((d) => toDeadlineEvent(d, zone, linkOf(d))),
    ],
    [events.data, zone, readOnly, linkOf],
  );
  return { groups, events, calendarEvents };
}
