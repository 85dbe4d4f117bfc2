-- Pictures sent with a submission: the Storage bucket `event-images`, its policies, and the per-IP
-- limit on upload URLs.
--
-- Flow: the edge function event-image-upload checks the declared type and size and issues a signed
-- upload URL into `pending/<random uuid>.<ext>`; the browser uploads there with that URL (signed
-- uploads are stored by Storage itself, so no insert policy is needed, and none is given: nobody
-- writes into the bucket directly). submit-event checks the uploaded file again (size, first bytes).
-- On approval review-submission moves it to `events/<event id>.<ext>` and points events.image_url
-- at its public URL; on rejection it removes it.

-- Public read (the cards and the event page load the pictures without a token); the bucket itself
-- refuses anything over 5 MB or other than JPEG, PNG or WebP, signed uploads included.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('event-images', 'event-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "event-images: anyone reads"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'event-images');

-- Moderators may move (rename) and remove pictures of the bucket; nobody else may change them.
create policy "event-images: moderators move"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'event-images' and (select public.is_moderator()))
  with check (bucket_id = 'event-images' and (select public.is_moderator()));

create policy "event-images: moderators remove"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'event-images' and (select public.is_moderator()));

-- ─────────────────────────────────────────────────────────────────────────────────────────────
-- Upload URLs issued per IP hash: event-image-upload refuses more than p_limit in an hour, counted
-- and recorded in one transaction that holds an advisory lock on the hash (as
-- create_event_submission does), so parallel requests cannot pass the limit. service_role only.
-- ─────────────────────────────────────────────────────────────────────────────────────────────
create table public.image_upload_grants (
  id          bigint generated always as identity primary key,
  ip_hash     text not null,
  path        text not null,
  created_at  timestamptz not null default pg_catalog.now()
);
create index image_upload_grants_ip_created_idx on public.image_upload_grants (ip_hash, created_at);

alter table public.image_upload_grants enable row level security;
revoke all on table public.image_upload_grants from anon, authenticated;
grant all on table public.image_upload_grants to service_role;

create or replace function public.grant_image_upload(p_ip_hash text, p_path text, p_limit integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_ip_hash is null or pg_catalog.btrim(p_ip_hash) = '' then
    raise exception using errcode = '22023', message = 'p_ip_hash is required';
  end if;
  if p_limit is null or p_limit < 1 then
    raise exception using errcode = '22023', message = 'p_limit must be at least 1';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('image_upload_grants:ip:' || p_ip_hash, 0));
  if (select count(*) from (
        select 1 from public.image_upload_grants g
         where g.ip_hash = p_ip_hash and g.created_at >= pg_catalog.now() - interval '1 hour'
         limit p_limit) recent) >= p_limit then
    return false;
  end if;
  -- Rows older than a day count for nothing: they go as new ones come.
  delete from public.image_upload_grants g where g.created_at < pg_catalog.now() - interval '1 day';
  insert into public.image_upload_grants (ip_hash, path) values (p_ip_hash, p_path);
  return true;
end;
$$;

comment on function public.grant_image_upload(text, text, integer) is
  'event-image-upload: records an upload URL for the IP hash unless it reached p_limit in the last hour (false).';

revoke execute on function public.grant_image_upload(text, text, integer) from public, anon, authenticated;
grant execute on function public.grant_image_upload(text, text, integer) to service_role;
