import type { Db } from '../index.js';
import { hashPassword } from '../../lib/crypto.js';

export const DEMO_PASSWORD = 'demo123';
export const DEMO_ACCOUNTS = [
  { role: 'ADMIN', email: 'admin@demo.test', first_name: 'Anna', last_name: 'Admin' },
  { role: 'INSTRUCTOR', email: 'instructor@demo.test', first_name: 'Ivan', last_name: 'Petrov' },
  { role: 'STUDENT', email: 'student@demo.test', first_name: 'Sofia', last_name: 'Smirnova' },
] as const;

/**
 * Seeds the demo school when the database has no school at all, so a newcomer can log in
 * at once. Returns whether it seeded.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Serialises concurrent first starts of several processes on one database.
    await trx.selectFrom('schools').select('id').forUpdate().execute();
    const existing = await trx.selectFrom('schools').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const school = await trx
      .insertInto('schools')
      .values({ name: 'Demo School', domain: 'demo', description: 'A school to try the product with.', timezone: 'Europe/Moscow', language: 'en' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await trx
      .insertInto('users')
      .values(DEMO_ACCOUNTS.map((a) => ({ ...a, school_id: school.id, password_hash: passwordHash })))
      .execute();
    return true;
  });
}
