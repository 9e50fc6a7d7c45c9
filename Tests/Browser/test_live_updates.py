"""Changes made elsewhere appear on an open page without a reload (issue 42): the page's script
listens on /live, reads the page again and puts it in place, says who did what, and never
redraws a form the person is filling in."""
import time


def listening(page):
    """Waits until the page's stream is open (a change made before it opens is read on the
    next change or reload)."""
    page.wait(lambda: page.script("return document.getElementById('main').dataset.liveState") == "open",
              timeout=30, message="the page's stream never opened")


def test_an_event_the_other_parent_adds_appears_on_the_open_list(page, api):
    page.open("/events")
    listening(page)
    page.script("window.stillThisPage = true")
    dana = api.parent("edit", name="Dana")
    dana.insert("events", user_id=api.user_id, type="camp", name="Added Elsewhere",
                start_date="2026-05-02", end_date="2026-05-02")
    page.wait(lambda: "Added Elsewhere" in page.text("#results"), timeout=30, message="the event never showed")
    assert page.script("return window.stillThisPage") is True, "the page was loaded again"
    page.wait(lambda: "added “Added Elsewhere”" in page.text(".live-notice"), timeout=30, message="nothing was said")
    assert page.text(".live-notice").startswith("Dana")
    page.screenshot("events-live-change", full=False)


def test_the_open_event_shows_the_other_parents_change(page, api):
    event = api.insert("events", type="camp", name="Spring Camp", start_date="2026-04-18", end_date="2026-04-18")
    page.open(f"/events/{event['id']}")
    listening(page)
    dana = api.parent("edit", name="Dana")
    dana.call("PATCH", f"/rest/v1/events?id=eq.{event['id']}", {"name": "Spring Camp at Emory"})
    page.wait(lambda: page.text("h1") == "Spring Camp at Emory", timeout=30, message="the new name never showed")
    # NB: the page's own links and dialogs still work after it was put in place.
    page.click("a[data-opens=edit-dialog]")
    page.open_dialog()
    assert page.value("#edit-dialog #name") == "Spring Camp at Emory"


def test_a_form_being_filled_in_is_never_redrawn_under_the_person(page, api):
    page.open("/performance")
    page.click("#log-metric summary")
    page.set_value("#metric_type", "exit_velo")
    page.fill("#value", "91")
    listening(page)
    dana = api.parent("edit", name="Dana")
    dana.insert("performance_metrics", user_id=api.user_id, metric_type="velocity", value=84,
                unit="mph", recorded_date="2026-03-01")
    time.sleep(1.5)
    assert page.value("#value") == "91", "what was typed stays"
    assert "84 mph" not in page.text("main")
    page.click("form.metric-form button[type=submit]")
    page.wait(lambda: "91 mph" in page.text(".history") and "84 mph" in page.text(".history"),
              message="both metrics show once the form is sent")
