"""The tournament (bench/tournament.py, `tutorbot tournament` from a checkout):
its table, its resumable logs, its players, and the command."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from bench.arena import make_player
from bench.opponents import OPPONENTS
from bench.tournament import (
    append_row,
    measured_quantile,
    missing,
    pair_jobs,
    play_row,
    run_tournament,
    wilson,
)
from tests.ai.test_ai import SMALL_OPPONENTS
from tutorbot import cli


def test_tournament_result_shape():
    result = run_tournament([1, 2], matches=4, seed=2, workers=1)
    assert result["pairs"] == [
        {
            "a": 2,
            "b": 1,
            "matches": 4,
            "a_wins": 3,  # measured with seed 2 (seeds by the pair's names)
            "b_wins": 1,
        }
    ]
    assert set(result["think_ms"]) == {"1", "2"}
    assert {"median", "p95", "max"} <= set(result["think_ms"]["1"])


def test_a_tournament_log_resumes_where_it_stopped(tmp_path):
    """A run stopped after some matches, then run again, plays only the rest
    and reports what one uninterrupted run reports; the pair plays the same
    matches whoever else is in the round robin."""
    log = tmp_path / "matches.jsonl"
    run_tournament([2, 1], matches=3, seed=2, workers=1, log=log)
    assert len(log.read_text().splitlines()) == 3
    resumed = run_tournament([2, 1], matches=4, seed=2, workers=1, log=log)
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    assert [row["index"] for row in lines] == [0, 1, 2, 3]
    fresh = run_tournament([1, 2], matches=4, seed=2, workers=1)
    assert resumed["pairs"] == fresh["pairs"]
    assert resumed["think_ms"]["1"]["moves"] == fresh["think_ms"]["1"]["moves"]
    wider = run_tournament([3, 2, 1], matches=4, seed=2, workers=1)
    assert wider["pairs"][2] == fresh["pairs"][0]


def test_a_slice_played_elsewhere_joins_the_tournament_log(tmp_path):
    """`research/slice.py` plays a pair's matches by index, out of order: the rows
    are the tournament's own, so the tournament over the joined log plays none."""
    log = tmp_path / "matches.jsonl"
    run_tournament([2, 1], matches=2, seed=2, workers=1, log=log)
    sliced = tmp_path / "slice.jsonl"
    for job in reversed(missing(pair_jobs(2, 1, 2, range(5)), log)):
        append_row(sliced, play_row(job))
    assert [json.loads(line)["index"] for line in sliced.read_text().splitlines()] == [4, 3, 2]
    joined = tmp_path / "joined.jsonl"
    joined.write_text(log.read_text() + sliced.read_text())
    assert missing(pair_jobs(2, 1, 2, range(5)), joined) == []
    played = run_tournament([1, 2], matches=5, seed=2, workers=1, log=joined)
    assert len(joined.read_text().splitlines()) == 5  # nothing was played again
    assert played["pairs"] == run_tournament([1, 2], matches=5, seed=2, workers=1)["pairs"]


def test_the_report_of_logs_is_the_tournament_table(tmp_path):
    from bench.tournament_report import report

    log = tmp_path / "matches.jsonl.gz"
    run_tournament([3, 2, 1], matches=2, seed=4, workers=1, log=log)
    played = run_tournament([3, 2, 1], matches=3, seed=4, workers=1, log=log)
    assert report([log]) == played


def test_tournament_with_a_benchmark_opponent():
    """Names of bench/opponents.py, handed in, play like levels (at a small budget here)."""
    result = run_tournament(["old5", 3], matches=2, seed=1, workers=1, opponents=SMALL_OPPONENTS)
    pair = result["pairs"][0]
    assert (pair["a"], pair["b"], pair["matches"]) == (3, "old5", 2)
    assert set(result["think_ms"]) == {"3", "old5"}


def test_unknown_player_name():
    with pytest.raises(ValueError):
        make_player("nobody", 1)
    with pytest.raises(ValueError):  # the product alone knows only its levels
        make_player("rollout", 1)
    with pytest.raises(ValueError):
        make_player("nobody", 1, OPPONENTS)


def test_the_tournament_plays_the_opponents_registered_as_entry_points():
    """`tutorbot tournament` names the benchmark's opponents, which bench/
    registers as an entry point; the product itself never imports bench/."""
    from bench.arena import registered_opponents

    assert {"old5", "rollout", "beginner"} <= set(registered_opponents())
    command = [sys.executable, "-m", "tutorbot", "tournament", "--levels", "1,beginner"]
    options = ["--matches", "2", "--workers", "1", "--json"]
    out = subprocess.run(command + options, capture_output=True, text=True, timeout=120, check=True)
    assert json.loads(out.stdout)["pairs"][0]["matches"] == 2
    unknown = [sys.executable, "-m", "tutorbot", "tournament", "--levels", "1,nobody"]
    refused = subprocess.run(unknown + options, capture_output=True, text=True, timeout=120)
    assert refused.returncode == 2 and "'nobody'" in refused.stderr and "rollout" in refused.stderr


def test_tournament_command_json():
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "tutorbot",
            "tournament",
            "--levels",
            "1,3",
            "--matches",
            "2",
            "--seed",
            "5",
            "--workers",
            "2",
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    data = json.loads(out)
    assert data["pairs"][0]["a"] == 3 and data["pairs"][0]["matches"] == 2


def test_wilson_interval():
    lo, hi = wilson(371, 400)
    assert 0.89 < lo < 0.9275 < hi < 0.95


def test_the_p95_is_a_measured_value_never_below_the_nearest_rank():
    """Every bench's p95: one of the values, never an interpolation, and the
    largest when there are fewer than twenty."""
    times = [float(t) for t in range(1, 101)]
    assert measured_quantile(times, 0.95) == 96.0
    assert measured_quantile(times, 0.9) == 91.0
    assert measured_quantile([0.2, 0.5, 0.7], 0.95) == 0.7
    assert measured_quantile([0.3], 0.5) == 0.3


def test_without_bench_the_command_says_so_in_one_line(capsys):
    """An install of the product alone (the Docker image) has no tournament:
    the command says where it runs instead of failing on an import."""
    assert cli.checkout_command("no-such-command", ["--levels", "1,2"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "from a checkout" in err
