"""Issue 32, the post page on an Open API account (Tests/fakeapi/server.py):
评论 按时间 (`s`) is the API's own comments/show, newest first, asked as it
is first shown, page by page; 转发 and 赞, which the API lacks, say so in
one line and ask nothing.
"""

import os
import subprocess

from conftest import BIN, FAKE_API_TOKEN as TOKEN, fake_api_control as control, network_marks, poll
from test_account_app import api, env_prefix, hosts  # noqa: F401  (the fixture)

pytestmark = network_marks(BIN)


def shows(base):
    """comments/show as asked so far: the page each asked ("" by max_id or none)."""
    return [r["page"] for r in control(base, "/_state")["requests"] if r["path"] == "/2/comments/show.json"]


def test_newest_first_comments_come_from_comments_show(term, api):  # noqa: F811
    env = dict(os.environ, LANG="C.UTF-8", **hosts(api))
    for args, stdin in [(["login", "--token", "-"], TOKEN + "\n"), (["sync"], "")]:
        r = subprocess.run([BIN, "--data-dir", term.data_dir, *args], input=stdin, capture_output=True, text=True, timeout=60, env=env)
        assert r.returncode == 0, r.stderr
    term.launch("", env=env_prefix(api))
    term.wait_for("我的第一条微博", timeout=15)
    term.send_keys("Enter")
    term.wait_for("写得好", "按热度", title="微博正文", timeout=10)
    # Opening the post asks for it and its comments (by max_id), not 按时间.
    poll(lambda: shows(api) == [""], timeout=10, what="the post's comments")
    term.send_keys("s")
    lines = term.wait_for("按时间", "写得好", "共1条回复", timeout=10)
    poll(lambda: shows(api) == ["", "1"], timeout=10, what="按时间's first page asked")
    assert not any("不提供" in line for line in lines), "\n".join(lines)
    # Back and forth: asked once.
    term.send_keys("s", "s")
    term.wait_for("按时间")
    assert shows(api) == ["", "1"], shows(api)
    # 转发 is the web session's: one line says so, nothing is asked.
    before = len(control(api, "/_state")["requests"])
    term.send_keys("[")
    term.wait_for("微博开放接口不提供转发、赞和楼中楼回复的列表")
    assert len(control(api, "/_state")["requests"]) == before
    term.quit()
