import type { ColumnType } from 'kysely';

/* The column types the table interfaces (schema.ts and the *Schema.ts beside it) share. */

/** A timestamptz the app sets: read as a Date, written as a Date or ISO text. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A row's creation time: the database's default unless given, never changed. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A row's last change: the default on insert, set by each update. */
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: read parsed, written as JSON text (pg would send a JS array as a SQL array). */
export type Json<T> = ColumnType<T, string | undefined, string>;
