"""Rock'n Rodeo's night, dissatisfied fans (issue 24, point 5; rulebook L157): "As soon as in one
round the player loses at least one Mood point through dissatisfied fans, a fan comes to terms
with his situation and one camping marker may be turned to the satisfied side." A marker turns
only when the Mood was really lowered: at the bottom of the Mood track no Mood is lost, and no
marker turns. Through the real rules and content (the night of tests.test_rodeo_rules)."""

from __future__ import annotations

from tests.test_rodeo_rules import night_scene


def _night_without_garbage(mood: int):
    """Seat 0's night with no garbage due and Hygiene 0 (no penalty), three dissatisfied markers
    (the oldest a metalhead on 5), the Mood at ``mood``, played on past it."""
    return night_scene(chaos=0, hygiene=0, mood=mood)


def test_at_the_bottom_of_the_mood_track_no_marker_turns():
    low = night_scene(chaos=0).content.numbers.mood.low
    st = _night_without_garbage(low)
    f = st.fests[0]
    assert f.mood == low                                          # (the night is over: nothing was lost)
    assert not f.happy[5] and not f.happy[9] and not f.happy[10]  # all three still dissatisfied


def test_one_step_above_the_bottom_the_lost_point_turns_the_oldest():
    low = night_scene(chaos=0).content.numbers.mood.low
    st = _night_without_garbage(low + 1)
    f = st.fests[0]
    assert f.mood == low                                          # three sour fans: one point lost
    assert f.happy[5] and not f.happy[9] and not f.happy[10]      # the oldest, the metalhead, turns


def test_the_log_says_no_mood_was_lost_and_nobody_made_peace(monkeypatch):
    from game.games.rodeo.rules import RodeoState
    seen: list = []
    real = RodeoState._dissatisfied

    def spy(self, seat, events):
        start = len(events)
        real(self, seat, events)
        if seat == 0:
            seen.extend(events[start:])

    monkeypatch.setattr(RodeoState, "_dissatisfied", spy)
    low = night_scene(chaos=0).content.numbers.mood.low
    seen.clear()
    st = _night_without_garbage(low)
    assert [ev.kind for ev in seen] == ["grumble"] and seen[0].data == {"markers": 3, "mood": 0}
    line = st.describe(seen[0], ["Ada", "Bo"])
    assert line == ("3 dissatisfied markers at Ada's would cost Mood, but the Mood is as low as it goes: "
                    "no fan makes peace.")
