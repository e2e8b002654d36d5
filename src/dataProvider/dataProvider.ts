import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'ra-core';
import type { ErrorResponse, ListResponse } from '../api/types';
import { BULK_ACTIONS, type BulkInput, type BulkResource, type BulkResult } from '../api/bulk';
import { createAdminCalls, type AdminCalls } from './adminCalls';
import { createAttemptCalls, type AttemptCalls } from './attemptCalls';
import { createEventCalls, type EventCalls } from './eventCalls';
import { createExportCalls, type ExportCalls } from './exportCalls';
import type { HttpClient } from './httpClient';
import { filterParams, listParams, sendVia } from './callHelpers';
import { changedInput, isPatchable, toInput } from './inputs';
import { createLearningCalls, type LearningCalls } from './learningCalls';
import { createNotificationCalls, type NotificationCalls } from './notificationCalls';
import { createProfileCalls, type ProfileCalls } from './profileCalls';
import { createPeopleCalls, type PeopleCalls } from './peopleCalls';
import { createQuizCalls, type QuizCalls } from './quizCalls';
import { createQuizAnalysisCalls, type QuizAnalysisCalls } from './quizAnalysisCalls';
import { createQuestionBankCalls, type QuestionBankCalls } from './questionBankCalls';
import { createRatingCalls, type RatingCalls } from './ratingCalls';
import { createSchoolCalls, type SchoolCalls } from './schoolCalls';
import { createStudentCalls, type StudentCalls } from './studentCalls';
import { createTaskCalls, type TaskCalls } from './taskCalls';

/**
 * The field that carries a record's id, for resources whose API does not call it `id`
 * (SPEC §3: studentId, teacherId, trashId, …). react-admin always sees `id`.
 */
export const ID_FIELDS: Record<string, string> = {
  students: 'studentId',
  instructors: 'teacherId',
  trash: 'trashId',
  presentations: 'presentationId',
  tasks: 'taskId',
  tests: 'testId',
};

export function toRecord<T extends RaRecord = RaRecord>(resource: string, object: Record<string, unknown>): T {
  const idField = ID_FIELDS[resource];
  const id = object.id ?? (idField ? object[idField] : undefined);
  return { ...object, id } as T;
}

const isBulkResource = (resource: string): resource is BulkResource => Object.hasOwn(BULK_ACTIONS, resource);

/** A list answer as records: `{objects, count}`, or a bare array from the nested lists. */
function toPage(
  resource: string,
  body: ListResponse<Record<string, unknown>> | Record<string, unknown>[] | undefined,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin's own record type for a list's rows
): { data: any[]; total: number } {
  const objects = Array.isArray(body) ? body : (body?.objects ?? []);
  const total = Array.isArray(body) ? body.length : (body?.count ?? objects.length);
  return { data: objects.map((o) => toRecord(resource, o)), total };
}

/**
 * A refusal naming the field at fault also carries react-admin's `body.errors`, so the form
 * shows the server's message under that input as well as in the notice.
 */
function withFieldError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as (Partial<ErrorResponse> & { errors?: unknown }) | undefined;
  if (!body?.field || body.errors !== undefined || (error.status !== 400 && error.status !== 409)) return error;
  const field = body.field.split('.').pop() as string;
  return new HttpError(error.message, error.status, { ...body, errors: { [field]: error.message } });
}

/**
 * updateMany and deleteMany. The admin lists' bulk actions go to POST /{resource}/bulk, all or
 * nothing in one call: updateMany's data names the action (e.g. `{ action: 'move', groupId }`),
 * deleteMany is `delete`; the answer is the ids with the server's message and count. Other
 * resources, and an updateMany naming no action (fields to set), get one update or delete per
 * id (the admin resources' update PATCHes just those fields).
 */
function manyAtOnce(
  url: (path: string) => string,
  httpClient: HttpClient,
  provider: () => DataProvider,
): Pick<DataProvider, 'updateMany' | 'deleteMany'> {
  const bulk = async (resource: BulkResource, json: BulkInput) => {
    const body = await httpClient<BulkResult>(url(`${resource}/bulk`), { method: 'POST', json });
    return { data: json.ids, ...body };
  };
  return {
    async updateMany(resource, params) {
      if (isBulkResource(resource) && 'action' in params.data)
        return bulk(resource, { ...params.data, ids: params.ids.map(Number) } as BulkInput);
      await Promise.all(
        params.ids.map((id: Identifier) => provider().update(resource, { id, data: params.data, previousData: {} as RaRecord })),
      );
      return { data: params.ids };
    },
    async deleteMany(resource, params) {
      if (isBulkResource(resource)) return bulk(resource, { ids: params.ids.map(Number), action: 'delete' });
      await Promise.all(params.ids.map((id: Identifier) => provider().delete(resource, { id })));
      return { data: params.ids };
    },
  };
}

/** The named calls that are not plain CRUD; later resources add theirs here. */
export interface LmsDataProvider
  extends
    DataProvider,
    AdminCalls,
    EventCalls,
    LearningCalls,
    TaskCalls,
    QuizCalls,
    QuizAnalysisCalls,
    QuestionBankCalls,
    StudentCalls,
    AttemptCalls,
    RatingCalls,
    SchoolCalls,
    NotificationCalls,
    ExportCalls,
    PeopleCalls,
    ProfileCalls {
  /** Any call of SPEC §7 by its path under the API base. */
  send<T = unknown>(path: string, options?: Parameters<HttpClient>[1]): Promise<T>;
}

/**
 * react-admin's dataProvider for the API of SPEC §7: `{objects, count}` lists with `page`
 * (from 1) and `size` become `{data, total}`; ids are mapped to `id` per resource.
 */
export function createDataProvider(apiUrl: string, httpClient: HttpClient): LmsDataProvider {
  const url = (path: string) => `${apiUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

  const provider: LmsDataProvider = {
    async getList(resource, params) {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 20 };
      const searchParams = { ...listParams(params.filter, params.sort), page, size: perPage };
      const body = await httpClient<ListResponse<Record<string, unknown>>>(url(resource), { searchParams, signal: params.signal });
      return toPage(resource, body);
    },

    async getOne(resource, params) {
      const body = await httpClient<Record<string, unknown>>(url(`${resource}/${encodeURIComponent(String(params.id))}`), {
        signal: params.signal,
      });
      return { data: toRecord(resource, { id: params.id, ...body }) };
    },

    async getMany(resource, params) {
      const data = await Promise.all(params.ids.map((id) => provider.getOne(resource, { id, signal: params.signal }).then((r) => r.data)));
      return { data };
    },

    async getManyReference(resource, params) {
      // e.g. groups/{id}/students: the target resource owns the list of this one.
      const { page, perPage } = params.pagination;
      const body = await httpClient<ListResponse<Record<string, unknown>>>(
        url(`${params.target}/${encodeURIComponent(String(params.id))}/${resource}`),
        { searchParams: { ...filterParams(params.filter), page, size: perPage }, signal: params.signal },
      );
      return toPage(resource, body);
    },

    // Create and update answer SavedResponse<T>: the saved record (with its real id, under the
    // resource's id field) and the `message` the screens show as the success notice.
    async create(resource, params) {
      const json = toInput(resource, params.data);
      const body = await httpClient<Record<string, unknown>>(url(resource), { method: 'POST', json }).catch((e) => {
        throw withFieldError(e);
      });
      return { data: toRecord(resource, { ...params.data, ...body }) as never };
    },

    // The admin resources take PATCH with only the changed fields; the others PUT the whole input.
    async update(resource, params) {
      const patch = isPatchable(resource);
      const json = patch ? changedInput(resource, params.data, params.previousData) : toInput(resource, params.data);
      const body = await httpClient<Record<string, unknown>>(url(`${resource}/${encodeURIComponent(String(params.id))}`), {
        method: patch ? 'PATCH' : 'PUT',
        json,
      }).catch((e) => {
        throw withFieldError(e);
      });
      return { data: toRecord(resource, { ...params.data, ...body, id: params.id }) };
    },

    async delete(resource, params) {
      const body = await httpClient<{ message?: string } | undefined>(url(`${resource}/${encodeURIComponent(String(params.id))}`), {
        method: 'DELETE',
      });
      const previous = params.previousData ?? { id: params.id };
      return { data: (body?.message ? { ...previous, message: body.message } : previous) as never };
    },

    ...manyAtOnce(url, httpClient, () => provider),

    send: sendVia(url, httpClient),

    ...createAdminCalls(url, httpClient),
    ...createEventCalls(url, httpClient),
    ...createLearningCalls(url, httpClient),
    ...createTaskCalls(url, httpClient),
    ...createQuizCalls(url, httpClient),
    ...createQuizAnalysisCalls(url, httpClient),
    ...createQuestionBankCalls(url, httpClient),
    ...createStudentCalls(url, httpClient),
    ...createAttemptCalls(url, httpClient),
    ...createRatingCalls(url, httpClient),
    ...createSchoolCalls(url, httpClient),
    ...createNotificationCalls(url, httpClient),
    ...createExportCalls(url, httpClient),
    ...createPeopleCalls(url, httpClient),
    ...createProfileCalls(url, httpClient),
  };
  return provider;
}
