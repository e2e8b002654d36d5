import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import { FormDialog } from '../../shared/FormDialog';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { TaskFields } from './TaskFields';
import { TaskPreview } from './TaskPreview';
import { useTaskEditor, type TaskEditorOptions } from './useTaskEditor';

export type TaskEditorDialogProps = TaskEditorOptions;

/**
 * The task editor, in a dialog (full screen on phones): name, deadline in the school's
 * timezone, maximum points, description, and the content blocks, with a preview showing the
 * task as students will read it. Problems show under their fields in the user's language; the
 * server's 400 lands on the field (or block) it names.
 */
export function TaskEditorDialog(props: TaskEditorDialogProps) {
  const { open, onClose } = props;
  const translate = useTranslate();
  const {
    zone,
    prefix,
    editing,
    view,
    switchView,
    previewOf,
    uploads,
    failure,
    setFailure,
    query,
    form,
    onUploadingChange,
    submit,
    busy,
    loading,
  } = useTaskEditor(props);
  const title = translate(editing ? 'tasks.editor.editTitle' : 'tasks.editor.createTitle');

  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={busy}
      submitDisabled={loading || uploads > 0}
      submitLabel={uploads > 0 ? translate('tasks.upload.waiting') : undefined}
      maxWidth="md"
      dirty={form.formState.isDirty}
    >
      {editing && query.error ? (
        <QueryState error={query.error} notFound={translate('tasks.notFound')} onRetry={() => void query.refetch()} />
      ) : loading ? (
        <InlineSpinner />
      ) : (
        <>
          <Tabs
            value={view}
            onChange={(_, next: 'edit' | 'preview') => switchView(next)}
            aria-label={translate('tasks.editor.views')}
            sx={{ borderBottom: 1, borderColor: 'divider', mt: -1 }}
          >
            <Tab value="edit" label={translate('tasks.editor.editView')} id={`${prefix}-tab-edit`} aria-controls={`${prefix}-panel-edit`} />
            <Tab
              value="preview"
              label={translate('tasks.editor.previewView')}
              id={`${prefix}-tab-preview`}
              aria-controls={`${prefix}-panel-preview`}
            />
          </Tabs>
          {failure && (
            <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
              {failure}
            </Alert>
          )}
          {view === 'preview' && previewOf && (
            <Box role="tabpanel" id={`${prefix}-panel-preview`} aria-labelledby={`${prefix}-tab-preview`}>
              <TaskPreview values={previewOf} timeZone={zone} />
            </Box>
          )}
          {/* The form stays mounted under the preview, so the rich text editors keep their state. */}
          <Box
            role="tabpanel"
            id={`${prefix}-panel-edit`}
            aria-labelledby={`${prefix}-tab-edit`}
            hidden={view !== 'edit'}
            sx={{ display: view === 'edit' ? 'grid' : 'none', gap: 2 }}
          >
            <TaskFields form={form} prefix={prefix} zone={zone} onUploadingChange={onUploadingChange} />
          </Box>
        </>
      )}
    </FormDialog>
  );
}
