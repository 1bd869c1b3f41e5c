"""``python -m benchmarks.network`` with tiny numbers: a real ``openair host`` process on 127.0.0.1 and real
TableClients; the figures come out and are sane numbers (no timing is asserted: the goals are the
benchmark's to print)."""

from __future__ import annotations

import math

from benchmarks import network


def test_round_trips_are_measured_over_a_real_hosted_table(tmp_path, capsys):
    out = network.round_trips("camp", 4, "remote,easy", seed=3, home=tmp_path)
    assert len(out["times"]) == 4
    assert out["games"] >= 1 and out["refusals"] == 0 and out["unread"] == 0
    assert all(math.isfinite(t) and t > 0 for t in out["times"])
    t = sorted(out["times"])
    assert t[0] <= network.pct(t, .5) <= network.pct(t, .95) <= t[-1]
    network.report_round_trips("camp", out)
    printed = capsys.readouterr().out
    assert "4 actions over" in printed and "p50 / p95 / max" in printed and "goal p95 <= 20.00 ms" in printed


def test_the_idle_host_is_read_with_and_without_four_seated_clients(tmp_path, capsys):
    out = network.idle_cpu("cave_rave", 0.5, home=tmp_path)
    for key in ("empty", "seated"):
        window = out[key]
        assert window["wall"] >= 0.5                       # the host's own clock, around our sleep
        assert window["cpu"] >= 0 and math.isfinite(window["share"]) and window["share"] >= 0
        assert all(s >= 0 for s in window["threads"].values())
    assert out["seated"]["connected"] == 4
    network.report_idle("cave_rave", out)
    printed = capsys.readouterr().out
    assert "4 of 4 clients seated and connected" in printed and "goal <= 1 %" in printed


def test_the_host_process_answers_readings_and_stops_as_ctrl_c_stops_it(tmp_path):
    import socket
    host = network.HostProcess("rodeo", "remote,normal", 5, tmp_path)
    try:
        assert host.port and len(host.code) == 11
        first, second = host.reading(), host.reading()
        assert 0 < first["cpu"] <= second["cpu"] and first["wall"] < second["wall"]
        assert "MainThread" in first["threads"] or not first["threads"]      # (no /proc: no split)
    finally:
        host.stop()
    assert host.proc.returncode == 130                       # Ctrl+C's status: the table closed
    with socket.socket() as s:
        assert s.connect_ex(("127.0.0.1", host.port)) != 0   # its port is closed
