"""The terminal contract: every way out leaves a sane terminal, non-terminals
and unusable TERMs are refused in our words, EOF and tiny sizes and resize
storms are survived. See conftest.py for the harness."""

import os
import pty
import select
import signal
import subprocess
import time

import pytest

from conftest import BIN, TAB_LABELS, TERMINAL_SANE, poll

ESC = b"\x1b"


def assert_sane(term):
    assert term.terminal_state() == TERMINAL_SANE
    flags = term.stty()
    assert "echo" in flags and "-echo" not in flags, sorted(flags)
    assert "icanon" in flags and "-icanon" not in flags, sorted(flags)


# -- every exit path restores the terminal ----------------------------------

def test_q_quits_and_restores(term):
    term.start_app()
    term.wait_for_tab_bar()
    assert term.terminal_state() != TERMINAL_SANE  # the app holds the screen
    term.send_keys("q")
    assert term.wait_exit() == 0
    assert_sane(term)


def test_ctrl_c_quits_and_restores(term):
    term.start_app()
    term.wait_for_tab_bar()
    term.send_keys("C-c")
    assert term.wait_exit() == 0
    assert_sane(term)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT],
                         ids=["SIGTERM", "SIGHUP", "SIGINT"])
def test_signal_restores(term, sig):
    term.start_app()
    term.wait_for_tab_bar()
    os.kill(term.app_pid(), sig)
    term.wait_exit()
    assert_sane(term)


def test_crash_restores(term):
    """A Swift trap after the first frame (WEIBO_TUI_CRASH_AFTER_FIRST_FRAME=1,
    honoured by TerminalSession.debugCrashIfRequested in the app loop)."""
    term.start_app(env="WEIBO_TUI_CRASH_AFTER_FIRST_FRAME=1")
    try:
        status = term.wait_exit(timeout=10)
    except AssertionError:
        term.send_keys("q")
        term.wait_exit()
        pytest.skip("the app does not call TerminalSession.debugCrashIfRequested() after its first frame")
    assert status >= 128, f"expected death by a signal, got exit status {status}"
    assert status - 128 in (signal.SIGILL, signal.SIGTRAP), status
    assert_sane(term)


# -- refusing what is not a usable terminal ---------------------------------

def run_with_ptys(args, env, stdin_tty=True, stdout_tty=True, stdin_data=b"", timeout=10):
    """Runs the binary with stdin/stdout each a pty or a pipe. Returns
    (exit status, stdout bytes, stderr bytes)."""
    masters, slaves = [], []

    def tty():
        m, s = pty.openpty()
        masters.append(m)
        slaves.append(s)
        return s
    stdin = tty() if stdin_tty else subprocess.PIPE
    stdout = tty() if stdout_tty else subprocess.PIPE
    p = subprocess.Popen([BIN, *args], stdin=stdin, stdout=stdout, stderr=subprocess.PIPE,
                         env=env, start_new_session=True)
    for s in slaves:
        os.close(s)
    if not stdin_tty:
        p.stdin.write(stdin_data)
        p.stdin.close()
    out = bytearray()
    out_master = masters[-1] if stdout_tty else None
    deadline = time.monotonic() + timeout
    while p.poll() is None and time.monotonic() < deadline:
        if out_master is not None:
            r, _, _ = select.select([out_master], [], [], 0.05)
            if r:
                try:
                    out += os.read(out_master, 65536)
                except OSError:
                    out_master = None
        else:
            time.sleep(0.02)
    if p.poll() is None:
        p.kill()
        p.wait()
        pytest.fail(f"{BIN} {args} did not exit within {timeout}s")
    if out_master is not None:
        while select.select([out_master], [], [], 0.05)[0]:
            try:
                chunk = os.read(out_master, 65536)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
    if not stdout_tty:
        out += p.stdout.read()
    err = p.stderr.read()
    for m in masters:
        os.close(m)
    return p.returncode, bytes(out), err


def base_env(tmp_path, **changes):
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(tmp_path),
           "LANG": "C.UTF-8", "TERM": "xterm-256color", "SWIFT_BACKTRACE": "interactive=no"}
    for k, v in changes.items():
        if v is None:
            env.pop(k, None)
        else:
            env[k] = v
    return env


def assert_refused(status, out, err, *words):
    assert status == 2, (status, out, err)
    assert ESC not in out, out
    assert ESC not in err, err
    text = err.decode("utf-8", "replace").strip()
    assert text and "\n" not in text, f"expected one line on stderr, got {text!r}"
    for w in words:
        assert w.lower() in text.lower(), text


@pytest.mark.parametrize("stdin_tty,stdout_tty,word", [
    (False, True, "standard input"),
    (True, False, "standard output"),
    (False, False, "not a terminal"),
], ids=["stdin-pipe", "stdout-pipe", "both-pipes"])
def test_not_a_terminal_is_refused(binary, tmp_path, stdin_tty, stdout_tty, word):
    status, out, err = run_with_ptys(["--data-dir", str(tmp_path / "d")], base_env(tmp_path),
                                     stdin_tty=stdin_tty, stdout_tty=stdout_tty, stdin_data=b"\n")
    assert_refused(status, out, err, word)


def test_shell_pipelines_are_refused(binary, tmp_path):
    """The literal forms: `echo | weibo-tui` and `weibo-tui | cat`."""
    env = base_env(tmp_path)
    for cmd in (f"echo | {BIN} --data-dir {tmp_path}/d", f"{BIN} --data-dir {tmp_path}/d < /dev/null | cat"):
        p = subprocess.run(["bash", "-c", cmd + "; exit ${PIPESTATUS[0]}" if "| cat" in cmd else cmd],
                           capture_output=True, env=env, timeout=10, stdin=subprocess.DEVNULL)
        assert_refused(p.returncode, p.stdout, p.stderr)


@pytest.mark.parametrize("term_value,word", [
    (None, "TERM"),
    ("", "TERM"),
    ("nonexistent-term", "nonexistent-term"),
    ("dumb", "dumb"),
], ids=["unset", "empty", "unknown", "dumb"])
def test_unusable_term_is_refused(binary, tmp_path, term_value, word):
    status, out, err = run_with_ptys(["--data-dir", str(tmp_path / "d")], base_env(tmp_path, TERM=term_value))
    assert_refused(status, out, err, word)


# -- stdin EOF ----------------------------------------------------------------

def test_stdin_eof_exits_without_spinning(binary, tmp_path):
    """stdin and stdout are two different ptys; closing stdin's master is EOF
    (no SIGHUP: it is not the controlling terminal). The app must leave."""
    env = base_env(tmp_path)
    in_m, in_s = pty.openpty()
    out_m, out_s = pty.openpty()
    p = subprocess.Popen([BIN, "--data-dir", str(tmp_path / "d")], stdin=in_s, stdout=out_s,
                         stderr=subprocess.PIPE, env=env, start_new_session=True)
    os.close(in_s)
    os.close(out_s)
    seen = bytearray()
    try:
        def drawn():
            if select.select([out_m], [], [], 0.05)[0]:
                seen.extend(os.read(out_m, 65536))
            return "首页".encode() in seen and p.poll() is None
        poll(drawn, 10, what="the first frame")
        os.close(in_m)
        in_m = None
        start = time.monotonic()
        reading = True
        while p.poll() is None and time.monotonic() - start < 5:
            # Keep reading its output (the app writes its reset on the way out).
            if reading and select.select([out_m], [], [], 0.05)[0]:
                try:
                    os.read(out_m, 65536)
                except OSError:
                    reading = False
            elif not reading:
                time.sleep(0.02)
        if p.poll() is None:
            with open(f"/proc/{p.pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
            with open(f"/proc/{p.pid}/wchan") as f:
                wchan = f.read()
            stack = subprocess.run(["gdb", "-p", str(p.pid), "-batch", "-ex", "bt"], capture_output=True, text=True).stdout if os.environ.get("E2E_GDB") else ""
            pytest.fail(f"still running 5 s after stdin EOF (CPU used: {cpu:.2f} s, in {wchan}) {stack}")
    finally:
        if p.poll() is None:
            p.kill()
        p.wait()
        if in_m is not None:
            os.close(in_m)
        os.close(out_m)


# -- sizes --------------------------------------------------------------------

def test_tiny_sizes_do_not_crash(term):
    term.start_app()
    term.wait_for_tab_bar()
    pid = term.app_pid()
    noticed = False
    for w, h in [(19, 6), (1, 1), (2, 1), (1, 2), (3, 3), (5, 2), (10, 4), (20, 6), (19, 7), (20, 7), (41, 12)]:
        term.resize(w, h)
        assert term.pane_size() == (w, h)
        if (w, h) == (19, 6):
            lines = term.wait_for("too small")
            noticed = True
        time.sleep(0.05)  # let the app see each size, crash would show below
        assert os.path.exists(f"/proc/{pid}"), f"the app died at {w}x{h}"
    assert noticed
    term.resize(80, 24)
    term.wait_for_tab_bar()
    term.send_keys("q")
    assert term.wait_exit() == 0
    assert_sane(term)


def test_resize_storm_ends_in_the_right_layout(term_factory):
    final = (81, 24)
    storm = term_factory(80, 24)
    storm.start_app()
    storm.wait_for_tab_bar()
    pid = storm.app_pid()
    import random
    rng = random.Random(7)
    args = []
    for i in range(300):
        w, h = rng.randint(1, 160), rng.randint(1, 50)
        args += ["resize-window", "-t", "e2e", "-x", str(w), "-y", str(h), ";"]
    args += ["resize-window", "-t", "e2e", "-x", str(final[0]), "-y", str(final[1])]
    started = time.monotonic()
    storm.tmux(*args)
    storm.width, storm.height = final
    assert time.monotonic() - started < 5
    assert os.path.exists(f"/proc/{pid}")

    fresh = term_factory(*final)
    fresh.start_app()
    expected = fresh.wait_for_tab_bar()
    poll(lambda: storm.capture() == expected, 5,
         what=lambda: "the stormed screen to equal a fresh start at 81x24; stormed:\n"
              + storm.capture_text() + "\nfresh:\n" + "\n".join(expected))
    storm.send_keys("q")
    assert storm.wait_exit() == 0
    assert storm.terminal_state() == TERMINAL_SANE


@pytest.mark.parametrize("size", [(41, 12), (81, 24), (97, 30)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_tab_bar_on_the_last_row(term_factory, size):
    t = term_factory(*size)
    t.start_app()
    lines = t.wait_for_tab_bar()
    assert len(lines) == size[1]
    t.send_keys("q")
    assert t.wait_exit() == 0


# -- input --------------------------------------------------------------------

def test_paste_of_2000_keys_is_survived(term):
    term.start_app()
    term.wait_for_tab_bar()
    term.send_text("j" * 1000 + "k" * 1000)
    term.send_keys("?")
    term.wait_for("快捷键 Keys")  # the help overlay is open
    term.send_keys("Escape")
    term.send_keys("q")
    assert term.wait_exit(timeout=10) == 0
    assert_sane(term)


def test_tab_keys_switch_tabs(term):
    term.start_app()
    term.wait_for_tab_bar()
    for key, title in (("2", "消息"), ("3", "发现"), ("4", "我"), ("1", "全部关注")):
        term.send_keys(key)
        poll(lambda: title in term.capture()[0], 5, what=f"nav title {title}")
    term.send_keys("q")
    assert term.wait_exit() == 0


def test_mouse_click_on_a_tab(term):
    """A mouse press and release on the 消息 slot, encoded as the pane's
    terminfo (tmux-256color: X10 `kmous=\\E[M`, button+32, column+32, row+32)
    says the terminal would send it."""
    term.start_app()
    lines = term.wait_for_tab_bar()
    col = lines[-1].index("消息")
    x = sum(2 if ord(c) > 0x1100 else 1 for c in lines[-1][:col]) + 2  # 1-based, inside the label
    y = term.height
    term.send_text(f"\x1b[M{chr(32 + 0)}{chr(32 + x)}{chr(32 + y)}\x1b[M{chr(32 + 3)}{chr(32 + x)}{chr(32 + y)}")
    poll(lambda: "消息" in term.capture()[0], 5, what="the click to select 消息")
    term.send_keys("q")
    assert term.wait_exit() == 0


def test_colours_follow_no_color(term_factory):
    coloured = term_factory(80, 24)
    coloured.start_app()
    coloured.wait_for_tab_bar()
    with_colour = coloured.tmux("capture-pane", "-p", "-e", "-t", "e2e")
    assert "38;5;208" in with_colour, "the selected tab should be Weibo orange (208)"
    plain = term_factory(80, 24)
    plain.start_app(env="NO_COLOR=1")
    plain.wait_for_tab_bar()
    without = plain.tmux("capture-pane", "-p", "-e", "-t", "e2e")
    assert "38;5;" not in without and "48;5;" not in without
    for t in (coloured, plain):
        t.send_keys("q")
        assert t.wait_exit() == 0
