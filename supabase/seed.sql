-- The demo season for a local Supabase stack (`supabase db reset` runs this after the
-- migrations): the account demo@recruitingcompass.app / compass-demo with schools and their
-- coaches, events around today (past and upcoming, multi-day, attended and registered), metrics
-- with visible trends, and interactions at the events attended. Documents need files in
-- storage, so upload those from the app.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values (
  '00000000-0000-0000-0000-000000000000', 'd3e00000-0000-4000-8000-000000000001',
  'authenticated', 'authenticated', 'demo@recruitingcompass.app',
  extensions.crypt('compass-demo', extensions.gen_salt('bf')), now(),
  '{"provider": "email", "providers": ["email"]}', '{}', now(), now());

insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
values (
  'd3e00000-0000-4000-8000-000000000001', 'd3e00000-0000-4000-8000-000000000001',
  '{"sub": "d3e00000-0000-4000-8000-000000000001", "email": "demo@recruitingcompass.app"}',
  'email', now(), now());

insert into public.schools (id, user_id, name, location, city, state, division) values
  ('d3e00000-0000-4000-8000-0000000005c1', 'd3e00000-0000-4000-8000-000000000001',
   'University of Georgia', 'Athens, GA', 'Athens', 'GA', 'D1'),
  ('d3e00000-0000-4000-8000-0000000005c2', 'd3e00000-0000-4000-8000-000000000001',
   'Georgia Tech', 'Atlanta, GA', 'Atlanta', 'GA', 'D1'),
  ('d3e00000-0000-4000-8000-0000000005c3', 'd3e00000-0000-4000-8000-000000000001',
   'Vanderbilt University', 'Nashville, TN', 'Nashville', 'TN', 'D1'),
  ('d3e00000-0000-4000-8000-0000000005c4', 'd3e00000-0000-4000-8000-000000000001',
   'Emory University', 'Atlanta, GA', 'Atlanta', 'GA', 'D3');

insert into public.coaches (id, user_id, school_id, role, first_name, last_name, email, phone)
values
  ('d3e00000-0000-4000-8000-0000000c0ac1', 'd3e00000-0000-4000-8000-000000000001',
   'd3e00000-0000-4000-8000-0000000005c1', 'head', 'Scott', 'Stricklin',
   'scott.stricklin@athletics.example.edu', '555-0110-1000'),
  ('d3e00000-0000-4000-8000-0000000c0ac2', 'd3e00000-0000-4000-8000-000000000001',
   'd3e00000-0000-4000-8000-0000000005c1', 'recruiting', 'Maria', 'Alvarez',
   'maria.alvarez@athletics.example.edu', '555-0110-1037'),
  ('d3e00000-0000-4000-8000-0000000c0ac3', 'd3e00000-0000-4000-8000-000000000001',
   'd3e00000-0000-4000-8000-0000000005c2', 'head', 'Derek', 'Holt',
   'derek.holt@athletics.example.edu', '555-0111-1000'),
  ('d3e00000-0000-4000-8000-0000000c0ac4', 'd3e00000-0000-4000-8000-000000000001',
   'd3e00000-0000-4000-8000-0000000005c3', 'assistant', 'Tanya', 'Brooks',
   'tanya.brooks@athletics.example.edu', '555-0112-1000'),
  ('d3e00000-0000-4000-8000-0000000c0ac5', 'd3e00000-0000-4000-8000-000000000001',
   'd3e00000-0000-4000-8000-0000000005c4', 'head', 'Luis', 'Ramos',
   'luis.ramos@athletics.example.edu', '555-0113-1000');

insert into public.events (
  id, user_id, school_id, type, name, location, address, city, state, start_date, end_date,
  start_time, end_time, checkin_time, url, description, event_source, coaches_present,
  performance_notes, cost, registered, attended)
values
  ('d3e00000-0000-4000-8000-00000000e001', 'd3e00000-0000-4000-8000-000000000001', null,
   'showcase', 'Perfect Game National Showcase', 'Chase Field', '401 E Jefferson St', 'Phoenix',
   'AZ', current_date - 120, current_date - 118, '08:00', '17:00', '07:15',
   'https://www.perfectgame.org', 'Three days of games in front of every D1 program.',
   'email', '{}', 'Sat 88-90, touched 91. Curveball sharp.', 450, true, true),
  ('d3e00000-0000-4000-8000-00000000e002', 'd3e00000-0000-4000-8000-000000000001',
   'd3e00000-0000-4000-8000-0000000005c1', 'camp', 'UGA Elite Prospect Camp', 'Foley Field',
   '1 Foley Dr', 'Athens', 'GA', current_date - 60, current_date - 59, '09:00', '15:00', '08:30',
   null, 'Pro-style workout, then live at-bats.', 'web_search',
   '{d3e00000-0000-4000-8000-0000000c0ac1,d3e00000-0000-4000-8000-0000000c0ac2}',
   '60 in 6.9. Coach Stricklin asked for video.', 250, true, true),
  ('d3e00000-0000-4000-8000-00000000e003', 'd3e00000-0000-4000-8000-000000000001',
   'd3e00000-0000-4000-8000-0000000005c2', 'camp', 'Georgia Tech Winter Camp',
   'Russ Chandler Stadium', '150 Bobby Dodd Way NW', 'Atlanta', 'GA', current_date - 21, null,
   '10:00', '16:00', null, null, null, 'friend', '{}', null, 175, true, false),
  ('d3e00000-0000-4000-8000-00000000e004', 'd3e00000-0000-4000-8000-000000000001', null, 'game',
   'East Cobb Fall Invitational', 'East Cobb Complex', '2350 Holly Springs Rd', 'Marietta', 'GA',
   current_date - 7, current_date - 5, '18:00', null, null, null, null, null, '{}',
   'Two hits and a stolen base.', null, false, true),
  ('d3e00000-0000-4000-8000-00000000e005', 'd3e00000-0000-4000-8000-000000000001', null,
   'showcase', 'Prep Baseball Report Georgia Games', 'LakePoint Sports', '261 Stadium Dr',
   'Emerson', 'GA', current_date + 3, null, '08:00', '14:00', '07:00', 'https://www.prepbaseballreport.com',
   'Pro day format: 60, position workouts, BP.', 'email', '{}', null, 195, true, false),
  ('d3e00000-0000-4000-8000-00000000e006', 'd3e00000-0000-4000-8000-000000000001',
   'd3e00000-0000-4000-8000-0000000005c3', 'camp', 'Vanderbilt Pitching Clinic',
   'Hawkins Field', '2601 Jess Neely Dr', 'Nashville', 'TN', current_date + 12, null, '09:00',
   '12:00', null, null, null, 'flyer', '{}', null, 125, false, false),
  ('d3e00000-0000-4000-8000-00000000e007', 'd3e00000-0000-4000-8000-000000000001',
   'd3e00000-0000-4000-8000-0000000005c1', 'official_visit', 'Official Visit', null, null,
   'Athens', 'GA', current_date + 30, current_date + 31, null, null, null, null,
   'Campus tour, academic meeting, dinner with the staff.', 'recommendation', '{}', null, 0,
   true, false),
  ('d3e00000-0000-4000-8000-00000000e008', 'd3e00000-0000-4000-8000-000000000001',
   'd3e00000-0000-4000-8000-0000000005c4', 'unofficial_visit', 'Unofficial Visit', null, null,
   'Atlanta', 'GA', current_date + 45, null, '13:00', '15:00', null, null, null, null, '{}', null,
   null, false, false);

insert into public.performance_metrics (
  user_id, event_id, metric_type, value, unit, recorded_date, notes, verified)
select 'd3e00000-0000-4000-8000-000000000001', null, kind.metric_type,
  round((kind.start + kind.step * n)::numeric, 2), kind.unit,
  current_date - 180 + n * 30, null, n % 3 = 0
from (values
  ('velocity', 84.0, 1.2, 'mph'), ('exit_velo', 86.0, 1.5, 'mph'),
  ('sixty_time', 7.15, -0.05, 'sec'), ('pop_time', 2.10, -0.03, 'sec')
) as kind (metric_type, start, step, unit)
cross join generate_series(0, 5) as n;

insert into public.performance_metrics (
  user_id, event_id, metric_type, value, unit, recorded_date, notes, verified)
values
  ('d3e00000-0000-4000-8000-000000000001', 'd3e00000-0000-4000-8000-00000000e001', 'velocity',
   90, 'mph', current_date - 120, 'Touched 91 in the second inning', true),
  ('d3e00000-0000-4000-8000-000000000001', 'd3e00000-0000-4000-8000-00000000e002', 'sixty_time',
   6.9, 'sec', current_date - 60, 'Laser timed', true);

insert into public.interactions (
  user_id, school_id, coach_id, event_id, type, direction, content, sentiment, occurred_at,
  logged_by)
values
  ('d3e00000-0000-4000-8000-000000000001', 'd3e00000-0000-4000-8000-0000000005c1',
   'd3e00000-0000-4000-8000-0000000c0ac1', 'd3e00000-0000-4000-8000-00000000e002',
   'in_person_visit', 'inbound', 'Coach Stricklin asked for a full-game video.', 'very_positive',
   now() - interval '60 days', 'd3e00000-0000-4000-8000-000000000001'),
  ('d3e00000-0000-4000-8000-000000000001', null, null, 'd3e00000-0000-4000-8000-00000000e004',
   'game', 'inbound', 'Two scouts stayed for the whole game.', 'positive',
   now() - interval '7 days', 'd3e00000-0000-4000-8000-000000000001');
