"""Nothing the app sends changes the terminal's title (issue 25).

tmux 3.3a takes an APC (`ESC _ … ESC \\`), kitty's graphics query among
them, for the pane's title, which stays after the app exits (and, with
`set-titles on`, becomes the outer window's). Inside tmux the app asks
only inside tmux's passthrough (`ESC P tmux; … ESC \\`, ESC doubled),
which tmux drops without a trace while `allow-passthrough` is off (its
default) and hands to the outer terminal when it is on.

GNU screen takes an APC for its hardstatus (passed on as the outer
window's title), and the Linux console or a VT100 prints it: there the app
asks nothing at all.

What the app writes is read with `pipe-pane -O`; what tmux writes to the
outer terminal, with a client of its own attached on a pty that answers
as kitty does."""

import os
import pty
import re
import select
import shlex
import struct
import fcntl
import termios
import threading
import time

import pyte
import pytest

from conftest import poll
from test_launch_snapshot import PtyRun, text_of

KITTY_QUERY = b"\x1b_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\x1b\\"
WRAPPED_QUERY = b"\x1bPtmux;" + KITTY_QUERY.replace(b"\x1b", b"\x1b\x1b") + b"\x1b\x1b[5n\x1b\\"


def pane_title(term):
    return term.tmux("display", "-p", "-t", "e2e", "#{pane_title}").rstrip("\n")


def record_output(term):
    """Everything the pane's program writes from now on, in a file."""
    path = os.path.join(term.workdir, "pane-output")
    term.tmux("pipe-pane", "-O", "-t", "e2e", f"cat > {shlex.quote(path)}")
    return path


def read_bytes(path):
    try:
        with open(path, "rb") as f:
            return f.read()
    except FileNotFoundError:
        return b""


def outside_passthrough(data):
    """`data` without tmux's passthrough strings."""
    return re.sub(rb"\x1bPtmux;(?:\x1b\x1b|[^\x1b])*\x1b\\", b"", data)


class OuterTerminal:
    """A tmux client on a pty of its own, playing a kitty terminal: it
    records what tmux writes to it, and answers kitty's query with OK and
    DSR 5 with "ready"."""

    def __init__(self, term):
        self.output = b""
        self.lock = threading.Lock()
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", term.height, term.width, 0, 0))
            os.environ["TERM"] = "xterm-256color"
            os.environ.pop("TMUX", None)
            os.execvp("tmux", ["tmux", "-L", term.socket, "-f", "/dev/null", "attach", "-t", "e2e"])
        self.running = True
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        answered = 0
        while self.running:
            ready, _, _ = select.select([self.fd], [], [], 0.05)
            if not ready:
                continue
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                return
            if not chunk:
                return
            with self.lock:
                self.output += chunk
                pending = self.output[answered:]
            if KITTY_QUERY in pending and b"\x1b[5n" in pending:
                os.write(self.fd, b"\x1b_Gi=31;OK\x1b\\" + b"\x1b[0n")
                with self.lock:
                    answered = len(self.output)

    def seen(self):
        with self.lock:
            return self.output

    def close(self):
        self.running = False
        self.thread.join(timeout=2)
        try:
            os.kill(self.pid, 9)
            os.waitpid(self.pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        os.close(self.fd)


def test_in_tmux_the_pane_title_before_while_running_and_after_is_the_same(term):
    before = pane_title(term)
    recorded = record_output(term)
    term.launch()
    assert poll(lambda: WRAPPED_QUERY in read_bytes(recorded), what="the query, wrapped")
    # tmux has read the query: the title it would have set is in place by now.
    time.sleep(0.3)
    assert pane_title(term) == before
    assert not any("Gi=31" in line for line in term.capture()), term.capture_text()
    term.quit()
    assert pane_title(term) == before
    sent = read_bytes(recorded)
    assert b"\x1b_" not in outside_passthrough(sent), "no APC outside tmux's passthrough"
    assert b"\x1b[c" not in sent and b"\x1b[16t" not in sent, "tmux would answer DA1 itself, first"


def test_with_allow_passthrough_on_the_query_reaches_the_outer_terminal_and_the_title_stays(term_factory):
    # A pane on the right, so a picture drawn at the outer terminal's
    # absolute position instead of the pane's would show.
    term = term_factory(120, 24)
    term.tmux("set", "-g", "allow-passthrough", "on")
    term.tmux("split-window", "-h", "-b", "-d", "-l", "40", "-t", "e2e", "bash --norc --noprofile --noediting")
    pane_left = int(term.tmux("display", "-p", "-t", "e2e", "#{pane_left}"))
    assert pane_left > 0
    outer = OuterTerminal(term)
    try:
        poll(lambda: term.tmux("list-clients").strip(), what="the outer client attached")
        before = pane_title(term)
        recorded = record_output(term)
        term.launch()
        assert poll(lambda: KITTY_QUERY in outer.seen(), what="kitty's query at the outer terminal")
        assert WRAPPED_QUERY in read_bytes(recorded)
        # Answered as kitty: the full-screen viewer's picture (the sample's
        # 九宫格 post, third on 首页) is sent as pixels, wrapped.
        for key in ("j", "j", "v"):
            term.send_keys(key)
            time.sleep(0.3)
        term.wait_for("图片 1/9")
        assert poll(lambda: b"\x1b_Ga=T," in outer.seen(), timeout=5, what="a picture sent to the outer terminal")
        time.sleep(0.3)
        assert pane_title(term) == before
        sent = read_bytes(recorded)
        assert b"\x1b_" not in outside_passthrough(sent), "no APC outside tmux's passthrough"
        # Each picture lands on its own cells: where the app moved the
        # pane's cursor before it, moved by the pane's place in the window.
        wanted = [(pane_left + int(x) - 1, int(y) - 1) for y, x in re.findall(
            rb"\x1b7\x1b\[(\d+);(\d+)H(?:(?!\x1b7).)*?\x1bPtmux;\x1b\x1b\[\d+D\x1b\x1b_Ga=[Tp],", sent, re.DOTALL)]
        seen = outer.seen()
        screen = pyte.Screen(term.width, term.height)
        stream = pyte.ByteStream(screen)
        landed, fed = [], 0
        for start in [m.start() for m in re.finditer(rb"\x1b_Ga=[Tp],", seen)]:
            # pyte would print APC and DCS strings: they are left out.
            stream.feed(re.sub(rb"\x1b[_P](?:[^\x1b]|\x1b[^\\])*\x1b\\", b"", seen[fed:start]))
            fed = start
            landed.append((screen.cursor.x, screen.cursor.y))
        assert wanted and landed == wanted, f"placed at {landed}, its cells at {wanted}"
        term.send_keys("Escape")
        term.wait_for_tab_bar()
        term.quit()
        assert pane_title(term) == before
    finally:
        outer.close()
        with open(os.path.join(term.workdir, "outer-output"), "wb") as f:
            f.write(outer.seen())


@pytest.mark.parametrize("env", [
    {"TERM": "screen", "STY": "4242.pts-0.host"},
    {"TERM": "screen-256color"},
    {"TERM": "linux"},
    {"TERM": "vt100"},
], ids=["screen", "screen-over-ssh", "linux", "vt100"])
def test_screen_and_terminals_that_print_what_they_do_not_know_are_asked_nothing(tmp_path, env):
    data_dir = str(tmp_path / "data")
    os.makedirs(data_dir, exist_ok=True)
    run = PtyRun(data_dir, extra_env=env)
    try:
        assert run.read_until(lambda r: r.first is not None), "\n".join(text_of(run.screen))
        # Past the wait a query would have started.
        run.read_until(lambda r: False, timeout=1.5)
        assert b"\x1b_" not in run.output and b"\x1bP" not in run.output, "no APC, no DCS"
        assert b"\x1b[c" not in run.output and b"\x1b[5n" not in run.output and b"\x1b[16t" not in run.output
    finally:
        assert run.finish() == 0
