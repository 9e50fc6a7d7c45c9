"""The browser tells the server its time zone, so "today" on every page is the user's."""
import datetime
import zoneinfo

import pytest

from conftest import Page


@pytest.fixture
def in_honolulu(driver, api):
    """Signed in from a browser whose clock runs in Honolulu (UTC−10)."""
    driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "Pacific/Honolulu"})
    page = Page(driver, driver.viewport)
    page.sign_in(api)
    yield page
    driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": ""})


def test_the_pages_run_on_the_browsers_zone(in_honolulu, api):
    page = in_honolulu
    cookies = {c["name"]: c["value"] for c in page.driver.get_cookies()}
    assert cookies.get("compass_tz") == "Pacific%2FHonolulu"
    today = datetime.datetime.now(zoneinfo.ZoneInfo("Pacific/Honolulu")).date()
    api.insert("events", name="Honolulu Today", type="game", start_date=today.isoformat())
    page.open(f"/events?month={today:%Y-%m}")
    assert page.text("td.today") == str(today.day)
    page.open("/account")
    assert "Pacific / Honolulu" in page.text("#time-zone option[value='']")
    assert f"Today for you is {today:%A}, {today:%B} {today.day}, {today.year}." in page.text()
    page.screenshot("account")


def test_a_chosen_zone_wins_and_automatic_comes_back(page):
    page.open("/account")
    page.set_value("#time-zone", "Pacific/Tongatapu")
    page.click("main form button[type=submit]")
    page.wait(lambda: page.text("[role=status]") == "Time zone saved.")
    page.wait_for_page("/account")
    today = datetime.datetime.now(zoneinfo.ZoneInfo("Pacific/Tongatapu")).date()
    assert f"Today for you is {today:%A}, {today:%B} {today.day}, {today.year}." in page.text()
    page.open("/account")
    page.set_value("#time-zone", "")
    page.click("main form button[type=submit]")
    page.wait(lambda: page.text("[role=status]") == "Time zone saved.")
    page.wait(lambda: page.script("return document.querySelector('#time-zone')?.value") == "")
