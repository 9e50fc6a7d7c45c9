-- Events happen where they happen, as `compass serve` keeps them (its migration 15): an
-- event's own time zone, an IANA name PostgreSQL knows (none means the athlete's zone).

-- Whether `name` is a time zone PostgreSQL can place times in.
create function private.is_time_zone(name text) returns boolean
language plpgsql immutable set search_path = '' as $$
begin
  perform now() at time zone name;
  return true;
exception when others then
  return false;
end;
$$;

alter table public.events add column time_zone text
  constraint events_time_zone_check
  check (char_length(time_zone) <= 64 and private.is_time_zone(time_zone));

revoke all on function private.is_time_zone(text) from public;
grant execute on function private.is_time_zone(text) to authenticated;
