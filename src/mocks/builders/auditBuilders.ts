import type { AuditEntryDto } from '../../api/audit';

/** A few days of a school's audit log, newest first, as GET /api/audit answers it. */
export function buildAuditEntries(): AuditEntryDto[] {
  const entry = (id: number, createdAt: string, rest: Partial<AuditEntryDto>): AuditEntryDto => ({
    id,
    createdAt,
    actorId: 1,
    actorName: 'Anna Admin',
    actorRole: 'ADMIN',
    action: 'update',
    entity: 'student',
    entityId: 10,
    entityName: 'Emily Johnson',
    details: {},
    ip: '203.0.113.7',
    ...rest,
  });
  return [
    entry(6, '2026-11-26T15:20:00Z', {
      action: 'grade',
      entity: 'mark',
      actorId: 2,
      actorName: 'Ivan Petrov',
      actorRole: 'INSTRUCTOR',
      details: { examId: 3, mark: 87 },
    }),
    entry(5, '2026-11-26T11:05:00Z', { action: 'block', entity: 'student', entityId: 11, entityName: 'Michael Brown' }),
    entry(4, '2026-11-25T09:40:00Z', { action: 'restore', entity: 'trash', entityId: 4, entityName: 'Python Basics' }),
    entry(3, '2026-11-24T16:00:00Z', {
      action: 'plan',
      entity: 'school',
      entityId: null,
      entityName: 'Demo school',
      details: { tariffId: 2 },
    }),
    entry(2, '2026-11-24T08:30:00Z', { action: 'create', entity: 'group', entityId: 5, entityName: 'Data Science' }),
    entry(1, '2026-11-23T08:00:00Z', { action: 'login', entity: 'session', entityId: 1, entityName: 'Anna Admin' }),
  ];
}
