-- Exchange connections: a trader's read-only API key on an exchange, synced by the server
-- (sync/exchange-sync, the `exchange-sync` function). The app reads its own connections' status
-- here; every write goes through the function (service role), so a client can neither forge a
-- sync status nor point a connection at another account.
--
-- The API secret never lives in a table a client role can read: it is in
-- `exchange_sync.connection_secrets`, a schema the API does not expose and no client role may use,
-- and it is stored encrypted (AES-256-GCM) with a key that is not in the database (the local
-- backend keeps it beside its data, a hosted project as the function's secret). Removing the
-- connection removes its secret (on delete cascade).

create table public.exchange_connections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  exchange text not null check (exchange in ('binance', 'bybit', 'okx')),
  label text not null default '' check (char_length(label) <= 60),
  -- The journal account the fills are filed under (an id of the trader's `accounts` rows).
  account_id uuid not null,
  markets text[] not null default '{}',
  key_last4 text not null check (char_length(key_last4) <= 4),
  -- Per market, where the next sync starts (the exchange's own time or id): see sync/exchange-sync.
  cursors jsonb not null default '{}' check (jsonb_typeof(cursors) = 'object'),
  last_sync_at timestamptz,
  last_attempt_at timestamptz,
  last_fills_added integer not null default 0 check (last_fills_added >= 0),
  last_funding_added integer not null default 0 check (last_funding_added >= 0),
  -- A stable code the app translates (e.g. `rate_limited`, `key_refused`), never the exchange's text.
  last_error_code text check (char_length(last_error_code) <= 40),
  last_error_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index exchange_connections_user_idx on public.exchange_connections (user_id, created_at);

alter table public.exchange_connections enable row level security;
create policy exchange_connections_select_own on public.exchange_connections for select to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.exchange_connections from anon, authenticated, public;
grant select on table public.exchange_connections to authenticated;
grant all on table public.exchange_connections to service_role;

create schema if not exists exchange_sync;
revoke all on schema exchange_sync from public, anon, authenticated;
grant usage on schema exchange_sync to service_role;

create table exchange_sync.connection_secrets (
  connection_id uuid primary key references public.exchange_connections (id) on delete cascade,
  -- base64url(iv ‖ ciphertext ‖ tag) of the JSON {apiKey, secret, password}.
  sealed text not null
);
revoke all on table exchange_sync.connection_secrets from public, anon, authenticated;
grant all on table exchange_sync.connection_secrets to service_role;

-- The server's dedupe of a synced fill against those already stored (imported by CSV or synced
-- before) reads the caller's fills by their dedupe key.
create index fills_dedupe_key_idx on public.fills (user_id, (doc ->> 'dedupeKey'));
