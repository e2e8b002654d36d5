import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { TEST_OTHER_MAX_LENGTH } from '../../../../api/testLimits';

/** The text of an 'Other' answer, under the options; typing in it chooses 'Other'. */
export function OtherText({
  number,
  value,
  onType,
  disabled,
  chosen,
}: {
  number: number;
  value: string;
  onType: (text: string) => void;
  disabled: boolean;
  chosen: boolean;
}) {
  const translate = useTranslate();
  return (
    <TextField
      value={value}
      onChange={(event) => onType(event.target.value)}
      disabled={disabled}
      multiline
      minRows={2}
      size="small"
      fullWidth
      placeholder={translate('tests.take.otherPlaceholder')}
      helperText={chosen ? translate('tests.take.otherHelper') : translate('tests.take.otherHint')}
      sx={{ mt: 0.5, pl: { xs: 0, sm: 4 } }}
      slotProps={{ htmlInput: { maxLength: TEST_OTHER_MAX_LENGTH, 'aria-label': translate('tests.take.otherLabel', { number }) } }}
    />
  );
}
