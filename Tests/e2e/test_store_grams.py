"""Migration v12's triggers call the store's SQL function weibo_search_grams;
scripts/bench/storegrams.py is its Python twin for the scripts and tests
that write the store. Both must spell the same tokens (a contentless index
must be told exactly what it holds when a row goes): the spellings below
are the ones Tests/WeiboCoreTests' SearchMatchingTests pin for Swift."""

import os
import sys

from conftest import cli, store_connection

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "scripts", "bench"))
import storegrams  # noqa: E402


def test_python_spells_the_tokens_as_swift_does():
    assert storegrams.grams("猫") == "u732b"
    assert set(storegrams.grams("猫 ab").split()) == {"u732b", "u61", "u62", "b61x62"}
    # Case folded, no pair across the space or across two texts.
    assert set(storegrams.grams("钢琴 Ab", "猫").split()) == {
        "u94a2", "u7434", "b94a2x7434", "u61", "u62", "b61x62", "u732b"}


def test_a_python_writer_adds_edits_and_deletes_posts_and_the_app_still_reads_them(tmp_path):
    data = str(tmp_path / "d")
    cli(data, "unread")  # creates and seeds the store
    db = store_connection(data)
    with db:
        user = db.execute("SELECT id FROM users WHERE is_local = 0 LIMIT 1").fetchone()[0]
        db.execute("INSERT INTO posts (user_id, text, created_at, source) VALUES (?, '写进来的钢琴曲 Piano', 1, '')", (user,))
        db.execute("UPDATE posts SET text = text || '！' WHERE text LIKE '写进来的%'")
        db.execute("DELETE FROM posts WHERE text LIKE '写进来的%'")
        db.execute("INSERT INTO posts (user_id, text, created_at, source) VALUES (?, '留下的小提琴', 2, '')", (user,))
    # A post the binary indexed, edited here: Python's old tokens must be Swift's, or the index keeps them.
    post, text = db.execute("SELECT id, text FROM posts WHERE length(text) > 4 ORDER BY id LIMIT 1").fetchone()
    old = [t for t in storegrams.grams(text).split() if t.startswith("b")]
    with db:
        db.execute("UPDATE posts SET text = '改写过了' WHERE id = ?", (post,))
    for token in old:
        assert db.execute("SELECT count(*) FROM posts_grams WHERE posts_grams MATCH ? AND rowid = ?",
                          (token, post)).fetchone()[0] == 0, token
    assert db.execute("SELECT count(*) FROM posts_grams WHERE posts_grams MATCH 'b6539x5199' AND rowid = ?",
                      (post,)).fetchone()[0] == 1  # 改写
    db.execute("INSERT INTO posts_grams (posts_grams) VALUES ('integrity-check')")
    assert db.execute("SELECT count(*) FROM posts_grams WHERE posts_grams MATCH 'b63d0x7434'").fetchone()[0] == 1  # 提琴
    assert db.execute("SELECT count(*) FROM posts_grams WHERE posts_grams MATCH 'b94a2x7434'").fetchone()[0] == 0  # 钢琴
    db.close()
    assert "留下的小提琴" in cli(data, "timeline", "--limit", "100")
