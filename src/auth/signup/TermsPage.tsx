import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { AuthLayout } from '../AuthLayout';
import { PAGE_DICTIONARIES } from '../../i18n/dictionaries';
import { useDictionaries } from '../../i18n/useDictionaries';

/** The sections of the terms, in order; their texts are in the dictionaries (terms.sections.*). */
export const TERMS_SECTIONS = ['service', 'accounts', 'data', 'content', 'plans', 'ending', 'liability', 'changes'] as const;

/** /terms: the terms of use a school's admin accepts at sign-up, in the app's language. */
export default function TermsPage() {
  useDictionaries(PAGE_DICTIONARIES.signUp);
  const translate = useTranslate();
  return (
    <AuthLayout title={translate('terms.title')} maxWidth={720}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('terms.updated')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('terms.intro')}</Typography>
      {TERMS_SECTIONS.map((section, index) => (
        <Box component="section" key={section} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {index + 1}. {translate(`terms.sections.${section}.title`)}
          </Typography>
          <Typography color="text.secondary">{translate(`terms.sections.${section}.text`)}</Typography>
        </Box>
      ))}
      <Button component={RouterLink} to="/sign-up" variant="contained" sx={{ mt: 1 }}>
        {translate('terms.back')}
      </Button>
    </AuthLayout>
  );
}
