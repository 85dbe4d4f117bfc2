-- Realtime: the app reloads the list on any change of events and refreshes favourites on changes
-- to the signed-in user's rows (postgres_changes; RLS applies to what each subscriber receives).
-- Written defensively so it is a no-op if the publication is missing or already has the tables.

do $$
declare
  v_table text;
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    raise notice 'publication supabase_realtime not found; skipping';
    return;
  end if;

  foreach v_table in array array['events', 'user_favorites'] loop
    if not exists (
      select 1 from pg_catalog.pg_publication_tables
       where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = v_table
    ) then
      execute pg_catalog.format('alter publication supabase_realtime add table public.%I', v_table);
    end if;
  end loop;
end;
$$;
