import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable, SelectInput, useGetResourceLabel, useTranslate } from 'react-admin';
import type { AuditEntryDto } from '../../api/audit';
import { useDateFormat } from '../../i18n/dates';
import { AdminList } from '../shared/AdminList';
import { DayInput } from '../shared/DayInput';
import { ListActionsToolbar } from '../shared/ListActionsToolbar';
import { searchFilter } from '../shared/searchFilter';
import { useTableScrollRegion } from '../shared/useTableScrollRegion';
import { AuditExportButtons } from './AuditExportButtons';
import { actionChoices, entityChoices } from './auditChoices';

const Col = DataTable.Col<AuditEntryDto>;

/** The names of who and what (search), the action, the kind of thing, and a period of days. */
const filters = [
  searchFilter,
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn emptyText="audit.allActions" sx={{ minWidth: 180 }} />,
  <SelectInput key="entity" source="entity" choices={entityChoices} alwaysOn emptyText="audit.allEntities" sx={{ minWidth: 180 }} />,
  <DayInput key="from" source="from" alwaysOn sx={{ width: 170 }} />,
  <DayInput key="to" source="to" alwaysOn sx={{ width: 170 }} />,
];

function Empty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('audit.empty')}
    </Typography>
  );
}

/** The audit log: when, who (and in what role), what they did, and to what; newest first, read only. */
export function AuditList() {
  const translate = useTranslate();
  const dates = useDateFormat();
  const getResourceLabel = useGetResourceLabel();
  const what = (row: AuditEntryDto) => [translate(`audit.entities.${row.entity}`), row.entityName].filter(Boolean).join(' · ');
  // Its rows hold nothing to focus: the table's sideways scroll on a phone is a stop of its own.
  const tableRef = useTableScrollRegion<HTMLDivElement>(getResourceLabel('audit', 1));
  return (
    <AdminList
      filters={filters}
      empty={false}
      actions={
        <ListActionsToolbar create={false}>
          <AuditExportButtons />
        </ListActionsToolbar>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {translate('audit.note')}
      </Typography>
      <Box ref={tableRef}>
        <DataTable rowClick={false} bulkActionButtons={false} empty={<Empty />}>
          <Col source="createdAt" disableSort render={(row) => dates.dateTime(row.createdAt)} />
          <Col
            source="actorName"
            disableSort
            render={(row) => (
              <Box>
                <Typography variant="body2">{row.actorName}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {translate(`audit.roles.${row.actorRole}`)}
                </Typography>
              </Box>
            )}
          />
          <Col source="action" disableSort render={(row) => translate(`audit.actions.${row.action}`)} />
          <Col source="entity" disableSort render={what} />
        </DataTable>
      </Box>
    </AdminList>
  );
}
