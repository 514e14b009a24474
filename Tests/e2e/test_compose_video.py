"""Issue 33's video on a web session: chosen in the editor (Ctrl-O), it
goes up by weibo.com's flow (dispatch on weibo.com, then init, the chunks
with X-Up-Auth and each one's MD5, and check at the upload host dispatch
names, which is sent no cookie), then one weibo.com update names its
media_id. A chunk lost on the way is sent again; a kill mid-upload, or
while Weibo stores the post, then a restart, still posts it exactly once.
"""

import hashlib
import os

from conftest import fake_api_control as control, network_marks, poll, BIN
from test_exactly_once import closed_port, finish, kill9, outbox, run, start
from test_web_session import hosts, signed_in, web  # noqa: F401  (the fixture)

pytestmark = network_marks(BIN)
# The fake's chunks are 64 KB: this clip goes in three.
CLIP_BYTES = 150 * 1024 + 17


def clip(folder):
    """snow.mp4: MP4's first bytes, then bytes of its own."""
    path = os.path.join(str(folder), "snow.mp4")
    body = b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00isommp42"
    body += hashlib.sha256(b"snow").digest() * ((CLIP_BYTES - len(body)) // 32 + 1)
    with open(path, "wb") as f:
        f.write(body[:CLIP_BYTES])
    return path


def state(base):
    return control(base, "/_state")


def requests(base, side):
    return [r for r in control(base, "/_log")["requests"] if r["side"] == side]


def write_in_editor(term, path, text, env):
    """The app on `env`'s hosts: 文字, `text`, Ctrl-O with the clip, Ctrl-S."""
    term.launch("", env=" ".join(f"{k}={v}" for k, v in env.items()))
    term.wait_for_tab_bar(timeout=30)
    term.open_editor()
    term.send_text(text)
    term.send_keys("C-o")
    term.wait_for("本地文件的路径")
    term.send_text(path)
    term.send_keys("Enter")
    term.wait_for("▶", "snow.mp4", timeout=10)
    term.send_keys("C-s")


def queued_offline(term, path, text):
    """The video post written in the app while Weibo cannot be reached: it
    waits in the outbox, nothing of it sent."""
    sock, offline = closed_port()
    try:
        write_in_editor(term, path, text, hosts(offline))
        item = poll(lambda: [i for i in outbox(term.data_dir, offline) if i["text"] == text], timeout=15,
                    what="the video post in the outbox")[0]
        term.quit()
    finally:
        sock.close()
    return item


def test_a_video_from_the_editor_goes_up_in_chunks_and_arrives_once(term, tmp_path, web):  # noqa: F811
    path = clip(tmp_path)
    data = signed_in(term.data_dir, web)
    run(data, web, "sync")
    # The first chunk's connection is lost once: it is sent again.
    control(web, "/_fault", {"mode": "reset", "side": "upload", "path": "upload.json", "count": 1})
    write_in_editor(term, path, "雪景视频", hosts(web))
    poll(lambda: len(state(web)["updates"]) == 1, timeout=60, what="the post at the fake")
    poll(lambda: outbox(data, web) == [], timeout=60, what="the outbox emptied")
    s = state(web)
    assert s["video_log"] == ["dispatch", "init", "chunk 0", "chunk 1", "chunk 2", "check", "update"], s["video_log"]
    [video] = s["videos"]
    with open(path, "rb") as f:
        assert video["finished"] and video["size"] == CLIP_BYTES and video["md5"] == hashlib.md5(f.read()).hexdigest()
    assert video["name"] == "snow.mp4" and video["chunk_requests"] == 3, video  # the lost one never reached it
    assert s["updates"] == [{"text": "雪景视频", "pics": [], "visible": "0", "video": video["media_id"]}]
    assert s["arrived"]["update"] == {"雪景视频": 1}
    # The upload host (127.0.0.1, where m.weibo.cn's cookies belong) is sent none of them, only X-Up-Auth.
    upload = requests(web, "upload")
    assert [r["path"].rsplit("/", 1)[1] for r in upload] == ["init.json"] + ["upload.json"] * 4 + ["check.json"]
    assert all(r["cookies"] == [] for r in upload), upload
    assert all(r["up_auth"] for r in upload[1:]) and not upload[0]["up_auth"]
    assert all(r["host"].startswith("127.0.0.1:") for r in upload)
    # dispatch and the post go to weibo.com (localhost) with its session and XSRF header.
    desktop = [r for r in requests(web, "desktop") if r["method"] == "POST"]
    assert [r["path"] for r in desktop] == ["/ajax/multimedia/dispatch", "/ajax/statuses/update"]
    assert all(r["cookie"] == "session" and r["xsrf"] and r["host"].startswith("localhost:") for r in desktop)
    term.wait_for_tab_bar()
    term.quit()


def test_a_kill_mid_upload_then_a_restart_posts_it_once(term, tmp_path, web):  # noqa: F811
    path = clip(tmp_path)
    data = signed_in(term.data_dir, web)
    run(data, web, "sync")
    item = queued_offline(term, path, "上传中被打断")
    assert item["media"] == [path]
    assert state(web)["videos"] == []
    # The second chunk is held: the sender is killed while it waits.
    control(web, "/_fault", {"mode": "slow", "delay": 5, "side": "upload", "path": "upload.json", "count": 2})
    sender = start(data, web, "sync", "--now")
    poll(lambda: sum(1 for r in requests(web, "upload") if r["path"].endswith("upload.json")) >= 1, timeout=20,
         what="a chunk on its way")
    kill9(sender)
    control(web, "/_fault", {"mode": "none", "side": "upload"})
    assert state(web)["updates"] == [], "killed before the post"
    run(data, web, "sync", "--now")
    s = state(web)
    assert s["arrived"]["update"] == {"上传中被打断": 1}, s["arrived"]
    finished = [v for v in s["videos"] if v["finished"]]
    assert len(s["videos"]) == 2 and len(finished) == 1, s["videos"]
    assert s["updates"][0]["video"] == finished[0]["media_id"]
    assert outbox(data, web) == []
    run(data, web, "sync", "--now")
    assert state(web)["arrived"]["update"] == {"上传中被打断": 1}


def test_a_kill_while_weibo_stores_the_post_is_looked_for_not_sent_again(term, tmp_path, web):  # noqa: F811
    path = clip(tmp_path)
    data = signed_in(term.data_dir, web)
    run(data, web, "sync")
    queued_offline(term, path, "发布时被打断")
    # The update is held (and stored after its delay): the sender dies meanwhile.
    control(web, "/_fault", {"mode": "slow", "delay": 2, "writes": True, "side": "desktop", "path": "/ajax/statuses/update"})
    sender = start(data, web, "sync", "--now")
    poll(lambda: state(web)["in_flight"] >= 1, timeout=30, what="the post in flight")
    kill9(sender)
    poll(lambda: state(web)["arrived"]["update"].get("发布时被打断") == 1, timeout=10, what="the held post stored")
    control(web, "/_fault", {"mode": "none", "side": "desktop"})
    run(data, web, "sync", "--now")
    s = state(web)
    assert s["arrived"]["update"] == {"发布时被打断": 1}, "looked for on Weibo, found, not sent again"
    assert len(s["videos"]) == 1, "the upload is not done again either"
    assert outbox(data, web) == []
