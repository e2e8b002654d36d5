import { useMemo } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useLocaleState, useTranslate } from 'ra-core';
import { timezoneOptions, type TimezoneOption } from './timezones';

export interface TimezoneFieldProps {
  value: string | null;
  onChange: (zone: string | null) => void;
  error?: string | null;
  name?: string;
  onBlur?: () => void;
}

// Searching "moscow", "new york", "+03", "Екатеринбург" or "казань" finds the zone: the words
// of its name, its offset and its Russian city names (ignoreAccents, on by default, also
// finds "Кишинёв" by "Кишинев").
const filter = createFilterOptions<TimezoneOption>({
  stringify: (option) => `${option.zone} ${option.zone.replace(/_/g, ' ')} ${option.offset} ${option.cities.join(' ')}`,
  limit: 200,
});

/** 'Europe/Moscow (UTC+03:00)', in Russian 'Москва — Europe/Moscow (UTC+03:00)'. */
function labelOf(option: TimezoneOption, locale: string): string {
  const zone = `${option.zone.replace(/_/g, ' ')} (${option.offset})`;
  return locale === 'ru' && option.cities.length ? `${option.cities[0]} — ${zone}` : zone;
}

/** A searchable list of IANA timezones with their UTC offset. */
export function TimezoneField({ value, onChange, error, name = 'timezone', onBlur }: TimezoneFieldProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const options = useMemo(() => timezoneOptions(), []);
  const selected = options.find((option) => option.zone === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option?.zone ?? null)}
      onBlur={onBlur}
      filterOptions={filter}
      getOptionLabel={(option) => labelOf(option, locale)}
      isOptionEqualToValue={(a, b) => a.zone === b.zone}
      noOptionsText={translate('schools.timezone.noOptions')}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={translate('schools.timezone.label')}
          error={Boolean(error)}
          helperText={error ?? translate('schools.timezone.hint')}
        />
      )}
    />
  );
}
