import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { INVITATION_STATUSES, type InvitationStatus } from '../../../src/api/people.js';

// Where a person's invitation stands, in SQL, so that the students and instructors lists can
// filter and sort by it: the same rule as invitationOf (server/lib/personAccounts.ts), which
// the lists' rows are shown with. A password set is "accepted" whatever the links; without
// one, the newest invite link decides: unused and unexpired at `now` is "pending", any other
// "expired", none at all "none". `now` is the app's clock, as the rows' status is judged.

/** The newest invite link's state of the user whose id is `userId`, or null without one (index password_reset_tokens_user_idx). */
const newestLink = (userId: RawBuilder<unknown>, now: Date) => sql<string | null>`(
  select case when t.used_at is null and t.expires_at > ${now} then 'pending' else 'expired' end
  from password_reset_tokens t
  where t.user_id = ${userId} and t.purpose = 'invite'
  order by t.created_at desc, t.id desc
  limit 1
)`;

/**
 * Whether the user (alias `users`, column refs given) is at this invitation status. Only
 * "accepted" holds for a user with a password, so the others test the links of those without.
 */
export function invitationIs(user: { id: string; passwordHash: string }, status: InvitationStatus, now: Date): RawBuilder<SqlBool> {
  const hash = sql.ref(user.passwordHash);
  if (status === 'accepted') return sql<SqlBool>`${hash} is not null`;
  const link = newestLink(sql.ref(user.id), now);
  if (status === 'none') return sql<SqlBool>`(${hash} is null and ${link} is null)`;
  return sql<SqlBool>`(${hash} is null and ${link} = ${status})`;
}

/** The invitation status as its place in INVITATION_STATUSES (accepted 1, pending 2, expired 3, none 4): what a list sorts it by. */
export function invitationRank(user: { id: string; passwordHash: string }, now: Date): RawBuilder<number> {
  const status = sql`case when ${sql.ref(user.passwordHash)} is not null then 'accepted' else coalesce(${newestLink(sql.ref(user.id), now)}, 'none') end`;
  return sql<number>`array_position(array[${sql.join(INVITATION_STATUSES.map((s) => sql.lit(s)))}]::text[], ${status})`;
}
