import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** Whether the question also takes a free-text 'Other' answer, graded by hand. */
export function HasOtherSwitch({ checked, locked, onChange }: { checked: boolean; locked: boolean; onChange: (checked: boolean) => void }) {
  const translate = useTranslate();
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} disabled={locked} />}
      label={
        <Box component="span">
          <Box component="span" sx={{ display: 'block' }}>
            {translate('quizzes.editor.hasOther')}
          </Box>
          <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {translate('quizzes.editor.hasOtherHelp')}
          </Typography>
        </Box>
      }
      sx={{ alignItems: 'flex-start', mr: 0, '& .MuiSwitch-root': { flexShrink: 0 } }}
    />
  );
}
