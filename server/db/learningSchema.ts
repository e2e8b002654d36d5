import type { Generated } from 'kysely';
import type { Timestamp, CreatedAt, UpdatedAt } from './columnTypes.js';

/* The tables of migration 0006: lessons and their videos, links and presentations. */

export interface LessonsTable {
  id: Generated<number>;
  school_id: number;
  course_id: number;
  name: string;
  /** When students start to see it (UTC). */
  show_date: Timestamp;
  /** 1..n among the course's live lessons (see server/lib/lessonOrder.ts). */
  position: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Set while the lesson sits in the trash. */
  deleted_at: Timestamp | null;
  deleted_by: number | null;
}

export interface VideosTable {
  id: Generated<number>;
  school_id: number;
  lesson_id: number;
  name: string;
  description: Generated<string>;
  link: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface LinksTable {
  id: Generated<number>;
  school_id: number;
  lesson_id: number;
  text: string;
  link: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PresentationsTable {
  id: Generated<number>;
  school_id: number;
  lesson_id: number;
  name: string;
  description: Generated<string>;
  /** The PDF upload; null once that file was deleted. */
  file_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
