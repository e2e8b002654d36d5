/**
 * The learning area's contract (SPEC §7 Lessons, Videos, Links, Presentations), shared by the
 * app, its tests and the server, with the pure rules both sides apply: which links are
 * accepted, and how a YouTube link becomes a thumbnail and an embedded player.
 *
 * Timestamps are ISO 8601 strings in UTC (`2026-04-01T09:00:00.000Z`); the UI shows a lesson's
 * showDate as dd.MM.yyyy HH:mm in the school's timezone (`MeResponse.school.timezone`).
 */

/** Limits of the learning texts, checked by the server's JSON schemas. */
export const LESSON_NAME_MAX = 200;
export const MATERIAL_NAME_MAX = 200;
export const MATERIAL_DESCRIPTION_MAX = 2000;
export const URL_MAX = 2048;

/** A lesson as the instructor's list and the student's list show it. */
export interface LessonDto {
  id: number;
  courseId: number;
  lessonName: string;
  /** When students start to see the lesson: ISO 8601 in UTC. */
  showDate: string;
  /** 1..n in the course, without gaps; drag sends the new index plus one. */
  position: number;
  /** Whether showDate has come, so students see it now. */
  isShown: boolean;
  videosCount: number;
  linksCount: number;
  presentationsCount: number;
  createdAt: string;
  updatedAt: string;
}

/** A lesson's neighbour, for moving between lessons without another call. */
export interface LessonRef {
  id: number;
  lessonName: string;
  position: number;
  showDate: string;
}

/** GET /courses/{courseId}/lessons/{lessonId}: the lesson with its materials. */
export interface LessonDetailDto extends LessonDto {
  /** Every lesson of the course the caller may open, in order (a student sees the shown ones). */
  allLessons: LessonRef[];
  videos: VideoDto[];
  links: LinkDto[];
  presentations: PresentationDto[];
}

export interface LessonInput {
  lessonName: string;
  /** ISO 8601 with an offset or Z, e.g. 2026-04-01T12:00:00+03:00; stored in UTC. */
  showDate: string;
}

export interface VideoDto {
  id: number;
  lessonId: number;
  videoName: string;
  description: string;
  link: string;
  /** The 11-character YouTube id, or null for another host (then just show the link). */
  youtubeId: string | null;
  /** https://img.youtube.com/vi/ID/hqdefault.jpg, or null. */
  thumbnailUrl: string | null;
  /** https://www.youtube-nocookie.com/embed/ID for an <iframe>, or null. */
  embedUrl: string | null;
  createdAt: string;
}
export interface VideoInput {
  videoName: string;
  description?: string;
  /** An http(s) address. */
  link: string;
}

export interface LinkDto {
  id: number;
  lessonId: number;
  /** What the link shows. */
  text: string;
  /** An http(s) address. */
  link: string;
  createdAt: string;
}
export interface LinkInput {
  text: string;
  link: string;
}

export interface PresentationDto {
  presentationId: number;
  lessonId: number;
  name: string;
  description: string;
  /** The upload (POST /static/upload?kind=pdf) holding the PDF; null if that file was deleted. */
  fileId: number | null;
  /** Where the PDF is served, for reading in the browser (/api/static/files/<key>.pdf). */
  fileLink: string | null;
  /** The uploaded file's original name, for display. */
  fileName: string | null;
  createdAt: string;
}
export interface PresentationInput {
  name: string;
  description?: string;
  /** fileId of a PDF uploaded to this school; another file answers 400 naming fileId. */
  fileId: number;
}

/** Whether a text is an absolute http:// or https:// address with a host (nothing like javascript:). */
export function isHttpUrl(text: string): boolean {
  if (text.length > URL_MAX || /\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * The 11-character video id of a YouTube link, or null for any other link. Understands
 * youtube.com/watch?v=ID, youtu.be/ID, /embed/ID, /shorts/ID, /live/ID and /v/ID.
 */
export function youtubeIdOf(link: string): string | null {
  if (!isHttpUrl(link)) return null;
  const url = new URL(link);
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) candidate = segments[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** What a video shows: a thumbnail and a privacy-friendly player for YouTube, nothing else for other hosts. */
export function videoPreviewOf(link: string): Pick<VideoDto, 'youtubeId' | 'thumbnailUrl' | 'embedUrl'> {
  const id = youtubeIdOf(link);
  return {
    youtubeId: id,
    thumbnailUrl: id ? `https://img.youtube.com/vi/${id}/hqdefault.jpg` : null,
    embedUrl: id ? `https://www.youtube-nocookie.com/embed/${id}` : null,
  };
}

/**
 * The instant an ISO 8601 date-time with an offset (or Z) names, or null when the text is not
 * one or names a day no calendar has (2026-02-31). Seconds and fractions are optional.
 */
export function parseOffsetDateTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0', , zone, oh, om] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  if (zone !== 'Z' && (Number(oh) > 14 || Number(om) > 59)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}
