"""Forms that change something, without signal (issue 38, item 2): the page's script sends
them, so a lost connection keeps the form as typed with "No connection — your entries are
kept", a draft on this device and Retry; a send that works goes on as before; Back never finds
a form still busy; and an edit dialog's Esc and ✕ ask before dropping changes, which never
show again."""
from selenium.common.exceptions import ElementNotInteractableException, StaleElementReferenceException
from selenium.webdriver.common.keys import Keys

OFFLINE_MESSAGE = "No connection — your entries are kept"


def offline(page, cut=True):
    page.driver.execute_cdp_cmd("Network.enable", {})
    page.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": cut, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


def fill_event(page, name):
    page.set_value("#type", "camp")
    page.fill("#name", name)
    page.set_value("#start_date", "2026-04-18")
    page.fill("#location", "Coolray Field")


def answer(page, label):
    """Answers the question asked over a dialog (Discard changes?) with the button `label`."""
    question = page.wait(lambda: page.script("return document.querySelector('dialog[role=alertdialog][open]')"),
                         message="nothing was asked")
    buttons = [button for button in question.find_elements("css selector", "button") if button.text == label]
    text = question.text
    assert buttons, f"no {label} in {text}"
    buttons[0].click()
    return text


def wait_offline_banner(page):
    page.wait(lambda: OFFLINE_MESSAGE in page.text("[data-trouble]"), message="no offline banner")


def retry_unless_already_sent(page):
    """Taps Retry once, unless the retry still pending when the signal came back goes through
    first (then the button is gone before, or as, it is tapped)."""
    def retried_or_sent():
        if page.path != "/events/new":
            return True
        buttons = page.all("[data-trouble] button")
        if not buttons:
            return False
        try:
            buttons[0].click()
        except (StaleElementReferenceException, ElementNotInteractableException):
            return False
        return True
    page.wait(retried_or_sent, message="the form offers Retry, or the pending retry went through")


def test_create_event_without_signal_keeps_the_form_and_retry_creates_it_once(page, api):
    page.open("/events/new")
    fill_event(page, "Field With No Signal")
    offline(page)
    try:
        page.click("form.event-form button[type=submit]")
        wait_offline_banner(page)
        assert page.path == "/events/new"
        assert page.value("#name") == "Field With No Signal" and page.value("#location") == "Coolray Field"
        button = page.find("form.event-form button[type=submit]")
        assert button.text == "Create Event" and button.is_enabled()
        page.screenshot("create-event-offline", full=False)
        page.click("[data-trouble] button")
        page.wait(lambda: "Still no connection — your entries are kept" in page.text("[data-trouble]"),
                  message="Retry without signal says so again")
    finally:
        offline(page, cut=False)
    # NB: a retry still pending when the signal came back may go through on its own; either way
    # the event is created once.
    retry_unless_already_sent(page)
    page.wait(lambda: page.path.startswith("/events/") and page.path != "/events/new", message="the event opens")
    assert page.text("h1") == "Field With No Signal"
    assert len(api.rows("events")) == 1
    page.driver.back()
    page.wait_for_page("/events/new")
    page.wait(lambda: page.text("form.event-form button[type=submit]") == "Create Event",
              message="Back found the form still creating")
    assert page.value("#name") == "" and not page.all("[data-trouble]")


def test_a_draft_left_by_a_lost_connection_comes_back_until_sent_or_discarded(page, api):
    page.open("/events/new")
    fill_event(page, "Kept On This Device")
    offline(page)
    try:
        page.click("form.event-form button[type=submit]")
        wait_offline_banner(page)
    finally:
        offline(page, cut=False)
    page.open("/events")
    page.open("/events/new")
    assert page.value("#name") == "Kept On This Device" and page.value("#location") == "Coolray Field"
    assert "Sending these entries did not finish" in page.text("[data-trouble]")
    page.click("[data-trouble] button")
    page.wait(lambda: page.value("#name") == "", message="Discard left the entries")
    page.open("/events/new")
    assert page.value("#name") == "" and not page.all("[data-trouble]")
    assert api.rows("events") == []


def test_a_metric_logged_without_signal_is_kept_and_sent_by_retry(page, api):
    page.open("/performance")
    page.click("#log-metric summary")
    page.set_value("#metric_type", "exit_velo")
    page.fill("#value", "88")
    offline(page)
    try:
        page.click("form.metric-form button[type=submit]")
        wait_offline_banner(page)
        assert page.value("#value") == "88"
    finally:
        offline(page, cut=False)
    page.click("[data-trouble] button")
    page.wait(lambda: "88 mph" in page.text(".history"), message="the metric is logged")
    assert [row["value"] for row in api.rows("performance_metrics")] == [88]


def test_the_edit_dialog_asks_before_dropping_changes_and_never_shows_them_again(page, api):
    event = api.insert("events", type="camp", name="Spring Camp", start_date="2026-04-18", end_date="2026-04-18")
    page.open(f"/events/{event['id']}")
    page.click("a[data-opens=edit-dialog]")
    page.open_dialog()
    page.fill("#edit-dialog #name", "Abandoned Name")
    page.find("#edit-dialog #name").send_keys(Keys.ESCAPE)
    assert "Discard changes?" in answer(page, "Keep Editing")
    assert page.value("#edit-dialog #name") == "Abandoned Name"
    page.click("#edit-dialog .sheet-head [data-close]")
    answer(page, "Discard")
    page.wait(lambda: not page.script("return document.getElementById('edit-dialog').open"))
    page.click("a[data-opens=edit-dialog]")
    page.open_dialog()
    assert page.value("#edit-dialog #name") == "Spring Camp"
    page.find("#edit-dialog #name").send_keys(Keys.ESCAPE)
    page.wait(lambda: not page.script("return document.getElementById('edit-dialog').open"),
              message="an unchanged form closes without asking")
    assert api.rows("events")[0]["name"] == "Spring Camp"


def test_a_dialog_the_page_opened_leaves_for_the_page_without_it(page, api):
    event = api.insert("events", type="camp", name="Spring Camp", start_date="2026-04-18", end_date="2026-04-18")
    page.open(f"/events/{event['id']}?edit=1")
    page.open_dialog()
    page.fill("#edit-dialog #name", "Abandoned Name")
    page.click("#edit-dialog .sheet-head [data-close]")
    answer(page, "Discard")
    page.wait(lambda: "edit=1" not in page.driver.current_url and page.script("return document.readyState") == "complete")
    assert not page.script("return document.getElementById('edit-dialog').open")
    page.click("a[data-opens=edit-dialog]")
    page.open_dialog()
    assert page.value("#edit-dialog #name") == "Spring Camp"


def test_signing_out_with_unsent_entries_asks_first(page, api):
    page.open("/events/new")
    fill_event(page, "Not Sent Yet")
    offline(page)
    try:
        page.click("form.event-form button[type=submit]")
        wait_offline_banner(page)
    finally:
        offline(page, cut=False)
    page.click("form.sign-out button")
    assert "Sign out?" in page.open_dialog().text
    page.confirm_dialog("Cancel")
    assert page.path == "/events/new"
    page.click("form.sign-out button")
    page.confirm_dialog("Sign Out")
    page.wait_for_page("/login")
    page.sign_in(api)
    page.open("/events/new")
    assert page.value("#name") == ""


def test_a_clash_asks_and_keep_theirs_or_keep_mine_saves_that_value(page, api):
    """Someone saved the same field meanwhile (the parent, over REST): the dialog names them,
    shows both values, and the button pressed decides."""
    event = api.insert("events", type="camp", name="Spring Camp", start_date="2026-04-18", end_date="2026-04-18")
    parent = api.parent("edit")
    for choice, expected in [("theirs", "Dana's venue"), ("mine", "Jordan's venue")]:
        page.open(f"/events/{event['id']}")
        page.click("a[data-opens=edit-dialog]")
        page.open_dialog()
        page.fill("#edit-dialog #location", "Jordan's venue")
        parent.call("PATCH", f"/rest/v1/events?id=eq.{event['id']}", {"location": "Dana's venue"})
        page.click("#edit-dialog button[type=submit]")
        page.wait(lambda: "Dana saved changes to this event" in page.text("#edit-dialog .conflict"),
                  message="the clash names who saved")
        assert "Jordan's venue Dana's venue" in page.text("#edit-dialog .conflict-table")
        if choice == "theirs":
            page.screenshot("event-edit-conflict", full=False)
        page.click(f"#edit-dialog button[name=resolve][value={choice}]")
        page.wait(lambda: "edit" not in page.driver.current_url and not page.all("#edit-dialog .conflict"))
        assert api.rows("events")[0]["location"] == expected, choice
        parent.call("PATCH", f"/rest/v1/events?id=eq.{event['id']}", {"location": "Somewhere"})


def test_mark_attended_without_signal_stays_on_the_page(page, api):
    event = api.insert("events", type="camp", name="Spring Camp", start_date="2026-04-18", end_date="2026-04-18")
    page.open(f"/events/{event['id']}")
    offline(page)
    try:
        page.click("button[aria-label='Mark as attended']")
        page.wait(lambda: "No connection — nothing was changed yet." in page.text("[data-trouble]"))
        assert page.path == f"/events/{event['id']}" and page.text("h1") == "Spring Camp"
        page.screenshot("event-detail-attend-offline", full=False)
    finally:
        offline(page, cut=False)
    page.click("[data-trouble] button")
    dialog = page.open_dialog()
    assert dialog.get_attribute("id") == "quick-log"
    assert api.rows("events")[0]["attended"] is True
    page.open(f"/events/{event['id']}")
    assert not page.all("[data-trouble]"), "nothing typed, so no draft comes back"
