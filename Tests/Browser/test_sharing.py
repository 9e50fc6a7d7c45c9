"""Sharing in the browser: the calendar link's QR code read back by a real decoder (zbarimg),
and the coaches' page opened without an account at a phone's and a desktop's width, a video
played and sought through the link, what was opened shown to the family, and a revoked link.
"""
import base64
import datetime
import io
import pathlib
import shutil
import subprocess
import tempfile
import urllib.error
import urllib.request

import pypdf
import pytest

from conftest import URL
from test_document_detail import DEMO_CLIP, pdf_bytes

IPHONE = ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 "
          "(KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1")


def decode_qr(page, css):
    """The text of the QR code drawn by the element at `css`, as zbarimg reads its screenshot."""
    if shutil.which("zbarimg") is None:
        pytest.skip("zbarimg (Debian's zbar-tools) is not installed")
    element = page.find(css)
    page.script("arguments[0].scrollIntoView({block: 'center'})", element)
    with tempfile.TemporaryDirectory() as folder:
        shot = pathlib.Path(folder) / "qr.png"
        shot.write_bytes(base64.b64decode(element.screenshot_as_base64))
        result = subprocess.run(["zbarimg", "--quiet", "--raw", str(shot)], capture_output=True, text=True)
    assert result.returncode == 0, f"zbarimg read nothing: {result.stderr}"
    return result.stdout.strip()


def test_the_calendar_links_qr_code_scans_to_the_webcal_link(page):
    page.open("/events/subscribe")
    page.click("form[action$='/events/subscribe'] button[type=submit]")
    page.wait(lambda: page.all(".qr svg"), message="the new link shows its QR code")
    webcal = page.find("a[href^='webcal://']").get_attribute("href")
    assert decode_qr(page, ".qr svg") == webcal
    assert page.fits_width(), page.overflowing()
    page.screenshot("calendar-subscribe-qr")


@pytest.fixture
def shared(api):
    """Georgia Tech with a highlight clip and a transcript shared with it, a resume shared with
    nobody, one verified and one unverified number, and a link that shows the numbers."""
    api.insert("athlete_profiles", graduation_year=2027, positions="Pitcher", sport="Baseball",
               high_school="Riverside High", bats="right", throws="right", height_inches=74,
               weight_pounds=190, contact_email="family@example.com", shows_upcoming_events=True)
    soon = (datetime.date.today() + datetime.timedelta(days=20)).isoformat()
    api.insert("events", type="camp", name="Georgia Tech Prospect Camp", start_date=soon,
               start_time="09:00:00", city="Atlanta", state="GA")
    api.insert("events", type="official_visit", name="Visit to Clemson", start_date=soon)
    school = api.insert("schools", name="Georgia Tech")
    clip = api.upload("highlights.mp4", DEMO_CLIP.read_bytes(), "video/mp4")
    transcript = api.upload("transcript.pdf", pdf_bytes(), "application/pdf")
    video = api.insert("documents", type="highlight_video", title="Summer Highlights", file_url=clip,
                       file_type="video/mp4", shared_with_schools=[school["id"]])
    pdf = api.insert("documents", type="transcript", title="Junior Transcript", file_url=transcript,
                     file_type="application/pdf", shared_with_schools=[school["id"]])
    api.insert("documents", type="resume", title="Private Resume", file_url=transcript, file_type="application/pdf")
    api.insert("performance_metrics", metric_type="velocity", value=88, unit="mph",
               recorded_date="2026-03-01", verified=True, verified_by="event")
    api.insert("performance_metrics", metric_type="velocity", value=91, unit="mph",
               recorded_date="2026-06-01", verified=True, verified_by="device")
    api.insert("performance_metrics", metric_type="exit_velo", value=70, unit="mph", recorded_date="2026-06-01")
    link = api.call("POST", "/rest/v1/rpc/create_share_link",
                    {"school": school["id"], "include_metrics": True, "label": "E-mail to Coach Key"})
    return {"url": link["url"], "id": link["id"], "video": video, "pdf": pdf}


def test_a_coach_opens_the_page_without_an_account(signed_out, api, shared):
    page = signed_out
    page.driver.execute_cdp_cmd("Network.setUserAgentOverride", {"userAgent": IPHONE})
    try:
        page.driver.get(shared["url"])
        assert page.text("h1") == "Jordan"
        assert page.texts(".shared-facts") == [
            "Class of 2027 · Pitcher · Baseball", "Bats R / Throws R · 6'2\" · 190 lb", "Riverside High"]
        assert page.find(".shared-contact a[href^='mailto:']").text == "family@example.com"
        assert page.text(".shared-highlight h2") == "Summer Highlights", "the highlight video comes first"
        assert page.texts(".shared-document strong") == ["Junior Transcript"]
        assert "Private Resume" not in page.text()
        assert "Verified by a device" in page.text(".shared-metrics")
        assert "Improving over 2 results: 88 → 91 mph" in page.text(".shared-metrics")
        assert "Exit Velocity" not in page.text(".shared-metrics"), "an unverified number stays off"
        assert "Georgia Tech Prospect Camp" in page.text(".shared-upcoming")
        assert "Visit to Clemson" not in page.text(), "a visit to another school is never shown"
        assert not page.all("script"), "nothing to run"
        assert [form.get_attribute("action").endswith("/reply") for form in page.all("form")] == [True]
        assert page.fits_width(), page.overflowing()
        assert not page.unlabelled_controls()
        assert page.find("meta[name=robots]").get_attribute("content").startswith("noindex")
        page.screenshot("coach-page")

        page.wait(lambda: page.script("const v = document.querySelector('.shared-highlight video'); return v && v.readyState >= 1"),
                  message="the highlight plays in place through the link")
        assert page.script("return document.querySelector('.shared-highlight video').duration") > 1

        page.driver.get(shared["url"] + f"/documents/{shared['video']['id']}")
        page.wait(lambda: page.script("const v = document.querySelector('.preview video'); return v && v.readyState >= 1"),
                  message="the clip's metadata loads through the link")
        assert page.script("return document.querySelector('.preview video').duration") > 1
        page.script("const v = document.querySelector('.preview video'); v.muted = true; v.currentTime = 1.5;")
        page.wait(lambda: page.script("return document.querySelector('.preview video').currentTime >= 1.4"),
                  message="the clip seeks")
        assert page.fits_width(), page.overflowing()
        page.screenshot("coach-video", full=False)

        page.driver.get(shared["url"] + f"/documents/{shared['pdf']['id']}")
        assert page.all(".preview iframe")
        download = page.find(".preview a.button").get_attribute("href")
        with urllib.request.urlopen(urllib.request.Request(download, headers={"User-Agent": IPHONE})) as reply:
            assert reply.read().startswith(b"%PDF")
    finally:
        page.driver.execute_cdp_cmd("Network.setUserAgentOverride", {"userAgent": ""})

    kinds = [row["kind"] for row in api.rows("share_link_views", "&order=occurred_at")]
    assert kinds[:1] == ["page"] and kinds.count("view") == 2 and kinds.count("download") == 1

    api.call("PATCH", f"/rest/v1/share_links?id=eq.{shared['id']}", {"revoked_at": "2026-01-01T00:00:00Z"})
    page.driver.get(shared["url"])
    assert page.text("h1") == "This link is not available"
    assert "Junior Transcript" not in page.text()


def test_the_family_sees_what_was_opened_on_document_detail(page, api, shared):
    with urllib.request.urlopen(urllib.request.Request(
            shared["url"] + f"/documents/{shared['pdf']['id']}", headers={"User-Agent": IPHONE})) as reply:
        assert reply.status == 200
    page.open(f"/documents/{shared['pdf']['id']}")
    section = page.text("#coach-links")
    assert "E-mail to Coach Key (Georgia Tech)" in section
    assert "Viewed through the Georgia Tech link · once · last on" in section
    assert page.fits_width(), page.overflowing()
    assert not page.unlabelled_controls()
    page.screenshot("document-detail-coach-links")
    page.click("#coach-links a[aria-label^='Revoke']")
    question = page.open_dialog().text
    assert "Revoke this link?" in question and "can no longer open the page" in question
    page.confirm_dialog("Revoke")
    page.wait(lambda: "Revoked" in page.text("#coach-links"), message="the link reads as revoked")
    with pytest.raises(urllib.error.HTTPError):
        urllib.request.urlopen(shared["url"])


def test_a_coach_replies_and_prints_a_one_page_summary(signed_out, api, shared):
    page = signed_out
    page.driver.get(shared["url"])
    page.fill("#reply-name", "Coach Key")
    page.fill("#reply-email", "key@gatech.example")
    page.fill("#reply-message", "Saw the clip. Come to our winter camp?")
    page.click("#reply button[type=submit]")
    page.wait(lambda: "Your message reached the family" in page.text("#reply"), message="the reply is thanked")
    assert page.value("#reply-message") == "", "a sent reply leaves an empty form"
    replies = api.call("GET", "/rest/v1/interactions?select=direction,content")
    assert [row["direction"] for row in replies] == ["inbound"]
    assert "Coach Key <key@gatech.example>" in replies[0]["content"]

    page.click(".shared-contact a[href$='/summary']")
    assert page.text("h1") == "Jordan"
    assert "Georgia Tech Prospect Camp" in page.text()
    assert page.fits_width(), page.overflowing()
    page.screenshot("coach-summary")
    printed = page.driver.execute_cdp_cmd("Page.printToPDF", {"paperWidth": 8.5, "paperHeight": 11})
    pages = pypdf.PdfReader(io.BytesIO(base64.b64decode(printed["data"]))).pages
    assert len(pages) == 1, "the summary prints on one sheet"
    assert "Back to" not in pages[0].extract_text(), "the page's own links stay off paper"
