-- Fills a sync could not journal: their market is no longer listed by the exchange (a delisted
-- pair, an expired contract) and its answer does not state the coins or the contract size
-- (sync/exchange-sync/unlisted.ts). The sync moves past them instead of failing every later run;
-- this count, over every run of the connection, is on its card so the trader knows to import them
-- from the exchange's CSV export.
alter table public.exchange_connections
  add column fills_skipped integer not null default 0 check (fills_skipped >= 0);
