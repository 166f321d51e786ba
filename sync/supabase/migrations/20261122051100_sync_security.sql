-- Row-level security, grants, indexes, stamping triggers and realtime for the 13 synced tables.
-- The same statements for every table, so they run in a loop; each table ends up with:
--   * RLS enabled and four policies (select, insert, update, delete) for `authenticated`, each
--     `(select auth.uid()) = user_id` (the sub-select is evaluated once per statement, not per row);
--   * an index leading with user_id (the policy column) and continuing with the pull order
--     (stamp, key), so a pull is one index range scan;
--   * rights for authenticated and service_role only: Supabase's default privileges grant anon
--     everything in `public`, so anon's rights are revoked explicitly;
--   * the stamping trigger;
--   * membership of the `supabase_realtime` publication.
do $$
declare
  v_table text;
  v_key text;
begin
  foreach v_table in array array[
    'trades', 'fills', 'ledger_entries', 'tags', 'accounts', 'import_batches', 'plans',
    'journal_entries', 'custom_items', 'user_preferences', 'user_customization_preferences',
    'user_xp_levels', 'user_progression'
  ] loop
    v_key := case
      when v_table = 'user_preferences' then 'key'
      when v_table like 'user\_%' then 'user_id'
      else 'id'
    end;

    execute format('alter table public.%I enable row level security', v_table);

    execute format(
      'create policy %I on public.%I for select to authenticated using ((select auth.uid()) = user_id)',
      v_table || '_select_own', v_table);
    execute format(
      'create policy %I on public.%I for insert to authenticated with check ((select auth.uid()) = user_id)',
      v_table || '_insert_own', v_table);
    execute format(
      'create policy %I on public.%I for update to authenticated using ((select auth.uid()) = user_id) '
      'with check ((select auth.uid()) = user_id)',
      v_table || '_update_own', v_table);
    execute format(
      'create policy %I on public.%I for delete to authenticated using ((select auth.uid()) = user_id)',
      v_table || '_delete_own', v_table);

    if v_key = 'user_id' then
      -- The primary key is user_id itself; the pull order within one user is the stamp.
      execute format('create index %I on public.%I (user_id, stamp)', v_table || '_user_id_stamp_idx', v_table);
    else
      execute format('create index %I on public.%I (user_id, stamp, %I)',
        v_table || '_user_id_stamp_idx', v_table, v_key);
    end if;

    execute format('revoke all on table public.%I from anon, public', v_table);
    execute format('grant select, insert, update, delete on table public.%I to authenticated', v_table);
    execute format('grant all on table public.%I to service_role', v_table);

    execute format(
      'create trigger sync_stamp_row before insert or update on public.%I '
      'for each row execute function public.sync_stamp_row()', v_table);

    execute format('alter publication supabase_realtime add table public.%I', v_table);
  end loop;
end
$$;

-- Only fired by the triggers; nobody calls it directly.
revoke all on function public.sync_stamp_row() from public, anon, authenticated;
