-- Recurring events: one row, all its dates.
--
-- events.recurrence_rule is an RFC 5545 RRULE value without the 'RRULE:' prefix, limited to the
-- subset the product supports: FREQ=DAILY|WEEKLY|MONTHLY, INTERVAL, BYDAY (ordinals such as 1SA only
-- with MONTHLY), BYMONTHDAY, and exactly one of COUNT or UNTIL; the last date at most 366 days after
-- the first. events.recurrence_exdates are the days skipped. start_date/start_time/end_time are the
-- first occurrence's; the database keeps end_date (the last occurrence's day) and occurrence_dates
-- (every day of the series, in order) so the listing's rule "end date today or later" stays true and
-- a client can match any occurrence without an RRULE library. The browser and the edge functions
-- read and write rules with the `rrule` library (supabase/functions/_shared/recurrence.ts); a test
-- (tests/db/recurrence.test.ts) holds this expansion to that one, rule by rule.
--
-- Occurrences are calendar days in Europe/Madrid: a series' wall-clock time is the same every day
-- (a 20:00 class stays 20:00 across the daylight-saving change), so the days alone describe it.

alter table public.events
  add column recurrence_rule    text,
  add column recurrence_exdates date[] not null default '{}',
  add column occurrence_dates   date[],
  add constraint events_recurrence_rule_length check (recurrence_rule is null or char_length(recurrence_rule) <= 300),
  add constraint events_recurrence_exdates_count check (cardinality(recurrence_exdates) <= 366);

comment on column public.events.recurrence_rule is
  'RRULE value (no prefix) of a series: FREQ DAILY/WEEKLY/MONTHLY, INTERVAL, BYDAY, BYMONTHDAY, COUNT or UNTIL; at most 366 days.';
comment on column public.events.recurrence_exdates is 'Days of the series that do not take place.';
comment on column public.events.occurrence_dates is
  'Every day of a series in order, kept by the database from the rule (null for a single event).';

-- The days of a series, or an error (22023) whose message says in Spanish what is wrong.
create or replace function public.recurrence_dates(p_start date, p_rule text, p_exdates date[] default '{}')
returns date[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_part      text;
  v_key       text;
  v_value     text;
  v_seen      text[] := '{}'::text[];
  v_freq      text;
  v_interval  integer := 1;
  v_count     integer;
  v_until     date;
  v_byday     text[] := '{}'::text[];
  v_monthday  integer[] := '{}'::integer[];
  v_item      text;
  v_m         text[];
  v_limit     date := p_start + 366;
  v_day       date;
  v_dow       text;
  v_dim       integer;
  v_dom       integer;
  v_ok        boolean;
  v_matched   integer := 0;
  v_out       date[] := '{}'::date[];
  c_days constant text[] := array['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
begin
  if p_start is null then
    raise exception using errcode = '22023', message = 'Una serie necesita la fecha de su primer día.';
  end if;
  if p_rule is null or pg_catalog.btrim(p_rule) = '' then
    raise exception using errcode = '22023', message = 'La regla de repetición está vacía.';
  end if;

  foreach v_part in array pg_catalog.string_to_array(pg_catalog.upper(pg_catalog.btrim(p_rule)), ';') loop
    v_key := pg_catalog.split_part(v_part, '=', 1);
    v_value := pg_catalog.substr(v_part, pg_catalog.length(v_key) + 2);
    if v_part !~ '^[A-Z]+=[^=]+$' then
      raise exception using errcode = '22023', message = pg_catalog.format('La regla de repetición no se entiende: «%s».', v_part);
    end if;
    if v_key = any (v_seen) then
      raise exception using errcode = '22023', message = pg_catalog.format('La regla de repetición repite %s.', v_key);
    end if;
    v_seen := v_seen || v_key;
    case v_key
      when 'FREQ' then
        if v_value not in ('DAILY', 'WEEKLY', 'MONTHLY') then
          raise exception using errcode = '22023', message = 'Solo se admiten series diarias, semanales o mensuales.';
        end if;
        v_freq := v_value;
      when 'INTERVAL' then
        if v_value !~ '^[0-9]{1,3}$' or v_value::integer < 1 then
          raise exception using errcode = '22023', message = 'El intervalo de la serie debe ser un número entero positivo.';
        end if;
        v_interval := v_value::integer;
      when 'COUNT' then
        if v_value !~ '^[0-9]{1,3}$' or v_value::integer < 1 then
          raise exception using errcode = '22023', message = 'El número de fechas de la serie debe ser un entero positivo.';
        end if;
        v_count := v_value::integer;
      when 'UNTIL' then
        v_m := pg_catalog.regexp_match(v_value, '^([0-9]{4})([0-9]{2})([0-9]{2})(T[0-9]{6}Z?)?$');
        if v_m is null then
          raise exception using errcode = '22023', message = 'La fecha final de la serie no es válida.';
        end if;
        begin
          v_until := pg_catalog.make_date(v_m[1]::integer, v_m[2]::integer, v_m[3]::integer);
        exception when others then
          raise exception using errcode = '22023', message = 'La fecha final de la serie no es válida.';
        end;
      when 'BYDAY' then
        foreach v_item in array pg_catalog.string_to_array(v_value, ',') loop
          if v_item !~ '^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$' then
            raise exception using errcode = '22023', message = pg_catalog.format('Día de la semana no válido en la serie: «%s».', v_item);
          end if;
          v_byday := v_byday || v_item;
        end loop;
      when 'BYMONTHDAY' then
        foreach v_item in array pg_catalog.string_to_array(v_value, ',') loop
          if v_item !~ '^-?[0-9]{1,2}$' or v_item::integer = 0 or pg_catalog.abs(v_item::integer) > 31 then
            raise exception using errcode = '22023', message = pg_catalog.format('Día del mes no válido en la serie: «%s».', v_item);
          end if;
          v_monthday := v_monthday || v_item::integer;
        end loop;
      else
        raise exception using errcode = '22023', message = pg_catalog.format('La regla de repetición usa %s, que no se admite.', v_key);
    end case;
  end loop;

  if v_freq is null then
    raise exception using errcode = '22023', message = 'La regla de repetición debe decir su frecuencia (FREQ).';
  end if;
  if (v_count is null) = (v_until is null) then
    raise exception using errcode = '22023', message = 'Una serie necesita una fecha final o un número de fechas (solo uno de los dos).';
  end if;
  if v_until is not null and v_until > v_limit then
    raise exception using errcode = '22023', message = 'Una serie puede durar como mucho un año.';
  end if;
  if v_freq <> 'MONTHLY' and exists (select 1 from pg_catalog.unnest(v_byday) d where d ~ '^[+-]?[0-9]') then
    raise exception using errcode = '22023', message = 'Solo las series mensuales admiten días como «el primer sábado».';
  end if;
  if v_freq = 'WEEKLY' and pg_catalog.cardinality(v_monthday) > 0 then
    raise exception using errcode = '22023', message = 'Una serie semanal no admite días del mes.';
  end if;

  v_day := p_start;
  while v_day <= coalesce(v_until, v_limit) loop
    v_dow := c_days[extract(dow from v_day)::integer + 1];
    v_dim := extract(day from (pg_catalog.date_trunc('month', v_day) + interval '1 month - 1 day'))::integer;
    v_dom := extract(day from v_day)::integer;
    v_ok := case v_freq
      when 'DAILY' then (v_day - p_start) % v_interval = 0
      -- Weeks start on Monday (the RRULE default WKST=MO).
      when 'WEEKLY' then ((v_day - (extract(isodow from v_day)::integer - 1))
                          - (p_start - (extract(isodow from p_start)::integer - 1))) / 7 % v_interval = 0
      else ((extract(year from v_day)::integer * 12 + extract(month from v_day)::integer)
            - (extract(year from p_start)::integer * 12 + extract(month from p_start)::integer)) % v_interval = 0
    end;
    -- BYDAY: the weekday, and for monthly ordinals its place in the month (1SA, -1FR).
    if v_ok and pg_catalog.cardinality(v_byday) > 0 then
      v_ok := exists (
        select 1 from pg_catalog.unnest(v_byday) d
         where pg_catalog.right(d, 2) = v_dow
           and (d !~ '^[+-]?[0-9]'
                or (pg_catalog.left(d, -2)::integer > 0 and (v_dom + 6) / 7 = pg_catalog.left(d, -2)::integer)
                or (pg_catalog.left(d, -2)::integer < 0 and (v_dim - v_dom + 7) / 7 = -pg_catalog.left(d, -2)::integer)));
    elsif v_ok and v_freq = 'WEEKLY' then
      v_ok := extract(dow from v_day) = extract(dow from p_start);
    end if;
    -- BYMONTHDAY: that day of the month (negative counts from its end); a month without it is skipped.
    if v_ok and pg_catalog.cardinality(v_monthday) > 0 then
      v_ok := v_dom = any (v_monthday) or (v_dom - v_dim - 1) = any (v_monthday);
    elsif v_ok and v_freq = 'MONTHLY' and pg_catalog.cardinality(v_byday) = 0 then
      v_ok := v_dom = extract(day from p_start)::integer;
    end if;

    if v_ok then
      if v_matched = 0 and v_day <> p_start then
        raise exception using errcode = '22023', message = 'La fecha de inicio debe ser la primera fecha de la serie.';
      end if;
      v_matched := v_matched + 1;
      if not (v_day = any (coalesce(p_exdates, '{}'))) then
        v_out := v_out || v_day;
      end if;
      exit when v_count is not null and v_matched >= v_count;
    end if;
    v_day := v_day + 1;
  end loop;

  if v_matched = 0 then
    raise exception using errcode = '22023', message = 'La fecha de inicio debe ser la primera fecha de la serie.';
  end if;
  if v_count is not null and v_matched < v_count then
    raise exception using errcode = '22023', message = 'Una serie puede durar como mucho un año.';
  end if;
  if pg_catalog.cardinality(v_out) = 0 then
    raise exception using errcode = '22023', message = 'Todas las fechas de la serie están excluidas.';
  end if;
  return v_out;
end;
$$;

-- Called by the trigger below as whoever writes events (the service role, or the definer functions).
revoke execute on function public.recurrence_dates(date, text, date[]) from public, anon, authenticated;
grant execute on function public.recurrence_dates(date, text, date[]) to service_role;

-- Keeps a series' end_date and occurrence_dates from its rule; a single event has neither rule
-- nor exdates nor occurrence_dates. start_date stays the rule's first day (DTSTART) even when that
-- day is cancelled, so cancelling a date never shifts the rest of the series.
create or replace function public.events_expand_recurrence()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.recurrence_rule := nullif(pg_catalog.upper(pg_catalog.btrim(coalesce(new.recurrence_rule, ''))), '');
  if new.recurrence_rule is null then
    new.recurrence_exdates := '{}';
    new.occurrence_dates := null;
    return new;
  end if;
  new.recurrence_exdates := coalesce(
    (select pg_catalog.array_agg(distinct d order by d) from pg_catalog.unnest(new.recurrence_exdates) d where d is not null),
    '{}');
  new.occurrence_dates := public.recurrence_dates(new.start_date, new.recurrence_rule, new.recurrence_exdates);
  new.end_date := new.occurrence_dates[pg_catalog.cardinality(new.occurrence_dates)];
  return new;
end;
$$;

revoke execute on function public.events_expand_recurrence() from public, anon, authenticated, service_role;

create trigger events_expand_recurrence
  before insert or update on public.events
  for each row execute function public.events_expand_recurrence();

-- A moderator cancels one date of a series without touching the rest (adds an exdate).
-- Errors: 42501 not a moderator · P0002 unknown event · 22023 not a date of the series / the last one left.
create or replace function public.cancel_event_occurrence(p_event_id uuid, p_day date)
returns date[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_event public.events%rowtype;
begin
  if not (public.is_moderator() or coalesce((select auth.role()), '') = 'service_role') then
    raise exception using errcode = '42501', message = 'cancel_event_occurrence: only moderators can cancel a date';
  end if;
  select * into v_event from public.events e where e.id = p_event_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'cancel_event_occurrence: event not found';
  end if;
  if v_event.recurrence_rule is null or not (p_day = any (v_event.occurrence_dates)) then
    raise exception using errcode = '22023', message = 'Esa fecha no es una de las fechas de la serie.';
  end if;
  -- moderated_at: the cancellation is the moderator's word, which later imports of the event keep.
  update public.events e
     set recurrence_exdates = e.recurrence_exdates || p_day, moderated_at = pg_catalog.now()
   where e.id = p_event_id
  returning e.occurrence_dates into v_event.occurrence_dates;
  return v_event.occurrence_dates;
end;
$$;

revoke execute on function public.cancel_event_occurrence(uuid, date) from public, anon, authenticated;
grant execute on function public.cancel_event_occurrence(uuid, date) to authenticated, service_role;

-- Approval copies a submitted series (recurrence_rule, recurrence_exdates) with the rest of the payload;
-- the trigger above validates it again and keeps its dates. Otherwise unchanged.
create or replace function public.review_submission(
  p_submission_id  uuid,
  p_decision       text,
  p_reason         text default null
)
returns table (submission_id uuid, status text, event_id uuid)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid       uuid := (select auth.uid());
  v_sub       public.event_submissions%rowtype;
  v_p         jsonb;
  v_decision  text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_decision, '')));
  v_event_id  uuid;
  v_cats      text[];
  v_price     numeric;
  v_is_free   boolean;
  v_title     text;
begin
  if not (public.is_moderator() or coalesce((select auth.role()), '') = 'service_role') then
    raise exception using errcode = '42501', message = 'review_submission: only moderators can review submissions';
  end if;

  select * into v_sub from public.event_submissions s where s.id = p_submission_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'review_submission: submission not found';
  end if;
  if v_sub.status <> 'pending' then
    raise exception using errcode = '55000', message = 'review_submission: submission already reviewed';
  end if;

  if v_decision in ('approve', 'approved') then
    v_p := v_sub.payload;
    v_title := pg_catalog.btrim(coalesce(v_p ->> 'title', ''));
    if v_title = '' then
      raise exception using errcode = '22023', message = 'review_submission: payload has no title';
    end if;
    v_cats := public.jsonb_to_text_array(v_p -> 'category_id');
    v_price := case
      when pg_catalog.jsonb_typeof(v_p -> 'price') = 'number' then (v_p ->> 'price')::numeric
      when (v_p ->> 'price') ~ '^\s*[0-9]+([.,][0-9]{1,2})?\s*$'
        then pg_catalog.replace(pg_catalog.btrim(v_p ->> 'price'), ',', '.')::numeric
      else null
    end;
    v_is_free := case pg_catalog.jsonb_typeof(v_p -> 'is_free')
      when 'boolean' then (v_p ->> 'is_free')::boolean
      when 'string' then pg_catalog.lower(v_p ->> 'is_free') in ('true', '1', 'si', 'sí')
      else false
    end;

    insert into public.events (
      image_url, title, description, category_id, subcategory, venue, town, neighborhood, address,
      start_date, end_date, start_time, end_time, price, is_free, ticket_url, info_url, organizer,
      tags, artist, como_llegar, destacado, recomendaciones, recurrence_rule, recurrence_exdates
    ) values (
      '/images/categories/' || coalesce(v_cats[1], 'cultura') || '.svg',
      v_title,
      nullif(v_p ->> 'description', ''),
      v_cats,
      public.jsonb_to_text_array(v_p -> 'subcategory'),
      nullif(pg_catalog.btrim(coalesce(v_p ->> 'venue', '')), ''),
      -- A city id from the form becomes the town name the listings match on.
      case pg_catalog.lower(pg_catalog.btrim(coalesce(v_p ->> 'town', '')))
        when '' then null
        when 'bilbao' then 'Bilbao'
        when 'sansebastian' then 'San Sebastián'
        when 'pamplona' then 'Pamplona'
        when 'vitoria' then 'Vitoria-Gasteiz'
        when 'santander' then 'Santander'
        when 'logronio' then 'Logroño'
        else pg_catalog.btrim(v_p ->> 'town')
      end,
      nullif(pg_catalog.btrim(coalesce(v_p ->> 'neighborhood', '')), ''),
      nullif(pg_catalog.btrim(coalesce(v_p ->> 'address', v_p ->> 'venue', '')), ''),
      nullif(v_p ->> 'start_date', '')::date,
      nullif(v_p ->> 'end_date', '')::date,
      nullif(v_p ->> 'start_time', '')::time,
      nullif(v_p ->> 'end_time', '')::time,
      case when v_is_free then null else v_price end,
      v_is_free,
      nullif(v_p ->> 'ticket_url', ''),
      nullif(v_p ->> 'info_url', ''),
      nullif(pg_catalog.btrim(coalesce(v_p ->> 'organizer', '')), ''),
      public.jsonb_to_text_array(v_p -> 'tags'),
      nullif(pg_catalog.btrim(coalesce(v_p ->> 'artist', '')), ''),
      nullif(pg_catalog.btrim(coalesce(v_p ->> 'como_llegar', '')), ''),
      0,
      nullif(pg_catalog.btrim(coalesce(v_p ->> 'recomendaciones', '')), ''),
      nullif(pg_catalog.btrim(coalesce(v_p ->> 'recurrence_rule', '')), ''),
      coalesce(public.jsonb_to_text_array(v_p -> 'recurrence_exdates')::date[], '{}')
    )
    returning id into v_event_id;

    update public.event_submissions s
       set status = 'approved', event_id = v_event_id, reviewed_at = pg_catalog.now(),
           reviewed_by = v_uid, rejection_reason = null
     where s.id = v_sub.id;

    return query select v_sub.id, 'approved'::text, v_event_id;

  elsif v_decision in ('reject', 'rejected') then
    if coalesce(pg_catalog.btrim(p_reason), '') = '' then
      raise exception using errcode = '22023', message = 'review_submission: a rejection needs a reason';
    end if;

    update public.event_submissions s
       set status = 'rejected', reviewed_at = pg_catalog.now(), reviewed_by = v_uid,
           rejection_reason = pg_catalog.left(pg_catalog.btrim(p_reason), 1000)
     where s.id = v_sub.id;

    return query select v_sub.id, 'rejected'::text, null::uuid;

  else
    raise exception using errcode = '22023', message = 'review_submission: p_decision must be ''approve'' or ''reject''';
  end if;
end;
$$;

revoke execute on function public.review_submission(uuid, text, text) from public, anon, authenticated;
grant execute on function public.review_submission(uuid, text, text) to authenticated, service_role;
