import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import type { SchoolSettings, TariffDto } from '../../api/schools';
import { FormDialog } from '../../learning/shared/FormDialog';
import { InlineSpinner, QueryState } from '../../learning/shared/QueryState';
import { useServerCall } from '../../shell/useServerCall';
import { schoolKeys } from './schoolKeys';
import { TariffPicker } from './TariffPicker';

export interface ChangePlanDialogProps {
  open: boolean;
  current: TariffDto;
  onClose: () => void;
}

/**
 * Moves the school to another plan (PUT /schools/tariff). The plans are those offered at
 * sign-up; one the school already outgrows is refused by the server, whose message (naming the
 * limit) shows in the dialog, which stays open. The new plan applies at once.
 */
export function ChangePlanDialog({ open, current, onClose }: ChangePlanDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const queryClient = useQueryClient();
  const { call, busy } = useServerCall();
  const [chosen, setChosen] = useState(current.id);
  const [problem, setProblem] = useState<string | null>(null);
  const plans = useQuery({ queryKey: schoolKeys.tariffs, queryFn: ({ signal }) => dataProvider.listTariffs(signal), enabled: open });

  useEffect(() => {
    if (!open) return;
    setChosen(current.id);
    setProblem(null);
  }, [open, current.id]);

  const submit = async () => {
    setProblem(null);
    const done = await call(() => dataProvider.changeTariff(chosen), {
      refresh: false,
      onFieldError: (_field, message) => setProblem(message),
    });
    if (!done) return;
    const { message: _message, ...settings } = done.answer;
    queryClient.setQueryData<SchoolSettings>(schoolKeys.settings, settings);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={translate('schools.settings.changePlanTitle')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={busy}
      submitDisabled={chosen === current.id || !plans.data}
      submitLabel={translate('schools.settings.switchPlan')}
      maxWidth="md"
    >
      <Typography variant="body2" color="text.secondary">
        {translate('schools.settings.changePlanText')}
      </Typography>
      {plans.isPending ? (
        <InlineSpinner />
      ) : plans.isError ? (
        <QueryState error={plans.error} notFound={translate('signUp.tariffsFailed')} onRetry={() => void plans.refetch()} />
      ) : (
        <TariffPicker
          tariffs={plans.data}
          value={chosen}
          onChange={(id) => {
            setChosen(id);
            setProblem(null);
          }}
        />
      )}
      {problem && (
        <Alert severity="error" data-testid="plan-problem">
          {problem}
        </Alert>
      )}
    </FormDialog>
  );
}
