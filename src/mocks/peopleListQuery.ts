import { INVITATION_STATUSES, type InvitationDto } from '../api/people';

/*
 * The people lists' invitation filter and column sort, as the server answers them: a status
 * filter, and a sort by a field of the row (the invitation by its place in INVITATION_STATUSES,
 * empty values last either way, ties by the id in the sort's direction). The mock compares
 * texts by code point, which orders the demo data as the server's collation does.
 */

interface PersonRow {
  invitation?: InvitationDto;
}

/** The rows whose invitation stands as the request's `invitation` asks (all without it). */
export function withInvitationFilter<T extends PersonRow>(request: Request, rows: T[]): T[] {
  const status = new URL(request.url).searchParams.get('invitation');
  return status ? rows.filter((row) => row.invitation?.status === status) : rows;
}

function sortValue(row: Record<string, unknown>, field: string): string | number | boolean | null {
  if (field === 'invitation') {
    const status = (row as PersonRow).invitation?.status;
    return status ? INVITATION_STATUSES.indexOf(status) : null;
  }
  const value = row[field];
  return value === '' || value === undefined ? null : (value as string | number | boolean | null);
}

/** The rows in the order of the request's `sort` and `order`; as given without a sort. */
export function sortedPeople<T extends object>(request: Request, rows: T[], idOf: (row: T) => number): T[] {
  const query = new URL(request.url).searchParams;
  const field = query.get('sort');
  if (!field) return rows;
  const down = query.get('order') === 'DESC' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [sortValue(a as Record<string, unknown>, field), sortValue(b as Record<string, unknown>, field)];
    if (x === null || y === null) return x === y ? down * (idOf(a) - idOf(b)) : x === null ? 1 : -1;
    if (x !== y) return down * (x < y ? -1 : 1);
    return down * (idOf(a) - idOf(b));
  });
}
