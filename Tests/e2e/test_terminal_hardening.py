"""A flaky terminal and an unusual environment: input split across reads,
a non-UTF-8 locale, a terminal without an alternate screen, Ctrl-Z and
job control, clicks beyond column 223. See conftest.py for the harness."""

import os
import pty
import select
import subprocess
import time

import pytest

from conftest import TAB_LABELS, TERMINAL_SANE, poll
from test_terminal import assert_refused, assert_sane, base_env


def send_bytes(term, *hex_bytes):
    """One write of raw bytes into the pane (`send-keys -H`)."""
    term.tmux("send-keys", "-t", "e2e", "-H", *hex_bytes)


def title(term):
    return term.capture()[0]


def alive(term, pid):
    return os.path.exists(f"/proc/{pid}")


# -- input split across reads (issue 11, point 1) -----------------------------

def test_invalid_bytes_in_two_reads_do_not_quit(term):
    """Two reads holding no complete character were taken as end of input."""
    term.launch()
    pid = term.app_pid()
    for _ in range(3):
        send_bytes(term, "ff")
        time.sleep(0.2)
    term.send_keys("2")
    poll(lambda: "消息" in title(term), 5, what="the 消息 tab after invalid bytes")
    assert alive(term, pid)
    term.quit()
    assert_sane(term)


def test_a_character_one_byte_per_read_is_typed(term):
    """你 (E4 BD A0) arriving one byte per write, as over a slow link."""
    term.launch()
    term.open_editor()
    for b in ("e4", "bd", "a0"):
        send_bytes(term, b)
        time.sleep(0.15)
    term.send_text("好")
    term.wait_for("你好")
    term.send_keys("C-c")
    assert term.wait_exit() == 0
    assert_sane(term)


def test_a_partial_character_is_dropped_and_the_keys_behind_it_kept(term):
    term.launch()
    term.open_editor()
    send_bytes(term, "e4")           # never finished: given up after a short wait
    time.sleep(1.0)
    term.send_text("a")
    send_bytes(term, "e4", "bd", "62")  # broken by the byte behind it
    term.send_text("c")
    lines = term.wait_for("abc")
    assert not any("\ufffd" in line or "?" in line for line in lines), "\n".join(lines)
    term.send_keys("C-c")
    assert term.wait_exit() == 0


# -- a non-UTF-8 locale (point 7) ----------------------------------------------

def test_lang_c_uses_c_utf8_and_says_so(term):
    lines = term.launch(env="LANG=C LC_ALL=C")  # the tab bar, in Chinese, not ??
    assert "??" not in "\n".join(lines)
    term.wait_for("C.UTF-8")
    term.open_editor()
    term.send_text("你好微博")  # one write
    term.wait_for("你好微博")
    term.send_keys("C-c")
    assert term.wait_exit() == 0
    assert_sane(term)


def test_lang_c_without_c_utf8_is_refused(binary, tmp_path):
    """A system with no C.UTF-8: an empty folder mounted over /usr/lib/locale
    in a private mount namespace (LOCPATH cannot hide it: glibc still looks
    in /usr/lib/locale)."""
    empty = tmp_path / "no-locales"
    empty.mkdir()
    hide = 'mount --bind "$0" /usr/lib/locale && exec "$@"'
    probe = subprocess.run(["unshare", "-m", "sh", "-c", hide, str(empty), "true"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip(f"cannot hide /usr/lib/locale here (unshare -m needs root): {probe.stderr.decode().strip()}")
    master, slave = pty.openpty()
    p = subprocess.Popen(["unshare", "-m", "sh", "-c", hide, str(empty), binary, "--data-dir", str(tmp_path / "d")],
                         stdin=slave, stdout=slave, stderr=subprocess.PIPE, start_new_session=True,
                         env=base_env(tmp_path, LANG="C", LC_ALL="C"))
    os.close(slave)
    out = bytearray()
    try:
        status = p.wait(timeout=10)
        while select.select([master], [], [], 0.05)[0]:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
        os.close(master)
    assert_refused(status, bytes(out), p.stderr.read(), "LANG", "LC_ALL", "UTF-8", "C.UTF-8")


# -- no alternate screen (point 8) ---------------------------------------------

def test_vt100_prompt_does_not_land_on_the_tab_bar(term):
    term.launch(env="TERM=vt100")
    term.quit()

    def prompt_row():
        y = int(term.tmux("display", "-p", "-t", "e2e", "#{cursor_y}").strip())
        line = term.capture()[y]
        return line if line.startswith("bash") else None
    line = poll(prompt_row, 5, what=lambda: "the prompt; screen:\n" + term.capture_text())
    assert not any(t in line for t in TAB_LABELS), line
    assert not any(all(t in l for t in TAB_LABELS) for l in term.capture()), term.capture_text()
    assert term.terminal_state() == TERMINAL_SANE


# -- Ctrl-Z (point 9) ------------------------------------------------------------

def test_ctrl_z_suspends_and_fg_redraws_at_the_new_size(term_factory, binary):
    t = term_factory(80, 24)
    # Typed bare (no `; echo $?` after it): bash would run the rest of the
    # line as soon as the app stops.
    t.send_text(f"{binary} --data-dir {t.data_dir}")
    t.send_keys("Enter")
    t.wait_for_tab_bar()
    pid = t.app_pid()
    t.send_keys("C-z")
    t.wait_for("Stopped")
    assert t.terminal_state() == TERMINAL_SANE
    with open(f"/proc/{pid}/stat") as f:
        assert f.read().rsplit(")", 1)[1].split()[0] == "T", "the app should be stopped"
    assert_sane(t)

    t.resize(100, 30)
    done = t.run_shell("fg")
    expected_size = t.wait_for_tab_bar()
    fresh = term_factory(100, 30)
    fresh.launch()
    fresh.wait_for_pictures()
    # Both screens read afresh each time: under load the fresh start may
    # still be drawing a picture's last tiles when its pictures first show.
    poll(lambda: t.capture() == fresh.capture(), 10,
         what=lambda: "the resumed screen to equal a fresh start at 100x30; resumed:\n"
              + t.capture_text() + "\nfresh:\n" + fresh.capture_text())
    assert len(expected_size) == 30
    t.send_keys("2")
    poll(lambda: "消息" in title(t), 5, what="keys after fg")
    t.send_keys("q")
    assert t.wait_exit(done) == 0
    assert_sane(t)
    fresh.quit()


# -- mouse beyond column 223 (point 10) -----------------------------------------

def test_click_beyond_column_223_under_tmux_256color(term_factory):
    t = term_factory(260, 30)
    lines = t.launch()
    # tmux-256color's terminfo knows only X10 reports; the app asks for SGR.
    assert t.tmux("display", "-p", "-t", "e2e", "#{mouse_sgr_flag}").strip() == "1"
    assert lines[-1].rstrip().endswith("我")
    x, y = 255, t.height  # 1-based, in the last slot (我)
    t.send_text(f"\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m")
    poll(lambda: "我" in title(t), 5, what=lambda: "the click to select 我:\n" + t.capture_text())
    t.quit()
    assert t.terminal_state() == TERMINAL_SANE
    assert t.tmux("display", "-p", "-t", "e2e", "#{mouse_sgr_flag}").strip() == "0"
