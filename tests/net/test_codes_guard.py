"""Join codes, seat tokens, the guard against guessing and the rate bound (a fake clock: nothing
here waits)."""

from __future__ import annotations

import re

import pytest

from game.core import i18n
from game.net import codes
from game.net.guard import Guard, RateBound, address_key
from tests.fake_clock import FakeClock


def test_a_code_is_three_groups_of_crockford_base32():
    for _ in range(200):
        code = codes.new_code()
        assert re.fullmatch(r"[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{3}", code), code
        assert codes.read_code(code) == code
    assert codes.CODE_BITS == 45 >= 40
    assert len(codes.ALPHABET) == 32 == len(set(codes.ALPHABET))


def test_codes_are_random():
    many = {codes.new_code() for _ in range(2000)}
    assert len(many) == 2000                      # 45 bits: a repeat in 2,000 has odds of 1 in 10^7
    used = {c for code in many for c in code.replace("-", "")}
    assert used == set(codes.ALPHABET)            # every character turns up


@pytest.mark.parametrize("typed", ["k7q-m2x-wp9", "K7Q M2X WP9", " k7qm2xwp9 ", "K7Q-M2X-WP9", "k7q\tm2x-wp9"])
def test_a_code_is_read_in_any_case_with_or_without_dashes(typed):
    assert codes.read_code(typed) == "K7Q-M2X-WP9"
    assert codes.same_code(typed, "K7Q-M2X-WP9")


def test_letters_that_look_like_digits_read_as_those_digits():
    assert codes.read_code("OIL-000-111") == "011-000-111"
    assert codes.same_code("o1l 0OO iIL", "011-000-111")


@pytest.mark.parametrize("typed", ["", "K7Q-M2X-WP", "K7Q-M2X-WP99", "K7Q-M2X-WPU", "K7Q-M2X-WP!", "Ä7Q-M2X-WP9",
                                   "K7Q-M2X-WP9" * 10, None, 123])
def test_what_cannot_be_a_code(typed):
    assert codes.read_code(typed) is None
    assert not codes.same_code(typed, "K7Q-M2X-WP9")


def test_a_wrong_code_is_not_the_code():
    assert not codes.same_code("K7Q-M2X-WP8", "K7Q-M2X-WP9")


def test_tokens_are_128_random_bits():
    tokens = {codes.new_token() for _ in range(500)}
    assert len(tokens) == 500
    for token in tokens:
        assert re.fullmatch(r"[0-9a-f]{32}", token)
        assert codes.same_token(token, token)
        assert not codes.same_token(token[:-1] + ("0" if token[-1] != "0" else "1"), token)
    assert not codes.same_token("\ud800" * 32, codes.new_token())   # any text may be given
    assert not codes.same_token(None, codes.new_token())


def test_the_guard_lets_a_few_wrong_codes_through_then_slows_then_refuses():
    clock = FakeClock()
    guard = Guard(clock)
    here = "192.0.2.7"
    for _ in range(3):                              # three slips are free
        assert guard.allows(here)
        guard.failed(here)
    assert guard.allows(here)
    waits = []
    for _ in range(6):                              # then each try waits longer: 1, 2, 4, 8, 16, 30 s
        guard.failed(here)
        waits.append(guard.wait(here))
        assert not guard.allows(here)
        clock.now += waits[-1] - 0.01
        assert not guard.allows(here)               # not a moment before
        clock.now += 0.01
        assert guard.allows(here)
    assert waits == [1, 2, 4, 8, 16, 30]
    guard.failed(here)                              # the tenth: refused for ten minutes
    assert guard.wait(here) == 600
    clock.now += 599
    assert not guard.allows(here)
    clock.now += 1
    assert guard.allows(here)


def test_the_guard_counts_each_address_apart_and_forgets():
    clock = FakeClock()
    guard = Guard(clock)
    for _ in range(5):
        guard.failed("192.0.2.7")
    assert not guard.allows("192.0.2.7")
    assert guard.allows("192.0.2.8")
    clock.now += 601                                # ten minutes after the last wrong one
    assert guard.allows("192.0.2.7")
    guard.failed("192.0.2.7")
    assert guard.allows("192.0.2.7")                # the count began again


def test_ipv6_counts_by_its_network():
    assert address_key("2001:db8:1:2::5") == address_key("2001:db8:1:2:ffff::9") == "2001:db8:1:2::/64"
    assert address_key("2001:db8:1:3::5") != address_key("2001:db8:1:2::5")
    assert address_key("::ffff:192.0.2.7") == "192.0.2.7"
    assert address_key("fe80::1%eth0") == "fe80::/64"
    clock = FakeClock()
    guard = Guard(clock)
    for i in range(4):
        guard.failed(f"2001:db8:1:2::{i + 1}")     # one machine, four addresses
    assert not guard.allows("2001:db8:1:2::99")


def test_the_guard_holds_a_bounded_number_of_addresses():
    guard = Guard(FakeClock(), most_addresses=100)
    for i in range(1000):
        guard.failed(f"10.0.{i // 256}.{i % 256}")
    assert len(guard._wrong) == 100


def test_the_guard_says_why_in_a_sentence():
    i18n.use("en")
    clock = FakeClock()
    guard = Guard(clock)
    assert guard.refusal("192.0.2.7") is None
    for _ in range(4):
        guard.failed("192.0.2.7")
    assert guard.refusal("192.0.2.7") == "Too many wrong codes came from your address: try again in 1 second."
    for _ in range(6):
        guard.failed("192.0.2.7")
    assert guard.refusal("192.0.2.7") == "Too many wrong codes came from your address: try again in 10 minutes."
    clock.now += 0.5
    assert guard.refusal("192.0.2.7").endswith("in 10 minutes.")


def test_the_rate_bound_lets_a_burst_through_then_the_rate():
    clock = FakeClock()
    bound = RateBound(rate=10, burst=5, clock=clock)
    assert [bound.take() for _ in range(7)] == [True] * 5 + [False] * 2
    clock.now += 0.1
    assert bound.take() and not bound.take()
    clock.now += 100                                # a long pause refills the burst, no more
    assert sum(bound.take() for _ in range(20)) == 5
