import { useDataProvider } from 'react-admin';
import type { CourseRatingQuery } from '../../../api/ratings';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { ExportMenu } from '../../../resources/shared/ExportMenu';

/**
 * The course's gradebook as CSV or Excel, made by the server (every item, the totals and each
 * total's formula, in the user's language), searched and sorted as the table is.
 */
export function ExportButton({ courseId, query }: { courseId: string; query: Pick<CourseRatingQuery, 'search' | 'sort' | 'order'> }) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  return <ExportMenu fallbackName="gradebook" onExport={(format) => dataProvider.exportGradebook(courseId, format, query)} />;
}
