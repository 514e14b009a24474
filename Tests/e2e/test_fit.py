"""Issue 14's Fit, as a user meets it in a real terminal: the help and the
emoticon picker at 40×12, the 消息 badge on its tab at 80×24 and 41×12,
the compose popup at 20×8, and the one-time pointer to the help."""

import re

import pytest

from conftest import poll, tab_badges
from test_shell import display_columns, slot_widths

EMOTICONS = ["[哈哈]", "[偷笑]", "[doge]", "[二哈]", "[允悲]", "[心]", "[赞]", "[泪]",
             "[喵喵]", "[抱抱]", "[笑cry]", "[吃瓜]", "[good]", "[怒]", "[思考]"]
HINT = "按 ? 查看快捷键"


def box_rows(lines):
    """The text between the help box's side borders, one string per row."""
    return [l.split("│")[1].strip() for l in lines if l.count("│") >= 2]


def test_help_scrolls_at_40x12_by_lines_and_pages_to_the_last_key(term_factory):
    t = term_factory(40, 12)
    t.launch()
    t.send_keys("?")
    # The box's last row is its hint: waited for, so a frame caught half drawn is not read.
    first = box_rows(t.wait_for("其他键关闭"))
    assert "j/k 滚动 · 其他键关闭" in first, first  # the help table's first keys
    assert all("…" not in r for r in first), f"help rows cut:\n{first}"
    t.send_keys("j")
    poll(lambda: box_rows(t.capture())[0] == first[1], what=lambda: f"one line down:\n{t.capture_text()}")
    t.send_keys("PgDn")
    poll(lambda: box_rows(t.capture())[0] not in first, what=lambda: f"a page down:\n{t.capture_text()}")
    seen = set()
    for _ in range(40):
        seen.update(box_rows(t.capture()))
        t.send_keys("PgDn")
    # The last section (keys bound everywhere) is reachable: F1 is its last key.
    assert any(r.startswith("F1") for r in seen), sorted(seen)
    t.send_keys("x")
    poll(lambda: not any("快捷键 Keys" in l for l in t.capture()), what="help closed by another key")
    t.wait_for_tab_bar()
    t.quit()


def test_emoticon_picker_at_40x12_shows_every_item_and_right_reaches_only_visible_ones(term_factory):
    t = term_factory(40, 12)
    t.launch()
    t.open_editor()
    t.send_keys("C-t")
    # The picker's title on its border: the editor's own footer says "^T 表情" too.
    screen = "\n".join(t.wait_for("表情 ─"))
    for code in EMOTICONS:
        assert code in screen, f"{code} not whole on screen:\n{screen}"
    assert "[│" not in screen and "…" not in screen.split("表情")[1].split("└")[0], screen
    # Right four times: the fifth item, the one once drawn as "[│", is chosen and inserted.
    t.send_keys("Right", "Right", "Right", "Right", "Enter")
    # In the editor, the picker gone: the picker lists [允悲] itself.
    t.wait_for("[允悲]", gone="表情 ─")
    # The last item, reached with → all the way, is on screen and inserted.
    t.send_keys("C-t")
    t.wait_for("表情 ─")
    t.send_keys(*["Right"] * 20, "Enter")
    t.wait_for("[思考]", gone="表情 ─")
    t.send_keys("Escape")
    t.wait_for("保存草稿")
    t.send_keys("n")
    t.wait_for_tab_bar()
    t.quit()


@pytest.mark.parametrize("width,height", [(80, 24), (41, 12)])
def test_message_count_is_a_reverse_red_badge_on_its_tab_not_on_the_rule(term_factory, width, height):
    t = term_factory(width, height)
    lines = t.launch()
    badge = tab_badges(lines)["消息"]
    assert badge and re.fullmatch(r"\d+\+?", badge), lines[-1]
    rule = lines[-2]
    assert set(rule) == {"─"} and display_columns(rule) == width, f"the rule carries nothing: {rule!r}"
    row = lines[-1]
    # Right after the label, centred with it in the 消息 slot.
    widths = slot_widths(width)
    col = display_columns(row[:row.index("消息" + badge)])
    assert col == widths[0] + (widths[1] - display_columns("消息" + badge)) // 2, (col, row)
    # Drawn in reverse red: the SGR before the digits has 7 (reverse) and red.
    styled = t.capture_styled().split("\n")[height - 1]
    m = re.search(r"消息((?:\x1b\[[0-9;:]*m)+)" + re.escape(badge), styled)
    assert m, repr(styled)
    params = set(re.findall(r"\d+", m.group(1)))
    assert "7" in params and ("196" in params or "31" in params or "1" in params), repr(m.group(1))
    t.quit()


def test_compose_popup_at_20x8_lists_every_item_whole(term_factory):
    t = term_factory(20, 8)
    t.start_app()
    # 消 with its count: at 20 columns the short label keeps the badge.
    bar = lambda: (lambda lines: lines if lines and "＋" in lines[-1] and "消" in lines[-1] else None)(t.capture())
    assert re.search(r"消\d+", poll(bar, 8, what=lambda: t.capture_text())[-1])
    t.send_keys("+")
    screen = "\n".join(t.wait_for("发布"))
    for item in ["1 ✎ 文字", "2 ▣ 照片/视频", "3 ☰ 长微博", "4 ⌖ 签到", "5 ★ 点评", "6 … 更多"]:
        assert item in screen, f"{item!r}:\n{screen}"
    t.send_keys("5")
    screen = "\n".join(t.wait_for("★ ★"))
    for hint in ["←→ 或 1-5", "Enter 确定", "Esc 取消"]:
        assert hint in screen, f"{hint!r} whole:\n{screen}"
    t.send_keys("Escape")
    poll(lambda: "★ ★" not in t.capture_text() and bar(), what=lambda: t.capture_text())
    t.quit()


def test_an_unbound_key_points_to_the_help_once(term):
    term.launch()
    term.send_keys("x")
    term.wait_for(HINT)
    term.send_keys("j")
    poll(lambda: HINT not in term.capture_text(), what="the hint gone after the next key")
    term.send_keys("x")
    term.send_keys("k")
    term.send_keys("Z")
    term.send_keys("?")
    term.wait_for("快捷键 Keys")
    term.send_keys("Escape")
    poll(lambda: "快捷键 Keys" not in term.capture_text(), what="help closed")
    assert HINT not in term.capture_text()
    term.quit()
