/** The audit log (admins only): who did what and when in the school. GET /api/audit, GET /api/audit/export. */

/** What was done; the UI words each one in both languages. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'destroy',
  'restore',
  'block',
  'unblock',
  'move',
  'grade',
  'login',
  'loginFailed',
  'plan',
  'settings',
  'publish',
  'unpublish',
  'show',
  'hide',
  'cancel',
  'assign',
  'unassign',
  'reorder',
  'import',
  'invite',
  'archive',
  'unarchive',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What it was done to. */
export const AUDIT_ENTITIES = [
  'student',
  'instructor',
  'group',
  'course',
  'announcement',
  'trash',
  'lesson',
  'video',
  'link',
  'presentation',
  'task',
  'answer',
  'quiz',
  'bankQuestion',
  'bankCategory',
  'exam',
  'mark',
  'rating',
  'event',
  'school',
  'session',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Rows are kept this long, then deleted by a scheduled job. */
export const AUDIT_RETENTION_DAYS = 365;

export interface AuditEntryDto {
  id: number;
  createdAt: string;
  actorId: number | null;
  actorName: string;
  actorRole: string;
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | null;
  entityName: string | null;
  /** Small facts: the ids of a bulk action, a mark, a plan. */
  details: Record<string, unknown>;
  ip: string | null;
}

/** The filters of the list and of the export. `from`/`to` are yyyy-MM-dd days in the school's zone, inclusive. */
export interface AuditFilter {
  actorId?: number;
  action?: AuditAction;
  entity?: AuditEntity;
  from?: string;
  to?: string;
  search?: string;
}
