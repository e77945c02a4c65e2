"""Where webhooks may go, judged from the URL's text alone (no DNS, no I/O).

The API refuses a bad `callback_url` at create with these rules; the delivery applies them again and
also checks every address the host resolves to with `address_is_public`, so that a tenant cannot
point our worker at something inside our network (SSRF)."""

from __future__ import annotations

import ipaddress
import re
from urllib.parse import SplitResult, urlsplit

MAX_URL_LENGTH = 2000
MAX_HOST_NAME_LENGTH = 253
# Names that never lead to the public internet: RFC 6761 loopback, private zones, cloud metadata services.
LOCAL_NAME_SUFFIXES = (".localhost", ".internal", ".local")
METADATA_NAMES = frozenset({"metadata", "metadata.google.internal", "instance-data", "instance-data.ec2.internal"})
DNS_LABEL = re.compile(r"^(?!-)[a-z0-9-]{1,63}(?<!-)$")
# A last label like this makes the resolver read the name as an IPv4 address (2130706433, 0x7f.0.0.1, 127.1).
NUMERIC_LABEL = re.compile(r"^(0x[0-9a-f]*|[0-9]+)$")

IPV4_COMPATIBLE = ipaddress.IPv6Network("::/96")
NAT64_PREFIXES = (ipaddress.IPv6Network("64:ff9b::/96"), ipaddress.IPv6Network("64:ff9b:1::/48"))

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


def validate_callback_url(url: str, *, allow_insecure_loopback: bool = False) -> str:
    """The URL, unchanged, when webhooks may be sent to it; otherwise ValueError saying why.

    `allow_insecure_loopback` is for local development only (the service never sets it): it lets
    loopback hosts through, and plain http to them."""
    parts = _well_formed_parts(url)
    local_development = allow_insecure_loopback and is_loopback_host(parts.hostname)
    if parts.scheme != "https" and not local_development:
        raise ValueError("callback_url must be an https:// URL")
    if not local_development:
        _check_public_host(parts.hostname)
    return url


def _well_formed_parts(url: str) -> SplitResult:
    if len(url) > MAX_URL_LENGTH:
        raise ValueError(f"callback_url must be at most {MAX_URL_LENGTH} characters")
    # urlsplit silently drops tabs and newlines, so the URL checked would not be the URL stored.
    if any(char.isspace() or not char.isprintable() for char in url):
        raise ValueError("callback_url must not contain spaces or control characters")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        raise ValueError("callback_url is not a valid URL (check the host and the port)") from None
    if parts.scheme not in ("https", "http"):
        raise ValueError("callback_url must be an https:// URL")
    if not parts.hostname:
        raise ValueError("callback_url must name a host")
    if "@" in parts.netloc:
        raise ValueError("callback_url must not contain a user name or password")
    if port == 0:
        raise ValueError("callback_url port must be from 1 to 65535")
    if "#" in url:
        raise ValueError("callback_url must not contain a fragment (#...)")
    if not (parts.path + parts.query).isascii():
        raise ValueError("callback_url path and query must be ASCII (percent-encode the rest)")
    return parts


def is_loopback_host(host: str) -> bool:
    """A loopback address, `localhost` or a name under it (RFC 6761 keeps those on this machine)."""
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        name = host.removesuffix(".")
        return name == "localhost" or name.endswith(".localhost")


def address_is_public(ip: IPAddress) -> bool:
    """Whether `ip` is on the public internet, and so is any IPv4 address it carries.

    An IPv6 transition address (IPv4-mapped, IPv4-compatible, 6to4, NAT64) reaches the IPv4 address
    inside it, so that address is checked too: `64:ff9b::7f00:1` is 127.0.0.1 through a NAT64 gateway."""
    embedded = embedded_ipv4(ip)
    return _is_routable(ip) and (embedded is None or _is_routable(embedded))


def embedded_ipv4(ip: IPAddress) -> ipaddress.IPv4Address | None:
    """The IPv4 address inside an IPv6 transition address; None for any other address."""
    if ip.version == 4:
        return None
    if ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    if ip.sixtofour is not None:
        return ip.sixtofour
    # IPv4-compatible (::a.b.c.d) and NAT64 addresses carry the IPv4 address in their last 32 bits.
    if ip in IPV4_COMPATIBLE or any(ip in prefix for prefix in NAT64_PREFIXES):
        return ipaddress.IPv4Address(int(ip) & 0xFFFF_FFFF)
    return None


def _is_routable(ip: IPAddress) -> bool:
    # Python counts multicast, and the deprecated site-local fec0::/10, as global.
    site_local = ip.version == 6 and ip.is_site_local
    return ip.is_global and not (ip.is_multicast or ip.is_reserved or ip.is_unspecified or site_local)


def _check_public_host(host: str) -> None:
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        _check_host_name(host)
        return
    if not address_is_public(ip):
        raise ValueError(f"callback_url host {host} is not a public internet address")


def _check_host_name(host: str) -> None:
    try:
        name = host.removesuffix(".").encode("idna").decode("ascii")
    except UnicodeError:
        raise ValueError("callback_url host is not a valid DNS name") from None
    labels = name.split(".")
    if len(name) > MAX_HOST_NAME_LENGTH or not all(DNS_LABEL.match(label) for label in labels):
        raise ValueError("callback_url host is not a valid DNS name")
    if NUMERIC_LABEL.match(labels[-1]):
        raise ValueError("callback_url host must be a DNS name or an IPv4 address written a.b.c.d")
    if name in METADATA_NAMES:
        raise ValueError(f"callback_url host {host} is a cloud metadata service")
    if name == "localhost" or name.endswith(LOCAL_NAME_SUFFIXES):
        raise ValueError(f"callback_url host {host} is a local or internal name")
    if len(labels) < 2:
        # A single label resolves through the search domains of our own network.
        raise ValueError(f"callback_url host {host} must be a fully qualified domain name")
