import Box from '@mui/material/Box';

/** The label of an option: its control sits at the top of a label that may wrap over lines. */
export const optionLabelSx = { alignItems: 'flex-start', mr: 0, py: 0.25, '& .MuiFormControlLabel-label': { pt: 1, minWidth: 0 } } as const;

/** An option's text, line breaks kept and long words broken. */
export function OptionText({ text }: { text: string }) {
  return (
    <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Box>
  );
}
