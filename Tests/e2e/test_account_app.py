"""Issue 13 in the app: a logged-in Weibo account against the fake Open API
(Tests/fakeapi/server.py on 127.0.0.1), seen in tmux as a user sees it.

The first frame comes from the account's cache; the sync runs behind it in
a child process and its posts arrive with no key; keys are answered while
a request takes 3 s; a failing sync is one line and the cache stays on
screen; offline and back with r; --sample shows the bundled sample and
never touches the network.
"""

import json
import os
import subprocess
import sys
import time
import urllib.parse
import urllib.request

import pytest

from conftest import (BIN, FAKE_API_POSTS as POSTS, FAKE_API_SERVER, FAKE_API_TOKEN as TOKEN,
                      fake_api_control as control, network_marks, poll)

pytestmark = network_marks(BIN)
NEWEST = "第 %d 条微博 post %d" % (POSTS, POSTS)


@pytest.fixture
def api(fake_api):
    control(fake_api, "/_reset", {})
    return fake_api


def hosts(base):
    return {"WEIBO_TUI_API_BASE": base, "WEIBO_TUI_REMIND_BASE": base}


def env_prefix(base):
    return " ".join(f"{k}={v}" for k, v in hosts(base).items())


def run_cli(term, base, *args):
    r = subprocess.run([BIN, "--data-dir", term.data_dir, *args], capture_output=True, text=True, timeout=60,
                       env=dict(os.environ, LANG="C.UTF-8", **hosts(base)))
    assert r.returncode == 0, f"{args} exited {r.returncode}: {r.stderr}"
    return r.stdout


def requests_to(base, path):
    return sum(1 for r in control(base, "/_state")["requests"] if r["path"] == path)


def share_elsewhere(base, text):
    """A post written by the account in another client (the Weibo app)."""
    body = urllib.parse.urlencode({"status": text}).encode()
    request = urllib.request.Request(base + "/2/statuses/share.json", data=body,
                                     headers={"Authorization": "OAuth2 " + TOKEN})
    with urllib.request.urlopen(request, timeout=10) as reply:
        return json.loads(reply.read())


def test_the_timeline_arrives_behind_the_first_frame_with_no_key(term, api):
    run_cli(term, api, "login", "--token", TOKEN)
    term.launch(env=env_prefix(api))
    lines = term.wait_for(NEWEST, timeout=10)
    assert "我的第一条微博" in "\n".join(lines)
    assert requests_to(api, "/2/statuses/home_timeline.json") >= 1
    # The posts are the account's, in its own store; the sample was never made.
    assert not os.path.exists(os.path.join(term.data_dir, "weibo.sqlite"))
    term.quit()


def test_keys_are_answered_while_the_server_takes_three_seconds(term, api):
    run_cli(term, api, "login", "--token", TOKEN)
    control(api, "/_fault", {"mode": "slow", "path": "home_timeline", "count": 1})
    term.launch(env=env_prefix(api))
    started = time.monotonic()
    term.send_keys("2")
    term.wait_for("@我的", timeout=1.5)
    term.send_keys("4")
    term.wait_for("编辑资料", timeout=1.5)
    assert time.monotonic() - started < 2.5, "the keys waited for the network"
    term.send_keys("1")
    term.wait_for(NEWEST, timeout=10)
    term.quit()


def test_a_failing_sync_is_one_line_and_the_cache_stays(term, api):
    run_cli(term, api, "login", "--token", TOKEN)
    run_cli(term, api, "sync")
    control(api, "/_fault", {"mode": "500", "count": 1000})
    term.launch(env=env_prefix(api))
    lines = term.wait_for("同步失败", timeout=10)
    assert NEWEST in "\n".join(lines), "the cached posts stay on screen"
    assert sum("同步失败" in line for line in lines) == 1
    # r asks again at once; it fails the same way, said again since someone asked.
    term.send_keys("r")
    term.wait_for("正在刷新", timeout=3)
    lines = term.wait_for("同步失败", timeout=10)
    assert NEWEST in "\n".join(lines)
    control(api, "/_fault", {"mode": "none"})
    term.quit()


def test_r_fetches_now_and_says_how_many_are_new(term, api):
    run_cli(term, api, "login", "--token", TOKEN)
    run_cli(term, api, "sync")
    term.launch(env=env_prefix(api))
    term.wait_for(NEWEST)
    share_elsewhere(api, "从手机上发的一条")
    term.send_keys("r")
    lines = term.wait_for("1 条新微博", timeout=10)
    assert "从手机上发的一条" in "\n".join(lines), "the newest is brought into view"
    term.quit()


def test_offline_then_back(term, tmp_path):
    """The server stopped: one line, the cache stays; started again on the
    same port, r brings what was posted meanwhile."""
    server = subprocess.Popen([sys.executable, FAKE_API_SERVER, "--posts", str(POSTS)], stdout=subprocess.PIPE, text=True)
    port = int(server.stdout.readline())
    base = "http://127.0.0.1:%d" % port
    try:
        run_cli(term, base, "login", "--token", TOKEN)
        run_cli(term, base, "sync")
    finally:
        server.terminate()
        server.wait(timeout=10)
    term.launch(env=env_prefix(base))
    lines = term.wait_for("同步失败", timeout=10)
    assert "无法连接" in "\n".join(lines) and NEWEST in "\n".join(lines)

    server = subprocess.Popen([sys.executable, FAKE_API_SERVER, "--posts", str(POSTS), "--port", str(port)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert int(server.stdout.readline()) == port
        share_elsewhere(base, "离线时别处发的")
        term.send_keys("r")
        lines = term.wait_for("1 条新微博", timeout=10)
        assert "离线时别处发的" in "\n".join(lines)
        term.quit()
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_sample_flag_runs_on_the_bundled_sample_and_never_asks_the_network(term, api):
    run_cli(term, api, "login", "--token", TOKEN)
    before = len(control(api, "/_state")["requests"])
    term.launch("--sample", env=env_prefix(api))
    term.send_keys("4")
    term.wait_for("夜航船的猫")
    term.send_keys("r")
    time.sleep(1.0)
    assert len(control(api, "/_state")["requests"]) == before
    term.quit()
    assert os.path.exists(os.path.join(term.data_dir, "weibo.sqlite"))
