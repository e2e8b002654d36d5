import type { ReactElement } from 'react';
import Typography from '@mui/material/Typography';
import { Pagination, ReferenceManyField, useTranslate } from 'react-admin';

export interface NestedListProps {
  /** The listed resource (students, instructors). */
  reference: string;
  /** The record's resource the list hangs off (GET <target>/{id}/<reference>). */
  target: string;
  /** Translation key of what an empty list says. */
  empty: string;
  /** The table (a DataTable). */
  children: ReactElement;
}

/** The people of a record's page (a group's or course's students, a course's instructors): 20 a page, with a note when there are none. */
export function NestedList({ reference, target, empty, children }: NestedListProps) {
  const translate = useTranslate();
  return (
    <ReferenceManyField
      reference={reference}
      target={target}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={[20, 50, 100]} />}
      empty={
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate(empty)}
        </Typography>
      }
    >
      {children}
    </ReferenceManyField>
  );
}
