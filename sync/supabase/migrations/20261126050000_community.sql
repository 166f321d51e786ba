-- Community: opt-in trader profiles and the leaderboard's published statistics.
-- Shared between traders, so unlike the synced tables a signed-in user may read other users' rows,
-- but only those of traders who opted in (`share_stats`). Only percentages and counts are stored,
-- never money amounts: the product shares performance by percentages only.
-- Writes are always the caller's own rows; policies use `(select auth.uid())` (evaluated once per
-- statement) like 20261122051100_sync_security.sql, and every policy column is indexed.

create table public.trader_profiles (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  display_name text not null check (char_length(display_name) between 2 and 40),
  bio text not null default '' check (char_length(bio) <= 280),
  trading_style text check (trading_style in ('scalping', 'day_trading', 'swing', 'position')),
  share_stats boolean not null default false,
  updated_at timestamptz not null default now()
);

create table public.leaderboard_stats (
  user_id uuid not null default auth.uid() references public.trader_profiles (user_id) on delete cascade,
  period text not null check (period in ('month', 'all_time')),
  period_start date,
  trades integer not null check (trades >= 0),
  win_rate numeric check (win_rate between 0 and 100),
  profit_factor numeric check (profit_factor >= 0),
  roi_percent numeric,
  updated_at timestamptz not null default now(),
  primary key (user_id, period)
);

-- The readers' filter: the traders who share.
create index trader_profiles_share_stats_idx on public.trader_profiles (share_stats, user_id) where share_stats;

-- updated_at is the server's time of the last write, whatever the client sent.
create function public.community_touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke all on function public.community_touch_updated_at() from public, anon, authenticated;

create trigger community_touch_updated_at before insert or update on public.trader_profiles
  for each row execute function public.community_touch_updated_at();
create trigger community_touch_updated_at before insert or update on public.leaderboard_stats
  for each row execute function public.community_touch_updated_at();

alter table public.trader_profiles enable row level security;
alter table public.leaderboard_stats enable row level security;

create policy trader_profiles_select_shared_or_own on public.trader_profiles for select to authenticated
  using (share_stats or (select auth.uid()) = user_id);
create policy trader_profiles_insert_own on public.trader_profiles for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy trader_profiles_update_own on public.trader_profiles for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy trader_profiles_delete_own on public.trader_profiles for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy leaderboard_stats_select_shared_or_own on public.leaderboard_stats for select to authenticated
  using (
    (select auth.uid()) = user_id
    or exists (
      select 1 from public.trader_profiles p
       where p.user_id = leaderboard_stats.user_id and p.share_stats
    )
  );
create policy leaderboard_stats_insert_own on public.leaderboard_stats for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy leaderboard_stats_update_own on public.leaderboard_stats for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy leaderboard_stats_delete_own on public.leaderboard_stats for delete to authenticated
  using ((select auth.uid()) = user_id);

-- The leaderboard reads one period, best ROI first.
create index leaderboard_stats_period_idx on public.leaderboard_stats (period, roi_percent desc);

revoke all on table public.trader_profiles, public.leaderboard_stats from anon, public;
grant select, insert, update, delete on table public.trader_profiles, public.leaderboard_stats to authenticated;
grant all on table public.trader_profiles, public.leaderboard_stats to service_role;
