"""Create Event (`/events/new`): the spec's testing checklist in the browser."""
import urllib.parse

import pytest

from conftest import Api


def fill_required(page, name="Spring Showcase 2026", start="2026-04-15"):
    page.set_value("#type", "showcase")
    page.fill("#name", name)
    page.set_value("#start_date", start)


def submit(page):
    page.click("form.event-form button[type=submit]")


def opened_event_id(page):
    page.wait(lambda: page.path.startswith("/events/") and page.path != "/events/new", message="the new event opens")
    return page.path.split("/")[2]


def test_form_loads_empty_with_only_the_users_schools(page, api):
    api.insert("schools", name="University of Georgia", location="Athens, GA")
    api.insert("schools", name="Clemson University")
    Api().insert("schools", name="Someone Else's School")
    page.open("/events/new")
    for field in ["#name", "#start_date", "#end_date", "#start_time", "#cost", "#url", "#location", "#description"]:
        assert page.value(field) == "", field
    assert page.value("#type") == ""
    schools = page.texts("#school option")
    assert schools == ["-- Select a school --", "Clemson University", "University of Georgia — Athens, GA", "None",
                       "Other (not listed)", "+ Add new school"]
    assert [legend.text for legend in page.all("legend")] == ["Event Info", "Date & Time", "Location", "Event Details", "Performance"]
    assert page.unlabelled_controls() == []
    assert page.fits_width()
    page.screenshot("create-event")


def test_missing_required_fields_show_their_messages_and_keep_what_was_typed(page, api):
    page.open("/events/new")
    page.fill("#description", "Bring cleats and a glove")
    page.fill("#city", "Athens")
    submit(page)
    page.wait(lambda: page.text(".banner-error") == "Please complete all required fields")
    assert page.text("#type-error") == "Error: Event type is required"
    assert page.text("#name-error") == "Error: Event name is required"
    assert page.text("#start_date-error") == "Error: Start date is required"
    assert page.find("#name").get_attribute("aria-invalid") == "true"
    assert page.find("#name").get_attribute("aria-describedby") == "name-error"
    assert page.value("#description") == "Bring cleats and a glove" and page.value("#city") == "Athens"
    assert api.rows("events") == []
    page.screenshot("create-event-errors")


def test_end_date_and_time_follow_the_start(page, api):
    page.open("/events/new")
    page.set_value("#start_date", "2026-04-15")
    assert page.value("#end_date") == "2026-04-15"
    page.set_value("#start_time", "09:00")
    assert page.value("#end_time") == "10:00"
    page.set_value("#start_date", "2026-04-17")
    assert page.value("#end_date") == "2026-04-17"
    page.set_value("#start_time", "13:30")
    assert page.value("#end_time") == "14:30"


def test_end_before_start_and_a_bad_link_show_as_typed_and_hold_create(page, api):
    page.open("/events/new")
    button = page.find("form.event-form button[type=submit]")
    assert button.is_enabled(), "an untouched form can be submitted to show what is required"
    fill_required(page, start="2026-05-10")
    page.set_value("#end_date", "2026-05-01")
    page.fill("#url", "not a link")
    page.wait(lambda: page.text("#end_date-error") == "Error: End date must be after start date")
    page.wait(lambda: page.text("#url-error") == "Error: Please enter a valid URL (e.g., https://...)")
    assert not button.is_enabled(), "Create waits while a shown message stands"
    assert page.find("#url").get_attribute("aria-invalid") == "true"
    page.fill("#url", "https://example.com/camp")
    page.set_value("#end_date", "2026-05-11")
    page.wait(lambda: button.is_enabled(), message="Create is enabled once corrected")
    assert page.all("#url-error") == [] and page.all("#end_date-error") == []
    submit(page)
    opened_event_id(page)
    assert len(api.rows("events")) == 1


def test_after_a_refused_submit_create_waits_for_the_missing_fields(page, api):
    page.open("/events/new")
    page.fill("#name", "Winter Camp")
    submit(page)
    page.wait(lambda: page.text("#type-error") == "Error: Event type is required")
    button = page.find("form.event-form button[type=submit]")
    assert not button.is_enabled()
    page.set_value("#type", "camp")
    page.wait(lambda: page.all("#type-error") == [])
    assert not button.is_enabled(), "the start date is still missing"
    page.set_value("#start_date", "2026-12-01")
    page.wait(lambda: button.is_enabled())
    submit(page)
    opened_event_id(page)


def test_add_new_school_creates_it_and_selects_it(page, api):
    page.open("/events/new")
    page.set_value("#school", "add_new")
    dialog = page.open_dialog()
    assert "Add New School" in dialog.text
    page.fill("#dialog-name", "Vanderbilt University")
    page.fill("#dialog-location", "Nashville, TN")
    assert not page.find(".school-new").is_displayed(), "the dialog replaces the no-script fields"
    page.screenshot("create-event-add-school", full=False)
    page.confirm_dialog("Save School")
    page.wait(lambda: page.script("return document.querySelector('dialog[open]') === null"))
    school = api.rows("schools")[0]
    assert school["name"] == "Vanderbilt University" and school["location"] == "Nashville, TN"
    assert page.value("#school") == school["id"]
    fill_required(page)
    submit(page)
    event_id = opened_event_id(page)
    assert api.rows("events", f"&id=eq.{event_id}")[0]["school_id"] == school["id"]


def test_a_school_that_cannot_be_saved_says_so_and_keeps_the_dialog(page, api):
    page.open("/events/new")
    page.script("document.querySelector('meta[name=csrf]').content = 'stale'")
    page.set_value("#school", "add_new")
    page.open_dialog()
    page.fill("#dialog-name", "Vanderbilt University")
    page.confirm_dialog("Save School")
    page.wait(lambda: page.text("dialog[open] .field-error") == "Failed to add school. Please try again.")
    assert page.value("#dialog-name") == "Vanderbilt University"
    assert api.rows("schools") == []


def test_other_school_keeps_its_name_out_of_the_location(page, api):
    page.open("/events/new")
    page.set_value("#school", "other")
    page.open_dialog()
    page.fill("#dialog-other", "Kennesaw State")
    page.confirm_dialog("Continue")
    page.wait(lambda: page.text("#school-choice") == "Not listed: Kennesaw State")
    fill_required(page)
    page.fill("#location", "Foley Field")
    submit(page)
    event_id = opened_event_id(page)
    event = api.rows("events", f"&id=eq.{event_id}")[0]
    assert event["location"] == "Foley Field"
    school = api.rows("schools", f"&id=eq.{event['school_id']}")[0]
    assert school["name"] == "Kennesaw State"


def test_get_directions_opens_maps_at_the_typed_address(page, api):
    page.open("/events/new")
    assert not page.find("#directions").is_displayed()
    page.find("#address").send_keys("1 Foley Dr")
    page.find("#city").send_keys("Athens")
    page.find("#state").send_keys("ga")
    link = page.find("#directions")
    assert link.is_displayed() and page.value("#state") == "GA"
    assert link.get_attribute("href") == "https://maps.apple.com/?q=" + urllib.parse.quote("1 Foley Dr, Athens, GA", safe="")
    assert link.get_attribute("target") == "_blank"


def test_a_saved_event_opens_and_is_stored_as_typed(page, api):
    page.open("/events/new")
    fill_required(page, name="Fall Scout Day", start="2025-09-20")
    page.set_value("#start_time", "08:30")
    page.set_value("#event_source", "email")
    page.fill("#cost", "0")
    page.fill("#url", "https://example.com/scout-day")
    page.fill("#location", "Coolray Field")
    page.fill("#performance_notes", "Sat 88-90")
    page.click("input[name=registered]")
    submit(page)
    event_id = opened_event_id(page)
    assert page.text("h1") == "Fall Scout Day"
    assert "Free" in page.text(".details-grid")
    event = api.rows("events", f"&id=eq.{event_id}")[0]
    assert (event["type"], event["start_date"], event["end_date"], event["start_time"], event["end_time"]) == (
        "showcase", "2025-09-20", "2025-09-20", "08:30:00", "09:30:00")
    assert (event["cost"], event["url"], event["registered"], event["attended"]) == (0, "https://example.com/scout-day", True, False)
    assert event["event_source"] == "email" and event["performance_notes"] == "Sat 88-90"
    page.screenshot("event-detail-new")


def test_a_name_of_255_characters_saves_whole(page, api):
    page.open("/events/new")
    fill_required(page, name="N" * 255)
    submit(page)
    event_id = opened_event_id(page)
    assert len(api.rows("events", f"&id=eq.{event_id}")[0]["name"]) == 255
    assert page.fits_width()


def test_cancel_after_typing_asks_before_discarding(page, api):
    page.open("/events/new")
    page.fill("#name", "Half-typed event")
    page.click("a[data-cancel]")
    dialog = page.open_dialog()
    assert "Discard changes?" in dialog.text
    page.screenshot("create-event-discard", full=False)
    page.confirm_dialog("Keep Editing")
    assert page.path == "/events/new" and page.value("#name") == "Half-typed event"
    page.click("a[data-cancel]")
    page.confirm_dialog("Discard")
    page.wait_for_page("/events")


def test_rapid_taps_on_create_make_one_event(page, api):
    page.open("/events/new")
    fill_required(page)
    button = page.find("form.event-form button[type=submit]")
    page.script("arguments[0].click(); arguments[0].click(); arguments[0].click();", button)
    opened_event_id(page)
    assert len(api.rows("events")) == 1


def test_without_javascript_the_school_fields_show_in_the_form(page, api):
    page.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        page.open("/events/new")
        assert not page.find(".school-new").is_displayed()
        page.find("#school option[value=add_new]").click()
        assert page.find(".school-new").is_displayed()
        page.find("#type option[value=camp]").click()
        page.fill("#name", "Winter Camp")
        page.find("#start_date").send_keys("12012026")
        page.fill("#new_school_name", "Mercer University")
        page.screenshot("create-event-no-script")
        submit(page)
        event_id = opened_event_id(page)
    finally:
        page.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    event = api.rows("events", f"&id=eq.{event_id}")[0]
    assert event["start_date"] == "2026-12-01"
    assert api.rows("schools", f"&id=eq.{event['school_id']}")[0]["name"] == "Mercer University"


def type_into(page, css, keys):
    """Types into a date or time field from its first part, as a keyboard user does."""
    field = page.find(css)
    page.script("arguments[0].blur(); arguments[0].focus()", field)
    field.send_keys(keys)


def test_dates_and_times_typed_with_the_keyboard_keep_the_end_in_step(page, api):
    page.open("/events/new")
    type_into(page, "#start_date", "05012027")
    assert page.value("#end_date") == "2027-05-01"
    type_into(page, "#start_date", "05032027")
    assert page.value("#end_date") == "2027-05-03"
    type_into(page, "#start_time", "1000AM")
    assert page.value("#end_time") == "11:00"
    type_into(page, "#start_time", "0200PM")
    assert page.value("#end_time") == "15:00"
    type_into(page, "#end_time", "0600PM")
    type_into(page, "#start_time", "0300PM")
    assert page.value("#end_time") == "18:00", "an end the user set stays"


def test_editing_an_event_never_fills_its_end(page, api):
    event = api.insert("events", name="Perfect Game National Showcase", type="showcase",
                       start_date="2027-06-10", start_time="08:00:00")
    page.open(f"/events/{event['id']}?edit=1")
    page.set_value("#start_time", "09:00")
    assert page.value("#end_time") == ""
    page.fill("#name", "Perfect Game National")
    page.set_value("#start_time", "08:00")
    page.click("dialog[open] form.event-form button[type=submit]")
    page.wait(lambda: page.text("h1") == "Perfect Game National")
    stored = api.rows("events", f"&id=eq.{event['id']}")[0]
    assert (stored["end_date"], stored["end_time"]) == (None, None)


@pytest.mark.parametrize("link", ["main > p a[href='/events']", "nav a[href='/performance']"])
def test_leaving_a_changed_form_by_any_link_asks_first(page, api, link):
    page.open("/events/new")
    page.fill("#name", "Half-typed event")
    page.click(link)
    page.confirm_dialog("Keep Editing")
    assert page.path == "/events/new" and page.value("#name") == "Half-typed event"
    page.click(link)
    page.confirm_dialog("Discard")
    page.wait(lambda: page.path != "/events/new")
