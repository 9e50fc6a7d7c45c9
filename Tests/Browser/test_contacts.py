"""The contact log, follow-ups and the schools board in the browser, as the athlete and as a
parent with edit access, at a phone's and a desktop's width."""
import datetime

import pytest


@pytest.fixture(params=["athlete", "edit parent"])
def who(request):
    return request.param


def today():
    return datetime.datetime.now(datetime.timezone.utc).date()


def seed_school(api):
    school = api.insert("schools", name="Georgia Tech", city="Atlanta", state="GA")
    coach = api.insert("coaches", school_id=school["id"], first_name="Danny", last_name="Key", role="head")
    return school, coach


def test_a_contact_is_logged_with_a_follow_up(page, api, who):
    school, coach = seed_school(api)
    page.open("/contacts")
    assert page.text("h1") == "Contact log"
    page.click("#contact-form > summary")
    page.set_value("#contact-type", "phone_call")
    page.set_value("#contact-direction", "inbound")
    page.set_value("#contact-coach", coach["id"])
    page.fill("#contact-content", "Coach Key asked about my summer schedule")
    page.set_value("#contact-follow-up-due", (today() + datetime.timedelta(days=3)).isoformat())
    assert page.unlabelled_controls() == []
    page.screenshot("contacts-form")
    page.click("#contact-form button[type=submit]")
    page.wait(lambda: "Contact logged." in page.text(), message="no notice after logging")
    entry = page.text(".contact-entry")
    assert "Coach Danny Key · Georgia Tech" in entry and "summer schedule" in entry
    if who == "edit parent":
        assert "Added by you" in entry
    assert "Follow up with Coach Key (Georgia Tech)" in page.text("#follow-ups")
    assert "Due in 3 days" in page.text("#follow-ups")
    rows = api.rows("interactions")
    assert len(rows) == 1 and rows[0]["school_id"] == school["id"]
    assert api.rows("follow_ups")[0]["interaction_id"] == rows[0]["id"]
    page.open("/contacts?type=email")
    assert "No contacts match your filters." in page.text()
    assert page.small_targets() == [] and page.fits_width()
    page.screenshot("contacts")


def test_due_follow_ups_head_the_events_list_and_are_done_in_one_step(page, api, who):
    school, coach = seed_school(api)
    api.insert("follow_ups", title="Send Coach Key my video", school_id=school["id"], coach_id=coach["id"],
               due_date=(today() - datetime.timedelta(days=2)).isoformat())
    api.insert("follow_ups", title="Call Coach Key back", due_date=today().isoformat())
    api.insert("follow_ups", title="Ask about the fall camp", due_date=(today() + datetime.timedelta(days=9)).isoformat())
    page.open("/events")
    block = page.text("#follow-ups")
    assert page.text("#follow-ups h2") == "2 follow-ups due · 1 overdue"
    assert "2 days overdue" in block and "Due today" in block and "fall camp" not in block
    assert page.unlabelled_controls() == [] and page.fits_width()
    page.screenshot("events-follow-ups")
    page.click("#follow-ups .follow-up-done > summary")
    page.fill("#follow-ups textarea[name=note]", "Sent the link")
    page.click("#follow-ups .follow-up-done button[type=submit]")
    page.wait(lambda: page.text("#follow-ups h2") == "1 follow-up due", message="the done one stayed")
    assert page.path == "/events"
    logged = api.rows("interactions")
    assert len(logged) == 1 and logged[0]["content"] == "Sent the link"
    page.click("#follow-ups form.inline-form button[type=submit]")
    page.wait(lambda: not page.all("#follow-ups"), message="the snoozed one stayed")
    statuses = {row["title"]: row for row in api.rows("follow_ups")}
    assert statuses["Send Coach Key my video"]["status"] == "done"
    assert statuses["Call Coach Key back"]["due_date"] == (today() + datetime.timedelta(days=1)).isoformat()


def test_the_schools_board_and_a_schools_page(page, api, who):
    school, _ = seed_school(api)
    api.insert("schools", name="Emory University")
    api.insert("interactions", school_id=school["id"], type="email", direction="inbound",
               content="Loved the video", occurred_at=f"{today().isoformat()}T12:00:00Z")
    page.open("/schools")
    assert "Researching 2" in page.text(".status-counts")
    assert page.texts(".board-column") == ["Researching · 2"]
    assert "Last contact today · Email" in page.text()
    page.screenshot("schools-board")
    page.click(f"a[href$='/schools/{school['id']}']")
    page.wait(lambda: page.text("h1") == "Georgia Tech")
    assert "Loved the video" in page.text()
    page.set_value("#standing-status", "talking")
    page.set_value("#standing-interest", "high")
    page.fill("#standing-notes", "Coach Key wants a visit")
    page.click("#standing-title ~ form button[type=submit]")
    page.wait(lambda: "Changes saved." in page.text(), message="no notice after saving")
    assert page.unlabelled_controls() == [] and page.small_targets() == [] and page.fits_width()
    page.screenshot("school")
    row = api.rows("school_statuses")[0]
    assert row["status"] == "talking" and row["interest"] == "high"
    page.open("/schools")
    assert page.texts(".board-column") == ["Researching · 1", "Talking · 1"]
