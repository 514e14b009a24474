"""Issue 23: installing without Swift. scripts/package makes a .deb and a
tarball from the release binary; here the .deb is unpacked into a
temporary root (`dpkg -x`, no root needed, nothing installed on the
machine) and the binary run from there: --version, a place search, one
start in tmux, its man page. The tarball must hold the same files.
"""

import hashlib
import io
import os
import re
import shlex
import subprocess
import tarfile

import pytest

from conftest import BIN, Term, _require_binary

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PACKAGE = os.path.join(ROOT, "scripts", "package")
# Debian's path → the tarball's (prefix layout, zsh's generic folder).
TARBALL_PLACE = {"usr/share/zsh/vendor-completions/": "share/zsh/site-functions/", "usr/bin/": "bin/",
                 "usr/share/": "share/"}


@pytest.fixture(scope="module")
def packages(tmp_path_factory):
    """(deb, tarball, unpacked root), made once for the module."""
    _require_binary()
    out = tmp_path_factory.mktemp("package")
    r = subprocess.run([PACKAGE, "--binary", BIN, "--out", str(out), "--no-lintian"], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, f"scripts/package failed:\n{r.stderr}"
    deb, tarball = r.stdout.split()
    root = out / "root"
    subprocess.run(["dpkg-deb", "-x", deb, str(root)], check=True)
    return deb, tarball, root


def version():
    return subprocess.run([BIN, "--version"], capture_output=True, text=True, check=True).stdout.split()[-1]


def deb_files(deb):
    listing = subprocess.run(["dpkg-deb", "--fsys-tarfile", deb], capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(listing)) as archive:
        return {m.name.removeprefix("./"): archive.extractfile(m).read() for m in archive.getmembers() if m.isfile()}


def test_the_names_the_sums_and_the_control_fields(packages):
    deb, tarball, _ = packages
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    assert os.path.basename(deb) == f"weibo-tui_{version()}_{arch}.deb"
    assert os.path.basename(tarball) == f"weibo-tui-{version()}-{arch}.tar.gz"
    for path in (deb, tarball):
        with open(path + ".sha256") as f:
            digest, name = f.read().split()
        assert name == os.path.basename(path)
        with open(path, "rb") as f:
            assert digest == hashlib.sha256(f.read()).hexdigest()
    fields = subprocess.run(["dpkg-deb", "-f", deb, "Package", "Version", "Architecture", "Depends"],
                            capture_output=True, text=True, check=True).stdout
    assert f"Version: {version()}\n" in fields and f"Architecture: {arch}\n" in fields
    depends = [d.strip() for d in re.search(r"^Depends: (.*)$", fields, re.M).group(1).split(",")]
    # Linked: only the C library, at the newest symbol version the binary uses.
    assert re.fullmatch(r"libc6 \(>= 2\.\d+\)", depends[0]), depends
    # Loaded with dlopen: libcurl (either build), giflib, libwebp.
    assert depends[1:] == ["libcurl4 (>= 7.85.0) | libcurl3-gnutls (>= 7.85.0)", "libgif7", "libwebp7"]


def test_the_deb_holds_the_binary_its_man_page_completions_and_copyright(packages):
    deb, _, _ = packages
    files = deb_files(deb)
    assert sorted(files) == sorted([
        "usr/bin/weibo-tui",
        "usr/share/man/man1/weibo-tui.1.gz",
        "usr/share/bash-completion/completions/weibo-tui",
        "usr/share/zsh/vendor-completions/_weibo-tui",
        "usr/share/doc/weibo-tui/copyright",
        "usr/share/doc/weibo-tui/changelog.gz",
        "usr/share/lintian/overrides/weibo-tui",
    ])
    with open(BIN, "rb") as f:
        assert files["usr/bin/weibo-tui"] == f.read()
    bash = subprocess.run([BIN, "completions", "bash"], capture_output=True, check=True).stdout
    assert files["usr/share/bash-completion/completions/weibo-tui"] == bash
    copyright = files["usr/share/doc/weibo-tui/copyright"].decode()
    # The bundled data's credits come from the README, word for word.
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        credits = f.read().split("## Credits\n", 1)[1].split("\n## ", 1)[0]
    assert credits.strip() in copyright and "pypinyin" in copyright and "OpenCC" in copyright


def test_the_tarball_holds_the_same_files(packages):
    deb, tarball, _ = packages
    expected = {}
    for path, content in deb_files(deb).items():
        if path.startswith("usr/share/lintian/"):
            continue  # Debian's own tool; no use elsewhere
        for debian, prefix in TARBALL_PLACE.items():
            if path.startswith(debian):
                expected[prefix + path.removeprefix(debian)] = content
                break
    top = os.path.basename(tarball).removesuffix(".tar.gz")
    with tarfile.open(tarball) as archive:
        found = {m.name.removeprefix(top + "/"): archive.extractfile(m).read() for m in archive.getmembers() if m.isfile()}
        assert all(m.name.startswith(top) for m in archive.getmembers())
    assert found == expected


def test_the_unpacked_binary_runs_searches_and_starts(packages, tmp_path):
    _, _, root = packages
    installed = str(root / "usr" / "bin" / "weibo-tui")
    data = str(tmp_path / "data")
    run = subprocess.run([installed, "--version"], capture_output=True, text=True, timeout=30)
    assert run.returncode == 0 and run.stdout.split()[-1] == version()
    run = subprocess.run([installed, "--data-dir", data, "cities", "search", "chengdu", "--limit", "3"],
                         capture_output=True, text=True, timeout=30)
    assert run.returncode == 0 and "成都" in run.stdout, run.stdout + run.stderr
    term = Term(tmp_path / "term")
    os.makedirs(term.workdir)
    term.start()
    try:
        term.app_done = term.run_shell(f"{shlex.quote(installed)} --data-dir {shlex.quote(data)}")
        lines = term.wait_for_tab_bar()
        assert "首页" in lines[-1]
        term.quit()
    finally:
        term.kill()


def test_the_man_page_reads(packages):
    _, _, root = packages
    page = root / "usr" / "share" / "man" / "man1" / "weibo-tui.1.gz"
    r = subprocess.run(["man", "-l", str(page)], capture_output=True, text=True, timeout=30,
                       env={**os.environ, "MANPAGER": "cat", "MANWIDTH": "80", "LANG": "C.UTF-8"})
    assert r.returncode == 0, r.stderr
    assert "weibo-tui" in r.stdout and "cities search" in r.stdout.replace("‐", "-")
