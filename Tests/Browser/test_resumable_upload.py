"""The Documents page's upload over Storage's resumable endpoint (TUS): a reload in the middle
of an upload keeps what reached the server, and choosing the same file again goes on from
there to the same document, byte for byte."""
import re
import urllib.request

from conftest import URL, ANON_KEY
from test_document_detail import files, pdf_bytes  # noqa: F401 (the fixture is used by name)

SLOW = {"offline": False, "latency": 20, "downloadThroughput": -1, "uploadThroughput": 400_000}
FAST = {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}


def server_offset(api, upload):
    request = urllib.request.Request(upload, method="HEAD", headers={
        "Tus-Resumable": "1.0.0", "apikey": ANON_KEY, "Authorization": f"Bearer {api.token}"})
    with urllib.request.urlopen(request) as reply:
        return int(reply.headers["Upload-Offset"]), int(reply.headers["Upload-Length"])


def kept_upload(page):
    return page.script("""
      const key = Object.keys(localStorage).find((name) => name.endsWith(':upload'));
      return key ? JSON.parse(localStorage.getItem(key)) : null;""")


def test_a_reload_mid_upload_goes_on_from_the_bytes_the_server_kept(page, api, files):  # noqa: F811
    data = pdf_bytes(text="Season transcript", padding=4_000_000)
    path = files("season.pdf", data)
    page.open("/documents")
    page.click("#upload summary")
    page.fill("#doc-title", "Season Transcript")
    page.set_value("#doc-type", "transcript")
    page.fill("#doc-description", "Fall and spring")
    page.find("#doc-file").send_keys(path)
    page.driver.execute_cdp_cmd("Network.enable", {})
    page.driver.execute_cdp_cmd("Network.emulateNetworkConditions", SLOW)
    try:
        page.click("#upload button[type=submit]")
        page.wait(lambda: (match := re.fullmatch(r"Uploading… (\d+)%", page.text("[data-upload-status]")))
                  and 25 <= int(match.group(1)) < 90, timeout=30, message="a quarter of the file is sent")
        kept = kept_upload(page)
        assert kept and kept["upload"].startswith(URL + "/storage/v1/upload/resumable/")
        page.driver.refresh()
    finally:
        page.driver.execute_cdp_cmd("Network.emulateNetworkConditions", FAST)

    page.wait(lambda: page.all("[data-upload-resume]"), message="the page says the upload stopped")
    note = page.text("[data-upload-resume]")
    assert re.match(r"“season\.pdf” stopped at \d+%\. Choose the same file again", note)
    assert page.value("#doc-title") == "Season Transcript"
    assert page.value("#doc-description") == "Fall and spring"
    page.screenshot("documents-upload-resume", full=False)
    arrived, length = page.wait(lambda: (lambda o: o if o[0] > 0 else None)(server_offset(api, kept["upload"])),
                                message="the server kept what arrived before the reload")
    assert 0 < arrived < length == len(data)
    assert api.rows("documents") == []

    page.find("#doc-file").send_keys(path)
    page.click("#upload button[type=submit]")
    page.wait(lambda: re.fullmatch(r"/documents/[0-9a-f-]{36}", page.path), timeout=30,
              message="the document opens once the rest is sent")
    assert page.text("h1") == "Season Transcript"
    [document] = api.rows("documents")
    assert document["description"] == "Fall and spring" and document["version"] == 1
    stored = urllib.request.Request(f"{URL}/storage/v1/object/authenticated/documents/{document['file_url']}",
                                    headers={"apikey": ANON_KEY, "Authorization": f"Bearer {api.token}"})
    with urllib.request.urlopen(stored) as reply:
        assert reply.read() == data, "the bytes downloaded are the bytes chosen"
    assert kept_upload(page) is None, "a finished upload is forgotten"


def test_a_refused_form_sends_no_byte_and_keeps_the_file_chosen(page, api, files):  # noqa: F811
    path = files("letter.pdf", pdf_bytes(text="Letter"))
    page.open("/documents")
    page.click("#upload summary")
    page.set_value("#doc-type", "rec_letter")
    page.find("#doc-file").send_keys(path)
    page.click("#upload button[type=submit]")
    page.wait(lambda: page.text("#upload .banner-error") == "Title is required")
    assert page.script("return document.querySelector('#doc-file').files.length") == 1
    assert kept_upload(page) is None
    page.fill("#doc-title", "Letter from Coach Hall")
    page.click("#upload button[type=submit]")
    page.wait(lambda: re.fullmatch(r"/documents/[0-9a-f-]{36}", page.path), message="it uploads once corrected")
    assert [row["title"] for row in api.rows("documents")] == ["Letter from Coach Hall"]
