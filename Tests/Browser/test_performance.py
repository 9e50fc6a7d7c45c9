"""Performance Dashboard (`/performance`): the spec's testing checklist in the browser."""
import datetime

import pytest


def seed_metrics(api, count=6):
    start = datetime.date(2026, 1, 10)
    event = api.insert("events", name="Spring Showcase", type="showcase", start_date="2026-03-01")
    for n in range(count):
        date = (start + datetime.timedelta(days=14 * n)).isoformat()
        api.insert("performance_metrics", metric_type="velocity", value=85 + n, unit="mph", recorded_date=date,
                   verified=n == count - 1, event_id=event["id"] if n == 2 else None)
    for n, value in enumerate([7.1, 7.0, 6.9, 6.8]):
        api.insert("performance_metrics", metric_type="sixty_time", value=value, unit="sec",
                   recorded_date=(start + datetime.timedelta(days=20 * n)).isoformat())


def log_form(page):
    page.click("#log-metric summary")


def test_no_metrics_shows_the_empty_state_and_the_log_form(page, api):
    page.open("/performance")
    assert page.text(".empty h2") == "No metrics logged yet"
    assert page.text(".empty p") == "Start tracking your performance to build a historical record"
    page.screenshot("performance-empty")
    page.click(".empty a.button")
    page.wait(lambda: page.find("#metric_type").is_displayed())


def test_a_logged_metric_shows_at_once_and_one_record_has_no_chart(page, api):
    page.open("/performance")
    log_form(page)
    page.set_value("#metric_type", "exit_velo")
    assert page.value("#unit") == "mph"
    page.fill("#value", "94.5")
    page.set_value("#recorded_date", "2026-04-02")
    page.fill("#notes", "Off the tee")
    page.click("#log-metric button[type=submit]")
    page.wait(lambda: "94.5 mph" in page.text(".history"))
    assert page.text(".empty-note") == "Not enough data to display chart (need at least 2 records)"
    assert not page.all("#chart svg")
    assert "Exit Velocity 94.5 mph" in page.text(".latest-card")
    metric = api.rows("performance_metrics")[0]
    assert (metric["metric_type"], metric["value"], metric["recorded_date"], metric["notes"]) == ("exit_velo", 94.5, "2026-04-02", "Off the tee")


def test_chart_pills_trends_and_latest_follow_the_data(page, api):
    seed_metrics(api)
    page.open("/performance")
    assert page.texts("#chart .pills .pill") == ["Fastball Velocity", "60-Yard Dash"]
    assert len(page.all("#chart svg circle")) == 6
    velocity, sixty = page.all(".trend-card")
    assert velocity.get_attribute("aria-label") == "Fastball Velocity is improving"
    assert sixty.get_attribute("aria-label") == "60-Yard Dash is improving", "lower is better for the 60"
    assert "Min 85 mph Max 90 mph Avg 87.5 mph" in page.text(".trend-card")
    assert page.texts(".latest-card .metric-value") == ["90 mph", "6.8 sec"]
    assert "Verified" in page.texts(".latest-card")[0]
    assert "at Spring Showcase" in page.text(".history")
    assert page.unlabelled_controls() == []
    assert page.small_targets() == []
    assert page.fits_width()
    page.screenshot("performance")
    page.click(".pills a[href*='sixty_time']")
    page.wait(lambda: page.text("#chart p.muted") == "60-Yard Dash over time")
    assert "type=sixty_time" in page.query and len(page.all("#chart svg circle")) == 4
    page.screenshot("performance-sixty")
    page.click("nav[aria-label='Which numbers'] a[href*='verified=1']")
    page.wait(lambda: "verified=1" in page.query, message="the filter keeps the chart's type")
    assert "type=sixty_time" in page.query
    assert page.texts("nav[aria-label='Which numbers'] [aria-current]") == ["Verified only"]
    assert page.fits_width()


def test_the_chart_is_readable_on_a_phone_and_names_values(page, api):
    start = datetime.date(2025, 11, 3)
    for n, value in enumerate([2210, 2290, 2350, 2400, 2480, 99_500]):
        api.insert("performance_metrics", metric_type="other", value=value, unit="rpm",
                   recorded_date=(start + datetime.timedelta(days=30 * n)).isoformat())
    page.open("/performance")
    sizes = page.script("return [...document.querySelectorAll('.chart-y li, .chart-x text')]"
                        ".filter(e => e.getBoundingClientRect().width > 0)"
                        ".map(e => parseFloat(getComputedStyle(e).fontSize));")
    assert sizes and min(sizes) >= 14, sizes
    assert page.text(".chart-unit") == "rpm"
    labels = page.script("return [...document.querySelectorAll('.chart-x text')].filter(e => e.getBoundingClientRect().width > 0).map(e => e.textContent)")
    assert labels and all(label.split()[-1].isdigit() and len(label.split()[-1]) == 4 for label in labels), labels
    inside = page.script("""
      const card = document.querySelector('#chart').getBoundingClientRect();
      return [...document.querySelectorAll('.chart-y li, .chart-x text')]
        .filter(e => e.getBoundingClientRect().width > 0)
        .every(e => { const r = e.getBoundingClientRect(); return r.left >= card.left && r.right <= card.right; });""")
    assert inside, "an axis label is cut off"
    assert "100,000" in page.texts(".chart-y li")
    shown = page.script("const r = document.querySelectorAll('.chart-x text'); return [...r].filter(e => e.getBoundingClientRect().width > 0).length")
    overlap = page.script("""
      const boxes = [...document.querySelectorAll('.chart-x text')].map(e => e.getBoundingClientRect()).filter(r => r.width > 0);
      return boxes.some((r, i) => i > 0 && r.left < boxes[i - 1].right);""")
    assert shown >= 2 and not overlap
    assert page.fits_width()
    page.screenshot("performance-chart")

    plot = page.find("[data-chart]")
    page.script("arguments[0].scrollIntoView({block: 'center'})", plot)
    dot = page.all("[data-chart] circle")[2]
    box = page.script("const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];", dot)
    page.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": box[0], "y": box[1]})
    page.wait(lambda: page.text(".chart-tip") == "2,350 rpm · Jan 2, 2026", message=page.text(".chart-tip"))
    page.screenshot("performance-chart-tip", full=False)
    plot.click()
    page.script("arguments[0].focus()", plot)
    from selenium.webdriver.common.keys import Keys
    plot.send_keys(Keys.END)
    page.wait(lambda: page.text(".chart-tip").startswith("99,500 rpm"))
    plot.send_keys(Keys.ARROW_LEFT)
    page.wait(lambda: page.text(".chart-tip").startswith("2,480 rpm"))
    assert page.find(".chart-tip").get_attribute("role") == "status"


def test_trend_bars_are_scaled_to_the_data_range(page, api):
    for n, value in enumerate([81, 84, 87, 90]):
        api.insert("performance_metrics", metric_type="velocity", value=value, unit="mph",
                   recorded_date=f"2026-0{n + 1}-10")
    page.open("/performance")
    heights = page.script("return [...document.querySelectorAll('.trend-card .mini-bars rect')].map(r => r.getBoundingClientRect().height)")
    assert len(heights) == 4 and heights == sorted(heights)
    assert heights[-1] >= 3 * heights[0], f"81 and 90 mph must look different: {heights}"


def test_a_type_without_data_falls_back_to_a_logged_one(page, api):
    seed_metrics(api)
    page.open("/performance?type=era")
    assert page.text("#chart p.muted") == "Fastball Velocity over time"
    page.open("/performance?type=no-such-type")
    assert page.text("#chart p.muted") == "Fastball Velocity over time"


def test_edit_saves_and_persists(page, api):
    seed_metrics(api, count=2)
    page.open("/performance")
    page.click("a[aria-label^='Edit Fastball Velocity metric']")
    page.wait(lambda: page.script("return document.getElementById('edit-metric')?.open"))
    assert page.value("#edit-metric #value") in ("86", "85")
    page.screenshot("performance-edit", full=False)
    page.fill("#edit-metric #value", "91")
    page.click("#edit-metric button[type=submit]")
    page.wait(lambda: page.path == "/performance" and not page.all("#edit-metric"))
    assert 91 in [m["value"] for m in api.rows("performance_metrics")]
    page.open("/performance")
    assert "91 mph" in page.text(".history")


def test_delete_asks_first(page, api):
    seed_metrics(api, count=2)
    page.open("/performance")
    page.click("a[aria-label^='Delete 60-Yard Dash metric']")
    assert "Delete this metric? This cannot be undone." in page.open_dialog().text
    page.confirm_dialog("Delete")
    page.wait(lambda: len(page.all(".history-row")) == 5)
    assert len(api.rows("performance_metrics")) == 5


def test_export_follows_the_chart_filter(page, api):
    seed_metrics(api)
    page.open("/performance?type=sixty_time")
    page.click("summary[aria-label='Export metrics']")
    csv_link = page.find(".page-head a[href*='/performance/export.csv']").get_attribute("href")
    status, kind, body = page.fetch(csv_link.removeprefix(page.driver.current_url.split("/performance")[0]))
    assert status == 200 and kind.startswith("text/csv")
    rows = body.decode().strip().splitlines()
    assert len(rows) == 5 and all("60-Yard Dash" in row for row in rows[1:])
    status, kind, body = page.fetch("/performance/export.pdf?type=sixty_time")
    assert status == 200 and body.startswith(b"%PDF")


def test_missing_value_is_refused_and_typed_notes_stay(page, api):
    page.open("/performance")
    log_form(page)
    page.set_value("#metric_type", "velocity")
    page.fill("#notes", "Bullpen session")
    page.click("#log-metric button[type=submit]")
    page.wait(lambda: page.text("#value-error") == "Error: Please enter a value")
    assert page.value("#notes") == "Bullpen session"
    assert api.rows("performance_metrics") == []


def test_rapid_taps_on_save_log_one_metric(page, api):
    page.open("/performance")
    log_form(page)
    page.set_value("#metric_type", "pop_time")
    page.fill("#value", "1.95")
    button = page.find("#log-metric button[type=submit]")
    page.script("arguments[0].click(); arguments[0].click(); arguments[0].click();", button)
    page.wait(lambda: "1.95 sec" in page.text(".history"))
    assert len(api.rows("performance_metrics")) == 1


def test_long_notes_large_values_and_many_points_fit(page, api):
    for n in range(60):
        api.insert("performance_metrics", metric_type="other", value=987654 + n, recorded_date=(datetime.date(2026, 1, 1) + datetime.timedelta(days=3 * n)).isoformat(),
                   notes="Pneumonoultramicroscopicsilicovolcanoconiosis " * 12)
    page.open("/performance")
    assert len(page.all("#chart svg circle")) == 60
    assert "987,713" in page.text(".latest-card")
    assert page.fits_width()
    page.screenshot("performance-many")


def test_export_says_its_scope_and_offers_every_type(page, api):
    seed_metrics(api)
    page.open("/performance")
    page.click(".menu summary")
    assert page.texts(".menu-note") == ["All metric types"]
    page.click(".pills a[href*='sixty_time']")
    page.wait(lambda: "type=sixty_time" in page.query)
    page.click(".menu summary")
    assert page.texts(".menu-note") == ["60-Yard Dash (the chart's type)", "All metric types"]
    links = page.script("return [...document.querySelectorAll('.menu-items a')].map(a => [a.getAttribute('aria-label'), a.getAttribute('href')])")
    links = [[label, href.removeprefix(page.base)] for label, href in links]
    assert ["CSV spreadsheet: All metric types", "/performance/export.csv"] in links
    assert ["PDF report: 60-Yard Dash (the chart's type)", "/performance/export.pdf?type=sixty_time"] in links
    status, _, body = page.fetch("/performance/export.csv")
    assert status == 200 and b"Fastball Velocity" in body and b"60-Yard Dash" in body
    page.screenshot("performance-export-menu", full=False)


@pytest.fixture(params=["athlete", "edit parent"])
def who(request):
    """The checklist runs as the athlete and again as an edit parent on the athlete's pages."""
    return request.param


def test_an_other_metric_is_named_and_gets_a_chart_of_its_own(page, api):
    page.open("/performance")
    log_form(page)
    name = page.find("[data-other-name]")
    assert not name.is_displayed(), "the name shows only for Other Metric"
    page.set_value("#metric_type", "other")
    page.wait(lambda: name.is_displayed())
    page.fill("#value", "9,5")
    page.set_value("#recorded_date", "2026-04-02")
    page.click("#log-metric button[type=submit]")
    page.wait(lambda: "Name the metric" in page.text("#log-metric"))
    assert page.value("#value") == "9,5", "what was typed stays"
    page.fill("#metric_name", "Broad Jump")
    page.fill("#unit", "ft")
    page.click("#log-metric button[type=submit]")
    page.wait(lambda: "9.5 ft" in page.text(".history"))
    assert "Broad Jump" in page.texts("#chart .pills .pill") or "Broad Jump 9.5 ft" in page.text(".latest-card")
    assert api.rows("performance_metrics")[0]["metric_type"] == "Broad Jump"


def test_a_date_after_today_is_refused_in_the_forms_words(page, api):
    page.open("/performance")
    log_form(page)
    page.set_value("#metric_type", "velocity")
    page.fill("#value", "88")
    page.set_value("#recorded_date", "2099-01-01")
    page.click("#log-metric button[type=submit]")
    page.wait(lambda: "Choose a date on or before today" in page.text("#log-metric"))
    assert api.rows("performance_metrics") == []
