"""The official Python `supabase` client against a live `compass serve`.

Every Supabase call the five page specs make, auth sign-up/in/refresh/out, and the error cases.
COMPASS_URL and COMPASS_ANON_KEY name the server; each test signs up a fresh user.
"""
import os
import struct
import uuid

import httpx
import pytest
from postgrest.exceptions import APIError
from supabase import ClientOptions, create_client
from supabase_auth.errors import AuthApiError

URL = os.environ["COMPASS_URL"]
ANON_KEY = os.environ["COMPASS_ANON_KEY"]
PASSWORD = "correct horse battery"


def box(kind, body):
    return struct.pack(">I", 8 + len(body)) + kind + body


def mp4(payload=b"clip"):
    """The smallest MP4 that reads as one (an upload is checked to be what its type says)."""
    return (box(b"ftyp", b"isom\x00\x00\x02\x00isommp42")
            + box(b"moov", box(b"mvhd", bytes(100)) + box(b"trak", b"")) + box(b"mdat", payload))


def pdf(text="letter"):
    return f"%PDF-1.4\n% {text}\n%%EOF\n".encode()


def new_client():
    """A client whose requests wait up to 30 s: in CI the whole test run shares two cores with
    Chromium, and the auth client's own 5 s timeout failed sign-ups that were only slow."""
    return create_client(URL, ANON_KEY, ClientOptions(httpx_client=httpx.Client(timeout=30)))


@pytest.fixture
def client():
    client = new_client()
    email = f"conformance-{uuid.uuid4().hex[:10]}@example.com"
    response = client.auth.sign_up({"email": email, "password": PASSWORD})
    assert response.session is not None
    client.email = email
    client.user_id = response.user.id
    yield client


def school(client, name="University of Georgia"):
    return client.from_("schools").insert([{"name": name, "location": "Athens, GA", "user_id": client.user_id}]).execute().data[0]


def event(client, **fields):
    row = {"type": "showcase", "name": "Spring Showcase 2026", "start_date": "2026-04-15", "user_id": client.user_id}
    row.update(fields)
    return client.from_("events").insert([row]).execute().data[0]


def test_auth_sign_up_in_refresh_out():
    client = new_client()
    email = f"auth-{uuid.uuid4().hex[:10]}@example.com"
    signed_up = client.auth.sign_up({"email": email, "password": PASSWORD})
    assert signed_up.user.email == email and signed_up.session.expires_at
    signed_in = client.auth.sign_in_with_password({"email": email, "password": PASSWORD})
    assert signed_in.session.access_token
    refreshed = client.auth.refresh_session()
    assert refreshed.session.refresh_token != signed_in.session.refresh_token
    assert client.auth.get_user().user.email == email
    client.auth.sign_out()
    assert client.auth.get_session() is None


def test_auth_errors():
    client = new_client()
    email = f"errors-{uuid.uuid4().hex[:10]}@example.com"
    client.auth.sign_up({"email": email, "password": PASSWORD})
    with pytest.raises(AuthApiError) as bad:
        client.auth.sign_in_with_password({"email": email, "password": "wrong password"})
    assert bad.value.code == "invalid_credentials" and bad.value.status == 400
    with pytest.raises(AuthApiError) as duplicate:
        client.auth.sign_up({"email": email, "password": PASSWORD})
    assert duplicate.value.code == "user_already_exists" and duplicate.value.status == 422


def test_events_list_calls(client):
    school_id = school(client)["id"]
    for name, kind, date in [("Camp", "camp", "2026-06-01"), ("Game", "game", "2026-03-01")]:
        event(client, name=name, type=kind, start_date=date, school_id=school_id)
    events = client.from_("events").select("*").eq("user_id", client.user_id).order("start_date", desc=False).execute().data
    assert [e["name"] for e in events] == ["Game", "Camp"]
    assert len(client.from_("events").select("*").eq("user_id", client.user_id).eq("school_id", school_id).execute().data) == 2
    assert [e["name"] for e in client.from_("events").select("*").eq("type", "camp").execute().data] == ["Camp"]
    window = client.from_("events").select("*").gte("start_date", "2026-04-01").lte("start_date", "2026-12-31").execute().data
    assert [e["name"] for e in window] == ["Camp"]
    one = client.from_("events").select("*").eq("id", events[0]["id"]).eq("user_id", client.user_id).single().execute().data
    assert one["name"] == "Game"
    client.from_("events").delete().eq("id", one["id"]).execute()
    assert len(client.from_("events").select("id").execute().data) == 1


def test_create_event_calls(client):
    schools = client.from_("schools").select("id, name, location").eq("user_id", client.user_id).order("name").execute().data
    assert schools == []
    row = client.from_("schools").insert([{"name": "New School Name", "location": "City, State", "user_id": client.user_id}]).execute().data[0]
    assert row["name"] == "New School Name"
    body = {
        "type": "showcase", "name": "Spring Showcase 2026", "school_id": row["id"], "location": None,
        "address": "261 Main St", "city": "Emerson", "state": "GA", "start_date": "2026-04-15", "start_time": "09:00",
        "end_date": "2026-04-16", "end_time": "17:00", "checkin_time": "08:30", "url": "https://example.com",
        "description": None, "event_source": "email", "cost": 150.00, "registered": False, "attended": False,
        "performance_notes": None, "user_id": client.user_id,
    }
    created = client.from_("events").insert([body]).execute().data[0]
    assert created["start_time"] == "09:00:00" and created["cost"] == 150 and created["created_at"]


def test_event_detail_calls(client):
    school_id = school(client)["id"]
    coach = client.from_("coaches").insert([{"school_id": school_id, "first_name": "John", "last_name": "Smith", "role": "head", "email": "coach@school.edu", "phone": "555-1234", "user_id": client.user_id}]).execute().data[0]
    created = event(client, school_id=school_id)
    fetched = client.from_("events").select("*").eq("id", created["id"]).eq("user_id", client.user_id).single().execute().data
    assert fetched["school_id"] == school_id
    updated = client.from_("events").update({"attended": True, "coaches_present": [coach["id"]]}).eq("id", created["id"]).execute().data[0]
    assert updated["attended"] is True and updated["coaches_present"] == [coach["id"]]
    coaches = client.from_("coaches").select("id, first_name, last_name, role, email, phone").eq("school_id", school_id).eq("user_id", client.user_id).execute().data
    assert coaches[0]["first_name"] == "John"
    metric = client.from_("performance_metrics").insert([{"metric_type": "velocity", "value": 92.5, "unit": "mph", "recorded_date": "2026-04-15", "notes": "Measured at showcase", "verified": True, "event_id": created["id"], "user_id": client.user_id}]).execute().data[0]
    metrics = client.from_("performance_metrics").select("*").eq("event_id", created["id"]).eq("user_id", client.user_id).execute().data
    assert [m["id"] for m in metrics] == [metric["id"]]
    interaction = client.from_("interactions").insert([{"school_id": school_id, "coach_id": None, "event_id": created["id"], "type": "in_person_visit", "direction": "inbound", "subject": "Interaction at Spring Showcase 2026", "content": "Talked about summer", "sentiment": "positive", "occurred_at": "2026-04-15T09:00:00Z", "logged_by": client.user_id, "user_id": client.user_id}]).execute().data[0]
    assert interaction["occurred_at"].startswith("2026-04-15T09:00:00")
    client.from_("events").delete().eq("id", created["id"]).execute()


def test_document_detail_calls(client):
    school_id = school(client)["id"]
    for name in ["v1.mp4", "v2.mp4"]:
        client.storage.from_("documents").upload(f"{client.user_id}/{name}", mp4(), {"content-type": "video/mp4"})
    first = client.from_("documents").insert([{"type": "highlight_video", "title": "Freshman Highlights", "file_url": f"{client.user_id}/v1.mp4", "file_type": "video/mp4", "version": 1, "user_id": client.user_id}]).execute().data[0]
    second = client.from_("documents").insert([{"type": "highlight_video", "title": "Freshman Highlights", "file_url": f"{client.user_id}/v2.mp4", "file_type": "video/mp4", "version": 2, "version_group_id": first["id"], "user_id": client.user_id}]).execute().data[0]
    fetched = client.from_("documents").select("*").eq("id", second["id"]).single().execute().data
    assert fetched["is_current"] is True and fetched["shared_with_schools"] == []
    updated = client.from_("documents").update({"title": "Freshman Highlights 2025", "description": "First season", "school_id": school_id}).eq("id", second["id"]).execute().data[0]
    assert updated["title"] == "Freshman Highlights 2025"
    versions = client.from_("documents").select("id, version, file_url, is_current, created_at").eq("version_group_id", first["id"]).eq("user_id", client.user_id).order("version", desc=True).execute().data
    assert [(v["version"], v["is_current"]) for v in versions] == [(2, True), (1, False)]
    client.from_("documents").update({"shared_with_schools": [school_id]}).eq("id", second["id"]).execute()
    client.from_("documents").update({"shared_with_schools": []}).eq("id", second["id"]).execute()
    client.from_("documents").delete().eq("id", first["id"]).execute()



def test_storage_calls(client):
    bucket = client.storage.from_("documents")
    folder = client.user_id.upper()
    video = mp4(b"\x00\x01 highlight bytes " * 1000)
    uploaded = bucket.upload(f"{folder}/highlights v1.mp4", video, {"content-type": "video/mp4"})
    assert uploaded.full_path == f"documents/{client.user_id}/highlights v1.mp4"
    assert bucket.download(f"{client.user_id}/highlights v1.mp4") == video
    bucket.update(f"{client.user_id}/highlights v1.mp4", mp4(b"second cut"), {"content-type": "video/mp4"})
    assert bucket.download(f"{client.user_id}/highlights v1.mp4") == mp4(b"second cut")
    bucket.upload(f"{client.user_id}/letters/coach.pdf", pdf(), {"content-type": "application/pdf"})
    assert bucket.exists(f"{client.user_id}/letters/coach.pdf")
    assert not bucket.exists(f"{client.user_id}/letters/missing.pdf")
    signed = bucket.create_signed_url(f"{client.user_id}/letters/coach.pdf", 60)
    assert "/object/sign/documents/" in signed["signedURL"]
    import urllib.request
    with urllib.request.urlopen(signed["signedURL"]) as response:
        assert response.read() == pdf()
    listed = bucket.list(client.user_id)
    assert sorted(entry["name"] for entry in listed) == ["highlights v1.mp4", "letters"]
    removed = bucket.remove([f"{client.user_id}/highlights v1.mp4", f"{client.user_id}/letters/coach.pdf"])
    assert len(removed) == 2
    assert bucket.list(client.user_id) == []


def test_storage_errors(client):
    from storage3.exceptions import StorageApiError
    bucket = client.storage.from_("documents")
    bucket.upload(f"{client.user_id}/cv.pdf", pdf("resume"), {"content-type": "application/pdf"})
    with pytest.raises(StorageApiError) as duplicate:
        bucket.upload(f"{client.user_id}/cv.pdf", pdf("again"), {"content-type": "application/pdf"})
    assert duplicate.value.status == "409"
    with pytest.raises(StorageApiError) as missing:
        bucket.download(f"{client.user_id}/nothing.pdf")
    assert missing.value.status == "404"
    with pytest.raises(StorageApiError) as elsewhere:
        bucket.upload(f"{uuid.uuid4()}/cv.pdf", pdf("not mine"), {"content-type": "application/pdf"})
    assert elsewhere.value.status == "403"
    for damaged, kind in [(mp4()[:-3], "video/mp4"), (b"resume", "application/pdf"), (pdf(), "image/png")]:
        with pytest.raises(StorageApiError) as unreadable:
            bucket.upload(f"{client.user_id}/damaged-{uuid.uuid4()}", damaged, {"content-type": kind})
        assert unreadable.value.status == "422" and "can’t be read as" in unreadable.value.message


def test_rest_errors(client):
    with pytest.raises(APIError) as none:
        client.from_("events").select("*").eq("id", str(uuid.uuid4())).single().execute()
    assert none.value.code == "PGRST116" and "0 rows" in none.value.details
    assert client.from_("events").select("*").eq("id", str(uuid.uuid4())).maybe_single().execute() is None
    with pytest.raises(APIError) as column:
        client.from_("events").select("nickname").execute()
    assert column.value.code == "42703"
    with pytest.raises(APIError) as bad_uuid:
        client.from_("events").select("*").eq("id", "not-a-uuid").execute()
    assert bad_uuid.value.code == "22P02"
    with pytest.raises(APIError) as unknown_table:
        client.from_("eventz").select("*").execute()
    assert unknown_table.value.code == "PGRST205"


def test_count_range_in_and_or(client):
    for index in range(5):
        event(client, name=f"Event {index}", type="camp" if index % 2 else "game", start_date=f"2026-0{index + 1}-01")
    page = client.from_("events").select("name", count="exact").order("start_date").range(1, 2).execute()
    assert page.count == 5 and [e["name"] for e in page.data] == ["Event 1", "Event 2"]
    assert len(client.from_("events").select("id").in_("name", ["Event 0", "Event 4", "a,b"]).execute().data) == 2
    either = client.from_("events").select("name").or_("name.eq.Event 0,and(type.eq.camp,start_date.gt.2026-03-01)").execute().data
    assert sorted(e["name"] for e in either) == ["Event 0", "Event 3"]
    event_id = client.from_("events").select("id").eq("name", "Event 1").single().execute().data["id"]
    renamed = {"id": event_id, "name": "Renamed", "type": "camp", "start_date": "2026-02-01", "user_id": client.user_id}
    assert client.from_("events").upsert(renamed).execute().data[0]["name"] == "Renamed"
