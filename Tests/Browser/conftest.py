"""Headless Chromium against a live `compass serve`, at a phone's and a desktop's size.

COMPASS_URL and COMPASS_ANON_KEY name the server; COMPASS_SCREENSHOTS is the folder the
screenshots go to (one subfolder per viewport). Each test signs up a fresh user over the
Supabase protocol, seeds what it needs through REST, then signs in through the /login form.
Modules that define `who` as ["athlete", "edit parent"] run their checklist twice: as the
athlete, and as a parent who joined through an invite with edit access, on the athlete's
pages (`/for/<athlete>/…`).
"""
import base64
import json
import os
import pathlib
import urllib.error
import urllib.request
import uuid

import re

import pytest
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

URL = os.environ["COMPASS_URL"]
ANON_KEY = os.environ["COMPASS_ANON_KEY"]
SCREENSHOTS = pathlib.Path(os.environ.get("COMPASS_SCREENSHOTS", "screenshots"))
PASSWORD = "correct horse battery"
VIEWPORTS = {"phone": (390, 844), "desktop": (1280, 800)}


class Api:
    """One user's REST and storage calls, the way the official clients make them."""

    def __init__(self, name="Jordan", role="athlete"):
        self.email = f"browser-{uuid.uuid4().hex[:10]}@example.com"
        session = self.call("POST", "/auth/v1/signup", {"email": self.email, "password": PASSWORD,
                                                        "data": {"display_name": name, "role": role}})
        self.token = session["access_token"]
        self.user_id = session["user"]["id"]

    def parent(self, access, name="Dana"):
        """A parent who joined this athlete's family through an invite with `access`."""
        parent = Api(name=name, role="parent")
        code = self.call("POST", "/rest/v1/rpc/create_family_invite", {"access": access})["code"]
        parent.call("POST", "/rest/v1/rpc/accept_family_invite", {"code": code})
        return parent

    def call(self, method, path, body=None, headers=None, raw=None):
        data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
        fields = {"apikey": ANON_KEY, "Content-Type": "application/json", **(headers or {})}
        if getattr(self, "token", None):
            fields["Authorization"] = f"Bearer {self.token}"
        request = urllib.request.Request(URL + path, data=data, method=method, headers=fields)
        with urllib.request.urlopen(request) as response:
            text = response.read().decode()
            return json.loads(text) if text else None

    def insert(self, table, **row):
        reply = self.call("POST", f"/rest/v1/{table}", [{"user_id": self.user_id, **row}], {"Prefer": "return=representation"})
        return reply[0]

    def rows(self, table, query=""):
        return self.call("GET", f"/rest/v1/{table}?select=*{query}")

    def upload(self, path, data, content_type):
        self.call("POST", f"/storage/v1/object/documents/{self.user_id}/{path}", raw=data,
                  headers={"Content-Type": content_type})
        return f"{self.user_id}/{path}"


class Page:
    """The browser, signed in as one user, with the waits and checks every test uses."""

    ATHLETE_PAGES = ("/events", "/performance", "/documents", "/schools", "/metrics", "/profile", "/contacts",
                     "/follow-ups")

    def __init__(self, driver, viewport):
        self.driver = driver
        self.viewport = viewport
        self.base = ""

    def open(self, path):
        """Opens `path`; a parent opens the athlete's pages with the athlete in the address."""
        athlete_page = path.startswith(self.ATHLETE_PAGES)
        self.driver.get(URL + (self.base if athlete_page else "") + path)

    def sign_in(self, api):
        self.driver.delete_all_cookies()
        self.open("/login")
        self.find("#email").send_keys(api.email)
        self.find("#password").send_keys(PASSWORD)
        self.find("main form button[type=submit]").click()
        self.wait(lambda: self.path == "/events")

    @property
    def path(self):
        """The page's path, without the athlete a parent's address names."""
        path = "/" + self.driver.current_url.removeprefix(URL).lstrip("/").split("?")[0].split("#")[0]
        return re.sub(r"^/for/[0-9a-f-]{36}(?=/)", "", path)

    @property
    def query(self):
        return self.driver.current_url.partition("?")[2].split("#")[0]

    def find(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def all(self, css):
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def text(self, css="main"):
        """The element's visible text ("" while it is absent), read in one step (live filters
        swap parts of the page)."""
        return self.script("const e = document.querySelector(arguments[0]); return e ? e.innerText.replace(/\\s+/g, ' ').trim() : '';", css)

    def texts(self, css):
        return self.script("return [...document.querySelectorAll(arguments[0])].map(e => e.innerText.replace(/\\s+/g, ' ').trim());", css)

    def wait(self, condition, timeout=10, message=""):
        return WebDriverWait(self.driver, timeout).until(lambda _: condition(), message)

    def wait_for_page(self, path):
        self.wait(lambda: self.path == path and self.script("return document.readyState") == "complete",
                  message=f"expected {path}, at {self.driver.current_url}")

    def script(self, source, *arguments):
        return self.driver.execute_script(source, *arguments)

    def click(self, css):
        """Clicks what `css` finds; found again when the page's script replaced it meanwhile."""
        for attempt in range(3):
            try:
                element = self.find(css)
                self.script("arguments[0].scrollIntoView({block: 'center'})", element)
                element.click()
                return
            except StaleElementReferenceException:
                if attempt == 2:
                    raise

    def fill(self, css, value):
        element = self.find(css)
        element.clear()
        element.send_keys(value)

    def set_value(self, css, value):
        """Sets an input or select the way a native picker does, firing input and change."""
        self.script("const e = document.querySelector(arguments[0]); e.value = arguments[1];"
                    "e.dispatchEvent(new Event('input', {bubbles: true}));"
                    "e.dispatchEvent(new Event('change', {bubbles: true}));", css, value)

    def open_dialog(self):
        return self.wait(lambda: self.script("return document.querySelector('dialog[open]')"), message="no dialog opened")

    def confirm_dialog(self, label):
        dialog = self.open_dialog()
        button = [b for b in dialog.find_elements(By.CSS_SELECTOR, "button") if b.text == label]
        assert button, f"no {label} button in {dialog.text}"
        button[0].click()

    def value(self, css):
        return self.find(css).get_attribute("value")

    def fits_width(self):
        """Nothing wider than the screen: no sideways scrolling. (A phone's layout viewport grows
        to fit what overflows, so the root's client width is the screen's, not innerWidth.)"""
        return self.script("return document.documentElement.scrollWidth <= document.documentElement.clientWidth")

    def narrow(self, width):
        """Shows the pages at `width` CSS pixels until `restore` (a small phone such as 320 px)."""
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": width, "height": 640, "deviceScaleFactor": 1, "mobile": True})

    def restore(self):
        width, height = VIEWPORTS[self.viewport]
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": self.viewport == "phone"})

    def overflowing(self):
        """Elements whose right edge passes the viewport's: what makes a page scroll sideways."""
        return self.script("""
          return [...document.querySelectorAll('body *')]
            .filter(e => e.offsetParent !== null && e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
            .filter(e => !e.closest('.nav'))
            .map(e => e.outerHTML.slice(0, 100));""")

    def unlabelled_controls(self):
        """Visible form controls without an accessible name (label, aria-label or aria-labelledby)."""
        return self.script("""
          return [...document.querySelectorAll('input, select, textarea, button, a[href]')]
            .filter(e => e.type !== 'hidden' && e.offsetParent !== null)
            .filter(e => !(e.labels && e.labels.length) && !e.getAttribute('aria-label')
                      && !e.getAttribute('aria-labelledby') && !e.textContent.trim())
            .map(e => e.outerHTML.slice(0, 80));""")

    def small_targets(self):
        """Visible buttons and links below 44 CSS pixels high (inline text links excepted)."""
        return self.script("""
          return [...document.querySelectorAll('main .button, main button, main select, main input:not([type=checkbox])')]
            .filter(e => e.offsetParent !== null && e.getBoundingClientRect().height < 43.5)
            .map(e => e.outerHTML.slice(0, 80));""")

    def screenshot(self, name, full=True):
        name = name + ("-parent" if self.base else "")
        folder = SCREENSHOTS / self.viewport
        folder.mkdir(parents=True, exist_ok=True)
        if full:
            size = self.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
            clip = {"x": 0, "y": 0, "width": size["width"], "height": min(size["height"], 8000), "scale": 1}
            shot = self.driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True, "clip": clip})
            (folder / f"{name}.png").write_bytes(base64.b64decode(shot["data"]))
        else:
            self.driver.save_screenshot(str(folder / f"{name}.png"))

    def cookie_header(self):
        return "; ".join(f"{c['name']}={c['value']}" for c in self.driver.get_cookies())

    def fetch(self, path):
        """GET with the browser's session: (status, content type, body bytes)."""
        request = urllib.request.Request(URL + path, headers={"Cookie": self.cookie_header()})
        try:
            with urllib.request.urlopen(request) as response:
                return response.status, response.headers.get("Content-Type"), response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.headers.get("Content-Type"), error.read()


class Chromium:
    """One headless Chromium per viewport, started again when it has died, so a browser crash
    costs the test it happened in (which pytest-rerunfailures runs once more), not every later one."""

    def __init__(self, viewport):
        self.viewport = viewport
        self.driver = None

    def start(self):
        width, height = VIEWPORTS[self.viewport]
        options = webdriver.ChromeOptions()
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         f"--window-size={width},{height}", "--hide-scrollbars"]:
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        chrome = webdriver.Chrome(options=options)
        chrome.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": self.viewport == "phone"})
        chrome.viewport = self.viewport
        self.driver = chrome

    def running(self):
        if self.driver is None:
            self.start()
        try:
            self.driver.execute_script("return 1")
        except WebDriverException:
            try:
                self.driver.quit()
            except WebDriverException:
                pass
            self.start()
        return self.driver

    def quit(self):
        if self.driver is not None:
            self.driver.quit()


@pytest.fixture(scope="session", params=list(VIEWPORTS))
def chromium(request):
    browser = Chromium(request.param)
    yield browser
    browser.quit()


@pytest.fixture
def driver(chromium):
    return chromium.running()


@pytest.fixture
def api():
    return Api()


@pytest.fixture
def who():
    """Who goes through the pages: the athlete (modules may add "edit parent")."""
    return "athlete"


@pytest.fixture
def page(driver, api, who):
    page = Page(driver, driver.viewport)
    if who == "edit parent":
        page.sign_in(api.parent("edit"))
        page.base = f"/for/{api.user_id}"
    else:
        page.sign_in(api)
    driver.get_log("browser")
    yield page
    problems = [entry["message"] for entry in driver.get_log("browser")
                if "Content Security Policy" in entry["message"] or "Uncaught" in entry["message"]]
    assert not problems, f"script errors or CSP violations: {problems}"


@pytest.fixture
def signed_out(driver):
    driver.delete_all_cookies()
    return Page(driver, driver.viewport)
