import { http, HttpResponse, type RequestHandler } from 'msw';
import type { GroupDto } from '../../api/types';
import { buildGroup } from '../builders/builders';
import { allow, API_PATTERN, errorResponse, idOf, matchesSearch, messageResponse, pagedJson, readJson } from '../mockHttp';
import { putAndPatch } from '../putAndPatch';
import { groupDto, liveGroups, liveStudents, newId, studentDto, trashRow } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import { catalogFields } from './catalogFields';

/** The admin's groups (SPEC §7 Groups): list, create, read, finish or reopen, edit, trash, and a group's students. */

const API = API_PATTERN;

export const groupHandlers: RequestHandler[] = [
  http.get(`${API}/groups`, ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    return pagedJson(
      request,
      liveGroups()
        .filter((g) => matchesSearch(request, g.groupName, g.description))
        .map(groupDto),
    );
  }),
  http.post(`${API}/groups`, async ({ request }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const body = catalogFields(request, await readJson(request), 'groupName');
    if (body instanceof Response) return body;
    const { name, fields } = body;
    if (liveGroups().some((g) => g.groupName === name)) {
      return errorResponse(request, 409, 'groups.nameTaken', { field: 'groupName', params: { name } });
    }
    const group = buildGroup({ id: newId(), ...fields, createdAt: new Date().toISOString() } as Partial<GroupDto>);
    mockStore.school.groups.push(group);
    return messageResponse(request, 'groups.created', {}, groupDto(group));
  }),
  http.get(`${API}/groups/:id`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const group = liveGroups().find((g) => g.id === idOf(params.id));
    return group ? HttpResponse.json(groupDto(group)) : errorResponse(request, 404, 'errors.notFound');
  }),
  http.put(`${API}/groups/update/:id`, async ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const group = liveGroups().find((g) => g.id === idOf(params.id));
    if (!group) return errorResponse(request, 404, 'errors.notFound');
    group.isFinished = (await readJson(request)).isFinished !== false;
    return messageResponse(request, group.isFinished ? 'groups.finished' : 'groups.reopened');
  }),
  ...putAndPatch(
    `${API}/groups/:id`,
    (id) => liveGroups().find((g) => g.id === id),
    (request, group, json) => {
      const body = catalogFields(request, json, 'groupName');
      if (body instanceof Response) return body;
      Object.assign(group, body.fields);
      return messageResponse(request, 'groups.updated', {}, groupDto(group));
    },
  ),
  http.delete(`${API}/groups/:id`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const group = liveGroups().find((g) => g.id === idOf(params.id));
    if (!group) return errorResponse(request, 404, 'errors.notFound');
    trashRow('GROUP', group.id, group.groupName);
    return messageResponse(request, 'groups.trashed');
  }),
  http.get(`${API}/groups/:id/students`, ({ request, params }) => {
    const who = allow(request);
    if ('denied' in who) return who.denied;
    const students = liveStudents().filter((s) => s.groupId === idOf(params.id) && matchesSearch(request, s.name, s.lastname, s.email));
    return pagedJson(request, students.map(studentDto));
  }),
];
