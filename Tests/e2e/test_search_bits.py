"""Issue 34: with thousands of posts, a search of common words is answered
from their bitmaps (migration v22, docs/SEARCH.md), and a user sees the
same as a scan of every post would find: a miss of two words never
together, a hit of two that are, and a post another process writes while
the results are on screen. Nothing here is timed."""

import re

from conftest import DEV_BIN, cli, poll, store_connection


def seeded(term, posts=6_000):
    cli(term.data_dir, "unread")  # creates and seeds the store
    cli(term.data_dir, "seed-posts", str(posts), timeout=120, binary=DEV_BIN)
    db = store_connection(term.data_dir)
    kept = {t for (t,) in db.execute("SELECT token FROM posts_bits_tokens")}
    db.close()
    # A token's key: a character's code point, or 1 << 42 and a pair's two.
    dusk, cat = 1 << 42 | ord("晚") << 21 | ord("霞"), ord("猫")
    assert {dusk, cat} <= kept, "seeding thousands of posts keeps bitmaps of their common tokens"


def scanned(data_dir, words):
    """首页's posts holding every word (text or author), as the app counts
    them on its first page (at most 50), newest added first."""
    db = store_connection(data_dir)
    rows = db.execute(
        """SELECT p.id, p.text, coalesce(u.name, '') FROM posts p LEFT JOIN users u ON u.id = p.user_id
           WHERE p.in_timeline = 1 OR EXISTS (SELECT 1 FROM posts r WHERE r.repost_of = p.id AND r.in_timeline = 1)
           ORDER BY p.id DESC""").fetchall()
    db.close()
    return [(i, t) for i, t, n in rows if all(w in t or w in n for w in words)]


def found(term):
    lines = term.capture()
    text = "\n".join(lines)
    m = re.search(r"找到 (\d+\+?) 条", text)
    return m.group(1) if m else ("0" if "没有找到" in text else None)


def shown(count):
    """How the page counts `count` results: its first page holds 50, and a
    full page may have more."""
    return "50+" if count >= 50 else str(count)


def search(term, query):
    term.send_keys("C-u")
    term.wait_for("输入关键词")
    term.send_text(query)
    poll(lambda: found(term) is not None, 5, what=lambda: f"{query}'s answer; screen:\n" + "\n".join(term.capture()))
    return found(term)


def test_common_words_are_found_as_a_scan_finds_them(term):
    seeded(term)
    term.launch()
    term.send_keys("/")
    term.wait_for("微博内容、作者或话题")
    # Two common words never in one post (the costly miss), then two that are.
    counts = []
    for words in (["晚霞", "猫"], ["地铁", "猫"], ["地铁", "的"]):
        expected = scanned(term.data_dir, words)
        counts.append(len(expected))
        assert search(term, " ".join(words)) == shown(len(expected)), words
        if expected:
            first = re.sub(r"\s+", "", expected[0][1])[:12]
            poll(lambda: first in re.sub(r"\s+", "", "".join(term.capture())), 5,
                 what=lambda: f"the newest post with {words} first ({first}); screen:\n" + "\n".join(term.capture()))
    assert counts[0] == 0 and counts[1] > 0, counts
    # A post another process writes reaches the results on screen.
    search(term, "晚霞 猫")
    cli(term.data_dir, "post", "晚霞里有一只猫")
    poll(lambda: found(term) == "1" and "晚霞里有一只猫" in "".join(term.capture()), 5,
         what=lambda: "the new post found; screen:\n" + "\n".join(term.capture()))
    term.send_keys("Escape")
    term.send_keys("Escape")
    term.wait_for_tab_bar()
    term.quit()
    # The app and the writer each folded what they wrote as they closed.
    db = store_connection(term.data_dir)
    assert db.execute("SELECT top FROM posts_bits_state").fetchone()[0] == db.execute("SELECT max(id) FROM posts").fetchone()[0]
    db.close()
