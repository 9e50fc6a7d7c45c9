"""Stored files in Chromium: an upload that names two types is refused, a page stored as a
file never runs on the site's origin, and a video, an image and a PDF opened alone still show
under the sandbox every file is served with."""
import pathlib
import urllib.error

from conftest import URL

DEMO_CLIP = pathlib.Path(__file__).resolve().parents[2] / "Sources/CompassServer/Demo/Media/highlights.mp4"
DEMO_PHOTO = pathlib.Path(__file__).resolve().parents[2] / "Sources/CompassServer/Demo/Media/recommendation-letter.jpg"
PAGE = b"<html><body><script>document.title = 'pwned'; parent.document.title = 'pwned'</script>hello</body></html>"


def signed(api, path):
    reply = api.call("POST", f"/storage/v1/object/sign/documents/{path}", {"expiresIn": 600})
    return URL + "/storage/v1" + reply["signedURL"]


def test_a_file_that_names_two_types_is_refused(api):
    for declared in ["image/png, text/html", "text/plain,text/html", "video/mp4,text/html"]:
        try:
            api.upload("smuggled.png", PAGE, declared)
            raise AssertionError(f"{declared} was stored")
        except urllib.error.HTTPError as error:
            assert error.code == 415, declared


def test_a_page_stored_as_a_file_never_runs_on_the_site(signed_out, api):
    page = signed_out
    for declared in ["text/html", "image/svg+xml", "application/xhtml+xml"]:
        link = signed(api, api.upload(f"page-{declared.replace('/', '-')}", PAGE, declared))
        page.open("/login")
        title = page.script("return document.title")
        page.driver.get(link)
        page.wait(lambda: page.script("return document.readyState") == "complete")
        assert page.script("return document.title") != "pwned", declared
        assert "hello" not in page.script("return document.body ? document.body.innerText : ''"), declared
        page.open("/login")
        assert page.script("return document.title") == title


def test_media_opened_alone_still_shows_in_its_sandbox(signed_out, api):
    page = signed_out
    clip = signed(api, api.upload("alone/clip.mp4", DEMO_CLIP.read_bytes(), "video/mp4"))
    page.driver.get(clip)
    page.wait(lambda: page.script("const v = document.querySelector('video'); return v && v.readyState >= 1"),
              message="the video opened alone loads its metadata")
    photo = signed(api, api.upload("alone/letter.jpg", DEMO_PHOTO.read_bytes(), "image/jpeg"))
    page.driver.get(photo)
    page.wait(lambda: page.script("const i = document.querySelector('img'); return i && i.naturalWidth > 0"),
              message="the photo opened alone shows")
