-- Local backend only: the tables the /auth/v1 service (sync/local-backend/auth) keeps for itself,
-- named and shaped after GoTrue's own (auth.identities, auth.sessions, auth.refresh_tokens,
-- auth.mfa_amr_claims, auth.flow_state, auth.one_time_tokens) so SQL written against a hosted
-- project's auth schema reads them the same way. Plus the local mailbox, which has no hosted
-- counterpart (a hosted project sends real mail). Idempotent.
--
-- None of these is readable by anon or authenticated: they hold refresh tokens, sign-in links and
-- PKCE codes. The service reads them as the database owner; the service role may, as on Supabase.

-- Email-change links: GoTrue keeps the token of the new address on the user row.
alter table auth.users add column if not exists email_change_token_new varchar(255);

-- One row per way of signing in: 'email' (provider_id = the user id) or 'google' (the Google
-- subject). user_metadata and app_metadata.providers are derived from these rows.
create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);

-- A signed-in device. Access tokens carry its id (`session_id`); deleting the row signs that
-- device out: its refresh tokens go with it and its access tokens get 403 session_not_found.
create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  aal text not null default 'aal1',
  not_after timestamptz,
  refreshed_at timestamptz,
  user_agent text,
  ip text,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- GoTrue's refresh tokens (algorithm version 1): 12 random characters, rotated on every use; a
-- rotated token stays as a revoked row whose child (`parent` = its token) is the next one, which
-- is how reuse is detected.
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent varchar(255),
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists refresh_tokens_token_unique on auth.refresh_tokens (token);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

-- How a session was signed in ('password', 'otp', 'oauth', 'email/signup', 'recovery'): the
-- access token's `amr` claim.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

-- PKCE (and OAuth) flows in progress: the code challenge a client sent with sign-up, recovery or
-- /authorize, and the auth code it exchanges at /token?grant_type=pkce. `referrer` is where the
-- OAuth flow returns to.
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text,
  code_challenge_method text,
  code_challenge text,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  referrer text
);
create index if not exists flow_state_auth_code_idx on auth.flow_state (auth_code);
create index if not exists flow_state_user_id_method_idx on auth.flow_state (user_id, authentication_method, created_at desc);

-- The token hashes behind email links (confirmation, recovery, email change): one per user and
-- kind, replaced when a new mail is sent, deleted once used.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null,
  relates_to text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint one_time_tokens_token_type_check check (token_type in ('confirmation_token', 'recovery_token', 'email_change_token_new')),
  constraint one_time_tokens_user_id_token_type_key unique (user_id, token_type)
);
create index if not exists one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);

-- Local only: every mail the backend would have sent (no mail server here), newest first at
-- /auth/v1/mailbox.
create table if not exists auth.local_mailbox (
  id bigserial primary key,
  created_at timestamptz not null default now(),
  to_email text not null,
  kind text not null,
  subject text not null,
  link text,
  body text not null
);
create index if not exists local_mailbox_to_email_idx on auth.local_mailbox (lower(to_email), id desc);

revoke all on auth.identities, auth.sessions, auth.refresh_tokens, auth.mfa_amr_claims,
  auth.flow_state, auth.one_time_tokens, auth.local_mailbox from public, anon, authenticated;
revoke all on sequence auth.refresh_tokens_id_seq, auth.local_mailbox_id_seq from public, anon, authenticated;
grant all on auth.identities, auth.sessions, auth.refresh_tokens, auth.mfa_amr_claims,
  auth.flow_state, auth.one_time_tokens, auth.local_mailbox to service_role;
grant usage on sequence auth.refresh_tokens_id_seq, auth.local_mailbox_id_seq to service_role;
