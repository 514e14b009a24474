"""The sample's lists that show offline (issue 32): 我 › 关注 / 粉丝 (`w` /
`W` on 我) and a person's, each the people the sample has and how many;
and 我 › 收藏 in the order things were favourited, newest first, not by
the posts' own times (an old post favourited now comes first); and a post
page's comment threads (楼中楼), opened in place with Enter on `共N条回复 ›`.
"""

import json
import subprocess
import time

from conftest import BIN


def sample_cli(data, *args):
    r = subprocess.run([BIN, "--data-dir", data, *args], capture_output=True, text=True, timeout=30,
                       env={"LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"})
    assert r.returncode == 0, r
    return r.stdout


def test_my_and_a_persons_follows_and_followers_offline(term):
    term.launch()
    term.send_keys("4")
    term.wait_for("夜航船的猫", "草稿箱")
    term.send_keys("w")
    lines = term.wait_for("示例数据里的 6 人", "重庆雨天_Lin", "读书的阿柚", title="夜航船的猫的关注")
    assert "互相关注" in "\n".join(lines)
    term.send_keys("Escape")
    term.send_keys("W")
    term.wait_for("示例数据里的 4 人", "哈尔滨冻梨本梨", "西湖边跑步的Kiki", title="夜航船的猫的粉丝")
    # A row opens the person; their W lists who follows them, the user among them.
    term.send_keys("Enter")
    term.wait_for("旅行摄影博主", title="重庆雨天_Lin")
    term.send_keys("W")
    term.wait_for("示例数据里的 3 人", "夜航船的猫", "厦门海风_2024", title="重庆雨天_Lin的粉丝")
    term.send_keys("Escape")
    term.send_keys("w")
    term.wait_for("示例数据里的 5 人", "长沙吃货小分队", title="重庆雨天_Lin的关注")
    term.quit()


def test_favourites_list_the_newest_favourite_first(term):
    posts = json.loads(sample_cli(term.data_dir, "timeline", "--json", "--limit", "200"))
    oldest = posts[-1]
    assert oldest["author"] == "绿茵场边的老K", oldest
    # The sample's own favourites are dated when its store was made: a second later is later.
    time.sleep(1.1)
    sample_cli(term.data_dir, "fav", str(oldest["id"]))
    term.launch()
    term.send_keys("4")
    term.wait_for("收藏", "草稿箱")
    # 我: 我的微博, 草稿箱, 赞, then 收藏 (the sample has no 待发送).
    term.send_keys("j", "j", "j", "Enter")
    lines = term.wait_for("★已收藏", title="收藏")
    authors = [line.strip("▌ ") for line in lines[2:] if line.strip("▌ ") in ("绿茵场边的老K", "读书的阿柚", "喵星观察员")]
    # The oldest post, favourited last, on top; the sample's own two under it.
    assert authors[0] == "绿茵场边的老K", "\n".join(lines)
    term.quit()


def test_user_following_and_followers_list_the_samples_own(tmp_path):
    data = str(tmp_path)
    fans = json.loads(sample_cli(data, "user", "重庆雨天_Lin", "--followers", "--json"))
    assert [p["name"] for p in fans] == ["夜航船的猫", "长沙吃货小分队", "厦门海风_2024"], fans
    follows = sample_cli(data, "user", "u_lin", "--following").splitlines()
    assert len(follows) == 5 and follows[0].startswith("夜航船的猫 · uid u_me"), follows
    assert sample_cli(data, "user", "u_lin", "--following", "--page", "2") == "", "the sample's lists are one page"


def test_a_sample_posts_comments_and_a_thread_offline(term):
    posts = json.loads(sample_cli(term.data_dir, "timeline", "--json", "--limit", "200"))
    row = next(i for i, p in enumerate(posts) if p["text"].startswith("在终端里刷微博"))
    assert posts[row]["counts"]["comments"] == 11, posts[row]  # 6 comments, 5 replies among them
    term.launch()
    term.send_keys(*["j"] * row, "Enter")
    # The newest root first, its thread closed; the oldest root last.
    lines = term.wait_for("能看猫图吗", "共2条回复", "这个有意思，开源吗", title="微博正文")
    assert "糊的猫也是猫" not in "\n".join(lines)
    term.send_keys("G")
    term.wait_for("共3条回复 ›")
    # Opened at the screen's foot, its replies scroll into view under it, oldest first.
    term.send_keys("Enter")
    lines = term.wait_for("收起回复", "同求+1", gone="共3条回复")
    text = "\n".join(lines)
    assert text.index("这个有意思，开源吗") < text.index("收起回复") < text.index("同求+1"), text
    term.send_keys("j", "j")
    term.wait_for("还差私信没写完")  # the next reply, newer
    term.send_keys("k", "k")
    # Enter on the root again closes it.
    term.send_keys("Enter")
    term.wait_for("共3条回复 ›", gone="同求+1")
    term.quit()
