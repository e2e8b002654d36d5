import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { currentUser } from '../../plugins/auth.js';
import { typed } from '../../lib/typedRoutes.js';
import { exportFormatSchema } from '../../lib/tableExport.js';
import { analyticsQuery, resolvePeriod } from '../analytics/routes.js';
import { schoolAnalytics } from '../analytics/repository.js';
import { schoolTimeZone } from '../../lib/schoolTimeZone.js';
import { todayIn } from '../../../src/api/pastDates.js';
import { checkListFilters, listQuery as announcementListQuery } from '../announcements/routes.js';
import { listAnnouncements } from '../announcements/repository.js';
import { courseListQuery } from '../courses/routes.js';
import { listCourses } from '../courses/repository.js';
import { groupListQuery } from '../groups/routes.js';
import { listGroups } from '../groups/repository.js';
import { instructorListQuery } from '../instructors/routes.js';
import { listInstructors } from '../instructors/repository.js';
import { studentListQuerySchema } from '../students/schemas.js';
import { listStudents } from '../students/repository.js';
import { trashListQuery } from '../trash/routes.js';
import { listTrash } from '../trash/repository.js';
import { analyticsTables } from './analyticsTables.js';
import { ALL_ROWS, exportQuery, exportRoute, sendExport } from './exportQuery.js';
import { importTemplateTable } from './importTemplate.js';
import { announcementsTable, coursesTable, groupsTable, instructorsTable, studentsTable, trashTable } from './listTables.js';

/**
 * The admin lists and analytics as CSV or Excel files (GET /api/{list}/export): each export
 * runs its list's own repository query with the list's filters and sort, so the file holds
 * what the screen lists, every page of it. Also the students import template.
 */
export async function exportRoutes(app: FastifyInstance, deps: AppDeps) {
  registerPeopleExports(app, deps);
  registerCatalogueExports(app, deps);
  registerAnalyticsExport(app, deps);
}

/** Students (and their import template) and instructors. */
function registerPeopleExports(app: FastifyInstance, deps: AppDeps) {
  const routes = typed(app);
  const { db } = deps;
  routes.get(
    '/api/students/export',
    exportRoute('students', 'the students list', exportQuery(studentListQuerySchema.properties)),
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const { objects } = await listStudents(db, currentUser(request).schoolId, { ...filters, ...ALL_ROWS }, deps.now());
      return sendExport(deps, request, reply, { format, key: 'students', tables: [studentsTable(request.lang, objects)] });
    },
  );

  routes.get(
    '/api/students/import/template',
    {
      ...exportRoute('students', 'a students import template', {
        type: 'object',
        properties: { format: exportFormatSchema },
        required: ['format'],
        additionalProperties: false,
      } as const),
    },
    async (request, reply) =>
      sendExport(deps, request, reply, {
        format: request.query.format,
        key: 'studentsTemplate',
        tables: [importTemplateTable(request.lang)],
      }),
  );

  routes.get(
    '/api/instructors/export',
    exportRoute('instructors', 'the instructors list', exportQuery(instructorListQuery.properties)),
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const { objects } = await listInstructors(db, currentUser(request).schoolId, { ...filters, ...ALL_ROWS }, undefined, deps.now());
      return sendExport(deps, request, reply, { format, key: 'instructors', tables: [instructorsTable(request.lang, objects)] });
    },
  );
}

/** Groups, courses, announcements and the trash. */
function registerCatalogueExports(app: FastifyInstance, deps: AppDeps) {
  const routes = typed(app);
  const { db, now } = deps;
  routes.get(
    '/api/groups/export',
    exportRoute('groups', 'the groups list', exportQuery(groupListQuery.properties)),
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const { objects } = await listGroups(db, currentUser(request).schoolId, { ...filters, ...ALL_ROWS });
      return sendExport(deps, request, reply, { format, key: 'groups', tables: [groupsTable(request.lang, objects)] });
    },
  );

  routes.get(
    '/api/courses/export',
    exportRoute('courses', 'the courses list', exportQuery(courseListQuery.properties)),
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const { objects } = await listCourses(db, currentUser(request), { ...filters, ...ALL_ROWS });
      return sendExport(deps, request, reply, { format, key: 'courses', tables: [coursesTable(request.lang, objects)] });
    },
  );

  routes.get(
    '/api/announcements/export',
    exportRoute('announcements', 'the announcements list', exportQuery(announcementListQuery.properties)),
    async (request, reply) => {
      const user = currentUser(request);
      const { format, ...filters } = request.query;
      await checkListFilters(db, user.schoolId, filters);
      const { objects } = await listAnnouncements(db, user, { ...filters, ...ALL_ROWS });
      return sendExport(deps, request, reply, { format, key: 'announcements', tables: [announcementsTable(request.lang, objects)] });
    },
  );

  routes.get(
    '/api/trash/export',
    exportRoute('trash', 'the trash list', exportQuery(trashListQuery.properties)),
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const { objects } = await listTrash(db, currentUser(request).schoolId, { ...filters, ...ALL_ROWS }, now());
      return sendExport(deps, request, reply, { format, key: 'trash', tables: [trashTable(request.lang, objects)] });
    },
  );
}

/** The analytics figures of a period, a sheet (or a CSV section) per dashboard block. */
function registerAnalyticsExport(app: FastifyInstance, deps: AppDeps) {
  const routes = typed(app);
  const { db, now } = deps;
  routes.get(
    '/api/analytics/export',
    exportRoute(
      'analytics',
      'the analytics figures of a period (from/to as GET /api/analytics takes them)',
      exportQuery(analyticsQuery.properties),
    ),
    async (request, reply) => {
      const { schoolId } = currentUser(request);
      const { format, ...query } = request.query;
      const timeZone = await schoolTimeZone(db, schoolId);
      const at = now();
      const figures = await schoolAnalytics(db, schoolId, resolvePeriod(query, todayIn(timeZone, at)), timeZone, at);
      return sendExport(deps, request, reply, { format, key: 'analytics', tables: analyticsTables(request.lang, figures) });
    },
  );
}
