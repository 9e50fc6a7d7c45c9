"""Sharing in the browser: the calendar link's QR code read back by a real decoder (zbarimg),
and the coaches' page opened without an account at a phone's and a desktop's width, a video
played and sought through the link, what was opened shown to the family, and a revoked link.
"""
import base64
import pathlib
import shutil
import subprocess
import tempfile
import urllib.error
import urllib.request

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
    api.call("PATCH", f"/rest/v1/profiles?id=eq.{api.user_id}",
             {"graduation_year": 2027, "position": "Pitcher", "sport": "Baseball", "high_school": "Riverside High"})
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
        assert page.text(".shared-facts") == "Class of 2027 · Pitcher · Baseball · Riverside High"
        assert sorted(page.texts(".shared-document strong")) == ["Junior Transcript", "Summer Highlights"]
        assert "Private Resume" not in page.text()
        assert "Verified by a device" in page.text(".shared-metrics")
        assert "Exit Velocity" not in page.text(".shared-metrics"), "an unverified number stays off"
        assert not page.all("script") and not page.all("form"), "nothing to run, nothing to send"
        assert page.fits_width(), page.overflowing()
        assert not page.unlabelled_controls()
        assert page.find("meta[name=robots]").get_attribute("content").startswith("noindex")
        page.screenshot("coach-page")

        page.click(f"a[href$='/documents/{shared['video']['id']}']")
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
