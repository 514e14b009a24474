"""The QR capture helper (qr_capture.py) on a real terminal: the Swift
encoder's rendering (qr_sample.txt), printed in tmux and captured back, reads
as what it encodes. Needs no weibo-tui binary; skipped without zbarimg."""

import os
import shlex
import shutil

import pytest

from conftest import Term, poll
import qr_capture

pytestmark = pytest.mark.skipif(shutil.which("zbarimg") is None, reason=qr_capture.ZBAR_MISSING)


def test_self_test_passes():
    assert qr_capture.self_test() == 0


def test_code_printed_in_tmux_reads_back(tmp_path):
    if shutil.which("tmux") is None:
        pytest.fail("tmux is not installed")
    term = Term(tmp_path, 80, 30)
    try:
        term.start()
        done = term.run_shell(f"clear; cat {shlex.quote(qr_capture.SAMPLE)}")
        poll(lambda: os.path.exists(done), what="cat to finish")
        lines = term.capture()
        assert sum("█" in line for line in lines) >= 15, "\n".join(lines)
        assert qr_capture.decode_half_blocks(lines) == qr_capture.SAMPLE_TEXT
    finally:
        term.kill()


def test_text_without_a_code_is_no_code():
    with pytest.raises(qr_capture.NoCode):
        qr_capture.decode_half_blocks(["微博登录", "等待扫码"])
    with pytest.raises(qr_capture.NoCode):
        qr_capture.decode_half_blocks(["▀▄█ ▀▄█", "█ █ ▄▄"])
