"""Issue 34: every benchmark in scripts/ still runs. Each `bench-*` script
takes --smoke (tiny sizes, one run) and is run so against the binary under
test; nothing is timed or compared here: benchmarks measure, tests check
that they work. A new benchmark is picked up by its name and must take
--smoke too."""

import os
import subprocess

import pytest

from conftest import BIN, _require_binary

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPTS = os.path.join(ROOT, "scripts")
BENCHMARKS = sorted(name for name in os.listdir(SCRIPTS) if name.startswith("bench-"))


def arguments(name):
    # bench-startup-ab compares binaries given as words; every other takes --bin.
    return [BIN, BIN, "--smoke"] if name == "bench-startup-ab" else ["--smoke", "--bin", BIN]


def test_the_benchmarks_are_found():
    assert {"bench-find", "bench-timeline", "bench-search", "bench-terminal"} <= set(BENCHMARKS)


@pytest.mark.parametrize("name", BENCHMARKS)
def test_benchmark_runs_in_smoke_mode(name, tmp_path):
    _require_binary()
    r = subprocess.run([os.path.join(SCRIPTS, name), *arguments(name)], capture_output=True, text=True,
                       timeout=240, cwd=tmp_path, stdin=subprocess.DEVNULL)
    assert r.returncode == 0, (name, r.stdout[-2000:], r.stderr[-2000:])
    assert r.stdout.strip(), (name, r.stderr[-2000:])
