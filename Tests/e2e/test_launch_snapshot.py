"""The launch snapshot end to end: a clean exit leaves the first screen in
the data folder, the next start draws its first frame from it before the
store is open, and the store always has the last word: a snapshot that
turns out to be stale is redrawn, and a store refused after the snapshot's
frame was drawn is still refused, with the terminal given back."""

import fcntl
import os
import pty
import select
import stat
import struct
import subprocess
import termios
import time

import pyte

from conftest import BIN, TAB_LABELS, TERMINAL_SANE, poll

SNAPSHOT = "first-screen.snapshot"
# Header: magic (8 bytes), format version (8), the six key fields (8 each).
KEY = slice(16, 16 + 6 * 8)


def post_from_the_command_line(data_dir, text):
    r = subprocess.run([BIN, "--data-dir", data_dir, "post", text], capture_output=True, text=True, timeout=30)
    assert r.returncode == 0, r.stderr


def text_of(screen):
    """The screen's rows as text. Not pyte's `display`, which trips over the
    half-overwritten wide characters a frame passes through mid-stream."""
    return ["".join(screen.buffer[y][x].data for x in range(screen.columns)) for y in range(screen.lines)]


class PtyRun:
    """The app on a pty of its own, its output fed to a screen model a few
    bytes at a time, so a redraw that follows the first frame in the same
    read is never mistaken for it."""

    def __init__(self, data_dir, width=80, height=24, pixels=(0, 0), extra_env=None, args=()):
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, *pixels))
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": data_dir, "TERM": "xterm-256color",
               "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no", **(extra_env or {})}
        self.proc = subprocess.Popen([BIN, "--data-dir", data_dir, *args], stdin=slave, stdout=slave, stderr=slave,
                                     env=env, start_new_session=True,
                                     preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
        os.close(slave)
        self.screen = pyte.Screen(width, height)
        self.stream = pyte.ByteStream(self.screen)
        self.output = b""
        self.first = None  # the screen the moment the first frame was complete

    def read_until(self, done, timeout=8.0):
        """Reads until `done(self)` holds or the app's side closes; returns
        whether `done` held."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if done(self):
                return True
            ready, _, _ = select.select([self.master], [], [], 0.1)
            if not ready:
                continue
            try:
                data = os.read(self.master, 65536)
            except OSError:  # EIO: the app has exited and closed the pty
                break
            if not data:
                break
            self.output += data
            for i in range(0, len(data), 16):
                self.stream.feed(data[i:i + 16])
                if self.first is None and all(label in text_of(self.screen)[-1] for label in TAB_LABELS):
                    self.first = text_of(self.screen)
        return done(self)

    def shows(self, text):
        return any(text in line for line in text_of(self.screen))

    def finish(self):
        """q (if still running); the exit status."""
        if self.proc.poll() is None:
            os.write(self.master, b"q")
        try:
            status = self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            status = self.proc.wait()
        os.close(self.master)
        return status


def test_a_clean_exit_leaves_a_snapshot_and_the_next_start_shows_the_same(term):
    term.launch()
    first = term.wait_for_pictures()
    term.quit()
    path = os.path.join(term.data_dir, SNAPSHOT)
    assert os.stat(path).st_mode & 0o777 == 0o600
    term.launch()
    # The same screen (relative times could tick over between the two starts).
    poll(lambda: term.capture() == first, timeout=3,
         what=lambda: f"the first start's screen; now:\n{term.capture_text()}")
    term.quit()


def test_the_next_start_draws_the_pictures_in_its_first_frame(term):
    """A clean exit keeps the first page's decoded pictures in the snapshot:
    the next first frame, drawn before the store is open, shows them, rather
    than 加载中 placeholders that the decoder then fills in one by one."""
    term.launch()
    term.wait_for_pictures()
    term.quit()

    def half_blocks(rows):
        return sum(row.count("▀") for row in rows)

    run = PtyRun(term.data_dir)
    try:
        assert run.read_until(lambda r: r.first is not None), "\n".join(text_of(run.screen))
        run.read_until(lambda r: False, timeout=1.0)  # everything after the first frame
        settled = text_of(run.screen)
        assert half_blocks(settled) > 0, "\n".join(settled)
        assert not any("加载中" in row for row in run.first), "\n".join(run.first)
        assert half_blocks(run.first) == half_blocks(settled), "\n".join(run.first)
    finally:
        assert run.finish() == 0


def test_a_stale_snapshot_is_redrawn_from_the_store(term, tmp_path):
    """A snapshot whose key matches but whose content is old (spliced: an
    old payload under the current key) must show first and then give way."""
    term.launch()
    term.quit()
    path = os.path.join(term.data_dir, SNAPSHOT)
    with open(path, "rb") as f:
        old = f.read()
    post_from_the_command_line(term.data_dir, "快照之后发的微博")
    term.launch()
    term.wait_for("快照之后发的微博")
    term.quit()
    with open(path, "rb") as f:
        current = f.read()
    with open(path, "wb") as f:
        f.write(old[:KEY.start] + current[KEY] + old[KEY.stop:])

    run = PtyRun(term.data_dir)
    try:
        assert run.read_until(lambda r: r.first is not None and r.shows("快照之后发的微博")), \
            "\n".join(text_of(run.screen))
        assert not any("快照之后发的微博" in line for line in run.first), "the first frame came from the snapshot"
        assert all(label in text_of(run.screen)[-1] for label in TAB_LABELS)
    finally:
        assert run.finish() == 0


def test_a_store_refused_after_the_snapshot_frame_is_still_refused(term):
    """The snapshot matches (size and modification time kept) but the file
    is no longer a database: the app draws the snapshot, then refuses the
    store, gives the terminal back and leaves the file as it is."""
    term.launch()
    term.quit()
    db = os.path.join(term.data_dir, "weibo.sqlite")
    info = os.stat(db)
    with open(db, "r+b") as f:
        f.write(b"this is not SQLite")
    os.utime(db, ns=(info.st_atime_ns, info.st_mtime_ns))
    with open(db, "rb") as f:
        before = f.read()

    # On a pty of its own: the snapshot's frame is drawn, then the refusal.
    run = PtyRun(term.data_dir)
    run.read_until(lambda r: False)  # to the end: the app exits on its own
    assert run.first is not None, "the first frame came from the snapshot"
    assert run.finish() == 1
    assert "不是 weibo-tui 的数据库".encode() in run.output

    # In tmux: the terminal is given back whole.
    term.start_app()
    assert term.wait_exit() == 1
    assert term.terminal_state() == TERMINAL_SANE
    term.wait_for("weibo.sqlite")
    assert "不是 weibo-tui 的数据库" in term.capture_text()
    flags = term.stty()
    assert "echo" in flags and "icanon" in flags
    with open(db, "rb") as f:
        assert f.read() == before


def test_a_fifo_in_place_of_the_snapshot_is_ignored(term):
    """Opening a FIFO for reading waits for a writer, for ever: the snapshot
    is opened without waiting and only a regular file is read, so the app
    starts as if there were none, and its clean exit puts a real file back."""
    term.launch()
    term.quit()
    path = os.path.join(term.data_dir, SNAPSHOT)
    os.unlink(path)
    os.mkfifo(path, 0o600)
    try:
        term.launch()
        term.quit()
    finally:
        # A start that waits in open() is let go (a writer appears and
        # leaves), so a failure here does not leave the app hanging.
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:
            pass
    assert stat.S_ISREG(os.lstat(path).st_mode), "a clean exit leaves a real snapshot again"
    assert term.terminal_state() == TERMINAL_SANE
