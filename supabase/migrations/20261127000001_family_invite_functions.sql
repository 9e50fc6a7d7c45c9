-- The only way into a family, as `compass serve` answers `POST /rest/v1/rpc/<name>`:
-- `create_family_invite(access, email)` gives a code shown once (eight characters without 0/O and
-- 1/I/L, stored as its SHA-256) that expires in seven days; `accept_family_invite(code)` links
-- the caller to the inviter (an athlete's invite is for a parent, a parent's for an athlete) and
-- returns the new `family_links` row. A wrong or stale code counts against the caller and their
-- address (10 and 30 an hour); such refusals answer through PostgREST's `response.status`
-- rather than an exception, so the count is kept when the statement ends.

create function private.invite_code_hash(code text) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(code, 'UTF8')), 'hex');
$$;

-- What a person typed, as the code it means: case, spaces and hyphens do not matter.
create function private.normalized_invite_code(typed text) returns text
language sql immutable set search_path = '' as $$
  select left(upper(regexp_replace(coalesce(typed, ''), '[\s-]', '', 'g')), 64);
$$;

create function private.new_invite_code() returns text
language plpgsql volatile set search_path = '' as $$
declare
  alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  code text := '';
  byte integer;
begin
  while char_length(code) < 8 loop
    byte := get_byte(extensions.gen_random_bytes(1), 0);
    -- NB: bytes past the largest multiple of 31 are drawn again, so every letter is as likely.
    if byte < 248 then
      code := code || substr(alphabet, byte % 31 + 1, 1);
    end if;
  end loop;
  return code;
end;
$$;

-- A refusal in PostgREST's error shape with its HTTP status, kept out of an exception so the
-- failed attempt just recorded stays recorded.
create function private.family_refusal(status integer, code text, message text) returns json
language plpgsql volatile set search_path = '' as $$
begin
  perform set_config('response.status', status::text, true);
  return json_build_object('code', code, 'message', message, 'details', null, 'hint', null);
end;
$$;

create function public.create_family_invite(access text default 'edit', email text default null)
returns json
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  bound text := nullif(lower(btrim(create_family_invite.email)), '');
  code text := private.new_invite_code();
  invite uuid := gen_random_uuid();
  expires timestamptz := now() + interval '7 days';
begin
  if me is null then
    raise exception 'permission denied for function create_family_invite' using errcode = '42501';
  end if;
  if create_family_invite.access is null or create_family_invite.access not in ('edit', 'view') then
    raise exception 'access must be edit or view' using errcode = '22023';
  end if;
  if bound is not null and (char_length(bound) > 320 or strpos(bound, '@') = 0) then
    raise exception 'email is not an e-mail address' using errcode = '22023';
  end if;
  insert into public.family_invites (id, created_by, inviter_role, access, email, expires_at)
  values (
    invite, me,
    coalesce((select role from public.profiles where id = me), 'athlete'),
    create_family_invite.access, bound, expires);
  insert into private.family_invite_codes (invite_id, code_hash)
  values (invite, private.invite_code_hash(code));
  return json_build_object(
    'code', substr(code, 1, 4) || '-' || substr(code, 5, 4), 'expires_at', expires);
end;
$$;

create function public.accept_family_invite(code text) returns json
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

revoke all on function private.invite_code_hash(text), private.normalized_invite_code(text),
  private.new_invite_code(), private.family_refusal(integer, text, text) from public, anon;
revoke all on function public.create_family_invite(text, text), public.accept_family_invite(text)
  from public, anon;
grant execute on function public.create_family_invite(text, text),
  public.accept_family_invite(text) to authenticated;
