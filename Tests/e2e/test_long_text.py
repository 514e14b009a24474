"""Issue 33 item 15: long text. The sample (as a web session) takes a post
over 140 in the editor and on the command line; a list shows its first
140 and …全文, its page all of it; an Open API account refuses it in one
line; a web session sends 500 characters as is to the fake m.weibo.cn,
which keeps them as Weibo's long text.
"""

import json
import os
import subprocess

import pytest

from conftest import BIN, FAKE_WEB_COOKIE, FAKE_API_TOKEN as TOKEN, fake_api_control as control, network_marks
from test_account_cli import account, base  # noqa: F401  (the fixtures)

# Made to be told apart: its start is in the fold, its end only on its page.
HEAD, TAIL = "长文开头", "结尾标记"


def long_text(units):
    return HEAD + "中" * (units - len(HEAD) - len(TAIL)) + TAIL


def test_the_editor_takes_long_text_and_the_list_folds_it(term):
    term.launch()
    term.open_editor()
    text = long_text(200)
    term.send_text(text)
    term.wait_for("200/2000")
    term.send_keys("C-s")
    lines = term.wait_for("发布成功", "…全文")
    assert not any(TAIL in line for line in lines), "the end is behind 全文"
    assert any(HEAD in line for line in lines)
    term.send_keys("Enter")
    lines = term.wait_for(TAIL, title="微博正文")
    assert not any("全文" in line for line in lines), "the page shows it all"
    term.quit()
    r = subprocess.run([BIN, "--data-dir", term.data_dir, "timeline", "--json", "--limit", "1"],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and json.loads(r.stdout)[0]["text"] == text, "stored whole"


def test_the_post_command_takes_300_on_the_sample(tmp_path):
    r = subprocess.run([BIN, "--data-dir", str(tmp_path / "data"), "post", "中" * 300],
                       capture_output=True, text=True, timeout=60, env=dict(os.environ, LANG="C.UTF-8"))
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("已发布微博 ") and r.stdout.endswith("（300/2000）\n")


def test_the_post_command_refuses_300_on_an_open_api_account(account):  # noqa: F811
    account.ok("login", "--token", "-", stdin=TOKEN + "\n")
    before = control(account.base, "/_state")["requests"]
    r = account.run("post", "中" * 300)
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr == "weibo-tui post: 超出 160 字，无法发布（微博开放接口的账号最多 140 字）\n"
    assert json.loads(account.ok("outbox", "--json")) == [], "nothing queued"
    assert control(account.base, "/_state")["requests"] == before, "Weibo was asked nothing"


@pytest.fixture
def web(fake_web):
    control(fake_web, "/_reset", {})
    return fake_web


def hosts(base):
    return {"WEIBO_TUI_WEB_BASE": base, "WEIBO_TUI_PASSPORT_BASE": base,
            "WEIBO_TUI_DESKTOP_BASE": base.replace("127.0.0.1", "localhost")}


def test_a_web_session_posts_500_folded_in_home_and_whole_on_its_page(term, web):
    env = dict(os.environ, LANG="C.UTF-8", **hosts(web))
    run = lambda *args, stdin=None: subprocess.run([BIN, "--data-dir", term.data_dir, *args], input=stdin,  # noqa: E731
                                                   capture_output=True, text=True, timeout=60, env=env)
    r = run("login", "--cookie", "-", stdin="Cookie: " + FAKE_WEB_COOKIE + "\n")
    assert r.returncode == 0, r.stderr
    text = long_text(500)
    r = run("post", text)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("已发送微博 ") and r.stdout.endswith("（500/2000）\n")
    sent = [q for q in control(web, "/_log")["requests"] if q["path"].strip("/") == "api/statuses/update"]
    assert len(sent) == 1, "sent once, as is"
    term.launch(env=" ".join(f"{k}={v}" for k, v in hosts(web).items()))
    lines = term.wait_for(HEAD, "…全文", timeout=30)
    assert not any(TAIL in line for line in lines)
    term.send_keys("Enter")
    term.wait_for(TAIL, title="微博正文", timeout=30)
    term.quit()
