import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslate } from 'react-admin';
import type { AnswerStatus } from '../../../api/tasks';

/** The review tabs in the order the SPEC names them. */
export const REVIEW_TABS = ['waiting', 'accepted', 'notAccepted', 'late', 'notSubmitted'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

const STATUS_LOOK: Record<AnswerStatus, { color: 'warning' | 'success' | 'error'; icon: ReactElement }> = {
  WAITING: { color: 'warning', icon: <HourglassEmptyIcon /> },
  ACCEPTED: { color: 'success', icon: <CheckCircleOutlineIcon /> },
  NOT_ACCEPTED: { color: 'error', icon: <ReplayIcon /> },
};

/** Where an answer stands, in words (never by colour alone). */
export function AnswerStatusChip({ status, size = 'small' }: { status: AnswerStatus; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  const look = STATUS_LOOK[status];
  return <Chip size={size} variant="outlined" color={look.color} icon={look.icon} label={translate(`tasks.status.${status}`)} />;
}

/** Sent after the deadline; by how many days, when known. */
export function LateChip({ size = 'small', days = 0 }: { size?: 'small' | 'medium'; days?: number }) {
  const translate = useTranslate();
  const label = days > 0 ? translate('tasks.lateness.daysLate', { smart_count: days }) : translate('tasks.status.late');
  return <Chip size={size} variant="outlined" color="error" icon={<AccessTimeIcon />} label={label} />;
}
