"""发现 › `s` on the sample (issue 32's search of all Weibo): the sample does
not go online, and its results page says so in one line at 80 columns, in
either language, instead of waiting for results that never come; `weibo-tui
search` says the same and exits 1. Its 热搜榜's words open offline on posts
the sample holds for them (migration v21), in the app and the command.
"""

import json
import subprocess

import pytest

from conftest import BIN


@pytest.mark.parametrize("lang,said", [("zh", "示例数据不联网：登录网页会话（weibo-tui login --qr）后可搜索全微博"),
                                       ("en", "The sample does not go online: weibo-tui login --qr to search Weibo")])
def test_searching_weibo_on_the_sample_says_it_does_not_go_online(term, lang, said):
    term.start_app(f"--fresh --lang {lang}")
    term.wait_for("发现" if lang == "zh" else "Discover")
    term.send_keys("3")
    term.wait_for("热搜" if lang == "zh" else "Hot searches")
    term.send_keys("s")
    term.wait_for("搜索全微博" if lang == "zh" else "Search Weibo")
    term.send_text("xihu")
    term.send_keys("Enter")
    lines = term.wait_for(said, timeout=5)
    # Whole on one line, and nothing claims to be loading or searching.
    assert [line.strip() for line in lines if said in line] == [said], lines
    text = "\n".join(lines)
    assert "正在加载" not in text and "Loading" not in text and "没有找到" not in text and "No posts found" not in text, text
    term.quit()


def test_the_search_command_on_the_sample_says_it_does_not_go_online(tmp_path):
    r = subprocess.run([BIN, "--data-dir", str(tmp_path), "--sample", "search", "西湖"], capture_output=True, text=True, timeout=30,
                       env={"LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"})
    assert r.returncode == 1 and r.stdout == "", r
    assert r.stderr == "weibo-tui search: 示例数据不联网，不能搜索全微博；请先登录网页会话\n", r.stderr


def test_a_hot_word_of_the_sample_opens_on_its_posts_and_a_post(term):
    term.start_app("--fresh")
    term.wait_for("首页")
    term.send_keys("3")
    term.wait_for("  1 杭州今天下了第一场雪")
    term.send_keys("Enter")
    lines = term.wait_for("综合", "西湖边跑步的Kiki", "断桥上一层薄雪", "没有更多了")
    assert not any("示例数据不联网" in line for line in lines), lines
    # 实时: newest first, the same posts.
    term.send_keys("]")
    lines = term.wait_for("实时", "天气碎碎念")
    names = [line.strip("▌ ") for line in lines if line.strip("▌ ") in ("西湖边跑步的Kiki", "天气碎碎念", "读书的阿柚")]
    assert names == ["西湖边跑步的Kiki", "天气碎碎念", "读书的阿柚"], lines
    # 用户 is not something the sample holds: it says so.
    term.send_keys("]")
    term.wait_for("示例数据不联网")
    term.send_keys("[", "[")
    term.wait_for("断桥上一层薄雪")
    term.send_keys("Enter")
    lines = term.wait_for("微博正文", "跑到一半手机冻关机了")
    term.quit()


def test_the_search_command_on_the_sample_prints_a_hot_words_posts(tmp_path):
    run = lambda *args: subprocess.run([BIN, "--data-dir", str(tmp_path), "--sample", *args], capture_output=True, text=True,
                                       timeout=30, env={"LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"})
    r = run("search", "长沙臭豆腐申遗")
    assert r.returncode == 0 and r.stderr == "", r
    assert r.stdout.startswith("长沙吃货小分队 · ") and "长沙臭豆腐申遗上热搜了" in r.stdout, r.stdout
    listed = json.loads(run("search", "--type", "realtime", "--json", "哈尔滨冰雪大世界开园").stdout)
    assert [p["author"] for p in listed["results"]] == ["哈尔滨冻梨本梨", "天气碎碎念"], listed
    assert listed["next_page"] is None
