import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/index.js';
import type { AuthResponse } from '../../src/api/types.js';

/*
 * A sign-up only queues a confirmation mail: tests that need the new admin logged
 * in open the link from that mail, as the admin would.
 */

/** The token of the newest sign-up confirmation link queued for an address. */
export async function confirmTokenFor(db: Db, email: string): Promise<string> {
  const rows = await db
    .selectFrom('mail_queue')
    .select(['body_text', 'id'])
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    const token = /\/sign-up\/confirm\?token=([A-Za-z0-9_-]+)/.exec(row.body_text)?.[1];
    if (token) return token;
  }
  throw new Error(`no sign-up confirmation mail to ${email}`);
}

/** Opens the sign-up confirmation link mailed to an address; answers the new session. */
export async function confirmSignUp(app: FastifyInstance, db: Db, email: string): Promise<AuthResponse> {
  const token = await confirmTokenFor(db, email);
  const res = await app.inject({ method: 'POST', url: '/api/schools/sign-up/confirm', payload: { token } });
  if (res.statusCode !== 200) throw new Error(`sign-up confirm for ${email} answered ${res.statusCode}: ${res.body}`);
  return res.json<AuthResponse>();
}
