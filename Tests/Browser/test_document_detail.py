"""Documents and Document Detail (`/documents`, `/documents/{id}`): the spec's testing
checklist in the browser, with real files uploaded through the page."""
import base64
import pathlib
import re
import struct
import urllib.request
import uuid
import zlib

import pytest

from conftest import URL, Api


def png_bytes(width=320, height=200):
    rows = b"".join(b"\x00" + bytes([(x * 255 // width), 80, 200]) * width for x in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


DEMO_CLIP = pathlib.Path(__file__).resolve().parents[2] / "Sources/CompassServer/Demo/Media/highlights.mp4"


def pdf_bytes(text="Official transcript", padding=0):
    stream = f"BT /F1 24 Tf 72 720 Td ({text}) Tj ET".encode()
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
               b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    body, offsets = b"%PDF-1.4\n" + (b"%" + b"x" * padding + b"\n" if padding else b""), []
    for number, content in enumerate(objects, 1):
        offsets.append(len(body))
        body += b"%d 0 obj\n" % number + content + b"\nendobj\n"
    xref = len(body)
    body += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    body += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    return body + b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)


def webm_bytes(page):
    """A two-second video recorded by Chromium itself from a canvas (MediaRecorder)."""
    data = page.driver.execute_async_script("""
      const done = arguments[arguments.length - 1];
      const canvas = document.createElement('canvas'); canvas.width = 160; canvas.height = 120;
      const context = canvas.getContext('2d');
      let frame = 0;
      const timer = setInterval(() => { context.fillStyle = `hsl(${frame++ * 12}, 70%, 50%)`; context.fillRect(0, 0, 160, 120); }, 40);
      const recorder = new MediaRecorder(canvas.captureStream(25), {mimeType: 'video/webm'});
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      recorder.onstop = async () => {
        clearInterval(timer);
        const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
        let text = ''; bytes.forEach((b) => { text += String.fromCharCode(b); });
        done(btoa(text));
      };
      recorder.start(); setTimeout(() => recorder.stop(), 2000);""")
    return base64.b64decode(data)


@pytest.fixture
def files(tmp_path):
    def write(name, data):
        path = tmp_path / name
        path.write_bytes(data)
        return str(path)
    return write


def upload(page, title, kind, path, school=None):
    page.open("/documents")
    page.click("#upload summary")
    page.fill("#doc-title", title)
    page.set_value("#doc-type", kind)
    if school:
        page.set_value("#doc-school", school)
    page.find("#doc-file").send_keys(path)
    page.click("#upload button[type=submit]")
    page.wait(lambda: re.fullmatch(r"/documents/[0-9a-f-]{36}", page.path), message="the uploaded document opens")
    return page.path.split("/")[2]


def seed_document(api, title="Junior Transcript", **fields):
    path = api.upload(f"{uuid.uuid4()}/transcript.pdf", pdf_bytes(), "application/pdf")
    return api.insert("documents", type="transcript", title=title, file_url=path, file_type="application/pdf", **fields)


def test_upload_reports_real_progress_then_opens_the_document(page, api, files):
    path = files("highlights.pdf", pdf_bytes(padding=3_000_000))
    page.open("/documents")
    assert page.text(".empty h2") == "No documents yet"
    page.screenshot("documents-empty")
    page.click("#upload summary")
    page.fill("#doc-title", "Junior Transcript")
    page.set_value("#doc-type", "transcript")
    page.find("#doc-file").send_keys(path)
    page.driver.execute_cdp_cmd("Network.enable", {})
    page.driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                                {"offline": False, "latency": 20, "downloadThroughput": -1, "uploadThroughput": 1_000_000})
    try:
        page.click("#upload button[type=submit]")
        seen = page.wait(lambda: re.fullmatch(r"Uploading… ([1-9]\d?)%", page.text("[data-upload-status]")),
                         message="a percentage between 1 and 99 while the bytes go up")
        assert page.script("const bar = document.querySelector('#upload progress'); return !bar.hidden && bar.value > 0 && bar.value < bar.max")
        page.screenshot("documents-uploading", full=False)
        page.wait(lambda: re.fullmatch(r"/documents/[0-9a-f-]{36}", page.path), timeout=30)
    finally:
        page.driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                                    {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    assert seen
    assert page.text("h1") == "Junior Transcript"
    document = api.rows("documents")[0]
    assert document["file_type"] == "application/pdf" and document["version"] == 1 and document["is_current"]


def test_a_missing_file_or_title_is_refused_with_the_typed_data_kept(page, api):
    page.open("/documents")
    page.click("#upload summary")
    page.fill("#doc-title", "Letter from Coach")
    page.fill("#doc-description", "From my summer coach")
    page.click("#upload button[type=submit]")
    page.wait(lambda: page.text("#upload .banner-error") == "Choose a file to upload")
    assert page.value("#doc-title") == "Letter from Coach" and page.value("#doc-description") == "From my summer coach"
    assert api.rows("documents") == []


def bare_mp4():
    """An MP4 whose boxes read as one but which holds no playable track: a file a browser cannot play."""
    def box(kind, body):
        return struct.pack(">I", 8 + len(body)) + kind + body
    return (box(b"ftyp", b"isom\x00\x00\x02\x00isommp42")
            + box(b"moov", box(b"mvhd", bytes(100)) + box(b"trak", b"")) + box(b"mdat", b"clip"))


def test_a_damaged_file_is_refused_on_upload_in_plain_words_with_the_typed_data_kept(page, api, files):
    clip = DEMO_CLIP.read_bytes()
    page.open("/documents")
    page.click("#upload summary")
    page.fill("#doc-title", "Summer Highlights")
    page.set_value("#doc-type", "highlight_video")
    page.find("#doc-file").send_keys(files("summer.mp4", clip[: len(clip) // 2]))
    page.click("#upload button[type=submit]")
    page.wait(lambda: "can’t be read as an MP4 video" in page.text("#upload .banner-error"),
              message="a video cut short is refused, saying why")
    assert "cut short while copying" in page.text("#upload .banner-error")
    assert page.value("#doc-title") == "Summer Highlights"
    assert api.rows("documents") == []
    page.screenshot("documents-damaged-upload", full=False)


def test_a_video_that_arrives_but_cannot_play_says_it_is_the_file(page, api):
    path = api.upload(f"{uuid.uuid4()}/bare.mp4", bare_mp4(), "video/mp4")
    document = api.insert("documents", type="highlight_video", title="Bare Clip", file_url=path, file_type="video/mp4")
    page.open(f"/documents/{document['id']}")
    page.wait(lambda: page.find("[data-preview-unavailable]").is_displayed(), message="the player failing says so")
    page.wait(lambda: page.text("[data-preview-unavailable] h2") == "Can’t show this file")
    assert "may be damaged or in a format this device can’t show" in page.text("[data-preview-unavailable]")
    assert "Check your connection" not in page.text("[data-preview-unavailable]")


def test_a_pdf_renders_inline(page, api, files):
    document_id = upload(page, "Junior Transcript", "transcript", files("transcript.pdf", pdf_bytes()))
    frame = page.find(".preview iframe")
    assert frame.get_attribute("title") == "Junior Transcript (PDF)"
    with urllib.request.urlopen(frame.get_attribute("src")) as reply:
        assert reply.headers["Content-Type"] == "application/pdf" and reply.read().startswith(b"%PDF")
    assert page.unlabelled_controls() == []
    assert page.small_targets() == []
    assert page.fits_width()
    assert page.text("#shares .muted") == "Not shared with any school yet"
    page.screenshot("document-detail-pdf")
    assert document_id


def test_an_image_shows_and_zooms(page, api, files):
    upload(page, "Spray Chart", "stats_sheet", files("spray.png", png_bytes()))
    page.wait(lambda: page.script("const i = document.querySelector('.preview img'); return i.complete && i.naturalWidth === 320"))
    page.click(".preview a[data-zoom]")
    assert "zoomed" in page.find(".preview a[data-zoom]").get_attribute("class")
    page.screenshot("document-detail-image-zoomed", full=False)
    page.click(".preview a[data-zoom]")
    assert "zoomed" not in page.find(".preview a[data-zoom]").get_attribute("class")


def test_a_video_plays_with_controls_and_seeks(page, api, files):
    page.open("/documents")
    video = files("highlights.webm", webm_bytes(page))
    upload(page, "Summer Highlights", "highlight_video", video)
    player = page.find(".preview video")
    assert player.get_attribute("controls") is not None
    page.wait(lambda: page.script("return document.querySelector('.preview video').readyState >= 1"), message="metadata loads")
    assert page.script("""const v = document.querySelector('.preview video'); v.muted = true;
                          return v.play().then(() => true, () => false);""")
    page.wait(lambda: page.script("return document.querySelector('.preview video').currentTime > 0"), message="it plays")
    request = urllib.request.Request(player.get_attribute("src"), headers={"Range": "bytes=0-99"})
    with urllib.request.urlopen(request) as reply:
        assert reply.status == 206 and len(reply.read()) == 100, "the file answers byte ranges, so the player can seek"
    page.screenshot("document-detail-video")


def test_other_files_offer_a_download(page, api, files):
    upload(page, "Questionnaire answers", "questionnaire", files("answers.txt", b"Position: C\nGrad year: 2027\n"))
    assert page.text(".preview .empty-note") == "Preview unavailable"
    link = page.find(".preview a[download]")
    with urllib.request.urlopen(link.get_attribute("href")) as reply:
        assert reply.read() == b"Position: C\nGrad year: 2027\n"
        assert "answers.txt" in reply.headers["Content-Disposition"]


def test_edit_saves_title_description_and_school(page, api):
    school = api.insert("schools", name="Vanderbilt University")
    document = seed_document(api)
    page.open(f"/documents/{document['id']}")
    page.click("a[aria-label='Edit document metadata']")
    page.open_dialog()
    assert page.value("#edit-title-input") == "Junior Transcript"
    page.fill("#edit-title-input", "")
    page.click("#edit-dialog button[type=submit]")
    page.wait(lambda: page.text("#title-error") == "Error: Title is required")
    page.fill("#edit-title-input", "Junior Year Transcript")
    page.fill("#edit-description", "Fall semester included")
    page.set_value("#edit-school", school["id"])
    page.screenshot("document-detail-edit", full=False)
    page.click("#edit-dialog button[type=submit]")
    page.wait(lambda: page.text("h1") == "Junior Year Transcript")
    assert "Vanderbilt University" in page.text("main section.card p.muted")
    assert "Fall semester included" in page.text()
    row = api.rows("documents")[0]
    assert (row["title"], row["description"], row["school_id"]) == ("Junior Year Transcript", "Fall semester included", school["id"])


def test_share_with_several_schools_then_remove_one(page, api):
    schools = [api.insert("schools", name=name) for name in ["Clemson University", "Georgia Tech", "Wake Forest"]]
    document = seed_document(api)
    page.open(f"/documents/{document['id']}")
    page.click("a[aria-label='Share document with schools']")
    page.open_dialog()
    for school in schools[:2]:
        page.click(f"#share-dialog input[value='{school['id']}']")
    page.screenshot("document-detail-share", full=False)
    page.click("#share-dialog button[type=submit]")
    page.wait(lambda: "Shared with 2 schools" in page.text())
    assert page.texts("#shares li span") == ["Clemson University", "Georgia Tech"]
    page.click("a[aria-label='Share document with schools']")
    page.open_dialog()
    assert page.texts("#share-dialog label.check") == ["Wake Forest"]
    page.click("#share-dialog a[aria-label='Stop sharing with Clemson University']")
    question = page.open_dialog().text
    assert "Stop sharing with Clemson University?" in question
    assert "Clemson University's coaches will no longer see this document" in question
    page.confirm_dialog("Stop Sharing")
    page.wait(lambda: "Shared with 1 school" in page.text())
    assert api.rows("documents")[0]["shared_with_schools"] == [schools[1]["id"]]


def test_versions_view_restore_and_a_new_upload(page, api, files):
    document_id = upload(page, "Athletic Resume", "resume", files("resume.pdf", pdf_bytes("Resume v1")))
    assert page.text("#versions .muted") == "No previous versions"
    page.find("#version-file").send_keys(files("resume-2.pdf", pdf_bytes("Resume v2")))
    page.click("#versions button[type=submit]")
    page.wait(lambda: len(page.all("#versions .history-row")) == 2)
    newest = page.path.split("/")[2]
    assert page.texts(".badges .badge")[1] == "v2"
    page.find("#version-file").send_keys(files("photo.png", png_bytes()))
    page.click("#versions button[type=submit]")
    page.wait(lambda: page.text("#versions .banner-error") == "Choose a PDF, the same kind of file as the current version.")
    page.open(f"/documents/{newest}")
    first = [row for row in page.all("#versions .history-row") if row.get_attribute("aria-label").startswith("Version 1.")][0]
    first.find_element("css selector", "a[href*='/documents/']").click()
    page.wait(lambda: page.path == f"/documents/{document_id}")
    assert "Archived version" in page.texts(".badges .badge")
    page.open(f"/documents/{newest}")
    page.click("#versions a[data-confirm]")
    assert "Restore this version? The current version will be marked as archived." in page.open_dialog().text
    page.screenshot("document-detail-restore", full=False)
    page.confirm_dialog("Restore")
    page.wait(lambda: page.path == f"/documents/{document_id}" and "Archived version" not in page.texts(".badges .badge"))
    current = [row for row in api.rows("documents") if row["is_current"]]
    assert [row["id"] for row in current] == [document_id]


def test_delete_asks_then_removes_every_version_and_file(page, api, files):
    upload(page, "Rec Letter", "rec_letter", files("letter.pdf", pdf_bytes("Letter")))
    page.find("#version-file").send_keys(files("letter-2.pdf", pdf_bytes("Letter 2")))
    page.click("#versions button[type=submit]")
    page.wait(lambda: len(page.all("#versions .history-row")) == 2)
    page.click("a[aria-label^='Delete document']")
    assert "delete this document and all 2 versions" in page.open_dialog().text
    page.confirm_dialog("Delete document (all versions)")
    page.wait_for_page("/documents")
    assert api.rows("documents") == []
    listing = api.call("POST", "/storage/v1/object/list/documents", {"prefix": api.user_id, "limit": 100})
    assert listing == []


def test_an_archived_version_is_deleted_alone_with_its_own_question(page, api):
    first = seed_document(api, title="Athletic Resume", is_current=False)
    second = seed_document(api, title="Athletic Resume", version=2, version_group_id=first["id"])
    page.open(f"/documents/{second['id']}")
    assert "Delete this version" not in page.text(), "the current version is never deleted alone"
    page.open(f"/documents/{first['id']}")
    page.click("a[href$='/delete-version']")
    assert "Delete version 1?" in page.open_dialog().text
    page.confirm_dialog("Delete this version")
    page.wait(lambda: page.path == f"/documents/{second['id']}")
    assert [row["id"] for row in api.rows("documents")] == [second["id"]]
    assert "No previous versions" in page.text("#versions")


def test_a_preview_that_cannot_load_says_so_and_retries(page, api):
    for kind, name, data, media in [("image/png", "photo.png", png_bytes(), "img"),
                                     ("application/pdf", "transcript.pdf", pdf_bytes(), "iframe"),
                                     ("video/mp4", "clip.mp4", DEMO_CLIP.read_bytes(), "video")]:
        folder = uuid.uuid4()
        path = api.upload(f"{folder}/{name}", data, kind)
        document = api.insert("documents", type="transcript" if media != "video" else "highlight_video",
                              title=f"Missing {name}", file_url=path, file_type=kind)
        api.call("DELETE", f"/storage/v1/object/documents/{path}")
        page.open(f"/documents/{document['id']}")
        assert page.find("[data-preview-unavailable]").is_displayed(), f"{name}: a missing file says so"
        assert not [node for node in page.all(f".preview {media}") if node.is_displayed()]
        if media == "img":
            page.screenshot("document-detail-preview-unavailable")
        api.upload(f"{folder}/{name}", data, kind)
        page.click("[data-preview-retry]")
        page.wait(lambda: not page.find("[data-preview-unavailable]").is_displayed(),
                  message=f"{name}: Retry shows the file once it is there")

        page.driver.execute_cdp_cmd("Network.enable", {})
        page.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/object/sign/*"]})
        try:
            page.open(f"/documents/{document['id']}")
            page.wait(lambda: page.find("[data-preview-unavailable]").is_displayed(),
                      message=f"{name}: a link that cannot load shows 'Preview unavailable', not a broken {media}")
            assert not page.find(f".preview {media}").is_displayed()
        finally:
            page.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
        page.click("[data-preview-retry]")
        page.wait(lambda: page.find(f".preview {media}").is_displayed(),
                  message=f"{name}: Retry loads it once the network is back")
        assert not page.find("[data-preview-unavailable]").is_displayed()


def test_back_link_returns_to_the_list(page, api):
    document = seed_document(api)
    page.open(f"/documents/{document['id']}")
    page.click("main > p a[href='/documents']")
    page.wait_for_page("/documents")
    assert page.texts(".event-name") == ["Junior Transcript"]


def test_someone_elses_document_is_not_found(page, api):
    other = seed_document(Api(), title="Private Transcript")
    page.open(f"/documents/{other['id']}")
    assert "Document not found" in page.text()
    assert "Private Transcript" not in page.text()


def test_a_long_title_many_schools_and_many_versions_fit(page, api):
    schools = [api.insert("schools", name=f"State University Campus Number {n}")["id"] for n in range(55)]
    first = seed_document(api, title="T" * 100, description="Very long description. " * 20, is_current=False)
    for version in range(2, 12):
        seed_document(api, title="T" * 100, version=version, version_group_id=first["id"], is_current=version == 11)
    api.call("PATCH", f"/rest/v1/documents?id=eq.{first['id']}", {"shared_with_schools": schools})
    current = [row for row in api.rows("documents") if row["is_current"]][0]
    assert len(current["shared_with_schools"]) == 55, "sharing any version shares the document"
    page.open(f"/documents/{current['id']}")
    assert len(page.all("#versions .history-row")) == 10, "a long history shows the newest ten"
    assert len(page.all("#shares li")) == 55
    assert page.fits_width()
    page.screenshot("document-detail-many")
    page.click("#versions a[href$='versions=all#versions']")
    page.wait(lambda: len(page.all("#versions .history-row")) == 11)
    assert "older version" not in page.text("#versions")


def test_a_long_share_list_filters_as_the_user_types(page, api):
    for n in range(1, 11):
        api.insert("schools", name=f"Program {n}")
    tech = api.insert("schools", name="Georgia Tech")
    api.insert("schools", name="University of Georgia")
    document = seed_document(api)
    page.open(f"/documents/{document['id']}")
    assert "PDF" in page.text("main .card .muted")
    page.click("a[aria-label='Share document with schools']")
    page.open_dialog()
    visible = lambda: page.script("return [...document.querySelectorAll('#share-choices label')].filter(l => !l.hidden).map(l => l.textContent.trim())")
    assert len(visible()) == 12
    page.find(f"#share-choices input[value='{tech['id']}']").click()
    page.fill("#share-find", "Program 1")
    page.wait(lambda: sorted(visible()) == ["Georgia Tech", "Program 1", "Program 10"], message=str(visible()))
    page.fill("#share-find", "géorgia")
    page.wait(lambda: sorted(visible()) == ["Georgia Tech", "University of Georgia"])
    page.fill("#share-find", "Stanford")
    page.wait(lambda: visible() == ["Georgia Tech"], message="a ticked school stays in view")
    page.find(f"#share-choices input[value='{tech['id']}']").click()
    page.fill("#share-find", "Stanfor")
    page.wait(lambda: visible() == [] and page.find("[data-no-match]").is_displayed())
    page.screenshot("document-detail-share-search", full=False)


def test_a_document_card_opens_from_anywhere_on_it(page, api):
    document = seed_document(api)
    page.open("/documents")
    card = page.find(".event-list .card")
    assert "PDF" in card.text and "v1" in card.text
    box = page.script("arguments[0].scrollIntoView({block: 'center'}); const r = arguments[0].getBoundingClientRect(); return [r.right - 12, r.bottom - 12];", card)
    assert page.script("return document.elementFromPoint(arguments[0], arguments[1]).closest('a.event-name') !== null", *box)
    page.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mousePressed", "x": box[0], "y": box[1], "button": "left", "clickCount": 1})
    page.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseReleased", "x": box[0], "y": box[1], "button": "left", "clickCount": 1})
    page.wait_for_page(f"/documents/{document['id']}")
