-- Trade screenshots: a private bucket of PNG and JPEG files up to 20 MB, each under the folder
-- named after its owner's user id (`<user id>/<trade id>/<screenshot id>.png`).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('screenshots', 'screenshots', false, 20971520, array['image/png', 'image/jpeg'])
on conflict (id) do nothing;

create policy screenshots_select_own_folder on storage.objects
  for select to authenticated
  using (bucket_id = 'screenshots' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy screenshots_insert_own_folder on storage.objects
  for insert to authenticated
  with check (bucket_id = 'screenshots' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy screenshots_update_own_folder on storage.objects
  for update to authenticated
  using (bucket_id = 'screenshots' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'screenshots' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy screenshots_delete_own_folder on storage.objects
  for delete to authenticated
  using (bucket_id = 'screenshots' and (storage.foldername(name))[1] = (select auth.uid())::text);
