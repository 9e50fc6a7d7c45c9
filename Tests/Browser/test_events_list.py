"""Events List (`/events`): the spec's testing checklist in the browser."""
import datetime
import urllib.parse

import pytest
from selenium.webdriver.common.by import By

TODAY = datetime.date.today()


def day(offset):
    return (TODAY + datetime.timedelta(days=offset)).isoformat()


def seed_season(api):
    school = api.insert("schools", name="University of Georgia", city="Athens", state="GA")
    return [
        api.insert("events", name="Georgia Elite Camp", type="camp", start_date=day(0), school_id=school["id"],
                   location="Foley Field", city="Athens", state="GA", cost=150),
        api.insert("events", name="Perfect Game Showcase", type="showcase", start_date=day(0), location="LakePoint"),
        api.insert("events", name="Official Visit", type="official_visit", start_date=day(40)),
        api.insert("events", name="Fall League Game", type="game", start_date=day(-60), attended=True),
    ]


def card_names(page):
    return page.texts("#results .event-name")


def test_page_lists_every_event_and_marks_days_on_the_calendar(page, api):
    events = seed_season(api)
    page.open("/events")
    assert sorted(card_names(page)) == sorted(e["name"] for e in events)
    assert page.text(".result-count") == "4 results"
    assert page.text(".calendar h2") == TODAY.strftime("%B %Y")
    label = page.find("#calendar").get_attribute("aria-label")
    assert label == f"Calendar showing {TODAY.strftime('%B %Y')}. 2 events this month."
    busy_day = page.find(f"#calendar td.today a[aria-label^='{TODAY.day}, ']")
    assert "Has event." in busy_day.get_attribute("aria-label") and busy_day.find_elements(By.CSS_SELECTOR, ".dot")
    assert page.fits_width()
    assert page.unlabelled_controls() == []
    assert page.small_targets() == []
    page.screenshot("events-list")


def test_filters_search_and_sort_live_in_the_url_and_come_back(page, api):
    seed_season(api)
    page.open("/events")
    page.set_value("#type", "camp")
    page.wait(lambda: card_names(page) == ["Georgia Elite Camp"], message="type filter")
    assert "type=camp" in page.query
    page.set_value("#type", "all")
    page.find("#q").send_keys("lakepoint")
    page.wait(lambda: card_names(page) == ["Perfect Game Showcase"], message="search by location")
    page.fill("#q", "")
    page.set_value("#status", "attended")
    page.wait(lambda: card_names(page) == ["Fall League Game"], message="status filter")
    page.set_value("#status", "all")
    page.set_value("#sort", "name")
    page.wait(lambda: card_names(page) == sorted(card_names(page)) and len(card_names(page)) == 4, message="sort by name")
    page.set_value("#range", "past")
    page.wait(lambda: card_names(page) == ["Fall League Game"], message="date range filter")
    shared_link = page.driver.current_url
    page.click("#results .event-name")
    page.wait(lambda: page.path.startswith("/events/"), message="the event opens")
    page.driver.back()
    page.wait(lambda: card_names(page) == ["Fall League Game"], message="back restores the filters")
    assert page.value("#range") == "past" and page.value("#sort") == "name"
    page.open("/events")
    assert page.value("#sort") == "name", "the chosen sort is remembered"
    page.driver.get(shared_link)
    assert card_names(page) == ["Fall League Game"]
    page.screenshot("events-list-filtered")


def test_tapping_a_card_opens_its_detail_page(page, api):
    event = seed_season(api)[2]
    page.open("/events")
    page.click(f"#results a[href='{page.base}/events/{event['id']}']")
    page.wait_for_page(f"/events/{event['id']}")
    assert page.text("h1") == "Official Visit"


def test_the_whole_card_is_a_tap_target_and_shows_the_notes(page, api):
    event = api.insert("events", name="Area Code Tryout", type="showcase", start_date=day(5),
                       performance_notes="Sat 86-88 with the fastball,\n\n  slider sharp late. " * 6)
    page.open("/events")
    card = page.find(f"#event-{event['id']}")
    notes = page.text(f"#event-{event['id']} .notes-preview")
    assert notes.startswith("Sat 86-88 with the fastball, slider sharp late.") and notes.endswith("…")
    assert len(notes) <= 120
    page.script("arguments[0].scrollIntoView({block: 'center'})", card)
    box = page.script("const r = arguments[0].getBoundingClientRect(); return [r.right - 12, r.top + r.height / 2];", card)
    assert page.script("return document.elementFromPoint(arguments[0], arguments[1]).closest('a.event-name') !== null", *box)
    page.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mousePressed", "x": box[0], "y": box[1], "button": "left", "clickCount": 1})
    page.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseReleased", "x": box[0], "y": box[1], "button": "left", "clickCount": 1})
    page.wait_for_page(f"/events/{event['id']}")


def test_the_delete_button_on_a_card_still_asks_rather_than_opening_it(page, api):
    event = seed_season(api)[2]
    page.open("/events")
    page.click(f"#event-{event['id']} .button-danger")
    page.wait_for_page(f"/events/{event['id']}/delete")


def test_tapping_a_calendar_day_scrolls_to_its_event(page, api):
    target = TODAY.replace(day=1) + datetime.timedelta(days=40)
    api.insert("events", name="Far Away Tournament", type="game", start_date=target.isoformat())
    for number in range(30):
        api.insert("events", name=f"Practice {number}", type="practice", start_date=day(-100 - number))
    page.open(f"/events?month={target.strftime('%Y-%m')}&sort=date_asc")
    page.click(f"#calendar a[aria-label^='{target.day}, ']")
    page.wait(lambda: page.script("""
        const card = document.querySelector(location.hash);
        const box = card && card.getBoundingClientRect();
        return box && box.top >= 0 && box.bottom <= window.innerHeight;"""), message="the event card is scrolled into view")
    anchor = page.driver.current_url.split("#")[1]
    assert "Far Away Tournament" in page.text(f"#{anchor}")
    assert "page=2" in page.query, "the 31st event is on the second page, which the day opens"


def test_calendar_pages_across_the_year_boundary(page, api):
    december = datetime.date(TODAY.year, 12, 1)
    page.open(f"/events?month={december.year + 1}-01")
    assert page.text(".calendar h2") == f"January {december.year + 1}"
    page.click("#calendar a[aria-label='Previous month']")
    page.wait(lambda: page.text(".calendar h2") == f"December {december.year}")
    page.click("#calendar a[aria-label='Next month']")
    page.wait(lambda: page.text(".calendar h2") == f"January {december.year + 1}")


def test_delete_asks_first_then_removes_the_event_from_list_and_calendar(page, api):
    events = seed_season(api)
    page.open("/events?type=showcase&sort=name")
    page.click(f"a[aria-label^='Delete'][href^='{page.base}/events/{events[1]['id']}/delete?']")
    page.wait_for_page(f"/events/{events[1]['id']}/delete")
    assert "Perfect Game Showcase" in page.text()
    page.screenshot("events-delete-confirm")
    button = page.find("main form button[type=submit]")
    page.script("arguments[0].click(); arguments[0].click();", button)
    page.wait_for_page("/events")
    assert page.query == "type=showcase&sort=name", "the list comes back as it was shown"
    assert "Perfect Game Showcase" not in card_names(page)
    assert len(api.rows("events")) == 3
    page.open("/events")
    assert page.find("#calendar").get_attribute("aria-label").endswith("1 event this month.")


def test_empty_then_filtered_empty_states_lead_somewhere(page, api):
    page.open("/events")
    assert page.text(".empty h2") == "No events yet"
    above_the_fold = "const r = document.querySelector('.empty .button').getBoundingClientRect(); return r.bottom <= window.innerHeight;"
    assert page.script(above_the_fold), "the first-run call sits below the fold"
    assert page.script("return document.querySelector('.empty').compareDocumentPosition(document.querySelector('form.filters')) & Node.DOCUMENT_POSITION_FOLLOWING")
    page.screenshot("events-empty")
    page.click(".empty a.button")
    page.wait_for_page("/events/new")
    api.insert("events", name="Spring Showcase", type="showcase", start_date=day(3))
    page.open("/events?q=nothing-matches")
    assert page.text(".result-count") == "0 results"
    page.click(".empty a.button")
    page.wait_for_page("/events")
    assert card_names(page) == ["Spring Showcase"]


def test_add_event_opens_the_create_page(page, api):
    page.open("/events")
    page.click(f".page-head a[href='{page.base}/events/new']")
    page.wait_for_page("/events/new")
    assert page.text("h1") == "Add New Event"


def test_a_hundred_events_come_in_pages_and_long_names_fit_the_screen(page, api):
    api.call("POST", "/rest/v1/events", [
        {"user_id": api.user_id, "name": f"Showcase {n}", "type": "showcase", "start_date": day(n - 50)} for n in range(100)])
    api.insert("events", name="W" * 255, type="camp", start_date=day(0))
    page.open("/events")
    assert page.text(".result-count") == "101 results"
    seen = []
    for number in range(1, 6):
        names = card_names(page)
        assert len(names) == (25 if number < 5 else 1)
        assert page.text(".pager span") == f"Showing {len(seen) + 1}–{len(seen) + len(names)} of 101"
        assert page.find(".pager").get_attribute("aria-label") == f"Page {number} of 5"
        assert page.fits_width() and page.small_targets() == []
        if number == 1:
            page.screenshot("events-list-paged")
        seen += names
        if number < 5:
            page.click(".pager a[rel=next]")
            page.wait(lambda: f"page={number + 1}" in page.query, message=f"page {number + 1} opens")
    assert not page.driver.find_elements(By.CSS_SELECTOR, ".pager a[rel=next]")
    assert len(seen) == len(set(seen)) == 101, "every event is on exactly one page"
    assert "W" * 59 + "…" in seen
    page.click(".pager a[rel=prev]")
    page.wait(lambda: "page=4" in page.query, message="the previous page opens")
    page.script("document.documentElement.style.fontSize = '200%'")
    assert page.fits_width(), "text at 200% still fits without sideways scrolling"


def test_live_filters_say_when_the_session_has_ended(page, api):
    api.insert("events", name="Fall Showcase", type="showcase", start_date="2027-09-12")
    page.open("/events")
    page.driver.delete_cookie("compass_session")
    page.fill("#q", "Fall")
    page.wait(lambda: "Your session has ended" in page.text("form.filters [role=alert]"))
    assert "/login?next=" + urllib.parse.quote(page.base + "/events", safe="") in page.find("form.filters [role=alert] a").get_attribute("href")
    page.screenshot("events-session-ended", full=False)


@pytest.fixture(params=["athlete", "edit parent"])
def who(request):
    """The checklist runs as the athlete and again as an edit parent on the athlete's pages."""
    return request.param
