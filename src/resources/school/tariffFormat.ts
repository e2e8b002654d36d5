import type { TariffDto } from '../../api/schools';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A plan's name in the app's language: the dictionary's for the standard plans, else its own. */
export function tariffName(translate: Translate, tariff: Pick<TariffDto, 'code' | 'name'>): string {
  const key = `schools.tariffs.names.${tariff.code}`;
  const text = translate(key, { _: tariff.name });
  return text === key ? tariff.name : text;
}

/** A monthly price, e.g. "$29.00 / month", or "Free". */
export function formatPrice(translate: Translate, locale: string, tariff: Pick<TariffDto, 'priceCents' | 'currency'>): string {
  if (tariff.priceCents === 0) return translate('schools.tariffs.free');
  const amount = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: tariff.currency,
    minimumFractionDigits: tariff.priceCents % 100 ? 2 : 0,
  }).format(tariff.priceCents / 100);
  return translate('schools.tariffs.perMonth', { price: amount });
}

/** Bytes or megabytes as a person reads them: "500 MB", "10 GB", "1.5 GB", "12 KB". */
export function formatBytes(translate: Translate, locale: string, bytes: number): string {
  const number = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  if (bytes >= 1024 ** 4) return translate('schools.units.tb', { n: number(bytes / 1024 ** 4) });
  if (bytes >= 1024 ** 3) return translate('schools.units.gb', { n: number(bytes / 1024 ** 3) });
  if (bytes >= 1024 ** 2) return translate('schools.units.mb', { n: number(bytes / 1024 ** 2) });
  if (bytes >= 1024) return translate('schools.units.kb', { n: number(bytes / 1024) });
  return translate('schools.units.b', { n: number(bytes) });
}

export const megabytesToBytes = (mb: number) => mb * 1024 * 1024;
