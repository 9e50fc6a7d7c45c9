-- Who the athlete is to a coach, as `compass serve` keeps it (its migration 14): one row per
-- athlete, kept as the athlete's data (the family reads it; the athlete and parents with edit
-- access change it). What `profiles` held of it moves here.

create table public.athlete_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique default auth.uid() references auth.users (id) on delete cascade,
  graduation_year integer
    constraint athlete_profiles_graduation_year_check check (graduation_year between 1990 and 2100),
  sport text constraint athlete_profiles_sport_check check (char_length(sport) <= 500),
  positions text constraint athlete_profiles_positions_check check (char_length(positions) <= 500),
  bats text constraint athlete_profiles_bats_check check (bats in ('right', 'left', 'switch')),
  throws text constraint athlete_profiles_throws_check check (throws in ('right', 'left')),
  height_inches integer
    constraint athlete_profiles_height_inches_check check (height_inches between 36 and 96),
  weight_pounds integer
    constraint athlete_profiles_weight_pounds_check check (weight_pounds between 50 and 400),
  high_school text
    constraint athlete_profiles_high_school_check check (char_length(high_school) <= 500),
  club_team text constraint athlete_profiles_club_team_check check (char_length(club_team) <= 500),
  gpa numeric constraint athlete_profiles_gpa_check check (gpa between 0 and 5),
  contact_email text
    constraint athlete_profiles_contact_email_check check (char_length(contact_email) <= 500),
  contact_phone text
    constraint athlete_profiles_contact_phone_check check (char_length(contact_phone) <= 500),
  shows_upcoming_events boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_by uuid references auth.users (id) on delete set null
);

insert into public.athlete_profiles
  (id, user_id, graduation_year, sport, positions, high_school, created_by, updated_by)
select id, id, graduation_year, sport, position, high_school, id, id
from public.profiles
where role = 'athlete' and (graduation_year is not null or sport is not null
  or position is not null or high_school is not null);

alter table public.profiles drop column graduation_year, drop column sport,
  drop column position, drop column high_school;

create trigger athlete_profiles_touch before update on public.athlete_profiles
  for each row execute function public.touch_updated_at();
create trigger athlete_profiles_stamp_actor before insert or update on public.athlete_profiles
  for each row execute function public.stamp_actor();

alter table public.athlete_profiles enable row level security;

create policy "athlete_profiles: family reads" on public.athlete_profiles for select
  to authenticated using (private.can_read_athlete(user_id));
create policy "athlete_profiles: family inserts" on public.athlete_profiles for insert
  to authenticated with check (private.can_write_athlete(user_id));
create policy "athlete_profiles: family updates" on public.athlete_profiles for update
  to authenticated
  using (private.can_write_athlete(user_id)) with check (private.can_write_athlete(user_id));
create policy "athlete_profiles: family deletes" on public.athlete_profiles for delete
  to authenticated using (private.can_write_athlete(user_id));

revoke all on public.athlete_profiles from anon, authenticated;
grant select, insert, update, delete on public.athlete_profiles to authenticated;
