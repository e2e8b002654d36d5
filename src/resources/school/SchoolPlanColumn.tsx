import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { SchoolSettings } from '../../api/schools';
import { ChangePlanDialog } from './ChangePlanDialog';
import { TariffUsageCard } from './TariffUsageCard';

/** Beside the settings form: the plan's usage (and changing it), and the school's domain. */
export function SchoolPlanColumn({ settings }: { settings: SchoolSettings }) {
  const translate = useTranslate();
  const [changingPlan, setChangingPlan] = useState(false);
  return (
    <Stack spacing={2}>
      <TariffUsageCard tariff={settings.tariff} usage={settings.usage} onChangePlan={() => setChangingPlan(true)} />
      <ChangePlanDialog open={changingPlan} current={settings.tariff} onClose={() => setChangingPlan(false)} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {translate('signUp.fields.domain')}
          </Typography>
          <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }} data-testid="school-domain">
            {settings.domain}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
