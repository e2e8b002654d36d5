import type { RequestHandler } from 'msw';
import { courseHandlers } from './catalog/courseHandlers';
import { courseCopyHandlers } from './catalog/courseCopyHandlers';
import { courseMemberHandlers } from './catalog/courseMemberHandlers';
import { groupHandlers } from './catalog/groupHandlers';
import { uploadHandlers } from './catalog/uploadHandlers';

/** The admin's catalog: groups, courses (their copies and archiving) and who each course has, and the image upload. */
export const catalogHandlers: RequestHandler[] = [
  ...groupHandlers,
  ...courseHandlers,
  ...courseCopyHandlers,
  ...courseMemberHandlers,
  ...uploadHandlers,
];
