"""The calendar feed as a calendar app reads it (the rising SEQUENCE is checked in Swift, where
the server's clock can be moved): made with `rpc/create_calendar_feed` by the
official client, fetched over HTTP, and parsed by the `icalendar` package field by field.
COMPASS_URL and COMPASS_ANON_KEY name the server, as for the client suite.
"""
import datetime
import uuid

import httpx
import icalendar

from test_supabase_client import PASSWORD, new_client


def signed_up(zone=None):
    client = new_client()
    email = f"feed-{uuid.uuid4().hex[:10]}@example.com"
    data = {"display_name": "Jordan", "role": "athlete"}
    if zone:
        data["time_zone"] = zone
    response = client.auth.sign_up({"email": email, "password": PASSWORD, "options": {"data": data}})
    client.user_id = response.user.id
    return client


def feed(client):
    made = client.rpc("create_calendar_feed", {}).execute().data
    assert made["webcal"].startswith("webcal://") and made["url"].endswith(".ics")
    reply = httpx.get(made["url"], timeout=30)
    assert reply.status_code == 200
    assert reply.headers["content-type"] == "text/calendar; charset=utf-8"
    return made["url"], reply, icalendar.Calendar.from_ical(reply.content)


def events(calendar):
    return {str(component["SUMMARY"]): component for component in calendar.walk("VEVENT")}


def test_the_feed_parses_field_by_field():
    client = signed_up("America/New_York")
    client.from_("events").insert([
        {"user_id": client.user_id, "type": "camp", "name": "Spring Camp", "start_date": "2026-03-08",
         "start_time": "09:00", "end_time": "12:00", "checkin_time": "08:30", "location": "LakePoint",
         "city": "Emerson", "state": "GA", "registered": True},
        {"user_id": client.user_id, "type": "showcase", "name": "Summer Showcase", "start_date": "2026-06-01",
         "end_date": "2026-06-03"},
    ]).execute()
    _, reply, calendar = feed(client)
    assert str(calendar["X-WR-CALNAME"]) == "My recruiting season"
    assert "REFRESH-INTERVAL;VALUE=DURATION:PT1H" in reply.text
    zones = list(calendar.walk("VTIMEZONE"))
    assert [str(zone["TZID"]) for zone in zones] == ["America/New_York"]
    found = events(calendar)
    camp, showcase = found["Spring Camp"], found["Summer Showcase"]
    start = camp.decoded("DTSTART")
    assert start.replace(tzinfo=None) == datetime.datetime(2026, 3, 8, 9, 0)
    assert start.utcoffset() == datetime.timedelta(hours=-4)
    assert camp.decoded("DTEND").replace(tzinfo=None) == datetime.datetime(2026, 3, 8, 12, 0)
    assert str(camp["LOCATION"]) == "LakePoint, Emerson, GA"
    assert str(camp["STATUS"]) == "CONFIRMED"
    assert "Status: Registered" in str(camp["DESCRIPTION"])
    assert str(camp["URL"]).endswith("/events/" + str(camp["UID"]).split("@")[0])
    triggers = sorted(alarm.decoded("TRIGGER") for alarm in camp.walk("VALARM"))
    assert triggers == [datetime.timedelta(hours=-14), datetime.timedelta(minutes=-30)]
    assert showcase.decoded("DTSTART") == datetime.date(2026, 6, 1)
    assert showcase.decoded("DTEND") == datetime.date(2026, 6, 4)
    assert int(showcase["SEQUENCE"]) == 0


def test_an_edit_changes_the_tag_and_a_delete_drops_the_event():
    client = signed_up()
    row = client.from_("events").insert([
        {"user_id": client.user_id, "type": "camp", "name": "Fall Camp", "start_date": "2026-10-10"},
    ]).execute().data[0]
    url, first, calendar = feed(client)
    assert str(list(calendar.walk("VEVENT"))[0]["UID"]) == f"{row['id']}@recruitingcompass.app"
    tag = first.headers["etag"]
    unchanged = httpx.get(url, headers={"If-None-Match": tag}, timeout=30)
    assert unchanged.status_code == 304
    client.from_("events").update({"name": "Fall Camp (moved)"}).eq("id", row["id"]).execute()
    reply = httpx.get(url, headers={"If-None-Match": tag}, timeout=30)
    assert reply.status_code == 200 and reply.headers["etag"] != tag
    event = list(icalendar.Calendar.from_ical(reply.content).walk("VEVENT"))[0]
    assert str(event["SUMMARY"]) == "Fall Camp (moved)"
    client.from_("events").delete().eq("id", row["id"]).execute()
    emptied = icalendar.Calendar.from_ical(httpx.get(url, timeout=30).content)
    assert list(emptied.walk("VEVENT")) == []


def test_a_renewed_or_foreign_link_reaches_nothing():
    client = signed_up()
    old_url, _, _ = feed(client)
    new_url, _, _ = feed(client)
    assert httpx.get(old_url, timeout=30).status_code == 404
    assert httpx.get(new_url, timeout=30).status_code == 200
    stranger = signed_up()
    refused = stranger.rpc("create_calendar_feed", {"athlete": client.user_id})
    try:
        refused.execute()
        raise AssertionError("a stranger made a feed of someone else's season")
    except Exception as error:  # postgrest's APIError
        assert "42501" in str(error)


def test_reminders_set_through_the_client_reach_the_feed():
    client = signed_up("America/Chicago")
    client.from_("events").insert([
        {"user_id": client.user_id, "type": "camp", "name": "Winter Camp", "start_date": "2026-12-12",
         "start_time": "10:00", "checkin_time": "09:15"},
    ]).execute()
    before = client.rpc("calendar_feed_settings", {}).execute().data
    assert before == {"subscribed": False, "reminders": {"day_before_at": "18:00", "check_in_lead_minutes": 0}}
    url, _, _ = feed(client)
    kept = client.rpc("set_calendar_feed_reminders", {"day_before_at": "20:30", "check_in_lead_minutes": 45}).execute()
    assert kept.data == {"subscribed": True, "reminders": {"day_before_at": "20:30", "check_in_lead_minutes": 45}}
    camp = events(icalendar.Calendar.from_ical(httpx.get(url, timeout=30).content))["Winter Camp"]
    triggers = sorted(alarm.decoded("TRIGGER") for alarm in camp.walk("VALARM"))
    assert triggers == [datetime.timedelta(hours=-13, minutes=-30), datetime.timedelta(minutes=-90)]
    client.rpc("set_calendar_feed_reminders", {"day_before_at": None, "check_in_lead_minutes": None}).execute()
    quiet = events(icalendar.Calendar.from_ical(httpx.get(url, timeout=30).content))["Winter Camp"]
    assert list(quiet.walk("VALARM")) == []
    try:
        client.rpc("set_calendar_feed_reminders", {"check_in_lead_minutes": 5000}).execute()
        raise AssertionError("a lead of more than a day was kept")
    except Exception as error:  # postgrest's APIError
        assert "22023" in str(error)
    ended = client.rpc("end_calendar_feed", {}).execute().data
    assert ended["subscribed"] is False
    assert httpx.get(url, timeout=30).status_code == 404


def test_follow_ups_ride_along_as_marked_all_day_items():
    client = signed_up("America/New_York")
    client.from_("follow_ups").insert([
        {"user_id": client.user_id, "title": "Thank Coach Key", "due_date": "2026-03-10"},
        {"user_id": client.user_id, "title": "Dropped one", "due_date": "2026-03-10", "status": "dropped"},
    ]).execute()
    _, _, calendar = feed(client)
    found = events(calendar)
    assert "Follow-up: Dropped one" not in found
    item = found["Follow-up: Thank Coach Key"]
    assert item.decoded("DTSTART") == datetime.date(2026, 3, 10)
    assert item.decoded("DTEND") == datetime.date(2026, 3, 11)
    assert item["CATEGORIES"].to_ical() == b"Follow-up"
    assert str(item["TRANSP"]) == "TRANSPARENT"
    assert str(item["URL"]).endswith("/contacts#follow-ups")
    assert [alarm.decoded("TRIGGER") for alarm in item.walk("VALARM")] == [datetime.timedelta(hours=9)]
