-- Tracking: outbound link clicks (write-only for clients) and page views (one counter row per
-- (page_path, event_id); read by everyone, written only through public.increment_page_view()).

create table public.external_link_clicks (
  id            uuid primary key default gen_random_uuid(),
  external_url  text not null,
  user_id       uuid references auth.users (id) on delete cascade,
  clicked_at    timestamptz not null default now(),
  source_page   text,
  user_agent    text,
  referrer      text,
  constraint external_link_clicks_url_length        check (char_length(external_url) between 1 and 2048),
  constraint external_link_clicks_source_page_length check (source_page is null or char_length(source_page) <= 2048),
  constraint external_link_clicks_user_agent_length  check (user_agent is null or char_length(user_agent) <= 1024),
  constraint external_link_clicks_referrer_length    check (referrer is null or char_length(referrer) <= 2048)
);

comment on table public.external_link_clicks is 'Outbound link clicks. Anyone may insert (own uid or null); nobody reads but service_role.';

create index external_link_clicks_clicked_at_idx on public.external_link_clicks (clicked_at);
create index external_link_clicks_user_id_idx    on public.external_link_clicks (user_id) where user_id is not null;

create table public.page_views (
  id          uuid primary key default gen_random_uuid(),
  page_path   text not null,
  event_id    uuid references public.events (id) on delete cascade,
  view_count  bigint not null default 0,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now(),
  constraint page_views_path_format check (char_length(page_path) between 1 and 512 and page_path ~ '^/[^[:space:][:cntrl:]]*$'),
  constraint page_views_count_nonnegative check (view_count >= 0),
  -- ONE row per (path, event); a null event_id counts as a value (PostgreSQL 15+).
  constraint page_views_path_event_key unique nulls not distinct (page_path, event_id)
);

comment on table public.page_views is 'View counter per (page_path, event_id). Public read; writes via increment_page_view().';

create index page_views_event_id_idx on public.page_views (event_id) where event_id is not null;

alter table public.external_link_clicks enable row level security;
alter table public.page_views enable row level security;

create policy "anyone records a click as themselves or anonymously"
  on public.external_link_clicks for insert
  to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));

create policy "page views are readable by everyone"
  on public.page_views for select
  to anon, authenticated
  using (true);

revoke all on table public.external_link_clicks, public.page_views from anon, authenticated;
grant insert on table public.external_link_clicks to anon, authenticated;
grant select on table public.page_views to anon, authenticated;
grant all on table public.external_link_clicks, public.page_views to service_role;
