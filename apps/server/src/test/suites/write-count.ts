import type { Db } from '../../db/connection';

type Rows<T> = { rows: T[] };

/** The test-only table every committed row write leaves a line in (never in a migration: tests add it). */
const LOG = 'test_row_writes';

const watched = new WeakSet<Db>();

/**
 * Puts a row trigger on every table of schema public (and a TRUNCATE trigger), each adding a line to `test_row_writes`
 * in the writer's own transaction: a rolled-back write leaves nothing, a committed one always something, even an
 * update to the same value. Tables are read from the catalogue, so a table added later is covered. Once per database.
 */
async function watchWrites(db: Db): Promise<void> {
  if (watched.has(db)) return;
  await db.execute(`create table if not exists ${LOG} (id bigserial primary key, table_name text not null)`);
  await db.execute(`create or replace function test_note_write() returns trigger language plpgsql as $fn$
    begin
      insert into ${LOG} (table_name) values (tg_table_name);
      return null;
    end $fn$`);
  await db.execute(`do $do$
    declare t record;
    begin
      for t in select table_name from information_schema.tables
               where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> '${LOG}' loop
        execute format('drop trigger if exists test_note_write_rows on public.%I', t.table_name);
        execute format('drop trigger if exists test_note_write_truncate on public.%I', t.table_name);
        execute format('create trigger test_note_write_rows after insert or update or delete on public.%I
                        for each row execute function test_note_write()', t.table_name);
        execute format('create trigger test_note_write_truncate after truncate on public.%I
                        for each statement execute function test_note_write()', t.table_name);
      end loop;
    end $do$`);
  watched.add(db);
}

/**
 * How many row writes the database has committed since it was first asked: equal before and after a request proves
 * the request wrote nothing anywhere (no insert, update, delete or truncate on any table). A count, not a hash of
 * every row, so the suites that check it after thousands of refused requests stay fast.
 */
export async function databaseWrites(db: Db): Promise<string> {
  await watchWrites(db);
  const res = (await db.execute(`select count(*)::text as n from ${LOG}`)) as unknown as Rows<{ n: string }>;
  return res.rows[0]?.n ?? '0';
}

/** Where the write log stands now: give it to `tablesWrittenSince` after a request. */
export async function writeMark(db: Db): Promise<string> {
  await watchWrites(db);
  const res = (await db.execute(`select coalesce(max(id), 0)::text as n from ${LOG}`)) as unknown as Rows<{
    n: string;
  }>;
  return res.rows[0]?.n ?? '0';
}

/** The tables that committed a row write since `mark` (each named once). */
export async function tablesWrittenSince(db: Db, mark: string): Promise<string[]> {
  const res = (await db.execute(
    `select distinct table_name from ${LOG} where id > ${BigInt(mark)} order by table_name`,
  )) as unknown as Rows<{ table_name: string }>;
  return res.rows.map((r) => r.table_name);
}
