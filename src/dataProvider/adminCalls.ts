import type { Identifier } from 'ra-core';
import type { CourseCopyInput } from '../api/courseCopy';
import type { CourseDto, FileUploadResponse, ImportResponse, MessageResponse, SavedResponse } from '../api/types';
import type { HttpClient, UploadProgress } from './httpClient';

/** The kinds of files the upload call sorts by (images for groups and courses, PDFs for presentations). */
/** image: PNG, JPEG, WebP, GIF; brand (a school's logo, favicon): those and ICO, BMP; pdf. */
export type UploadKind = 'image' | 'brand' | 'pdf' | 'avatar';

/**
 * The admin area's calls that are not plain CRUD (SPEC §7 Courses, Files, Students, Groups,
 * Announcements, Trash). Each mutation answers the server's `{message}`, which the screens
 * show as the green notice.
 */
export interface AdminCalls {
  /** PUT groups/update/{id}: marks a group finished, or reopens it. */
  setGroupFinished(groupId: Identifier, isFinished: boolean): Promise<MessageResponse>;
  /** PUT courses/{id}/assignee?instructorsIds=…: adds instructors to a course. */
  assignInstructors(courseId: Identifier, instructorIds: Identifier[]): Promise<MessageResponse>;
  /** PUT courses/{courseId}/delete/{teacherId}: takes one instructor off a course. */
  removeInstructor(courseId: Identifier, teacherId: Identifier): Promise<MessageResponse>;
  /** POST courses/{courseId}/groups/{groupId}: the group's students follow the course. */
  addCourseGroup(courseId: Identifier, groupId: Identifier): Promise<MessageResponse>;
  /** DELETE courses/{courseId}/groups/{groupId}. */
  removeCourseGroup(courseId: Identifier, groupId: Identifier): Promise<MessageResponse>;
  /** POST courses/{courseId}/copy: the course copied for a new term; answers the new course. */
  copyCourse(courseId: Identifier, input: CourseCopyInput): Promise<SavedResponse<CourseDto>>;
  /** PUT courses/{courseId}/archive or /unarchive: read-only (still rated), or back in use. */
  setCourseArchived(courseId: Identifier, archived: boolean): Promise<SavedResponse<CourseDto>>;
  /** PUT courses/{id}/students/{studentId}/block: on this course alone. */
  blockCourseStudent(courseId: Identifier, studentId: Identifier): Promise<MessageResponse>;
  unblockCourseStudent(courseId: Identifier, studentId: Identifier): Promise<MessageResponse>;
  /** PUT students/{id}/block: the student cannot log in any more. */
  blockStudent(studentId: Identifier): Promise<MessageResponse>;
  unblockStudent(studentId: Identifier): Promise<MessageResponse>;
  /** PUT announcements/{id}/activation?active=…: shows or hides an announcement. */
  setAnnouncementActive(announcementId: Identifier, active: boolean): Promise<MessageResponse>;
  /** PUT trash/{id}/restore: brings the item back with its relations. */
  restoreTrash(trashId: Identifier): Promise<MessageResponse>;
  /** DELETE trash/{id}: destroys the item for good. */
  destroyTrash(trashId: Identifier): Promise<MessageResponse>;
  /** POST /api/static/upload?kind=…, multipart field `file`. */
  uploadFile(file: Blob, kind?: UploadKind): Promise<FileUploadResponse>;
  /** DELETE /api/static/delete?fileLink=…. */
  deleteFile(fileLink: string): Promise<MessageResponse>;
  /**
   * POST students/import/{groupId}, multipart field `file` (.xlsx), reporting the upload's
   * progress. A refused file rejects with an HttpError whose body lists the rows at fault.
   */
  importStudents(groupId: Identifier, file: Blob, onProgress?: (progress: UploadProgress) => void): Promise<ImportResponse>;
}

const segment = (id: Identifier) => encodeURIComponent(String(id));

function fileForm(file: Blob): FormData {
  const form = new FormData();
  // A Blob without a name (tests, pasted images) still needs one for the multipart part.
  form.append('file', file, file instanceof File ? file.name : 'upload');
  return form;
}

/** The named calls over an API base and the app's HTTP client. */
export function createAdminCalls(url: (path: string) => string, httpClient: HttpClient): AdminCalls {
  const put = (path: string, searchParams?: Record<string, string | number | boolean | Array<string | number>>) =>
    httpClient<MessageResponse>(url(path), { method: 'PUT', searchParams });

  return {
    setGroupFinished: (groupId, isFinished) =>
      httpClient<MessageResponse>(url(`groups/update/${segment(groupId)}`), { method: 'PUT', json: { isFinished } }),
    assignInstructors: (courseId, instructorIds) =>
      put(`courses/${segment(courseId)}/assignee`, { instructorsIds: instructorIds.map((id) => String(id)) }),
    removeInstructor: (courseId, teacherId) => put(`courses/${segment(courseId)}/delete/${segment(teacherId)}`),
    addCourseGroup: (courseId, groupId) =>
      httpClient<MessageResponse>(url(`courses/${segment(courseId)}/groups/${segment(groupId)}`), { method: 'POST' }),
    removeCourseGroup: (courseId, groupId) =>
      httpClient<MessageResponse>(url(`courses/${segment(courseId)}/groups/${segment(groupId)}`), { method: 'DELETE' }),
    copyCourse: (courseId, input) =>
      httpClient<SavedResponse<CourseDto>>(url(`courses/${segment(courseId)}/copy`), { method: 'POST', json: input }),
    setCourseArchived: (courseId, archived) =>
      httpClient<SavedResponse<CourseDto>>(url(`courses/${segment(courseId)}/${archived ? 'archive' : 'unarchive'}`), { method: 'PUT' }),
    blockCourseStudent: (courseId, studentId) => put(`courses/${segment(courseId)}/students/${segment(studentId)}/block`),
    unblockCourseStudent: (courseId, studentId) => put(`courses/${segment(courseId)}/students/${segment(studentId)}/unblock`),
    blockStudent: (studentId) => put(`students/${segment(studentId)}/block`),
    unblockStudent: (studentId) => put(`students/${segment(studentId)}/unblock`),
    setAnnouncementActive: (announcementId, active) => put(`announcements/${segment(announcementId)}/activation`, { active }),
    restoreTrash: (trashId) => put(`trash/${segment(trashId)}/restore`),
    destroyTrash: (trashId) => httpClient<MessageResponse>(url(`trash/${segment(trashId)}`), { method: 'DELETE' }),
    uploadFile: (file, kind = 'image') =>
      httpClient<FileUploadResponse>(url('static/upload'), { method: 'POST', body: fileForm(file), searchParams: { kind } }),
    deleteFile: (fileLink) => httpClient<MessageResponse>(url('static/delete'), { method: 'DELETE', searchParams: { fileLink } }),
    importStudents(groupId, file, onProgress) {
      const target = url(`students/import/${segment(groupId)}`);
      // Without an upload half (a bare mocked client), the import still works, just without progress.
      if (httpClient.upload) return httpClient.upload<ImportResponse>(target, fileForm(file), { onProgress });
      return httpClient<ImportResponse>(target, { method: 'POST', body: fileForm(file) });
    },
  };
}
