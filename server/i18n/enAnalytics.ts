/** Server messages of the admin's analytics (GET /analytics), in English. */
export const enAnalytics = {
  fromAfterTo: 'The start of the period (from, %{from}) must not be later than its end (to, %{to}).',
  periodTooLong: 'The period can be at most %{years} years long.',
};
