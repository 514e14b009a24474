"""The app shell as a user meets it: tab bar geometry, the compose popup,
pushed pages hiding the tab bar, settings persisted, the command line."""

import subprocess

import pytest

from conftest import BIN, TAB_LABELS, poll, tab_badges


def display_columns(text):
    """Columns a string takes in tmux (CJK and full-width forms: 2)."""
    import unicodedata
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def slot_widths(width):
    """The geometry contract (TabBarLayout.slotWidths), restated independently."""
    base, rem = divmod(width, 5)
    compose = base if rem % 2 == 0 else base + 1
    side = (width - compose) // 2
    outer, inner = (side + 1) // 2, side // 2
    return [outer, inner, compose, inner, outer]


@pytest.mark.parametrize("width", [41, 81, 97])
def test_tab_labels_sit_where_the_geometry_says(term_factory, width):
    t = term_factory(width, 24)
    t.start_app()
    lines = t.wait_for_tab_bar()
    row = lines[-1]
    badges = tab_badges(lines)
    widths = slot_widths(width)
    starts = [sum(widths[:i]) for i in range(5)]
    labels = ["首页", "消息", "＋", "发现", "我"]
    for i, label in enumerate(labels):
        col = display_columns(row[:row.index(label)])
        # A badge sits right after its label; the two are centred together.
        shown = label + (badges.get(label) or "")
        expected = starts[i] + (widths[i] - display_columns(shown)) // 2
        assert col == expected, (width, label, col, expected, row)
    t.quit()


def test_compose_popup_opens_and_esc_closes_it_leaving_the_tab_as_it_was(term):
    before = term.launch()
    term.send_keys("+")
    term.wait_for("照片/视频")
    assert any("长微博" in l and "签到" not in l for l in term.capture()) or term.wait_for("签到")
    term.send_keys("6")
    term.wait_for("微博相机")
    term.send_keys("5")
    term.wait_for("长微博")
    term.send_keys("Escape")
    poll(lambda: term.capture() == before, 5, what="the screen before the popup")
    term.quit()


def test_pushed_page_hides_the_tab_bar_and_esc_brings_it_back(term):
    term.launch()
    term.send_keys("4")
    term.wait_for("设置")
    term.send_keys("G", "k", "Enter")   # 关于, above 登录 (the last row)
    term.wait_for("数据目录")
    lines = term.capture()
    assert not all(l in lines[-1] for l in TAB_LABELS)
    assert "‹ 我" in lines[0]
    term.send_keys("Escape")
    term.wait_for_tab_bar()
    term.quit()


def test_colour_setting_is_persisted(term_factory):
    t = term_factory(80, 24)
    t.launch()
    t.send_keys("4", "j", "j", "j", "j", "Enter")   # 设置, below 收藏
    t.wait_for("彩色显示")
    t.send_keys("Enter")
    t.wait_for("关 ○")
    t.quit()
    t.launch()
    t.send_keys("4", "j", "j", "j", "j", "Enter")
    t.wait_for("关 ○")
    screen = t.tmux("capture-pane", "-p", "-e", "-t", "e2e")
    assert "38;5;" not in screen
    t.quit()


def test_help_overlay_from_anywhere(term):
    term.launch()
    term.send_keys("3", "?")
    term.wait_for("快捷键")
    term.send_keys("x")
    poll(lambda: not any("快捷键" in l for l in term.capture()), 5, what="help closed")
    term.quit()


def run(*args, input=None):
    return subprocess.run([BIN, *args], capture_output=True, text=True, input=input, timeout=30)


def test_help_version_and_unknown_options(binary):
    r = run("--help")
    assert r.returncode == 0 and "用法：weibo-tui" in r.stdout
    r = run("--version")
    assert r.returncode == 0 and r.stdout.startswith("weibo-tui ")
    r = run("--bogus")
    assert r.returncode == 2 and r.stderr == "weibo-tui: 未知选项 '--bogus'；详见 'weibo-tui --help'\n" and r.stdout == ""


def test_corrupt_store_is_refused_and_left_untouched(binary, tmp_path):
    data = tmp_path / "d"
    data.mkdir()
    db = data / "weibo.sqlite"
    db.write_bytes(b"this is not a database\n" * 100)
    before = db.read_bytes()
    r = subprocess.run([BIN, "--data-dir", str(data)], capture_output=True, text=True, timeout=30)
    assert r.returncode == 1
    assert str(db) in r.stderr
    assert db.read_bytes() == before
