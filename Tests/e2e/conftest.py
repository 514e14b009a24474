"""End-to-end harness: the real release binary in a real terminal (tmux).

The test command builds the binary and passes its path in WEIBO_TUI_BIN;
nothing is built here. Each test gets a private tmux server (`-L` with a
unique name, `-f /dev/null`, escape-time 0, no status line) whose one pane
runs `bash --norc --noprofile --noediting`: the app is started by typing its
command, so after it exits the same pane can run `stty -a`. `--noediting`
keeps readline from fixing the tty for us, so what stty reads is what the
app left behind.

Waiting is always by polling capture-pane / the filesystem, never by a fixed
sleep where a poll works.

A wait must look for what only the new screen shows: `wait_for("表情")`
after `^E` returns at once when the footer already says "^E 表情", before
the picker is drawn. `E2E_AUDIT_WAITS=FILE` (off by default; scripts/test
turns it off) finds such waits: each Term remembers the screens (plain and
styled) it captured just before the keys and text it sent since the last
wait, and every wait (any `poll`: wait_for, or a test's own predicate)
is first tried on them, its Term's captures answered from each old screen.
One that already holds there, and still holds on the last screen captured
after the keys (by an earlier wait, say) if any, appends a line to FILE
(test, file:line of the calls, what was awaited) and goes on as usual; it
fails nothing. Run the suite with it, then read FILE:

    E2E_AUDIT_WAITS=/tmp/waits.txt WEIBO_TUI_BIN=... python3 -m pytest -q \
        -p no:cacheprovider -n 2 Tests/e2e; sort /tmp/waits.txt | uniq -c

A wait that is meant to see the screen as it was (a key that must change
nothing) says so with a `# same screen: why` comment on its line or the
line above, and the audit leaves it out; judge every other line it lists.
"""

import json
import linecache
import os
import shlex
import shutil
import struct
import subprocess
import sys
import time
import traceback
import urllib.request
import uuid

import pytest

# Where the wait audit writes (see above); empty when it is off.
AUDIT_WAITS = os.environ.get("E2E_AUDIT_WAITS", "")
BIN = os.environ.get("WEIBO_TUI_BIN", "")
# The developer tools (seeding), built and stripped beside the app by
# scripts/build-release; not part of the user's binary.
DEV_BIN = os.environ.get("WEIBO_TUI_DEV_BIN") or (os.path.join(os.path.dirname(BIN), "weibo-tui-dev") if BIN else "")
TAB_LABELS = ["首页", "消息", "发现", "我"]
TERMINAL_SANE = "0 1 0"  # alternate_on cursor_flag keypad_cursor_flag


def _require_binary():
    if not BIN:
        pytest.fail("WEIBO_TUI_BIN is not set: run the suite through scripts/test")
    if not os.access(BIN, os.X_OK):
        pytest.fail(f"WEIBO_TUI_BIN={BIN} is not an executable file")


# The wait audit's bookkeeping: how many waits (polls) have begun, since
# keys sent after one are a new step; and the terminals whose old screens
# each wait is tried on.
_waits = 0
_audited_terms = []


def poll(predicate, timeout=5.0, interval=0.02, what="condition", audit=True):
    """Calls `predicate` until it returns a truthy value; fails after `timeout`.
    The wait audit names it `audit` (True: by `what`; None: not audited)."""
    global _waits
    if AUDIT_WAITS and audit:
        name = audit if isinstance(audit, str) else what if isinstance(what, str) else "poll"
        for term in list(_audited_terms):
            term.audit_wait(predicate, name)
    _waits += 1
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() >= deadline:
            raise AssertionError(f"timed out after {timeout}s waiting for {what() if callable(what) else what}")
        time.sleep(interval)


# The audit's own frames, left out of the line it writes.
_WAIT_MACHINERY = {"poll", "audit_wait", "wait_for", "wait_for_lines", "wait_for_tab_bar"}

# The comment that tells the audit a wait is meant to see the screen as it was.
SAME_SCREEN_MARK = "# same screen:"


def _says_same_screen(filename, lineno):
    """Whether the call at `lineno`, or the comment line just above it,
    carries SAME_SCREEN_MARK."""
    here = linecache.getline(filename, lineno)
    above = linecache.getline(filename, lineno - 1).strip()
    return SAME_SCREEN_MARK in here or (above.startswith("#") and SAME_SCREEN_MARK in above)


class Term:
    """One private tmux server with one W×H pane running a bare bash."""

    def __init__(self, workdir, width=80, height=24):
        self.workdir = str(workdir)
        self.socket = f"wbe2e-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self.width, self.height = width, height
        self.data_dir = os.path.join(self.workdir, "data")
        self.marker = 0
        self.started = False
        # The wait audit: the screens, each [lines, styled], captured
        # before each send since the last wait; the last captured since the
        # last send; the one being replayed to a wait, and whether the wait
        # read it.
        self.screens_before_sends = []
        self.waits_at_last_send = 0
        self.seen_since_send = None
        self.replaying, self.replay_read = None, False

    # -- tmux plumbing ---------------------------------------------------
    def tmux(self, *args, check=True, timeout=20):
        cmd = ["tmux", "-L", self.socket, "-f", "/dev/null", *args]
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        if check and r.returncode != 0:
            raise AssertionError(f"{shlex.join(cmd)} failed: {r.stderr.strip()}")
        return r.stdout

    def start(self):
        env_args = []
        for k, v in (("LANG", "C.UTF-8"), ("LC_ALL", "C.UTF-8"),
                     ("SWIFT_BACKTRACE", "interactive=no"),
                     ("HOME", self.workdir),
                     # The config file is looked for here: the test's own, never the user's.
                     ("XDG_CONFIG_HOME", os.path.join(self.workdir, ".config"))):
            env_args += ["-e", f"{k}={v}"]
        self.tmux(
            "set", "-g", "default-terminal", "tmux-256color", ";",
            "set", "-g", "escape-time", "0", ";",
            "set", "-g", "status", "off", ";",
            "new-session", "-d", "-s", "e2e", "-x", str(self.width), "-y", str(self.height),
            *env_args, "bash --norc --noprofile --noediting", ";",
            "set", "-g", "status", "off",
        )
        self.started = True
        if AUDIT_WAITS:
            _audited_terms.append(self)
        # The session may have been made with room for a status line: pin the size.
        self.resize(self.width, self.height)
        poll(lambda: self.capture_text().strip(), what="the shell prompt")

    def kill(self):
        if self.started:
            self.tmux("kill-server", check=False)
            self.started = False
            if self in _audited_terms:
                _audited_terms.remove(self)

    # -- driving ---------------------------------------------------------
    def send_keys(self, *keys):
        """tmux key names: 'q', 'C-c', 'Escape', 'Enter', 'Down'…"""
        self.remember_screen_before_send()
        self.tmux("send-keys", "-t", "e2e", *keys)

    def send_text(self, text):
        """Literal text (no key-name lookup)."""
        self.remember_screen_before_send()
        # tmux takes an argument's trailing ";" as a command separator and
        # drops it: such text goes as bytes.
        if text.endswith(";"):
            self.tmux("send-keys", "-t", "e2e", "-H", *(f"{b:02x}" for b in text.encode()))
        else:
            self.tmux("send-keys", "-t", "e2e", "-l", text)

    def resize(self, width, height):
        self.tmux("resize-window", "-t", "e2e", "-x", str(width), "-y", str(height))
        self.width, self.height = width, height

    # -- reading ---------------------------------------------------------
    def capture_styled(self):
        """The pane's text with its SGR escape sequences (capture-pane -e)."""
        if self.replaying is not None:
            return self.replayed(1)
        if AUDIT_WAITS:
            self.seen_since_send = self.captured_screen()
            return self.seen_since_send[1]
        return self.captured_styled()

    def capture(self):
        """The pane's lines (exactly its height; trailing spaces kept off)."""
        if self.replaying is not None:
            return list(self.replayed(0))
        if AUDIT_WAITS:
            self.seen_since_send = self.captured_screen()
            return list(self.seen_since_send[0])
        return self.captured_lines()

    # The pane as it is now, whatever the audit replays or remembers.
    def captured_styled(self):
        return self.tmux("capture-pane", "-e", "-p", "-t", "e2e")

    def captured_lines(self):
        out = self.tmux("capture-pane", "-p", "-t", "e2e")
        lines = out.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        return lines

    def captured_screen(self):
        """[lines, styled], for the wait audit: both forms, since a wait
        tried on a remembered screen may read either."""
        return [self.captured_lines(), self.captured_styled()]

    def capture_text(self):
        return "\n".join(self.capture())

    def wait_for(self, *texts, gone=(), title=None, timeout=5.0):
        """Polls capture-pane until one screen shows every one of `texts`,
        none of `gone` (a string or several) and, if given, `title` in its
        first row (the nav bar); returns the lines. Ask for what only the
        new screen shows: the same words often stand elsewhere on the old
        one (a footer's hint, a list row, the page behind a dialog)."""
        gone = (gone,) if isinstance(gone, str) else tuple(gone)

        def ready(lines):
            return (all(any(t in line for line in lines) for t in texts)
                    and not any(g in line for g in gone for line in lines)
                    and (title is None or (bool(lines) and title in lines[0])))
        asked = ", ".join([*map(repr, texts), *(f"not {g!r}" for g in gone),
                           *([f"title {title!r}"] if title is not None else [])])
        return self.wait_for_lines(ready, timeout, what=f"{asked} on screen", audit=asked)

    def wait_for_lines(self, ready, timeout, what, audit):
        """Polls capture-pane until `ready(lines)`; returns the lines
        (`audit`: how the wait audit names the wait; None: not audited)."""
        def seen():
            lines = self.capture()
            return lines if ready(lines) else None
        return poll(seen, timeout, what=lambda: f"{what}; last screen:\n{self.capture_text()}", audit=audit)

    # -- the wait audit (E2E_AUDIT_WAITS, see the module's docstring) ----
    def remember_screen_before_send(self):
        if not AUDIT_WAITS or not self.started:
            return
        if _waits != self.waits_at_last_send:
            self.screens_before_sends = []
        self.waits_at_last_send = _waits
        self.screens_before_sends.append(self.captured_screen())
        self.seen_since_send = None

    def replayed(self, form):
        self.replay_read = True
        return self.replaying[form]

    def holds_on(self, predicate, screen):
        """`predicate()` with this pane's captures answered from `screen`:
        True or False, or None when it did not read this pane."""
        self.replaying, self.replay_read = screen, False
        try:
            value = bool(predicate())
        except Exception:
            value = False
        finally:
            self.replaying = None
        return value if self.replay_read else None

    def audit_wait(self, predicate, awaited):
        """Records the wait when `predicate` already held on a screen from
        just before the keys sent before it, and still holds on the last
        screen captured since (by an earlier wait, say) if any: such a wait
        can return on the old screen."""
        if not any(self.holds_on(predicate, screen) for screen in self.screens_before_sends):
            return
        if self.seen_since_send is not None and self.holds_on(predicate, self.seen_since_send) is False:
            return
        here = os.path.dirname(os.path.abspath(__file__))
        callers = [f for f in traceback.extract_stack()
                   if os.path.dirname(os.path.abspath(f.filename)) == here
                   and not (f.filename == os.path.abspath(__file__) and f.name in _WAIT_MACHINERY)]
        if any(_says_same_screen(f.filename, f.lineno) for f in callers):
            return
        where = " < ".join(f"{os.path.basename(f.filename)}:{f.lineno}" for f in reversed(callers))
        test = os.environ.get("PYTEST_CURRENT_TEST", "?").rsplit(" ", 1)[0]
        with open(AUDIT_WAITS, "a") as f:
            f.write(f"{test}\t{where}\t{awaited}\n")

    def terminal_state(self):
        """'#{alternate_on} #{cursor_flag} #{keypad_cursor_flag}': '0 1 0' is sane."""
        return self.tmux("display", "-p", "-t", "e2e",
                         "#{alternate_on} #{cursor_flag} #{keypad_cursor_flag}").strip()

    def pane_size(self):
        w, h = self.tmux("display", "-p", "-t", "e2e", "#{pane_width} #{pane_height}").split()
        return int(w), int(h)

    # -- the app ---------------------------------------------------------
    def run_shell(self, command):
        """Types `command` into the pane's bash; returns a marker whose file
        appears, holding `$?`, once the command has finished."""
        self.marker += 1
        done = os.path.join(self.workdir, f"done.{self.marker}")
        self.send_text(f"{command}; echo $? > {shlex.quote(done)}")
        self.send_keys("Enter")
        return done

    def start_app(self, args="", env=""):
        """Starts the binary in the pane with a private --data-dir."""
        cmd = f"{env} {shlex.quote(BIN)} --data-dir {shlex.quote(self.data_dir)} {args}".strip()
        self.app_done = self.run_shell(cmd)
        return self.app_done

    def wait_exit(self, done=None, timeout=10.0):
        """Waits for the command behind `done` (default: the app) to end; returns its status."""
        done = done or self.app_done

        def finished():
            try:
                with open(done) as f:
                    text = f.read().strip()
                return text or None
            except FileNotFoundError:
                return None
        return int(poll(finished, timeout, what=lambda: f"the command to exit; screen:\n{self.capture_text()}"))

    def app_pid(self, timeout=5.0):
        """The pid of the app: the pane shell's child."""
        shell = self.tmux("display", "-p", "-t", "e2e", "#{pane_pid}").strip()

        def child():
            r = subprocess.run(["ps", "-o", "pid=,comm=", "--ppid", shell], capture_output=True, text=True)
            for line in r.stdout.splitlines():
                pid, _, comm = line.strip().partition(" ")
                if comm.strip() not in ("ps", "bash"):
                    return int(pid)
            return None
        return poll(child, timeout, what="the app process")

    def stty(self):
        """`stty -a` run in the pane after the app: the flags as a set."""
        out = os.path.join(self.workdir, f"stty.{self.marker + 1}")
        done = self.run_shell(f"stty -a > {shlex.quote(out)}")
        assert self.wait_exit(done) == 0
        with open(out) as f:
            return set(f.read().replace(";", " ").split())

    def launch(self, args="", env="", resume=False):
        """Starts the app and waits for its first screen (the tab bar); returns the lines.
        At 首页's top (--fresh) unless `resume`: a test that comes back to
        the app meets the screen it expects, not where its last run left
        off (Tests/e2e/test_resume.py tests that)."""
        self.start_app(args if resume else ("--fresh " + args).strip(), env)
        return self.wait_for_tab_bar()

    def quit(self):
        """`q`, and the app must exit with status 0."""
        self.send_keys("q")
        assert self.wait_exit() == 0

    def open_editor(self):
        """From a root page: the compose popup's 文字, waiting for the empty editor."""
        self.send_keys("+", "1")
        self.wait_for("分享新鲜事")

    def wait_for_pictures(self, timeout=5.0):
        """Waits until no picture on screen is still loading (the sample's
        first screen has some: they are decoded right after the first
        frame); returns the lines."""
        def drawn(lines):
            text = "\n".join(lines)
            return "加载中" not in text and "Loading" not in text
        # Not audited: it waits for 加载中 to go, which every screen before
        # the app's first frame "satisfies"; it follows launch(), whose own
        # wait is.
        return self.wait_for_lines(drawn, timeout, what="the pictures drawn", audit=None)

    def wait_for_tab_bar(self, timeout=8.0):
        """Waits until the last row is the tab bar and no picture on screen
        is still loading (the sample's first screen has some, decoded right
        after the first frame); returns the lines."""
        def ready(lines):
            text = "\n".join(lines)
            return bool(lines) and all(t in lines[-1] for t in TAB_LABELS) and "加载中" not in text and "Loading" not in text
        return self.wait_for_lines(ready, timeout, what="the tab bar on the last row", audit="wait_for_tab_bar")


@pytest.fixture
def term_factory(tmp_path):
    """Makes Term instances (W×H, started); all are killed at the end."""
    _require_binary()
    if shutil.which("tmux") is None:
        pytest.fail("tmux is not installed")
    made = []

    def make(width=80, height=24):
        t = Term(tmp_path / f"t{len(made)}", width, height)
        os.makedirs(t.workdir, exist_ok=True)
        made.append(t)
        t.start()
        return t
    yield make
    for t in made:
        t.kill()


@pytest.fixture
def term(term_factory):
    """An 80×24 terminal."""
    return term_factory(80, 24)


def store_connection(data_dir):
    """A connection to the sample's store that may write posts and messages:
    migration v12's triggers call the store's own SQL function, which
    scripts/bench/storegrams.py provides to Python (docs/SEARCH.md)."""
    import sqlite3
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                    "scripts", "bench"))
    import storegrams
    return storegrams.register(sqlite3.connect(os.path.join(data_dir, "weibo.sqlite")))


@pytest.fixture
def binary():
    _require_binary()
    return BIN


def cli(data_dir, *args, timeout=60, binary=None):
    """Runs `weibo-tui --data-dir DATA_DIR ARGS…` (or `binary`'s) as another
    process would; fails the test unless it exits 0. Returns its stdout."""
    r = subprocess.run([binary or BIN, "--data-dir", data_dir, *args], capture_output=True, text=True, timeout=timeout)
    assert r.returncode == 0, f"weibo-tui {shlex.join(args)} exited {r.returncode}: {r.stderr.strip()}"
    return r.stdout


def _cells(text):
    """(column, character) for each character of a tmux row; CJK and
    full-width forms take two columns, as tmux draws them."""
    import unicodedata
    column, cells = 0, []
    for c in text:
        cells.append((column, c))
        column += 2 if unicodedata.east_asian_width(c) in "WF" else 1
    return cells


TAB_SHORT_LABELS = {"首页": "首", "消息": "消", "发现": "发", "我": "我"}


def tab_badges(lines):
    """The badge on each tab, read off the tab bar's last row: {label: text
    or None}. A badge is drawn right after its tab's label (or short label,
    where the full one and the badge do not fit side by side): a count
    (`26`, `99+`) or a dot."""
    import re
    row = lines[-1]
    badges = {}
    for label in TAB_LABELS:
        found = None
        for shown in (label, TAB_SHORT_LABELS[label]):
            for m in re.finditer(re.escape(shown) + r"(\d+\+?|•)", row):
                found = m.group(1)
        badges[label] = found
    return badges


# -- the fake Weibo Open API (Tests/fakeapi/server.py) ---------------------------

FAKE_API_SERVER = os.path.join(os.path.dirname(__file__), "..", "fakeapi", "server.py")
FAKE_API_TOKEN = "fake-token-1001"
FAKE_API_POSTS = 45


@pytest.fixture(scope="module")
def fake_api():
    """The fake Open API on 127.0.0.1, for one test module: its base URL."""
    yield from serve_fake(FAKE_API_SERVER, "--posts", str(FAKE_API_POSTS))


def serve_fake(script, *args):
    """Runs a fake server for a fixture: yields its base URL (the port it
    prints on its first line), and stops it afterwards."""
    process = subprocess.Popen([sys.executable, script, *args], stdout=subprocess.PIPE, text=True)
    try:
        port = int(process.stdout.readline())
        yield "http://127.0.0.1:%d" % port
    finally:
        process.terminate()
        process.wait(timeout=10)


# -- the fake m.weibo.cn + passport (Tests/fakeapi/web.py) -------------------------

FAKE_WEB_SERVER = os.path.join(os.path.dirname(__file__), "..", "fakeapi", "web.py")
FAKE_WEB_COOKIE = "SUB=_2A25FakeSessionSUB6001234567; SUBP=0033WrSXqPxfM725Ws9jqgMF55529P9D9W"
FAKE_WEB_ST = "a1b2c3"
FAKE_WEB_UID = 6001234567
FAKE_WEB_POSTS = 45


@pytest.fixture(scope="module")
def fake_web(request):
    """The fake mobile web API and passport on 127.0.0.1, for one test
    module: its base URL (both WEIBO_TUI_WEB_BASE and WEIBO_TUI_PASSPORT_BASE).
    A module may set FAKE_WEB_ARGS, a list of the server's options (e.g.
    ["--qr-confirm-after", "3"])."""
    args = getattr(request.module, "FAKE_WEB_ARGS", [])
    yield from serve_fake(FAKE_WEB_SERVER, "--posts", str(FAKE_WEB_POSTS), *args)


def is_static_executable(path):
    """An ELF executable without an interpreter (PT_INTERP) is static: it
    has no dynamic loader, so it cannot dlopen libcurl."""
    with open(path, "rb") as f:
        header = f.read(64)
        if header[:4] != b"\x7fELF" or header[4] != 2:
            return False
        phoff, = struct.unpack_from("<Q", header, 32)
        phentsize, phnum = struct.unpack_from("<HH", header, 54)
        for i in range(phnum):
            f.seek(phoff + i * phentsize)
            if struct.unpack("<I", f.read(4))[0] == 3:  # PT_INTERP
                return False
    return True


def network_marks(binary):
    """`pytestmark` for a module whose tests reach the fake Open API: they
    are skipped, saying why, when `binary` is missing or static (a static
    executable cannot dlopen libcurl, see docs/NETWORK.md)."""
    if not os.access(binary, os.X_OK):
        return [pytest.mark.skip(reason=f"no binary at {binary}: set WEIBO_TUI_BIN or run swift build")]
    if is_static_executable(binary):
        return [pytest.mark.skip(reason=f"{binary} is a static executable and cannot dlopen libcurl "
                                        "(docs/NETWORK.md); run with WEIBO_TUI_BIN=.build/debug/weibo-tui")]
    return []


def fake_api_control(base, path, payload=None):
    """A call to the fake server's control API (`/_fault`, `/_state`…)."""
    data = None if payload is None else json.dumps(payload).encode()
    with urllib.request.urlopen(urllib.request.Request(base + path, data=data), timeout=10) as reply:
        return json.loads(reply.read())
