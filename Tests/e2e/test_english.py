"""Issue 14's Language, as a user meets it in a real terminal: `--lang en`
draws the tab bar in English (Home, Messages, ＋, Discover, Me) on the same
slots as the Chinese bar, the ＋ exactly in the middle and each label, with
its badge, centred in its slot, at 80×24 and 41×12."""

import re

import pytest

from conftest import poll
from test_shell import display_columns, slot_widths

# What each slot shows at a width, a regex for the label and its badge.
LABELS = {
    80: [r"Home", r"Messages", r"＋", r"Discover", r"Me"],
    41: [r"Home", r"(?:Messages|Msgs)", r"＋", r"Discover", r"Me"],
}
BADGE = r"(?:\d+\+?|•)?"
CHINESE_TABS = ["首页", "消息", "发现", "我"]


def english_tab_bar(t):
    def ready():
        lines = t.capture()
        return lines if lines and "Home" in lines[-1] and "Me" in lines[-1] else None
    return poll(ready, 8.0, what=lambda: f"the English tab bar; screen:\n{t.capture_text()}")


@pytest.mark.parametrize("width,height", [(80, 24), (41, 12)])
def test_english_tab_bar_keeps_the_centring(term_factory, width, height):
    t = term_factory(width, height)
    t.start_app("--lang en")
    lines = english_tab_bar(t)
    row = lines[-1]
    assert not any(word in row for word in CHINESE_TABS), row
    assert lines[0].strip() == "All followed ▾", lines[0]
    widths = slot_widths(width)
    # The ＋ slot is exactly in the middle: as many columns each side.
    assert sum(widths[:2]) == sum(widths[3:]), widths
    x, position = 0, 0
    for slot, (pattern, slot_width) in enumerate(zip(LABELS[width], widths)):
        # Left to right, each label after the one before ("Me" is in "Messages").
        m = re.compile(pattern + ("" if slot == 2 else BADGE)).search(row, position)
        assert m, (pattern, row)
        position = m.end()
        group = m.group(0)
        column = display_columns(row[:m.start()])
        left = column - x
        right = x + slot_width - (column + display_columns(group))
        assert left >= 0 and right >= 0 and abs(left - right) <= 1, (slot, group, column, left, right, row)
        x += slot_width
    t.quit()


HAN = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff5e]")


def chinese_in(text):
    """The Chinese interface characters in a row ("＋" is the compose glyph)."""
    return HAN.findall(text.replace("＋", ""))


def inside_box(lines):
    """The rows of a popup box, between its borders: the timeline drawn
    behind it is content."""
    return [line[line.index("│"):line.rindex("│") + 1] for line in lines if line.count("│") >= 2]


def test_english_run_has_no_chinese_interface_text(term_factory):
    """Every tab root, a pushed page, the compose popup and the key help in
    an English run: their titles, hints and bars hold no Chinese (posts,
    names and places are content and stay as written)."""
    t = term_factory(80, 24)
    t.start_app("--lang en")
    english_tab_bar(t)
    for key, title in [("2", "Messages"), ("3", "Discover"), ("4", "Me"), ("1", "All followed ▾")]:
        t.send_keys(key)
        lines = poll(lambda: (l := t.capture()) and l[0].strip() == title and l, 5.0,
                     what=lambda: f"{title}; screen:\n{t.capture_text()}")
        assert not chinese_in(lines[0] + lines[-1]), lines
    # The message centre's rows are interface, all of them.
    t.send_keys("2")
    lines = poll(lambda: (l := t.capture()) and "Mentions" in "\n".join(l) and l, 5.0)
    assert not chinese_in("".join(lines[2:6])), lines[2:6]
    # Me: everything but the user's own name and bio.
    t.send_keys("4")
    lines = poll(lambda: (l := t.capture()) and "Drafts" in "\n".join(l) and l, 5.0)
    assert not chinese_in("".join(lines[4:])), lines
    # A pushed page: its nav bar and its hint line.
    t.send_keys("1")
    t.wait_for(title="All followed")  # 首页's title: what it shows, all followed or a group
    t.send_keys("Enter")
    lines = poll(lambda: (l := t.capture()) and l[0].strip().startswith("‹ Home") and l, 5.0,
                 what=lambda: f"the post page; screen:\n{t.capture_text()}")
    assert "Post" in lines[0] and not chinese_in(lines[0]), lines[0]
    hints = [line for line in lines if "Comments" in line]
    assert hints and not chinese_in(hints[0]), lines
    t.send_keys("Escape")
    # The compose popup: every label and its footer.
    t.send_keys("+")
    lines = poll(lambda: (l := t.capture()) and "Long post" in "\n".join(l) and l, 5.0,
                 what=lambda: f"the popup; screen:\n{t.capture_text()}")
    box = inside_box(lines)
    assert box and not any(chinese_in(line) for line in box), box
    t.send_keys("Escape")
    # The key help: every summary.
    t.send_keys("?")
    lines = poll(lambda: (l := t.capture()) and "Keys" in "\n".join(l) and l, 5.0)
    box = inside_box(lines)
    assert box and not any(chinese_in(line) for line in box), box
    t.send_keys("q")
    t.quit()
