import HistoryIcon from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { AuditList } from './AuditList';

/** The `audit` resource: the admin's read-only log of who did what and when (GET /api/audit). */
export const audit = {
  name: 'audit',
  list: AuditList,
  icon: HistoryIcon,
} satisfies ResourceProps;
