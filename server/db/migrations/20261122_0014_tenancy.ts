import { sql, type Kysely } from 'kysely';

// Frozen: schools as tenants. The plans (tariffs) a school signs up for, with their limits and
// monthly price; each school's plan; when its admin accepted the terms of use; and foreign keys
// for the branding images, so a deleted file clears the logo or favicon instead of breaking it.
// Schools that existed before plans did get Pro, so no running school is suddenly limited; a
// new school row without a plan gets Free.

const PLANS = [
  { code: 'free', name: 'Free', max_students: 50, max_instructors: 3, max_storage_mb: 500, price_cents: 0, position: 1 },
  { code: 'standard', name: 'Standard', max_students: 500, max_instructors: 25, max_storage_mb: 10_240, price_cents: 2900, position: 2 },
  // Pro is sized for the schools the product is built for (100,000 students; the import bench adds 5,000 a run).
  { code: 'pro', name: 'Pro', max_students: 100_000, max_instructors: 1000, max_storage_mb: 1_048_576, price_cents: 9900, position: 3 },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tariffs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('max_students', 'integer', (c) => c.notNull().check(sql`max_students >= 0`))
    .addColumn('max_instructors', 'integer', (c) => c.notNull().check(sql`max_instructors >= 0`))
    .addColumn('max_storage_mb', 'integer', (c) => c.notNull().check(sql`max_storage_mb >= 0`))
    // Per month, in minor units of the currency.
    .addColumn('price_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`price_cents >= 0`),
    )
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    // Offered at sign-up; a plan made for one customer is not.
    .addColumn('public', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  const plans = await db.insertInto('tariffs').values(PLANS).returning(['id', 'code']).execute();
  const idOf = (code: string) => plans.find((p) => p.code === code)!.id as number;

  await sql`alter table schools add column tariff_id integer references tariffs (id)`.execute(db);
  await sql`update schools set tariff_id = ${idOf('pro')}`.execute(db);
  await sql.raw(`alter table schools alter column tariff_id set default ${idOf('free')}, alter column tariff_id set not null`).execute(db);
  await sql`alter table schools add column terms_accepted_at timestamptz`.execute(db);
  await sql`update schools set theme_color = lower(theme_color) where theme_color is not null`.execute(db);
  await sql`update schools set theme_color = null where theme_color !~ '^#[0-9a-f]{6}$'`.execute(db);
  await sql`alter table schools add constraint schools_theme_color_check check (theme_color ~ '^#[0-9a-f]{6}$')`.execute(db);
  await sql`update schools set logo_file_id = null where logo_file_id not in (select id from files)`.execute(db);
  await sql`update schools set favicon_file_id = null where favicon_file_id not in (select id from files)`.execute(db);
  await sql`alter table schools add constraint schools_logo_file_fk foreign key (logo_file_id) references files (id) on delete set null`.execute(
    db,
  );
  await sql`alter table schools add constraint schools_favicon_file_fk foreign key (favicon_file_id) references files (id) on delete set null`.execute(
    db,
  );
  // The storage a school uses is summed over its files.
  await sql`create index files_school_size_idx on files (school_id) include (size)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index files_school_size_idx`.execute(db);
  await sql`alter table schools drop constraint schools_favicon_file_fk, drop constraint schools_logo_file_fk, drop constraint schools_theme_color_check`.execute(
    db,
  );
  await sql`alter table schools drop column terms_accepted_at, drop column tariff_id`.execute(db);
  await db.schema.dropTable('tariffs').execute();
}
