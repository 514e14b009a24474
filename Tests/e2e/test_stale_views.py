"""Issue 10's stale views, as a user meets them: what the store holds is
what every view shows, on the next frame, after the user's own writes and
after writes by another process (the `post` and `simulate` commands).

Each test is the spec of one numbered case of the issue; the screen is read
the way test_shell and test_messages read it: the selected post carries a
`▌` bar down its left edge, badges sit right after their tab labels.
"""

import json
import os
import re
import shutil
import sqlite3
import time

from conftest import DEV_BIN, TAB_LABELS, cli, poll, tab_badges

ME = "夜航船的猫"             # the local user in the sample data
MESSAGE_ROWS = ["@我的", "评论", "赞", "私信"]


def screen(term):
    return term.capture_text()


def home_dot(term):
    """The 首页 tab's dot: "" without one, None while no tab bar is drawn
    (a shell's screen, a pushed page: no dot there says nothing)."""
    lines = term.capture()
    if not lines or not all(t in lines[-1] for t in TAB_LABELS):
        return None
    return tab_badges(lines)["首页"] or ""


def drafts(term):
    return json.loads(cli(term.data_dir, "drafts", "--json"))


def unread_total(term):
    return json.loads(cli(term.data_dir, "unread", "--json"))["total"]


def selected_lines(lines):
    """The rows of the selected post card (the ones with the `▌` bar)."""
    return [l[1:] for l in lines if l.startswith("▌")]


def compact(text):
    """Text without spaces (a wrapped line may break at a space and drop it)
    or emoji variation selectors (a terminal may keep or drop them)."""
    return re.sub(r"[\s\ufe0f]+", "", text)


def top_post_is_selected_and_reads(lines, text):
    """The first post row (row 2, under the nav bar) is selected and the
    selected card holds `text`."""
    return lines[2].startswith("▌") and compact(text) in compact("".join(selected_lines(lines)))


def save_draft_from_editor(term, text):
    """From a page without a modal: + 1, type `text`, Esc, y (save the draft)."""
    term.open_editor()
    term.send_text(text)
    term.wait_for(text)
    term.send_keys("Escape")
    term.wait_for("保存草稿")
    term.send_keys("y")
    term.wait_for("已保存到草稿箱")


def publish_from_editor(term, text):
    term.open_editor()
    term.send_text(text)
    term.wait_for(text)
    term.send_keys("C-s")
    return term.wait_for("发布成功")


def open_drafts_box(term):
    term.send_keys("4")
    term.wait_for("e 编辑资料")
    term.send_keys("g", "j", "Enter")       # 我的微博, then 草稿箱
    return term.wait_for("Enter 继续编辑")


def stays(predicate, seconds, what):
    """Checks `predicate` holds throughout `seconds` (an absence can only be
    watched for a while, not polled for)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        assert predicate(), what()
        time.sleep(0.05)


# 1. 草稿箱 ---------------------------------------------------------------

def test_drafts_box_lists_a_draft_saved_while_it_is_open(term):
    term.launch()
    open_drafts_box(term)
    save_draft_from_editor(term, "草稿箱开着时存的草稿")
    assert [d["text"] for d in drafts(term)] == ["草稿箱开着时存的草稿"], "the store has the draft"
    # Listed on 草稿箱 (its hint), not in the editor that saved it.
    poll(lambda: "草稿箱开着时存的草稿" in (s := screen(term)) and "Enter 继续编辑" in s, 3,
         what=lambda: f"the new draft listed on 草稿箱 at once; screen:\n{screen(term)}")
    term.quit()


def test_drafts_box_drops_a_published_draft_and_the_count_follows(term):
    term.launch()
    save_draft_from_editor(term, "留在草稿箱的草稿")
    save_draft_from_editor(term, "马上要发出去的草稿")
    lines = open_drafts_box(term)
    assert "马上要发出去的草稿" in "\n".join(lines) and "留在草稿箱的草稿" in "\n".join(lines)
    term.send_keys("g", "Enter")            # the newest draft, listed first
    term.wait_for("发送 ^S")
    term.send_keys("C-s")
    term.wait_for("发布成功")
    assert [d["text"] for d in drafts(term)] == ["留在草稿箱的草稿"], "the store dropped the published draft"
    poll(lambda: "马上要发出去的草稿" not in screen(term) and "留在草稿箱的草稿" in screen(term), 3,
         what=lambda: f"the published draft gone from 草稿箱 at once; screen:\n{screen(term)}")
    term.send_keys("Escape")
    lines = term.wait_for("e 编辑资料")
    row = next(l for l in lines if "草稿箱" in l)
    assert re.search(r"草稿箱\s+1 ›", row), f"the 草稿箱 row on 我 counts 1 draft: {row!r}"
    term.quit()


# 2. The nickname reaches 首页 --------------------------------------------

def test_new_nickname_shows_on_home_at_once(term):
    term.launch()
    lines = publish_from_editor(term, "改名之前发的一条微博")
    assert ME in lines[2]
    term.send_keys("4")
    term.wait_for("e 编辑资料")
    term.send_keys("e")
    term.wait_for("Tab 切换")
    term.send_keys("C-u")
    term.send_text("改了名的猫")
    term.send_keys("Enter", "Enter")        # name → bio, then save
    term.wait_for("资料已保存")
    poll(lambda: term.capture()[2].startswith(" 改了名的猫 "), 3, what=lambda: f"the new name on 我; screen:\n{screen(term)}")
    term.send_keys("1")
    term.wait_for("改名之前发的一条微博")
    # 首页's title: 我 shows the new name on that row too.
    poll(lambda: (l := term.capture())[0].strip() == "全部关注 ▾" and "改了名的猫" in l[2] and ME not in "\n".join(l), 3,
         what=lambda: f"the new name on the user's posts on 首页, the old one nowhere; screen:\n{screen(term)}")
    term.quit()


# 3. Publishing does not set the 首页 dot ----------------------------------

def test_publishing_your_own_post_sets_no_home_dot(term):
    term.launch()
    poll(lambda: home_dot(term) == "", 3, what="no 首页 dot after the first screen")
    publish_from_editor(term, "自己发的微博不算未读")
    # The whole frame, tab bar included (the notice can be captured before the bar is redrawn).
    lines = poll(lambda: (lambda l: l if all(t in l[-1] for t in TAB_LABELS) else None)(term.capture()), 3,
                 what="the tab bar back under 首页")
    assert top_post_is_selected_and_reads(lines, "自己发的微博不算未读"), "\n".join(lines)
    assert tab_badges(lines)["首页"] is None, f"no 首页 dot for a post on screen and selected:\n{lines[-1]}"
    # Nor a moment later, once the app has seen its own write in the store.
    stays(lambda: tab_badges(term.capture())["首页"] is None, 1.5,
          lambda: f"no 首页 dot a moment later; screen:\n{screen(term)}")
    term.quit()


# 4. `r` brings new posts into view and says how many ---------------------

def test_refresh_brings_new_posts_into_view_and_counts_them(term):
    term.launch()
    term.send_keys("j", "j", "j", "j", "j")
    # The newest post (the cat on the keyboard) has scrolled out of view.
    poll(lambda: "一只橘猫" not in term.capture_text(), 3, what="scrolled down, the top post out of view")
    texts = ["别处发的第一条", "别处发的第二条", "别处发的第三条"]
    for text in texts:
        cli(term.data_dir, "post", text)
    term.send_keys("r")

    def newest_on_top():
        lines = term.capture()
        return lines if top_post_is_selected_and_reads(lines, texts[-1]) and "3 条新微博" in "\n".join(lines) else None
    poll(newest_on_top, 3,
         what=lambda: f"the newest post selected at the top and `3 条新微博`; screen:\n{screen(term)}")
    term.quit()


def test_refresh_with_nothing_new_says_so(term):
    term.launch()
    term.send_keys("j", "j")
    term.send_keys("r")
    poll(lambda: "已是最新" in screen(term), 3, what=lambda: f"`已是最新`; screen:\n{screen(term)}")
    term.quit()


# 5. A repost from 微博正文 is on 首页 after `r` -----------------------------

def test_repost_from_the_post_page_is_on_home_after_refresh(term):
    term.launch()
    term.send_keys("j", "j", "j", "Enter")  # a post a little down the timeline
    term.wait_for("微博正文")
    term.send_keys("f")
    term.wait_for("发送 ^S")
    term.send_text("正文页转发的一条")
    term.wait_for("正文页转发的一条")
    term.send_keys("C-s")
    term.wait_for("发布成功")
    term.send_keys("Escape")
    term.wait_for_tab_bar()
    term.send_keys("r")
    # r's answer with it: 首页 lists the repost before r too (the store's
    # change reloads it), and must still after.
    term.wait_for("已是最新", "正文页转发的一条", timeout=3)
    term.quit()


# 6. `G` reaches the real end of a 1,000,000-post timeline -----------------

def test_bottom_key_reaches_the_oldest_of_a_million_posts(term):
    try:
        cli(term.data_dir, "seed-posts", "1000000", timeout=300, binary=DEV_BIN)
        db = sqlite3.connect(os.path.join(term.data_dir, "weibo.sqlite"))
        (total,) = db.execute("SELECT count(*) FROM posts").fetchone()
        (oldest,) = db.execute("SELECT text FROM posts ORDER BY created_at ASC, id ASC LIMIT 1").fetchone()
        db.close()
        assert total > 1_000_000 and oldest.endswith("#999999"), (total, oldest)
        term.launch()
        term.send_keys("G")

        def at_the_end():
            lines = term.capture()
            card = [i for i, l in enumerate(lines) if l.startswith("▌")]
            if not card or compact(oldest) not in compact("".join(selected_lines(lines))):
                return None
            marker = [i for i, l in enumerate(lines) if "没有更多微博了" in l]
            return lines if marker and marker[0] > card[-1] else None
        poll(at_the_end, 5,
             what=lambda: f"the oldest post ({oldest!r}) selected, `没有更多微博了` below it; screen:\n{screen(term)}")
        term.quit()
    finally:
        shutil.rmtree(term.data_dir, ignore_errors=True)   # 230 MB


# 7. Writes by another process reach an idle app within 1 s ----------------

def test_post_by_another_process_reaches_idle_home_within_a_second(term):
    term.launch()
    term.send_keys("j")
    # same screen: the state before the other process writes, j or not.
    poll(lambda: home_dot(term) == "", 3, what="no 首页 dot to begin with")
    cli(term.data_dir, "post", "另一个进程发的微博")

    def seen():
        lines = term.capture()
        return tab_badges(lines)["首页"] in ("•", "1") or "另一个进程发的微博" in "\n".join(lines)
    poll(seen, 1.0, what=lambda: f"the 首页 badge (or the post) within 1 s; screen:\n{screen(term)}")
    term.quit()


def test_simulate_by_another_process_reaches_idle_messages_within_a_second(term):
    term.launch()
    term.send_keys("2")
    term.wait_for("私信")
    before = tab_badges(term.capture())["消息"]
    cli(term.data_dir, "simulate", "--count", "4")
    total = unread_total(term)
    expected = str(total) if total <= 99 else "99+"
    assert expected != before, (before, expected)
    poll(lambda: tab_badges(term.capture())["消息"] == expected, 1.0,
         what=lambda: f"the 消息 badge {expected} (was {before}) within 1 s; screen:\n{screen(term)}")
    term.quit()


# 8. The 消息 badge agrees with the counts it is made of -------------------

def message_page_counts(lines):
    """The 消息 page as shown: the four rows' counts, and the conversations'
    own unread counts. The conversations follow the rule under 私信, two
    lines each (name and time, then the last message and its unread count,
    right-aligned), until the first blank line."""
    rows, conversations = {}, []
    body = lines[2:-3]
    for line in body:
        for title in MESSAGE_ROWS:
            m = re.fullmatch(r"\s*" + re.escape(title) + r"\s+(?:(\d+|99\+)\s+)?›\s*", line)
            if m:
                rows[title] = int((m.group(1) or "0").rstrip("+"))
    start = next((i + 2 for i, l in enumerate(body) if re.match(r"\s*私信\s", l)), len(body))
    for i in range(start, len(body) - 1, 2):
        if not body[i].strip():
            break
        m = re.search(r"\s(\d+|99\+)$", body[i + 1])
        conversations.append(int(m.group(1).rstrip("+")) if m else 0)
    return rows, conversations


def badge_number(lines):
    text = tab_badges(lines)["消息"]
    return int(text) if text else 0


def assert_message_page_agrees(term, when):
    """On 消息: the 消息 badge is the sum of the four rows, and the 私信 row the
    sum of the conversations' unread counts (all on screen: a tall terminal)."""
    def agrees():
        lines = term.capture()
        rows, conversations = message_page_counts(lines)
        if set(rows) != set(MESSAGE_ROWS):
            return None
        ok = badge_number(lines) == sum(rows.values()) and rows["私信"] == sum(conversations)
        return (lines, rows, conversations) if ok else None
    poll(agrees, 3, what=lambda: f"{when}: badge = sum of the rows, 私信 = sum of the conversations; "
                                 f"rows and conversations {message_page_counts(term.capture())}; "
                                 f"badge {badge_number(term.capture())}; screen:\n{screen(term)}")


def test_message_badge_agrees_with_the_rows(term_factory):
    term = term_factory(80, 60)
    term.launch()
    term.quit()
    cli(term.data_dir, "simulate", "--count", "6")
    assert unread_total(term) > 0
    term.launch()
    term.send_keys("2")
    term.wait_for("私信")
    assert_message_page_agrees(term, "on opening 消息")
    assert badge_number(term.capture()) > 0

    term.send_keys("g", "Enter")            # @我的 read
    term.wait_for("‹ 消息")
    term.send_keys("Escape")
    term.wait_for("@我的", gone="‹ 消息")    # the page's title says "‹ 消息  @我的" too
    assert_message_page_agrees(term, "after reading @我的")

    term.send_keys("g", "j", "j", "Enter")  # 赞 read
    term.wait_for("‹ 消息")
    term.send_keys("Escape")
    term.wait_for("@我的")
    assert_message_page_agrees(term, "after reading 赞")

    term.send_keys("g", "j", "j", "j", "j", "Enter")   # the newest conversation read
    term.wait_for("发私信")
    term.send_keys("Escape")
    term.wait_for("@我的")
    assert_message_page_agrees(term, "after reading a chat")

    term.send_keys("4", "G", "k", "Enter")  # 关于 (above 登录): simulate there, back through the tabs
    term.wait_for("模拟")
    term.send_keys("s")
    term.wait_for("新增")
    term.send_keys("Escape", "1", "2")
    term.wait_for("@我的")
    assert_message_page_agrees(term, "after simulate on 关于 and a tab switch")
    term.quit()


def test_message_page_agrees_with_the_badge_after_another_process_writes(term_factory):
    """The 消息 page left open while `simulate` runs elsewhere: once the badge
    moves (point 7: within a second), the rows and the conversations have
    moved with it, not only the badge."""
    term = term_factory(80, 60)
    term.launch()
    term.send_keys("2")
    term.wait_for("私信")
    assert_message_page_agrees(term, "on opening 消息")
    before = badge_number(term.capture())
    cli(term.data_dir, "simulate", "--count", "6")
    total = unread_total(term)
    assert total != before and total <= 99, (before, total)
    poll(lambda: badge_number(term.capture()) == total, 1.0,
         what=lambda: f"the 消息 badge {total} within 1 s; screen:\n{screen(term)}")
    assert_message_page_agrees(term, "after simulate by another process")
    term.quit()
