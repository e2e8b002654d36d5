import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

export interface ResultsSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search over the results: by name, email or group. */
export function ResultsSearch({ value, onChange }: ResultsSearchProps) {
  const translate = useTranslate();
  return (
    <TextField
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={translate('quizzes.results.search')}
      sx={{ maxWidth: { sm: 320 } }}
      slotProps={{
        htmlInput: { 'aria-label': translate('quizzes.results.search') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
