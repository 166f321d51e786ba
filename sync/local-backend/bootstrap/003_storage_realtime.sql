-- Local backend only: Supabase Storage's tables and helpers, and the realtime publication.
-- Column names follow supabase/storage so bucket rows and policies written for a hosted project
-- run unchanged. Idempotent.

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

-- As on Supabase: the API roles hold table rights and row-level security decides. With no policy,
-- nobody but the service role sees a row.
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- 'a/b/c.png' -> {a,b}: the folders of an object name (supabase/storage's definition).
create or replace function storage.foldername(name text) returns text[]
  language plpgsql immutable
  as $$
  declare
    _parts text[];
  begin
    select string_to_array(name, '/') into _parts;
    return _parts[1:array_length(_parts, 1) - 1];
  end
  $$;

create or replace function storage.filename(name text) returns text
  language plpgsql immutable
  as $$
  declare
    _parts text[];
  begin
    select string_to_array(name, '/') into _parts;
    return _parts[array_length(_parts, 1)];
  end
  $$;

create or replace function storage.extension(name text) returns text
  language plpgsql immutable
  as $$
  declare
    _parts text[];
    _filename text;
  begin
    select string_to_array(name, '/') into _parts;
    select _parts[array_length(_parts, 1)] into _filename;
    return reverse(split_part(reverse(_filename), '.', 1));
  end
  $$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Supabase Realtime streams the tables of this publication; migrations add their tables to it.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
