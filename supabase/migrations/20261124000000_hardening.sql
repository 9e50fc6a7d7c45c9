-- Hardening: version groups belong to their owner, and every column keeps the limits that
-- `compass serve` enforces (its table registry), so both backends refuse the same values.

-- A version group is its owner's: version numbers are unique, and exactly one version is
-- current, per owner and group. A row naming another user's group id changes nothing of
-- theirs and cannot learn that the group exists.
drop index public.documents_group_version;
drop index public.documents_owner_group;
create unique index documents_owner_group_version
  on public.documents (user_id, version_group_id, version);

create or replace function public.documents_keep_one_current() returns trigger
language plpgsql set search_path = '' as $$
begin
  update public.documents set is_current = false
  where user_id = new.user_id and version_group_id = new.version_group_id and id <> new.id
    and is_current;
  return null;
end;
$$;

drop trigger documents_one_current_on_update on public.documents;
create trigger documents_one_current_on_update
  after update of is_current, version_group_id, user_id on public.documents
  for each row when (new.is_current) execute function public.documents_keep_one_current();

-- Joining a group needs a document of the caller's that started it or belongs to it.
create or replace function private.owns_document_group(document uuid, grp uuid) returns boolean
language sql stable set search_path = '' as $$
  select grp is null or grp = document or exists (
    select 1 from public.documents
    where (id = grp or version_group_id = grp) and user_id = (select auth.uid()));
$$;

-- Limits: short text fits any index (500 characters), long text 50,000, lists 1,000 ids.
alter table public.schools
  add constraint schools_name_check check (char_length(name) <= 500),
  add constraint schools_location_check check (char_length(location) <= 500),
  add constraint schools_city_check check (char_length(city) <= 500),
  add constraint schools_state_check check (char_length(state) <= 500),
  add constraint schools_division_check check (char_length(division) <= 500);

alter table public.coaches
  add constraint coaches_role_check check (char_length(role) <= 500),
  add constraint coaches_first_name_check check (char_length(first_name) <= 500),
  add constraint coaches_last_name_check check (char_length(last_name) <= 500),
  add constraint coaches_email_check check (char_length(email) <= 500),
  add constraint coaches_phone_check check (char_length(phone) <= 500);

alter table public.events
  add constraint events_type_check check (char_length(type) <= 500),
  add constraint events_name_check check (char_length(name) <= 500),
  add constraint events_location_check check (char_length(location) <= 500),
  add constraint events_address_check check (char_length(address) <= 500),
  add constraint events_city_check check (char_length(city) <= 500),
  add constraint events_state_check check (char_length(state) <= 500),
  add constraint events_url_check check (char_length(url) <= 2048),
  add constraint events_description_check check (char_length(description) <= 50000),
  add constraint events_event_source_check check (char_length(event_source) <= 500),
  add constraint events_coaches_present_check check (cardinality(coaches_present) <= 1000),
  add constraint events_performance_notes_check check (char_length(performance_notes) <= 50000),
  add constraint events_stats_recorded_check check (octet_length(stats_recorded::text) <= 50000),
  add constraint events_cost_check check (cost between 0 and 1000000);

alter table public.performance_metrics
  add constraint performance_metrics_metric_type_check check (char_length(metric_type) <= 500),
  add constraint performance_metrics_value_check check (value between -1000000 and 1000000),
  add constraint performance_metrics_unit_check check (char_length(unit) <= 500),
  add constraint performance_metrics_notes_check check (char_length(notes) <= 50000);

alter table public.interactions
  add constraint interactions_type_check check (char_length(type) <= 500),
  add constraint interactions_direction_check check (char_length(direction) <= 500),
  add constraint interactions_subject_check check (char_length(subject) <= 500),
  add constraint interactions_content_check check (char_length(content) <= 50000),
  add constraint interactions_sentiment_check check (char_length(sentiment) <= 500);

alter table public.documents
  add constraint documents_type_check check (char_length(type) <= 500),
  add constraint documents_title_check check (char_length(title) <= 500),
  add constraint documents_description_check check (char_length(description) <= 50000),
  add constraint documents_file_url_check check (char_length(file_url) <= 1024),
  add constraint documents_file_type_check check (char_length(file_type) <= 500),
  add constraint documents_version_check check (version between 1 and 2147483647),
  add constraint documents_shared_with_schools_check check (cardinality(shared_with_schools) <= 1000);
