"""Issue 22: a signed-in web session against the fake m.weibo.cn and
passport (Tests/fakeapi/web.py on 127.0.0.1), as a user meets it: the QR
sign-in drawn in tmux and read back by a QR decoder, 首页 with reposts and
pictures, a long post, writes that arrive once, offline and back, signed
out mid-session, and no secret in any output.
"""

import json
import os
import subprocess
import time

import pytest

from conftest import (BIN, FAKE_WEB_COOKIE, FAKE_WEB_UID, fake_api_control as control, network_marks, poll)
from qr_capture import NoCode, decode_half_blocks

pytestmark = network_marks(BIN)
# A code is scanned from its 2nd poll and confirmed from its 3rd: the
# sign-in takes three polls, about 6 s at the client's 2 s.
FAKE_WEB_ARGS = ["--qr-confirm-after", "3"]
SECRETS = ["_2A25FakeSessionSUB6001234567", "0033WrSXqPxfM725Ws9jqgMF55529P9D9W", "a1b2c3"]


@pytest.fixture
def web(fake_web):
    control(fake_web, "/_reset", {})
    return fake_web


def hosts(base):
    """The fake plays m.weibo.cn on 127.0.0.1 and weibo.com on localhost:
    two host names, so each site's cookies go to it alone."""
    return {"WEIBO_TUI_WEB_BASE": base, "WEIBO_TUI_PASSPORT_BASE": base,
            "WEIBO_TUI_DESKTOP_BASE": base.replace("127.0.0.1", "localhost")}


def cli(data_dir, base, *args, stdin=None, status=0):
    r = subprocess.run([BIN, "--data-dir", data_dir, "--lang", "en", *args], input=stdin, capture_output=True,
                       text=True, timeout=60, env=dict(os.environ, LANG="C.UTF-8", **hosts(base)))
    assert r.returncode == status, f"{args} exited {r.returncode}: {r.stdout} {r.stderr}"
    for secret in SECRETS:
        assert secret not in r.stdout + r.stderr, f"{args} printed a secret"
    return r


def signed_in(data_dir, base):
    out = cli(data_dir, base, "login", "--cookie", "-", stdin="Cookie: " + FAKE_WEB_COOKIE + "\n").stdout
    assert out.startswith("logged in as 测试用户 (uid %d)\nweb session" % FAKE_WEB_UID), out
    return data_dir


def log(base, path):
    return [r for r in control(base, "/_log")["requests"] if r["path"].strip("/") == path]


def test_qr_sign_in_in_the_terminal_decodes_polls_politely_and_saves_the_session(term, web):
    env = " ".join(f"{k}={v}" for k, v in hosts(web).items())
    term.run_shell(f"{env} {BIN} --data-dir {term.data_dir} --lang en login --qr; echo EXIT=$?")
    term.wait_for("Scan the QR code", timeout=15)
    screen = term.capture()
    decoded = decode_half_blocks(screen)
    assert decoded.startswith("https://passport.weibo.cn/signin/qrcode/scan?qr="), decoded
    term.wait_for("EXIT=0", timeout=30)
    text = term.capture()
    assert "logged in as 测试用户" in "\n".join(text) and "web session" in "\n".join(text)
    assert [c["state"] for c in control(web, "/_qr", {})["codes"]][-1] in ("used", "confirmed")
    # Polled every 2 s, never faster.
    checks = [r["t"] for r in log(web, "sso/v2/qrcode/check")]
    assert len(checks) >= 3
    assert min(b - a for a, b in zip(checks, checks[1:])) >= 1.9, checks
    account = json.loads(cli(term.data_dir, web, "account", "--json").stdout)
    assert account["kind"] == "web" and account["uid"] == FAKE_WEB_UID
    saved = open(os.path.join(term.data_dir, "account.json")).read()
    assert oct(os.stat(os.path.join(term.data_dir, "account.json")).st_mode & 0o777) == "0o600"
    assert "\"name\": \"SUB\"" in saved
    # The session works: a sync through it.
    assert "new posts" in cli(term.data_dir, web, "sync").stdout


def test_an_expired_code_is_replaced_by_a_new_one(term, web):
    control(web, "/_qr", {"expiry": 3, "confirm_after": 100})
    env = " ".join(f"{k}={v}" for k, v in hosts(web).items())
    term.run_shell(f"{env} {BIN} --data-dir {term.data_dir} --lang en login --qr")
    term.wait_for("here is a new one", timeout=20)
    assert len(control(web, "/_qr", {})["codes"]) >= 2
    term.send_keys("C-c")


def test_a_pasted_cookie_is_checked_and_a_bad_one_saves_nothing(tmp_path, web):
    data = str(tmp_path)
    r = cli(data, web, "login", "--cookie", "-", stdin="SUB=not-a-session\n", status=1)
    assert "signed out" in r.stderr.lower() or "log in again" in r.stderr.lower(), r.stderr
    assert not os.path.exists(os.path.join(data, "account.json"))
    # Never from an argument: it would show in ps.
    r = cli(data, web, "login", "--cookie", FAKE_WEB_COOKIE, status=2)
    assert "stdin" in r.stderr
    signed_in(data, web)
    assert "logged out" in cli(data, web, "logout").stdout
    assert not os.path.exists(os.path.join(data, "account.json"))
    assert os.path.exists(os.path.join(data, "web-%d.sqlite" % FAKE_WEB_UID)), "the cache stays"


def test_messages_on_a_web_session_lists_its_conversations(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    cli(data, web, "sync")
    r = cli(data, web, "messages")
    assert "晴天小猫" in r.stdout and r.stderr == "", r


def test_likes_of_my_posts_come_from_message_attitude_once(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    cli(data, web, "sync")
    control(web, "/_incoming", {"kind": "attitude", "text": "", "user": 6002000002})
    cli(data, web, "sync")
    cli(data, web, "sync")
    likes = json.loads(cli(data, web, "messages", "likes", "--json").stdout)
    assert [like["user"] for like in likes] == ["山间小路", "lee_walks"], likes
    assert all(like["post_text"] == "我的第一条微博" and not like["read"] for like in likes)
    assert log(web, "message/attitude"), "asked for"


def test_home_with_reposts_pictures_and_the_end_of_the_timeline(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    assert "new posts" in cli(data, web, "sync", "--limit", "20").stdout
    posts = json.loads(cli(data, web, "timeline", "--json", "--limit", "50").stdout)
    assert posts, "首页 came through the web session"
    texts = " ".join(p["text"] for p in posts)
    for markup in ("<a ", "</a>", "<span", "<img", "<br", "&amp;", "&lt;", "&gt;", "&quot;", "&#"):
        assert markup not in texts, f"{markup} reached the text"
    assert "[doge]" in texts and "https://example.com/page/" in texts, "emoji by their names, links by their address"
    reposts = [p for p in posts if p.get("original")]
    assert reposts and reposts[0]["original"]["text"], "a repost carries its original"
    assert any(len(p["pictures"]) == 9 for p in posts), "every picture of a post, as a list"
    # Scrolling to the end: older pages until Weibo says there are no more.
    for _ in range(8):
        out = cli(data, web, "sync", "--older").stdout
        if "end" in out:
            break
    assert "end" in out, f"the timeline's end was reached: {out!r}"
    everything = len(json.loads(cli(data, web, "timeline", "--json", "--limit", "200").stdout))
    assert everything > len(posts)
    assert "end" in cli(data, web, "sync", "--older").stdout
    assert len(json.loads(cli(data, web, "timeline", "--json", "--limit", "200").stdout)) == everything, "nothing past the end"


def test_a_long_post_opened_gets_its_whole_text(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    cli(data, web, "sync")
    posts = json.loads(cli(data, web, "timeline", "--json", "--limit", "50").stdout)
    assert not [p for p in posts if "全文" in p["text"]], "the 全文 link never reaches the text"
    # The fake cuts every 11th post (isLongText); its whole text ends "最后一段有 @… 和 [哈哈]。".
    cut = [p for p in posts if "这是一条很长的微博" in p["text"]]
    assert cut and all("最后一段有" not in p["text"] for p in cut), [p["text"] for p in posts]
    target = cut[0]
    cli(data, web, "sync", "--post", str(target["id"]))
    assert log(web, "statuses/show") and log(web, "statuses/extend")
    opened = {p["id"]: p for p in json.loads(cli(data, web, "timeline", "--json", "--limit", "50").stdout)}[target["id"]]
    assert "最后一段有" in opened["text"] and "[哈哈]" in opened["text"] and len(opened["text"]) > len(target["text"]), opened


def test_post_comment_like_arrive_once_and_offline_and_back_empties_the_outbox_once(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    cli(data, web, "sync")
    cli(data, web, "post", "从终端发的第一条")
    assert control(web, "/_state")["posted"].count("从终端发的第一条") == 1
    cli(data, web, "sync")
    assert control(web, "/_state")["posted"].count("从终端发的第一条") == 1, "never twice"
    # Offline: the write waits in the outbox; back: it goes once.
    control(web, "/_fault", {"mode": "reset", "path": "statuses/update"})
    r = cli(data, web, "post", "离线时写的", status=1)
    assert "outbox" in r.stderr
    control(web, "/_fault", {"mode": "none"})
    cli(data, web, "sync", "--now")
    cli(data, web, "sync", "--now")
    assert control(web, "/_state")["posted"].count("离线时写的") == 1
    assert json.loads(cli(data, web, "outbox", "--json").stdout) == []


def test_a_write_stored_then_dropped_is_found_not_sent_again(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    cli(data, web, "sync")
    control(web, "/_fault", {"mode": "store_then_drop", "count": 1})
    cli(data, web, "post", "存了但没回答", status=1)
    cli(data, web, "sync", "--now")
    assert control(web, "/_state")["posted"].count("存了但没回答") == 1
    assert json.loads(cli(data, web, "outbox", "--json").stdout) == []


def test_signed_out_mid_session_is_one_clear_line_and_the_cache_is_kept(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    cli(data, web, "sync")
    before = cli(data, web, "timeline", "--json").stdout
    for style in ("ok", "redirect"):
        control(web, "/_fault", {"mode": "signed_out", "style": style})
        r = cli(data, web, "sync", status=1)
        lines = r.stderr.strip().splitlines()
        assert len(lines) == 1 and "signed out" in lines[0].lower() and "login --qr" in lines[0], r.stderr
        assert cli(data, web, "timeline", "--json").stdout == before
    control(web, "/_fault", {"mode": "none"})


@pytest.mark.parametrize("mode", ["432", "418", "captcha"])
def test_weibo_checking_the_client_is_said_plainly(tmp_path, web, mode):
    data = signed_in(str(tmp_path), web)
    control(web, "/_fault", {"mode": mode})
    # Exit 4, told apart from a rate limit's 3: the app waits as long
    # before asking again, and says the same words as here.
    r = cli(data, web, "sync", status=4)
    assert "checking this client" in r.stderr, r.stderr
    control(web, "/_fault", {"mode": "none"})


def test_the_app_says_weibo_is_checking_the_client_not_that_it_limits_requests(term, web):
    signed_in(term.data_dir, web)
    control(web, "/_fault", {"mode": "432"})
    env = " ".join(f"{k}={v}" for k, v in hosts(web).items())
    try:
        term.launch("", env=env)
        lines = term.wait_for("微博正在检查这个客户端")
        assert not any("限制了请求频率" in line for line in lines), "\n".join(lines)
        term.quit()
    finally:
        control(web, "/_fault", {"mode": "none"})


def test_a_server_that_echoes_the_request_shows_no_secret(tmp_path, web):
    data = signed_in(str(tmp_path), web)
    # Plain text fails every list alike (exit 1); inside {"ok": 0, "msg"}
    # the lists read it as empty and the cards fail on their own (exit 5).
    for style, status in (("plain", 1), ("msg", 5)):
        control(web, "/_fault", {"mode": "echo", "style": style})
        cli(data, web, "sync", status=status)  # cli() asserts no secret is printed
    control(web, "/_fault", {"mode": "none"})


def test_the_app_shows_the_web_home_and_likes_through_the_outbox(term, web):
    signed_in(term.data_dir, web)
    env = " ".join(f"{k}={v}" for k, v in hosts(web).items())
    term.launch("", env=env)
    term.wait_for_tab_bar()
    poll(lambda: "开放接口只显示" not in term.capture_text() and "第 44 条微博" in term.capture_text(), timeout=20,
         what="首页 from the web session, without the Open API's note")
    term.send_keys("l")
    poll(lambda: control(web, "/_state")["writes"]["like"] == 1, timeout=20, what="the like sent once")
    term.quit()


def test_a_comment_written_in_the_app_arrives_once_and_shows_on_its_post(term, web):
    signed_in(term.data_dir, web)
    env = " ".join(f"{k}={v}" for k, v in hosts(web).items())
    term.launch("", env=env)
    poll(lambda: "第 44 条微博" in term.capture_text(), timeout=20, what="首页 from the web session")
    term.send_keys("c")
    term.wait_for("写评论", timeout=5)
    term.send_text("网页会话里的评论")
    term.wait_for("网页会话里的评论")
    term.send_keys("C-s")
    poll(lambda: control(web, "/_state")["writes"]["comment"] == 1, timeout=20, what="the comment sent")
    term.wait_for("已发送", timeout=20)
    # Refreshed, it is still one comment: the outbox does not send it again.
    term.send_keys("r")
    term.wait_for("已是最新", timeout=20)
    assert control(web, "/_state")["writes"]["comment"] == 1
    term.send_keys("Enter")
    term.wait_for("网页会话里的评论", title="微博正文", timeout=20)
    term.quit()


def decoded_code(term):
    """What the code on screen says, or None while there is none whole
    (tmux may capture a frame half written)."""
    try:
        return decode_half_blocks(term.capture())
    except NoCode:
        return None


def open_sign_in(term, web):
    """我 › 登录 in the app on the sample: what its code says, once drawn."""
    env = " ".join(f"{k}={v}" for k, v in hosts(web).items())
    term.launch("", env=env)
    term.send_keys("4")
    term.wait_for("登录")
    term.send_keys("G", "Enter")
    term.wait_for("请用微博手机客户端扫描二维码", timeout=15)
    return poll(lambda: decoded_code(term), timeout=5, what=lambda: "a whole code; screen:\n" + term.capture_text())


def test_me_sign_in_draws_a_code_that_scans_and_opens_the_new_account(term, web):
    decoded = open_sign_in(term, web)
    assert decoded.startswith("https://passport.weibo.cn/signin/qrcode/scan?qr="), decoded
    # The fake confirms at the third poll; the app then opens the account
    # the child saved, without a restart.
    poll(lambda: "第 44 条微博" in term.capture_text(), timeout=40,
         what=lambda: "首页 of the new web session; screen:\n" + term.capture_text())
    account = json.loads(cli(term.data_dir, web, "account", "--json").stdout)
    assert account["kind"] == "web" and account["uid"] == FAKE_WEB_UID
    for secret in SECRETS:
        assert secret not in term.capture_text()
    term.send_keys("4")
    # 我 names the new account; 首页's posts are 测试用户's too.
    term.wait_for("测试用户", "切换账号")
    term.quit()


def test_the_sign_in_page_draws_a_new_code_when_one_expires_and_polls_politely(term, web):
    control(web, "/_qr", {"expiry": 3, "confirm_after": 100})
    first = open_sign_in(term, web)

    def another_code():
        now = decoded_code(term)
        return now if now not in (None, first) else None
    second = poll(another_code, timeout=20, what=lambda: "a new code; screen:\n" + term.capture_text())
    assert second.startswith("https://passport.weibo.cn/signin/qrcode/scan?qr=")
    assert len(control(web, "/_qr", {})["codes"]) >= 2
    checks = [r["t"] for r in log(web, "sso/v2/qrcode/check")]
    assert min(b - a for a, b in zip(checks, checks[1:])) >= 1.9, checks
    term.send_keys("Escape")
    term.quit()


def test_leaving_the_sign_in_page_stops_its_polling(term, web):
    control(web, "/_qr", {"confirm_after": 100})
    open_sign_in(term, web)
    term.send_keys("Escape")
    term.wait_for("关于")
    polls = len(log(web, "sso/v2/qrcode/check"))
    time.sleep(5)
    assert len(log(web, "sso/v2/qrcode/check")) == polls, "the child still polls after Esc"
    assert not os.path.exists(os.path.join(term.data_dir, "account.json"))
    term.quit()


def test_the_app_lists_the_likes_of_my_posts_on_a_web_session(term, web):
    signed_in(term.data_dir, web)
    control(web, "/_incoming", {"kind": "attitude", "text": "", "user": 6002000002})
    cli(term.data_dir, web, "sync")
    env = " ".join(f"{k}={v}" for k, v in hosts(web).items())
    term.launch("", env=env)
    term.send_keys("2")
    term.wait_for("私信")
    assert "不可用" not in term.capture_text(), "赞 and 私信 both open:\n" + term.capture_text()
    term.send_keys("j", "j", "Enter")
    # 山间小路 is on 消息 too (a conversation): wait for the 赞 page itself.
    term.wait_for("山间小路", "lee_walks", title="赞")
    term.quit()
