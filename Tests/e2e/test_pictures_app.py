"""Pictures in the app, as a user sees them in tmux (256 colours): the
九宫格 as half blocks, the full-screen view, and hostile files."""

import os
import re
import sqlite3
import struct
import unicodedata
import zlib

from conftest import cli, poll

SGR = re.compile(r"\x1b\[([0-9;]*)m")


def painted_cells(styled):
    """(x, y, fg, bg) of every ▀ in `capture-pane -e` output: the picture's cells."""
    cells = []
    for y, line in enumerate(styled.split("\n")):
        fg = bg = None
        x = 0
        pos = 0
        while pos < len(line):
            m = SGR.match(line, pos)
            if m:
                params = [p for p in m.group(1).split(";")] if m.group(1) else ["0"]
                i = 0
                while i < len(params):
                    p = params[i]
                    if p in ("0", ""):
                        fg = bg = None
                    elif p in ("38", "48") and i + 2 < len(params) and params[i + 1] == "5":
                        if p == "38":
                            fg = int(params[i + 2])
                        else:
                            bg = int(params[i + 2])
                        i += 2
                    elif p in ("38", "48") and i + 4 < len(params) and params[i + 1] == "2":
                        value = tuple(int(v) for v in params[i + 2:i + 5])
                        if p == "38":
                            fg = value
                        else:
                            bg = value
                        i += 4
                    elif p == "39":
                        fg = None
                    elif p == "49":
                        bg = None
                    i += 1
                pos = m.end()
                continue
            ch = line[pos]
            if ch == "▀" and fg is not None:
                cells.append((x, y, fg, bg))
            x += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
            pos += 1
    return cells


def png(width, height, pixel):
    raw = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def huge_png_header():
    """A PNG that says it is 30000×30000: refused from its header."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 30000, 30000, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(b"\x00" * 1000))


def photo_posts(data_dir, paths):
    """Posts (newest last in `paths`) each with one photo attached from disk."""
    for i, _ in enumerate(paths):
        cli(data_dir, "post", f"图片测试 {i + 1}")
    db = sqlite3.connect(os.path.join(data_dir, "weibo.sqlite"))
    ids = [row[0] for row in db.execute("select id from posts order by id desc limit ?", (len(paths),))][::-1]
    for post_id, path in zip(ids, paths):
        db.execute("update posts set kind = 'photo', media_path = ? where id = ?", (path, post_id))
    db.commit()
    db.close()


def vm_hwm_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def test_hostile_files_show_placeholders_with_reasons_and_the_app_lives(term):
    """Corrupt, truncated, huge (30000×30000) and wrong-type files: each a
    placeholder saying why, the app alive and its memory bounded."""
    work = term.workdir
    good = png(120, 80, lambda x, y: (x * 2, y * 3, 200))
    files = {
        "corrupt.png": b"\x89PNG\r\n\x1a\n" + os.urandom(400),
        "truncated.png": good[: len(good) // 2],
        "huge.png": huge_png_header(),
        "page.jpg": b"<!DOCTYPE html><html><body>502 Bad Gateway</body></html>",
        "good.png": good,
    }
    paths = []
    for name, data in files.items():
        path = os.path.join(work, name)
        with open(path, "wb") as f:
            f.write(data)
        paths.append(path)
    photo_posts(term.data_dir, paths)
    term.launch()
    # Newest first: good.png, then the four hostile ones below it.
    expected = ["不支持的图片格式", "图片太大", "图片不完整", "图片已损坏"]
    poll(lambda: len(painted_cells(term.capture_styled())) > 100, what=lambda: "the good picture drawn:\n" + term.capture_text())
    for reason in expected:
        term.send_keys("j")
        term.wait_for(reason)
    pid = term.app_pid()
    assert vm_hwm_kib(pid) < 64 * 1024
    term.quit()


def grid_blocks(cells):
    """The picture cells grouped into solid-ish blocks by gaps: the sorted
    distinct starts of column runs and row runs."""
    xs = sorted({x for x, _, _, _ in cells})
    ys = sorted({y for _, y, _, _ in cells})

    def runs(values):
        starts = [values[0]]
        for a, b in zip(values, values[1:]):
            if b != a + 1:
                starts.append(b)
        return starts
    return runs(xs), runs(ys)


def test_nine_pictures_are_a_3x3_grid_of_coloured_cells_at_80x24_and_41x12(term_factory):
    """The sample's 九宫格 post (third on 首页): nine tiles of half blocks in
    three columns and three rows, in many colours, the grid shrunk to fit
    the screen with the post's words."""
    for width, height in ((80, 24), (41, 12)):
        term = term_factory(width, height)
        term.launch()
        term.send_keys("j", "j")

        def grid():
            cells = painted_cells(term.capture_styled())
            if not cells or "加载中" in term.capture_text():
                return None
            columns, rows = grid_blocks(cells)
            # At 41×12 the tiles' rows touch (one cell tall, no room for gaps).
            tile_rows = rows if len(rows) == 3 else sorted({y for _, y, _, _ in cells})
            return (columns, tile_rows, cells) if len(columns) == 3 and len(tile_rows) == 3 else None
        columns, rows, cells = poll(grid, what=lambda: f"a 3×3 grid at {width}×{height}:\n" + term.capture_text())
        assert len({(fg, bg) for _, _, fg, bg in cells}) >= 9, "the pictures' own colours, not one fill"
        assert "[图片]" not in term.capture_text()
        term.quit()


def test_the_full_screen_view_pages_with_left_and_right(term):
    term.launch()
    term.send_keys("j", "j", "v")
    term.wait_for("图片 1/9")
    poll(lambda: len(painted_cells(term.capture_styled())) > 300, what="the first picture, full screen")
    first = painted_cells(term.capture_styled())
    term.send_keys("Right")
    term.wait_for("图片 2/9")
    poll(lambda: painted_cells(term.capture_styled()) != first and len(painted_cells(term.capture_styled())) > 300,
         what="the second picture")
    term.send_keys("Right", "Right")
    term.wait_for("图片 4/9")
    term.send_keys("Left")
    term.wait_for("图片 3/9")
    term.send_keys("Left", "Left", "Left")
    term.wait_for("已是第一张")
    assert "图片 1/9" in term.capture_text()
    term.send_keys("Escape")
    lines = term.wait_for_tab_bar()
    assert "重庆雨天_Lin" in "\n".join(lines)
    term.quit()


def test_pictures_off_keep_the_marker(term):
    """Under NO_COLOR (and `set pictures off`) the post keeps [图片]."""
    term.launch(env="NO_COLOR=1")
    term.send_keys("j", "j")
    # The selected post's marker (▌): the first screen shows [图片] already.
    term.wait_for("▌[图片]")
    assert not painted_cells(term.capture_styled())
    term.quit()
    os.makedirs(os.path.join(term.workdir, ".config", "weibo-tui"), exist_ok=True)
    with open(os.path.join(term.workdir, ".config", "weibo-tui", "config"), "w") as f:
        f.write("set pictures off\n")
    term.launch()
    term.send_keys("j", "j")
    term.wait_for("▌[图片]")
    assert not painted_cells(term.capture_styled())
    term.quit()
