"""Issue 30: replies shaped as the real m.weibo.cn writes them, read right,
against the fake (Tests/fakeapi/web.py): a video post shown with its cover,
▶ and its length, and handed to the player (a stand-in mpv, or the
configured one, that writes down its arguments); 我's counts from the card,
not the cache; a date Weibo gives as a day alone shown as that day in UTC
and in Los Angeles, while exact times are local; a video posted on the
sample shown as a video.
"""

import json
import os
import shlex
import subprocess

import pytest

from conftest import BIN, FAKE_WEB_COOKIE, FAKE_WEB_UID, fake_api_control as control, network_marks, poll
from test_web_session import hosts, web  # noqa: F401  (the fixture)

pytestmark = network_marks(BIN)
# Eight generated posts and the account's own: 首页 is the account's post,
# then post 8 (a video: every tenth from the 8th), 7 … 1; posts 1 and 2 are
# dated by the day alone (2024-03-04). Post 8 was written at 2024-03-04
# 08:00 in Beijing: 00:00 in UTC, 16:00 the day before in Los Angeles.
FAKE_WEB_ARGS = ["--posts", "8"]
ZONES = ["UTC", "America/Los_Angeles"]


def cli(data_dir, base, *args, stdin=None, tz="UTC"):
    r = subprocess.run([BIN, "--data-dir", data_dir, *args], input=stdin, capture_output=True, text=True, timeout=60,
                       env=dict(os.environ, LANG="C.UTF-8", TZ=tz, **hosts(base)))
    assert r.returncode == 0, f"{args} exited {r.returncode}: {r.stdout} {r.stderr}"
    return r.stdout


def synced(data_dir, base):
    out = cli(data_dir, base, "--lang", "en", "login", "--cookie", "-", stdin="Cookie: " + FAKE_WEB_COOKIE + "\n")
    assert out.startswith("logged in as 测试用户 (uid %d)" % FAKE_WEB_UID), out
    assert "new posts" in cli(data_dir, base, "--lang", "en", "sync")
    return data_dir


def blocks(timeline):
    """`timeline`'s posts: {first words of the text: the header line}."""
    found = {}
    for block in timeline.strip().split("\n\n"):
        lines = block.split("\n")
        found[lines[1][:len("第 8 条微博")]] = lines[0]
    return found


def stand_in(folder, name):
    """An executable `name` in `folder` that writes its arguments, one a
    line, to `folder/NAME.args`; returns that file's path."""
    os.makedirs(folder, exist_ok=True)
    record = os.path.join(folder, name + ".args")
    script = os.path.join(folder, name)
    with open(script, "w") as f:
        f.write('#!/bin/sh\nfor a in "$@"; do printf \'%%s\\n\' "$a"; done > %s\n' % shlex.quote(record))
    os.chmod(script, 0o755)
    return record


def recorded(record):
    def read():
        try:
            with open(record) as f:
                text = f.read()
            return text.splitlines() if text.endswith("\n") else None
        except FileNotFoundError:
            return None
    return poll(read, timeout=10, what="the player's arguments")


@pytest.mark.parametrize("tz", ZONES)
def test_a_day_stays_that_day_and_exact_times_are_local(tmp_path, web, tz):
    data = synced(str(tmp_path), web)
    posts = {p["text"][:len("第 8 条微博")]: p for p in json.loads(cli(data, web, "timeline", "--json", tz=tz))}
    # 2024-03-04 00:00 in Beijing, marked as a day; the others exact.
    assert posts["第 2 条微博"]["created_at"] == posts["第 1 条微博"]["created_at"] == 1_709_481_600
    assert posts["第 2 条微博"].get("dated_by_day") and posts["第 1 条微博"].get("dated_by_day")
    assert not posts["第 3 条微博"].get("dated_by_day") and posts["第 8 条微博"]["created_at"] == 1_709_510_400

    timeline = cli(data, web, "--lang", "en", "timeline", tz=tz)
    headers = blocks(timeline)
    for day in ("第 2 条微博", "第 1 条微博"):
        assert " · 2024-03-04 · " in headers[day], (tz, headers[day])
    # Exact times read in the local zone: post 8 is 00:00 UTC, 16:00 the day before in Los Angeles.
    assert (" · 2024-03-04 · " if tz == "UTC" else " · 2024-03-03 · ") in headers["第 8 条微博"], (tz, headers["第 8 条微博"])
    assert " · 2024-03-03 · " in headers["第 3 条微博"], (tz, headers["第 3 条微博"])
    # Weibo's order: the days after the exact times of the same day.
    order = list(headers)
    assert order.index("第 3 条微博") < order.index("第 2 条微博") < order.index("第 1 条微博"), order


def test_the_screen_shows_the_day_in_los_angeles(term, web):
    synced(term.data_dir, web)
    env = " ".join(f"{k}={v}" for k, v in hosts(web).items()) + " TZ=America/Los_Angeles"
    term.launch("", env=env)
    poll(lambda: "第 8 条微博" in term.capture_text(), timeout=20, what="首页 from the web session")
    term.send_keys("G")  # the end of 首页: posts 2 and 1, dated by the day
    lines = term.wait_for("第 2 条微博", "第 1 条微博", timeout=10)
    for day in ("第 2 条微博", "第 1 条微博"):
        text = next(i for i, line in enumerate(lines) if day in line)
        assert lines[text - 1].strip(" ▌").startswith("2024-03-04"), "\n".join(lines)  # the line above: its time
    term.quit()


def test_a_video_post_shows_its_cover_and_length_and_v_plays_it(term, web):
    synced(term.data_dir, web)
    posts = json.loads(cli(term.data_dir, web, "timeline", "--json"))
    video = next(p for p in posts if p["text"].startswith("第 8 条微博"))
    assert video["video"]["stream"].startswith(web + "/video/v8-720p.mp4?label=mp4_720p"), video
    assert video["video"]["page"] == "%s/s/video/show?object_id=1034:%d" % (web, video["id"])
    assert video["video"]["duration"] == 68 and video["pictures"] == [web + "/orj480/v8.png"], "the cover"
    assert "▶ 1:08" in cli(term.data_dir, web, "timeline")

    players = os.path.join(term.workdir, "bin")
    record = stand_in(players, "mpv")
    env = " ".join(f"{k}={v}" for k, v in hosts(web).items()) + f" PATH={shlex.quote(players)}:$PATH"
    term.launch("", env=env)
    poll(lambda: "我的第一条微博" in term.capture_text(), timeout=20, what="首页 from the web session")
    term.send_keys("j")
    lines = term.wait_for("▶ 1:08", timeout=10)
    assert "[图片]" not in "\n".join(lines)
    term.send_keys("v")
    assert recorded(record) == [video["video"]["stream"]]
    term.wait_for("正在用 mpv 播放视频")
    term.quit()


def test_the_configured_player_gets_its_words_then_the_address(term, web):
    synced(term.data_dir, web)
    players = os.path.join(term.workdir, "bin")
    record = stand_in(players, "myplayer")
    config = os.path.join(term.workdir, "config")
    with open(config, "w") as f:
        f.write(f"set video_player {players}/myplayer --fullscreen\n")
    env = " ".join(f"{k}={v}" for k, v in hosts(web).items())
    term.launch(f"--config {shlex.quote(config)}", env=env)
    poll(lambda: "我的第一条微博" in term.capture_text(), timeout=20, what="首页 from the web session")
    term.send_keys("j")
    term.wait_for("▶ 1:08", timeout=10)
    term.send_keys("v")
    stream = next(p for p in json.loads(cli(term.data_dir, web, "timeline", "--json"))
                  if p["text"].startswith("第 8 条微博"))["video"]["stream"]
    assert recorded(record) == ["--fullscreen", stream]
    term.wait_for("正在用 myplayer 播放视频")
    term.quit()


def test_me_shows_weibos_counts_from_the_card(term, web):
    synced(term.data_dir, web)
    env = " ".join(f"{k}={v}" for k, v in hosts(web).items())
    term.launch("", env=env)
    term.send_keys("4")
    lines = term.wait_for("粉丝", timeout=10)
    card = next(line for line in lines if "粉丝" in line)
    # Weibo's 1234 (one post cached), 3 followed, "1.5万" followers as Weibo wrote them.
    assert "微博 1234" in card and "关注 3" in card and "粉丝 1.5万" in card, card
    term.quit()


def mp4(tmp_path):
    """A small file whose first bytes say MP4: snow.mp4."""
    clip = tmp_path / "snow.mp4"
    clip.write_bytes(b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00isommp42" + b"\x00" * 64)
    return clip


def choose_photo_or_video(term, path):
    """＋ › 照片/视频, the file's path typed, Enter."""
    term.send_keys("+")
    term.wait_for("照片/视频")
    term.send_keys("2")
    term.wait_for("本地文件的路径")
    term.send_text(str(path))
    term.send_keys("Enter")


def test_a_video_posted_on_the_sample_is_a_video(term, tmp_path):
    term.launch()
    choose_photo_or_video(term, mp4(tmp_path))
    # The editor's strip: ▶, its place, its name.
    lines = term.wait_for_lines(lambda lines: any("▶" in line and "snow.mp4" in line for line in lines), 5,
                                what="▶ snow.mp4 in the editor's strip", audit="▶ snow.mp4 in the strip")
    assert "[图片]" not in "\n".join(lines)
    term.send_keys("C-s")
    term.wait_for("发布成功")
    lines = term.wait_for("▶ snow.mp4")
    shown = "\n".join(lines)
    assert "[图片]" not in shown and "不支持的图片格式" not in shown, shown
    term.quit()
