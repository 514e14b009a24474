"""Message centre and badges end to end: after `weibo-tui simulate` the 消息
badge shows the store's unread total, opening a conversation lowers it by
that conversation's count, and reading everything clears it."""

import json
import os
import subprocess
import time

from conftest import BIN, TAB_LABELS, poll, tab_badges, store_connection


def unread(data_dir):
    r = subprocess.run([BIN, "--data-dir", data_dir, "unread", "--json"], capture_output=True, text=True, timeout=30)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def badge(term):
    """The 消息 tab's badge, or None."""
    return tab_badges(term.capture())["消息"]


def test_badge_follows_the_store(term):
    # First run creates the store; simulate then adds unread activity.
    term.launch()
    term.quit()
    r = subprocess.run([BIN, "--data-dir", term.data_dir, "simulate", "--count", "4"], capture_output=True, text=True, timeout=30)
    assert r.returncode == 0, r.stderr
    counts = unread(term.data_dir)
    assert counts["total"] > 0
    term.launch()
    expected = str(counts["total"]) if counts["total"] <= 99 else "99+"
    poll(lambda: badge(term) == expected, 5, what=lambda: f"badge {expected}; screen:\n{term.capture_text()}")

    # Open the first conversation with unread messages: the badge drops by its count.
    term.send_keys("2")
    lines = term.wait_for("私信")
    conversations = subprocess.run([BIN, "--data-dir", term.data_dir, "messages", "--json"],
                                   capture_output=True, text=True, timeout=30)
    import json
    convs = json.loads(conversations.stdout)
    first = convs[0]
    term.send_keys("j", "j", "j", "j", "Enter")
    term.wait_for("发私信")
    term.send_keys("Escape")
    term.wait_for("@我的")
    after = counts["total"] - first["unread"]
    assert unread(term.data_dir)["total"] == after
    poll(lambda: (badge(term) or "0") == (str(after) if after else "0"), 5,
         what=lambda: f"badge {after}; screen:\n{term.capture_text()}")

    # Read everything: the three lists and every conversation with unread messages.
    for row in range(3):
        term.send_keys("g")
        for _ in range(row):
            term.send_keys("j")
        term.send_keys("Enter")
        term.wait_for("‹ 消息")
        term.send_keys("Escape")
        # The centre: the list page's title says "‹ 消息  @我的" too.
        term.wait_for("@我的", gone="‹ 消息")
    while unread(term.data_dir)["messages"]:
        convs = json.loads(subprocess.run([BIN, "--data-dir", term.data_dir, "messages", "--json"],
                                          capture_output=True, text=True, timeout=30).stdout)
        index = next(i for i, c in enumerate(convs) if c["unread"])
        term.send_keys("g")
        for _ in range(4 + index):
            term.send_keys("j")
        term.send_keys("Enter")
        term.wait_for("发私信")
        term.send_keys("Escape")
        term.wait_for("@我的")
    assert unread(term.data_dir)["total"] == 0
    # On the tab bar: a chat, which has none, shows no badge either.
    poll(lambda: (l := term.capture()) and all(t in l[-1] for t in TAB_LABELS) and tab_badges(l)["消息"] is None, 5,
         what=lambda: f"no badge; screen:\n{term.capture_text()}")
    term.quit()


def test_simulate_from_the_about_page_updates_the_badge(term):
    term.launch()
    before = unread(term.data_dir)["total"]
    term.send_keys("4")
    term.wait_for("关于")
    term.send_keys("G", "k", "Enter")   # 关于, above 登录 (the last row)
    term.wait_for("模拟")
    term.send_keys("s")
    term.wait_for("新增")
    after = unread(term.data_dir)["total"]
    assert after > before
    term.send_keys("Escape")
    expected = str(after) if after <= 99 else "99+"
    poll(lambda: badge(term) == expected, 5, what=lambda: f"badge {expected}; screen:\n{term.capture_text()}")
    term.quit()


def test_chat_sends_and_refuses_empty(term):
    term.launch()
    term.send_keys("2")
    term.wait_for("私信")
    term.send_keys("j", "j", "j", "j", "Enter")
    term.wait_for("发私信")
    term.send_keys("Enter")
    term.wait_for("不能发送空消息")
    # @ in the chat input: a polyphone name found by its place-name reading.
    term.send_text("@chongqing")
    term.wait_for("@重庆雨天_Lin")
    term.send_keys("C-u")
    term.send_text("终端里回个消息")
    term.send_keys("Enter")
    # Waited for as a sent message, not as text still in the input line
    # (which shows it before Enter is handled): mine are aligned right.
    poll(lambda: term.capture()[-4].rstrip().endswith("终端里回个消息"), 5.0,
         what=lambda: f"the sent message aligned right; screen:\n{term.capture_text()}")
    term.send_keys("Escape")
    term.wait_for("我：终端里回个消息")
    term.quit()


def test_escape_sequences_in_a_message_are_shown_not_obeyed(term):
    term.launch()
    term.quit()
    db = store_connection(term.data_dir)
    conv = db.execute("SELECT id FROM conversations ORDER BY last_at DESC LIMIT 1").fetchone()[0]
    db.execute("INSERT INTO messages (conversation_id, from_local, text, created_at, read) VALUES (?, 0, ?, ?, 0)",
               (conv, "看这里\x1b]0;pwned\x07\x1b[2J\u202eevil", int(time.time())))
    db.commit()
    db.close()
    term.launch()
    term.send_keys("2", "j", "j", "j", "j", "Enter")
    lines = term.wait_for("看这里")
    assert any("␛[2J" in l for l in lines)
    title = term.tmux("display", "-p", "-t", "e2e", "#{pane_title}")
    assert "pwned" not in title
    term.send_keys("Escape", "q")
    assert term.wait_exit() == 0


def test_home_dot_is_gone_once_the_timeline_shows_new_posts(term):
    """A post made from the command line while the app was closed: the next
    start shows it on 首页 straight away, so 首页 has no unseen-posts dot."""
    term.launch()
    term.quit()
    r = subprocess.run([BIN, "--data-dir", term.data_dir, "post", "命令行发的新微博"],
                       capture_output=True, text=True, timeout=30)
    assert r.returncode == 0, r.stderr
    term.launch()
    term.wait_for("命令行发的新微博")
    lines = term.capture()
    assert tab_badges(lines)["首页"] is None, lines[-1]
    term.quit()
