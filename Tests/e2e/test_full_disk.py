"""Issue 11, point 6: a full disk never loses a draft silently.

The data folder lives on a 4 MiB tmpfs that is filled up after the store is
made. Mounting needs root (the suite runs as root in CI); elsewhere the
tests are skipped with the reason.
"""

import os
import subprocess

import pytest

from conftest import BIN, cli, poll


@pytest.fixture
def full_disk(term):
    mount = os.path.join(term.workdir, "small-disk")
    os.makedirs(mount)
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4M", "tmpfs", mount], capture_output=True, text=True)
    if r.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here: {r.stderr.strip()}")
    try:
        term.data_dir = os.path.join(mount, "data")
        cli(term.data_dir, "unread")                       # the store, made while there is room
        filler = os.path.join(mount, "filler")
        subprocess.run(["dd", "if=/dev/zero", f"of={filler}", "bs=4k"], capture_output=True)
        yield filler
    finally:
        term.kill()
        subprocess.run(["umount", "-l", mount], capture_output=True)


def test_a_start_on_a_full_disk_says_so(term, full_disk):
    term.launch()
    term.wait_for("磁盘已满")
    term.quit()


def test_a_draft_that_cannot_be_saved_stays_in_the_editor(term, full_disk):
    term.launch()
    term.open_editor()
    term.send_text("满盘时写的草稿")
    term.wait_for("草稿保存失败：磁盘已满")                  # autosave failed, and says so
    term.send_keys("Escape")
    term.wait_for("保存草稿")
    term.send_keys("y")
    term.wait_for("草稿保存失败：磁盘已满")
    assert "满盘时写的草稿" in term.capture_text(), "the text stays in the editor"
    os.remove(full_disk)                                 # room again: the same Esc, y saves it
    term.send_keys("Escape")
    term.wait_for("保存草稿")
    term.send_keys("y")
    term.wait_for("已保存到草稿箱")
    term.quit()
    assert "满盘时写的草稿" in cli(term.data_dir, "drafts")


def test_quitting_asks_before_dropping_an_unsaved_draft(term, full_disk):
    term.launch()
    term.open_editor()
    term.send_text("退出前没存上的字")
    term.send_keys("C-c")
    term.wait_for("再按 Ctrl-C 放弃草稿并退出")
    assert "退出前没存上的字" in term.capture_text(), "still running, the text still there"
    term.send_keys("C-c")
    assert term.wait_exit() == 0
    assert term.terminal_state() == "0 1 0"
