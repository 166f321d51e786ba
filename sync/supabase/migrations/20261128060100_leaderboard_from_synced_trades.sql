-- The leaderboard's figures are computed here, from each trader's synced trades, instead of being
-- posted by the app: a client could post any ROI (`roi_percent: 99999999`) and come first.
-- `leaderboard_stats` becomes a read-only view with the same columns the app read before (minus
-- updated_at): one row per period ('month', 'all_time') for every trader who shares
-- (trader_profiles.share_stats) and for the caller. Only counts and percentages leave it, never an
-- amount; a period with fewer than 20 closed trades shows its count and no figures. Only SELECT is
-- granted, so a POST, PATCH or DELETE is a 403 `42501 permission denied for view leaderboard_stats`.
--
-- The figures follow the app's metrics engine (src/domain/metrics, src/domain/community):
--   * trades: not deleted (the row's `deleted` or the document's `isDeleted`), every stored decimal
--     readable; closed when `closedAt` is set; P&L in the trader's view (tradingDefaults.pnlView,
--     net by default) in the trade's quote coin, as src/domain/trades/trade-math.ts derives it:
--     gross = (exit - entry) x quantity x direction (inverse: quantity x contractSize x
--     (exit - entry) / (entry x exit) x direction, in coin, then x exit price), or the stated
--     overrides.realizedPnl; net = gross - fee + funding, or overrides.netPnl; a fee in a coin other
--     than base or quote has no price here, so that trade's net P&L is unknown (as without a rate).
--   * the report is the quote coin with the most trades of the period (ties: name); the month is
--     the calendar month in the trader's zone (profile.timeZone, UTC when not set or unknown).
--   * trades = closed trades with a known P&L; outcome breakeven when |P&L| <= the breakeven band;
--     win rate = wins / (wins + losses) in % (1 decimal); profit factor = winning P&L / |losing P&L|
--     (2 decimals, none without losses); ROI = P&L / initial capital in % (2 decimals): the
--     tradingDefaults initial capital when above zero, else the initial capital of the trader's
--     accounts in that currency, none without one.
-- The view runs with its owner's rights (the tables' owner), so it reads every sharer's trades
-- while a trader's own queries of `trades` stay under row-level security; what it returns is only
-- these figures, filtered to sharers and the caller by the view itself.

drop table public.leaderboard_stats;

-- A stored decimal string as numeric; null when absent (JSON null or missing).
create function public.leaderboard_decimal(p_value jsonb) returns numeric
  language sql immutable
  set search_path = ''
  as $$
    select case
      when pg_catalog.jsonb_typeof(p_value) = 'string' and (p_value #>> '{}') ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$'
        then pg_catalog.btrim(p_value #>> '{}')::numeric
    end
  $$;

-- True when a decimal field is absent or readable: a malformed one makes the whole trade unreadable.
create function public.leaderboard_decimal_ok(p_value jsonb) returns boolean
  language sql immutable
  set search_path = ''
  as $$
    select p_value is null or pg_catalog.jsonb_typeof(p_value) = 'null' or public.leaderboard_decimal(p_value) is not null
  $$;

-- An ISO instant as timestamptz; null when absent or not a real instant (never an error).
create function public.leaderboard_instant(p_value text) returns timestamptz
  language plpgsql immutable
  set search_path = ''
  as $$
  begin
    if p_value is null or p_value !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}' then
      return null;
    end if;
    return p_value::timestamptz;
  exception when others then
    return null;
  end
  $$;

-- The trader's zone when PostgreSQL knows it, else UTC.
create function public.leaderboard_zone(p_zone text) returns text
  language sql stable
  set search_path = ''
  as $$
    select coalesce((select z.name from pg_catalog.pg_timezone_names z where z.name = p_zone), 'UTC')
  $$;

create view public.leaderboard_stats as
with visible as (
  -- The traders whose figures the caller may read.
  select p.user_id
    from public.trader_profiles p
   where p.share_stats or p.user_id = (select auth.uid())
),
settings as (
  select v.user_id,
         coalesce(nullif(d.doc #>> '{value,pnlView}', ''), 'net') as view,
         abs(coalesce(public.leaderboard_decimal(d.doc #> '{value,breakevenBand}'), 0)) as band,
         nullif(greatest(coalesce(public.leaderboard_decimal(d.doc #> '{value,initialCapital}'), 0), 0), 0) as capital,
         public.leaderboard_zone(z.doc #>> '{value,timeZone}') as zone
    from visible v
    left join public.user_preferences d on d.user_id = v.user_id and d.key = 'tradingDefaults' and not d.deleted
    left join public.user_preferences z on z.user_id = v.user_id and z.key = 'profile' and not z.deleted
),
fields as (
  select t.user_id,
         t.doc,
         t.doc ->> 'marketType' as market,
         case when t.doc ->> 'side' in ('long', 'buy') then 1 when t.doc ->> 'side' in ('short', 'sell') then -1 end as direction,
         public.leaderboard_decimal(t.doc -> 'entryPrice') as entry,
         public.leaderboard_decimal(t.doc -> 'exitPrice') as exit,
         public.leaderboard_decimal(t.doc -> 'quantity') as quantity,
         coalesce(public.leaderboard_decimal(t.doc -> 'contractSize'), 1) as contract_size,
         public.leaderboard_decimal(t.doc -> 'tradingFee') as fee,
         upper(btrim(coalesce(t.doc ->> 'feeAsset', t.doc ->> 'quoteAsset', ''))) as fee_asset,
         upper(btrim(coalesce(t.doc ->> 'baseAsset', ''))) as base,
         upper(btrim(coalesce(t.doc ->> 'quoteAsset', ''))) as quote,
         public.leaderboard_decimal(t.doc -> 'fundingFee') as funding_quote,
         public.leaderboard_decimal(t.doc #> '{overrides,realizedPnl}') as stated_gross,
         public.leaderboard_decimal(t.doc #> '{overrides,netPnl}') as stated_net,
         coalesce(t.doc ->> 'closedAt', '') <> '' as closed,
         public.leaderboard_instant(t.doc ->> 'closedAt') as closed_at
    from public.trades t
    join visible v on v.user_id = t.user_id
   where not t.deleted
     and coalesce(t.doc ->> 'isDeleted', 'false') <> 'true'
     and t.doc ->> 'marketType' in ('spot', 'linear', 'inverse')
     and t.doc ->> 'side' in ('long', 'buy', 'short', 'sell')
     and public.leaderboard_decimal(t.doc -> 'entryPrice') is not null
     and public.leaderboard_decimal(t.doc -> 'quantity') is not null
     and public.leaderboard_decimal_ok(t.doc -> 'exitPrice')
     and public.leaderboard_decimal_ok(t.doc -> 'contractSize')
     and public.leaderboard_decimal_ok(t.doc -> 'tradingFee')
     and public.leaderboard_decimal_ok(t.doc -> 'fundingFee')
     and public.leaderboard_decimal_ok(t.doc #> '{overrides,realizedPnl}')
     and public.leaderboard_decimal_ok(t.doc #> '{overrides,netPnl}')
),
gross as (
  select f.*,
         coalesce(f.exit, f.entry) as price,
         coalesce(f.stated_gross, case
           when f.exit is null or not f.closed then null
           when f.market = 'inverse' then
             f.quantity * f.contract_size * (f.exit - f.entry) / nullif(f.entry * f.exit, 0) * f.direction
           else (f.exit - f.entry) * f.quantity * f.direction
         end) as gross_pnl
    from fields f
),
net as (
  select g.*,
         case
           when g.fee is null or g.fee = 0 then true
           else g.fee_asset in (g.base, g.quote)
         end as fee_known,
         case
           when g.fee is null or g.fee = 0 then coalesce(g.fee, 0)
           when g.fee_asset = (case when g.market = 'inverse' then g.base else g.quote end) then g.fee
           when g.fee_asset = g.base then g.fee * g.price
           when g.fee_asset = g.quote then g.fee / nullif(g.price, 0)
         end as fee_settled,
         case when g.market = 'inverse' then g.funding_quote / nullif(g.price, 0) else g.funding_quote end as funding
    from gross g
),
pnl as (
  -- The view's P&L in the quote coin; null when unknown (inverse needs an exit price to reach it).
  select n.user_id, n.quote, n.closed, n.closed_at,
         case
           when n.market = 'inverse' and n.exit is null then null
           else (case
                   when s.view = 'gross' then n.gross_pnl
                   else coalesce(n.stated_net, case when n.gross_pnl is not null and n.fee_known
                                                   then n.gross_pnl - coalesce(n.fee_settled, 0) + coalesce(n.funding, 0) end)
                 end) * (case when n.market = 'inverse' then n.exit else 1 end)
         end as amount
    from net n
    join settings s on s.user_id = n.user_id
),
periods as (
  -- Each trade in each period it counts in: all time, and this month (closed in it, trader's zone).
  select p.*, 'all_time'::text as period from pnl p
  union all
  select p.*, 'month' from pnl p
    join settings s on s.user_id = p.user_id
   where p.closed and p.closed_at is not null
     and date_trunc('month', p.closed_at at time zone s.zone) = date_trunc('month', now() at time zone s.zone)
),
primary_currency as (
  select distinct on (c.user_id, c.period) c.user_id, c.period, c.quote
    from (select user_id, period, quote, count(*) as n from periods group by user_id, period, quote) c
   order by c.user_id, c.period, c.n desc, c.quote collate "C"
),
figures as (
  select p.user_id, p.period,
         count(*) filter (where p.closed and p.amount is not null)::integer as trades,
         count(*) filter (where p.closed and p.amount > s.band) as wins,
         count(*) filter (where p.closed and p.amount < -s.band) as losses,
         coalesce(sum(p.amount) filter (where p.closed and p.amount > s.band), 0) as won,
         coalesce(sum(p.amount) filter (where p.closed and p.amount < -s.band), 0) as lost,
         coalesce(sum(p.amount) filter (where p.closed), 0) as total,
         coalesce(s.capital, (
           select nullif(sum(public.leaderboard_decimal(a.doc -> 'initialCapital')) filter (
                    where public.leaderboard_decimal(a.doc -> 'initialCapital') > 0), 0)
             from public.accounts a
            where a.user_id = p.user_id and not a.deleted
              and coalesce(a.doc ->> 'isDeleted', 'false') <> 'true'
              and upper(btrim(coalesce(a.doc ->> 'baseCurrency', ''))) = pc.quote
         )) as capital
    from periods p
    join primary_currency pc on pc.user_id = p.user_id and pc.period = p.period and pc.quote = p.quote
    join settings s on s.user_id = p.user_id
   group by p.user_id, p.period, pc.quote, s.capital
)
select v.user_id,
       k.period,
       case when k.period = 'month' then date_trunc('month', now() at time zone s.zone)::date end as period_start,
       coalesce(f.trades, 0) as trades,
       case when f.trades >= 20 and f.wins + f.losses > 0
            then round(f.wins::numeric * 100 / (f.wins + f.losses), 1) end as win_rate,
       case when f.trades >= 20 and f.lost < 0 then round(f.won / abs(f.lost), 2) end as profit_factor,
       case when f.trades >= 20 and f.capital > 0 then round(f.total * 100 / f.capital, 2) end as roi_percent
  from visible v
  join settings s on s.user_id = v.user_id
  cross join (values ('month'), ('all_time')) as k (period)
  left join figures f on f.user_id = v.user_id and f.period = k.period;

-- Without a trigger PostgreSQL refuses a write to this view before checking rights ("cannot
-- insert into view", a 500 over REST). With one, the missing INSERT/UPDATE/DELETE grant answers
-- first: 403 42501 "permission denied for view leaderboard_stats". The trigger itself refuses
-- whoever has the rights (the service role): the figures only come from the trades.
create function public.leaderboard_stats_refuse_write() returns trigger
  language plpgsql
  set search_path = ''
  as $$
  begin
    raise exception 'leaderboard figures are computed from the trades and cannot be written'
      using errcode = '42501';
  end
  $$;
revoke all on function public.leaderboard_stats_refuse_write() from public, anon, authenticated;
create trigger leaderboard_stats_refuse_write instead of insert or update or delete on public.leaderboard_stats
  for each row execute function public.leaderboard_stats_refuse_write();

comment on view public.leaderboard_stats is
  'Leaderboard figures computed from synced trades (20261128060100_leaderboard_from_synced_trades.sql); read-only.';

-- Functions in a view are called with the reader's rights: signed-in users may run these helpers.
revoke all on function public.leaderboard_decimal(jsonb) from public, anon;
revoke all on function public.leaderboard_decimal_ok(jsonb) from public, anon;
revoke all on function public.leaderboard_instant(text) from public, anon;
revoke all on function public.leaderboard_zone(text) from public, anon;
grant execute on function public.leaderboard_decimal(jsonb), public.leaderboard_decimal_ok(jsonb),
  public.leaderboard_instant(text), public.leaderboard_zone(text) to authenticated, service_role;
revoke all on table public.leaderboard_stats from public, anon, authenticated;
grant select on table public.leaderboard_stats to authenticated;
grant select on table public.leaderboard_stats to service_role;
