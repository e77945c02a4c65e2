"""Webhook delivery: signed, https only, only to public addresses (checked once, then pinned), no
redirects, one deadline for the whole delivery, never fatal."""

from __future__ import annotations

import contextlib
import datetime
import hashlib
import hmac
import ipaddress
import json
import socket
import ssl
import threading
import time
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest

from functions.sessions.callback_url import address_is_public, validate_callback_url
from infra import webhooks
from tests.conftest import SIGNING_KEYS
from tests.test_service_lifecycle import new_session

NOT_PUBLIC = [
    "127.0.0.1", "10.0.0.8", "172.16.0.1", "192.168.1.1", "169.254.169.254", "0.0.0.0", "100.64.0.1",
    "224.0.0.1", "239.255.255.250", "240.0.0.1", "255.255.255.255",
    "::", "::1", "fe80::1", "fc00::1", "fec0::1", "ff0e::1",
    "64:ff9b::7f00:1",  # NAT64 of 127.0.0.1
    "64:ff9b:1::a9fe:a9fe",  # local-use NAT64 of 169.254.169.254
    "2002:7f00:1::",  # 6to4 of 127.0.0.1
    "2002:a00:8::1",  # 6to4 of 10.0.0.8
    "::127.0.0.1",  # IPv4-compatible
    "::ffff:127.0.0.1", "::ffff:169.254.169.254",  # IPv4-mapped
]
PUBLIC = ["8.8.8.8", "93.184.216.34", "2606:4700:4700::1111"]
KEY = b"a-signing-key-of-at-least-32-characters"


def answers(*addresses: str) -> list[tuple]:
    """What socket.getaddrinfo returns for a host with these addresses."""
    return [(socket.AF_INET6, socket.SOCK_STREAM, 6, "", (address, 443, 0, 0)) if ":" in address
            else (socket.AF_INET, socket.SOCK_STREAM, 6, "", (address, 443)) for address in addresses]


def resolving_to(monkeypatch, *addresses: str) -> None:
    monkeypatch.setattr(socket, "getaddrinfo", lambda host, port, *args, **kwargs: answers(*addresses))


def in_url(address: str) -> str:
    return f"[{address}]" if ":" in address else address


@pytest.mark.parametrize("url,address", [
    ("http://hooks.example.com/x", "93.184.216.34"),
    ("https://localhost/x", "127.0.0.1"),
    ("https://internal.example.com/x", "10.0.0.8"),
    ("https://metadata.example.com/x", "169.254.169.254"),
    ("https://v6.example.com/x", "::1"),
])
def test_unsafe_callbacks_are_refused(monkeypatch, url, address):
    resolving_to(monkeypatch, address)
    with pytest.raises(webhooks.UnsafeCallback):
        webhooks.check_callback_url(url)


@pytest.mark.parametrize("address", NOT_PUBLIC)
def test_addresses_outside_the_public_internet_are_refused(monkeypatch, address):
    assert not address_is_public(ipaddress.ip_address(address))
    with pytest.raises(ValueError, match="callback_url host .* is not a public internet address"):
        validate_callback_url(f"https://{in_url(address)}/hook")
    resolving_to(monkeypatch, address)
    with pytest.raises(webhooks.UnsafeCallback, match="non-public"):
        webhooks.check_callback_url("https://hooks.example.com/hook")


@pytest.mark.parametrize("url", [
    "http://2130706433/", "https://2130706433/", "https://0x7f000001/", "https://0x7f.0.0.1/",
    "https://0177.0.0.1/", "https://127.1/", "https://127.0.0.1./", "https://169.254.169.254./",
])
def test_ipv4_addresses_in_other_notations_are_refused(url):
    with pytest.raises(ValueError, match="callback_url"):
        validate_callback_url(url)


@pytest.mark.parametrize("address", PUBLIC)
def test_public_addresses_are_accepted(address):
    assert address_is_public(ipaddress.ip_address(address))
    url = f"https://{in_url(address)}:8443/hooks/hr?token=abc"
    assert validate_callback_url(url) == url


@pytest.mark.parametrize("url", [
    "https://hooks.example.com/hr", "https://HOOKS.Example.com./hr", "https://xn--bcher-kva.example/x",
    "https://bücher.example/x", "https://hooks.example.com:65535/x?a=1&b=2",
])
def test_public_host_names_are_accepted(url):
    assert validate_callback_url(url) == url


@pytest.mark.parametrize("url,reason", [
    ("http://hooks.example.com/x", "https"),
    ("ftp://hooks.example.com/x", "https"),
    ("hooks.example.com/x", "https"),
    ("https:///x", "host"),
    ("https://user:pw@hooks.example.com/x", "user name or password"),
    ("https://user@hooks.example.com/x", "user name or password"),
    ("https://hooks.example.com:0/x", "port"),
    ("https://hooks.example.com:65536/x", "port"),
    ("https://hooks.example.com:https/x", "port"),
    ("https://hooks.example.com/x#top", "fragment"),
    ("https://hooks.example.com/" + "x" * 2000, "2000"),
    ("https://hooks.example.com/x\n", "control"),
    ("https://hooks.exa\tmple.com/x", "control"),
    ("https://hooks example.com/x", "spaces"),
    ("https://hooks.example.com/bücher", "ASCII"),
    ("https://hooks_example.com/x", "DNS name"),
    ("https://-hooks.example.com/x", "DNS name"),
    ("https://hooks..example.com/x", "DNS name"),
    ("https://[not-an-address]/x", "not a valid URL"),
    ("https://localhost/x", "local"),
    ("https://api.localhost/x", "local"),
    ("https://db.internal/x", "internal"),
    ("https://printer.local/x", "local"),
    ("https://metadata.google.internal/computeMetadata/v1/", "metadata"),
    ("https://instance-data/latest/meta-data/", "metadata"),
    ("https://metadata/x", "metadata"),
    ("https://intranet/x", "fully qualified"),
])
def test_malformed_or_local_callback_urls_are_refused(url, reason):
    with pytest.raises(ValueError, match=reason):
        validate_callback_url(url)


def test_loopback_only_with_the_local_development_switch():
    for url in ("http://127.0.0.1:8080/hook", "http://[::1]/hook", "http://localhost:3000/hook",
                "https://hooks.localhost/hook"):
        with pytest.raises(ValueError):
            validate_callback_url(url)
        assert validate_callback_url(url, allow_insecure_loopback=True) == url
    for url in ("http://hooks.example.com/x", "https://10.0.0.8/x", "http://10.0.0.8/x"):
        with pytest.raises(ValueError):
            validate_callback_url(url, allow_insecure_loopback=True)


@pytest.mark.parametrize("url", ["https://127.0.0.1/x", "https://user:pw@example.com/"])
def test_a_bad_callback_url_is_a_400_at_create(aws_stack, url):
    status, answer = new_session(aws_stack, callback_url=url)
    assert status == 400 and "callback_url" in answer["error"]["message"], answer


# --- delivery against real local servers ---------------------------------------------------------


@contextlib.contextmanager
def http_server(status: int, headers: dict | None = None, tls: ssl.SSLContext | None = None):
    """A server on 127.0.0.1 answering every POST with `status`; yields (port, requests it received)."""
    received = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            received.append((self.path, self.headers, self.rfile.read(int(self.headers["content-length"]))))
            self.send_response(status)
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.send_header("content-length", "0")
            self.end_headers()

        def log_message(self, *args):
            pass

    server = HTTPServer(("127.0.0.1", 0), Handler)
    if tls:
        server.socket = tls.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield server.server_address[1], received
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def no_sleep(seconds: float) -> None:
    pass


def recording_logs(monkeypatch) -> list[tuple[str, dict]]:
    logged = []

    class Recorder:
        def warning(self, message, extra=None):
            logged.append((message, extra))

    monkeypatch.setattr(webhooks, "logger", Recorder())
    return logged


def test_the_body_is_signed_and_retries_are_bounded():
    with http_server(500) as (port, received):
        assert webhooks.deliver(f"http://127.0.0.1:{port}/hr", {"a": 1}, [KEY], allow_insecure_loopback=True,
                                sleep=no_sleep) is False
    assert len(received) == webhooks.ATTEMPTS
    path, headers, body = received[0]
    timestamp, digest = (part.split("=", 1)[1] for part in headers["x-hr-copilot-signature"].split(","))
    delivery = json.loads(body)
    assert delivery == {"a": 1, "delivery_id": delivery["delivery_id"], "timestamp": int(timestamp)}
    assert digest == hmac.new(KEY, f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    # every attempt is the same delivery: one id, one signature, so a receiver takes it once
    assert {(h["x-hr-copilot-signature"], b) for _, h, b in received} == {(headers["x-hr-copilot-signature"], body)}

    with http_server(204) as (port, received):
        assert webhooks.deliver(f"http://127.0.0.1:{port}/hr", {"a": 1}, [KEY], allow_insecure_loopback=True,
                                sleep=no_sleep) is True
        assert webhooks.deliver(f"http://127.0.0.1:{port}/hr", {"a": 1}, [KEY], allow_insecure_loopback=True,
                                sleep=no_sleep) is True
    assert len({json.loads(body)["delivery_id"] for _, _, body in received}) == 2  # two deliveries, two ids


def test_a_redirect_is_never_followed():
    with (http_server(204) as (inside_port, inside),
          http_server(302, {"location": f"http://127.0.0.1:{inside_port}/latest/meta-data/iam/"}) as (port, first)):
        delivered = webhooks.deliver(f"http://127.0.0.1:{port}/hr", {"a": 1}, [KEY],
                                     allow_insecure_loopback=True, sleep=no_sleep)
    assert delivered is False
    assert inside == []
    assert [path for path, _, _ in first] == ["/hr"] * webhooks.ATTEMPTS


def test_every_resolved_address_must_be_public(monkeypatch):
    resolving_to(monkeypatch, "93.184.216.34", "127.0.0.1")  # a rebinding name answering both
    connections = []
    monkeypatch.setattr(socket.socket, "connect", lambda sock, address: connections.append(address))
    with pytest.raises(webhooks.UnsafeCallback):
        webhooks.check_callback_url("https://hooks.example.com/hr")
    assert webhooks.deliver("https://hooks.example.com/hr", {"a": 1}, [KEY], sleep=no_sleep) is False
    assert connections == []


def pinning(monkeypatch, *names: str) -> list[str]:
    """Resolve `names` to 127.0.0.1 once each (a second lookup fails); returns the lookups made."""
    lookups = []
    real_getaddrinfo = socket.getaddrinfo

    def getaddrinfo(host, port, *args, **kwargs):
        if host not in names:
            return real_getaddrinfo(host, port, *args, **kwargs)
        if host in lookups:
            raise socket.gaierror("resolved a second time")
        lookups.append(host)
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("127.0.0.1", port))]

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    return lookups


def test_the_connection_goes_to_the_checked_address(monkeypatch):
    """The name is resolved once; a second answer (the rebinding) would fail the delivery."""
    lookups = pinning(monkeypatch, "hooks.localhost")
    with http_server(204) as (port, received):
        assert webhooks.deliver(f"http://hooks.localhost:{port}/hr?tenant=a", {"a": 1}, [KEY],
                                allow_insecure_loopback=True, sleep=no_sleep) is True
    assert lookups == ["hooks.localhost"]
    [(path, headers, _)] = received
    assert (path, headers["host"]) == ("/hr?tenant=a", f"hooks.localhost:{port}")


def certificates_for(name: str, directory) -> tuple[ssl.SSLContext, ssl.SSLContext]:
    """A server context with a certificate for `name` from a throwaway CA, and a client trusting only that CA."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    def certificate(subject, key, issuer, issuer_key, extensions):
        now = datetime.datetime.now(datetime.timezone.utc)
        builder = (x509.CertificateBuilder().subject_name(subject).issuer_name(issuer)
                   .public_key(key.public_key()).serial_number(x509.random_serial_number())
                   .not_valid_before(now - datetime.timedelta(minutes=5))
                   .not_valid_after(now + datetime.timedelta(hours=1))
                   .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
                   .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(issuer_key.public_key()),
                                  critical=False))
        for extension, critical in extensions:
            builder = builder.add_extension(extension, critical=critical)
        return builder.sign(issuer_key, hashes.SHA256())

    ca_key, key = ec.generate_private_key(ec.SECP256R1()), ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "test CA")])
    ca = certificate(ca_name, ca_key, ca_name, ca_key, [
        (x509.BasicConstraints(ca=True, path_length=None), True),
        (x509.KeyUsage(False, False, False, False, False, True, True, False, False), True)])
    leaf = certificate(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name)]), key, ca_name, ca_key, [
        (x509.BasicConstraints(ca=False, path_length=None), True),
        (x509.SubjectAlternativeName([x509.DNSName(name)]), False),
        (x509.ExtendedKeyUsage([x509.oid.ExtendedKeyUsageOID.SERVER_AUTH]), False)])
    chain, key_file = directory / "chain.pem", directory / "key.pem"
    chain.write_bytes(leaf.public_bytes(serialization.Encoding.PEM))
    key_file.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    server = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server.load_cert_chain(chain, key_file)
    client = ssl.create_default_context(cadata=ca.public_bytes(serialization.Encoding.PEM).decode())
    return server, client


def test_tls_verifies_the_host_name_on_the_pinned_connection(monkeypatch, tmp_path):
    server_tls, client_tls = certificates_for("hooks.localhost", tmp_path)
    monkeypatch.setattr(webhooks, "TLS", client_tls)
    pinning(monkeypatch, "hooks.localhost", "other.localhost")
    logged = recording_logs(monkeypatch)
    with http_server(204, tls=server_tls) as (port, received):
        assert webhooks.deliver(f"https://hooks.localhost:{port}/hr", {"a": 1}, [KEY],
                                allow_insecure_loopback=True, sleep=no_sleep) is True
        # the same server, reached under a name its certificate does not carry: refused by TLS
        assert webhooks.deliver(f"https://other.localhost:{port}/hr", {"a": 1}, [KEY],
                                allow_insecure_loopback=True, sleep=no_sleep) is False
    assert [headers["host"] for _, headers, _ in received] == [f"hooks.localhost:{port}"]
    assert {extra["error"] for _, extra in logged} == {"SSLCertVerificationError"}


@contextlib.contextmanager
def trickling_server():
    """A server that sends its status line one byte a second: each read returns in time, the answer never ends."""
    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(10)  # a delivery that never connects fails the test instead of hanging it
    stop = threading.Event()

    def serve():
        with contextlib.suppress(OSError):
            connection, _ = listener.accept()
            with connection:
                connection.recv(65536)
                for byte in b"HTTP/1.1 200 OK\r\n":
                    connection.sendall(bytes([byte]))
                    if stop.wait(1):
                        return

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield listener.getsockname()[1]
    finally:
        stop.set()
        listener.close()
        thread.join()


def test_a_trickling_server_cannot_hold_the_delivery_past_its_deadline():
    with trickling_server() as port:
        started = time.monotonic()
        delivered = webhooks.deliver(f"http://127.0.0.1:{port}/hr", {"a": 1}, [KEY],
                                     allow_insecure_loopback=True, deadline_s=3)
        elapsed = time.monotonic() - started
    assert delivered is False
    assert elapsed < 3 + 2


def test_logs_carry_no_query_string_and_no_body(monkeypatch):
    logged = recording_logs(monkeypatch)
    with http_server(500) as (port, _):
        webhooks.deliver(f"http://127.0.0.1:{port}/hr?token=s3cret", {"candidate": "haneul"}, [KEY],
                         allow_insecure_loopback=True, sleep=no_sleep)
    webhooks.deliver("https://10.0.0.8/hr?token=s3cret", {"candidate": "haneul"}, [KEY], sleep=no_sleep)
    assert len(logged) == webhooks.ATTEMPTS + 1
    assert "s3cret" not in repr(logged) and "haneul" not in repr(logged)


def test_a_failed_webhook_never_fails_the_session(aws_stack, monkeypatch):
    resolving_to(monkeypatch, "10.1.2.3")  # refused as private: the delivery fails
    checked = []
    original = webhooks.check_callback_url
    monkeypatch.setattr(webhooks, "check_callback_url",
                        lambda url, **kwargs: checked.append(url) or original(url, **kwargs))
    sid = new_session(aws_stack, callback_url="https://hooks.example.com/hr")[1]["session_id"]
    aws_stack.drain_work()
    assert checked == ["https://hooks.example.com/hr"]
    assert aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "completed"


# --- a key per tenant; the signed body names the tenant, the delivery and its time (M5, L1) ---------------


def test_each_tenant_signs_with_its_own_key_and_its_delivery_names_it(aws_stack):
    with http_server(204) as (port, received):
        aws_stack.bootstrap(settings=aws_stack.deps.settings.model_copy(
            update={"allow_insecure_loopback_callbacks": True}))
        sid = new_session(aws_stack, callback_url=f"http://127.0.0.1:{port}/hr")[1]["session_id"]
        aws_stack.drain_work()
    [(_, headers, body)] = received
    header, delivery = headers["x-hr-copilot-signature"], json.loads(body)
    assert delivery == {"tenant_id": "tenant-a", "session_id": sid, "status": "completed", "version": 1,
                        "delivery_id": delivery["delivery_id"], "timestamp": int(header.split(",")[0][2:])}
    own, other = SIGNING_KEYS["tenant-a"].encode(), SIGNING_KEYS["tenant-b"].encode()
    assert webhooks.signature_valid(own, header, body)
    assert not webhooks.signature_valid(other, header, body)  # not another tenant's delivery
    # the same body replayed naming another tenant: no key verifies it
    renamed = json.dumps({**delivery, "tenant_id": "tenant-b"}, ensure_ascii=False).encode()
    assert not any(webhooks.signature_valid(key, header, renamed) for key in (own, other))


def test_a_tenant_without_a_signing_key_gets_no_webhook(aws_stack):
    keys = f"tenant-b:{SIGNING_KEYS['tenant-b']}"  # tenant-a has none
    with http_server(204) as (port, received):
        aws_stack.bootstrap(settings=aws_stack.deps.settings.model_copy(
            update={"allow_insecure_loopback_callbacks": True, "webhook_keys": keys}))
        sid = new_session(aws_stack, callback_url=f"http://127.0.0.1:{port}/hr")[1]["session_id"]
        aws_stack.drain_work()
    assert received == []
    assert aws_stack.call("GET", f"/sessions/{sid}")[1]["status"] == "completed"


def test_while_a_key_is_rotated_each_delivery_verifies_under_the_new_and_the_old(aws_stack):
    import boto3

    new, old = "new-signing-key-of-at-least-32-chars", "old-signing-key-of-at-least-32-chars"
    arn = boto3.client("secretsmanager").create_secret(
        Name="webhook-keys", SecretString=json.dumps({"tenant-a": [new, old], "tenant-b": "short"}))["ARN"]
    keys = webhooks_keys(arn)
    assert keys.for_tenant("tenant-a") == [new.encode(), old.encode()]
    assert keys.for_tenant("tenant-b") == []  # a key under 32 characters is refused, not used
    assert keys.for_tenant("tenant-c") == []
    with http_server(204) as (port, received):
        assert webhooks.deliver(f"http://127.0.0.1:{port}/hr", {"tenant_id": "tenant-a"}, keys.for_tenant("tenant-a"),
                                allow_insecure_loopback=True, sleep=no_sleep)
    [(_, headers, body)] = received
    assert headers["x-hr-copilot-signature"].count("v1=") == 2
    assert all(webhooks.signature_valid(key.encode(), headers["x-hr-copilot-signature"], body) for key in (new, old))


def test_a_signing_secret_in_another_shape_signs_nothing(aws_stack):
    import boto3

    for value in ("a-plain-key-of-the-old-single-key-shape-xx", '["tenant-a"]', '{"tenant-a": 7}'):
        arn = boto3.client("secretsmanager").create_secret(Name=f"k{hash(value)}", SecretString=value)["ARN"]
        assert webhooks_keys(arn).for_tenant("tenant-a") == []


def webhooks_keys(arn: str):
    from infra.secrets import WebhookSigningKeys

    return WebhookSigningKeys(secret_arn=arn)


NOW = 1_800_000_000
BODY = b'{"tenant_id": "acme", "delivery_id": "d_1"}'
GOOD = webhooks.signature([KEY], NOW, BODY)
DIGEST = GOOD.split("v1=")[1]


@pytest.mark.parametrize("header", [
    f"t=²,v1={DIGEST}", f"t={'9' * 5000},v1={DIGEST}", f"t=١٨٠٠٠٠٠٠٠٠,v1={DIGEST}",  # Arabic-Indic digits
    f"t={NOW},v1={DIGEST[:-1]}é", f"t={NOW},v1=한글", f"t={NOW},v1={DIGEST.upper()}", f"t={NOW}", f"v1={DIGEST}",
    f"t={NOW},t={NOW},v1={DIGEST}", f"t=-{NOW},v1={DIGEST}", f"t={NOW}.5,v1={DIGEST}", "", ",", "=", "t=,v1=",
    "t", "\x00", f"t={NOW},v1={DIGEST}\x00", "x" * 100_000, None, 12, b"t=1,v1=00",
])
def test_any_header_value_is_false_never_an_error(header):
    assert webhooks.signature_valid(KEY, header, BODY, now=NOW) is False


def test_the_signature_verifies_only_in_its_window_and_on_its_bytes():
    assert webhooks.signature_valid(KEY, GOOD, BODY, now=NOW + 300)
    assert webhooks.signature_valid(KEY, f" {GOOD.replace(',', ', ')}", BODY, now=NOW)  # spaces around parts
    assert not webhooks.signature_valid(KEY, GOOD, BODY, now=NOW + 301)
    assert not webhooks.signature_valid(KEY, GOOD, BODY + b" ", now=NOW)
    assert not webhooks.signature_valid(KEY, GOOD, BODY.decode(), now=NOW)  # a str body is not what was signed
