import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { BANK_QUESTION_TYPES, type BankQuestionType } from '../../../api/questionBank';

export interface QuestionFilterValues {
  includeSubcategories: boolean;
  type: BankQuestionType | '';
  /** The search as typed; the list asks the server once typing pauses. */
  search: string;
}

export interface QuestionFiltersProps {
  values: QuestionFilterValues;
  onChange: (values: QuestionFilterValues) => void;
}

/** Above the question list: include the subcategories' questions, a kind, a search. Wraps on a phone. */
export function QuestionFilters({ values, onChange }: QuestionFiltersProps) {
  const translate = useTranslate();
  const set = (patch: Partial<QuestionFilterValues>) => onChange({ ...values, ...patch });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
      <TextField
        type="search"
        size="small"
        label={translate('questionBank.list.search')}
        value={values.search}
        onChange={(event) => set({ search: event.target.value })}
        sx={{ flex: '1 1 220px' }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={translate('questionBank.list.kind')}
        value={values.type}
        onChange={(event) => set({ type: event.target.value as BankQuestionType | '' })}
        sx={{ flex: '0 1 220px', minWidth: 180 }}
      >
        <MenuItem value="">{translate('questionBank.list.allKinds')}</MenuItem>
        {BANK_QUESTION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`questionBank.kinds.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox checked={values.includeSubcategories} onChange={(event) => set({ includeSubcategories: event.target.checked })} />
        }
        label={translate('questionBank.list.includeSub')}
      />
    </Box>
  );
}
