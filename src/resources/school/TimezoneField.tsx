import { useMemo } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { timezoneOptions, type TimezoneOption } from './timezones';

export interface TimezoneFieldProps {
  value: string | null;
  onChange: (zone: string | null) => void;
  error?: string | null;
  name?: string;
  onBlur?: () => void;
}

// Searching "moscow", "new york" or "+03" finds the zone: the words of its name and its offset.
const filter = createFilterOptions<TimezoneOption>({
  stringify: (option) => `${option.zone} ${option.zone.replace(/_/g, ' ')} ${option.offset}`,
  limit: 200,
});

/** A searchable list of IANA timezones with their UTC offset. */
export function TimezoneField({ value, onChange, error, name = 'timezone', onBlur }: TimezoneFieldProps) {
  const translate = useTranslate();
  const options = useMemo(() => timezoneOptions(), []);
  const selected = options.find((option) => option.zone === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option?.zone ?? null)}
      onBlur={onBlur}
      filterOptions={filter}
      getOptionLabel={(option) => `${option.zone.replace(/_/g, ' ')} (${option.offset})`}
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
