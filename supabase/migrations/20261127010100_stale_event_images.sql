-- Pictures uploaded for a submission that was never sent: event-image-upload issues an upload URL
-- before the form is sent, so a visitor who leaves (or a script) can leave files in `pending/` that no
-- submission will ever move or remove. stale_event_images() lists those older than a day that no
-- pending submission refers to; event-image-upload removes them through Storage (the files are on
-- Storage's disk, so rows alone must not be deleted here). service_role only.
create or replace function public.stale_event_images(p_limit integer default 20)
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select o.name
    from storage.objects o
   where o.bucket_id = 'event-images'
     and o.name like 'pending/%'
     and o.created_at < pg_catalog.now() - interval '1 day'
     and not exists (
       select 1 from public.event_submissions s
        where s.status = 'pending' and s.payload ->> 'image_path' = o.name)
   order by o.created_at
   limit greatest(1, least(coalesce(p_limit, 20), 1000));
$$;

comment on function public.stale_event_images(integer) is
  'event-image-upload: pending pictures older than a day that no pending submission refers to (to remove).';

revoke execute on function public.stale_event_images(integer) from public, anon, authenticated;
grant execute on function public.stale_event_images(integer) to service_role;
