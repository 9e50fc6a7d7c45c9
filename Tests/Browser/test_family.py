"""A family in the browser: a view parent's read-only pass over the athlete's pages, and a
parent with two athletes working in two tabs without mixing them."""
import datetime

import pytest
from conftest import PASSWORD, Api, Page

TODAY = datetime.date.today()
EDIT_CONTROLS = [
    "a[href$='/events/new']", "a[aria-label='Edit event']", "a[aria-label='Delete event']",
    "#log-metric", "#upload", "a[aria-label^='Delete']", "a[aria-label^='Edit']",
    "form[action$='/attend']", "form[action$='/coaches']", "form[action$='/versions']",
]


def seed(api):
    event = api.insert("events", name="Georgia Elite Camp", type="camp", start_date=TODAY.isoformat(),
                       city="Athens", state="GA")
    api.insert("performance_metrics", metric_type="velocity", value=84, unit="mph",
               recorded_date=TODAY.isoformat(), event_id=event["id"])
    path = api.upload("resume.pdf", b"%PDF-1.4 resume\n%%EOF\n", "application/pdf")
    document = api.insert("documents", type="resume", title="Athletic Resume", file_url=path,
                          file_type="application/pdf", version=1)
    return event, document


@pytest.fixture
def viewer(driver, api):
    page = Page(driver, driver.viewport)
    page.sign_in(api.parent("view", name="Morgan"))
    page.base = f"/for/{api.user_id}"
    return page


def visible(page, css):
    return [e for e in page.all(css) if e.is_displayed()]


def test_a_view_parent_reads_every_page_and_finds_nothing_to_change(viewer, api):
    event, document = seed(api)
    for path, shows, shot in [
        ("/events", "Georgia Elite Camp", "view-only-events"),
        (f"/events/{event['id']}", "84 mph", "view-only-event-detail"),
        ("/performance", "84 mph", "view-only-performance"),
        ("/documents", "Athletic Resume", None),
        (f"/documents/{document['id']}", "Athletic Resume", "view-only-document"),
    ]:
        viewer.open(path)
        viewer.wait_for_page(path)
        assert shows in viewer.text(), path
        banner = viewer.text(".banner-view-only")
        assert banner.startswith("Viewing Jordan's data — view only."), path
        assert "Family page" in banner
        assert [css for css in EDIT_CONTROLS if visible(viewer, css)] == [], path
        assert viewer.fits_width(), path
        assert viewer.unlabelled_controls() == [], path
        if shot:
            viewer.screenshot(shot)
    assert len(api.rows("events")) == 1


def test_two_tabs_on_two_athletes_stay_apart(driver, api):
    sibling = Api(name="Riley")
    api.insert("events", name="Jordan's Camp", type="camp", start_date=TODAY.isoformat())
    sibling.insert("events", name="Riley's Showcase", type="showcase", start_date=TODAY.isoformat())
    parent = api.parent("edit")
    code = parent.call("POST", "/rest/v1/rpc/create_family_invite", {"access": "edit"})["code"]
    sibling.call("POST", "/rest/v1/rpc/accept_family_invite", {"code": code})
    page = Page(driver, driver.viewport)
    page.sign_in(parent)
    switcher = page.texts(".athlete-switcher a")
    assert switcher == ["Jordan", "Riley"]
    first = driver.current_window_handle
    driver.switch_to.new_window("tab")
    try:
        page.open("/events")
        page.click(".athlete-switcher a:not([aria-current])")
        page.wait(lambda: "Riley's Showcase" in page.text())
        page.screenshot("parent-switcher")
        driver.switch_to.window(first)
        page.driver.refresh()
        assert "Jordan's Camp" in page.text() and "Riley's Showcase" not in page.text()
        page.click("#results .event-name")
        page.wait(lambda: page.path.startswith("/events/"))
        assert page.text("h1") == "Jordan's Camp"
    finally:
        for handle in driver.window_handles:
            if handle != first:
                driver.switch_to.window(handle)
                driver.close()
        driver.switch_to.window(first)


def test_removing_a_parent_asks_first_in_the_phones_words(page, api):
    api.parent("edit", name="Dana")
    page.open("/family")
    page.click("a[data-confirm='Remove Dana']")
    question = page.open_dialog().text
    assert "Dana will no longer see or change your data. A new invite is needed to link again." in question
    page.screenshot("family-remove-question", full=False)
    page.confirm_dialog("Remove")
    page.wait(lambda: "No parents yet." in page.text(), message="the parent is gone after confirming")


def test_a_new_parent_is_led_to_link_their_athlete_first(signed_out, api):
    page = signed_out
    parent = Api(name="Dana", role="parent")
    page.open("/login")
    page.find("#email").send_keys(parent.email)
    page.find("#password").send_keys(PASSWORD)
    page.find("main form button[type=submit]").click()
    page.wait(lambda: page.path == "/family", message="a parent linked to nobody lands on Family")
    assert "First, link your athlete" in page.text("[data-first-step]")
    assert page.texts("nav[aria-label=Main] a") == ["Family"]
    page.screenshot("family-first-run")
    page.open("/events/new")
    page.wait(lambda: page.path == "/family", message="the athlete's pages lead to Family")
    code = api.call("POST", "/rest/v1/rpc/create_family_invite", {"access": "edit"})["code"]
    page.fill("#join-code", code)
    page.click("form[action='/family/join'] button[type=submit]")
    page.wait(lambda: "You joined the family." in page.text())
    links = page.texts("nav[aria-label=Main] a")
    assert links == ["Events", "Performance", "Documents", "Schools", "Contacts", "Profile", "Family"]
    for link in page.all("nav[aria-label=Main] a"):
        box = page.script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.right];", link)
        assert link.is_displayed() and box[1] <= page.script("return window.innerWidth") + 0.5, link.text
