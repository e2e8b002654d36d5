import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';

const APPS = [
  ['google', 'googleSteps'],
  ['outlook', 'outlookSteps'],
  ['apple', 'appleSteps'],
] as const;

/** How to subscribe in Google Calendar, Outlook and Apple Calendar, one folded section each. */
export function FeedHowTo() {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate('events.feed.howTo')}
      </Typography>
      {APPS.map(([name, steps]) => (
        <Accordion key={name} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography>{translate(`events.feed.${name}`)}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{translate(`events.feed.${steps}`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {translate('events.feed.delay')}
      </Typography>
    </Box>
  );
}
