"""Shared pieces of the data benchmarks (bench-timeline, bench-messages):
the pseudo-terminal driver of bench-terminal, the release build, medians and
peak memory. Everything is measured from outside the app."""

import importlib.machinery
import importlib.util
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _load_bench_terminal():
    path = os.path.join(ROOT, "scripts", "bench-terminal")
    loader = importlib.machinery.SourceFileLoader("bench_terminal", path)
    spec = importlib.util.spec_from_loader("bench_terminal", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


terminal = _load_bench_terminal()
PtyRun = terminal.PtyRun
tab_bar_ready = terminal.tab_bar_ready
always = terminal.always
START_TIMEOUT_S = terminal.START_TIMEOUT_S

ENV = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8",
           SWIFT_BACKTRACE="interactive=no")
ENV.pop("NO_COLOR", None)

PAGE_DOWN = "\x1b[6~"


def release_binary(path=None, no_build=False):
    """The release binary: `path`, else the one scripts/build-release left
    (`no_build`), else built now."""
    if path:
        return path
    if no_build:
        built = os.path.join(ROOT, ".build", "stripped", "weibo-tui")
        if not os.access(built, os.X_OK):
            sys.exit(f"no release binary at {built} (run scripts/build-release, or pass --bin)")
        return built
    return terminal.build_app()


def peak_rss_mib(pid):
    """VmHWM of a running process, in MiB."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else float("nan")


def keystroke_latency(run, keys, ready=always):
    """Seconds from writing `keys` to the last byte of the app's answer, or
    None when the screen did not change (nothing to measure)."""
    sent = terminal.time.perf_counter()
    run.send(keys)
    _, last = run.settle(ready)
    return (last - sent) if last else None


def dev_binary(binary):
    """weibo-tui-dev beside `binary` (scripts/build-release puts it there):
    seeding and other developer commands are not in the user's binary."""
    return os.path.join(os.path.dirname(binary), "weibo-tui-dev")


def cli(binary, data_dir, *args):
    r = subprocess.run([binary, "--data-dir", data_dir, *args], capture_output=True, text=True, env=ENV)
    if r.returncode != 0:
        sys.exit(f"{' '.join(args)} failed: {r.stderr}")
    return r.stdout
