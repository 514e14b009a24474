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
    assert lines[0].strip() == "Home", lines[0]
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
