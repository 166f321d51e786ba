-- Synced rows are never hard-deleted by a client. Sync removes a row by setting `deleted` (a soft
-- delete that every device pulls, sync/README.md "Deletes"); a plain DELETE over REST would vanish
-- without reaching the other devices, and their next push would bring the row back. So DELETE is
-- not granted to `authenticated` on the 13 synced tables, and their delete policies go: PostgREST
-- answers 403 `42501 permission denied for table <name>` and the row stays. The service role keeps
-- DELETE (maintenance), and removing a user still cascades from auth.users.
do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'trades', 'fills', 'ledger_entries', 'tags', 'accounts', 'import_batches', 'plans',
    'journal_entries', 'custom_items', 'user_preferences', 'user_customization_preferences',
    'user_xp_levels', 'user_progression'
  ] loop
    execute format('revoke delete on table public.%I from authenticated', v_table);
    execute format('drop policy %I on public.%I', v_table || '_delete_own', v_table);
  end loop;
end
$$;
