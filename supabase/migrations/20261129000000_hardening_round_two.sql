-- Hardening, second round: what `compass serve` holds since its migrations 11 and 12, held
-- here by the database the same way.

-- A document's file is an existing object in the folder of the document's own athlete, so a
-- row naming someone else's file (or none) is refused, one answer for both, whoever writes it.
-- Checked after the row is written, so row-level security refuses first what it refuses.
create function private.document_file_is_owners() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if lower(split_part(new.file_url, '/', 1)) is distinct from new.user_id::text
    or not exists (
      select 1 from storage.objects as o where o.bucket_id = 'documents' and o.name = new.file_url)
  then
    raise exception 'insert or update on table "documents" violates foreign key constraint "documents_file_url_fkey"'
      using errcode = '23503',
        detail = 'Key (file_url)=(' || left(new.file_url, 100)
          || ') is not present in table "storage.objects".';
  end if;
  return null;
end;
$$;

create trigger documents_file_is_owners
  after insert or update of file_url, user_id on public.documents
  for each row execute function private.document_file_is_owners();

-- One current version per owner and group, held by a partial unique index. A statement that
-- may make a version current first takes one lock, before it locks any row, so two restores
-- at once take turns (the later wins) instead of leaving two current versions; the versions it
-- archives are archived before the row is written. Groups with several keep their newest.
update public.documents set is_current = false
where is_current and exists (
  select 1 from public.documents as newer
  where newer.user_id = documents.user_id and newer.version_group_id = documents.version_group_id
    and newer.is_current
    and (newer.version > documents.version
      or (newer.version = documents.version and newer.id > documents.id)));

create or replace function public.documents_keep_one_current() returns trigger
language plpgsql set search_path = '' as $$
begin
  update public.documents set is_current = false
  where user_id = new.user_id and version_group_id = new.version_group_id and id <> new.id
    and is_current;
  return new;
end;
$$;

create function private.documents_current_versions_take_turns() returns trigger
language plpgsql set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('documents: current versions', 0));
  return null;
end;
$$;

drop trigger documents_one_current_on_insert on public.documents;
drop trigger documents_one_current_on_update on public.documents;
create trigger documents_current_versions_take_turns
  before insert or update of is_current, version_group_id, user_id on public.documents
  for each statement execute function private.documents_current_versions_take_turns();
create trigger documents_one_current
  before insert or update of is_current, version_group_id, user_id on public.documents
  for each row when (new.is_current) execute function public.documents_keep_one_current();
create unique index documents_one_current on public.documents (user_id, version_group_id)
  where is_current;

-- A coaches' link a parent made is revoked when that parent's family link is removed or
-- lowered to view, so linking again later revives nothing; links orphaned so already are
-- revoked now.
update public.share_links set revoked_at = now()
where revoked_at is null and created_by is distinct from user_id and not exists (
  select 1 from public.family_links as l
  where l.parent_id = share_links.created_by and l.athlete_id = share_links.user_id
    and l.access = 'edit');

create function private.share_links_end_with_parent() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.share_links set revoked_at = now()
  where user_id = old.athlete_id and created_by = old.parent_id and revoked_at is null;
  return null;
end;
$$;

create trigger share_links_end_with_parent after delete on public.family_links
  for each row execute function private.share_links_end_with_parent();
create trigger share_links_end_with_parents_edit after update of access on public.family_links
  for each row when (new.access <> 'edit') execute function private.share_links_end_with_parent();

-- Invite acceptances take turns, so failures counted before an attempt include every attempt
-- made before it, however many arrive at once, and two invites for one pair make one link.
create or replace function public.accept_family_invite(code text) returns json
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  caller_address text := coalesce(btrim(split_part(
    current_setting('request.headers', true)::json ->> 'x-forwarded-for', ',', 1)), '');
  invite public.family_invites;
  my_role text;
  link public.family_links;
begin
  if me is null then
    raise exception 'permission denied for function accept_family_invite' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('family_invite_acceptance', 0));
  if (select count(*) from private.family_invite_failures
      where user_id = me and failed_at > now() - interval '1 hour') >= 10
    or (select count(*) from private.family_invite_failures
      where address = caller_address
        and failed_at > now() - interval '1 hour') >= 30
  then
    return private.family_refusal(429, 'P0001', 'Too many invite codes tried. Try again in an hour.');
  end if;
  select i.* into invite from public.family_invites as i
    join private.family_invite_codes as c on c.invite_id = i.id
  where c.code_hash = private.invite_code_hash(private.normalized_invite_code(code))
  for update of i;
  if not found or invite.used_at is not null or invite.revoked_at is not null
    or invite.expires_at <= now()
  then
    insert into private.family_invite_failures (user_id, address) values (me, caller_address);
    return private.family_refusal(
      400, 'P0001', 'This invite code is not valid: it may have expired or been used.');
  end if;
  if invite.email is not null
    and invite.email is distinct from (select lower(email) from auth.users where id = me)
  then
    insert into private.family_invite_failures (user_id, address) values (me, caller_address);
    return private.family_refusal(403, 'P0001', 'This invite is for a different e-mail address.');
  end if;
  if invite.created_by = me then
    return private.family_refusal(400, 'P0001', 'You cannot accept your own invite.');
  end if;
  my_role := coalesce((select role from public.profiles where id = me), 'athlete');
  if my_role = invite.inviter_role then
    return private.family_refusal(403, 'P0001', 'This invite is for a '
      || case when invite.inviter_role = 'athlete' then 'parent' else 'athlete' end
      || ' account.');
  end if;
  if exists (select 1 from public.family_links
    where athlete_id = case when invite.inviter_role = 'athlete' then invite.created_by else me end
      and parent_id = case when invite.inviter_role = 'athlete' then me else invite.created_by end)
  then
    return private.family_refusal(409, '23505', 'You are already in this family.');
  end if;
  update public.family_invites set used_at = now(), used_by = me where id = invite.id;
  insert into public.family_links (athlete_id, parent_id, access)
  values (
    case when invite.inviter_role = 'athlete' then invite.created_by else me end,
    case when invite.inviter_role = 'athlete' then me else invite.created_by end,
    invite.access)
  returning * into link;
  return row_to_json(link);
end;
$$;
