-- Anonymous tracking writes, rate-limited per client. Anyone may call increment_page_view() and
-- insert into external_link_clicks, so before this a script could inflate an event's public visit
-- count at will, or fill page_views with made-up paths and external_link_clicks with rows.
--
-- The client is the connecting IP as the platform reports it (Cloudflare's CF-Connecting-IP on
-- hosted Supabase, which a client cannot set; else the first X-Forwarded-For entry), kept only as a
-- SHA-256 hash in one-minute windows that are deleted after ten minutes. A request that names no IP
-- (a server-side call, the local stack without a proxy) is not limited.
-- Limits per client and minute:
--   * a page (path and event) counts one view; a reload within the minute returns the current count;
--   * at most 60 views in all (new paths included);
--   * at most 60 outbound clicks.
-- Over a limit nothing fails: the view is not counted, the click row is not stored (tracking never
-- gets in a visitor's way).

create table public.tracking_rate_limits (
  client_hash  text        not null,
  bucket       text        not null,
  window_start timestamptz not null,
  hits         integer     not null default 1,
  primary key (client_hash, bucket, window_start)
);

comment on table public.tracking_rate_limits is
  'Per-minute hit counters of tracking writes per hashed client IP. No client access: only tracking_allowed().';

create index tracking_rate_limits_window_idx on public.tracking_rate_limits (window_start);

alter table public.tracking_rate_limits enable row level security;
revoke all on table public.tracking_rate_limits from anon, authenticated;
grant all on table public.tracking_rate_limits to service_role;

-- True while every bucket of this request's client is within its limit this minute (each call adds
-- one hit to each bucket). Buckets and limits come in pairs: p_buckets[i] allows p_limits[i] hits.
create or replace function public.tracking_allowed(p_buckets text[], p_limits integer[])
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_headers json;
  v_ip text;
  v_client text;
  v_window timestamptz := pg_catalog.date_trunc('minute', pg_catalog.now());
  v_hits integer;
  v_allowed boolean := true;
begin
  begin
    v_headers := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  exception when others then
    v_headers := null;
  end;
  v_ip := pg_catalog.btrim(coalesce(
    nullif(pg_catalog.btrim(v_headers ->> 'cf-connecting-ip'), ''),
    pg_catalog.split_part(coalesce(v_headers ->> 'x-forwarded-for', ''), ',', 1)
  ));
  if v_ip is null or v_ip = '' then
    return true;
  end if;
  v_client := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(v_ip, 'UTF8')), 'hex');

  for i in 1 .. coalesce(pg_catalog.array_length(p_buckets, 1), 0) loop
    insert into public.tracking_rate_limits as t (client_hash, bucket, window_start, hits)
    values (v_client, p_buckets[i], v_window, 1)
    on conflict (client_hash, bucket, window_start) do update set hits = t.hits + 1
    returning t.hits into v_hits;
    if v_hits > p_limits[i] then
      v_allowed := false;
    end if;
  end loop;

  -- Old windows go now and then (about one call in fifty), not on every call.
  if pg_catalog.random() < 0.02 then
    delete from public.tracking_rate_limits where window_start < v_window - interval '10 minutes';
  end if;
  return v_allowed;
end;
$$;

revoke execute on function public.tracking_allowed(text[], integer[]) from public, anon, authenticated;
grant execute on function public.tracking_allowed(text[], integer[]) to service_role;

-- increment_page_view as before, plus the limits: over them it returns the current count unchanged.
create or replace function public.increment_page_view(p_page_path text, p_event_id uuid default null)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count bigint;
begin
  if p_page_path is null
     or pg_catalog.char_length(p_page_path) not between 1 and 512
     or p_page_path !~ '^/[^[:space:][:cntrl:]]*$' then
    raise exception using errcode = '22023', message = 'increment_page_view: invalid page path';
  end if;
  if p_event_id is not null and not exists (select 1 from public.events e where e.id = p_event_id) then
    raise exception using errcode = '23503', message = 'increment_page_view: unknown event';
  end if;

  if not public.tracking_allowed(
    array['views', 'view:' || pg_catalog.md5(p_page_path || '|' || coalesce(p_event_id::text, ''))],
    array[60, 1]
  ) then
    select pv.view_count into v_count
      from public.page_views pv
     where pv.page_path = p_page_path and pv.event_id is not distinct from p_event_id;
    return coalesce(v_count, 0);
  end if;

  insert into public.page_views as pv (page_path, event_id, view_count)
  values (p_page_path, p_event_id, 1)
  on conflict (page_path, event_id)
  do update set view_count = pv.view_count + 1, updated_at = pg_catalog.now()
  returning pv.view_count into v_count;

  return v_count;
end;
$$;

revoke execute on function public.increment_page_view(text, uuid) from public, anon, authenticated;
grant execute on function public.increment_page_view(text, uuid) to anon, authenticated, service_role;

-- Clicks over the limit are dropped before they are stored (the insert still succeeds for the client).
create or replace function public.limit_external_link_clicks()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.tracking_allowed(array['clicks'], array[60]) then
    return new;
  end if;
  return null;
end;
$$;

revoke execute on function public.limit_external_link_clicks() from public, anon, authenticated, service_role;

create trigger external_link_clicks_rate_limit
  before insert on public.external_link_clicks
  for each row execute function public.limit_external_link_clicks();
