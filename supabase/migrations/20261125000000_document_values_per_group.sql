-- What describes and shares a document (type, title, description, school, the schools it is
-- shared with) belongs to the document as a whole. Every version row carries the same values,
-- kept in step by the database in the writing transaction: a change to one version is made to
-- all, a new version takes the group's values, and restoring a version (which changes only
-- `is_current`) leaves them as they are. `compass serve` keeps the same rule (its migration 6).

-- Existing groups take their current version's values.
update public.documents set type = current.type, title = current.title,
  description = current.description, school_id = current.school_id,
  shared_with_schools = current.shared_with_schools
from (select * from public.documents where is_current) as current
where documents.user_id = current.user_id
  and documents.version_group_id = current.version_group_id
  and documents.id <> current.id;

-- A new version takes its group's values. Named to run after `documents_start_group`
-- (BEFORE triggers run in name order), which fills in the group id.
create function public.documents_take_group_values() returns trigger
language plpgsql set search_path = '' as $$
declare
  other record;
begin
  select type, title, description, school_id, shared_with_schools into other
  from public.documents
  where user_id = new.user_id and version_group_id = new.version_group_id and id <> new.id
  order by version desc limit 1;
  if found then
    new.type := other.type;
    new.title := other.title;
    new.description := other.description;
    new.school_id := other.school_id;
    new.shared_with_schools := other.shared_with_schools;
  end if;
  return new;
end;
$$;

create trigger documents_take_group_values before insert on public.documents
  for each row execute function public.documents_take_group_values();

-- A change to one version is made to every version of the document.
create function public.documents_change_every_version() returns trigger
language plpgsql set search_path = '' as $$
begin
  update public.documents set type = new.type, title = new.title,
    description = new.description, school_id = new.school_id,
    shared_with_schools = new.shared_with_schools
  where user_id = new.user_id and version_group_id = new.version_group_id and id <> new.id
    and (type, title, description, school_id, shared_with_schools)
      is distinct from (new.type, new.title, new.description, new.school_id,
        new.shared_with_schools);
  return null;
end;
$$;

create trigger documents_change_every_version
  after update of type, title, description, school_id, shared_with_schools on public.documents
  for each row execute function public.documents_change_every_version();
