-- Supabase Realtime: the tables the app reads are published, so a change one parent makes
-- reaches the other's open screens live. Row-level security decides who hears each change (as
-- it decides every read); an update's or delete's old record carries only the key (the tables
-- keep the default replica identity), as on compass serve.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

alter publication supabase_realtime add table
  public.events, public.performance_metrics, public.documents, public.schools, public.coaches,
  public.interactions, public.profiles, public.athlete_profiles, public.family_links,
  public.family_invites, public.share_links, public.share_link_views;
