-- The recruiting work between events, as `compass serve` keeps it (its migration 21): an
-- interaction can be edited (it gets `updated_at`); follow-ups, each due on a day, open until
-- done or dropped; and where the family stands with each school, one row per school. Both new
-- tables are the athlete's data: the family reads them, the athlete and parents with edit
-- access change them, and every id they hold points into the same athlete's rows.

alter table public.interactions add column updated_at timestamptz;
update public.interactions set updated_at = created_at;
alter table public.interactions alter column updated_at set not null,
  alter column updated_at set default now();
create trigger interactions_touch before update on public.interactions
  for each row execute function public.touch_updated_at();
create index interactions_owner_time on public.interactions (user_id, occurred_at);
create index interactions_owner_coach on public.interactions (user_id, coach_id, occurred_at);

create function private.interaction_of(athlete uuid, interaction uuid) returns boolean
language sql stable set search_path = '' as $$
  select interaction is null or exists (
    select 1 from public.interactions where id = interaction and user_id = athlete);
$$;

create table public.follow_ups (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null constraint follow_ups_title_check check (char_length(title) <= 500),
  notes text constraint follow_ups_notes_check check (char_length(notes) <= 50000),
  due_date date not null,
  status text not null default 'open'
    constraint follow_ups_status_check check (status in ('open', 'done', 'dropped')),
  school_id uuid references public.schools (id) on delete set null,
  coach_id uuid references public.coaches (id) on delete set null,
  event_id uuid references public.events (id) on delete set null,
  interaction_id uuid references public.interactions (id) on delete set null,
  done_interaction_id uuid references public.interactions (id) on delete set null,
  done_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_by uuid references auth.users (id) on delete set null
);
create index follow_ups_owner_due on public.follow_ups (user_id, status, due_date);

create table public.school_statuses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  school_id uuid not null unique references public.schools (id) on delete cascade,
  status text not null default 'researching'
    constraint school_statuses_status_check check (status in ('researching', 'contacted',
      'talking', 'visited', 'offered', 'committed', 'not_a_fit')),
  interest text
    constraint school_statuses_interest_check check (interest in ('high', 'medium', 'low')),
  notes text constraint school_statuses_notes_check check (char_length(notes) <= 50000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_by uuid references auth.users (id) on delete set null
);
create index school_statuses_owner on public.school_statuses (user_id, status);

do $$
declare
  t text;
begin
  foreach t in array array['follow_ups', 'school_statuses']
  loop
    execute format('create trigger %I before update on public.%I '
      'for each row execute function public.touch_updated_at()', t || '_touch', t);
    execute format('create trigger %I before insert or update on public.%I '
      'for each row execute function public.stamp_actor()', t || '_stamp_actor', t);
    execute format('alter table public.%I enable row level security', t);
    execute format('create policy "%s: family reads" on public.%I for select to authenticated '
      'using (private.can_read_athlete(user_id))', t, t);
    execute format('create policy "%s: family deletes" on public.%I for delete to authenticated '
      'using (private.can_write_athlete(user_id))', t, t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select, insert, update, delete on public.%I to authenticated', t);
  end loop;
end $$;

create policy "follow_ups: family inserts" on public.follow_ups for insert to authenticated
  with check (
    private.can_write_athlete(user_id) and private.school_of(user_id, school_id)
    and private.coach_of(user_id, coach_id) and private.event_of(user_id, event_id)
    and private.interaction_of(user_id, interaction_id)
    and private.interaction_of(user_id, done_interaction_id));
create policy "follow_ups: family updates" on public.follow_ups for update to authenticated
  using (private.can_write_athlete(user_id))
  with check (
    private.can_write_athlete(user_id) and private.school_of(user_id, school_id)
    and private.coach_of(user_id, coach_id) and private.event_of(user_id, event_id)
    and private.interaction_of(user_id, interaction_id)
    and private.interaction_of(user_id, done_interaction_id));

create policy "school_statuses: family inserts" on public.school_statuses for insert
  to authenticated
  with check (private.can_write_athlete(user_id) and private.school_of(user_id, school_id));
create policy "school_statuses: family updates" on public.school_statuses for update
  to authenticated using (private.can_write_athlete(user_id))
  with check (private.can_write_athlete(user_id) and private.school_of(user_id, school_id));

revoke all on function private.interaction_of(uuid, uuid) from public, anon;
grant execute on function private.interaction_of(uuid, uuid) to authenticated;

alter publication supabase_realtime add table public.follow_ups, public.school_statuses;
