"""Issue 33's editor: up to 9 pictures a post, in a strip of thumbnails
to reorder and remove (Ctrl-O adds one through the file prompt, whose Tab completes the
path), sent to the fake in that order, once; 可见范围 (Ctrl-V, and
`post --visible`) arrives as m.weibo.cn's `visible`; a kill while the
editor is open keeps the pictures, in order, in the draft.
"""

import json
import os
import signal
import subprocess
import time

from conftest import BIN, FAKE_API_TOKEN as TOKEN, fake_api_control as control, network_marks, poll
from test_exactly_once import outbox, run
from test_newcomer import columns
from test_pictures_app import png
from test_real_replies import choose_photo_or_video, mp4
from test_web_session import cli, hosts, signed_in, web  # noqa: F401  (the fixture)

pytestmark = network_marks(BIN)


def pictures(folder, names):
    """A small PNG of its own colour for each name, in `folder`."""
    for i, name in enumerate(names):
        with open(os.path.join(folder, name), "wb") as f:
            f.write(png(8, 8, lambda x, y, i=i: (40 * i, 200, 90)))
    return folder


def attach(term, typed, shown):
    """Ctrl-O, the path typed, Tab to complete it, Enter: the strip shows `shown`."""
    term.send_keys("C-o")
    term.wait_for("本地文件的路径")
    term.send_text(typed)
    term.send_keys("Tab")
    term.send_keys("Enter")
    term.wait_for(shown, timeout=10)


def state(web):
    return control(web, "/_state")


def test_three_pictures_reordered_one_removed_arrive_in_order_once(term, tmp_path, web):  # noqa: F811
    folder = pictures(str(tmp_path), ["sky.png", "sea.png", "hill.png"])
    data = signed_in(term.data_dir, web)
    run(data, web, "sync")
    term.launch("", env=" ".join(f"{k}={v}" for k, v in hosts(web).items()))
    term.wait_for_tab_bar(timeout=30)
    term.open_editor()
    term.wait_for("^O 图片", "^V 公开")
    term.send_text("三张图")
    attach(term, folder + "/sk", "1 sky.png")
    attach(term, folder + "/se", "2 sea.png")
    # A lone "s" matches two names: Tab adds nothing, a second Tab lists them.
    term.send_keys("C-o")
    term.wait_for("本地文件的路径")
    term.send_text(folder + "/s")
    term.send_keys("Tab")
    term.send_keys("Tab")
    term.wait_for("sea.png  sky.png")
    term.send_keys("BSpace")
    term.send_text("hi")
    term.send_keys("Tab", "Enter")
    term.wait_for("1 sky.png", "2 sea.png", "3 hill.png", "图片 3/9")
    # The strip has the keys: hill moves left, then sky (first) is removed.
    term.send_keys("<")
    term.wait_for("2 hill.png", "3 sea.png")
    term.send_keys("Left", "x")
    term.wait_for("1 hill.png", "2 sea.png", "图片 2/9", gone=("sky.png",))
    term.send_keys("Escape")
    term.wait_for("三张图", gone=("回到正文",))
    term.send_keys("C-s")
    poll(lambda: len(state(web)["updates"]) == 1, timeout=60, what="the post at the fake")
    poll(lambda: outbox(data, web) == [], timeout=60, what="the outbox emptied")
    s = state(web)
    assert [u["name"] for u in s["uploads"]] == ["hill.png", "sea.png"], s["uploads"]
    assert s["updates"] == [{"text": "三张图", "pics": [u["pic_id"] for u in s["uploads"]], "visible": "0"}]
    assert s["arrived"]["update"] == {"三张图": 1}
    term.quit()


def test_only_me_arrives_with_visible_1_and_post_visible_too(term, web):  # noqa: F811
    data = signed_in(term.data_dir, web)
    run(data, web, "sync")
    term.launch("", env=" ".join(f"{k}={v}" for k, v in hosts(web).items()))
    term.wait_for_tab_bar(timeout=30)
    term.open_editor()
    term.send_text("只给自己看")
    term.send_keys("C-v")
    term.wait_for("可见范围：好友圈", "发微博 · 好友圈")
    term.send_keys("C-v")
    term.wait_for("可见范围：仅自己", "发微博 · 仅自己", "^V 仅自己")
    term.send_keys("C-s")
    poll(lambda: len(state(web)["updates"]) == 1, timeout=60, what="the post at the fake")
    assert state(web)["updates"] == [{"text": "只给自己看", "pics": [], "visible": "1"}]
    term.quit()
    out = cli(data, web, "post", "--visible", "friends", "好友圈里说").stdout
    assert out.startswith("sent post "), out
    assert state(web)["updates"][-1] == {"text": "好友圈里说", "pics": [], "visible": "6"}
    r = cli(data, web, "post", "--visible", "fans", "x", status=2)
    assert "--visible must be public|friends|me" in r.stderr


def test_a_kill_in_the_editor_keeps_the_pictures_in_order_in_the_draft(term, tmp_path):
    folder = pictures(str(tmp_path), ["one.png", "two.png"])
    term.launch()
    term.open_editor()
    term.wait_for("^O 图片", gone=("^V",))  # the sample has no audience to choose
    term.send_text("带图的草稿")
    attach(term, folder + "/on", "1 one.png")
    attach(term, folder + "/tw", "2 two.png")
    term.send_keys("<")
    term.wait_for("1 two.png", "2 one.png")
    # Each file is a small picture over its name (256 colours here); the
    # selected first one's × widens the gap after it by a column.
    term.wait_for("▀▀▀▀▀▀▀▀     ▀▀▀▀▀▀▀▀", "1 two.png ×")
    time.sleep(1.5)  # the autosave runs at most ~0.8 s after the first unsaved edit
    os.kill(term.app_pid(), signal.SIGKILL)
    term.wait_exit()
    term.send_keys("Enter")
    r = subprocess.run([BIN, "--data-dir", term.data_dir, "drafts", "--json"], capture_output=True, text=True, timeout=30)
    [draft] = json.loads(r.stdout)
    assert draft["media_path"] == folder + "/two.png\n" + folder + "/one.png", draft
    term.start_app()
    term.wait_for("未完成的草稿", "│ 带图的草稿")
    term.send_keys("y")
    term.wait_for("1 two.png", "2 one.png", "图片 2/9")
    term.send_keys("Escape")
    term.wait_for("保存草稿？")
    term.send_keys("y")
    term.wait_for_tab_bar()
    term.quit()


def mouse(term, x, y, release_x=None, release_y=None):
    """A left press at 1-based column `x`, row `y`, released there or at
    (`release_x`, `release_y`): a click, or a drag (SGR mouse)."""
    rx, ry = release_x or x, release_y or y
    term.send_text(f"\x1b[<0;{x};{y}M\x1b[<0;{rx};{ry}m")


def at(term, text):
    """The 1-based column and row where `text` starts on the screen."""
    for y, line in enumerate(term.capture()):
        if text in line:
            return columns(line[:line.index(text)]) + 1, y + 1
    raise AssertionError(f"{text!r} is not on the screen:\n" + term.capture_text())


def test_the_mouse_selects_drags_and_removes_on_the_strip(term, tmp_path):
    """A click on a file of the strip selects it (the strip takes the keys),
    a file dragged onto another takes its place, the selected file's ×
    removes it, a click on the text gives the keys back; the draft keeps
    the order the mouse made."""
    folder = pictures(str(tmp_path), ["sky.png", "sea.png", "hill.png"])
    term.launch()
    term.open_editor()
    term.send_text("鼠标排图")
    attach(term, folder + "/sk", "1 sky.png")
    attach(term, folder + "/se", "2 sea.png")
    attach(term, folder + "/hi", "3 hill.png")
    term.send_keys("Escape")
    term.wait_for("鼠标排图", gone=("回到正文", "×"))
    # A click on sea's name: selected, the strip has the keys and a ×.
    mouse(term, *at(term, "2 sea.png"))
    term.wait_for("回到正文", "2 sea.png ×")
    # sky dragged onto hill goes last; the files did not move under the mouse.
    sky, hill = at(term, "1 sky.png"), at(term, "3 hill.png")
    mouse(term, *sky, *hill)
    term.wait_for("1 sea.png", "2 hill.png", "3 sky.png ×")
    assert at(term, "1 sea.png") == sky
    # Its × removes the selected file.
    x, y = at(term, "3 sky.png ×")
    mouse(term, x + columns("3 sky.png "), y)
    term.wait_for("1 sea.png", "2 hill.png", "图片 2/9", gone=("sky.png",))
    # A click on a thumbnail (the rows above the names) selects its file.
    x, y = at(term, "1 sea.png")
    mouse(term, x + 2, y - 1)
    term.wait_for("1 sea.png ×")
    # A click on the text: the keys go back to it, letters type again.
    x, y = at(term, "鼠标排图")
    mouse(term, x, y)
    term.wait_for("鼠标排图", gone=("回到正文", "×"))
    term.send_text("好")
    term.wait_for("鼠标排图好")
    term.send_keys("Escape")
    term.wait_for("保存草稿？")
    term.send_keys("y")
    term.wait_for_tab_bar()
    r = subprocess.run([BIN, "--data-dir", term.data_dir, "drafts", "--json"], capture_output=True, text=True, timeout=30)
    [draft] = json.loads(r.stdout)
    assert draft["media_path"] == folder + "/sea.png\n" + folder + "/hill.png", draft
    term.quit()


def test_at_20x8_a_click_selects_and_the_x_removes(term, tmp_path):
    """At 20×8 the strip is one row of names: the count, the selected file
    shortened to fit with its ×, ‹ and › for the others; each clickable."""
    folder = pictures(str(tmp_path), ["sky.png", "sea.png"])
    term.launch()
    term.open_editor()
    attach(term, folder + "/sk", "1 sky.png")
    attach(term, folder + "/se", "2 sea.png")
    term.resize(20, 8)
    term.wait_for(" 2/9 ", "2 sea.png ×")
    x, y = at(term, "2 sea.png ×")
    mouse(term, x + columns("2 sea.png "), y)
    term.wait_for(" 1/9 ", "1 sky.png ×", gone=("sea.png",))
    term.send_keys("Escape")
    term.wait_for(gone=("×",))
    mouse(term, *at(term, "1 sky.png"))
    term.wait_for("1 sky.png ×")
    term.resize(80, 24)
    term.send_keys("Escape", "Escape")
    term.wait_for("保存草稿？")
    term.send_keys("n")
    term.wait_for_tab_bar()
    term.quit()


def test_a_video_on_an_open_api_account_is_refused_at_once_saying_why_and_where(term, tmp_path, fake_api):
    """The Open API has no video upload (a web session sends one:
    test_compose_video.py): choosing one says so in one line, at once, and
    where to post it instead; the editor keeps its words and nothing is sent."""
    clip = mp4(tmp_path)
    control(fake_api, "/_reset", {})
    env = dict(os.environ, LANG="C.UTF-8", WEIBO_TUI_API_BASE=fake_api, WEIBO_TUI_REMIND_BASE=fake_api)
    login = subprocess.run([BIN, "--data-dir", term.data_dir, "login", "--token", "-"], input=TOKEN + "\n",
                           capture_output=True, text=True, timeout=60, env=env)
    assert login.returncode == 0, login.stderr
    term.launch("", env=f"WEIBO_TUI_API_BASE={fake_api} WEIBO_TUI_REMIND_BASE={fake_api}")
    term.wait_for_tab_bar(timeout=30)
    # One line; the file prompt's box (56 columns inside) wraps it onto its second row.
    line = ("│ 微博开放接口不能上传视频：请在微博 App 或 weibo.com", "│ 发视频")
    choose_photo_or_video(term, clip)
    term.wait_for(*line, str(clip)[-20:])
    term.send_keys("Escape")
    term.wait_for_tab_bar()
    # Ctrl-O in a post with words already written: no file of any kind on this account.
    term.open_editor()
    term.send_text("雪景")
    term.send_keys("C-o")
    term.wait_for("微博开放接口的账号还不能发图片，请用网页登录的账号", "雪景", gone=("本地文件的路径",))
    term.send_keys("Escape")
    term.wait_for("保存草稿？")
    term.send_keys("n")
    term.wait_for_tab_bar()
    term.quit()
    posted = [r for r in control(fake_api, "/_state")["requests"] if r["method"] == "POST" and not r["path"].startswith("/oauth2/")]
    assert posted == [], posted
