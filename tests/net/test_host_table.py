"""The host's table without the network: the seat plan, the host's own screen seats and its bots
(a whole game with no port open), the checks of a move and of an undo with the rules' sentences,
the table file beside the autosave, and the client's kept tokens."""

from __future__ import annotations

import json
import random

import pytest

from game.net import table_file
from game.net.host import TableHost
from game.net.seats import SeatPlan, parse_plan
from game.net.tokens import MOST, Kept, TokenStore


def _local(game_id, kinds, tmp_path, **kw):
    kw.setdefault("autosave", tmp_path / "autosave.json")
    return TableHost(game_id, [SeatPlan(k) for k in kinds], seed=kw.pop("seed", 3), bots_on_thread=False, **kw)


def test_a_plan_reads_from_words_and_refuses_others():
    plan = parse_plan("remote, screen:Anna ,normal")
    assert [(p.kind, p.name) for p in plan] == [("remote", ""), ("screen", "Anna"), ("normal", "")]
    with pytest.raises(ValueError, match="robot"):
        parse_plan("remote,robot")
    assert SeatPlan("hard").match_kind == "hard" and SeatPlan("remote").match_kind == "human"


def test_a_host_checks_its_seats_and_names_its_bots(tmp_path):
    with pytest.raises(ValueError, match="2 to 4"):
        _local("cave_rave", ["remote"], tmp_path)
    with pytest.raises(ValueError):
        _local("cave_rave", ["remote", "remote"], tmp_path, options={"length": "endless"})
    host = _local("cave_rave", ["remote", "screen", "easy"], tmp_path)
    assert [p.name for p in host.plan] == ["", "Player 2", "Easy 3"]
    assert len({p.colour for p in host.plan}) == 3
    assert host.why_not_start() == "Every remote seat needs its player before the game begins."
    assert host.start() and not host.started
    assert host.join_code != host.watch_code
    assert [s["state"] for s in host.seats()] == ["open", "screen", "bot"]


def test_screen_seats_and_bots_play_a_whole_game_without_a_port(tmp_path):
    host = _local("camp", ["screen", "normal", "screen"], tmp_path)
    assert host.start() == ""
    rng = random.Random(4)
    notes = host.poll()
    while not host.over:
        seat = host.runner.state.current_player()
        assert host.plan[seat].kind == "screen"        # the bots played within the poll
        other = next(s for s in (0, 2) if s != seat)
        assert host.play(other, host.runner.state.legal_actions()[0]) == f"It is {host.plan[seat].name}'s turn."
        assert host.play(1, ("x",)) == "That seat is not played at this screen."
        assert host.play(seat, rng.choice(host.payload(seat)["legal"])) == ""
        notes += host.poll()
    kinds = [n.kind for n in notes]
    assert kinds[0] == "started" and kinds[-1] == "over"
    assert {n.seat for n in notes if n.kind == "played"} == {0, 1, 2}
    assert (tmp_path / "autosave.json").exists()
    host.close()
    assert not (tmp_path / "autosave.json").exists()            # a finished table is not kept
    assert not (tmp_path / "autosave.table.json").exists()


def test_an_illegal_move_gets_the_rules_reason_and_changes_nothing(tmp_path):
    host = _local("rodeo", ["screen", "screen"], tmp_path, options={"length": "short"})
    host.start()
    seat = host.runner.state.current_player()
    before = json.dumps(host.runner.state.to_json(), sort_keys=True, default=str)
    for action in [("play", 10**6), ("nonsense",), (), "text", (("deep",),), ("place", None, None, None)]:
        why = host.play(seat, action)
        assert why and why.endswith((".", "!", "?")), (action, why)
    assert json.dumps(host.runner.state.to_json(), sort_keys=True, default=str) == before
    bent = ("play", 10**6)
    assert host.play(seat, bent) == (host.runner.state.why_not(bent) or "The rules do not know this move.")
    assert host.play(seat, host.runner.state.legal_actions()[0]) == ""


def test_undo_follows_the_local_rule_and_take_backs_off(tmp_path):
    host = _local("boaromia", ["screen", "screen", "screen"], tmp_path, seed=21)
    host.start()
    assert host.undo(0) == "Nothing to undo yet: you have not made a move."
    assert host.play(0, host.runner.state.legal_actions()[0]) == ""
    assert host.payload(0)["can_undo"] and not host.payload(1)["can_undo"]
    assert host.undo(0) == "" and host.runner.match.actions == host.runner.match.actions[:len(host.runner.actors)]
    assert host.runner.state.current_player() == 0
    strict = _local("boaromia", ["screen", "screen", "screen"], tmp_path, seed=21, options={"take_backs": False})
    strict.start()
    strict.play(0, strict.runner.state.legal_actions()[0])
    assert strict.undo(0).startswith("Take-backs are off at this table")


def test_a_move_a_bot_made_for_an_away_player_is_not_theirs_to_undo(tmp_path):
    host = _local("boaromia", ["remote", "screen", "screen"], tmp_path, seed=21, away_bot="easy",
                  clock=lambda: 0.0)
    host.presence[0].token = "a" * 32
    host.plan[0].name = "Anna"
    host.start()
    host.presence[0].stand_in = True                  # away long enough: the bot stands in
    notes = host.poll()
    assert [n.seat for n in notes if n.kind == "played"] == [0] and host.runner.state.current_player() == 1
    assert host.why_not_undo(0) == "Nothing to undo: a bot played that move for you."


def test_the_table_file_keeps_codes_and_tokens_and_refuses_a_broken_one(tmp_path):
    plan = [SeatPlan("remote", "Anna", "#112233"), SeatPlan("normal", "Normal 2", "#445566")]
    kept = table_file.TableSecrets("camp", 5, "K7Q-M2X-WP9", "ABC-DEF-GH1", "0123456789abcdef", plan,
                                   ["f" * 32, None])
    path = table_file.path_beside(tmp_path / "autosave.json")
    assert path.name == "autosave.table.json"
    table_file.write(path, kept)
    back = table_file.read(path)
    assert back.to_json() == kept.to_json()
    for broken in ({"format": 2}, {**kept.to_json(), "tokens": ["x" * 32, None]},
                   {**kept.to_json(), "join_code": "../../etc"}, {**kept.to_json(), "plan": [{"kind": "god"}] * 2},
                   {**kept.to_json(), "tokens": []}, [], "text"):
        path.write_text(json.dumps(broken))
        assert table_file.read(path) is None, broken
    assert table_file.read(tmp_path / "none.json") is None


def test_kept_tokens_find_their_table_and_stay_few(tmp_path):
    store = TokenStore(tmp_path / "net" / "seats.json")
    assert store.all() == [] and store.find("127.0.0.1", 1) is None
    for i in range(MOST + 5):
        store.keep(Kept("127.0.0.1", 1000 + i, f"{i:016x}", "camp", i % 3, f"{i:032x}", "Anna"))
    kept = store.all()
    assert len(kept) == MOST and kept[0].port == 1000 + MOST + 4
    assert store.find(table_id=f"{MOST + 2:016x}").seat == (MOST + 2) % 3
    assert store.find("127.0.0.1", 1000 + MOST + 1).token == f"{MOST + 1:032x}"
    store.forget(f"{MOST + 2:016x}")
    assert store.find(table_id=f"{MOST + 2:016x}") is None
    (tmp_path / "net" / "seats.json").write_text('[{"address": 1}, {"token": "x"}, 7]')
    assert store.all() == []
