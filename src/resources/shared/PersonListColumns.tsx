import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable, SelectInput } from 'react-admin';
import { INVITATION_STATUSES, type InvitationDto } from '../../api/people';
import { InvitationChip } from './PersonAccountFacts';
import { StatusChip } from './StatusChip';

/*
 * What the students and instructors lists show alike: the name with a narrow screen's line of
 * details under it, where the invitation stands, blocked or allowed, and the filter by
 * invitation. Every column here sorts on the server (sort=fullName, invitation, isBlocked).
 */

/** The fields of a row these columns read: a StudentDto or an InstructorDto. */
interface PersonRow {
  id: number;
  fullName: string;
  isBlocked: boolean;
  invitation?: InvitationDto;
}

const choices = INVITATION_STATUSES.map((status) => ({ id: status, name: `people.invitationStatus.${status}` }));

/** The people lists' filter by invitation status (the API's `invitation`). */
export const invitationFilter = (
  <SelectInput
    key="invitation"
    source="invitation"
    label="people.invitation"
    choices={choices}
    alwaysOn
    emptyText="people.anyInvitation"
    sx={{ minWidth: 180 }}
  />
);

/** The name in bold; on a narrow screen, the details other columns would show (joined with " · ") under it. */
export function PersonNameColumn<T extends PersonRow>({ details }: { details?: (person: T) => Array<string | null | undefined> }) {
  const Col = DataTable.Col<T>;
  return (
    <Col
      source="fullName"
      render={(person) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {person.fullName}
          </Typography>
          {details && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ wordBreak: 'break-word' }}>
              {details(person).filter(Boolean).join(' · ')}
            </Typography>
          )}
        </Box>
      )}
    />
  );
}

/** Where the person's invitation stands, as a chip; sorted accepted, pending, expired, not sent. */
export function InvitationColumn<T extends PersonRow>() {
  const Col = DataTable.Col<T>;
  return (
    <Col
      source="invitation"
      label="people.invitation"
      render={(person) => person.invitation && <InvitationChip status={person.invitation.status} />}
    />
  );
}

/** Blocked or allowed; sorted allowed first going up. */
export function BlockedColumn<T extends PersonRow>() {
  const Col = DataTable.Col<T>;
  return (
    <Col
      source="isBlocked"
      render={(person) =>
        person.isBlocked ? (
          <StatusChip label="admin.status.blocked" tone="error" />
        ) : (
          <StatusChip label="admin.status.allowed" tone="success" outlined />
        )
      }
    />
  );
}

/** The row's own actions (block, unblock) at the end of the row; not a sort key. */
export function PersonActionsColumn({ children }: { children: ReactNode }) {
  return <DataTable.Col label="admin.actions" align="right" disableSort render={() => children} />;
}
