-- Family accounts, as `compass serve` keeps them (its migration 8): a profile per account
-- (athlete or parent), links between an athlete and their parents with edit or view access,
-- invites (a code stored hashed, single use, seven days, optionally bound to one e-mail), and who
-- added and who last changed every row of an athlete's data. Every policy asks one pair of
-- security-definer helpers, `private.can_read_athlete` and `private.can_write_athlete`, which read
-- the caller's links on every statement, so a removed link holds on the next request.

-- Profiles ------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  display_name text not null default ''
    constraint profiles_display_name_check check (char_length(display_name) <= 500),
  role text not null default 'athlete'
    constraint profiles_role_check check (role in ('athlete', 'parent')),
  graduation_year integer
    constraint profiles_graduation_year_check check (graduation_year between 1990 and 2100),
  sport text constraint profiles_sport_check check (char_length(sport) <= 500),
  position text constraint profiles_position_check check (char_length(position) <= 500),
  high_school text constraint profiles_high_school_check check (char_length(high_school) <= 500),
  time_zone text constraint profiles_time_zone_check check (char_length(time_zone) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger profiles_touch before update on public.profiles
  for each row execute function public.touch_updated_at();

-- Accounts made before this migration are athletes, as every account was.
insert into public.profiles (id) select id from auth.users on conflict do nothing;

-- A new account's profile, from what its sign-up carried (`options.data` in supabase-js):
-- `display_name` or `full_name`, and `role`; an account is an athlete unless it says parent.
create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.profiles (id, display_name, role)
  values (
    new.id,
    left(btrim(coalesce(new.raw_user_meta_data ->> 'display_name',
      new.raw_user_meta_data ->> 'full_name', '')), 500),
    case when new.raw_user_meta_data ->> 'role' = 'parent' then 'parent' else 'athlete' end)
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

-- Links and invites ---------------------------------------------------------------------------

create table public.family_links (
  id uuid primary key default gen_random_uuid(),
  athlete_id uuid not null references auth.users (id) on delete cascade,
  parent_id uuid not null references auth.users (id) on delete cascade,
  access text not null default 'edit'
    constraint family_links_access_check check (access in ('edit', 'view')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (athlete_id, parent_id),
  check (athlete_id <> parent_id)
);

create index family_links_parent on public.family_links (parent_id, access);

create trigger family_links_touch before update on public.family_links
  for each row execute function public.touch_updated_at();

create table public.family_invites (
  id uuid primary key default gen_random_uuid(),
  created_by uuid not null references auth.users (id) on delete cascade,
  inviter_role text not null
    constraint family_invites_inviter_role_check check (inviter_role in ('athlete', 'parent')),
  access text not null
    constraint family_invites_access_check check (access in ('edit', 'view')),
  email text constraint family_invites_email_check check (char_length(email) <= 500),
  expires_at timestamptz not null,
  used_at timestamptz,
  used_by uuid references auth.users (id) on delete set null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);

create index family_invites_creator on public.family_invites (created_by, created_at);

-- The codes' hashes and the failed attempts live where the REST API cannot reach them.
create table private.family_invite_codes (
  invite_id uuid primary key references public.family_invites (id) on delete cascade,
  code_hash text not null unique
);

create table private.family_invite_failures (
  user_id uuid not null,
  address text not null,
  failed_at timestamptz not null default now()
);

create index family_invite_failures_user on private.family_invite_failures (user_id, failed_at);
create index family_invite_failures_address
  on private.family_invite_failures (address, failed_at);

-- The helpers every policy asks ----------------------------------------------------------------
-- Security definer, so reading the links is not itself filtered by the links' own policies.

create function private.can_read_athlete(athlete uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select athlete is not null and (
    athlete = (select auth.uid()) or exists (
      select 1 from public.family_links
      where athlete_id = athlete and parent_id = (select auth.uid())));
$$;

create function private.can_write_athlete(athlete uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select athlete is not null and (
    athlete = (select auth.uid()) or exists (
      select 1 from public.family_links
      where athlete_id = athlete and parent_id = (select auth.uid()) and access = 'edit'));
$$;

-- Whether `other` shares a family with the caller (either way round), for reading profiles.
create function private.in_family_with(other uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.family_links
    where (athlete_id = other and parent_id = (select auth.uid()))
      or (parent_id = other and athlete_id = (select auth.uid())));
$$;

-- A reference must belong to the row's athlete, not merely to someone the caller can reach.
create function private.school_of(athlete uuid, school uuid) returns boolean
language sql stable set search_path = '' as $$
  select school is null or exists (
    select 1 from public.schools where id = school and user_id = athlete);
$$;

create function private.event_of(athlete uuid, event uuid) returns boolean
language sql stable set search_path = '' as $$
  select event is null or exists (
    select 1 from public.events where id = event and user_id = athlete);
$$;

create function private.coach_of(athlete uuid, coach uuid) returns boolean
language sql stable set search_path = '' as $$
  select coach is null or exists (
    select 1 from public.coaches where id = coach and user_id = athlete);
$$;

create function private.schools_of(athlete uuid, schools uuid[]) returns boolean
language sql stable set search_path = '' as $$
  select coalesce(bool_and(private.school_of(athlete, school)), true) from unnest(schools) as school;
$$;

create function private.coaches_of(athlete uuid, coaches uuid[]) returns boolean
language sql stable set search_path = '' as $$
  select coalesce(bool_and(private.coach_of(athlete, coach)), true) from unnest(coaches) as coach;
$$;

create function private.document_group_of(athlete uuid, document uuid, grp uuid) returns boolean
language sql stable set search_path = '' as $$
  select grp is null or grp = document or exists (
    select 1 from public.documents
    where (id = grp or version_group_id = grp) and user_id = athlete);
$$;

-- The first folder of a stored object's name as an athlete's id; `null` when it is not a UUID.
create function private.folder_athlete(name text) returns uuid
language sql immutable set search_path = '' as $$
  select case when (storage.foldername(name))[1]
      ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then lower((storage.foldername(name))[1])::uuid end;
$$;

-- Who added and who last changed a row: the signed-in caller, whatever the body said.
create function public.stamp_actor() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.created_by := coalesce((select auth.uid()), new.created_by);
    new.updated_by := coalesce((select auth.uid()), new.updated_by, new.created_by);
  else
    new.created_by := old.created_by;
    new.updated_by := coalesce((select auth.uid()), old.updated_by);
  end if;
  return new;
end;
$$;

-- Every table of an athlete's data: attribution, and policies through the helpers ---------------

do $$
declare
  t text;
begin
  foreach t in array array['schools', 'coaches', 'events', 'performance_metrics', 'interactions',
    'documents']
  loop
    execute format('alter table public.%I add column created_by uuid '
      'references auth.users (id) on delete set null', t);
    execute format('alter table public.%I add column updated_by uuid '
      'references auth.users (id) on delete set null', t);
    execute format('create trigger %I before insert or update on public.%I '
      'for each row execute function public.stamp_actor()', t || '_stamp_actor', t);
    execute format('drop policy "%s: owner reads" on public.%I', t, t);
    execute format('drop policy "%s: owner inserts" on public.%I', t, t);
    execute format('drop policy "%s: owner updates" on public.%I', t, t);
    execute format('drop policy "%s: owner deletes" on public.%I', t, t);
    execute format('create policy "%s: family reads" on public.%I for select to authenticated '
      'using (private.can_read_athlete(user_id))', t, t);
    execute format('create policy "%s: family deletes" on public.%I for delete to authenticated '
      'using (private.can_write_athlete(user_id))', t, t);
  end loop;
end $$;

create policy "schools: family inserts" on public.schools for insert to authenticated
  with check (private.can_write_athlete(user_id));
create policy "schools: family updates" on public.schools for update to authenticated
  using (private.can_write_athlete(user_id)) with check (private.can_write_athlete(user_id));

create policy "coaches: family inserts" on public.coaches for insert to authenticated
  with check (private.can_write_athlete(user_id) and private.school_of(user_id, school_id));
create policy "coaches: family updates" on public.coaches for update to authenticated
  using (private.can_write_athlete(user_id))
  with check (private.can_write_athlete(user_id) and private.school_of(user_id, school_id));

create policy "events: family inserts" on public.events for insert to authenticated
  with check (
    private.can_write_athlete(user_id) and private.school_of(user_id, school_id)
    and private.coaches_of(user_id, coaches_present));
create policy "events: family updates" on public.events for update to authenticated
  using (private.can_write_athlete(user_id))
  with check (
    private.can_write_athlete(user_id) and private.school_of(user_id, school_id)
    and private.coaches_of(user_id, coaches_present));

create policy "performance_metrics: family inserts" on public.performance_metrics for insert
  to authenticated
  with check (private.can_write_athlete(user_id) and private.event_of(user_id, event_id));
create policy "performance_metrics: family updates" on public.performance_metrics for update
  to authenticated using (private.can_write_athlete(user_id))
  with check (private.can_write_athlete(user_id) and private.event_of(user_id, event_id));

create policy "interactions: family inserts" on public.interactions for insert to authenticated
  with check (
    private.can_write_athlete(user_id) and private.school_of(user_id, school_id)
    and private.coach_of(user_id, coach_id) and private.event_of(user_id, event_id)
    and (logged_by is null or logged_by = (select auth.uid())));
create policy "interactions: family updates" on public.interactions for update to authenticated
  using (private.can_write_athlete(user_id))
  with check (
    private.can_write_athlete(user_id) and private.school_of(user_id, school_id)
    and private.coach_of(user_id, coach_id) and private.event_of(user_id, event_id)
    and (logged_by is null or logged_by = (select auth.uid())));

create policy "documents: family inserts" on public.documents for insert to authenticated
  with check (
    private.can_write_athlete(user_id) and private.school_of(user_id, school_id)
    and private.schools_of(user_id, shared_with_schools)
    and private.document_group_of(user_id, id, version_group_id)
    and (uploaded_by is null or uploaded_by = (select auth.uid())));
create policy "documents: family updates" on public.documents for update to authenticated
  using (private.can_write_athlete(user_id))
  with check (
    private.can_write_athlete(user_id) and private.school_of(user_id, school_id)
    and private.schools_of(user_id, shared_with_schools)
    and private.document_group_of(user_id, id, version_group_id)
    and (uploaded_by is null or uploaded_by = (select auth.uid())));

drop function private.owns_school(uuid), private.owns_event(uuid), private.owns_coach(uuid),
  private.owns_schools(uuid[]), private.owns_coaches(uuid[]),
  private.owns_document_group(uuid, uuid);

-- The family tables: readable by the people in them; links and invites written only by the two
-- functions below, apart from the athlete changing a parent's access and anyone leaving.

alter table public.profiles enable row level security;
alter table public.family_links enable row level security;
alter table public.family_invites enable row level security;

create policy "profiles: own and family read" on public.profiles for select to authenticated
  using (id = (select auth.uid()) or private.in_family_with(id));
create policy "profiles: own inserts" on public.profiles for insert to authenticated
  with check (id = (select auth.uid()));
create policy "profiles: own updates" on public.profiles for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));
create policy "profiles: own deletes" on public.profiles for delete to authenticated
  using (id = (select auth.uid()));

create policy "family_links: members read" on public.family_links for select to authenticated
  using (athlete_id = (select auth.uid()) or parent_id = (select auth.uid()));
create policy "family_links: the athlete changes access" on public.family_links for update
  to authenticated using (athlete_id = (select auth.uid()))
  with check (athlete_id = (select auth.uid()));
create policy "family_links: either side leaves" on public.family_links for delete
  to authenticated using (athlete_id = (select auth.uid()) or parent_id = (select auth.uid()));

create policy "family_invites: the inviter reads" on public.family_invites for select
  to authenticated using (created_by = (select auth.uid()));
create policy "family_invites: the inviter revokes" on public.family_invites for update
  to authenticated using (created_by = (select auth.uid()))
  with check (created_by = (select auth.uid()));
create policy "family_invites: the inviter deletes" on public.family_invites for delete
  to authenticated using (created_by = (select auth.uid()));

revoke all on public.profiles, public.family_links, public.family_invites from anon, authenticated;
grant select, insert, update, delete on public.profiles to authenticated;
grant select, delete on public.family_links, public.family_invites to authenticated;
grant update (access) on public.family_links to authenticated;
grant update (revoked_at) on public.family_invites to authenticated;

revoke all on function private.can_read_athlete(uuid), private.can_write_athlete(uuid),
  private.in_family_with(uuid), private.school_of(uuid, uuid), private.event_of(uuid, uuid),
  private.coach_of(uuid, uuid), private.schools_of(uuid, uuid[]),
  private.coaches_of(uuid, uuid[]), private.document_group_of(uuid, uuid, uuid),
  private.folder_athlete(text)
  from public, anon;
grant execute on function private.can_read_athlete(uuid), private.can_write_athlete(uuid),
  private.in_family_with(uuid), private.school_of(uuid, uuid), private.event_of(uuid, uuid),
  private.coach_of(uuid, uuid), private.schools_of(uuid, uuid[]),
  private.coaches_of(uuid, uuid[]), private.document_group_of(uuid, uuid, uuid),
  private.folder_athlete(text)
  to authenticated;

-- Storage: an athlete's folder is reachable by their parents with the same access ---------------

drop policy "documents bucket: own folder reads" on storage.objects;
drop policy "documents bucket: own folder uploads" on storage.objects;
drop policy "documents bucket: own folder updates" on storage.objects;
drop policy "documents bucket: own folder deletes" on storage.objects;

create policy "documents bucket: family reads" on storage.objects for select to authenticated
  using (bucket_id = 'documents' and private.can_read_athlete(private.folder_athlete(name)));
create policy "documents bucket: family uploads" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'documents' and private.can_write_athlete(private.folder_athlete(name)));
create policy "documents bucket: family updates" on storage.objects for update to authenticated
  using (bucket_id = 'documents' and private.can_write_athlete(private.folder_athlete(name)))
  with check (
    bucket_id = 'documents' and private.can_write_athlete(private.folder_athlete(name)));
create policy "documents bucket: family deletes" on storage.objects for delete to authenticated
  using (bucket_id = 'documents' and private.can_write_athlete(private.folder_athlete(name)));
