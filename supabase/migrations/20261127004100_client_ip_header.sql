-- The client of the tracking limits (migration 20261126000200) is the CF-Connecting-IP request header
-- and nothing else, and a request without it is limited in one shared bucket instead of not at all.
--
-- Before this, tracking_allowed() took CF-Connecting-IP, else the first X-Forwarded-For entry, and
-- did not limit a request that named neither. The first X-Forwarded-For entry is whatever the client
-- sent: Cloudflare, in front of hosted Supabase, keeps a client's X-Forwarded-For and appends to it,
-- while it sets CF-Connecting-IP from the connection itself (supabase/README.md, "Client address",
-- has the sources). A script rotating X-Forwarded-For was a new visitor on every request, and one
-- sending no address at all was never counted.
--
-- tracking_allowed() is the one place SQL reads the client's address (increment_page_view and the
-- external_link_clicks trigger both go through it). tests/db/client-ip.test.ts holds its header
-- literal to the edge functions' CLIENT_IP_HEADER and its 'unknown' to their UNKNOWN_CLIENT
-- (supabase/functions/_shared/client_ip.ts).

-- As before, plus: the client is CF-Connecting-IP (trimmed, at most 100 characters), else 'unknown',
-- the bucket every request without one shares (none behind the gateway lacks it).
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
  v_ip := pg_catalog.left(pg_catalog.btrim(v_headers ->> 'cf-connecting-ip'), 100);
  if v_ip is null or v_ip = '' then
    v_ip := 'unknown';
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

comment on table public.tracking_rate_limits is
  'Per-minute hit counters of tracking writes per hashed client address (CF-Connecting-IP; requests without one share the hash of ''unknown''). No client access: only tracking_allowed().';
