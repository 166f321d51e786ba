-- Local backend only (a hosted Supabase project already has all of this): the API roles and the
-- grants Supabase gives them. Idempotent: every statement may run again on an existing database.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  -- The service role bypasses row-level security, as on Supabase. Never handed to a browser.
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- PostgREST's login role: it holds no rights of its own and switches per request with
  -- `set local role <jwt role>`. The local backend may instead connect as the database owner and
  -- switch the same way; either way every request runs as anon, authenticated or service_role.
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

-- Supabase grants the API roles everything in `public` by default and relies on row-level
-- security. The migrations therefore revoke what anon must not have; reproducing the defaults here
-- keeps the local backend as permissive as a hosted project, so a missing revoke shows up in tests.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- `extensions` is on PostgREST's search path (`public, extensions`) in Supabase projects.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
