import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { useTranslate } from 'react-admin';

/** How to read full credit and discrimination, folded away until asked for. */
export function AnalysisHelp() {
  const translate = useTranslate();
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="analysis-help" id="analysis-help-title">
        <HelpOutlineIcon fontSize="small" sx={{ mr: 1 }} color="action" />
        <Typography variant="body2">{translate('quizAnalysis.help.title')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="analysis-help" sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2">{translate('quizAnalysis.help.facility')}</Typography>
        <Typography variant="body2">{translate('quizAnalysis.help.discrimination')}</Typography>
        <Typography variant="body2">{translate('quizAnalysis.help.drawn')}</Typography>
      </AccordionDetails>
    </Accordion>
  );
}
