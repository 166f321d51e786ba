-- The replication functions (sync/supabase/README.md, "Pull" and "Push"). Both run as the caller
-- (security invoker), so row-level security applies to every row they read or write. The table
-- name is checked against the list of synced tables before it reaches dynamic SQL.

-- The column that identifies a row within one user's rows, or null for a table that is not synced.
create function public.sync_key_column(p_table text) returns text
  language sql immutable
  set search_path = ''
  as $$
    select case
      when p_table in ('trades', 'fills', 'ledger_entries', 'tags', 'accounts', 'import_batches',
                       'plans', 'journal_entries', 'custom_items') then 'id'
      when p_table = 'user_preferences' then 'key'
      when p_table in ('user_customization_preferences', 'user_xp_levels', 'user_progression')
        then 'user_id'
    end
  $$;

-- Rows of p_table changed after the checkpoint (p_checkpoint_stamp, p_checkpoint_key), in
-- (stamp, key) order, at most p_limit (1..1000). Only rows whose stamp is below the oldest
-- transaction still running are served: a transaction that started earlier but commits later
-- would otherwise write a row behind a checkpoint the client already holds (the commit-order gap).
-- Returns {"rows": [...], "checkpoint": {"stamp": text, "key": text} | null}; each row is the
-- table row without user_id, with `stamp` as text. An unchanged checkpoint means nothing new.
create function public.sync_pull(
  p_table text,
  p_checkpoint_stamp text default null,
  p_checkpoint_key text default null,
  p_limit integer default 500
) returns jsonb
  language plpgsql stable security invoker
  set search_path = ''
  as $$
  declare
    v_key text := public.sync_key_column(p_table);
    v_key_type text;
    -- Computed before the rows are read: every transaction below it has ended, so every row
    -- stamped below it is committed (or gone) and visible to the later statement's snapshot.
    v_horizon xid8 := pg_catalog.pg_snapshot_xmin(pg_catalog.pg_current_snapshot());
    v_after text;
    v_rows jsonb;
    v_last_stamp text;
    v_last_key text;
  begin
    if v_key is null then
      raise exception 'unknown sync table: %', p_table using errcode = '22023';
    end if;
    if p_limit is null or p_limit < 1 or p_limit > 1000 then
      raise exception 'p_limit must be between 1 and 1000' using errcode = '22023';
    end if;
    v_key_type := case when v_key = 'key' then 'text' else 'uuid' end;
    v_after := case
      when p_checkpoint_stamp is null then 'true'
      when p_checkpoint_key is null then 't.stamp > $2::xid8'
      else pg_catalog.format('(t.stamp, t.%I) > ($2::xid8, $3::%s)', v_key, v_key_type)
    end;

    execute pg_catalog.format(
      'with page as ('
      '  select t.* from public.%1$I t where t.stamp < $1 and %3$s order by t.stamp, t.%2$I limit $4'
      '), last as ('
      '  select p.stamp::text as s, p.%2$I::text as k from page p order by p.stamp desc, p.%2$I desc limit 1'
      ')'
      ' select coalesce((select pg_catalog.jsonb_agg('
      '     (pg_catalog.to_jsonb(p) - ''user_id'') || pg_catalog.jsonb_build_object(''stamp'', p.stamp::text)'
      '     order by p.stamp, p.%2$I) from page p), ''[]''::jsonb),'
      '   (select s from last), (select k from last)',
      p_table, v_key, v_after)
      into v_rows, v_last_stamp, v_last_key
      using v_horizon, p_checkpoint_stamp, p_checkpoint_key, p_limit;

    return pg_catalog.jsonb_build_object(
      'rows', v_rows,
      'checkpoint', case
        when v_last_stamp is not null then
          pg_catalog.jsonb_build_object('stamp', v_last_stamp, 'key', v_last_key)
        when p_checkpoint_stamp is not null then
          pg_catalog.jsonb_build_object('stamp', p_checkpoint_stamp, 'key', p_checkpoint_key)
      end);
  end
  $$;

-- Writes a batch of rows in one transaction. Each row is a JSON object of column values (the key
-- column, `doc`, `deleted`, typed columns; server columns are ignored) plus `base_revision`: the
-- server revision the client's copy is based on, null for a row the client believes is new. Rows
-- are locked in key order (no deadlock between two batches); an existing row is written only when
-- its current revision equals base_revision, an absent row is inserted (whatever base_revision
-- says: a row removed on the server comes back rather than losing the device's edit). Returns
-- {"written": [{"id", "revision", "stamp"}], "conflicts": [current server row, as sync_pull gives
-- it], "rejected": [{"id", "code", "message"}]}; `id` is the key as text. A row is rejected when
-- its key is taken by a row the caller cannot see. Any other bad row fails the whole batch with
-- the Postgres error, writing nothing (the client splits the batch to set that row aside).
create function public.sync_push(p_table text, p_rows jsonb) returns jsonb
  language plpgsql volatile security invoker
  set search_path = ''
  as $$
  declare
    v_key text := public.sync_key_column(p_table);
    v_key_type text;
    v_writable text[];
    v_cols text[];
    v_row jsonb;
    v_id text;
    v_base bigint;
    v_current_revision bigint;
    v_current jsonb;
    v_new_revision bigint;
    v_new_stamp text;
    v_written jsonb := '[]'::jsonb;
    v_conflicts jsonb := '[]'::jsonb;
    v_rejected jsonb := '[]'::jsonb;
    v_render constant text :=
      '(pg_catalog.to_jsonb(t) - ''user_id'') || pg_catalog.jsonb_build_object(''stamp'', t.stamp::text)';
  begin
    if v_key is null then
      raise exception 'unknown sync table: %', p_table using errcode = '22023';
    end if;
    if p_rows is null or pg_catalog.jsonb_typeof(p_rows) <> 'array' then
      raise exception 'p_rows must be a JSON array' using errcode = '22023';
    end if;
    if pg_catalog.jsonb_array_length(p_rows) > 1000 then
      raise exception 'at most 1000 rows per push' using errcode = '22023';
    end if;
    v_key_type := case when v_key = 'key' then 'text' else 'uuid' end;

    -- Columns a client may write: not the owner, not what the trigger sets, not generated ones.
    select pg_catalog.array_agg(a.attname::text order by a.attnum) into v_writable
      from pg_catalog.pg_attribute a
     where a.attrelid = pg_catalog.format('public.%I', p_table)::regclass
       and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
       and a.attname not in ('user_id', 'revision', 'stamp', 'created_at', 'updated_at');

    for v_row in
      select e.value from pg_catalog.jsonb_array_elements(p_rows) e
       order by case when pg_catalog.jsonb_typeof(e.value) = 'object' then e.value ->> v_key end
    loop
      if pg_catalog.jsonb_typeof(v_row) <> 'object' then
        raise exception 'every row must be a JSON object' using errcode = '22023';
      end if;
      v_id := case when v_key = 'user_id' then auth.uid()::text else v_row ->> v_key end;
      if v_id is null then
        raise exception 'a % row needs %', p_table, v_key using errcode = '22023';
      end if;
      v_base := (v_row ->> 'base_revision')::bigint;
      v_cols := array(select c from pg_catalog.unnest(v_writable) c where v_row ? c and c <> v_key);

      execute pg_catalog.format(
        'select t.revision, %s from public.%I t where t.%I = $1::%s for update',
        v_render, p_table, v_key, v_key_type)
        into v_current_revision, v_current
        using v_id;

      v_new_revision := null;
      if v_current_revision is null then
        if v_key <> 'user_id' then
          v_cols := v_key || v_cols;
        end if;
        if pg_catalog.cardinality(v_cols) = 0 then
          execute pg_catalog.format(
            'insert into public.%I as t default values on conflict do nothing '
            'returning t.revision, t.stamp::text', p_table)
            into v_new_revision, v_new_stamp;
        else
          execute pg_catalog.format(
            'insert into public.%1$I as t (%2$s) select %2$s '
            'from pg_catalog.jsonb_populate_record(null::public.%1$I, $1) '
            'on conflict do nothing returning t.revision, t.stamp::text',
            p_table, (select pg_catalog.string_agg(pg_catalog.quote_ident(c), ', ') from pg_catalog.unnest(v_cols) c))
            into v_new_revision, v_new_stamp
            using v_row;
        end if;
        if v_new_revision is null then
          -- The key is taken: by a concurrent insert of the caller (now visible: a conflict), or by
          -- a row the caller may not see (refused for good).
          execute pg_catalog.format(
            'select t.revision, %s from public.%I t where t.%I = $1::%s for update',
            v_render, p_table, v_key, v_key_type)
            into v_current_revision, v_current
            using v_id;
          if v_current is null then
            v_rejected := v_rejected || pg_catalog.jsonb_build_object(
              'id', v_id, 'code', '23505', 'message', 'the key belongs to another row');
          else
            v_conflicts := v_conflicts || v_current;
          end if;
          continue;
        end if;
      elsif v_base is distinct from v_current_revision then
        v_conflicts := v_conflicts || v_current;
        continue;
      else
        execute pg_catalog.format(
          'update public.%1$I as t set %2$s from pg_catalog.jsonb_populate_record(null::public.%1$I, $1) r '
          'where t.%3$I = $2::%4$s returning t.revision, t.stamp::text',
          p_table,
          coalesce(
            (select pg_catalog.string_agg(pg_catalog.format('%1$I = r.%1$I', c), ', ') from pg_catalog.unnest(v_cols) c),
            'deleted = t.deleted'),
          v_key, v_key_type)
          into v_new_revision, v_new_stamp
          using v_row, v_id;
      end if;
      v_written := v_written || pg_catalog.jsonb_build_object(
        'id', v_id, 'revision', v_new_revision, 'stamp', v_new_stamp);
    end loop;

    return pg_catalog.jsonb_build_object(
      'written', v_written, 'conflicts', v_conflicts, 'rejected', v_rejected);
  end
  $$;

-- Supabase's default privileges let anon execute new functions; only signed-in users sync.
revoke all on function public.sync_key_column(text) from public, anon;
revoke all on function public.sync_pull(text, text, text, integer) from public, anon;
revoke all on function public.sync_push(text, jsonb) from public, anon;
grant execute on function public.sync_key_column(text) to authenticated, service_role;
grant execute on function public.sync_pull(text, text, text, integer) to authenticated, service_role;
grant execute on function public.sync_push(text, jsonb) to authenticated, service_role;
