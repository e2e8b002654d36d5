import { INVITE_TOKEN_TTL_DAYS, LANGUAGES, type Language } from '../../src/api/constants.js';
import { checkEmail, checkPassword, normalizeEmail } from '../../src/api/rules.js';
import { isReservedDomain } from '../../src/api/schools.js';
import { hashPassword } from '../lib/crypto.js';
import { schoolUsage } from '../lib/tariffLimits.js';
import { createResetToken } from '../routes/auth/repository.js';
import { cleanDomain, cleanTimezone, requiredText } from '../routes/schools/fields.js';
import { domainTaken } from '../routes/schools/repository.js';
import { CliError, type CliContext } from './context.js';

export interface NewSchool {
  domain: string;
  name: string;
  adminEmail: string;
  adminFirstName: string;
  adminLastName: string;
  /** Set as the admin's password; without it the admin gets an invitation link to choose one. */
  password?: string;
  /** A tariff's code; the database's default plan (Free) when omitted. */
  tariff?: string;
  timezone: string;
  language: string;
}

/** What the operator hands on to the new admin. */
export interface CreatedSchool {
  schoolId: number;
  adminId: number;
  /** The link that sets the admin's password (valid INVITE_TOKEN_TTL_DAYS), when no password was given. */
  inviteLink?: string;
}

function ruleProblem(field: string, key: ReturnType<typeof checkEmail>): CliError | undefined {
  return key ? new CliError('cli.fieldProblem', { field, problem: { userKey: `validation.${key}` } }) : undefined;
}

/** The new school's fields as the app would accept them: checked before the database is opened. */
export interface CheckedSchool extends Omit<NewSchool, 'adminEmail' | 'adminFirstName' | 'adminLastName' | 'language'> {
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
}

/** Every check that needs no database, each failing with the option at fault. */
export function checkNewSchool(input: NewSchool): CheckedSchool {
  const domain = cleanDomain(input.domain.trim());
  if (isReservedDomain(domain)) throw new CliError('cli.createSchool.reserved', { domain });
  const name = requiredText(input.name, 'name');
  const firstName = requiredText(input.adminFirstName, 'admin-first-name');
  const lastName = requiredText(input.adminLastName, 'admin-last-name');
  const timezone = cleanTimezone(input.timezone);
  if (!(LANGUAGES as readonly string[]).includes(input.language))
    throw new CliError('cli.createSchool.languageInvalid', { languages: LANGUAGES.join(', ') });
  const emailProblem = ruleProblem('admin-email', checkEmail(input.adminEmail));
  if (emailProblem) throw emailProblem;
  if (input.password !== undefined) {
    const problem = ruleProblem('password', checkPassword(input.password));
    if (problem) throw problem;
  }
  return {
    ...input,
    domain,
    name,
    firstName,
    lastName,
    timezone,
    email: normalizeEmail(input.adminEmail),
    language: input.language as Language,
  };
}

/**
 * A school and its admin, as the sign-up creates them, in one transaction; the operator vouches
 * for the address, so there is no confirmation email. The admin either gets the password given
 * or, as invited instructors do, a single-use link to choose one.
 */
export async function createSchool(ctx: CliContext, input: CheckedSchool): Promise<CreatedSchool> {
  const { domain, name, firstName, lastName, timezone, email } = input;
  const { db, now } = ctx;
  const tariff = input.tariff ? await db.selectFrom('tariffs').select('id').where('code', '=', input.tariff).executeTakeFirst() : undefined;
  if (input.tariff && !tariff) {
    const codes = await db.selectFrom('tariffs').select('code').orderBy('position').execute();
    throw new CliError('cli.createSchool.noTariff', { tariff: input.tariff, plans: codes.map((c) => c.code).join(', ') });
  }
  if (await domainTaken(db, domain)) throw new CliError('cli.createSchool.domainTaken', { domain });
  if (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) {
    throw new CliError('cli.createSchool.emailTaken', { email });
  }
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const at = now();
  return db.transaction().execute(async (trx) => {
    const school = await trx
      .insertInto('schools')
      .values({ name, domain, description: '', timezone, language: input.language, tariff_id: tariff?.id, terms_accepted_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const admin = await trx
      .insertInto('users')
      .values({
        school_id: school.id,
        role: 'ADMIN',
        first_name: firstName,
        last_name: lastName,
        email,
        password_hash: passwordHash,
        language: input.language,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (passwordHash) return { schoolId: school.id, adminId: admin.id };
    const token = await createResetToken(trx, admin.id, at, 'invite', INVITE_TOKEN_TTL_DAYS * 24 * 60);
    return { schoolId: school.id, adminId: admin.id, inviteLink: `${ctx.config.publicUrl}/reset-password/${token}` };
  });
}

export interface SchoolRow {
  id: number;
  domain: string;
  name: string;
  tariff: string;
  students: number;
  instructors: number;
  courses: number;
  storageBytes: number;
}

/** Every school with what it uses: live students, instructors and courses, and stored bytes. */
export async function listSchools(ctx: CliContext): Promise<SchoolRow[]> {
  const { db } = ctx;
  const schools = await db
    .selectFrom('schools')
    .innerJoin('tariffs', 'tariffs.id', 'schools.tariff_id')
    .select(['schools.id', 'schools.domain', 'schools.name', 'tariffs.code as tariff'])
    .orderBy('schools.id')
    .execute();
  const courses = await db
    .selectFrom('courses')
    .select(['school_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('deleted_at', 'is', null)
    .groupBy('school_id')
    .execute();
  const coursesOf = new Map(courses.map((row) => [row.school_id, Number(row.n)]));
  const rows: SchoolRow[] = [];
  for (const school of schools) {
    const usage = await schoolUsage(db, school.id);
    rows.push({
      ...school,
      students: usage.students,
      instructors: usage.instructors,
      courses: coursesOf.get(school.id) ?? 0,
      storageBytes: usage.storageBytes,
    });
  }
  return rows;
}
