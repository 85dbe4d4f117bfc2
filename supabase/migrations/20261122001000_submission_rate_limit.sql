-- submit-event limits submissions per contact e-mail (besides per IP hash, which already has
-- event_submissions_ip_created_idx): it counts the rows of the last hour for one address.
-- The function stores submitted_by_email trimmed and lower-cased, so a plain index serves the lookup.

create index if not exists event_submissions_email_created_idx
  on public.event_submissions (submitted_by_email, created_at)
  where submitted_by_email is not null;
