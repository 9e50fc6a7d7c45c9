-- An athlete's data belongs to an athlete: a parent's own account holds none (a parent not yet
-- linked to an athlete is led to link them first, and what they would add under their own
-- account would vanish once they joined). `compass serve`'s scoping layer holds the same.
create or replace function private.can_write_athlete(athlete uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select athlete is not null
    and coalesce((select role from public.profiles where id = athlete), 'athlete') = 'athlete'
    and (
      athlete = (select auth.uid()) or exists (
        select 1 from public.family_links
        where athlete_id = athlete and parent_id = (select auth.uid()) and access = 'edit'));
$$;
