import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ErrorResponse } from '../../../api/types';
import type { EventCalls, EventListFilter } from '../../../dataProvider/eventCalls';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

/** The event calls of the surrounding <Admin>'s dataProvider (src/dataProvider/eventCalls.ts). */
export function useEventCalls(): EventCalls {
  return useDataProvider<LmsDataProvider>();
}

/** react-query keys of the calendar (react-admin's refresh reloads them with the rest). */
export const eventKeys = {
  all: ['events'] as const,
  list: (filter: EventListFilter) => ['events', 'list', filter] as const,
  day: (date: string) => ['events', 'byDate', date] as const,
  one: (id: number) => ['events', 'one', id] as const,
  feed: ['events', 'feed'] as const,
};

export interface CalendarActionOptions {
  /** The server's refusal naming a field (its whole API name, e.g. `groupIds.0`): true when a form showed it. */
  onFieldError?: (field: string, message: string) => boolean | void;
  /** Reload the calendar after success (the default). */
  refresh?: boolean;
}

/**
 * Runs one change of the calendar: the server's message as the green notice, its error as the
 * red one (and under the field it names), then a reload of what the calendar shows. Answers
 * the server's answer, or null when the call failed.
 */
export function useCalendarAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async <T extends { message?: string } | undefined>(call: () => Promise<T>, options: CalendarActionOptions = {}): Promise<T | null> => {
      setBusy(true);
      try {
        const answer = await call();
        notify(answer?.message || 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1, _: answer?.message } });
        if (options.refresh !== false) refresh();
        return answer;
      } catch (error) {
        const message = (error as Error)?.message || 'app.errors.generic';
        const body = (error as { body?: Partial<ErrorResponse> }).body;
        if (body?.field) options.onFieldError?.(body.field, message);
        notify(message, { type: 'error', messageArgs: { _: message } });
        return null;
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [notify, refresh],
  );

  return { run, busy };
}
