-- "Invite: 15 on registration": an account created by Auth's own invitation
-- (auth.users.invited_at, set by the server when an admin invites an address) gets its 15 points
-- when it is created, next to the 35 of registration. Before this, the only way to get them was to
-- ask award-system-points, which gave them to any caller; that function now gives them only to an
-- invited account (once, the same 'invite' transaction), so a client can no longer claim them.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, full_name)
  values (
    new.id,
    pg_catalog.left(pg_catalog.btrim(coalesce(new.raw_user_meta_data ->> 'full_name', '')), 120)
  )
  on conflict (user_id) do nothing;

  insert into public.user_points (user_id, total_points, monthly_points, level_id)
  values (new.id, 0, 0, 1)
  on conflict (user_id) do nothing;

  insert into public.newsletter_preferences (user_id, frequency, is_subscribed)
  values (new.id, 'weekly', false)
  on conflict (user_id) do nothing;

  perform public.award_points(
    new.id, 'registration', 35, 'Registro en Agenda Norte', null, true, '{}'::jsonb
  );

  if new.invited_at is not null then
    perform public.award_points(
      new.id, 'invite', 15, 'Registro por invitación', null, true, '{}'::jsonb
    );
  end if;

  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated, service_role;
