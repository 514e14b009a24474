"""Acting on posts end to end: deleting my own post from its action menu,
replying to a comment (post page and 消息 › 评论) and deleting it, 私信
opening its own page, a 长微博 past 140 characters with its title first,
照片/视频 refusing a file that is not an image whatever its name, copying
through OSC 52 into tmux's buffer, and opening a link."""

import json
import os
import re
import sqlite3
import stat

from conftest import cli, poll


def my_posts(data_dir):
    return [p for p in json.loads(cli(data_dir, "timeline", "--json", "--limit", "200")) if p["author"] == "夜航船的猫"]


def open_my_posts(term):
    term.send_keys("4")
    term.wait_for("我的微博")
    term.send_keys("Enter")
    term.wait_for("更多 ⋯")


def test_delete_my_post_from_its_action_menu(term):
    term.launch()
    term.quit()
    before = my_posts(term.data_dir)
    newest = before[0]["text"][:12]
    term.launch()
    open_my_posts(term)
    term.wait_for(newest)
    term.send_keys("a")
    term.wait_for("微博操作")
    term.wait_for("删除")
    term.send_keys("1")
    term.wait_for("删除这条微博？")
    term.send_keys("n")
    poll(lambda: "删除这条微博？" not in term.capture_text(), what="the prompt closed")
    assert len(my_posts(term.data_dir)) == len(before), "n keeps the post"
    term.send_keys("a", "1")
    term.wait_for("删除这条微博？")
    term.send_keys("y")
    term.wait_for("微博已删除")
    poll(lambda: newest not in term.capture_text(), what=lambda: f"the post gone; screen:\n{term.capture_text()}")
    after = my_posts(term.data_dir)
    assert [p["id"] for p in after] == [p["id"] for p in before[1:]]
    # The profile's count follows the store.
    term.send_keys("Escape")
    term.wait_for(f"微博 {len(after)}")
    term.quit()


def test_delete_is_only_offered_on_my_own_posts(term):
    term.launch()
    term.send_keys("?")
    term.wait_for("微博操作菜单")  # the help lists the menu's key
    term.send_keys("Escape")
    poll(lambda: "快捷键" not in term.capture_text(), what="the help closed")
    term.send_keys("a")
    lines = term.wait_for("复制文字")
    text = "\n".join(lines)
    assert "复制链接" in text and " 1  删除" not in text
    term.send_keys("Escape")
    term.send_keys("d")
    term.wait_for("只能删除自己的微博")
    term.quit()


def test_reply_to_a_comment_then_delete_it(term):
    term.launch()
    open_my_posts(term)
    term.send_keys("Enter")
    lines = term.wait_for("微博正文")
    # The first comment is selected; its author is who the reply names.
    first = next(i for i, line in enumerate(lines) if line.startswith("▌") and i > 10)
    author = lines[first][1:].split("  ")[0]
    term.send_keys("Enter")
    term.wait_for(f"回复@{author}:")
    term.send_text("谢谢提醒")
    term.send_keys("C-s")
    term.wait_for("评论成功")
    # On the post page, not in the editor that just held it.
    term.wait_for(f"回复@{author}:谢谢提醒", title="微博正文")
    term.send_keys("d")
    term.wait_for("删除这条评论？")
    term.send_keys("y")
    term.wait_for("评论已删除")
    poll(lambda: "谢谢提醒" not in term.capture_text(), what="the reply gone")
    # Someone else's comment cannot be deleted.
    term.send_keys("d")
    term.wait_for("只能删除自己的评论")
    term.quit()


def test_reply_from_the_comments_list_of_the_message_centre(term):
    term.launch()
    term.send_keys("2")
    term.wait_for("私信")
    term.send_keys("j", "Enter")
    lines = term.wait_for("评论了你的微博")
    author = re.search(r"([^\s▌●]+) 评论了你的微博", "\n".join(lines)).group(1)
    term.send_keys("R")
    term.wait_for(f"回复@{author}:")
    term.send_text("收到")
    term.send_keys("C-s")
    term.wait_for("评论成功")
    term.quit()
    db = sqlite3.connect(os.path.join(term.data_dir, "weibo.sqlite"))
    try:
        rows = db.execute("SELECT p.user_id FROM comments c JOIN posts p ON p.id = c.post_id WHERE c.text = ?",
                          (f"回复@{author}:收到",)).fetchall()
    finally:
        db.close()
    assert rows == [("u_me",)], "the reply is a comment on my post that was commented on"


def test_enter_on_private_messages_opens_the_conversations_page(term):
    term.launch()
    term.send_keys("2")
    term.wait_for("私信")
    term.send_keys("j", "j", "j", "Enter")
    lines = term.wait_for("‹ 消息")
    assert "私信" in lines[0] and "@我的" not in "\n".join(lines), "only the conversations"
    conversations = json.loads(cli(term.data_dir, "messages", "--json"))
    assert conversations[0]["user"] in lines[2]
    term.send_keys("Enter")
    term.wait_for("发私信")
    term.send_keys("Escape")
    term.wait_for("‹ 消息")
    term.send_keys("Escape")
    term.wait_for("@我的")
    term.quit()


def test_long_post_takes_more_than_140_and_shows_its_title_first(term):
    term.launch()
    term.send_keys("+")
    term.wait_for("长微博")
    term.send_keys("3")
    term.wait_for("标题 （选填）")  # the long editor's title field; the menu says 长微博 too
    term.send_text("杭州的雨季")
    term.send_keys("Tab")
    body = "梅雨" * 150
    term.send_text(body)
    term.wait_for(str(2000 - 300))
    term.send_keys("C-s")
    lines = term.wait_for("发布成功")
    title = next(i for i, line in enumerate(lines) if "杭州的雨季" in line)
    first_body = next(i for i, line in enumerate(lines) if "梅雨梅雨" in line)
    assert title < first_body, "the title comes before the body"
    assert "《杭州的雨季》" not in "\n".join(lines)
    term.quit()
    assert my_posts(term.data_dir)[0]["text"] == body


def path_field(term):
    """What the photo prompt's field holds: the box's row two below its
    message (None while the message is another, an error say)."""
    lines = term.capture()
    row = next((i for i, line in enumerate(lines) if "本地文件的路径：" in line), None)
    if row is None or row + 2 >= len(lines) or lines[row + 2].count("│") < 2:
        return None
    return lines[row + 2].split("│")[1].strip()


def test_photo_is_checked_by_its_bytes_not_its_name(term, tmp_path):
    fake = tmp_path / "cat.jpg"
    fake.write_text("not a picture at all\n")
    real = tmp_path / "no-extension"
    real.write_bytes(bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + b"\0" * 64)
    term.launch()
    term.send_keys("+")
    term.wait_for("照片/视频")
    term.send_keys("2")
    term.wait_for("本地文件的路径")  # the path prompt; the menu says 照片/视频 too
    term.send_text(str(fake))
    term.send_keys("Enter")
    term.wait_for("不是图片或视频文件")
    for _ in range(len(str(fake))):
        term.send_keys("BSpace")
    # Empty, not only shorter: one BSpace already takes the whole path off.
    poll(lambda: path_field(term) == "", what=lambda: f"the field cleared; screen:\n{term.capture_text()}")
    term.send_text(str(real))
    term.send_keys("Enter")
    term.wait_for("图片 1/9", "no-extension")
    # A photo is a post on its own: no text needed.
    term.send_keys("C-s")
    term.wait_for("发布成功")
    term.quit()
    newest = my_posts(term.data_dir)[0]
    assert newest["text"] == "" and newest["kind"] == "photo"


def test_copy_text_and_link_reach_tmux_buffer(term):
    term.tmux("set", "-g", "set-clipboard", "on")
    cli(term.data_dir, "post", "复制我\x1b]52;c;aGk=\x07 吧")
    term.launch()
    term.wait_for("复制我")
    term.send_keys("a")
    term.wait_for("复制文字")
    term.send_keys("2")
    term.wait_for("已复制文字")
    buffer = poll(lambda: term.tmux("show-buffer", check=False), what="a tmux buffer")
    assert buffer.startswith("复制我") and "\x1b" not in buffer and "\x07" not in buffer, repr(buffer)
    post = my_posts(term.data_dir)[0]
    term.send_keys("a")
    term.wait_for("复制链接")
    term.send_keys("3")
    term.wait_for("已复制链接")
    poll(lambda: term.tmux("show-buffer", check=False) == f"https://weibo.com/u_me/{post['id']}",
         what=lambda: f"the link in the buffer, got {term.tmux('show-buffer', check=False)!r}")
    term.quit()


def test_open_a_link_with_browser_or_show_it_in_full(term, tmp_path):
    opened = tmp_path / "opened"
    browser = tmp_path / "fake-browser"
    browser.write_text(f"#!/bin/sh\nprintf '%s' \"$1\" > {opened}\n")
    browser.chmod(browser.stat().st_mode | stat.S_IXUSR)
    url = "https://example.com/weibo?id=1&x=%E4%B8%AD"
    cli(term.data_dir, "post", f"看这里 {url}。好看")
    term.launch(env=f"BROWSER={browser}")
    term.wait_for("看这里")
    term.send_keys("a")
    term.wait_for("打开 https://example.com")
    term.send_keys("4")
    term.wait_for("已在浏览器中打开")
    poll(lambda: opened.exists() and opened.read_text() == url, what="the browser given the link")
    term.quit()
    # No browser and no xdg-open: the link is shown in full.
    term.launch(env="BROWSER= PATH=/nonexistent")
    term.send_keys("a", "4")
    # In the box, in full: the post behind it shows the link too.
    term.wait_for("按任意键关闭", f"│ {url}")
    term.send_keys("x")
    poll(lambda: "按任意键关闭" not in term.capture_text(), what="the box closed")
    term.quit()
