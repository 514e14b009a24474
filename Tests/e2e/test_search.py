"""Issue 14's Find, as a user meets it: `/` searches where you are (首页's
and 我的微博's posts, 消息's conversations and messages, 发现's places as
before), the matches are lit, `n`/`N` step through the results, and a
post's #话题# or @name opens its page (`t` picks it, Enter opens it)."""

import re

from conftest import TAB_LABELS, cli, poll

ME = "夜航船的猫"  # the local user in the sample data


def lit(term, text):
    """Whether `text` is drawn reversed (the match style) somewhere."""
    return re.search(r"\x1b\[(?:[0-9;]*;)?7m(?:\x1b\[[0-9;]*m)*" + re.escape(text), term.capture_styled()) is not None


def clear_field(term):
    """^U empties the search field; waits until the old query's count has
    gone, so that a wait for the next one's cannot see the old one's."""
    term.send_keys("C-u")
    term.wait_for("输入关键词")


def selected(term):
    """The text of the selected result (its rows carry the `▌` bar)."""
    return "".join(l[1:] for l in term.capture() if l.startswith("▌"))


def test_home_search_lights_matches_and_n_steps_through(term):
    term.launch()
    term.send_keys("/")
    term.wait_for("微博内容、作者或话题")
    assert "搜索微博" in term.capture()[0]
    # A one-character word is looked up in its own index; the match is lit in the post.
    term.send_text("雨")
    lines = term.wait_for("找到 ")
    assert not all(t in lines[-1] for t in TAB_LABELS), "a search page hides the tab bar"
    poll(lambda: lit(term, "雨"), 5, what="the match 雨 lit")
    # Three characters or more go through the index: 暴雨橙 is one post's.
    term.send_text("暴雨橙")  # the field now reads 雨暴雨橙: nothing has that
    term.wait_for("没有找到“雨暴雨橙”")
    term.send_keys("C-u")
    term.send_text("暴雨橙")
    term.wait_for("找到 1 条")
    poll(lambda: lit(term, "暴雨橙"), 5, what="the match 暴雨橙 lit")
    assert "天气碎碎念" in selected(term)
    # Two words: both must be there, each lit.
    clear_field(term)
    term.send_text("豆包 雨")
    term.wait_for("找到 ")
    poll(lambda: lit(term, "豆包") and "豆包" in selected(term), 5, what="豆包 lit in the first result")
    # Enter hands the keys to the results: n steps down, N back, round the end.
    clear_field(term)
    term.send_text("西湖")
    term.wait_for("找到 ")
    term.send_keys("Enter")
    term.wait_for("n/N 上下条")
    first = selected(term)
    term.send_keys("n")
    poll(lambda: selected(term) and selected(term) != first, 5, what="n moved to the second result")
    term.send_keys("N")
    poll(lambda: selected(term) == first, 5, what="N came back to the first")
    term.send_keys("N")
    term.wait_for("已到第一条，回到最后一条")
    # Enter opens the result; n there turns to the next result's post.
    term.send_keys("g", "Enter")
    page = term.wait_for(title="微博正文")
    term.send_keys("n")
    # Another post on the same kind of page: its author, time and words differ.
    poll(lambda: (lines := term.capture()) and "微博正文" in lines[0] and lines[2:5] != page[2:5], 5,
         what=lambda: f"the next result's post; screen:\n{term.capture_text()}")
    term.send_keys("Escape")
    term.wait_for("搜索微博", title="‹ 首页")  # back on the results: the post's title says ‹ 搜索微博
    assert selected(term) != first, "the results follow the post n turned to"
    # / takes the field back; Esc there closes the search.
    term.send_keys("/")
    term.send_keys("Escape")
    term.wait_for_tab_bar()
    term.quit()


def test_results_follow_a_post_written_by_another_process(term):
    term.launch()
    term.send_keys("/")
    term.send_text("量子纠缠")
    term.wait_for("没有找到“量子纠缠”")
    cli(term.data_dir, "post", "今天读了一篇讲量子纠缠的科普，似懂非懂")
    term.wait_for("找到 1 条")
    poll(lambda: lit(term, "量子纠缠"), 5, what="the new post's match lit")
    term.send_keys("Escape")
    term.quit()


def test_my_posts_search_only_mine(term):
    term.launch()
    term.send_keys("4")
    term.wait_for("我的微博")
    term.send_keys("Enter")  # 我的微博 is the first row
    term.wait_for(title="我的微博")  # 我 lists a row of that name
    term.send_keys("/")
    term.wait_for("搜索我的微博")
    term.send_text("雨")
    term.wait_for("找到 ")
    authors = [l.strip() for l in term.capture()[5:] if l.strip() in {ME, "天气碎碎念", "西湖边跑步的Kiki"}]
    assert authors and set(authors) == {ME}, f"only my posts: {authors}"
    term.send_keys("Escape", "Escape")
    term.quit()


def test_messages_search_finds_conversations_and_messages(term):
    term.launch()
    term.send_keys("2")
    term.wait_for("私信")
    term.send_keys("/")
    term.wait_for("联系人或私信内容")
    assert "搜索消息" in term.capture()[0]
    term.send_text("火锅")
    term.wait_for("找到 2 条")
    poll(lambda: lit(term, "火锅"), 5, what="火锅 lit in the message")
    # A name finds the conversation with that person.
    clear_field(term)
    term.send_text("长沙吃货")
    term.wait_for("找到 ")
    poll(lambda: lit(term, "长沙吃货"), 5, what="the name lit")
    # Enter, Enter: the conversation opens.
    term.send_keys("Enter", "Enter")
    term.wait_for(title="长沙吃货小分队")  # the chat's; the results name it too
    term.send_keys("Escape")  # the chat's line: back to the results
    term.wait_for("搜索消息", title="‹ 消息")  # the chat's title says ‹ 搜索消息
    term.send_keys("Escape")
    term.wait_for_tab_bar()
    term.quit()


def test_discover_search_is_the_places_as_before(term):
    term.launch()
    term.send_keys("3", "/")
    term.wait_for("热门搜索")
    term.send_text("hangzhou")
    term.wait_for("浙江省 › 杭州市")
    term.send_keys("Escape", "q")
    assert term.wait_exit() == 0


def test_topic_and_mention_open_their_pages(term):
    term.launch()
    term.send_keys("/")
    term.send_text("暴雨橙")
    term.wait_for("找到 1 条")
    term.send_keys("Enter", "Enter")
    lines = term.wait_for("t 话题/@")
    # t picks the topic (lit), Enter opens its page.
    term.send_keys("t")
    poll(lambda: lit(term, "#杭州暴雨#"), 5, what="the topic picked")
    term.send_keys("Enter")
    poll(lambda: "#杭州暴雨#" in term.capture()[0], 5, what="the topic's page")
    lines = term.wait_for("条微博")
    assert any("天气碎碎念" in l for l in lines)
    # On its page (its title): the post before it had the topic lit too.
    poll(lambda: "#杭州暴雨#" in term.capture()[0] and lit(term, "#杭州暴雨#"), 5, what="the topic lit on its page")
    term.send_keys("Escape", "Escape")  # the topic page, the post: back on the results
    term.wait_for("找到 1 条")
    # A post naming someone: its @name opens their card and their posts.
    term.send_keys("/")
    clear_field(term)
    term.send_text("积水了吗")
    term.wait_for("找到 1 条")
    term.send_keys("Enter", "Enter")
    term.wait_for("t 话题/@")
    term.send_keys("t")
    poll(lambda: lit(term, "@" + ME), 5, what="the mention picked")
    term.send_keys("Enter")
    lines = term.wait_for("粉丝")
    assert ME in lines[0]
    assert any("橘猫豆包的铲屎官" in l for l in lines), "the person's bio"
    term.send_keys("Escape", "Escape", "Escape", "Escape")
    term.wait_for_tab_bar()
    # The help lists the new keys where they work: on a post's page.
    term.send_keys("Enter")
    term.wait_for("微博正文")
    term.send_keys("?")
    term.wait_for("选下一个话题/@")
    term.send_keys("Escape")
    term.quit()
