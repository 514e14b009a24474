"""Compose and timeline end to end: a Chinese post published with Ctrl-S is
first on 首页 and survives a restart; a SIGKILL while typing leaves a draft
that the next start offers; the command line publishes and lists."""

import json
import os
import signal
import subprocess
import time

from conftest import BIN, poll


def test_publish_chinese_post_survives_restart(term):
    term.launch()
    term.open_editor()
    term.send_text("端到端测试：长沙的雨下了一整天☔")
    term.wait_for("长沙的雨")
    term.send_keys("C-s")
    lines = term.wait_for("发布成功")
    assert "夜航船的猫" in lines[2] and "长沙的雨下了一整天" in lines[4]
    term.quit()
    lines = term.launch()
    assert "夜航船的猫" in lines[2] and "长沙的雨下了一整天" in lines[4]
    term.quit()


def test_over_the_limit_is_refused_with_a_message(term):
    term.launch()
    term.open_editor()
    term.send_text("长" * 2005)  # the sample takes Weibo's long text, 2,000
    term.wait_for("2005/2000")
    term.send_keys("C-s")
    term.wait_for("超出 5 字")
    term.send_keys("Escape")
    term.wait_for("保存草稿")
    term.send_keys("n")
    term.wait_for_tab_bar()
    term.quit()


def test_sigkill_while_typing_offers_the_draft(term):
    term.launch()
    term.open_editor()
    term.send_text("被杀掉之前写的草稿")
    term.wait_for("被杀掉之前写的草稿")
    time.sleep(1.5)  # the autosave runs at most ~0.8 s after the first unsaved edit
    os.kill(term.app_pid(), signal.SIGKILL)
    term.wait_exit()
    term.send_keys("Enter")  # the pane's shell prompt after the kill
    term.start_app()
    # The killed app's last frame still shows the text: the prompt must.
    term.wait_for("未完成的草稿", "│ 被杀掉之前写的草稿")
    term.send_keys("y")
    term.wait_for("发送 ^S")
    term.send_keys("C-s")
    term.wait_for("发布成功")
    term.quit()
    r = subprocess.run([BIN, "--data-dir", term.data_dir, "drafts", "--json"], capture_output=True, text=True, timeout=30)
    assert r.returncode == 0 and json.loads(r.stdout) == [], "publishing removed the draft"
    r = subprocess.run([BIN, "--data-dir", term.data_dir, "timeline", "--json", "--limit", "5"],
                       capture_output=True, text=True, timeout=30)
    texts = [p["text"] for p in json.loads(r.stdout)]
    assert texts.count("被杀掉之前写的草稿") == 1, "published exactly once"


def test_like_and_comment_on_the_post_page(term):
    term.launch()
    term.send_keys("Enter")
    term.wait_for("微博正文")
    term.send_keys("l")
    term.wait_for("已赞")
    term.send_keys("c")
    term.wait_for("写评论")
    term.send_text("评论一下[赞]")
    term.send_keys("C-s")
    term.wait_for("评论成功")
    # On the post page, not in the editor that just held it.
    term.wait_for("评论一下[赞]", title="微博正文")
    term.quit()


def test_at_offers_people_by_pinyin(term):
    term.launch()
    term.open_editor()
    term.send_text("周末约 @xihu")
    term.wait_for("@西湖边跑步的Kiki")
    term.send_keys("Enter")
    term.wait_for("周末约 @西湖边跑步的Kiki")
    term.send_keys("Escape")
    term.wait_for("保存草稿")
    term.send_keys("n")
    term.wait_for_tab_bar()
    term.quit()


def test_text_ending_in_a_semicolon_is_typed_whole(term):
    """The harness's own regression: tmux takes an argument's trailing ";"
    as a command separator, so text ending in one lost it (and a mouse
    report sent as text was cut short, which cost the soak a Ctrl-Z)."""
    term.launch()
    term.open_editor()
    term.send_text("分号结尾;")
    lines = term.wait_for("分号结尾;")
    assert any("分号结尾;" in line for line in lines)
    term.send_keys("Escape")
    term.send_keys("n")
    term.wait_for_tab_bar()
    term.quit()
