import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Labeled, useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { AccountFacts, InvitationDto, InvitationStatus } from '../../api/people';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import type { PersonKind } from '../../dataProvider/peopleCalls';
import { useDateFormat } from '../../i18n/dates';
import { ConfirmButton } from './ConfirmButton';
import { StatusChip } from './StatusChip';
import { useServerAction } from './useServerAction';

const TONE = { accepted: 'success', pending: 'info', expired: 'warning', none: 'default' } as const;

/** Where an invitation stands, as a chip: on the person pages and in the lists. */
export function InvitationChip({ status }: { status: InvitationStatus }) {
  return (
    <StatusChip label={`people.invitationStatus.${status}`} tone={TONE[status]} outlined={status === 'none' || status === 'accepted'} />
  );
}

/** The invitation's chip and, while it is not accepted, when its link runs out (or ran out). */
function InvitationState({ invitation }: { invitation: InvitationDto }) {
  const translate = useTranslate();
  const dates = useDateFormat();
  const when =
    invitation.status === 'pending'
      ? translate('people.validUntil', { date: dates.dateTime(invitation.expiresAt) })
      : invitation.status === 'expired'
        ? translate('people.expiredOn', { date: dates.dateTime(invitation.expiresAt) })
        : invitation.sentAt
          ? translate('people.sentOn', { date: dates.dateTime(invitation.sentAt) })
          : '';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <InvitationChip status={invitation.status} />
      {when && (
        <Typography variant="body2" color="text.secondary">
          {when}
        </Typography>
      )}
    </Stack>
  );
}

/** Sends the person a new invitation after a confirmation (POST {kind}/{id}/invitation); the server's message is the notice. */
function ResendInvitationButton({ kind, id, name }: { kind: PersonKind; id: Identifier; name: string }) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { run } = useServerAction();
  return (
    <ConfirmButton
      label="people.resend"
      icon={<MailOutlineIcon />}
      variant="outlined"
      title="people.resendTitle"
      content="people.resendContent"
      translateOptions={{ name }}
      onConfirm={() => run(() => dataProvider.resendInvitation(kind, id))}
    />
  );
}

export interface PersonAccountFactsProps {
  kind: PersonKind;
  id: Identifier;
  name: string;
  blocked: boolean;
  facts: AccountFacts;
}

/** Access (blocked or allowed), the invitation with its resend button, and the last login ("never" if none). */
export function PersonAccountFacts({ kind, id, name, blocked, facts }: PersonAccountFactsProps) {
  const translate = useTranslate();
  const dates = useDateFormat();
  return (
    <Stack spacing={1.5}>
      <Labeled label="people.access">
        <Box>
          {blocked ? (
            <StatusChip label="admin.status.blocked" tone="error" />
          ) : (
            <StatusChip label="admin.status.allowed" tone="success" outlined />
          )}
        </Box>
      </Labeled>
      <Labeled label="people.invitation">
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <InvitationState invitation={facts.invitation} />
          {facts.invitation.status !== 'accepted' && <ResendInvitationButton kind={kind} id={id} name={name} />}
        </Stack>
      </Labeled>
      <Labeled label="people.lastLogin">
        <Typography variant="body2">{facts.lastLoginAt ? dates.dateTime(facts.lastLoginAt) : translate('people.never')}</Typography>
      </Labeled>
    </Stack>
  );
}
