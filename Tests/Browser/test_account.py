"""The account's life in the browser: forgot password → the mail → a new password → sign in;
a new sign-in address confirmed from its mail; a new password; the signed-in devices; and
deleting a parent's and an athlete's account. COMPASS_MAIL_DIR is the folder the server's mail
lands in (the test SMTP server's, when the server sends through one).
"""
import email
import email.policy
import json
import os
import re
import time
import urllib.request

from conftest import ANON_KEY, PASSWORD, URL, Api

MAIL_DIR = os.environ.get("COMPASS_MAIL_DIR", "")


def mail_to(recipient, subject_start, wait=15.0):
    """The path and query of the newest mail's link to `recipient` about `subject_start`."""
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        found = []
        for name in sorted(os.listdir(MAIL_DIR)) if os.path.isdir(MAIL_DIR) else []:
            if not name.endswith(".eml"):
                continue
            with open(os.path.join(MAIL_DIR, name), "rb") as handle:
                message = email.message_from_binary_file(handle, policy=email.policy.default)
            if message["To"] == recipient and str(message["Subject"]).startswith(subject_start):
                found.append(message.get_body(("plain",)).get_content())
        if found:
            return re.search(r"https?://[^/\s]+(/auth/v1/verify\?\S+)", found[-1]).group(1)
        time.sleep(0.2)
    raise AssertionError(f"no mail to {recipient} about {subject_start!r}")


def sign_in_by_form(page, address, password=PASSWORD):
    page.driver.delete_all_cookies()
    page.open("/login")
    page.fill("#email", address)
    page.fill("#password", password)
    page.click("main form[action='/login'] button[type=submit]")
    page.wait_for_page("/events")


def test_forgot_password_mail_new_password_sign_in(signed_out):
    page = signed_out
    api = Api()
    page.open("/login")
    page.click("a[href='/password/forgot']")
    page.wait_for_page("/password/forgot")
    page.fill("#email", api.email)
    page.screenshot("forgot-password")
    page.click("main form button[type=submit]")
    page.wait(lambda: page.all("[data-mail-sent]"))
    assert "has an account" in page.text("[data-mail-sent]")
    page.screenshot("forgot-password-sent")
    page.driver.get(URL + mail_to(api.email, "Reset your password"))
    page.wait_for_page("/password/reset")
    page.fill("#password", "a brand new password")
    page.fill("#password_again", "not the same")
    page.click("main form button[type=submit]")
    page.wait(lambda: page.all(".form-error"))
    page.screenshot("reset-password-error")
    page.fill("#password", "a brand new password")
    page.fill("#password_again", "a brand new password")
    page.click("main form button[type=submit]")
    page.wait_for_page("/events")
    sign_in_by_form(page, api.email, "a brand new password")
    assert page.fits_width()


def test_address_password_and_devices_on_the_account_page(signed_out):
    page = signed_out
    api = Api()
    sign_in_by_form(page, api.email)
    new_address = "moved-" + api.email
    page.open("/account")
    page.fill("#new-email", new_address)
    page.fill("#email-password", PASSWORD)
    page.click("form[action='/account/email'] button[type=submit]")
    page.wait(lambda: page.all("[data-pending-email]"))
    assert new_address in page.text("[data-pending-email]")
    page.driver.get(URL + mail_to(new_address, "Confirm your new address"))
    page.wait_for_page("/mail/confirm")
    page.screenshot("confirm-new-address")
    page.click("main form button[type=submit]")
    page.wait_for_page("/account")
    assert f"now {new_address}" in page.text("[data-account-notice]")

    other = Api.__new__(Api)
    other.email, other.token = new_address, None
    session = other.call("POST", "/auth/v1/token?grant_type=password",
                         {"email": new_address, "password": PASSWORD})
    assert session["access_token"]
    page.open("/account")
    assert len(page.all("[data-device]")) == 3, "sign-up's, this browser's and the one just made"
    assert "This device" in page.text("#devices")
    page.screenshot("signed-in-devices")
    page.click("form[action='/account/sessions/end-others'] button")
    page.wait(lambda: "Every other device is signed out." in page.text("[data-account-notice]"))
    assert len(page.all("[data-device]")) == 1

    page.fill("#current-password", PASSWORD)
    page.fill("#new-password", "another long password")
    page.fill("#new-password-again", "another long password")
    page.click("form[action='/account/password'] button[type=submit]")
    page.wait(lambda: "Password changed." in page.text("[data-account-notice]"))
    page.screenshot("account-after-changes")
    assert page.fits_width()
    sign_in_by_form(page, new_address, "another long password")


def test_a_parent_then_the_athlete_delete_their_accounts(signed_out):
    page = signed_out
    athlete = Api(name="Jordan Avery")
    athlete.insert("events", type="camp", name="Georgia Camp", start_date="2026-06-01")
    parent = athlete.parent("edit", name="Dana Avery")
    sign_in_by_form(page, parent.email)
    page.open("/account")
    page.click("a[href='/account/delete']")
    page.wait_for_page("/account/delete")
    assert "Your link to Jordan Avery ends" in page.text("[data-family-line]")
    page.screenshot("delete-parent")
    page.fill("#delete-password", PASSWORD)
    page.click("main form button[type=submit]")
    page.wait_for_page("/account/deleted")
    assert [row["name"] for row in athlete.rows("events")] == ["Georgia Camp"]

    sign_in_by_form(page, athlete.email)
    page.open("/account/delete")
    lines = page.text("[data-deleted-lines]")
    assert "1 event" in lines
    page.screenshot("delete-athlete")
    page.fill("#delete-password", "not the password")
    page.click("main form button[type=submit]")
    page.wait(lambda: page.all(".form-error"))
    page.fill("#delete-password", PASSWORD)
    page.click("main form button[type=submit]")
    page.wait_for_page("/account/deleted")
    page.screenshot("account-deleted")
    request = urllib.request.Request(
        URL + "/auth/v1/token?grant_type=password", method="POST",
        data=json.dumps({"email": athlete.email, "password": PASSWORD}).encode(),
        headers={"apikey": ANON_KEY, "Content-Type": "application/json"})
    try:
        urllib.request.urlopen(request)
        raise AssertionError("the deleted account still signs in")
    except urllib.error.HTTPError as error:
        assert error.code == 400
