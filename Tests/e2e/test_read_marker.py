"""首页's read marker (issue 33): posts that arrive while the app is open
(another process writes them, as a sync does) land above the view, the 首页
badge counts them, and a divider `以下是上次看到的位置` sits between them and
the posts read before; `'` jumps from there to the top and back; all of it
survives a restart. At 80×24 and 200×60, the captures beside the data folder."""

import os

import pytest

from conftest import cli, poll, tab_badges
from test_resume import keep

DIVIDER = "以下是上次看到的位置"


def divider_row(lines):
    return next((i for i, line in enumerate(lines) if DIVIDER in line), None)


@pytest.mark.parametrize("size", [(80, 24), (200, 60)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_read_marker_after_a_sync_and_after_a_restart(term_factory, size):
    term = term_factory(*size)
    lines = term.launch()
    assert divider_row(lines) is None and tab_badges(lines)["首页"] is None
    cli(term.data_dir, "post", "读完之后来的第一条")
    cli(term.data_dir, "post", "读完之后来的第二条")
    # Above the view: the badge counts them, the divider heads what was read.
    lines = term.wait_for(DIVIDER)
    poll(lambda: tab_badges(term.capture())["首页"] == "2", 5, what="首页's badge 2")
    keep(term, "marker-after-sync")
    term.quit()

    # A restart: the same place, the divider and the count still there.
    lines = term.launch(resume=True)
    assert divider_row(lines) is not None, "\n".join(lines)
    assert tab_badges(lines)["首页"] == "2", "\n".join(lines)
    assert "读完之后来的第二条" not in "\n".join(lines[:divider_row(lines)])
    keep(term, "marker-after-restart")

    # ' : to the top, the new posts read; the badge goes, the divider stays under them.
    term.send_keys("'")
    lines = term.wait_for("读完之后来的第二条", "读完之后来的第一条", DIVIDER)
    poll(lambda: tab_badges(term.capture())["首页"] is None, 5, what="首页's badge gone")
    lines = term.capture()
    assert "读完之后来的第一条" in "\n".join(lines[:divider_row(lines)]), "\n".join(lines)
    keep(term, "marker-top")
    # ' again: back to the divider, at the top of the view.
    term.send_keys("'")
    lines = term.wait_for(DIVIDER, gone="读完之后来的第二条")
    assert divider_row(lines) == 2, "\n".join(lines)
    keep(term, "marker-back")
    term.quit()


def test_without_new_posts_the_key_says_so(term):
    term.launch()
    term.send_keys("'")
    term.wait_for("上次看到的位置之上没有新微博")
    term.quit()
