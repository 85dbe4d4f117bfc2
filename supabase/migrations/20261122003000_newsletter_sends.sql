-- What the newsletter has sent: one row per user and period, written by the send-newsletter edge
-- function (service role) BEFORE it sends the e-mail. The unique (user_id, period_key) is the guard:
-- two runs in the same period (or two concurrent runs) cannot both insert, so nobody gets the same
-- newsletter twice. A failed delivery deletes its row again, so the next run retries.
--
-- period_key (periods in Europe/Madrid, see supabase/functions/_shared/newsletter_periods.ts):
--   daily     'daily:2026-11-23'          one Madrid calendar day
--   weekly    'weekly:2026-W48'           one ISO week (Monday to Sunday)
--   biweekly  'biweekly:2026-W48/49'      two consecutive ISO weeks, paired from Monday 1970-01-05
--             ('biweekly:2026-W53/2027-W01' when the pair straddles a year)
-- No client access: RLS is on without policies and the client roles have no privileges.

create table public.newsletter_sends (
  id          uuid primary key default gen_random_uuid(),
  user_id     uuid not null references auth.users (id) on delete cascade,
  period_key  text not null,
  sent_at     timestamptz not null default now(),
  event_ids   uuid[] not null default '{}',
  constraint newsletter_sends_user_period_key unique (user_id, period_key),
  constraint newsletter_sends_period_key_format
    check (period_key ~ '^(daily:\d{4}-\d{2}-\d{2}|weekly:\d{4}-W\d{2}|biweekly:\d{4}-W\d{2}/(\d{4}-W)?\d{2})$'),
  constraint newsletter_sends_event_count check (cardinality(event_ids) <= 100)
);

comment on table public.newsletter_sends is
  'Newsletters sent (one per user and period; inserted before sending). Function-only: no client access.';

-- The unique constraint's index (user_id, period_key) covers the foreign key; this one serves
-- "which users already got this period's newsletter".
create index newsletter_sends_period_key_idx on public.newsletter_sends (period_key);

alter table public.newsletter_sends enable row level security;
-- No policies on purpose: anon and authenticated can neither read nor write.

revoke all on table public.newsletter_sends from anon, authenticated;
grant all on table public.newsletter_sends to service_role;
