"""The official Python client's account calls against a live `compass serve`: recovery by mail,
sign-in by a mailed code, address and password changes. COMPASS_MAIL_DIR is the folder the
server keeps its mail in (it runs without an SMTP server); each test uses fresh addresses.
"""
import email
import email.policy
import os
import re
import time
import uuid

import httpx
import pytest
from supabase import ClientOptions, create_client
from supabase_auth.errors import AuthApiError

URL = os.environ["COMPASS_URL"]
ANON_KEY = os.environ["COMPASS_ANON_KEY"]
MAIL_DIR = os.environ["COMPASS_MAIL_DIR"]
PASSWORD = "correct horse battery"


def new_client():
    return create_client(URL, ANON_KEY, ClientOptions(httpx_client=httpx.Client(timeout=30)))


def address(kind):
    return f"{kind}-{uuid.uuid4().hex[:10]}@example.com"


def mail_to(recipient, subject_start, wait=30.0):
    """The newest mail to `recipient` whose subject starts with `subject_start`: its text. Only
    finished messages count (`*.eml`; a file being written goes by another name and may be
    renamed away between listing and reading). The wait is long for a CI machine running
    every suite at once."""
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        found = []
        names = sorted(os.listdir(MAIL_DIR)) if os.path.isdir(MAIL_DIR) else []
        for name in (name for name in names if name.endswith(".eml") and not name.startswith(".")):
            try:
                with open(os.path.join(MAIL_DIR, name), "rb") as handle:
                    message = email.message_from_binary_file(handle, policy=email.policy.default)
            except FileNotFoundError:
                continue
            if message["To"] == recipient and str(message["Subject"]).startswith(subject_start):
                found.append(message.get_body(("plain",)).get_content())
        if found:
            return found[-1]
        time.sleep(0.1)
    raise AssertionError(f"no mail to {recipient} about {subject_start!r}")


def code_in(text):
    return re.search(r"code in the app: (\d{6})", text).group(1)


def signed_up(kind):
    client = new_client()
    mail = address(kind)
    client.auth.sign_up({"email": mail, "password": PASSWORD})
    return client, mail


def test_reset_password_for_email_then_verify_otp_and_update_user():
    client, mail = signed_up("recover")
    other = new_client()
    other.auth.sign_in_with_password({"email": mail, "password": PASSWORD})
    visitor = new_client()
    visitor.auth.reset_password_for_email(mail)
    visitor.auth.reset_password_for_email(address("nobody-a"))
    code = code_in(mail_to(mail, "Reset your password"))
    verified = visitor.auth.verify_otp({"email": mail, "token": code, "type": "recovery"})
    assert verified.session is not None and verified.user.email == mail
    updated = visitor.auth.update_user({"password": "a brand new password"})
    assert updated.user.email == mail
    with pytest.raises(AuthApiError):
        other.auth.get_user()
    again = new_client().auth.sign_in_with_password({"email": mail, "password": "a brand new password"})
    assert again.session.access_token
    with pytest.raises(AuthApiError) as reused:
        new_client().auth.verify_otp({"email": mail, "token": code, "type": "recovery"})
    assert reused.value.code == "otp_expired" and reused.value.status == 403


def test_reset_password_is_rate_limited_for_any_address_alike():
    client, mail = signed_up("limit")
    unknown = address("nobody-b")
    client.auth.reset_password_for_email(mail)
    client.auth.reset_password_for_email(unknown)
    errors = []
    for target in (mail, unknown):
        with pytest.raises(AuthApiError) as limited:
            client.auth.reset_password_for_email(target)
        errors.append((limited.value.status, limited.value.code))
    assert errors == [(429, "over_email_send_rate_limit")] * 2


def test_sign_in_with_otp_by_mailed_code():
    client, mail = signed_up("otp")
    visitor = new_client()
    sent = visitor.auth.sign_in_with_otp({"email": mail, "options": {"should_create_user": False}})
    assert sent.user is None and sent.session is None
    code = code_in(mail_to(mail, "Your sign-in link"))
    signed_in = visitor.auth.verify_otp({"email": mail, "token": code, "type": "email"})
    assert signed_in.session is not None and visitor.auth.get_user().user.email == mail
    with pytest.raises(AuthApiError) as refused:
        visitor.auth.sign_in_with_otp(
            {"email": address("nobody-c"), "options": {"should_create_user": False}})
    assert refused.value.code == "otp_disabled" and refused.value.status == 422


def test_sign_in_with_otp_makes_an_account_confirmed_by_its_code():
    visitor = new_client()
    mail = address("made")
    visitor.auth.sign_in_with_otp({"email": mail, "options": {"data": {"role": "parent"}}})
    code = code_in(mail_to(mail, "Confirm your address"))
    signed_in = visitor.auth.verify_otp({"email": mail, "token": code, "type": "email"})
    assert signed_in.user.email_confirmed_at is not None
    assert signed_in.user.user_metadata["role"] == "parent"


def test_update_user_email_waits_for_the_new_address():
    client, mail = signed_up("move")
    taken_client, taken = signed_up("taken")
    with pytest.raises(AuthApiError) as clash:
        client.auth.update_user({"email": taken})
    assert clash.value.code == "email_exists"
    new_mail = address("moved")
    pending = client.auth.update_user({"email": new_mail})
    assert pending.user.email == mail and pending.user.new_email == new_mail
    assert new_mail in mail_to(mail, "Your address is being changed")
    code = code_in(mail_to(new_mail, "Confirm your new address"))
    moved = client.auth.verify_otp({"email": new_mail, "token": code, "type": "email_change"})
    assert moved.user.email == new_mail
    assert client.auth.get_user().user.email == new_mail


def test_update_user_refuses_the_same_password():
    client, mail = signed_up("same")
    with pytest.raises(AuthApiError) as same:
        client.auth.update_user({"password": PASSWORD})
    assert same.value.code == "same_password" and same.value.status == 422


def pkce_client():
    return create_client(
        URL, ANON_KEY, ClientOptions(flow_type="pkce", httpx_client=httpx.Client(timeout=30)))


def link_in(text):
    """The mailed link, on this test's address (the test server's public URL is a stand-in)."""
    path = re.search(r"https?://\S+(/auth/v1/verify\?\S+)", text).group(1)
    return URL + path


def followed(link):
    """Where following a mailed link leads: its redirect's query, read without following it."""
    answer = httpx.get(link, follow_redirects=False)
    assert answer.status_code == 303, answer.text
    target = httpx.URL(answer.headers["location"])
    return target, dict(target.params)


def test_pkce_recovery_link_signs_in_only_with_the_clients_verifier():
    client, mail = signed_up("pkce")
    phone = pkce_client()
    phone.auth.reset_password_for_email(mail, {"redirect_to": URL + "/"})
    link = link_in(mail_to(mail, "Reset your password"))
    assert "token=pkce_" in link
    target, params = followed(link)
    assert target.host == httpx.URL(URL).host and "code" in params
    assert "access_token" not in str(target), "the link itself signs nobody in"
    exchanged = phone.auth.exchange_code_for_session({"auth_code": params["code"]})
    assert exchanged.session is not None and exchanged.user.email == mail
    phone.auth.update_user({"password": "a pkce new password"})
    assert new_client().auth.sign_in_with_password(
        {"email": mail, "password": "a pkce new password"}).session
    with pytest.raises(AuthApiError) as elsewhere:
        pkce_client().auth.exchange_code_for_session({"auth_code": params["code"]})
    assert elsewhere.value.code == "validation_failed", "another client has no verifier"
    again = httpx.post(
        URL + "/auth/v1/token?grant_type=pkce",
        headers={"apikey": ANON_KEY, "Content-Type": "application/json"},
        json={"auth_code": params["code"], "code_verifier": "y" * 43})
    assert again.status_code == 404 and again.json()["error_code"] == "flow_state_not_found"


def test_pkce_code_with_the_wrong_verifier_is_refused_and_used_up():
    client, mail = signed_up("pkce-wrong")
    phone = pkce_client()
    phone.auth.sign_in_with_otp(
        {"email": mail, "options": {"should_create_user": False, "email_redirect_to": URL + "/"}})
    _, params = followed(link_in(mail_to(mail, "Your sign-in link")))
    token = URL + "/auth/v1/token?grant_type=pkce"
    headers = {"apikey": ANON_KEY, "Content-Type": "application/json"}
    wrong = httpx.post(
        token, headers=headers, json={"auth_code": params["code"], "code_verifier": "x" * 43})
    assert wrong.status_code == 403 and wrong.json()["error_code"] == "bad_code_verifier"
    gone = httpx.post(
        token, headers=headers, json={"auth_code": params["code"], "code_verifier": "x" * 43})
    assert gone.status_code == 404 and gone.json()["error_code"] == "flow_state_not_found"


def test_pkce_link_used_twice_goes_back_with_the_error_in_the_query():
    client, mail = signed_up("pkce-twice")
    phone = pkce_client()
    phone.auth.reset_password_for_email(mail, {"redirect_to": URL + "/"})
    link = link_in(mail_to(mail, "Reset your password"))
    followed(link)
    _, params = followed(link)
    assert params["error_code"] == "otp_expired" and "code" not in params


def test_pkce_challenge_must_come_whole():
    headers = {"apikey": ANON_KEY, "Content-Type": "application/json"}
    half = httpx.post(
        URL + "/auth/v1/recover", headers=headers,
        json={"email": address("half"), "code_challenge": "a" * 43})
    assert half.status_code == 400 and half.json()["error_code"] == "validation_failed"
    short = httpx.post(
        URL + "/auth/v1/recover", headers=headers,
        json={"email": address("short"), "code_challenge": "abc", "code_challenge_method": "s256"})
    assert short.status_code == 400 and "43 and 128" in short.json()["msg"]
