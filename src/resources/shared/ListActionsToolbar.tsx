import type { ReactNode } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { CreateButton, FilterButton, TopToolbar } from 'react-admin';

export interface ListActionsToolbarProps {
  /** Whether the resource has a create page (the trash has none). */
  create?: boolean;
  /** Offer the filters that are not always shown. */
  filterButton?: boolean;
  /** The resource's own buttons, e.g. the students' Excel import. */
  children?: ReactNode;
}

/** The toolbar above every admin list: its own buttons, more filters, and Create. */
export function ListActionsToolbar({ create = true, filterButton = false, children }: ListActionsToolbarProps) {
  // On phones Create floats at the bottom; a toolbar left with nothing else takes no room.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = phone && !children && !filterButton;
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
      {filterButton && <FilterButton />}
      {create && <CreateButton variant="contained" />}
    </TopToolbar>
  );
}
