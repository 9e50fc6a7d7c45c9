"""Every page at a 320 px phone, and dialogs that take focus in and give it back."""
import datetime

import pytest
from selenium.webdriver.common.keys import Keys

TODAY = datetime.date.today()
LONG_EMAIL = "recruiting.operations.coordinator@georgiasouthwesternstate.edu"
LONG_URL = "https://www.perfectgame.org/Events/Default.aspx?event=98765&tab=registration&division=2028"


def seed_everything(api):
    school = api.insert("schools", name="Georgia Southwestern State University", city="Americus", state="GA")
    api.insert("coaches", school_id=school["id"], first_name="Christopher", last_name="Montgomery-Abernathy",
               role="recruiting", email=LONG_EMAIL, phone="(229) 555-0142")
    event = api.insert("events", name="Perfect Game WWBA Underclass World Championship", type="showcase",
                       start_date=TODAY.isoformat(), start_time="08:00:00", school_id=school["id"],
                       location="LakePoint Sports Complex", address="261 Stars Way", city="Emerson", state="GA",
                       url=LONG_URL, description="Bring both uniforms. " + LONG_URL, cost=1195,
                       performance_notes="Sat 86-88, touched 89. Slider 76-78 with late bite.")
    api.insert("performance_metrics", metric_type="exit_velo", value=94.5, unit="mph",
               recorded_date=TODAY.isoformat(), event_id=event["id"], notes=LONG_URL)
    path = api.upload("resume/athletic-resume-class-of-2028-final-version.pdf", b"%PDF-1.4\n%%EOF\n", "application/pdf")
    document = api.insert("documents", type="resume", title="Athletic Resume Class of 2028 Final Version",
                          file_url=path, file_type="application/pdf", school_id=school["id"],
                          description=LONG_URL)
    return event, document


@pytest.mark.parametrize("width", [320])
def test_no_page_scrolls_sideways_on_a_small_phone(page, api, width):
    event, document = seed_everything(api)
    paths = ["/events", "/events/new", f"/events/{event['id']}", f"/events/{event['id']}?edit=1",
             f"/events/{event['id']}?log=1", "/performance", "/performance?log=1", "/documents",
             f"/documents/{document['id']}", f"/documents/{document['id']}?share=1", "/schools", "/account"]
    page.narrow(width)
    try:
        for path in paths:
            page.open(path)
            assert page.overflowing() == [], (path, page.overflowing())
            assert page.fits_width(), path
        page.open(f"/events/{event['id']}")
        page.screenshot("event-detail-320")
        page.open("/events/new")
        page.screenshot("create-event-320")
    finally:
        page.restore()


def focused(page):
    return page.script("const e = document.activeElement; return [e.tagName, e.type || '', e.id, e.getAttribute('aria-label') || e.textContent.trim()];")


def test_a_dialog_takes_focus_and_gives_it_back(page, api):
    event, _ = seed_everything(api)
    page.open(f"/events/{event['id']}")
    page.click("a[aria-label='Edit event']")
    page.open_dialog()
    tag, kind, name, _ = focused(page)
    assert page.script("return document.activeElement.closest('dialog[open]') !== null")
    assert (tag, kind, name) == ("SELECT", "select-one", "type"), "the form's first field, not its hidden token"
    page.find("#edit-dialog #type").send_keys(Keys.ESCAPE)
    page.wait(lambda: not page.script("return document.querySelector('dialog[open]')"))
    page.wait(lambda: focused(page)[3] == "Edit event", message=f"focus went to {focused(page)}")


def test_a_question_focuses_its_safe_answer_and_returns_to_the_button(page, api):
    event, _ = seed_everything(api)
    page.open(f"/events/{event['id']}")
    page.click("a[aria-label='Delete event']")
    page.open_dialog()
    assert focused(page)[3] == "Cancel"
    page.confirm_dialog("Cancel")
    page.wait(lambda: focused(page)[3] == "Delete event", message=f"focus went to {focused(page)}")


@pytest.mark.parametrize("font_size", [28, 32])
def test_a_large_browser_font_keeps_the_header_whole(api, chromium, font_size):
    """A browser set to a large default font (28 px, and 32 px as 200 % text): the header wraps
    instead of scrolling sideways, and nothing in it (Sign out, the e-mail) is clipped."""
    from selenium import webdriver
    from conftest import Page, VIEWPORTS

    width, height = VIEWPORTS[chromium.viewport]
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--hide-scrollbars"]:
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"webkit.webprefs.default_font_size": font_size})
    driver = webdriver.Chrome(options=options)
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": chromium.viewport == "phone"})
        driver.viewport = chromium.viewport
        page = Page(driver, chromium.viewport)
        page.sign_in(api)
        event = api.insert("events", name="Clemson Holiday Camp", type="camp", start_date=TODAY.isoformat(),
                           start_time="10:00:00", event_source="recommendation", registered=True)
        for path in ["/events", "/performance", "/family", "/account", f"/events/{event['id']}"]:
            page.open(path)
            assert page.script("return parseFloat(getComputedStyle(document.body).fontSize)") >= font_size
            overflowing = page.script("""
              return [...document.querySelectorAll('body *')]
                .filter(e => e.offsetParent !== null && e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
                .map(e => e.outerHTML.slice(0, 80));""")
            assert overflowing == [], (path, overflowing)
            assert page.fits_width(), path
            clipped = page.script("""
              return [...document.querySelectorAll('.site-header a, .site-header button')]
                .filter(e => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
                .map(e => e.textContent.trim());""")
            assert clipped == [], (path, clipped)
            broken = page.script("""
              return [...document.querySelectorAll('.details-grid dd')].flatMap(dd => {
                const text = dd.firstChild;
                if (!text || text.nodeType !== Node.TEXT_NODE) return [];
                const words = [];
                for (const match of text.textContent.matchAll(/\\S+/g)) {
                  const range = document.createRange();
                  range.setStart(text, match.index);
                  range.setEnd(text, match.index + match[0].length);
                  if (range.getClientRects().length > 1) words.push(match[0]);
                }
                return words;
              });""")
            assert broken == [], (path, "words broken across lines", broken)
        page.open("/events")
        page.screenshot(f"header-font-{font_size}", full=False)
    finally:
        driver.quit()
