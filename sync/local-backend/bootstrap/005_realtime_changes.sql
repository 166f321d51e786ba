-- Local backend only: the change capture behind /realtime/v1 (sync/local-backend/realtime). A hosted
-- project's Realtime server decodes the write-ahead log instead; PGlite has no logical replication,
-- so here a trigger on every table of the `supabase_realtime` publication records each row change
-- in realtime.changes and nudges the service with NOTIFY. Idempotent.
--
-- Nothing here is readable by anon or authenticated: a change row holds whole records of every
-- user. The service reads them as the database owner and then checks, per subscriber, with the
-- subscriber's own role and claims, whether that subscriber may see the row.

create schema if not exists realtime;
revoke all on schema realtime from public;

create table if not exists realtime.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  type text not null check (type in ('INSERT', 'UPDATE', 'DELETE')),
  -- The new row (INSERT, UPDATE) and the old row (UPDATE, DELETE), rendered by to_jsonb.
  record jsonb,
  old_record jsonb,
  -- The time of the row change (the WAL's commit time is not available to a trigger).
  committed_at timestamptz not null default clock_timestamp(),
  -- The writing transaction: a channel gets only changes its join snapshot did not see committed.
  xid xid8 not null default pg_current_xact_id()
);
alter table realtime.changes add column if not exists xid xid8 not null default pg_current_xact_id();

-- One row: whether any realtime subscription is open. While none is, the trigger records nothing,
-- so writes pay for realtime only while someone listens (the service flips it on join and leave).
create table if not exists realtime.capture_state (
  singleton boolean primary key default true check (singleton),
  enabled boolean not null default false
);
insert into realtime.capture_state (singleton, enabled) values (true, false) on conflict (singleton) do nothing;

-- Runs as its owner so any writer (authenticated, a security-invoker function, the service role)
-- can record its change. The NOTIFY payload is the writing transaction's id: PostgreSQL folds
-- identical notifications of one transaction into one, so a 1,000-row push wakes the service once
-- (a payload must stay under 8,000 bytes, so records never travel in it).
create or replace function realtime.capture_change() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
  begin
    if not exists (select 1 from realtime.capture_state where enabled) then
      return null;
    end if;
    insert into realtime.changes (schema_name, table_name, type, record, old_record)
    values (
      tg_table_schema,
      tg_table_name,
      tg_op,
      case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end,
      case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end
    );
    perform pg_catalog.pg_notify('realtime_changes', pg_catalog.pg_current_xact_id()::text);
    return null;
  end
  $$;
revoke all on function realtime.capture_change() from public;

-- Puts the capture trigger on every table of the publication and takes it off tables that left
-- it. The service calls this when it starts, i.e. after the migrations have run.
create or replace function realtime.install_change_triggers() returns void
  language plpgsql
  set search_path = ''
  as $$
  declare
    v_table regclass;
  begin
    for v_table in
      select pg_catalog.format('%I.%I', p.schemaname, p.tablename)::regclass
      from pg_catalog.pg_publication_tables p
      where p.pubname = 'supabase_realtime'
    loop
      if not exists (select 1 from pg_catalog.pg_trigger t where t.tgrelid = v_table and t.tgname = 'realtime_capture_change') then
        execute pg_catalog.format(
          'create trigger realtime_capture_change after insert or update or delete on %s '
          'for each row execute function realtime.capture_change()', v_table);
      end if;
    end loop;
    for v_table in
      select t.tgrelid::regclass
      from pg_catalog.pg_trigger t
      where t.tgname = 'realtime_capture_change'
        and t.tgrelid not in (
          select pg_catalog.format('%I.%I', p.schemaname, p.tablename)::regclass
          from pg_catalog.pg_publication_tables p
          where p.pubname = 'supabase_realtime'
        )
    loop
      execute pg_catalog.format('drop trigger realtime_capture_change on %s', v_table);
    end loop;
  end
  $$;
revoke all on function realtime.install_change_triggers() from public;
