"""What a joining player types, read: an address (with or without a port, IPv6 in brackets, a
machine's name) and a join code, or the sentence that says what is wrong."""

import pytest

from game.ui.scenes.online_link import DEFAULT_PORT, check_code, read_address


@pytest.mark.parametrize("typed, read", [
    ("192.168.1.20", ("192.168.1.20", DEFAULT_PORT)),
    ("  192.168.1.20:5000 ", ("192.168.1.20", 5000)),
    ("[fd00::2]:47000", ("fd00::2", 47000)),
    ("fd00::2", ("fd00::2", DEFAULT_PORT)),
    ("anna-laptop.local", ("anna-laptop.local", DEFAULT_PORT)),
])
def test_an_address_is_read(typed, read):
    assert read_address(typed) == read


@pytest.mark.parametrize("typed, words", [
    ("", "Type the host's address"),
    ("192.168.1.20:0", "from 1 to 65535"),
    ("192.168.1.20:port", "from 1 to 65535"),
    ("[fd00::2", "in brackets"),
    ("not an address", "This is not an address"),
    ("-bad-.local", "This is not an address"),
])
def test_a_wrong_address_is_told_in_a_sentence(typed, words):
    said = read_address(typed)
    assert isinstance(said, str) and words in said and said.endswith(".")


def test_a_code_is_read_as_players_type_it():
    assert check_code(" k7q m2x wp9 ") == "K7Q-M2X-WP9"
    assert check_code("K7QM2XWP9") == "K7Q-M2X-WP9"
    assert check_code("k7q-m2x-wpo") == "K7Q-M2X-WP0"          # O read as zero
    for typed, words in (("", "Type the join code"), ("K7Q-M2X", "nine letters and digits"),
                         ("K7Q-M2X-WPU", "nine letters and digits")):
        with pytest.raises(ValueError, match=words):
            check_code(typed)
