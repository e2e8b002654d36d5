import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceProps } from 'react-admin';
import type { AnnouncementDto } from '../../api/types';
import { AnnouncementCreate } from './AnnouncementCreate';
import { AnnouncementEdit } from './AnnouncementEdit';
import { AnnouncementList } from './AnnouncementList';

/** The `announcements` resource (SPEC §7 Announcements). */
export const announcements = {
  name: 'announcements',
  list: AnnouncementList,
  create: AnnouncementCreate,
  edit: AnnouncementEdit,
  icon: CampaignIcon,
  recordRepresentation: (record: AnnouncementDto) => (record.text.length > 40 ? `${record.text.slice(0, 40)}…` : record.text),
} satisfies ResourceProps;
