"""Kitty graphics and sixel (issue 15), on a pty of the app's own, playing
the terminal: the app asks once, right after its first frame, what the
terminal can draw; only an answer makes it send pictures as pixels. The
answers are never keys: typed into nothing, acting as nothing."""

import os
import time

import pytest

from conftest import TAB_LABELS
from test_launch_snapshot import PtyRun, text_of

KITTY_QUERY = b"\x1b_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\x1b\\"
CELL_QUERY = b"\x1b[16t"
DA1_QUERY = b"\x1b[c"
KITTY_OK = b"\x1b_Gi=31;OK\x1b\\"
DA1_PLAIN = b"\x1b[?62;22c"
DA1_SIXEL = b"\x1b[?62;4;22c"
CELL_SIZE = b"\x1b[6;20;10t"
# What opens the full-screen picture viewer from the first screen: the
# sample's 九宫格 post is the third on 首页, and `v` shows its pictures.
VIEWER_KEYS = [b"j", b"j", b"v"]


def start(tmp_path, **kwargs):
    data_dir = str(tmp_path / "data")
    os.makedirs(data_dir, exist_ok=True)
    run = PtyRun(data_dir, **kwargs)
    assert run.read_until(lambda r: r.first is not None), "\n".join(text_of(run.screen))
    return run


def answer(run, *pieces):
    """Writes the terminal's answers, each piece as its own write."""
    for piece in pieces:
        os.write(run.master, piece)
        time.sleep(0.02)


def settle(run, seconds=0.4):
    run.read_until(lambda r: False, timeout=seconds)


def test_the_query_follows_the_first_frame_once(tmp_path):
    run = start(tmp_path)
    try:
        assert run.read_until(lambda r: DA1_QUERY in r.output), run.output[-400:]
        query = run.output.index(KITTY_QUERY)
        assert query > run.output.index(TAB_LABELS[-1].encode()), "never before the first frame"
        assert run.output[query:].startswith(KITTY_QUERY + CELL_QUERY + DA1_QUERY)
        answer(run, DA1_PLAIN)
        settle(run)
        # A terminal that knows no APC (this screen model, the Linux console)
        # prints kitty's query as text: written at the top-left and that row
        # sent again at once, it neither stays nor scrolls the screen.
        lines = text_of(run.screen)
        assert not any("Gi=31" in line for line in lines), "\n".join(lines)
        assert all(label in lines[-1] for label in TAB_LABELS), "\n".join(lines)
        os.write(run.master, b"2")
        settle(run)
        os.write(run.master, b"1")
        settle(run)
        assert run.output.count(KITTY_QUERY) == 1 and run.output.count(DA1_QUERY) == 1, "asked once a run"
    finally:
        assert run.finish() == 0


def test_the_kernels_cell_size_spares_the_cell_size_question(tmp_path):
    run = start(tmp_path, pixels=(800, 480))
    try:
        assert run.read_until(lambda r: DA1_QUERY in r.output)
        assert KITTY_QUERY + DA1_QUERY in run.output and CELL_QUERY not in run.output
    finally:
        assert run.finish() == 0


@pytest.mark.parametrize("how", ["blocks", "off", "env"])
def test_set_pictures_blocks_or_off_and_the_env_never_ask(tmp_path, how):
    config = tmp_path / "config"
    config.write_text(f"set pictures {how}\n" if how != "env" else "")
    env = {"WEIBO_TUI_GRAPHICS": "off"} if how == "env" else {}
    run = start(tmp_path, extra_env=env, args=("--config", str(config)))
    try:
        settle(run, 1.0)
        assert b"\x1b_G" not in run.output and DA1_QUERY not in run.output
    finally:
        assert run.finish() == 0


def test_answers_split_across_reads_type_nothing_into_the_editor(tmp_path):
    run = start(tmp_path)
    try:
        assert run.read_until(lambda r: DA1_QUERY in r.output)
        os.write(run.master, b"+")
        settle(run, 0.3)
        os.write(run.master, b"1")
        assert run.read_until(lambda r: r.shows("分享新鲜事")), "\n".join(text_of(run.screen))
        # Late (after the wait), in pieces cut mid-sequence, with a key between.
        answer(run, KITTY_OK[:5], KITTY_OK[5:] + CELL_SIZE[:4], CELL_SIZE[4:], DA1_SIXEL[:6], DA1_SIXEL[6:], b"x")
        assert run.read_until(lambda r: any("x" in line for line in text_of(r.screen)[:6]))
        settle(run)
        # The editor's rows (the screen model prints the app's own query,
        # which it does not know, where the cursor was: not the editor's).
        editor = "\n".join(text_of(run.screen)[:6])
        for leaked in ["G", "OK", "62", "20", "\\", "c", "t"]:
            assert leaked not in editor, editor
    finally:
        os.write(run.master, b"\x1b")
        run.finish()


def open_picture_viewer(run):
    """Opens the full-screen viewer on the sample's first picture (its
    title looked for in the bytes: pyte prints a kitty payload as text)."""
    for key in VIEWER_KEYS:
        os.write(run.master, key)
        settle(run, 0.5)
    assert run.read_until(lambda r: "图片 1/9".encode() in r.output, timeout=3), "\n".join(text_of(run.screen))


@pytest.mark.parametrize("answers,pixels,sent,never", [
    ([DA1_PLAIN], (0, 0), None, b"a=T"),                                    # (a) only DA1: no kitty
    ([KITTY_OK, DA1_PLAIN], (0, 0), b"a=T", None),                          # (b) kitty answered
    ([CELL_SIZE, DA1_SIXEL], (0, 0), b"\x1bP0;1;0q", b"a=T"),               # (c) sixel and a cell size
    ([DA1_SIXEL], (0, 0), None, b"\x1bP0;1;0q"),                            # sixel without a cell size
], ids=["da1-only", "kitty", "sixel", "sixel-no-cell-size"])
def test_pictures_as_pixels_only_after_the_terminal_answers(tmp_path, answers, pixels, sent, never):
    run = start(tmp_path, pixels=pixels)
    try:
        assert run.read_until(lambda r: DA1_QUERY in r.output)
        answer(run, *answers)
        settle(run)
        open_picture_viewer(run)
        settle(run, 1.0)
        if sent:
            assert sent in run.output
        if never:
            assert never not in run.output
    finally:
        os.write(run.master, b"\x1b\x1b")
        run.finish()
