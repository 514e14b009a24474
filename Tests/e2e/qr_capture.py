"""Reads a QR code drawn with half blocks back out of captured terminal text.

`weibo-tui login --qr` draws its code with QRHalfBlocks (WeiboCore/QR): one
module a column, two a row, "▀" for the top module dark, "▄" the bottom, "█"
both, " " neither. `decode_half_blocks(lines)` takes the lines tmux's
capture-pane gives (trailing spaces cut, the code anywhere on screen, other
text around it) and returns what the code says, read by zbar's `zbarimg`
from an image made of the modules: a test that the code on screen scans,
not only that our encoder agrees with itself.

Self-test: `python3 Tests/e2e/qr_capture.py --self-test` decodes
qr_sample.txt (beside this file, written by the Swift test
QRCodeHalfBlocksTests.e2eFixture from the encoder) as captured in several
ways. Exit status 77 with the reason when zbarimg is not installed: skipped,
never passed.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import unicodedata

SAMPLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qr_sample.txt")
# What qr_sample.txt holds: the sign-in URL of the Swift tests (qrSignInURL).
SAMPLE_TEXT = "https://passport.weibo.cn/signin/qrcode/scan?qr=ABCDEFGHIJKLMNOPQRSTUVWX&sinacnlogin"
ZBAR_MISSING = "zbarimg not installed (apt-get install zbar-tools)"

TOP = {"▀": True, "▄": False, "█": True}
BOTTOM = {"▀": False, "▄": True, "█": True}


class NoCode(Exception):
    """No readable QR code in the text."""


def zbarimg():
    return shutil.which("zbarimg")


def _columns(char):
    """Terminal columns a character takes: 2 for wide (Chinese) ones, 0 for
    combining marks, so the code's columns line up under text beside it."""
    if unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def modules(lines):
    """The dark modules the lines draw, as a set of (x, y): x the terminal
    column, y twice the line index (plus one for a lower half)."""
    dark = set()
    for row, line in enumerate(lines):
        x = 0
        for char in line:
            if TOP.get(char):
                dark.add((x, 2 * row))
            if BOTTOM.get(char):
                dark.add((x, 2 * row + 1))
            x += _columns(char)
    return dark


def pbm(dark, quiet_zone=4, scale=4):
    """The bounding box of `dark` with `quiet_zone` light modules around it,
    each module `scale` pixels square, as a binary PBM."""
    if not dark:
        raise NoCode("no half blocks in the text")
    left = min(x for x, _ in dark) - quiet_zone
    top = min(y for _, y in dark) - quiet_zone
    width = max(x for x, _ in dark) - left + 1 + quiet_zone
    height = max(y for _, y in dark) - top + 1 + quiet_zone
    pixel_width = width * scale
    row_bytes = (pixel_width + 7) // 8
    out = bytearray(f"P4\n{pixel_width} {height * scale}\n".encode())
    for y in range(height):
        row = bytearray(row_bytes)
        for x in range(width):
            if (left + x, top + y) in dark:
                for p in range(x * scale, (x + 1) * scale):
                    row[p // 8] |= 0x80 >> (p % 8)
        out += bytes(row) * scale
    return bytes(out)


def decode_half_blocks(lines):
    """What the QR code drawn in `lines` (a list of captured lines, or one
    string) says, decoded as UTF-8. Raises NoCode when zbar reads nothing;
    skips the calling pytest test (or raises RuntimeError outside pytest)
    when zbarimg is missing."""
    if isinstance(lines, str):
        lines = lines.split("\n")
    tool = zbarimg()
    if tool is None:
        if "pytest" in sys.modules:
            import pytest
            pytest.skip(ZBAR_MISSING)
        raise RuntimeError(ZBAR_MISSING)
    image = pbm(modules(lines))
    with tempfile.NamedTemporaryFile(suffix=".pbm") as file:
        file.write(image)
        file.flush()
        result = subprocess.run([tool, "--raw", "-q", "-Sbinary", file.name],
                                capture_output=True, timeout=30)
    if result.returncode != 0 or not result.stdout:
        raise NoCode(f"zbarimg read no code (exit status {result.returncode}) from:\n" + "\n".join(lines))
    return result.stdout.decode("utf-8")


def _captures(sample):
    """The sample as a terminal capture may give it: as drawn; trailing
    spaces cut (capture-pane); indented under a title with a state line in
    Chinese below it; beside wide text on the same rows."""
    yield "as drawn", sample
    yield "trailing spaces cut", [line.rstrip() for line in sample]
    yield "on a screen", (["微博登录 · 扫码", ""] + ["      " + line for line in sample]
                          + ["", "  等待扫码…（二维码 3 分钟内有效）"])
    yield "beside wide text", [("扫码" if i % 3 == 0 else "    ") + "  " + line + "  状态"
                               for i, line in enumerate(sample)]


def self_test():
    if zbarimg() is None:
        print(f"SKIPPED: {ZBAR_MISSING}", file=sys.stderr)
        return 77
    with open(SAMPLE, encoding="utf-8") as file:
        sample = file.read().rstrip("\n").split("\n")
    failures = 0
    for name, lines in _captures(sample):
        try:
            text = decode_half_blocks(lines)
        except NoCode as error:
            text = f"<{error}>"
        ok = text == SAMPLE_TEXT
        failures += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {name}: {text[:60]!r}")
    # A damaged code must not read as the sample: the check can fail.
    broken = [line.replace("█", " ") for line in sample]
    try:
        decode_half_blocks(broken)
        print("FAIL a code with every full block removed still read")
        failures += 1
    except NoCode:
        print("ok   a code with every full block removed reads as nothing")
    return 1 if failures else 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    print(__doc__)
    sys.exit(2)
