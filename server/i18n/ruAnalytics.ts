import type { enAnalytics } from './enAnalytics.js';

/** Server messages of the admin's analytics (GET /analytics), in Russian. */
export const ruAnalytics = {
  fromAfterTo: 'Начало периода (from, %{from}) не может быть позже его конца (to, %{to}).',
  periodTooLong: 'Период не может быть длиннее %{years} лет.',
} satisfies typeof enAnalytics;
