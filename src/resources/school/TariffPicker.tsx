import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useLocaleState, useTranslate } from 'ra-core';
import type { TariffDto } from '../../api/schools';
import { formatBytes, formatPrice, megabytesToBytes, tariffName } from './tariffFormat';

export interface TariffPickerProps {
  tariffs: TariffDto[];
  value: number | null;
  onChange: (id: number) => void;
}

/**
 * The plans as cards: name, monthly price and limits; one is chosen. A card is named by all it
 * shows (WCAG 2.5.3, label in name), its plan's name first.
 */
export function TariffPicker({ tariffs, value, onChange }: TariffPickerProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box
      role="radiogroup"
      aria-label={translate('signUp.steps.tariff.title')}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(tariffs.length, 3)}, 1fr)` }, gap: 1.5 }}
    >
      {tariffs.map((tariff) => {
        const checked = tariff.id === value;
        const name = tariffName(translate, tariff);
        return (
          <Card
            key={tariff.id}
            variant="outlined"
            sx={{
              borderColor: checked ? 'primary.main' : 'divider',
              borderWidth: checked ? 2 : 1,
              bgcolor: checked ? 'action.selected' : undefined,
            }}
          >
            <CardActionArea
              role="radio"
              aria-checked={checked}
              onClick={() => onChange(tariff.id)}
              sx={{ p: 2, height: '100%', display: 'block' }}
              data-testid={`tariff-${tariff.code}`}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
                <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
                  {name}
                </Typography>
                {checked ? <CheckCircleIcon color="primary" /> : <RadioButtonUncheckedIcon color="disabled" />}
              </Box>
              <Typography variant="subtitle1" color="primary" sx={{ fontWeight: 700, mb: 1 }} data-testid={`tariff-price-${tariff.code}`}>
                {formatPrice(translate, locale, tariff)}
              </Typography>
              <Typography variant="body2" component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
                <li>
                  {translate('schools.tariffs.students', {
                    smart_count: tariff.maxStudents,
                    count: tariff.maxStudents.toLocaleString(locale),
                  })}
                </li>
                <li>
                  {translate('schools.tariffs.instructors', {
                    smart_count: tariff.maxInstructors,
                    count: tariff.maxInstructors.toLocaleString(locale),
                  })}
                </li>
                <li>
                  {translate('schools.tariffs.storage', { size: formatBytes(translate, locale, megabytesToBytes(tariff.storageMb)) })}
                </li>
              </Typography>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
