import { useDataProvider } from 'react-admin';
import type { ListResponse, MessageResponse } from '../../api/types';
import type { SchoolSettings, SchoolSettingsInput, TariffChangeInput, TariffDto } from '../../api/schools';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';

/** GET and PUT /schools/settings, the plans and PUT /schools/tariff over the app's dataProvider (errors are HttpErrors with the server's message). */
export function useSchoolApi() {
  const dataProvider = useDataProvider<LmsDataProvider>();
  return {
    get: (signal?: AbortSignal) => dataProvider.send<SchoolSettings>('schools/settings', { signal }),
    save: (input: SchoolSettingsInput) =>
      dataProvider.send<SchoolSettings & MessageResponse>('schools/settings', { method: 'PUT', json: input }),
    tariffs: async (signal?: AbortSignal) => (await dataProvider.send<ListResponse<TariffDto>>('tariffs', { signal })).objects,
    changeTariff: (tariffId: number) =>
      dataProvider.send<SchoolSettings & MessageResponse>('schools/tariff', {
        method: 'PUT',
        json: { tariffId } satisfies TariffChangeInput,
      }),
    upload: (file: Blob) => dataProvider.uploadFile(file, 'brand'),
    forget: (link: string) => dataProvider.deleteFile(link).catch(() => undefined),
  };
}

export const schoolKeys = { settings: ['schools', 'settings'] as const, tariffs: ['schools', 'tariffs'] as const };
