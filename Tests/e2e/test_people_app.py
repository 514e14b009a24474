"""Issue 32, people, in the app (tmux, the sample): u opens the selected
post's author, U a repost's original's author, each as a person's page
with their card and posts; on their page u says so instead of stacking it.
"""

import unicodedata

from conftest import BIN, network_marks, poll

pytestmark = network_marks(BIN)


def test_u_opens_the_author_and_U_the_reposted_originals_author(term):
    term.launch()
    term.wait_for("喵星观察员")
    term.send_keys("u")
    term.wait_for("关注 ", "粉丝 ", "刚刚，一只橘猫", title="喵星观察员")  # the card, their posts under it
    term.send_keys("u")
    term.wait_for("已在 @喵星观察员 的主页")
    term.send_keys("Escape")
    term.wait_for_tab_bar()
    # 首页's fourth post is 重庆雨天_Lin's repost of 绿茵场边的老K's.
    term.send_keys("j", "j", "j")
    term.send_keys("U")
    term.wait_for("上半场结束", title="绿茵场边的老K")
    term.send_keys("Escape")
    term.wait_for_tab_bar()
    term.send_keys("u")
    # The sample's people have 认证 and follows: the card says so offline.
    term.wait_for("重庆雨天_Lin  互相关注", "V 认证：旅行摄影博主", "粉丝 ", title="重庆雨天_Lin")
    term.send_keys("Escape", "k", "U")
    term.wait_for("这条微博不是转发")


def width(text):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def test_the_person_page_fits_20_by_8(term_factory):
    t = term_factory(20, 8)
    t.start_app()
    poll(lambda: "喵星观察员" in t.capture_text(), 8, what=lambda: t.capture_text())
    t.send_keys("u")
    # 首页's own title (全部关注 ▾) holds "关注 " too: wait for it to go.
    lines = t.wait_for("关注 ", gone="全部关注")
    assert "喵星观察员" in lines[0] and all(width(line) <= 20 for line in lines), lines
    t.quit()
