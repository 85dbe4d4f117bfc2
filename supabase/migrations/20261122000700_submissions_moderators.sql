-- Event submissions (never straight into events) and the moderators who review them.
-- The edge function submit-event (service role) validates and sanitises the payload and inserts
-- the row; moderators read submissions through RLS and decide through public.review_submission().

create table public.moderators (
  user_id     uuid primary key references auth.users (id) on delete cascade,
  created_at  timestamptz not null default now()
);

comment on table public.moderators is 'Users allowed to review event submissions. A user may read only their own row.';

create table public.event_submissions (
  id                  uuid primary key default gen_random_uuid(),
  payload             jsonb not null,
  status              text not null default 'pending',
  submitted_by_email  text,
  submitted_by_name   text,
  submitter_ip_hash   text,
  created_at          timestamptz not null default now(),
  reviewed_at         timestamptz,
  -- The reviewing moderator. Deliberately not a foreign key: the review record outlives the
  -- moderator's account (every foreign key to auth.users in this schema cascades on delete).
  reviewed_by         uuid,
  rejection_reason    text,
  event_id            uuid references public.events (id) on delete set null,
  constraint event_submissions_status_valid          check (status in ('pending', 'approved', 'rejected')),
  constraint event_submissions_payload_object        check (jsonb_typeof(payload) = 'object'),
  constraint event_submissions_payload_size          check (pg_column_size(payload) <= 65536),
  constraint event_submissions_email_length          check (submitted_by_email is null or char_length(submitted_by_email) <= 320),
  constraint event_submissions_name_length           check (submitted_by_name is null or char_length(submitted_by_name) <= 200),
  constraint event_submissions_ip_hash_length        check (submitter_ip_hash is null or char_length(submitter_ip_hash) <= 128),
  constraint event_submissions_reason_length         check (rejection_reason is null or char_length(rejection_reason) <= 1000),
  constraint event_submissions_rejection_has_reason  check (status <> 'rejected' or coalesce(btrim(rejection_reason), '') <> '')
);

comment on table public.event_submissions is
  'Submitted events awaiting review (pending → approved | rejected). Inserted by the service role; read by moderators.';

create index event_submissions_status_created_idx on public.event_submissions (status, created_at);
create index event_submissions_event_id_idx       on public.event_submissions (event_id) where event_id is not null;
create index event_submissions_ip_created_idx     on public.event_submissions (submitter_ip_hash, created_at);

-- True when the signed-in caller is a moderator (false for anonymous callers).
create or replace function public.is_moderator()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.moderators m where m.user_id = (select auth.uid())
  );
$$;

revoke execute on function public.is_moderator() from public, anon, authenticated;
grant execute on function public.is_moderator() to anon, authenticated, service_role;

alter table public.moderators enable row level security;
alter table public.event_submissions enable row level security;

create policy "users see whether they are a moderator"
  on public.moderators for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "moderators read submissions"
  on public.event_submissions for select
  to authenticated
  using ((select public.is_moderator()));

revoke all on table public.moderators, public.event_submissions from anon, authenticated;
grant select on table public.moderators, public.event_submissions to authenticated;
grant all on table public.moderators, public.event_submissions to service_role;
