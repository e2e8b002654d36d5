import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, type Identifier } from 'react-admin';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';

/*
 * The data of the student and instructor pages beside their record. The keys start with the
 * resource, and react-admin's refresh (after a block or a resend) reloads every query, so the
 * page shows the new state at once.
 */

export const personOverviewKeys = {
  student: (id: Identifier) => ['students', 'overview', String(id)] as const,
  instructor: (id: Identifier) => ['instructors', 'overview', String(id)] as const,
};

/** GET students/{id}/overview of the record in context. */
export function useStudentOverview() {
  const record = useRecordContext<{ id: Identifier }>();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const id = record?.id ?? '';
  return useQuery({ queryKey: personOverviewKeys.student(id), queryFn: () => dataProvider.getStudentOverview(id), enabled: id !== '' });
}

/** GET instructors/{id}/overview of the record in context. */
export function useInstructorOverview() {
  const record = useRecordContext<{ id: Identifier }>();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const id = record?.id ?? '';
  return useQuery({
    queryKey: personOverviewKeys.instructor(id),
    queryFn: () => dataProvider.getInstructorOverview(id),
    enabled: id !== '',
  });
}
