"""A real SMTP server for the tests (aiosmtpd): keeps each message it accepts as a file.

usage: smtp_server.py FOLDER [--tls starttls|implicit] [--login USER:PASSWORD]
Prints "READY <port>" once it listens. Each accepted message is FOLDER/NNNN.eml, headed by
X-Test-* lines telling the envelope, whether TLS was on and who authenticated. A recipient
whose address starts with "refused@" is refused with 550, as a real server refuses.
"""
import argparse
import asyncio
import os
import signal
import socket
import ssl
import subprocess
import sys
import time

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword


class Keep:
    def __init__(self, folder):
        self.folder = folder
        self.count = 0

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if address.startswith("refused@"):
            return "550 5.1.1 No such mailbox here"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        self.count += 1
        name = os.path.join(self.folder, "%04d.eml" % self.count)
        login = session.auth_data.login.decode() if isinstance(session.auth_data, LoginPassword) else ""
        secure = session.ssl is not None or server.transport.get_extra_info("ssl_object") is not None
        head = (
            "X-Test-From: %s\r\nX-Test-To: %s\r\nX-Test-TLS: %s\r\nX-Test-Login: %s\r\n"
            % (envelope.mail_from, ",".join(envelope.rcpt_tos), "yes" if secure else "no", login)
        )
        with open(name + ".tmp", "wb") as out:
            out.write(head.encode())
            out.write(envelope.original_content)
        os.rename(name + ".tmp", name)
        return "250 2.0.0 Message accepted"


def certificate(folder):
    key, cert = os.path.join(folder, "key.pem"), os.path.join(folder, "cert.pem")
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
         "-days", "2", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"],
        check=True, capture_output=True)
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)
    return context


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))  # NB: any loopback address shares the port space
        return probe.getsockname()[1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--tls", choices=["starttls", "implicit"])
    parser.add_argument("--login")
    parser.add_argument("--host", default="127.0.0.1")
    options = parser.parse_args()
    # NB: a test runner may start us with SIGTERM ignored or blocked; stopping must still stop us.
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})
    os.makedirs(options.folder, exist_ok=True)
    context = certificate(options.folder) if options.tls else None
    kwargs = {}
    if options.login:
        user, password = options.login.split(":", 1)

        def authenticator(server, session, envelope, mechanism, auth_data):
            ok = isinstance(auth_data, LoginPassword) and auth_data.login.decode() == user \
                and auth_data.password.decode() == password
            return AuthResult(success=ok, handled=False, auth_data=auth_data)

        # NB: aiosmtpd counts only STARTTLS as TLS for AUTH; smtps is TLS from the first byte.
        kwargs.update(authenticator=authenticator, auth_require_tls=options.tls == "starttls")
    if options.tls == "starttls":
        kwargs.update(tls_context=context, require_starttls=True)
    port = free_port()
    controller = Controller(
        Keep(options.folder), hostname=options.host, port=port,
        ssl_context=context if options.tls == "implicit" else None, server_kwargs=kwargs)
    controller.start()
    print("READY %d" % port, flush=True)
    try:
        while True:
            time.sleep(3600)
    finally:
        controller.stop()


if __name__ == "__main__":
    main()
