-- "Delete my account" (issue 40), callable as supabase.rpc('delete_account', {password}) by the
-- signed-in person, as on compass serve. The password is checked against auth.users first
-- (28P01 when it is not theirs). An athlete's rows all go with their auth.users row (every table
-- references it with on delete cascade; created_by, updated_by, logged_by, uploaded_by and
-- used_by of other people's rows are set to null). A parent's links, invites, feeds and coaches'
-- links go the same way, and the athlete's data stays.
--
-- Files: Supabase refuses SQL that deletes from storage.objects (its bytes live in the storage
-- backend), so the client removes the files of the athlete's folder through the Storage API
-- first (the app lists `documents/<user id>/` and removes every object), and this function
-- refuses (P0001) while any remain, so no file outlives its account.
create or replace function public.delete_account(password text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  stored text;
begin
  if me is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  select users.encrypted_password into stored from auth.users where users.id = me;
  if stored is null or password is null
    or stored <> extensions.crypt(password, stored) then
    raise exception 'The password is not this account''s' using errcode = '28P01';
  end if;
  if exists (
    select 1 from storage.objects
    where objects.bucket_id = 'documents'
      and lower((storage.foldername(objects.name))[1]) = me::text
  ) then
    raise exception 'Remove the files in your documents folder first'
      using errcode = 'P0001', hint = 'List documents/<user id>/ and remove every object';
  end if;
  delete from private.family_invite_failures where family_invite_failures.user_id = me;
  delete from auth.users where users.id = me;
end;
$$;

revoke all on function public.delete_account(text) from public, anon;
grant execute on function public.delete_account(text) to authenticated;

-- Attribution that outlives its person: when an account is deleted, the foreign keys set
-- created_by and updated_by of other people's rows to null, and those updates run this
-- trigger; it must let them (the row's person is gone) rather than put the id back, and a
-- caller whose own account is going is no longer an actor to record.
create function private.has_account(person uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from auth.users where users.id = person);
$$;

revoke all on function private.has_account(uuid) from public;
grant execute on function private.has_account(uuid) to authenticated, service_role;

create or replace function public.stamp_actor() returns trigger
language plpgsql set search_path = '' as $$
declare
  actor uuid := (select auth.uid());
begin
  if actor is not null and not private.has_account(actor) then
    actor := null;
  end if;
  if tg_op = 'INSERT' then
    new.created_by := coalesce(actor, new.created_by);
    new.updated_by := coalesce(actor, new.updated_by, new.created_by);
  else
    new.created_by := case
      when new.created_by is null and not private.has_account(old.created_by) then null
      else old.created_by end;
    new.updated_by := case
      when actor is not null then actor
      when new.updated_by is null and not private.has_account(old.updated_by) then null
      else old.updated_by end;
  end if;
  return new;
end;
$$;

-- Signed-in devices, as on compass serve: the caller's sessions (GoTrue's auth.sessions, with
-- the browser's or app's own User-Agent) with the one in hand marked, most recently used
-- first, and a way to end one of them. "Sign out everywhere else" is GoTrue's
-- POST /auth/v1/logout?scope=others.
create function public.account_sessions()
returns table (
  id uuid, user_agent text, created_at timestamptz, last_used_at timestamptz, current boolean
)
language sql stable security definer set search_path = '' as $$
  select sessions.id, sessions.user_agent, sessions.created_at,
    greatest(sessions.created_at, sessions.updated_at, sessions.refreshed_at at time zone 'UTC'),
    sessions.id::text = (select auth.jwt() ->> 'session_id')
  from auth.sessions
  where sessions.user_id = (select auth.uid())
  order by 4 desc, sessions.id;
$$;

create function public.end_account_session(session uuid)
returns void
language sql security definer set search_path = '' as $$
  delete from auth.sessions
  where sessions.id = end_account_session.session and sessions.user_id = (select auth.uid());
$$;

revoke all on function public.account_sessions(), public.end_account_session(uuid)
  from public, anon;
grant execute on function public.account_sessions(), public.end_account_session(uuid)
  to authenticated;
