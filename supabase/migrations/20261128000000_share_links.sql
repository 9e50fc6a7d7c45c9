-- Sharing with coaches: the tables `compass serve` keeps its coaches' links and what was
-- opened through them in, with the same columns and limits, and a metric's verification source.
--
-- The page a link opens (`/s/<token>`) is served by `compass serve` only: nothing on a hosted
-- project serves it, so this migration makes no function to create links. The tables exist so
-- the app reads the same schema on either backend (and finds none); the family reads them as
-- any athlete data, changes a link's label, metrics and revocation with edit access, and no
-- one writes what was opened but the server.

alter table public.performance_metrics add column verified_by text
  constraint performance_metrics_verified_by_check
  check (verified_by in ('event', 'coach', 'device', 'self'));

create table public.share_links (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  school_id uuid not null references public.schools (id) on delete cascade,
  label text constraint share_links_label_check check (char_length(label) <= 500),
  include_metrics boolean not null default false,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_by uuid references auth.users (id) on delete set null
);

create index share_links_owner on public.share_links (user_id, school_id);

-- A link's token hash lives where the REST API cannot reach it.
create table private.share_link_tokens (
  link_id uuid primary key references public.share_links (id) on delete cascade,
  token_hash text not null unique
);

create table public.share_link_views (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  link_id uuid not null references public.share_links (id) on delete cascade,
  document_id uuid references public.documents (id) on delete set null,
  kind text not null
    constraint share_link_views_kind_check check (kind in ('page', 'view', 'download')),
  agent text not null default ''
    constraint share_link_views_agent_check check (char_length(agent) <= 500),
  occurred_at timestamptz not null default now()
);

create index share_link_views_link on public.share_link_views (link_id, occurred_at);
create index share_link_views_owner on public.share_link_views (user_id, document_id);

create trigger share_links_touch before update on public.share_links
  for each row execute function public.touch_updated_at();
create trigger share_links_stamp_actor before insert or update on public.share_links
  for each row execute function public.stamp_actor();

alter table public.share_links enable row level security;
alter table public.share_link_views enable row level security;

create policy "share_links: family reads" on public.share_links for select to authenticated
  using (private.can_read_athlete(user_id));
create policy "share_links: family changes" on public.share_links for update to authenticated
  using (private.can_write_athlete(user_id)) with check (private.can_write_athlete(user_id));
create policy "share_links: family deletes" on public.share_links for delete to authenticated
  using (private.can_write_athlete(user_id));
create policy "share_link_views: family reads" on public.share_link_views for select
  to authenticated using (private.can_read_athlete(user_id));

revoke all on public.share_links, public.share_link_views from anon, authenticated;
grant select, delete on public.share_links to authenticated;
grant update (label, include_metrics, revoked_at) on public.share_links to authenticated;
grant select on public.share_link_views to authenticated;
