import type { AnalyticsDto, AnalyticsQuery } from '../api/analytics';
import type { SchoolSettings, SchoolSettingsInput, TariffChangeInput, TariffDto } from '../api/schools';
import type { ListResponse, MessageResponse } from '../api/types';
import { sendVia } from './callHelpers';
import type { HttpClient } from './httpClient';

/**
 * The admin's calls on the school as a whole (SPEC §7): its settings and branding, its plan,
 * and the analytics dashboard. Failures are HttpErrors with the server's message.
 */
export interface SchoolCalls {
  /** GET /schools/settings. */
  getSchoolSettings(signal?: AbortSignal): Promise<SchoolSettings>;
  /** PUT /schools/settings: answers the saved settings and the server's notice. */
  saveSchoolSettings(input: SchoolSettingsInput): Promise<SchoolSettings & MessageResponse>;
  /** GET /tariffs: every plan the school may choose. */
  listTariffs(signal?: AbortSignal): Promise<TariffDto[]>;
  /** PUT /schools/tariff. */
  changeTariff(tariffId: number): Promise<SchoolSettings & MessageResponse>;
  /** GET /analytics?from&to: the dashboard's figures for a period (all time without one). */
  getAnalytics(query: AnalyticsQuery, signal?: AbortSignal): Promise<AnalyticsDto>;
}

export function createSchoolCalls(url: (path: string) => string, httpClient: HttpClient): SchoolCalls {
  const send = sendVia(url, httpClient);
  return {
    getSchoolSettings: (signal) => send('schools/settings', { signal }),
    saveSchoolSettings: (input) => send('schools/settings', { method: 'PUT', json: input }),
    listTariffs: async (signal) => (await send<ListResponse<TariffDto>>('tariffs', { signal })).objects,
    changeTariff: (tariffId) => send('schools/tariff', { method: 'PUT', json: { tariffId } satisfies TariffChangeInput }),
    getAnalytics: (query, signal) => {
      const searchParams: Record<string, string> = {};
      if (query.from) searchParams.from = query.from;
      if (query.to) searchParams.to = query.to;
      return send('analytics', { searchParams, signal });
    },
  };
}
