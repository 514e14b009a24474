"""Issue 32, a person's page in the app on a web session, against the fake
(Tests/fakeapi/web.py): opening someone asks Weibo for them (their card and
posts, getIndex 100505UID and 107603UID) and for no one else; F on 已关注
asks first, n sends nothing, y sends the unfollow exactly once and the card
says +关注; F again follows, once.
"""

from conftest import BIN, fake_api_control as control, network_marks, poll
from test_web_session import hosts, signed_in

import pytest

pytestmark = network_marks(BIN)
CAT = 6002000001  # 晴天小猫: the account follows her and she follows it


@pytest.fixture
def web(fake_web):
    control(fake_web, "/_reset", {})
    return fake_web


def requests(base):
    return control(base, "/_log")["requests"]


def people_asked(base):
    """Whom the app asked Weibo about, besides the account itself."""
    return sorted({r["about"] for r in requests(base) if r["about"] and r["about"] != 6001234567})


def friendships(base):
    return [r["path"] for r in requests(base) if "friendships" in r["path"]]


def open_her_page(term, web):
    """Signs in, launches, and selects 晴天小猫's repost on 首页."""
    signed_in(term.data_dir, web)
    select_her_repost(term, web)


def select_her_repost(term, web):
    """Launches the signed-in account and selects 晴天小猫's repost on 首页."""
    env = " ".join(f"{k}={v}" for k, v in hosts(web).items())
    term.launch("", env=env)
    # 晴天小猫's repost is among 首页's first posts: the selection goes down to it.
    term.wait_for("晴天小猫", timeout=20)
    for _ in range(5):
        before = term.capture_text()
        if "▌晴天小猫" in before:
            break
        term.send_keys("j")
        term.wait_for_lines(lambda lines: "\n".join(lines) != before, 10, "the selection moved", None)
    term.wait_for("▌晴天小猫")


def test_a_person_is_fetched_when_opened_and_unfollowing_asks_first(term, web):
    open_her_page(term, web)
    assert people_asked(web) == [], "nobody is asked about before their page opens"
    term.send_keys("u")
    term.wait_for("晴天小猫  互相关注", "F 取消关注", title="晴天小猫", timeout=20)
    poll(lambda: people_asked(web) == [CAT], timeout=20, what="her card and posts asked for")
    poll(lambda: len([r for r in requests(web) if r["about"] == CAT]) == 2, timeout=20, what="card and posts")
    asked = sorted(r["containerid"] for r in requests(web) if r["about"] == CAT)
    assert asked == ["100505%d" % CAT, "107603%d" % CAT], asked

    # 已关注: F asks first; n keeps the follow and sends nothing.
    term.send_keys("F")
    term.wait_for("取消关注 @晴天小猫？", "y 取消关注", "n 取消")
    term.send_keys("n")
    term.wait_for("晴天小猫  互相关注", gone="取消关注 @晴天小猫？")
    assert friendships(web) == []
    # y: shown at once, sent once by the sync it asks for.
    term.send_keys("F")
    term.wait_for("取消关注 @晴天小猫？")
    term.send_keys("y")
    term.wait_for("晴天小猫  +关注", "F 关注", timeout=20)
    poll(lambda: friendships(web) == ["/api/friendships/destory"], timeout=30, what="the unfollow sent")
    # F on +关注 follows at once, no question.
    term.send_keys("F")
    term.wait_for("晴天小猫  互相关注", timeout=20)
    poll(lambda: friendships(web) == ["/api/friendships/destory", "/api/friendships/create"], timeout=30, what="the follow sent")
    # Scrolled to the end of her posts: Weibo's next page of them, asked then and not before.
    assert len([r for r in requests(web) if r["containerid"] == "107603%d" % CAT]) == 1
    term.send_keys("G")
    poll(lambda: len([r for r in requests(web) if r["containerid"] == "107603%d" % CAT]) >= 2, timeout=30,
         what="her posts' next page")
    term.send_keys("Escape")
    term.wait_for_tab_bar()
    term.quit()
    # Once each, and still only her.
    assert friendships(web) == ["/api/friendships/destory", "/api/friendships/create"]
    assert people_asked(web) == [CAT]


def lists_asked(base):
    return [r["containerid"] for r in requests(base) if r["containerid"].startswith("231051_-_")]


def test_her_followers_and_whom_she_follows_open_as_pages_asked_when_opened(term, web):
    open_her_page(term, web)
    term.send_keys("u")
    term.wait_for("w/W 关注/粉丝", title="晴天小猫", timeout=20)
    assert lists_asked(web) == [], "no list before it is opened"
    term.send_keys("W")
    term.wait_for("山间小路", "lee_walks", "已取 3 人", title="晴天小猫的粉丝", timeout=20)
    assert lists_asked(web) == ["231051_-_fans_-_%d" % CAT]
    # The last row asks Weibo for its next page, which ends the list.
    term.send_keys("End", "Enter")
    term.wait_for("没有更多了", timeout=20)
    assert lists_asked(web) == ["231051_-_fans_-_%d" % CAT] * 2
    term.send_keys("Escape")
    term.wait_for("w/W 关注/粉丝", title="晴天小猫")
    term.send_keys("w")
    term.wait_for("山间小路", title="晴天小猫的关注", timeout=20)
    assert lists_asked(web) == ["231051_-_fans_-_%d" % CAT] * 2 + ["231051_-_followers_-_%d" % CAT]
    # A row opens that person's page, asked for as it opens.
    term.send_keys("g", "Enter")
    term.wait_for("微博 ", title="山间小路", timeout=20)
    poll(lambda: 6002000002 in people_asked(web), timeout=20, what="山间小路 asked for when opened")
    term.send_keys("Escape", "Escape", "Escape")
    term.wait_for_tab_bar()
    term.quit()
    assert people_asked(web) == [CAT, 6002000002], people_asked(web)


def test_her_lists_show_from_the_cache_when_weibo_cannot_be_reached(term, web):
    open_her_page(term, web)
    term.send_keys("u")
    term.wait_for("w/W 关注/粉丝", title="晴天小猫", timeout=20)
    term.send_keys("W")
    term.wait_for("山间小路", "lee_walks", "已取 3 人", title="晴天小猫的粉丝", timeout=20)
    term.quit()
    # Weibo answers nothing now: her page and her 粉丝 are the cache's.
    control(web, "/_fault", {"mode": "reset"})
    select_her_repost(term, web)
    term.send_keys("u")
    term.wait_for("w/W 关注/粉丝", title="晴天小猫", timeout=20)
    term.send_keys("W")
    term.wait_for("山间小路", "lee_walks", "已取 3 人", "加载更多 ›", title="晴天小猫的粉丝", timeout=20)
    poll(lambda: lists_asked(web) == ["231051_-_fans_-_%d" % CAT] * 2, timeout=20, what="asked again as it opened")
    term.send_keys("Escape")
    term.wait_for("w/W 关注/粉丝", title="晴天小猫")
    term.quit()
