/** Server messages of events, the schedule and the calendar feed, in English (spread into en.ts). */
export const enEvents = {
  events: {
    created: 'The event has been created as a draft. Publish it to show it to its groups.',
    // SPEC §8: the fixed messages of an update and a cancel.
    updated: 'The event was successfully updated.',
    cancelled: 'The event was successfully cancelled.',
    published: 'The event has been published and its groups notified.',
    deleted: 'The event has been deleted.',
    endBeforeStart: 'The end must be later than the start.',
    tooLong: 'An event can last at most %{days} days.',
    weeklyTooLong: 'A class that repeats every week must end less than 7 days after it starts.',
    repeatOnlySchedule: 'Only a schedule entry can repeat every week: leave "repeatUntil" empty for an event.',
    repeatBeforeStart: 'The date to repeat until must not be earlier than the first day (%{day}).',
    repeatTooLong: 'A weekly series can run at most %{days} days from its first day.',
    groupNotFound: 'Group %{id} was not found.',
    toBeforeFrom: 'The date "to" must not be earlier than the date "from".',
    periodTooLong: 'The period can span at most %{days} days.',
    alreadyPublished: 'The event is already published.',
    publishCancelled: 'A cancelled event cannot be published again.',
    editCancelled: 'A cancelled event cannot be changed; you can delete it.',
    alreadyCancelled: 'The event is already cancelled.',
  },
  calendar: {
    feedRotated: 'A new calendar address has been made; the old one no longer works.',
    feedRevoked: 'The calendar address has been turned off.',
    place: 'Place: %{place}',
    online: 'Online: %{link}',
    cancelledBecause: 'Cancelled: %{reason}',
  },
};
