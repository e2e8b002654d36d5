import type { ReactElement, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { List, Pagination, useListContext, type SortPayload } from 'react-admin';
import { LIST_DEFAULT_SIZE, LIST_MAX_SIZE } from '../../api/constants';
import { ListActionsToolbar } from './ListActionsToolbar';

export interface AdminListProps {
  children: ReactNode;
  filters?: ReactElement[];
  actions?: ReactElement | false;
  title?: string;
  empty?: ReactElement | false;
  /** Replaces the standard pagination (page sizes PAGE_SIZES). */
  pagination?: ReactElement;
  /** The order a new visit starts in, as the server orders by default (react-admin's is id ascending). */
  sort?: SortPayload;
}

/** Page sizes offered; the server answers at most 100 rows a page (LIST_MAX_SIZE). */
export const PAGE_SIZES = [10, LIST_DEFAULT_SIZE, 50, LIST_MAX_SIZE];

/**
 * In place of the rows while the server refuses the list's query (a search it cannot take
 * answers 400): its message, which says what to change.
 */
function RefusedQuery() {
  const { error } = useListContext();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {error?.message}
    </Alert>
  );
}

/** The pagination, hidden while the query is refused: the last answer's total would stand beside no rows. */
function PaginationUnlessRefused({ children }: { children: ReactElement }) {
  const { error } = useListContext();
  return error ? null : children;
}

/**
 * Every admin list: react-admin's List with 20 rows a page, the shared toolbar, and the
 * resource's filters. Its page, size and filters are stored, so the list comes back as it
 * was after an edit, and react-admin's refresh reloads it with them. A refused query shows
 * the server's message in place of the rows and no pagination.
 */
export function AdminList({ children, filters, actions, title, empty, pagination, sort }: AdminListProps) {
  return (
    <List
      perPage={LIST_DEFAULT_SIZE}
      sort={sort}
      filters={filters}
      actions={actions ?? <ListActionsToolbar />}
      pagination={<PaginationUnlessRefused>{pagination ?? <Pagination rowsPerPageOptions={PAGE_SIZES} />}</PaginationUnlessRefused>}
      error={<RefusedQuery />}
      title={title}
      empty={empty}
      // The main column is a flex item, which never shrinks below its table unless told: then
      // a wide table scrolls inside its card and the phone's page does not scroll sideways.
      // The scroll is on the table's own wrapper, not the card: react-admin slides the bulk
      // actions toolbar up out of the card's top, and a scrolling card would clip it away.
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      {children}
    </List>
  );
}
