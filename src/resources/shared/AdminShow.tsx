import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EditButton,
  Labeled,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  TopToolbar,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { DeleteToTrashButton } from './DeleteToTrashButton';
import { useDateFormat } from '../../i18n/dates';
import { Thumbnail } from './Thumbnail';

export interface AdminShowProps {
  /** The resource's own buttons, between Edit and Delete. */
  actions?: ReactNode;
  /** The first tab, "Details". */
  details: ReactNode;
  /** The other tabs: TabbedShowLayout.Tab elements, each with its path. */
  children?: ReactNode;
  /** Whether the record may be edited now (an archived course may not): Edit is hidden otherwise. */
  editable?: (record: Record<string, unknown>) => boolean;
}

/** Edit, unless the record says it is read-only. */
function EditUnlessReadOnly({ editable }: Pick<AdminShowProps, 'editable'>) {
  const record = useRecordContext<Record<string, unknown>>();
  if (record && editable && !editable(record)) return null;
  return <EditButton />;
}

/** A record's page in the admin area: Edit, the resource's buttons and Delete on top; a details tab, then the others. */
export function AdminShow({ actions, details, children, editable }: AdminShowProps) {
  return (
    <Show
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          <EditUnlessReadOnly editable={editable} />
          {actions}
          <DeleteToTrashButton redirectTo="list" />
        </TopToolbar>
      }
    >
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}>
        <TabbedShowLayout.Tab label="admin.details">{details}</TabbedShowLayout.Tab>
        {children}
      </TabbedShowLayout>
    </Show>
  );
}

interface NamedRecord {
  imageLink: string | null;
  description: string;
  dateOfFinish: string | null;
}

/** The label of a field of the page's resource: `resources.<resource>.fields.<source>`. */
function useFieldLabel() {
  const resource = useResourceContext();
  return (source: string) => `resources.${resource}.fields.${source}`;
}

/**
 * The details of a group or course: its image, its name, the fields the resource adds
 * (`children`, e.g. FinishDate), and its description when it has one.
 */
export function NamedRecordDetails({ nameSource, children }: { nameSource: string; children: ReactNode }) {
  const record = useRecordContext<NamedRecord & Record<string, unknown>>();
  const label = useFieldLabel();
  if (!record) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Thumbnail link={record.imageLink} alt={String(record[nameSource] ?? '')} width={280} height={158} />
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <Labeled label={label(nameSource)}>
          <TextField source={nameSource} variant="h6" component="p" />
        </Labeled>
        {children}
        {record.description && (
          <Labeled label={label('description')}>
            <TextField source="description" sx={{ whiteSpace: 'pre-line' }} />
          </Labeled>
        )}
      </Stack>
    </Stack>
  );
}

/** The record's finish date, or "none", labelled for NamedRecordDetails. */
export function FinishDate() {
  const record = useRecordContext<NamedRecord>();
  const translate = useTranslate();
  const dates = useDateFormat();
  const label = useFieldLabel();
  return (
    <Labeled label={label('dateOfFinish')}>
      <Typography variant="body2">{dates.date(record?.dateOfFinish) || translate('admin.none')}</Typography>
    </Labeled>
  );
}
