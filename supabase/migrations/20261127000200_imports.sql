-- Imports: events that arrive by themselves from the cities' public agendas (Kulturklik, the
-- municipal agendas of Bilbao and Santander, iCalendar feeds, pages with schema.org Event JSON-LD).
--
-- A source is a row of event_sources. Each item it lists is kept in event_source_items, keyed by
-- (source, external id) with a hash of its mapped content, and linked to the event it became (or
-- merged into) — or, for a source that is not trusted, to the submission waiting in the moderation
-- queue. public.import_apply() writes a run's differences in one transaction: new items, changed
-- items, and items that left the source's listing before their date (then cancelled). It never
-- deletes an event, never touches an event a moderator edited or hid, and refuses item by item.

-- ── Events: status, language, the Basque texts, attribution, and the moderator's word ────────────
alter table public.events
  add column status         text not null default 'scheduled',
  add column language       text[] not null default '{}',
  add column title_eu       text,
  add column description_eu text,
  -- Where the event came from: [{ "name", "url", "licence" }], one per source that lists it.
  add column sources        jsonb not null default '[]',
  -- Set when a moderator edits, hides, shows again or cancels a date of the event: later imports
  -- of it leave it as the moderator left it.
  add column moderated_at   timestamptz,
  -- Set when a moderator hides the event: nobody but moderators sees it, and no import brings it back.
  add column hidden_at      timestamptz,
  add constraint events_status_valid check (status in ('scheduled', 'cancelled')),
  add constraint events_language_codes check (cardinality(language) <= 5 and pg_catalog.array_to_string(language, ',') ~ '^([a-z]{2}(,[a-z]{2})*)?$'),
  add constraint events_title_eu_length check (title_eu is null or char_length(title_eu) <= 300),
  add constraint events_description_eu_length check (description_eu is null or char_length(description_eu) <= 20000),
  add constraint events_sources_array check (jsonb_typeof(sources) = 'array' and jsonb_array_length(sources) <= 20);

comment on column public.events.status is 'scheduled, or cancelled (the listing keeps it visible until its date, marked Cancelado).';
comment on column public.events.language is 'ISO 639-1 codes of the event''s own language, e.g. {eu}, {es,eu}.';
comment on column public.events.sources is 'Attribution of an imported event: [{name, url, licence}], one per source.';

-- Hidden events are for moderators only.
drop policy "events are readable by everyone" on public.events;
create policy "events are readable by everyone unless hidden"
  on public.events for select
  to anon, authenticated
  using (hidden_at is null or (select public.is_moderator()));

-- ── Sources ──────────────────────────────────────────────────────────────────────────────────
create table public.event_sources (
  id          uuid primary key default gen_random_uuid(),
  kind        text not null,
  name        text not null,
  -- The listing's URL; null for a source fed from files by the CLI.
  url         text,
  -- The city it is read for (its main town when an item names no municipality); null for all.
  city_id     text,
  -- A trusted source publishes directly; an untrusted one's new items wait in the moderation queue.
  trusted     boolean not null default false,
  enabled     boolean not null default true,
  licence     text,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now(),
  constraint event_sources_kind_valid check (kind in ('kulturklik', 'bilbao', 'santander', 'ics', 'jsonld')),
  constraint event_sources_name_length check (char_length(btrim(name)) between 1 and 120),
  constraint event_sources_url_format check (url is null or (char_length(url) <= 2048 and url ~* '^https?://')),
  constraint event_sources_city_valid check (city_id is null or city_id in ('bilbao', 'sansebastian', 'pamplona', 'vitoria', 'santander', 'logronio')),
  constraint event_sources_licence_length check (licence is null or char_length(licence) <= 120)
);

create unique index event_sources_identity_idx
  on public.event_sources (kind, coalesce(city_id, ''), coalesce(url, ''));

create trigger event_sources_set_updated_at
  before update on public.event_sources
  for each row execute function public.set_updated_at();

comment on table public.event_sources is 'Public agendas imported into events. Moderators read and manage them; the service role runs them.';

create table public.event_source_items (
  source_id      uuid not null references public.event_sources (id) on delete cascade,
  external_id    text not null,
  event_id       uuid references public.events (id) on delete set null,
  submission_id  uuid references public.event_submissions (id) on delete set null,
  content_hash   text not null,
  first_seen_at  timestamptz not null default now(),
  -- When the item left the source's listing (null while it is listed).
  gone_at        timestamptz,
  primary key (source_id, external_id),
  constraint event_source_items_external_id_length check (char_length(external_id) between 1 and 500),
  constraint event_source_items_hash_length check (char_length(content_hash) <= 128)
);

create index event_source_items_event_idx on public.event_source_items (event_id) where event_id is not null;
create index event_source_items_submission_idx on public.event_source_items (submission_id) where submission_id is not null;

create table public.import_runs (
  id           uuid primary key default gen_random_uuid(),
  source_id    uuid not null references public.event_sources (id) on delete cascade,
  started_at   timestamptz not null default now(),
  finished_at  timestamptz,
  created      integer not null default 0,
  updated      integer not null default 0,
  unchanged    integer not null default 0,
  cancelled    integer not null default 0,
  merged       integer not null default 0,
  -- [{ "external_id", "reason" }]
  rejected     jsonb not null default '[]',
  -- Why the run failed as a whole (the source could not be read), or null.
  error        text,
  constraint import_runs_rejected_array check (jsonb_typeof(rejected) = 'array'),
  constraint import_runs_error_length check (error is null or char_length(error) <= 2000)
);

create index import_runs_source_started_idx on public.import_runs (source_id, started_at desc);

alter table public.event_sources enable row level security;
alter table public.event_source_items enable row level security;
alter table public.import_runs enable row level security;

create policy "moderators read sources" on public.event_sources
  for select to authenticated using ((select public.is_moderator()));
create policy "moderators add sources" on public.event_sources
  for insert to authenticated with check ((select public.is_moderator()));
create policy "moderators change sources" on public.event_sources
  for update to authenticated using ((select public.is_moderator())) with check ((select public.is_moderator()));
create policy "moderators read runs" on public.import_runs
  for select to authenticated using ((select public.is_moderator()));
-- event_source_items: no policy; only the service role and import_apply() touch it.

revoke all on table public.event_sources, public.event_source_items, public.import_runs from anon, authenticated;
grant select, insert, update on table public.event_sources to authenticated;
grant select on table public.import_runs to authenticated;
grant all on table public.event_sources, public.event_source_items, public.import_runs to service_role;

-- ── Approving an imported submission links its source item to the new event ──────────────────
create or replace function public.link_imported_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.event_id is not null and old.event_id is distinct from new.event_id then
    update public.event_source_items i set event_id = new.event_id where i.submission_id = new.id;
    update public.events e
       set sources = coalesce(new.payload -> 'sources', '[]'::jsonb),
           language = coalesce(array(select pg_catalog.jsonb_array_elements_text(new.payload -> 'language')), '{}'),
           title_eu = nullif(new.payload ->> 'title_eu', ''),
           description_eu = nullif(new.payload ->> 'description_eu', ''),
           image_url = coalesce(nullif(new.payload ->> 'image_url', ''), e.image_url)
     where e.id = new.event_id and new.payload ? 'sources';
  end if;
  return new;
end;
$$;

revoke execute on function public.link_imported_submission() from public, anon, authenticated, service_role;

create trigger event_submissions_link_imported
  after update of event_id on public.event_submissions
  for each row execute function public.link_imported_submission();

-- ── One run's writes ─────────────────────────────────────────────────────────────────────────
-- A run is one or more import_apply() calls (the new and changed items, in chunks of a size a
-- request can carry) and one import_finish(). The caller compares hashes with event_source_items
-- and decides merges with the search core's title similarity (supabase/functions/_shared/import/run.ts).
--
-- import_apply: p_items = [{ "external_id", "hash", "merge_into": uuid|null, "event": { events
-- columns, snake_case } }]. Each item in a subtransaction: one that breaks a rule of the events table
-- is rejected with the database's message, the others stay. With p_dry_run everything is computed
-- and counted and nothing is kept. Returns { created, updated, unchanged, cancelled, merged, rejected }.
create or replace function public.import_apply(p_source_id uuid, p_items jsonb, p_dry_run boolean default false)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_source     public.event_sources%rowtype;
  v_item       jsonb;
  v_outcome    text;
  v_counts     jsonb;
  v_rejected   jsonb;
  v_summary    jsonb;
  c_zero constant jsonb := '{"created": 0, "updated": 0, "unchanged": 0, "cancelled": 0, "merged": 0}'::jsonb;
begin
  select * into v_source from public.event_sources s where s.id = p_source_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'import_apply: unknown source';
  end if;
  if pg_catalog.jsonb_typeof(p_items) <> 'array' then
    raise exception using errcode = '22023', message = 'import_apply: p_items must be an array';
  end if;

  begin
    -- The whole chunk in one go (one subtransaction); only when an item breaks a rule is the chunk
    -- done again item by item, each in its own subtransaction, so that item alone is rejected.
    -- (Hundreds of subtransactions in one transaction slow every session of a server down.)
    v_counts := c_zero;
    v_rejected := '[]';
    begin
      for v_item in select * from pg_catalog.jsonb_array_elements(p_items) loop
        v_outcome := public.import_apply_item(v_source, v_item);
        v_counts := v_counts || pg_catalog.jsonb_build_object(v_outcome, (v_counts ->> v_outcome)::integer + 1);
      end loop;
    exception when others then
      v_counts := c_zero;
      for v_item in select * from pg_catalog.jsonb_array_elements(p_items) loop
        begin
          v_outcome := public.import_apply_item(v_source, v_item);
          v_counts := v_counts || pg_catalog.jsonb_build_object(v_outcome, (v_counts ->> v_outcome)::integer + 1);
        exception when others then
          v_rejected := v_rejected || pg_catalog.jsonb_build_array(
            pg_catalog.jsonb_build_object('external_id', v_item ->> 'external_id', 'reason', sqlerrm));
        end;
      end loop;
    end;

    v_summary := v_counts || pg_catalog.jsonb_build_object('rejected', v_rejected);
    if p_dry_run then
      raise exception using errcode = 'P0001', message = 'import_apply: dry run';
    end if;
  exception when sqlstate 'P0001' then
    if sqlerrm <> 'import_apply: dry run' then
      raise;
    end if;
    -- The block's writes are undone; the counts stay.
  end;
  return v_summary;
end;
$$;

-- One item of a run: what happened to it ('created', 'updated', 'unchanged', 'cancelled', 'merged').
create or replace function public.import_apply_item(p_source public.event_sources, p_item jsonb)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_e        jsonb := p_item -> 'event';
  v_ext      text := p_item ->> 'external_id';
  v_attr     jsonb := pg_catalog.jsonb_build_object('name', p_source.name, 'url', p_item -> 'event' ->> 'info_url', 'licence', p_source.licence);
  v_known    public.event_source_items%rowtype;
  v_event    public.events%rowtype;
  v_event_id uuid;
  v_sub_id   uuid;
begin
  select * into v_known from public.event_source_items i where i.source_id = p_source.id and i.external_id = v_ext;
  if found then
    update public.event_source_items i set content_hash = p_item ->> 'hash', gone_at = null
     where i.source_id = p_source.id and i.external_id = v_ext;
    select * into v_event from public.events e where e.id = v_known.event_id;
    if v_known.event_id is not null and found then
      if v_event.moderated_at is not null or v_event.hidden_at is not null then
        return 'unchanged';  -- the moderator's word wins
      end if;
      perform public.import_write_event(v_known.event_id, v_e, v_attr);
      return case when v_event.status <> 'cancelled' and v_e ->> 'status' = 'cancelled' then 'cancelled' else 'updated' end;
    elsif v_known.submission_id is not null then
      update public.event_submissions s set payload = public.import_submission_payload(v_e, v_attr, p_source.name)
       where s.id = v_known.submission_id and s.status = 'pending';
      return 'updated';
    end if;
    return 'unchanged';
  end if;

  if v_e ->> 'status' = 'cancelled' then
    -- Cancelled before it was ever listed here: remembered, not published.
    insert into public.event_source_items (source_id, external_id, content_hash)
    values (p_source.id, v_ext, p_item ->> 'hash');
    return 'unchanged';
  end if;

  if p_item ->> 'merge_into' is not null then
    select e.id into v_event_id from public.events e
     where e.id = (p_item ->> 'merge_into')::uuid and e.hidden_at is null;
  end if;
  if v_event_id is not null then
    update public.events e
       set sources = case when e.sources @> pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object('name', p_source.name))
                          then e.sources else e.sources || pg_catalog.jsonb_build_array(v_attr) end
     where e.id = v_event_id;
    insert into public.event_source_items (source_id, external_id, event_id, content_hash)
    values (p_source.id, v_ext, v_event_id, p_item ->> 'hash');
    return 'merged';
  end if;

  if p_source.trusted then
    -- One insert with every column (not an insert and an update: one row version, one change message).
    insert into public.events (
      title, description, title_eu, description_eu, category_id, subcategory, venue, town, neighborhood,
      address, start_date, end_date, start_time, end_time, price, is_free, ticket_url, info_url, image_url,
      organizer, language, status, recurrence_rule, recurrence_exdates, sources)
    select r.title, r.description, r.title_eu, r.description_eu, r.category_id, r.subcategory, r.venue,
           r.town, r.neighborhood, r.address, r.start_date, r.end_date, r.start_time, r.end_time, r.price,
           r.is_free, r.ticket_url, r.info_url, r.image_url, r.organizer, r.language, r.status,
           r.recurrence_rule, r.recurrence_exdates, pg_catalog.jsonb_build_array(v_attr)
      from public.import_event_fields(v_e) r
    returning id into v_event_id;
    insert into public.event_source_items (source_id, external_id, event_id, content_hash)
    values (p_source.id, v_ext, v_event_id, p_item ->> 'hash');
    return 'created';
  end if;

  insert into public.event_submissions (payload, submitted_by_name)
  values (public.import_submission_payload(v_e, v_attr, p_source.name), pg_catalog.left(p_source.name, 200))
  returning id into v_sub_id;
  insert into public.event_source_items (source_id, external_id, submission_id, content_hash)
  values (p_source.id, v_ext, v_sub_id, p_item ->> 'hash');
  return 'created';
end;
$$;

-- An import's event fields (snake_case JSON) as the columns they are stored in: the one reading of
-- them, for the insert of a new event and the update of a known one.
create or replace function public.import_event_fields(p_e jsonb)
returns table (
  title text, description text, title_eu text, description_eu text, category_id text[], subcategory text[],
  venue text, town text, neighborhood text, address text, start_date date, end_date date, start_time time,
  end_time time, price numeric, is_free boolean, ticket_url text, info_url text, image_url text,
  organizer text, language text[], status text, recurrence_rule text, recurrence_exdates date[])
language sql
immutable
set search_path = ''
as $$
  select
    pg_catalog.btrim(p_e ->> 'title'),
    nullif(p_e ->> 'description', ''),
    nullif(p_e ->> 'title_eu', ''),
    nullif(p_e ->> 'description_eu', ''),
    coalesce(public.jsonb_to_text_array(p_e -> 'category_id'), '{}'),
    coalesce(public.jsonb_to_text_array(p_e -> 'subcategory'), '{}'),
    nullif(p_e ->> 'venue', ''),
    nullif(p_e ->> 'town', ''),
    nullif(p_e ->> 'neighborhood', ''),
    nullif(p_e ->> 'address', ''),
    (p_e ->> 'start_date')::date,
    nullif(p_e ->> 'end_date', '')::date,
    nullif(p_e ->> 'start_time', '')::time,
    nullif(p_e ->> 'end_time', '')::time,
    nullif(p_e ->> 'price', '')::numeric,
    coalesce((p_e ->> 'is_free')::boolean, false),
    nullif(p_e ->> 'ticket_url', ''),
    nullif(p_e ->> 'info_url', ''),
    nullif(p_e ->> 'image_url', ''),
    nullif(p_e ->> 'organizer', ''),
    coalesce(public.jsonb_to_text_array(p_e -> 'language'), '{}'),
    coalesce(nullif(p_e ->> 'status', ''), 'scheduled'),
    nullif(p_e ->> 'recurrence_rule', ''),
    coalesce(public.jsonb_to_text_array(p_e -> 'recurrence_exdates')::date[], '{}');
$$;

-- import_finish: p_seen = the external id of every item the listing holds now. With p_complete (the
-- listing is the source's whole current listing), an item missing from it has left the source: its
-- event, still ahead and listed by no other source, is cancelled (never deleted; an event a
-- moderator took over is left alone). Records the run with p_summary (the applies' counts, plus the
-- caller's unchanged items and rejections) and returns the run's final summary.
create or replace function public.import_finish(
  p_source_id  uuid,
  p_seen       text[],
  p_summary    jsonb,
  p_complete   boolean default true,
  p_dry_run    boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_today      date := (pg_catalog.now() at time zone 'Europe/Madrid')::date;
  v_cancelled  integer := 0;
  v_gone       record;
  v_summary    jsonb;
begin
  if not exists (select 1 from public.event_sources s where s.id = p_source_id) then
    raise exception using errcode = 'P0002', message = 'import_finish: unknown source';
  end if;
  begin
    if p_complete then
      for v_gone in
        select i.external_id, i.event_id
          from public.event_source_items i
          left join (select pg_catalog.unnest(coalesce(p_seen, '{}')) as id) seen on seen.id = i.external_id
         where i.source_id = p_source_id and i.gone_at is null and seen.id is null
      loop
        update public.event_source_items i set gone_at = pg_catalog.now()
         where i.source_id = p_source_id and i.external_id = v_gone.external_id;
        update public.events e set status = 'cancelled'
         where e.id = v_gone.event_id and e.status <> 'cancelled'
           and e.moderated_at is null and e.hidden_at is null
           and coalesce(e.end_date, e.start_date) >= v_today
           and not exists (select 1 from public.event_source_items o
                            where o.event_id = e.id and o.gone_at is null);
        if found then
          v_cancelled := v_cancelled + 1;
        end if;
      end loop;
    end if;
    v_summary := coalesce(p_summary, '{}'::jsonb) || pg_catalog.jsonb_build_object(
      'cancelled', coalesce((p_summary ->> 'cancelled')::integer, 0) + v_cancelled);
    if p_dry_run then
      raise exception using errcode = 'P0001', message = 'import_finish: dry run';
    end if;
    insert into public.import_runs (source_id, finished_at, created, updated, unchanged, cancelled, merged, rejected)
    values (p_source_id, pg_catalog.now(),
            coalesce((v_summary ->> 'created')::integer, 0), coalesce((v_summary ->> 'updated')::integer, 0),
            coalesce((v_summary ->> 'unchanged')::integer, 0), coalesce((v_summary ->> 'cancelled')::integer, 0),
            coalesce((v_summary ->> 'merged')::integer, 0), coalesce(v_summary -> 'rejected', '[]'));
  exception when sqlstate 'P0001' then
    if sqlerrm <> 'import_finish: dry run' then
      raise;
    end if;
  end;
  return v_summary;
end;
$$;

-- A run that could not read its source at all is recorded with its error.
create or replace function public.import_failed(p_source_id uuid, p_error text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.import_runs (source_id, finished_at, error)
  values (p_source_id, pg_catalog.now(), pg_catalog.left(coalesce(p_error, ''), 2000));
$$;

-- Writes an import's fields into an event (the trigger keeps a series' dates).
create or replace function public.import_write_event(p_event_id uuid, p_e jsonb, p_attr jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.events e set
    title = r.title, description = r.description, title_eu = r.title_eu, description_eu = r.description_eu,
    category_id = r.category_id, subcategory = r.subcategory, venue = r.venue, town = r.town,
    neighborhood = r.neighborhood, address = r.address, start_date = r.start_date, end_date = r.end_date,
    start_time = r.start_time, end_time = r.end_time, price = r.price, is_free = r.is_free,
    ticket_url = r.ticket_url, info_url = r.info_url, image_url = r.image_url, organizer = r.organizer,
    language = r.language, status = r.status, recurrence_rule = r.recurrence_rule,
    recurrence_exdates = r.recurrence_exdates,
    sources = case when e.sources @> pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object('name', p_attr ->> 'name'))
                   then (select pg_catalog.jsonb_agg(case when s ->> 'name' = p_attr ->> 'name' then p_attr else s end)
                           from pg_catalog.jsonb_array_elements(e.sources) s)
                   else e.sources || pg_catalog.jsonb_build_array(p_attr) end
  from public.import_event_fields(p_e) r
  where e.id = p_event_id;
end;
$$;

-- The moderation queue's payload for an item of an untrusted source (what review_submission reads).
create or replace function public.import_submission_payload(p_e jsonb, p_attr jsonb, p_source_name text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select p_e || pg_catalog.jsonb_build_object(
    'sources', pg_catalog.jsonb_build_array(p_attr),
    'submitted_by_name', p_source_name,
    'imported', true);
$$;

revoke execute on function public.import_apply(uuid, jsonb, boolean) from public, anon, authenticated;
grant execute on function public.import_apply(uuid, jsonb, boolean) to service_role;
revoke execute on function public.import_finish(uuid, text[], jsonb, boolean, boolean) from public, anon, authenticated;
grant execute on function public.import_finish(uuid, text[], jsonb, boolean, boolean) to service_role;
revoke execute on function public.import_failed(uuid, text) from public, anon, authenticated;
grant execute on function public.import_failed(uuid, text) to service_role;
revoke execute on function public.import_write_event(uuid, jsonb, jsonb) from public, anon, authenticated, service_role;
revoke execute on function public.import_apply_item(public.event_sources, jsonb) from public, anon, authenticated, service_role;
revoke execute on function public.import_event_fields(jsonb) from public, anon, authenticated, service_role;
revoke execute on function public.import_submission_payload(jsonb, jsonb, text) from public, anon, authenticated, service_role;

-- A moderator hides an event (it leaves every listing and no import brings it back) or shows it again.
create or replace function public.set_event_hidden(p_event_id uuid, p_hidden boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not (public.is_moderator() or coalesce((select auth.role()), '') = 'service_role') then
    raise exception using errcode = '42501', message = 'set_event_hidden: only moderators can hide events';
  end if;
  update public.events e
     set hidden_at = case when p_hidden then coalesce(e.hidden_at, pg_catalog.now()) end,
         moderated_at = pg_catalog.now()
   where e.id = p_event_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'set_event_hidden: event not found';
  end if;
end;
$$;

revoke execute on function public.set_event_hidden(uuid, boolean) from public, anon, authenticated;
grant execute on function public.set_event_hidden(uuid, boolean) to authenticated, service_role;

-- A moderator corrects an event's texts, place, dates or links: the correction wins over later
-- imports of it. p_changes holds only the columns to change (the same names as events).
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
    title = case when p_changes ? 'title' then pg_catalog.btrim(p_changes ->> 'title') else e.title end,
    description = case when p_changes ? 'description' then nullif(p_changes ->> 'description', '') else e.description end,
    venue = case when p_changes ? 'venue' then nullif(p_changes ->> 'venue', '') else e.venue end,
    town = case when p_changes ? 'town' then nullif(p_changes ->> 'town', '') else e.town end,
    neighborhood = case when p_changes ? 'neighborhood' then nullif(p_changes ->> 'neighborhood', '') else e.neighborhood end,
    address = case when p_changes ? 'address' then nullif(p_changes ->> 'address', '') else e.address end,
    start_date = case when p_changes ? 'start_date' then (p_changes ->> 'start_date')::date else e.start_date end,
    end_date = case when p_changes ? 'end_date' then nullif(p_changes ->> 'end_date', '')::date else e.end_date end,
    start_time = case when p_changes ? 'start_time' then nullif(p_changes ->> 'start_time', '')::time else e.start_time end,
    end_time = case when p_changes ? 'end_time' then nullif(p_changes ->> 'end_time', '')::time else e.end_time end,
    price = case when p_changes ? 'price' then nullif(p_changes ->> 'price', '')::numeric else e.price end,
    is_free = case when p_changes ? 'is_free' then (p_changes ->> 'is_free')::boolean else e.is_free end,
    ticket_url = case when p_changes ? 'ticket_url' then nullif(p_changes ->> 'ticket_url', '') else e.ticket_url end,
    info_url = case when p_changes ? 'info_url' then nullif(p_changes ->> 'info_url', '') else e.info_url end,
    image_url = case when p_changes ? 'image_url' then nullif(p_changes ->> 'image_url', '') else e.image_url end,
    organizer = case when p_changes ? 'organizer' then nullif(p_changes ->> 'organizer', '') else e.organizer end,
    status = case when p_changes ? 'status' then p_changes ->> 'status' else e.status end,
    category_id = case when p_changes ? 'category_id' then public.jsonb_to_text_array(p_changes -> 'category_id') else e.category_id end,
    subcategory = case when p_changes ? 'subcategory' then public.jsonb_to_text_array(p_changes -> 'subcategory') else e.subcategory end,
    title_eu = case when p_changes ? 'title_eu' then nullif(pg_catalog.btrim(p_changes ->> 'title_eu'), '') else e.title_eu end,
    description_eu = case when p_changes ? 'description_eu' then nullif(p_changes ->> 'description_eu', '') else e.description_eu end,
    language = case when p_changes ? 'language' then public.jsonb_to_text_array(p_changes -> 'language') else e.language end,
    moderated_at = pg_catalog.now()
  where e.id = p_event_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'moderate_event: event not found';
  end if;
end;
$$;

revoke execute on function public.moderate_event(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.moderate_event(uuid, jsonb) to authenticated, service_role;
