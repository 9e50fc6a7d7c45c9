-- The Recruiting Compass on a hosted Supabase project: the server's six tables (the same
-- columns, types and defaults as `TableRegistry` in Sources/CompassServer), their indexes and
-- triggers, row-level security that scopes every row to its owner, and the private `documents`
-- bucket with one folder per user.
--
-- Enumerated columns (event type, metric type, coach role, document type, interaction type,
-- direction, sentiment, event source) are open text, as in the server's registry: the app keeps
-- values it does not know yet (CompassModels.OpenEnum), so a newer app's value is never refused.

-- Tables ------------------------------------------------------------------------------------

create table public.schools (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null,
  location text,
  city text,
  state text,
  division text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.coaches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  school_id uuid references public.schools (id) on delete set null,
  role text not null default 'assistant',
  first_name text not null,
  last_name text not null,
  email text,
  phone text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  school_id uuid references public.schools (id) on delete set null,
  type text not null,
  name text not null,
  location text,
  address text,
  city text,
  state text,
  start_date date not null,
  end_date date,
  start_time time,
  end_time time,
  checkin_time time,
  url text,
  description text,
  event_source text,
  coaches_present uuid[] not null default '{}',
  performance_notes text,
  stats_recorded jsonb,
  cost numeric,
  registered boolean not null default false,
  attended boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.performance_metrics (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  event_id uuid references public.events (id) on delete set null,
  metric_type text not null,
  value numeric not null,
  unit text not null default '',
  recorded_date date not null,
  notes text,
  verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.interactions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  school_id uuid references public.schools (id) on delete set null,
  coach_id uuid references public.coaches (id) on delete set null,
  event_id uuid references public.events (id) on delete set null,
  type text not null,
  direction text not null,
  subject text,
  content text,
  sentiment text,
  occurred_at timestamptz not null default now(),
  logged_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create table public.documents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  type text not null,
  title text not null,
  description text,
  file_url text not null,
  file_type text,
  version integer not null default 1,
  school_id uuid references public.schools (id) on delete set null,
  is_current boolean not null default true,
  shared_with_schools uuid[] not null default '{}',
  uploaded_by uuid references auth.users (id) on delete set null,
  -- The first version's id, shared by every version; filled with the row's own id when left out.
  version_group_id uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Indexes: every query the pages make is by owner first --------------------------------------

create index schools_owner on public.schools (user_id, name);
create index coaches_owner_school on public.coaches (user_id, school_id);
create index events_owner_start on public.events (user_id, start_date);
create index events_owner_school on public.events (user_id, school_id);
create index metrics_owner_date on public.performance_metrics (user_id, recorded_date);
create index metrics_owner_event on public.performance_metrics (user_id, event_id);
create index metrics_owner_type on public.performance_metrics (user_id, metric_type, recorded_date);
create index interactions_owner_event on public.interactions (user_id, event_id);
create index interactions_owner_school on public.interactions (user_id, school_id, occurred_at);
create index documents_owner_group on public.documents (user_id, version_group_id, version);
create unique index documents_group_version on public.documents (version_group_id, version);

-- Triggers -----------------------------------------------------------------------------------

create function public.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger schools_touch before update on public.schools
  for each row execute function public.touch_updated_at();
create trigger coaches_touch before update on public.coaches
  for each row execute function public.touch_updated_at();
create trigger events_touch before update on public.events
  for each row execute function public.touch_updated_at();
create trigger performance_metrics_touch before update on public.performance_metrics
  for each row execute function public.touch_updated_at();
create trigger documents_touch before update on public.documents
  for each row execute function public.touch_updated_at();

create function public.documents_start_group() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.version_group_id := coalesce(new.version_group_id, new.id);
  return new;
end;
$$;

create trigger documents_start_group before insert on public.documents
  for each row execute function public.documents_start_group();

-- Exactly one current version per group: a version that becomes current archives the others.
create function public.documents_keep_one_current() returns trigger
language plpgsql set search_path = '' as $$
begin
  update public.documents set is_current = false
  where version_group_id = new.version_group_id and id <> new.id and is_current;
  return null;
end;
$$;

create trigger documents_one_current_on_insert after insert on public.documents
  for each row when (new.is_current) execute function public.documents_keep_one_current();
create trigger documents_one_current_on_update after update of is_current, version_group_id
  on public.documents
  for each row when (new.is_current) execute function public.documents_keep_one_current();

-- Ownership checks used by the policies -------------------------------------------------------
-- A foreign key alone would let a user point at another user's school, event or coach (key
-- checks ignore row-level security), so every reference must also belong to the caller.
-- They live in a schema the REST API does not expose, so they are not callable as RPCs.

create schema private;
grant usage on schema private to authenticated;

create function private.owns_school(school uuid) returns boolean
language sql stable set search_path = '' as $$
  select school is null or exists (
    select 1 from public.schools where id = school and user_id = (select auth.uid()));
$$;

create function private.owns_event(event uuid) returns boolean
language sql stable set search_path = '' as $$
  select event is null or exists (
    select 1 from public.events where id = event and user_id = (select auth.uid()));
$$;

create function private.owns_coach(coach uuid) returns boolean
language sql stable set search_path = '' as $$
  select coach is null or exists (
    select 1 from public.coaches where id = coach and user_id = (select auth.uid()));
$$;

create function private.owns_schools(schools uuid[]) returns boolean
language sql stable set search_path = '' as $$
  select coalesce(bool_and(private.owns_school(school)), true) from unnest(schools) as school;
$$;

create function private.owns_coaches(coaches uuid[]) returns boolean
language sql stable set search_path = '' as $$
  select coalesce(bool_and(private.owns_coach(coach)), true) from unnest(coaches) as coach;
$$;

-- A new version joins only a group of the caller's own documents.
create function private.owns_document_group(document uuid, grp uuid) returns boolean
language sql stable set search_path = '' as $$
  select grp is null or grp = document or exists (
    select 1 from public.documents where id = grp and user_id = (select auth.uid()));
$$;

-- Row-level security: each verb, the caller's own rows only -----------------------------------

alter table public.schools enable row level security;
alter table public.coaches enable row level security;
alter table public.events enable row level security;
alter table public.performance_metrics enable row level security;
alter table public.interactions enable row level security;
alter table public.documents enable row level security;

create policy "schools: owner reads" on public.schools for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "schools: owner inserts" on public.schools for insert to authenticated
  with check ((select auth.uid()) = user_id);
create policy "schools: owner updates" on public.schools for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "schools: owner deletes" on public.schools for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy "coaches: owner reads" on public.coaches for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "coaches: owner inserts" on public.coaches for insert to authenticated
  with check ((select auth.uid()) = user_id and private.owns_school(school_id));
create policy "coaches: owner updates" on public.coaches for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id and private.owns_school(school_id));
create policy "coaches: owner deletes" on public.coaches for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy "events: owner reads" on public.events for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "events: owner inserts" on public.events for insert to authenticated
  with check (
    (select auth.uid()) = user_id and private.owns_school(school_id)
    and private.owns_coaches(coaches_present));
create policy "events: owner updates" on public.events for update to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id and private.owns_school(school_id)
    and private.owns_coaches(coaches_present));
create policy "events: owner deletes" on public.events for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy "performance_metrics: owner reads" on public.performance_metrics for select
  to authenticated using ((select auth.uid()) = user_id);
create policy "performance_metrics: owner inserts" on public.performance_metrics for insert
  to authenticated with check ((select auth.uid()) = user_id and private.owns_event(event_id));
create policy "performance_metrics: owner updates" on public.performance_metrics for update
  to authenticated using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id and private.owns_event(event_id));
create policy "performance_metrics: owner deletes" on public.performance_metrics for delete
  to authenticated using ((select auth.uid()) = user_id);

create policy "interactions: owner reads" on public.interactions for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "interactions: owner inserts" on public.interactions for insert to authenticated
  with check (
    (select auth.uid()) = user_id and private.owns_school(school_id)
    and private.owns_coach(coach_id) and private.owns_event(event_id)
    and (logged_by is null or logged_by = (select auth.uid())));
create policy "interactions: owner updates" on public.interactions for update to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id and private.owns_school(school_id)
    and private.owns_coach(coach_id) and private.owns_event(event_id)
    and (logged_by is null or logged_by = (select auth.uid())));
create policy "interactions: owner deletes" on public.interactions for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy "documents: owner reads" on public.documents for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "documents: owner inserts" on public.documents for insert to authenticated
  with check (
    (select auth.uid()) = user_id and private.owns_school(school_id)
    and private.owns_schools(shared_with_schools)
    and private.owns_document_group(id, version_group_id)
    and (uploaded_by is null or uploaded_by = (select auth.uid())));
create policy "documents: owner updates" on public.documents for update to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id and private.owns_school(school_id)
    and private.owns_schools(shared_with_schools)
    and private.owns_document_group(id, version_group_id)
    and (uploaded_by is null or uploaded_by = (select auth.uid())));
create policy "documents: owner deletes" on public.documents for delete to authenticated
  using ((select auth.uid()) = user_id);

-- Grants: signed-in users only; the anon key reaches no table ---------------------------------

revoke all on public.schools, public.coaches, public.events, public.performance_metrics,
  public.interactions, public.documents from anon, authenticated;
grant select, insert, update, delete on public.schools, public.coaches, public.events,
  public.performance_metrics, public.interactions, public.documents to authenticated;
revoke all on function private.owns_school(uuid), private.owns_event(uuid), private.owns_coach(uuid),
  private.owns_schools(uuid[]), private.owns_coaches(uuid[]), private.owns_document_group(uuid, uuid)
  from public, anon;
grant execute on function private.owns_school(uuid), private.owns_event(uuid),
  private.owns_coach(uuid), private.owns_schools(uuid[]), private.owns_coaches(uuid[]),
  private.owns_document_group(uuid, uuid) to authenticated;

-- Storage: the private `documents` bucket, a folder per user ---------------------------------
-- Paths are `<user id>/<version group>/<document>-<file name>`. The folder is compared without
-- regard to case: Swift's `UUID().uuidString` is upper case.

insert into storage.buckets (id, name, public) values ('documents', 'documents', false);

create policy "documents bucket: own folder reads" on storage.objects for select
  to authenticated using (
    bucket_id = 'documents'
    and lower((storage.foldername(name))[1]) = lower((select auth.uid())::text));
create policy "documents bucket: own folder uploads" on storage.objects for insert
  to authenticated with check (
    bucket_id = 'documents'
    and lower((storage.foldername(name))[1]) = lower((select auth.uid())::text));
create policy "documents bucket: own folder updates" on storage.objects for update
  to authenticated using (
    bucket_id = 'documents'
    and lower((storage.foldername(name))[1]) = lower((select auth.uid())::text))
  with check (
    bucket_id = 'documents'
    and lower((storage.foldername(name))[1]) = lower((select auth.uid())::text));
create policy "documents bucket: own folder deletes" on storage.objects for delete
  to authenticated using (
    bucket_id = 'documents'
    and lower((storage.foldername(name))[1]) = lower((select auth.uid())::text));
