"""An event's own time zone in the browser, as the athlete and as an edit parent: proposed from
its city and state while nobody picks one, kept once picked, and noted on the event's page."""
import pytest

from test_create_event import fill_required, opened_event_id, submit


@pytest.fixture(params=["athlete", "edit parent"])
def who(request):
    return request.param


def test_the_zone_follows_the_place_until_picked_and_the_page_notes_it(page, api, who):
    page.open("/events/new")
    fill_required(page, name="Nashville Clinic", start="2026-12-05")
    page.set_value("#start_time", "09:00")
    page.fill("#city", "Nashville")
    page.fill("#state", "TN")
    assert page.value("#time_zone") == "America/Chicago", "proposed from Tennessee"
    page.fill("#city", "Knoxville")
    assert page.value("#time_zone") == "America/New_York", "East Tennessee runs on Eastern"
    page.set_value("#time_zone", "America/Chicago")
    page.fill("#state", "GA")
    assert page.value("#time_zone") == "America/Chicago", "a picked zone stays"
    page.fill("#state", "TN")
    page.fill("#city", "Nashville")
    assert page.fits_width(), page.overflowing()
    assert not page.unlabelled_controls()
    submit(page)
    event = opened_event_id(page)
    assert "Central Time (Chicago)" in page.text(".details-grid")
    zone = page.script("return Intl.DateTimeFormat().resolvedOptions().timeZone")
    if zone != "America/Chicago":
        assert page.text(".zone-note").startswith("Times are Central Time (Chicago). 9:00")
    page.screenshot("event-detail-time-zone")
    stored = api.rows("events", f"&id=eq.{event}")
    assert stored[0]["time_zone"] == "America/Chicago" and stored[0]["user_id"] == api.user_id
    status, _, ics = page.fetch(page.base + f"/events/{event}/event.ics")
    assert status == 200 and b"DTSTART;TZID=America/Chicago:20261205T090000" in ics
