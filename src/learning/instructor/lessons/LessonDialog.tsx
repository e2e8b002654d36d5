import { useMemo } from 'react';
import { useTranslate, type Identifier, useDataProvider } from 'react-admin';
import type { LessonDto, LessonRef } from '../../../api/learning';
import type { SavedResponse } from '../../../api/types';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

import { MaterialFormDialog, type MaterialField } from '../../shared/MaterialFormDialog';
import { describeTimeZone, fromDateTimeInput, toDateTimeInput } from '../../../api/schoolTime';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { lessonSchema, type LessonFormValues } from './lessonSchema';

export interface LessonDialogProps {
  open: boolean;
  courseId: Identifier;
  /** The lesson to edit; none to create one (it goes last in the course). */
  lesson?: Pick<LessonDto | LessonRef, 'id' | 'lessonName' | 'showDate'> | null;
  onClose: () => void;
  onSaved?: (lesson: LessonDto) => void;
}

const HOUR = 3_600_000;

/**
 * Creates or edits a lesson: its name and when students start to see it. The show date is typed
 * as the school's wall clock (whatever the browser's zone) and sent as an instant in UTC.
 */
export function LessonDialog({ open, courseId, lesson, onClose, onSaved }: LessonDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const zone = useSchoolTimeZone();
  const values = useMemo<LessonFormValues>(
    () => ({
      lessonName: lesson?.lessonName ?? '',
      // A new lesson shows from the next full hour by default.
      showDate: toDateTimeInput(lesson?.showDate ?? new Date(Math.ceil(Date.now() / HOUR) * HOUR).toISOString(), zone),
    }),
    [lesson, zone],
  );
  const fields: Array<MaterialField<LessonFormValues>> = [
    { name: 'lessonName', label: 'learning.lesson.name', required: true, htmlInput: { maxLength: 1000 } },
    {
      name: 'showDate',
      label: 'learning.lesson.showDate',
      required: true,
      type: 'datetime-local',
      helper: translate('learning.lesson.showDateHelper', { zone: describeTimeZone(zone) }),
      htmlInput: { 'data-testid': 'lesson-show-date' },
    },
  ];
  return (
    <MaterialFormDialog<LessonFormValues, SavedResponse<LessonDto>>
      open={open}
      title={translate(lesson ? 'learning.lesson.editTitle' : 'learning.lesson.createTitle')}
      onClose={onClose}
      schema={lessonSchema}
      values={values}
      fields={fields}
      send={(input, form) => {
        const instant = fromDateTimeInput(input.showDate, zone);
        if (!instant) {
          form.setError('showDate', { message: 'learning.validation.showDateInvalid' });
          return null;
        }
        const body = { lessonName: input.lessonName, showDate: instant.toISOString() };
        return () => (lesson ? dataProvider.updateLesson(courseId, lesson.id, body) : dataProvider.createLesson(courseId, body));
      }}
      onSaved={onSaved}
    />
  );
}
