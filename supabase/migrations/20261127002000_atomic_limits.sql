-- Limits that count rows and then add one, decided inside one transaction.
--
-- submit-event (5 submissions an hour per IP hash and per contact e-mail) and
-- send-delete-confirmation (3 pending requests an hour per user) used to count with one request and
-- insert with another. Parallel requests all read the same count before any of them inserted, so
-- 20 at once were all accepted. Saving a favourite was four round trips from the app (is it saved?
-- is today's cap reached? award the point, then insert the row), so a point could be given for an
-- event that never got saved, and parallel saves of one event could each earn a point.
--
-- Each limit is now one function that serialises the requests it compares, counts and inserts in the
-- same transaction:
--   * the two edge-function limits take a transaction-scoped advisory lock on what they count by
--     (the IP hash, the e-mail, the user), so the next request for the same key waits for this
--     transaction to commit and then counts its row (each statement of a read-committed transaction
--     sees what was committed before it started);
--   * save_favorite() inserts the favourite first and awards the point only when that insert added
--     the row; the unique (user_id, event_id) makes every other parallel save of the event find it.

-- ─────────────────────────────────────────────────────────────────────────────────────────────
-- create_event_submission: submit-event's insert, refused (null) when the IP hash, or the contact
-- e-mail when there is one, already has p_limit submissions in the last hour. service_role only.
-- The locks are taken in key order, so two requests sharing one key and not the other never wait
-- for each other in a cycle.
-- ─────────────────────────────────────────────────────────────────────────────────────────────
create or replace function public.create_event_submission(
  p_payload             jsonb,
  p_ip_hash             text,
  p_limit               integer,
  p_submitted_by_email  text default null,
  p_submitted_by_name   text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_since  timestamptz := pg_catalog.now() - interval '1 hour';
  v_key    bigint;
  v_id     uuid;
begin
  if p_ip_hash is null or pg_catalog.btrim(p_ip_hash) = '' then
    raise exception using errcode = '22023', message = 'p_ip_hash is required';
  end if;
  if p_limit is null or p_limit < 1 then
    raise exception using errcode = '22023', message = 'p_limit must be at least 1';
  end if;

  for v_key in
    select k from pg_catalog.unnest(array[
      pg_catalog.hashtextextended('event_submissions:ip:' || p_ip_hash, 0),
      pg_catalog.hashtextextended('event_submissions:email:' || p_submitted_by_email, 0)
    ]) as k
    where k is not null
    group by k
    order by k
  loop
    perform pg_catalog.pg_advisory_xact_lock(v_key);
  end loop;

  -- Counting stops at the limit: only "at least p_limit" matters.
  if (select count(*) from (
        select 1 from public.event_submissions s
         where s.submitter_ip_hash = p_ip_hash and s.created_at >= v_since
         limit p_limit) ip) >= p_limit
     or (p_submitted_by_email is not null and (select count(*) from (
        select 1 from public.event_submissions s
         where s.submitted_by_email = p_submitted_by_email and s.created_at >= v_since
         limit p_limit) mail) >= p_limit)
  then
    return null;
  end if;

  insert into public.event_submissions (payload, status, submitted_by_email, submitted_by_name, submitter_ip_hash)
  values (p_payload, 'pending', p_submitted_by_email, p_submitted_by_name, p_ip_hash)
  returning id into v_id;
  return v_id;
end;
$$;

comment on function public.create_event_submission(jsonb, text, integer, text, text) is
  'submit-event: inserts a pending submission unless its IP hash or e-mail reached p_limit in the last hour (null).';

revoke execute on function public.create_event_submission(jsonb, text, integer, text, text)
  from public, anon, authenticated;
grant execute on function public.create_event_submission(jsonb, text, integer, text, text) to service_role;

-- ─────────────────────────────────────────────────────────────────────────────────────────────
-- create_account_deletion: send-delete-confirmation's insert, refused (null) when the user already
-- asked p_limit times in the last hour. Only a request that got its row goes on to send an e-mail.
-- service_role only.
-- ─────────────────────────────────────────────────────────────────────────────────────────────
create or replace function public.create_account_deletion(
  p_user_id     uuid,
  p_token_hash  text,
  p_expires_at  timestamptz,
  p_limit       integer
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if p_user_id is null then
    raise exception using errcode = '22023', message = 'p_user_id is required';
  end if;
  if p_limit is null or p_limit < 1 then
    raise exception using errcode = '22023', message = 'p_limit must be at least 1';
  end if;

  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('pending_account_deletions:' || p_user_id::text, 0));

  if (select count(*) from (
        select 1 from public.pending_account_deletions d
         where d.user_id = p_user_id and d.created_at >= pg_catalog.now() - interval '1 hour'
         limit p_limit) recent) >= p_limit
  then
    return null;
  end if;

  insert into public.pending_account_deletions (user_id, token_hash, expires_at)
  values (p_user_id, p_token_hash, p_expires_at)
  returning id into v_id;
  return v_id;
end;
$$;

comment on function public.create_account_deletion(uuid, text, timestamptz, integer) is
  'send-delete-confirmation: inserts a deletion request unless the user made p_limit in the last hour (null).';

revoke execute on function public.create_account_deletion(uuid, text, timestamptz, integer)
  from public, anon, authenticated;
grant execute on function public.create_account_deletion(uuid, text, timestamptz, integer) to service_role;

-- ─────────────────────────────────────────────────────────────────────────────────────────────
-- save_favorite: the signed-in caller (auth.uid()) saves an event, and the favourite's point is
-- awarded in the same transaction, only when:
--   * the event exists and the caller may see it (a hidden event is for moderators only), else
--     P0002 'Ese evento no existe.' and nothing is saved;
--   * this call added the row: an event already saved gives 'already_saved' (saved = false);
--   * the event never earned this user its point before (saved, removed, saved again gives
--     'already_awarded');
--   * today's favourite points are under the cap: award_points() with the favourite rule of
--     supabase/functions/_shared/points.ts (1 point, at most 5 a Europe/Madrid day, shown as
--     'Favorito guardado'; tests/db/atomic-limits.test.ts holds these literals to those constants),
--     which answers 'awarded' or 'daily_limit'.
-- The user's user_points row is locked before the insert (award_points locks the same row), so one
-- user's saves run one after another and the "earned before" check sees every earlier award.
-- Returns one row (saved, awarded, reason).
-- ─────────────────────────────────────────────────────────────────────────────────────────────
create or replace function public.save_favorite(p_event_id uuid)
returns table (
  saved    boolean,
  awarded  integer,
  reason   text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid    uuid := auth.uid();
  v_title  text;
  v_award  record;
begin
  if v_uid is null then
    raise exception using errcode = '42501', message = 'Inicia sesión para guardar favoritos.';
  end if;
  if p_event_id is null then
    raise exception using errcode = '22023', message = 'Falta el evento que se guarda en favoritos.';
  end if;

  select e.title into v_title
    from public.events e
   where e.id = p_event_id and (e.hidden_at is null or public.is_moderator());
  if not found then
    raise exception using errcode = 'P0002', message = 'Ese evento no existe.';
  end if;

  insert into public.user_points as up (user_id) values (v_uid)
    on conflict (user_id) do nothing;
  perform 1 from public.user_points up where up.user_id = v_uid for update;

  insert into public.user_favorites (user_id, event_id) values (v_uid, p_event_id)
    on conflict (user_id, event_id) do nothing;
  if not found then
    return query select false, 0, 'already_saved'::text;
    return;
  end if;

  if exists (
    select 1 from public.point_transactions pt
     where pt.user_id = v_uid and pt.action_type = 'favorite'
       and pt.metadata ->> 'event_id' = p_event_id::text
  ) then
    return query select true, 0, 'already_awarded'::text;
    return;
  end if;

  select a.awarded, a.reason into v_award
    from public.award_points(v_uid, 'favorite', 1, 'Favorito guardado', 5, false,
                             pg_catalog.jsonb_build_object('event_id', p_event_id::text, 'event_title', v_title)) a;
  return query select true, v_award.awarded, v_award.reason;
end;
$$;

comment on function public.save_favorite(uuid) is
  'Saves an event for the caller and, when this call added the row, awards the favourite point (daily cap).';

revoke execute on function public.save_favorite(uuid) from public, anon, authenticated, service_role;
grant execute on function public.save_favorite(uuid) to authenticated;
