import Box from '@mui/material/Box';
import type { TariffDto } from '../../api/schools';
import { AccountStep, TermsStep } from './AccountSteps';
import { ImagesStep, ThemeStep } from './BrandSteps';
import { DomainStep } from './DomainStep';
import { CompanyStep, TariffStep, TimezoneStep } from './ProfileSteps';
import type { useDomainCheck } from './useDomainCheck';
import type { ImageErrors } from './useSignUpWizard';

export interface SignUpStepBodyProps {
  stepKey: string;
  domainCheck: ReturnType<typeof useDomainCheck>;
  tariffs: TariffDto[] | null;
  tariffsFailed: boolean;
  onRetryTariffs: () => void;
  imageErrors: ImageErrors;
}

/** The fields of the wizard's current step. */
export function SignUpStepBody({ stepKey, domainCheck, tariffs, tariffsFailed, onRetryTariffs, imageErrors }: SignUpStepBodyProps) {
  return (
    <Box key={stepKey} sx={{ minHeight: 120 }}>
      {stepKey === 'domain' && <DomainStep check={domainCheck.state} />}
      {stepKey === 'company' && <CompanyStep />}
      {stepKey === 'timezone' && <TimezoneStep />}
      {stepKey === 'tariff' && <TariffStep tariffs={tariffs} failed={tariffsFailed} onRetry={onRetryTariffs} />}
      {stepKey === 'images' && <ImagesStep serverErrors={imageErrors} />}
      {stepKey === 'theme' && <ThemeStep />}
      {stepKey === 'account' && <AccountStep />}
      {stepKey === 'terms' && <TermsStep tariffs={tariffs} />}
    </Box>
  );
}
