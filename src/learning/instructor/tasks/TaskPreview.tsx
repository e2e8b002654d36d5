import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { fromDateTimeInput } from '../../../api/schoolTime';
import { TaskContent } from '../../shared/tasks/TaskContent';
import { previewOfElement, type TaskFormValues } from './taskSchema';

/** The editor's preview: the task as students will read it, before it is saved. */
export function TaskPreview({ values, timeZone }: { values: TaskFormValues; timeZone: string }) {
  const translate = useTranslate();
  const deadline = fromDateTimeInput(values.deadline ?? '', timeZone);
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1 }} data-testid="task-preview">
      <Alert severity="info" variant="outlined">
        {translate('tasks.editor.previewHint')}
      </Alert>
      <TaskContent
        timeZone={timeZone}
        headingComponent="h3"
        task={{
          taskName: values.taskName?.trim() ?? '',
          description: values.description?.trim() ?? '',
          deadline: deadline ? deadline.toISOString() : '',
          mark: values.mark,
          taskElements: (values.taskElements ?? []).map(previewOfElement),
        }}
      />
    </Box>
  );
}
