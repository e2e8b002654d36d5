import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { useServerCall, type ServerCallOptions } from '../../../shell/useServerCall';
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

export type CalendarActionOptions = Pick<ServerCallOptions<unknown>, 'onFieldError' | 'refresh'>;

/**
 * Runs one change of the calendar (src/shell/useServerCall.ts): the server's message as the
 * green notice, its error as the red one (and under the field it names, given whole, e.g.
 * `groupIds.0`), then a reload of what the calendar shows. Answers the server's answer, or null
 * when the call failed.
 */
export function useCalendarAction() {
  const { call, busy } = useServerCall();
  const run = useCallback(
    async <T extends { message?: string } | undefined>(work: () => Promise<T>, options: CalendarActionOptions = {}): Promise<T | null> => {
      const done = await call(work, options);
      return done ? done.answer : null;
    },
    [call],
  );
  return { run, busy };
}
