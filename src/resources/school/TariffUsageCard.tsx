import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useLocaleState, useTranslate } from 'react-admin';
import type { TariffDto, TariffUsage } from '../../api/schools';
import { formatBytes, formatPrice, megabytesToBytes, tariffName } from './tariffFormat';

function UsageBar({ label, used, limit, text, testId }: { label: string; used: number; limit: number; text: string; testId: string }) {
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  const color = percent >= 100 ? 'error' : percent >= 90 ? 'warning' : 'primary';
  return (
    <Box sx={{ mb: 2 }} data-testid={testId}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={color}
        aria-label={`${label}: ${text}`}
        sx={{ height: 8, borderRadius: 1 }}
      />
    </Box>
  );
}

/**
 * The school's plan and how much of it is used: students, instructors and storage, with bars;
 * with `onChangePlan`, a button to choose another plan.
 */
export function TariffUsageCard({ tariff, usage, onChangePlan }: { tariff: TariffDto; usage: TariffUsage; onChangePlan?: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const count = (n: number) => n.toLocaleString(locale);
  const storageLimit = megabytesToBytes(tariff.storageMb);
  return (
    <Card variant="outlined" data-testid="tariff-usage">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {translate('schools.settings.plan')}
          </Typography>
          <Chip color="primary" label={tariffName(translate, tariff)} data-testid="tariff-name" />
          <Typography variant="body2" color="text.secondary">
            {formatPrice(translate, locale, tariff)}
          </Typography>
        </Box>
        <UsageBar
          testId="usage-students"
          label={translate('schools.settings.students')}
          used={usage.students}
          limit={tariff.maxStudents}
          text={translate('schools.settings.usageOf', { used: count(usage.students), limit: count(tariff.maxStudents) })}
        />
        <UsageBar
          testId="usage-instructors"
          label={translate('schools.settings.instructors')}
          used={usage.instructors}
          limit={tariff.maxInstructors}
          text={translate('schools.settings.usageOf', { used: count(usage.instructors), limit: count(tariff.maxInstructors) })}
        />
        <UsageBar
          testId="usage-storage"
          label={translate('schools.settings.storage')}
          used={usage.storageBytes}
          limit={storageLimit}
          text={translate('schools.settings.usageOf', {
            used: formatBytes(translate, locale, usage.storageBytes),
            limit: formatBytes(translate, locale, storageLimit),
          })}
        />
        {onChangePlan && (
          <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={onChangePlan}>
            {translate('schools.settings.changePlan')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
