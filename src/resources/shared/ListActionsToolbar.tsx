import type { ReactNode } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import type { ExportList } from '../../api/exports';
import { ListExportMenu } from './ExportMenu';

export interface ListActionsToolbarProps {
  /** Whether the resource has a create page (the trash has none). */
  create?: boolean;
  /** Offer the filters that are not always shown. */
  filterButton?: boolean;
  /** The resource's own buttons, e.g. the students' Excel import. */
  children?: ReactNode;
  /** Offer Export → CSV / Excel of this list, with its filters and sort (GET /api/{list}/export). */
  exportList?: ExportList;
}

/** The toolbar above every admin list: its own buttons, Export, more filters, and Create. */
export function ListActionsToolbar({ create = true, filterButton = false, children, exportList }: ListActionsToolbarProps) {
  // On phones Create floats at the bottom; a toolbar left with nothing else takes no room.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = phone && !children && !filterButton && !exportList;
  return (
    <TopToolbar
      sx={{
        flexWrap: { xs: 'wrap', md: 'nowrap' },
        gap: 1,
        alignItems: 'center',
        ...(empty ? { minHeight: '0 !important', bgcolor: 'transparent' } : {}),
      }}
    >
      {children}
      {exportList && <ListExportMenu list={exportList} />}
      {filterButton && <FilterButton />}
      {create && <CreateButton variant="contained" />}
    </TopToolbar>
  );
}
