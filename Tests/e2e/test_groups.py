"""Issue 32's groups: 首页's title switches between 全部关注 and the user's
groups as the Weibo app's title menu does (`z`, or a click on the title),
the choice kept across a restart. On the sample its own groups show their
people's posts offline; on a web session the groups are asked for when the
menu opens (weibo.com's allGroups) and a group's posts when it is chosen
(m.weibo.cn's feed/group, weibo.com's groupstimeline when m.weibo.cn
refuses), one unreadable item costing only itself, nothing asked that the
user did not open; an Open API account says in one line it has none.
"""

import json
import os
import subprocess
import time
import unicodedata

from conftest import BIN, FAKE_API_TOKEN as TOKEN, fake_api_control as control, network_marks, poll
from test_exactly_once import run
from test_web_session import cli, hosts, signed_in, web  # noqa: F401  (the fixture)

pytestmark = network_marks(BIN)
MENU = "切换分组"


def group_requests(base):
    """What the fake was asked about groups, by either route."""
    return [(r["side"], r["path"].strip("/")) for r in control(base, "/_log")["requests"]
            if r["path"].strip("/") in ("feed/group", "ajax/feed/groupstimeline", "ajax/feed/allGroups")]


def test_the_sample_switches_to_a_group_and_keeps_it_after_a_restart(term):
    lines = term.launch()
    assert lines[0].strip() == "全部关注 ▾", lines[0]
    term.send_keys("z")
    lines = term.wait_for(MENU, "✓ 全部关注", "特别关注", "同事", "美食")
    term.send_keys("4")
    lines = term.wait_for("长沙吃货小分队", title="美食 ▾", gone=MENU)
    # Only its people's posts: 长沙吃货小分队, 乐山小吃地图, 哈尔滨冻梨本梨.
    text = "\n".join(lines)
    assert "喵星观察员" not in text and "三口之家日记" not in text, text
    term.quit()
    # Remembered: the next start opens on 美食.
    lines = term.launch(resume=True)
    assert lines[0].strip() == "美食 ▾", lines[0]
    # The menu marks it; Esc leaves it as it is; 1 goes back to 全部关注.
    term.send_keys("z")
    term.wait_for("✓ 美食")
    term.send_keys("Escape")
    term.wait_for(title="美食 ▾", gone=MENU)
    term.send_keys("z")
    term.wait_for("✓ 美食")
    term.send_keys("1")
    term.wait_for("三口之家日记", title="全部关注 ▾", gone=MENU)
    term.quit()


def click_on(term, lines, text):
    """A press and release on `text` where it is drawn, as the pane's terminfo
    encodes it (X10, as test_terminal's tab click): 1-based columns and rows."""
    y = next(i for i, line in enumerate(lines) if text in line)
    col = lines[y].index(text)
    x = sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in lines[y][:col]) + 2  # 1-based, inside the text
    term.send_text(f"\x1b[M{chr(32 + 0)}{chr(32 + x)}{chr(33 + y)}\x1b[M{chr(32 + 3)}{chr(32 + x)}{chr(33 + y)}")


def test_a_click_on_the_title_opens_the_menu(term):
    lines = term.launch()
    click_on(term, lines, "全部关注")
    term.wait_for(MENU, "美食")
    term.send_keys("Escape")
    term.wait_for(title="全部关注 ▾", gone=MENU)
    term.quit()


def test_a_click_on_a_row_of_the_menu_chooses_it(term):
    term.launch()
    term.send_keys("z")
    lines = term.wait_for(MENU, "✓ 全部关注", "美食")
    # The selection stays on 全部关注: the click alone chooses 美食.
    click_on(term, lines, "美食")
    lines = term.wait_for("长沙吃货小分队", title="美食 ▾", gone=MENU)
    assert "三口之家日记" not in "\n".join(lines), "\n".join(lines)
    # The menu's frame is no row: a click on its title leaves it open.
    term.send_keys("z")
    lines = term.wait_for(MENU, "✓ 美食")
    click_on(term, lines, MENU)
    click_on(term, lines, "全部关注")
    term.wait_for("三口之家日记", title="全部关注 ▾", gone=MENU)
    term.quit()


def test_groups_and_timeline_group_on_the_sample(tmp_path):
    data = str(tmp_path)
    out = cli(data, "http://127.0.0.1:9", "--sample", "groups").stdout
    assert out == "特别关注 · gid g_special\n同事 · gid g_work\n美食 · gid g_food\n", out
    listed = json.loads(cli(data, "http://127.0.0.1:9", "--sample", "groups", "--json").stdout)
    assert listed["groups"][2] == {"id": "g_food", "name": "美食"}, listed
    posts = json.loads(cli(data, "http://127.0.0.1:9", "--sample", "timeline", "--group", "美食", "--json").stdout)
    assert posts and {p["author"] for p in posts} <= {"长沙吃货小分队", "乐山小吃地图", "哈尔滨冻梨本梨"}, posts
    assert cli(data, "http://127.0.0.1:9", "--sample", "timeline", "--group", "g_food", "--json").stdout == \
        cli(data, "http://127.0.0.1:9", "--sample", "timeline", "--group", "美食", "--json").stdout
    r = cli(data, "http://127.0.0.1:9", "--sample", "timeline", "--group", "没有的组", status=1)
    assert r.stderr == "weibo-tui timeline: no such group: 没有的组 (weibo-tui groups lists them)\n", r.stderr


def test_a_web_sessions_groups_are_fetched_when_opened_and_shown_offline(term, web):  # noqa: F811
    data = signed_in(term.data_dir, web)
    run(data, web, "sync")
    assert group_requests(web) == [], "a sync asks nothing about groups"
    term.launch("", env=" ".join(f"{k}={v}" for k, v in hosts(web).items()))
    term.wait_for_tab_bar(timeout=30)
    term.send_keys("z")
    # The list from weibo.com as the menu opens: Weibo's own entries and the unreadable one left out.
    term.wait_for(MENU, "特别关注", "同学", timeout=20)
    lines = term.capture()
    assert not any("最新微博" in line for line in lines), "\n".join(lines)
    term.send_keys("2")
    # 特别关注 is 晴天小猫: the group's posts from m.weibo.cn, the unreadable one skipped.
    term.wait_for("晴天小猫", title="特别关注 ▾", gone=MENU, timeout=30)
    authors = {line.strip("▌ ") for line in term.capture()} & {"晴天小猫", "山间小路", "lee_walks"}
    assert authors == {"晴天小猫"}, term.capture_text()
    poll(lambda: ("web", "feed/group") in group_requests(web), timeout=30, what="feed/group asked")
    assert group_requests(web) == [("desktop", "ajax/feed/allGroups"), ("web", "feed/group")], group_requests(web)
    term.quit()
    # Offline: the same group from the cache, on the next start.
    term.launch("", env=" ".join(f"{k}={v}" for k, v in hosts("http://127.0.0.1:9").items()), resume=True)
    term.wait_for("晴天小猫", title="特别关注 ▾", timeout=30)
    term.send_keys("z")
    term.wait_for(MENU, "特别关注", "同学", timeout=10)
    term.send_keys("Escape")
    term.quit()


def test_a_groups_older_page_is_fetched_only_when_scrolled_past_its_last_post(term, web):  # noqa: F811
    data = signed_in(term.data_dir, web)
    term.launch("", env=" ".join(f"{k}={v}" for k, v in hosts(web).items()))
    term.wait_for_tab_bar(timeout=30)
    term.send_keys("z")
    term.wait_for(MENU, "特别关注", timeout=20)
    term.send_keys("2")
    term.wait_for("晴天小猫", title="特别关注 ▾", gone=MENU, timeout=30)
    pages = lambda: [r["max_id"] for r in control(web, "/_log")["requests"] if r["path"].strip("/") == "feed/group"]
    poll(lambda: pages() == [""], timeout=30, what="the group's newest page asked")
    newest = json.loads(cli(data, web, "timeline", "--group", "特别关注", "--json").stdout)
    assert len(newest) == 10, newest
    # To its last cached post (G): nothing older is asked yet.
    last = min(newest, key=lambda p: p["id"])
    term.send_keys("G")
    term.wait_for(last["text"].split("\n")[0][:8], timeout=10)
    time.sleep(1.5)  # what a fetch would take to be asked
    assert pages() == [""], pages()
    # One step past it, onto the end row: the page below its oldest post, by max_id.
    term.send_keys("j")
    poll(lambda: len(pages()) == 2, timeout=30, what="the older page asked")
    assert pages() == ["", str(int(last["id"]) - 1)], pages()
    poll(lambda: len(json.loads(cli(data, web, "timeline", "--group", "特别关注", "--json").stdout)) == 15, timeout=30,
         what="the older posts cached")
    # Weibo said that page was the group's last: past it again, nothing is asked.
    term.send_keys("G", "j")
    time.sleep(1.5)
    assert len(pages()) == 2, pages()
    term.quit()


def test_groups_command_and_sync_group_on_both_routes(tmp_path, web):  # noqa: F811
    data = signed_in(str(tmp_path), web)
    r = cli(data, web, "groups")
    assert r.stdout == "特别关注 · gid 100056001234567\n同学 · gid 4900000000000001\n", r.stdout
    assert r.stderr == "1 group could not be read and was skipped\n", r.stderr
    r = cli(data, web, "sync", "--group", "4900000000000001")
    assert r.stdout.startswith("group: ") and "1 post could not be read and was skipped" in r.stdout, r.stdout
    posts = json.loads(cli(data, web, "timeline", "--group", "同学", "--json").stdout)
    assert posts and {p["author"] for p in posts} == {"山间小路"}, posts
    # m.weibo.cn refusing: weibo.com's groupstimeline serves the group.
    control(web, "/_fault", {"mode": "432", "side": "web"})
    r = cli(data, web, "sync", "--group", "100056001234567")
    assert "1 post could not be read and was skipped" in r.stdout, r.stdout + r.stderr
    assert ("desktop", "ajax/feed/groupstimeline") in group_requests(web), group_requests(web)
    control(web, "/_fault", {"mode": "none"})
    posts = json.loads(cli(data, web, "timeline", "--group", "特别关注", "--json").stdout)
    assert posts and {p["author"] for p in posts} == {"晴天小猫"}, posts
    assert cli(data, web, "sync", "--group", "a b", status=2).stderr.startswith("weibo-tui: --group needs the group's gid")


def test_an_open_api_account_has_no_groups(term, fake_api):
    control(fake_api, "/_reset", {})
    env = dict(os.environ, LANG="C.UTF-8", WEIBO_TUI_API_BASE=fake_api, WEIBO_TUI_REMIND_BASE=fake_api)
    run = lambda *args, stdin="": subprocess.run([BIN, "--data-dir", term.data_dir, "--lang", "en", *args], input=stdin,
                                                 capture_output=True, text=True, timeout=60, env=env)
    assert run("login", "--token", "-", stdin=TOKEN + "\n").returncode == 0
    r = run("groups")
    assert r.returncode == 1 and r.stderr == "weibo-tui groups: The Weibo Open API has no groups: not available for this account\n", r.stderr
    r = run("timeline", "--group", "特别关注")
    assert r.returncode == 1 and r.stderr == "weibo-tui timeline: The Weibo Open API has no groups: not available for this account\n", r.stderr
    term.launch("", env=f"WEIBO_TUI_API_BASE={fake_api} WEIBO_TUI_REMIND_BASE={fake_api}")
    term.wait_for_tab_bar(timeout=30)
    term.send_keys("z")
    term.wait_for("微博开放接口不提供分组，此账号不可用", gone=MENU)
    term.quit()
