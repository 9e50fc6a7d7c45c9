"""Signing up, in and out, and what a signed-out visitor gets (the specs' 401 checks)."""
import uuid

import pytest

from conftest import PASSWORD

PAGES = ["/events", "/events/new", f"/events/{uuid.uuid4()}", "/performance", "/documents", f"/documents/{uuid.uuid4()}", "/schools"]


@pytest.mark.parametrize("path", PAGES)
def test_a_signed_out_visitor_is_sent_to_sign_in(signed_out, path):
    signed_out.open(path)
    signed_out.wait_for_page("/login")
    assert signed_out.text("h1") == "Sign in"


def test_sign_up_lands_on_the_empty_events_list(signed_out):
    page = signed_out
    page.open("/signup")
    email = f"new-{uuid.uuid4().hex[:8]}@example.com"
    page.fill("#display_name", "Jordan Avery")
    page.fill("#email", email)
    page.fill("#password", "short")
    page.click("main form button[type=submit]")
    page.wait(lambda: page.all(".form-error"))
    assert page.value("#email") == email, "the typed email stays"
    page.screenshot("sign-up-error")
    page.fill("#password", PASSWORD)
    page.click("main form button[type=submit]")
    page.wait_for_page("/events")
    assert page.text(".empty h2") == "No events yet"
    assert email in page.text("header")


def test_wrong_password_says_so_and_sign_out_ends_the_session(signed_out, api):
    page = signed_out
    page.open("/login")
    page.fill("#email", api.email)
    page.fill("#password", "not the password")
    page.click("main form button[type=submit]")
    page.wait(lambda: page.all(".form-error"))
    assert page.value("#email") == api.email
    page.screenshot("sign-in-error")
    page.fill("#password", PASSWORD)
    page.click("main form button[type=submit]")
    page.wait_for_page("/events")
    page.open("/")
    page.wait_for_page("/events")
    page.click("header form.sign-out button")
    page.wait_for_page("/login")
    page.open("/performance")
    page.wait_for_page("/login")


def test_a_form_sent_after_the_session_ended_is_kept_through_sign_in(page, api):
    page.open("/events/new")
    page.set_value("#type", "camp")
    page.fill("#name", "Typed after the session ended")
    page.set_value("#start_date", "2026-05-01")
    page.driver.delete_all_cookies()
    page.click("form.event-form button[type=submit]")
    page.wait(lambda: page.text("h1") == "Sign in")
    assert "nothing you typed is lost" in page.text("[role=status]")
    assert api.rows("events") == []
    page.fill("#email", api.email)
    page.fill("#password", PASSWORD)
    page.click("main form button[type=submit]")
    page.wait(lambda: page.text("h1") == "Not sent yet")
    assert "Typed after the session ended" in page.text("main")
    page.screenshot("session-ended-not-sent-yet")
    page.click("main form button[type=submit]")
    page.wait(lambda: page.text("h1") == "Typed after the session ended")
    assert [event["name"] for event in api.rows("events")] == ["Typed after the session ended"]
