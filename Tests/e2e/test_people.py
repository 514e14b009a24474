"""Issue 32, people: someone's page fetched only when it is opened, from
either route (m.weibo.cn's getIndex 100505UID / 107603UID, weibo.com's
ajax/profile/info and ajax/statuses/mymblog), against the fake
(Tests/fakeapi/web.py); `user NAME|UID` and its --json; the fake's /_log
shows that nobody was asked about whom the user did not open.
"""

import json

from conftest import BIN, fake_api_control as control, network_marks
from test_web_session import cli, signed_in, web  # noqa: F401  (the fixture)

pytestmark = network_marks(BIN)
HILL = 6002000002  # 山间小路
LEE = 6002000003
CAT = 6002000001  # 晴天小猫, who follows the account


def about(base, uid):
    return [(r["side"], r["path"]) for r in control(base, "/_log")["requests"] if r["about"] == uid]


def test_a_person_is_fetched_when_asked_for_and_never_by_a_sync(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    cli(data, web, "sync")
    assert about(web, HILL) == [] and about(web, LEE) == [], "a sync asks about no one else"
    card = json.loads(cli(data, web, "user", str(HILL), "--json").stdout)
    assert about(web, HILL) == [("web", "/api/container/getIndex")] * 2, "the card and the posts, once each"
    assert about(web, LEE) == []
    assert card["name"] == "山间小路" and card["id"] == str(HILL)
    assert card["following"] is True and card["follows_me"] is False and card["follow_state"] == "following"
    assert card["followers_count"] == 12000 and card["posts_count"] > 4000, card
    assert card["posts"] and {p["author"] for p in card["posts"]} == {"山间小路"}, card["posts"]
    assert len(card["posts"]) <= 10
    # The name is known now; the text form fetches again and says where the account stands.
    text = cli(data, web, "user", "山间小路", "--limit", "1").stdout
    lines = text.splitlines()
    assert lines[:2] == ["山间小路 · Following", "Posts 4021 · Following 60 · Followers 12K"], text
    assert lines[3].startswith("山间小路 · ") and len([line for line in lines if line.startswith("山间小路 · ")]) == 2, "one post"
    assert about(web, HILL) == [("web", "/api/container/getIndex")] * 4
    # What the app's fetch asks for when a page opens: the same two requests.
    assert cli(data, web, "sync", "--user", str(HILL)).stdout == "山间小路: 10 posts\n"
    assert about(web, HILL) == [("web", "/api/container/getIndex")] * 6
    assert cli(data, web, "sync", "--user", "山间小路", status=2).stderr.startswith("weibo-tui: --user needs the person's uid")


def test_weibo_com_serves_the_page_when_m_weibo_cn_refuses(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    control(web, "/_fault", {"mode": "432", "side": "web"})
    card = json.loads(cli(data, web, "user", str(LEE), "--json").stdout)
    assert card["name"] == "lee_walks" and card["follow_state"] == "following"
    assert card["posts"] and {p["author"] for p in card["posts"]} == {"lee_walks"}
    assert about(web, LEE) == [("web", "/api/container/getIndex"), ("desktop", "/ajax/profile/info"),
                               ("desktop", "/ajax/statuses/mymblog")], about(web, LEE)


def test_unknown_names_and_people_say_so_in_one_line(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    r = cli(data, web, "user", "没这个人", status=1)
    assert r.stderr == "weibo-tui user: the cache knows no @没这个人; give their uid\n" and r.stdout == ""
    r = cli(data, web, "user", "6009999999", status=1)
    assert r.stderr.startswith("weibo-tui user: ") and len(r.stderr.splitlines()) == 1, r.stderr
    assert about(web, 6009999999) != []
    # The sample has people too, read from its own store.
    sample = json.loads(cli(data, web, "--sample", "user", "长沙吃货小分队", "--json").stdout)
    assert sample["name"] == "长沙吃货小分队" and sample["following"] is True and sample["follow_state"] == "following"
    assert sample["verified"] and sample["verified_reason"] == "长沙美食博主"
    assert sample["posts"] and {p["author"] for p in sample["posts"]} == {"长沙吃货小分队"}



def test_unfollow_then_follow_goes_once_each_and_shows_at_once(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    assert json.loads(cli(data, web, "user", str(CAT), "--json").stdout)["follow_state"] == "mutual"
    out = json.loads(cli(data, web, "unfollow", str(CAT), "--json").stdout)
    assert out == {"uid": str(CAT), "name": "晴天小猫", "following": False, "sent": True, "outbox_id": None}, out
    state = control(web, "/_state")
    assert state["arrived"]["unfollow"] == {str(CAT): 1} and CAT not in state["following"]
    # Already so: nothing is sent again.
    assert cli(data, web, "unfollow", "晴天小猫").stdout == "not following 晴天小猫 (uid %d) (in the cache)\n" % CAT
    assert control(web, "/_state")["writes"]["unfollow"] == 1
    assert cli(data, web, "follow", "晴天小猫").stdout == "now following 晴天小猫 (uid %d)\n" % CAT
    assert control(web, "/_state")["arrived"]["follow"] == {str(CAT): 1}
    assert json.loads(cli(data, web, "user", str(CAT), "--json").stdout)["follow_state"] == "mutual"
    assert json.loads(cli(data, web, "outbox", "--json").stdout) == []


def test_a_follow_stored_then_cut_off_is_found_not_sent_again(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    cli(data, web, "unfollow", str(LEE))
    control(web, "/_fault", {"mode": "store_then_drop", "path": "friendships/create", "count": 1})
    r = cli(data, web, "follow", str(LEE), "--json", status=1)
    assert json.loads(r.stdout)["following"] is True and json.loads(r.stdout)["sent"] is False, r.stdout
    assert "it may have arrived" in r.stderr, r.stderr
    assert control(web, "/_state")["arrived"]["follow"] == {str(LEE): 1}
    assert cli(data, web, "sync", "--now").stdout.startswith("sent 1 from the outbox\n")
    # Their card said followed: the item left the outbox without a second request.
    assert control(web, "/_state")["arrived"]["follow"] == {str(LEE): 1}
    assert control(web, "/_state")["writes"]["follow"] == 1
    assert json.loads(cli(data, web, "outbox", "--json").stdout) == []


def test_weibo_com_takes_the_follow_when_m_weibo_cn_refuses(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    cli(data, web, "user", str(HILL))
    control(web, "/_fault", {"mode": "432", "side": "web"})
    assert cli(data, web, "unfollow", str(HILL)).stdout == "no longer following 山间小路 (uid %d)\n" % HILL
    assert ("desktop", "/ajax/friendships/destory") in about(web, HILL)
    assert control(web, "/_state")["arrived"]["unfollow"] == {str(HILL): 1}
    r = cli(data, web, "follow", "6009999999", status=1)
    assert r.stderr.startswith("weibo-tui follow: ") and len(r.stderr.splitlines()) == 1, r.stderr


def test_following_and_followers_lists_come_when_asked_from_either_route(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    follows = json.loads(cli(data, web, "user", str(HILL), "--following", "--json").stdout)
    assert [p["name"] for p in follows] == ["晴天小猫", "lee_walks"], follows
    assert follows[0]["follow_state"] == "mutual" and follows[1]["follow_state"] == "following"
    fans = cli(data, web, "user", str(HILL), "--followers").stdout
    assert fans == ("晴天小猫 · uid %d · Mutual\nlee_walks · uid %d · Following\n测试用户 · uid 6001234567\n" % (CAT, LEE)), fans
    assert about(web, HILL) == [("web", "/api/container/getIndex")] * 2
    assert json.loads(cli(data, web, "user", str(HILL), "--following", "--page", "2", "--json").stdout) == []
    control(web, "/_fault", {"mode": "432", "side": "web"})
    assert [p["name"] for p in json.loads(cli(data, web, "user", str(HILL), "--followers", "--json").stdout)] == \
        ["晴天小猫", "lee_walks", "测试用户"]
    assert ("desktop", "/ajax/friendships/friends") in about(web, HILL)
    # The account's own: whom it follows is what it followed.
    cli(data, web, "unfollow", str(LEE))
    mine = json.loads(cli(data, web, "user", "6001234567", "--following", "--json").stdout)
    assert [p["name"] for p in mine] == ["晴天小猫", "山间小路"], mine


def test_a_persons_lists_are_sync_lists_by_uid_and_the_old_options_their_aliases(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    fans = "231051_-_fans_-_%d" % HILL

    def asked():
        return [r["containerid"] for r in control(web, "/_log")["requests"] if r["about"] == HILL]

    # 粉丝 as the post page's lists are fetched: by name, key and page.
    assert cli(data, web, "sync", "--list", "followers", "--id", str(HILL)).stdout == "followers, page 1: 3; next page 2\n"
    assert cli(data, web, "sync", "--list", "followers", "--id", str(HILL), "--page", "2").stdout == "followers, page 2: 0; no more\n"
    assert asked() == [fans, fans]
    # Past its end nothing is asked.
    assert cli(data, web, "sync", "--list", "followers", "--id", str(HILL), "--page", "3").stdout == "followers, page 3: 0; no more\n"
    assert asked() == [fans, fans]
    # The old options are the same list.
    assert cli(data, web, "sync", "--following", str(HILL)).stdout == "following, page 1: 2; next page 2\n"
    assert asked()[-1] == "231051_-_followers_-_%d" % HILL
    # Their posts: page 1 comes with the card, the next from where it ended.
    assert cli(data, web, "sync", "--user", str(HILL)).stdout == "山间小路: 10 posts\n"
    assert cli(data, web, "sync", "--user", str(HILL), "--page", "2").stdout == "posts, page 2: 5; next page 3\n"
    assert cli(data, web, "sync", "--list", "user-posts", "--id", str(HILL), "--page", "3").stdout == "posts, page 3: 0; no more\n"
    assert asked()[-3:] == ["107603%d" % HILL] * 3
    r = cli(data, web, "sync", "--list", "following", "--id", "山间小路", status=2)
    assert r.stderr.startswith("weibo-tui: --list following needs --id and the person's uid"), r.stderr
