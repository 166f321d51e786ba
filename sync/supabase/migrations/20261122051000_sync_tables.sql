-- Tables behind every synced local collection (src/db/collections) and the spec's preference tables.
-- Every row carries the sync bookkeeping (see sync/supabase/README.md):
--   doc         the client's document as JSON (minus id and the sync fields); typed columns exist
--               only where the spec names them or a query needs them
--   deleted     soft delete: realtime ignores DELETE events, so a removal is an update
--   revision    server revision, 1 on insert and +1 on every write (trigger below)
--   stamp       pg_current_xact_id() of the writing transaction: the pull's change position
--   updated_at  server time of the last write; created_at server time of the insert

-- Stamps every insert and update, whoever writes (sync_push, REST, SQL): clients cannot forge the
-- revision or the change position.
create function public.sync_stamp_row() returns trigger
  language plpgsql
  set search_path = ''
  as $$
  begin
    new.stamp := pg_catalog.pg_current_xact_id();
    new.updated_at := pg_catalog.now();
    if tg_op = 'INSERT' then
      new.revision := 1;
      new.created_at := pg_catalog.now();
    else
      new.revision := old.revision + 1;
      new.created_at := old.created_at;
    end if;
    return new;
  end
  $$;

-- Journal collections: one row per client document, keyed by the client's UUID.
create table public.trades (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  doc jsonb not null default '{}'::jsonb check (jsonb_typeof(doc) = 'object'),
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  revision bigint not null default 1,
  stamp xid8 not null default pg_current_xact_id()
);

create table public.fills (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  doc jsonb not null default '{}'::jsonb check (jsonb_typeof(doc) = 'object'),
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  revision bigint not null default 1,
  stamp xid8 not null default pg_current_xact_id()
);

create table public.ledger_entries (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  doc jsonb not null default '{}'::jsonb check (jsonb_typeof(doc) = 'object'),
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  revision bigint not null default 1,
  stamp xid8 not null default pg_current_xact_id()
);

create table public.tags (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  doc jsonb not null default '{}'::jsonb check (jsonb_typeof(doc) = 'object'),
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  revision bigint not null default 1,
  stamp xid8 not null default pg_current_xact_id()
);

create table public.accounts (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  doc jsonb not null default '{}'::jsonb check (jsonb_typeof(doc) = 'object'),
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  revision bigint not null default 1,
  stamp xid8 not null default pg_current_xact_id()
);

create table public.import_batches (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  doc jsonb not null default '{}'::jsonb check (jsonb_typeof(doc) = 'object'),
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  revision bigint not null default 1,
  stamp xid8 not null default pg_current_xact_id()
);

create table public.plans (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  doc jsonb not null default '{}'::jsonb check (jsonb_typeof(doc) = 'object'),
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  revision bigint not null default 1,
  stamp xid8 not null default pg_current_xact_id()
);

create table public.journal_entries (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  doc jsonb not null default '{}'::jsonb check (jsonb_typeof(doc) = 'object'),
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  revision bigint not null default 1,
  stamp xid8 not null default pg_current_xact_id()
);

create table public.custom_items (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  doc jsonb not null default '{}'::jsonb check (jsonb_typeof(doc) = 'object'),
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  revision bigint not null default 1,
  stamp xid8 not null default pg_current_xact_id()
);

-- Preference documents without a spec table (profile, notifications, ...), keyed by the
-- preference key: two devices that each create the default `profile` offline meet on one row.
create table public.user_preferences (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  key text not null check (length(key) between 1 and 40),
  doc jsonb not null default '{}'::jsonb check (jsonb_typeof(doc) = 'object'),
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  revision bigint not null default 1,
  stamp xid8 not null default pg_current_xact_id(),
  primary key (user_id, key)
);

-- The spec's tables, one row per user (the `customization`, `xpLevel` and `progression`
-- preference documents). `doc` keeps the document's fields that have no column (e.g. xp).
create table public.user_customization_preferences (
  user_id uuid not null default auth.uid() primary key references auth.users (id) on delete cascade,
  calm_mode_enabled boolean not null default false,
  sound_enabled boolean not null default true,
  animation_speed text not null default 'normal',
  active_theme text not null default 'default',
  unlocked_themes text[] not null default '{}',
  doc jsonb not null default '{}'::jsonb check (jsonb_typeof(doc) = 'object'),
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  revision bigint not null default 1,
  stamp xid8 not null default pg_current_xact_id()
);

create table public.user_xp_levels (
  user_id uuid not null default auth.uid() primary key references auth.users (id) on delete cascade,
  current_level integer not null default 1 check (current_level >= 1),
  doc jsonb not null default '{}'::jsonb check (jsonb_typeof(doc) = 'object'),
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  revision bigint not null default 1,
  stamp xid8 not null default pg_current_xact_id()
);

create table public.user_progression (
  user_id uuid not null default auth.uid() primary key references auth.users (id) on delete cascade,
  -- rookie_trader ... legend_trader; a plain string so a new rank needs no constraint change.
  rank text not null default 'rookie_trader',
  doc jsonb not null default '{}'::jsonb check (jsonb_typeof(doc) = 'object'),
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  revision bigint not null default 1,
  stamp xid8 not null default pg_current_xact_id()
);
