-- moderate_event reads a moderator's changes with import_event_fields, the one reading of an event's
-- fields from JSON (the same names as the events columns), instead of its own copy of each field's
-- conversion. Which fields a moderator may change stays moderate_event's rule (not the series' rule
-- or dates, which cancel_event_occurrence edits), and a field is written only when p_changes names it.
-- The Basque title is trimmed as before. Where the two readings differed, an explicit null or ''
-- now reads as import_event_fields says (is_free false, status 'scheduled', an empty list) instead of
-- breaking a not-null or check constraint.
create or replace function public.moderate_event(p_event_id uuid, p_changes jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_key text;
  c_allowed constant text[] := array['title', 'description', 'venue', 'town', 'neighborhood', 'address',
    'start_date', 'end_date', 'start_time', 'end_time', 'price', 'is_free', 'ticket_url', 'info_url',
    'image_url', 'organizer', 'status', 'category_id', 'subcategory', 'title_eu', 'description_eu', 'language'];
begin
  if not (public.is_moderator() or coalesce((select auth.role()), '') = 'service_role') then
    raise exception using errcode = '42501', message = 'moderate_event: only moderators can edit events';
  end if;
  if pg_catalog.jsonb_typeof(p_changes) <> 'object' then
    raise exception using errcode = '22023', message = 'moderate_event: p_changes must be an object';
  end if;
  if p_changes ? 'title' and coalesce(pg_catalog.btrim(p_changes ->> 'title'), '') = '' then
    raise exception using errcode = '22023', message = 'moderate_event: the title cannot be empty';
  end if;
  for v_key in select pg_catalog.jsonb_object_keys(p_changes) loop
    if not (v_key = any (c_allowed)) then
      raise exception using errcode = '22023', message = pg_catalog.format('moderate_event: %s cannot be changed here', v_key);
    end if;
  end loop;
  update public.events e set
    title = case when p_changes ? 'title' then r.title else e.title end,
    description = case when p_changes ? 'description' then r.description else e.description end,
    venue = case when p_changes ? 'venue' then r.venue else e.venue end,
    town = case when p_changes ? 'town' then r.town else e.town end,
    neighborhood = case when p_changes ? 'neighborhood' then r.neighborhood else e.neighborhood end,
    address = case when p_changes ? 'address' then r.address else e.address end,
    start_date = case when p_changes ? 'start_date' then r.start_date else e.start_date end,
    end_date = case when p_changes ? 'end_date' then r.end_date else e.end_date end,
    start_time = case when p_changes ? 'start_time' then r.start_time else e.start_time end,
    end_time = case when p_changes ? 'end_time' then r.end_time else e.end_time end,
    price = case when p_changes ? 'price' then r.price else e.price end,
    is_free = case when p_changes ? 'is_free' then r.is_free else e.is_free end,
    ticket_url = case when p_changes ? 'ticket_url' then r.ticket_url else e.ticket_url end,
    info_url = case when p_changes ? 'info_url' then r.info_url else e.info_url end,
    image_url = case when p_changes ? 'image_url' then r.image_url else e.image_url end,
    organizer = case when p_changes ? 'organizer' then r.organizer else e.organizer end,
    status = case when p_changes ? 'status' then r.status else e.status end,
    category_id = case when p_changes ? 'category_id' then r.category_id else e.category_id end,
    subcategory = case when p_changes ? 'subcategory' then r.subcategory else e.subcategory end,
    title_eu = case when p_changes ? 'title_eu' then nullif(pg_catalog.btrim(r.title_eu), '') else e.title_eu end,
    description_eu = case when p_changes ? 'description_eu' then r.description_eu else e.description_eu end,
    language = case when p_changes ? 'language' then r.language else e.language end,
    moderated_at = pg_catalog.now()
  from public.import_event_fields(p_changes) r
  where e.id = p_event_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'moderate_event: event not found';
  end if;
end;
$$;

revoke execute on function public.moderate_event(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.moderate_event(uuid, jsonb) to authenticated, service_role;
