"""Supabase Realtime through the official Python client (`realtime`, the one supabase-py's
async client uses) against a live `compass serve`: an athlete, an edit parent, a view parent
and an athlete of another family subscribe to `events`. Changes made through REST and through
the family functions reach the family and no one else; a parent removed from the family hears
nothing from the next change on; a filter narrows and never widens; a renewed token is used.
"""
import asyncio
import os
import uuid

import httpx
from realtime import AsyncRealtimeClient, RealtimeSubscribeStates
from supabase import ClientOptions, create_client

URL = os.environ["COMPASS_URL"]
ANON_KEY = os.environ["COMPASS_ANON_KEY"]
PASSWORD = "correct horse battery"


def account(role, name):
    """A new account signed in: its REST client, access token and id."""
    client = create_client(URL, ANON_KEY, ClientOptions(httpx_client=httpx.Client(timeout=30)))
    email = f"realtime-{uuid.uuid4().hex[:10]}@example.com"
    session = client.auth.sign_up({"email": email, "password": PASSWORD,
                                   "options": {"data": {"display_name": name, "role": role}}}).session
    return client, session.access_token, session.user.id


def family():
    athlete = account("athlete", "Jordan")
    edit, view, stranger = account("parent", "Dana"), account("parent", "Sam"), account("athlete", "Riley")
    for parent, access in ((edit, "edit"), (view, "view")):
        code = athlete[0].rpc("create_family_invite", {"access": access}).execute().data["code"]
        parent[0].rpc("accept_family_invite", {"code": code}).execute()
    return athlete, edit, view, stranger


class Listener:
    """One socket with one channel on `events`, as the given account."""

    def __init__(self, token, filter=None):
        self.token = token
        self.filter = filter
        self.changes = []
        self.states = []

    async def start(self):
        self.socket = AsyncRealtimeClient(f"{URL}/realtime/v1", ANON_KEY, auto_reconnect=False)
        await self.socket.connect()
        await self.socket.set_auth(self.token)
        self.channel = self.socket.channel(f"events-{uuid.uuid4().hex[:8]}")
        self.channel.on_postgres_changes("*", schema="public", table="events", filter=self.filter,
                                         callback=self.changes.append)
        await self.channel.subscribe(lambda state, error: self.states.append(state))
        assert self.states == [RealtimeSubscribeStates.SUBSCRIBED], self.states
        return self

    def kinds(self):
        return [change["data"]["type"] for change in self.changes]

    async def stop(self):
        await self.socket.close()


async def until(condition, seconds=5):
    for _ in range(int(seconds / 0.05)):
        if condition():
            return True
        await asyncio.sleep(0.05)
    return condition()


def test_changes_reach_the_family_and_no_one_else():
    asyncio.run(changes_reach_the_family())


async def changes_reach_the_family():
    athlete, edit, view, stranger = family()
    listeners = [await Listener(token).start() for _, token, _ in (athlete, edit, view, stranger)]
    made = athlete[0].table("events").insert(
        {"type": "camp", "name": "Tech Camp", "start_date": "2026-06-01"}).execute().data[0]
    edit[0].table("events").update({"attended": True}).eq("id", made["id"]).execute()
    athlete[0].table("events").delete().eq("id", made["id"]).execute()
    for listener in listeners[:3]:
        assert await until(lambda: len(listener.changes) == 3), listener.changes
        assert listener.kinds() == ["INSERT", "UPDATE", "DELETE"]
    inserted = listeners[2].changes[0]["data"]
    assert inserted["record"]["name"] == "Tech Camp" and inserted["record"]["attended"] is False
    updated = listeners[0].changes[1]["data"]
    assert updated["record"]["attended"] is True and updated["old_record"] == {"id": made["id"]}
    await asyncio.sleep(0.3)
    assert listeners[3].changes == [], "another family's athlete hears nothing"
    for listener in listeners:
        await listener.stop()


def test_a_removed_parent_hears_nothing_more_and_a_filter_never_widens():
    asyncio.run(removal_and_filters())


async def removal_and_filters():
    athlete, edit, view, stranger = family()
    removed = await Listener(view[1]).start()
    kept = await Listener(edit[1]).start()
    prying = await Listener(stranger[1], filter=f"user_id=eq.{athlete[2]}").start()
    narrow = await Listener(athlete[1], filter="name=eq.Showcase").start()
    athlete[0].table("events").insert({"type": "camp", "name": "Camp", "start_date": "2026-06-01"}).execute()
    assert await until(lambda: len(removed.changes) == 1)
    athlete[0].table("family_links").delete().eq("parent_id", view[2]).execute()
    athlete[0].table("events").insert(
        {"type": "showcase", "name": "Showcase", "start_date": "2026-06-08"}).execute()
    assert await until(lambda: len(kept.changes) == 2)
    assert await until(lambda: len(narrow.changes) == 1)
    assert narrow.changes[0]["data"]["record"]["name"] == "Showcase"
    await asyncio.sleep(0.3)
    assert len(removed.changes) == 1, "nothing after the link went"
    assert prying.changes == [], "a filter naming another family's athlete reads nothing"
    for listener in (removed, kept, prying, narrow):
        await listener.stop()


def test_a_renewed_token_keeps_the_channel_listening():
    asyncio.run(renewed_token())


async def renewed_token():
    athlete, *_ = family()
    listener = await Listener(athlete[1]).start()
    fresh = athlete[0].auth.refresh_session().session.access_token
    await listener.socket.set_auth(fresh)
    athlete[0].table("events").insert({"type": "camp", "name": "Later", "start_date": "2026-07-01"}).execute()
    assert await until(lambda: len(listener.changes) == 1)
    await listener.stop()
