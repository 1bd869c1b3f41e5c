"""Finding tables: announced and heard through an in-process registry only (nothing multicasts in
the tests), what an announcement carries (never a code), what a browser believes of what it hears,
and the real mDNS path refused while tests run."""

import threading

import pytest

from game.net import codes, discovery
from game.net.discovery import Announcer, Browser, LocalRegistry, TableAd, read_ad
from game.net.protocol import PROTOCOL_VERSION


def wait_for(browser, cond, tries=200):
    """Poll as the frame loop does until ``cond()`` (the threads answer within a few ms)."""
    event = threading.Event()
    for _ in range(tries):
        browser.poll()
        if cond():
            return True
        event.wait(0.01)
    return False


@pytest.fixture
def no_zeroconf(monkeypatch):
    """Any attempt to open a real mDNS socket fails the test."""
    import zeroconf

    def refuse(*a, **kw):
        raise AssertionError("a test tried to use real mDNS")
    monkeypatch.setattr(zeroconf, "Zeroconf", refuse)
    monkeypatch.setattr(zeroconf, "ServiceBrowser", refuse)


def test_a_table_announced_is_found_and_goes_when_taken_back(no_zeroconf):
    registry = LocalRegistry()
    woken = []
    browser = Browser(registry, wake=lambda: woken.append(1))
    browser.start()
    announcer = Announcer(registry, TableAd("Ada's table", "camp", 40123, app="0.1.0"))
    announcer.start()
    assert wait_for(browser, lambda: len(browser.tables) == 1)
    (ad,) = browser.tables.values()
    assert (ad.name, ad.game, ad.port, ad.protocol, ad.address) == ("Ada's table", "camp", 40123,
                                                                    PROTOCOL_VERSION, "127.0.0.1")
    assert ad.compatible and woken
    announcer.stop()
    assert announcer.join(2)
    assert wait_for(browser, lambda: not browser.tables)
    browser.stop()
    assert browser.join(2)


def test_a_browser_started_later_hears_the_tables_already_open(no_zeroconf):
    registry = LocalRegistry()
    first = Announcer(registry, TableAd("One", "rodeo", 4001))
    second = Announcer(registry, TableAd("One", "camp", 4002))      # the same name: two tables still
    first.start()
    second.start()
    assert first.join(0) is False                  # (still running: it ends on stop)
    browser = Browser(registry)
    browser.start()
    assert wait_for(browser, lambda: len(browser.tables) == 2)
    assert sorted(ad.port for ad in browser.tables.values()) == [4001, 4002]
    for worker in (first, second, browser):
        worker.stop()
        assert worker.join(2)


def test_the_announcement_never_carries_a_code():
    code, watch = codes.new_code(), codes.new_code()
    registry = LocalRegistry()
    announcer = Announcer(registry, TableAd("Ada's table", "cave_rave", 40000))
    announcer.start()
    announcer.stop()
    announcer.join(2)
    ad = TableAd("Ada's table", "cave_rave", 40000)
    carried = " ".join(f"{k}={v}" for k, v in ad.properties().items())
    assert set(ad.properties()) == {"name", "game", "protocol", "app"}
    for secret in (code, watch, code.replace("-", "")):
        assert secret not in carried


@pytest.mark.parametrize("props, port, address", [
    ({"name": "x", "game": "camp"}, 4000, "10.0.0.2"),                           # no protocol
    ({"name": "x", "game": "Camp!", "protocol": "1"}, 4000, "10.0.0.2"),         # not a game id
    ({"name": "", "game": "camp", "protocol": "1"}, 4000, "10.0.0.2"),           # no name
    ({"name": "\u200b\u200b", "game": "camp", "protocol": "1"}, 4000, "10.0.0.2"),  # nothing to show
    ({"name": "x", "game": "camp", "protocol": "one"}, 4000, "10.0.0.2"),
    ({"name": "x", "game": "camp", "protocol": "1"}, 0, "10.0.0.2"),             # no port
    ({"name": "x", "game": "camp", "protocol": "1"}, 70000, "10.0.0.2"),
    ({"name": "x", "game": "camp", "protocol": "1"}, "4000", "10.0.0.2"),
    ({"name": "x", "game": "camp", "protocol": "1"}, 4000, "not an address"),
    ({b"name": b"\xff\xfe", b"game": b"camp", b"protocol": b"1"}, 4000, "10.0.0.2"),  # not UTF-8
    ({"name": "x" * 65, "game": "camp", "protocol": "1"}, 4000, "10.0.0.2"),     # too long a field
    ({f"k{i}": "v" for i in range(20)}, 4000, "10.0.0.2"),                       # too many fields
])
def test_what_does_not_look_like_a_table_is_left_out(props, port, address):
    assert read_ad(props, port, address, "key._openair._tcp.local.") is None


def test_a_heard_table_is_read_from_bytes_and_its_name_cleaned():
    ad = read_ad({b"name": "Ada\u0007  the\tgreat".encode(), b"game": b"boaromia", b"protocol": b"7",
                  b"app": b"0.2.0"}, 4000, "192.168.1.20", "Ada._openair._tcp.local.")
    assert ad == TableAd("Ada the great", "boaromia", 4000, 7, "0.2.0", "192.168.1.20", "Ada._openair._tcp.local.")
    assert not ad.compatible                      # another protocol: shown, but cannot be joined


def test_a_browser_keeps_at_most_so_many_tables(no_zeroconf):
    registry = LocalRegistry()
    for i in range(discovery.MOST_TABLES + 5):
        registry.register(TableAd(f"T{i}", "camp", 4000 + i))
    browser = Browser(registry)
    browser.start()
    assert wait_for(browser, lambda: len(browser.tables) == discovery.MOST_TABLES)
    browser.poll()
    assert len(browser.tables) == discovery.MOST_TABLES
    browser.stop()
    browser.join(2)


def test_real_discovery_is_off_in_tests_and_ci():
    assert not discovery.real_allowed()                          # (pytest runs this test)
    with pytest.raises(discovery.DiscoveryOff):
        discovery.ZeroconfRegistry(["127.0.0.1"])
    assert discovery.registry_for("0.0.0.0") is discovery.LOCAL
    assert discovery.registry_for("127.0.0.1") is discovery.LOCAL
    assert not discovery.real_allowed({"CI": "true"})
    assert not discovery.real_allowed({"OPENAIR_DISCOVERY": "off"})
    assert discovery.real_allowed({})


def test_a_table_on_the_loopback_address_is_announced_in_this_process_only(monkeypatch):
    monkeypatch.setattr(discovery, "real_allowed", lambda environ=None: True)
    assert discovery.registry_for("127.0.0.1") is discovery.LOCAL


class FakeZeroconf:
    """Stands in for zeroconf.Zeroconf: records what it was bound to and registered; sends nothing."""
    made = []

    def __init__(self, interfaces=None, ip_version=None):
        self.interfaces, self.ip_version = interfaces, ip_version
        self.registered, self.unregistered, self.closed = [], [], False
        FakeZeroconf.made.append(self)

    def register_service(self, info, allow_name_change=False):
        self.registered.append(info)

    def unregister_service(self, info):
        self.unregistered.append(info)

    def get_service_info(self, service_type, name, timeout=0):
        return self.registered[0] if self.registered else None

    def close(self):
        self.closed = True


class FakeBrowser:
    def __init__(self, zc, service_type, handlers):
        self.zc, self.handlers, self.cancelled = zc, handlers, False

    def cancel(self):
        self.cancelled = True


def test_the_mdns_path_binds_where_it_is_told_and_carries_no_code(monkeypatch):
    import zeroconf
    monkeypatch.setattr(discovery, "real_allowed", lambda environ=None: True)
    monkeypatch.setattr(zeroconf, "Zeroconf", FakeZeroconf)
    browsers = []
    monkeypatch.setattr(zeroconf, "ServiceBrowser", lambda zc, t, handlers: browsers.append(
        FakeBrowser(zc, t, handlers)) or browsers[-1])
    FakeZeroconf.made.clear()
    registry = discovery.ZeroconfRegistry(["10.1.2.3"])
    ad = registry.register(TableAd("Ada's table", "camp", 47470, app="0.1.0"))
    (zc,) = FakeZeroconf.made
    assert zc.interfaces == ["10.1.2.3"]                    # bound to the address asked for, no other
    (info,) = zc.registered
    assert info.port == 47470 and info.parsed_addresses() == ["10.1.2.3"]
    assert {k.decode(): v.decode() for k, v in info.properties.items()} == ad.properties()
    assert ad.key == info.name and info.name.endswith(discovery.SERVICE_TYPE)
    # what a browser hears is read back through the checks
    heard = []
    stop = registry.browse(heard.append, heard.append)
    browsers[0].handlers[0](zeroconf=zc, service_type=discovery.SERVICE_TYPE, name=info.name,
                            state_change=zeroconf.ServiceStateChange.Added)
    assert heard and heard[0].name == "Ada's table" and heard[0].address == "10.1.2.3"
    browsers[0].handlers[0](zeroconf=zc, service_type=discovery.SERVICE_TYPE, name=info.name,
                            state_change=zeroconf.ServiceStateChange.Removed)
    assert heard[-1] == info.name
    stop()
    assert browsers[0].cancelled
    registry.unregister(ad)
    registry.close()
    assert zc.unregistered == [info] and zc.closed
