"""Issue 31: a web session's two routes against the fake (Tests/fakeapi/web.py
plays m.weibo.cn on 127.0.0.1 and weibo.com on localhost, so each site's
cookies go to it alone): m.weibo.cn refusing sends 首页 to weibo.com once and
the next sync straight there; both refusing is one line and the cache kept;
a renewed cookie is saved and used; SSOLoginState never reaches m.weibo.cn;
doctor's table; the headers each host gets; a --record folder holds no
secret and syncs again from Tests/fakeapi/replay.py."""

import json
import os
import re
import subprocess
import sys

import pytest

from conftest import BIN, FAKE_WEB_COOKIE, FAKE_WEB_ST, FAKE_WEB_UID, fake_api_control as control, network_marks, serve_fake

pytestmark = network_marks(BIN)

FAKE_WEB_ARGS = ["--qr-confirm-after", "2", "--qr-scan-after", "1"]
SECRETS = ["_2A25FakeSessionSUB6001234567", "0033WrSXqPxfM725Ws9jqgMF55529P9D9W"]
REPLAY_SERVER = os.path.join(os.path.dirname(__file__), "..", "fakeapi", "replay.py")


@pytest.fixture
def web(fake_web):
    control(fake_web, "/_reset", {})
    return fake_web


def hosts(base):
    return {"WEIBO_TUI_WEB_BASE": base, "WEIBO_TUI_PASSPORT_BASE": base,
            "WEIBO_TUI_DESKTOP_BASE": base.replace("127.0.0.1", "localhost")}


def cli(data_dir, base, *args, stdin=None, status=0):
    r = subprocess.run([BIN, "--data-dir", data_dir, "--lang", "en", *args], input=stdin, capture_output=True,
                       text=True, timeout=60, env=dict(os.environ, LANG="C.UTF-8", **hosts(base)))
    assert status is None or r.returncode == status, f"{args} exited {r.returncode}: {r.stdout} {r.stderr}"
    for secret in SECRETS:
        assert secret not in r.stdout + r.stderr, f"{args} printed a secret"
    return r


def signed_in(data_dir, base):
    r = cli(data_dir, base, "login", "--cookie", "-", stdin="Cookie: " + FAKE_WEB_COOKIE + "\n")
    assert "routes: 127.0.0.1 works, localhost works" in r.stdout, r.stdout
    return data_dir


def requests(base):
    return control(base, "/_log")["requests"]


def fetched(base, side, path):
    return [r for r in requests(base) if r["side"] == side and r["path"].strip("/") == path]


def home_texts(data):
    return [p["text"] for p in json.loads(subprocess.run([BIN, "--data-dir", data, "timeline", "--json", "--limit", "100"],
                                                          capture_output=True, text=True, timeout=60).stdout)]


def account_file(data):
    with open(os.path.join(data, "account.json"), encoding="utf-8") as f:
        return json.load(f)


def test_m_weibo_cn_refusing_sends_home_to_weibo_com_once_and_the_next_sync_straight_there(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    control(web, "/_fault", {"mode": "432", "side": "web"})
    before = len(requests(web))
    r = cli(data, web, "sync", status=5)
    log = requests(web)[before:]
    # m.weibo.cn asked once, its 432 sent 首页 to weibo.com, once; nothing of
    # m.weibo.cn's asked again in that sync (its other lists wait).
    assert [(x["side"], x["path"]) for x in log if x["side"] == "web"] == [("web", "/feed/friends")], log
    assert [x["path"] for x in log if x["side"] == "desktop"].count("/ajax/feed/friendstimeline") == 1, log
    assert "127.0.0.1 refused this client (HTTP 432); localhost served instead; it is tried again in 30 min" in r.stderr, r.stderr
    assert re.search(r"unread counts, comments, .*: 127\.0\.0\.1 is checking this client and only it offers this", r.stderr), r.stderr
    assert "new posts" in r.stdout and len(home_texts(data)) >= 20
    assert account_file(data)["restingRoutes"][0]["route"] == "web"
    # The next sync goes straight to weibo.com: m.weibo.cn is not asked at all.
    before = len(requests(web))
    cli(data, web, "sync", status=5)
    assert [x for x in requests(web)[before:] if x["side"] == "web"] == []
    # Writes go by weibo.com too, once.
    cli(data, web, "post", "走桌面版的一条")
    assert control(web, "/_state")["arrived"]["update"] == {"走桌面版的一条": 1}
    control(web, "/_fault", {"mode": "none"})


def test_both_refusing_is_one_clear_line_the_cache_kept_and_no_burst(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    cli(data, web, "sync")
    kept = home_texts(data)
    control(web, "/_fault", {"mode": "432", "side": "web"})
    control(web, "/_fault", {"mode": "captcha", "side": "desktop"})
    before = len(requests(web))
    r = cli(data, web, "sync", status=4)
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "127.0.0.1 and localhost are both checking this client" in lines[0] and "browser" in lines[0], r.stderr
    assert home_texts(data) == kept
    # One request per route, then backoff: a second sync asks nothing.
    assert len(requests(web)) - before == 2
    before = len(requests(web))
    cli(data, web, "sync", status=4)
    assert len(requests(web)) == before
    # The line names the way back once the check is passed: doctor asks
    # again at once, and the routes that answer are asked by the next sync.
    assert "weibo-tui doctor asks again" in lines[0], r.stderr
    control(web, "/_fault", {"mode": "none"})
    cli(data, web, "doctor", status=None)
    cli(data, web, "sync", status=0)


@pytest.mark.parametrize("side,host", [("web", "127.0.0.1"), ("desktop", "localhost")])
def test_a_renewed_cookie_is_saved_and_used(tmp_path, web, side, host):
    data = signed_in(str(tmp_path), web)
    if side == "desktop":
        control(web, "/_fault", {"mode": "432", "side": "web"})  # so 首页 goes to weibo.com
    control(web, "/_fault", {"renew": True, "side": side})
    cli(data, web, "sync", status=None)
    subs = [c for c in account_file(data)["cookieJar"] if c["name"] == "SUB" and c["domain"] == host]
    assert len(subs) == 1 and subs[0]["value"] != "_2A25FakeSessionSUB6001234567", subs
    assert oct(os.stat(os.path.join(data, "account.json")).st_mode & 0o777) == "0o600"
    # The old SUB is refused on that side now: the sync works only with the new one.
    before = len(requests(web))
    cli(data, web, "sync", status=None)
    asked = [x for x in requests(web)[before:] if x["side"] == side]
    assert asked and all(x["cookie"] == "session" for x in asked), asked
    control(web, "/_fault", {"mode": "none"})


def test_the_qr_sign_in_keeps_both_sites_cookies_and_sso_login_state_stays_on_weibo_com(tmp_path, web):
    data = str(tmp_path)
    r = cli(data, web, "login", "--qr")
    assert "routes: 127.0.0.1 works, localhost works" in r.stdout, r.stdout
    jar = account_file(data)["cookieJar"]
    assert {c["domain"] for c in jar if c["name"] == "SUB"} == {"127.0.0.1", "localhost"}
    assert [c["domain"] for c in jar if c["name"] == "SSOLoginState"] == ["localhost"]
    control(web, "/_fault", {"mode": "432", "side": "web", "path": "feed/friends", "count": 1})
    before = len(requests(web))
    cli(data, web, "sync", status=None)
    log = requests(web)[before:]
    assert all("SSOLoginState" not in x["cookies"] for x in log if x["side"] == "web"), log
    assert any("SSOLoginState" in x["cookies"] for x in log if x["side"] == "desktop"), log
    # weibo.com's own SUB pasted alone opens weibo.com only, and says so.
    desktop_sub = next(c["value"] for c in jar if c["name"] == "SUB" and c["domain"] == "localhost")
    other = str(tmp_path / "pasted")
    r = cli(other, web, "login", "--cookie", "-", stdin=f"SUB={desktop_sub}\n")
    assert "routes: 127.0.0.1 does not (signed out" in r.stdout and "localhost works" in r.stdout, r.stdout
    assert "web session (weibo.com)" in cli(other, web, "account").stdout
    assert desktop_sub not in r.stdout + r.stderr


def test_doctor_says_what_works_in_three_cases(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    r = cli(data, web, "doctor")
    assert r.stdout.splitlines()[0].split() == ["list", "127.0.0.1", "localhost", "uses"]
    assert re.search(r"^home\s+200 readable \(20\)\s+200 readable \(\d+\)\s+127\.0\.0\.1$", r.stdout, re.M), r.stdout
    assert re.search(r"^unread counts\s+200 readable\s+—\s+127\.0\.0\.1$", r.stdout, re.M), r.stdout
    assert "the session works: every kind of list has a working route" in r.stdout
    # m.weibo.cn refuses: what weibo.com offers moves there; 消息's counts wait.
    control(web, "/_fault", {"mode": "432", "side": "web"})
    r = cli(data, web, "doctor", status=5)
    assert re.search(r"^home\s+432 refused \(verification\)\s+200 readable \(\d+\)\s+localhost$", r.stdout, re.M), r.stdout
    assert re.search(r"^unread counts\s+432 refused \(verification\)\s+—\s+none$", r.stdout, re.M), r.stdout
    assert "- 127.0.0.1: open it in a browser to see why" in r.stdout and "works in part" in r.stdout
    assert json.loads(cli(data, web, "doctor", "--json", status=5).stdout)["works"] is False
    # Signed out everywhere: nothing works, and it says to sign in again.
    control(web, "/_fault", {"mode": "signed_out"})
    r = cli(data, web, "doctor", status=1)
    assert "sign in again: weibo-tui login --qr" in r.stdout and "the session does not work" in r.stdout, r.stdout
    control(web, "/_fault", {"mode": "none"})


def test_each_host_gets_a_browsers_headers_and_its_own_cookies(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    control(web, "/_fault", {"mode": "432", "side": "web", "writes": True, "count": 1})
    before = len(requests(web))
    cli(data, web, "post", "两边的请求头")
    cli(data, web, "sync", status=5)  # m.weibo.cn rests after its 432: its lists wait
    log = requests(web)[before:]
    mobile = [x for x in log if x["side"] == "web"]
    desktop = [x for x in log if x["side"] == "desktop"]
    assert mobile and desktop
    assert all("iPhone" in x["user_agent"] and x["host"].startswith("127.0.0.1:") for x in mobile), mobile
    assert all("Windows NT" in x["user_agent"] and x["host"].startswith("localhost:") for x in desktop), desktop
    assert all(x["referer"].startswith("http://localhost:") for x in desktop), desktop
    write = next(x for x in desktop if x["method"] == "POST")
    assert write["path"] == "/ajax/statuses/update" and write["xsrf"] and "XSRF-TOKEN" in write["cookies"], write
    assert all(x["cookie"] == "session" for x in mobile + desktop)
    assert control(web, "/_state")["arrived"]["update"] == {"两边的请求头": 1}


def test_a_recorded_folder_holds_no_secret_and_syncs_again_from_the_replay(tmp_path, web):
    data = signed_in(str(tmp_path / "data"), web)
    folder = str(tmp_path / "record")
    cli(data, web, "sync", "--record", folder)
    names = sorted(os.listdir(folder))
    assert "index.json" in names and any(n.endswith("-web-feed_friends.json") for n in names), names
    everything = b"".join(open(os.path.join(folder, n), "rb").read() for n in names)
    for secret in SECRETS + [FAKE_WEB_ST, str(FAKE_WEB_UID), "测试用户", "\\u6d4b\\u8bd5\\u7528\\u6237"]:
        assert secret.encode() not in everything, secret
    assert b"8000000001" in everything
    # A second folder: refused rather than mixed.
    cli(data, web, "sync", "--record", folder, status=1)
    # The folder served again: a fresh data folder syncs the same 首页 from it.
    replay = serve_fake(REPLAY_SERVER, folder, "--uid", "8000000001")
    base = next(replay)
    try:
        again = str(tmp_path / "again")
        r = cli(again, base, "login", "--cookie", "-", stdin="SUB=anything\n")
        assert "scrubbed-name (uid 8000000001)" in r.stdout, r.stdout
        cli(again, base, "sync", status=None)
        assert home_texts(again)[:20] == home_texts(data)[:20]
    finally:
        next(replay, None)


def test_a_changed_reply_names_its_endpoint_and_field_in_sync_and_doctor(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    control(web, "/_fault", {"mode": "reshaped", "side": "web", "path": "feed/friends"})
    r = cli(data, web, "sync", status=5)
    assert "home: 127.0.0.1/feed/friends: The server's reply lacks data.statuses" in r.stderr, r.stderr
    # Unreadable is no refusal: weibo.com is not asked in its place.
    assert fetched(web, "desktop", "ajax/feed/friendstimeline") == []
    r = cli(data, web, "doctor", status=0)
    assert re.search(r"^home\s+200 unreadable\s+200 readable \(20\)\s+localhost$", r.stdout, re.M), r.stdout
    assert "- 127.0.0.1: 127.0.0.1/feed/friends: The server's reply lacks data.statuses" in r.stdout, r.stdout
    control(web, "/_fault", {"mode": "none"})


def test_set_user_agent_is_what_both_hosts_get(tmp_path, web):
    data = signed_in(str(tmp_path / "data"), web)
    config = tmp_path / "config"
    config.write_text("set user_agent Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0\n")
    control(web, "/_fault", {"mode": "432", "side": "web", "count": 1})
    before = len(requests(web))
    cli(data, web, "--config", str(config), "sync", status=None)
    agents = {x["side"]: x["user_agent"] for x in requests(web)[before:]}
    assert agents == {"web": "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
                      "desktop": "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0"}, agents
    control(web, "/_fault", {"mode": "none"})
