"""Resumable uploads through the official TUS client (`tuspy`) against a live `compass serve`:
the connection is cut twice in the middle of the upload, the client asks the server how much
arrived and goes on from there, and the object downloaded afterwards has exactly the bytes
sent. A proxy in this file forwards each request and cuts the first two PATCHes part-way: the
first closes both ends, the second only the client's, leaving the server waiting on a silent
connection (a phone that lost its signal), which the client's retry must not wait out.
"""
import base64
import os
import socket
import threading
import uuid

import httpx
from supabase import ClientOptions, create_client
from tusclient import client as tus

URL = os.environ["COMPASS_URL"]
ANON_KEY = os.environ["COMPASS_ANON_KEY"]
PASSWORD = "correct horse battery"
SIZE = 12 << 20
CUT_AFTER = 5 << 20


class CuttingProxy:
    """Forwards connections to the server; the first `cuts` PATCH requests are cut off after
    `after` bytes of theirs have gone through. From the cut numbered `silent_from` on, the
    server's side is left open and silent instead of closed."""

    def __init__(self, target, cuts, after, silent_from=None):
        self.target = target
        self.cuts = cuts
        self.after = after
        self.silent_from = silent_from
        self.made = 0
        self.silent = []
        self.patch_bytes = 0
        self.lock = threading.Lock()
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self.serve, daemon=True).start()

    def serve(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self.relay, args=(client,), daemon=True).start()

    def relay(self, client):
        upstream = socket.create_connection(self.target)
        first = client.recv(65536)
        is_patch = first.startswith(b"PATCH")
        with self.lock:
            cut = is_patch and self.cuts > 0
            if cut:
                self.cuts -= 1
                self.made += 1
            silent = cut and self.silent_from is not None and self.made >= self.silent_from
        threading.Thread(target=self.pipe, args=(upstream, client), daemon=True).start()
        self.forward(client, upstream, first, is_patch, cut, silent)

    def forward(self, client, upstream, first, is_patch, cut, silent):
        sent = 0
        chunk = first
        try:
            while chunk:
                if cut and sent + len(chunk) > self.after:
                    chunk = chunk[: max(0, self.after - sent)]
                upstream.sendall(chunk)
                sent += len(chunk)
                if is_patch:
                    with self.lock:
                        self.patch_bytes += len(chunk)
                if cut and sent >= self.after:
                    break
                chunk = client.recv(65536)
        except OSError:
            pass
        if silent:
            self.silent.append(upstream)
        for end in (client,) if silent else (client, upstream):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            end.close()

    def pipe(self, source, sink):
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                sink.sendall(data)
        except OSError:
            pass

    def close(self):
        self.listener.close()
        for end in self.silent:
            end.close()


def signed_in():
    client = create_client(URL, ANON_KEY, ClientOptions(httpx_client=httpx.Client(timeout=60)))
    mail = f"tus-{uuid.uuid4().hex[:10]}@example.com"
    session = client.auth.sign_up({"email": mail, "password": PASSWORD}).session
    return client, session


def server_address():
    parsed = httpx.URL(URL)
    return (parsed.host, parsed.port)


def test_tuspy_upload_cut_twice_resumes_and_keeps_every_byte(tmp_path):
    client, session = signed_in()
    data = os.urandom(SIZE)
    source = tmp_path / "highlights.bin"
    source.write_bytes(data)
    name = f"{session.user.id}/tus/highlights.bin"
    proxy = CuttingProxy(server_address(), cuts=2, after=CUT_AFTER, silent_from=2)
    try:
        uploads = tus.TusClient(
            f"http://127.0.0.1:{proxy.port}/storage/v1/upload/resumable",
            headers={"Authorization": f"Bearer {session.access_token}", "apikey": ANON_KEY},
        )
        uploader = uploads.uploader(
            str(source), retries=5, retry_delay=0,
            metadata={"bucketName": "documents", "objectName": name,
                      "contentType": "application/octet-stream"})
        uploader.upload()
    finally:
        proxy.close()
    assert proxy.cuts == 0 and len(proxy.silent) == 1, "both cuts happened, one silent"
    assert proxy.patch_bytes < SIZE + 2 * CUT_AFTER, "each retry went on from where it was cut"
    downloaded = client.storage.from_("documents").download(name)
    assert len(downloaded) == SIZE and downloaded == data


def test_an_upload_is_only_its_makers():
    _, owner = signed_in()
    _, stranger = signed_in()
    headers = {"Tus-Resumable": "1.0.0", "apikey": ANON_KEY}
    created = httpx.post(
        URL + "/storage/v1/upload/resumable",
        headers={**headers, "Authorization": f"Bearer {owner.access_token}",
                 "Upload-Length": "10",
                 "Upload-Metadata": tus_metadata("documents", f"{owner.user.id}/tus/a.bin")})
    assert created.status_code == 201
    upload = URL + created.headers["location"]
    seen = httpx.head(upload, headers={**headers, "Authorization": f"Bearer {stranger.access_token}"})
    assert seen.status_code == 404
    theirs = httpx.post(
        URL + "/storage/v1/upload/resumable",
        headers={**headers, "Authorization": f"Bearer {stranger.access_token}",
                 "Upload-Length": "10",
                 "Upload-Metadata": tus_metadata("documents", f"{owner.user.id}/tus/b.bin")})
    assert theirs.status_code == 400 and theirs.json()["statusCode"] == "403"


def tus_metadata(bucket, name):
    def encode(text):
        return base64.b64encode(text.encode()).decode()
    return f"bucketName {encode(bucket)},objectName {encode(name)}"
