"""Debian's lintian on the .deb: the list of tags it may carry (each with its reason), the
manual pages (rendered as lintian renders them), and lintian itself on a .deb built by
build.py's own functions around a stand-in bundle. .ci/run runs it on the real .deb."""

import os
import re
import shutil
import subprocess

import pytest
from conftest import ROOT

ALLOWED = ROOT / "packaging" / "linux" / "lintian-allowed.txt"
# What the issue asked to be fixed, never to be waved through.
FIXED = (
    "shared-library-is-executable",
    "no-changelog",
    "copyright-without-copyright-notice",
    "no-manual-page",
    "package-section-games-but-contains-no-game",
    "no-md5sums-control-file",
    "custom-library-search-path",
)


def allowed_tags():
    """packaging/linux/lintian-allowed.txt as {tag: reason}, in the form .ci/run reads."""
    tags = {}
    for line in ALLOWED.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        match = re.fullmatch(r"([a-z0-9][a-z0-9.+-]*): (.*)", line)
        assert match, f"not 'tag: reason': {line!r}"
        tag, reason = match.groups()
        assert tag not in tags, f"{tag} listed twice"
        tags[tag] = reason
    return tags


def test_every_allowed_tag_has_a_reason_and_none_is_one_to_fix():
    tags = allowed_tags()
    assert "dir-or-file-in-opt" in tags
    for tag, reason in tags.items():
        assert len(reason.split()) >= 8, f"{tag}: say why it stays"
    assert not set(tags) & set(FIXED)


def test_ci_runs_lintian_with_the_allowed_list_failing_on_every_level():
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "packaging/linux/lintian-allowed.txt" in script
    assert "--fail-on error,warning,info" in script
    assert '--suppress-tags "$allowed" "$deb"' in script


def test_packaging_readme_lists_every_allowed_tag():
    readme = (ROOT / "packaging" / "README.md").read_text(encoding="utf-8")
    for tag in allowed_tags():
        assert f"`{tag}`" in readme, tag


def _render(page):
    """The page through man as lintian runs it; what groff says about it (empty: clean)."""
    if shutil.which("man") is None:
        pytest.skip("man is not installed (man-db): the pages cannot be rendered here")
    env = dict(os.environ, LC_ALL="C.UTF-8", MANROFFSEQ="", MANWIDTH="80")
    done = subprocess.run(
        ["man", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", page],
        capture_output=True,
        text=True,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    return done.stderr


@pytest.mark.parametrize("command", ["braus-desktop", "braus-desktop-cli"])
def test_manual_pages_render_without_a_warning(build, command, tmp_path):
    page = tmp_path / f"{command}.6"
    page.write_text(build.man_page(command, "1.2.3", "2026-01-02"), encoding="utf-8")
    assert _render(page) == ""
    text = page.read_text(encoding="utf-8")
    assert f'.TH {command.upper()} 6 "2026-01-02" "Br\\(:aus Desktop 1.2.3"' in text
    assert re.search(rf"^\.SH NAME\n{re.escape(command)} \\- \S", text, re.M)  # whatis entry


def test_manual_pages_name_every_command_and_option(build, capsys):
    from braus_desktop import cli
    from braus_desktop.app import main as app_main

    commands = next(a for a in cli.build_parser()._actions if a.choices).choices
    cli_page = build.man_page("braus-desktop-cli", "1", "2026-01-02")
    game_page = build.man_page("braus-desktop", "1", "2026-01-02")
    for command in commands:
        assert f"\n.B {command}\n" in cli_page, command
        assert f"{command} ," in game_page or f"{command} )" in game_page, command
    with pytest.raises(SystemExit):
        app_main._parse(["--help"])
    options = set(re.findall(r"--[a-z][a-z-]+", capsys.readouterr().out)) - {"--help"}
    assert options >= {"--smoke-test", "--data-dir", "--watch", "--version"}
    for option in options:
        assert option.replace("-", "\\-") in game_page, option


def test_lintian_finds_only_allowed_tags_in_a_deb_around_a_stand_in(build, tmp_path):
    lintian = shutil.which("lintian")
    if lintian is None:
        pytest.skip("lintian is not installed (.ci/run installs it)")
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb is not installed")
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    program = bundle / build.NAME
    program.write_text("#!/bin/sh\necho stand-in bundle\n")
    program.chmod(0o755)
    (bundle / "_internal" / "stand-in.dat").write_bytes(bytes(range(256)))
    icons = build.render_icons(tmp_path / "icons")
    root = build.deb_root(bundle, icons, tmp_path / "root", build.version(), build.deb_arch())
    deb = build.build_deb(root, tmp_path / "braus-desktop.deb")
    done = subprocess.run(
        [
            lintian,
            "--no-cfg",
            "--display-info",
            "--tag-display-limit",
            "0",
            "--fail-on",
            "error,warning,info",
            "--suppress-tags",
            ",".join(allowed_tags()),
            deb,
        ],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def _elf(runpath, rpath):
    """A minimal 64-bit little-endian ELF shared object whose dynamic section holds a
    NEEDED, a RUNPATH and an RPATH (with the program headers readelf -d reads it by)."""
    import struct

    dynstr = b"\0libstand-in.so.1\0" + runpath.encode() + b"\0" + rpath.encode() + b"\0"
    run_at = 1 + len("libstand-in.so.1") + 1
    r_at = run_at + len(runpath) + 1
    at_dynstr = 64 + 2 * 56  # after the ELF header and two program headers
    tags = ((1, 1), (29, run_at), (15, r_at), (5, at_dynstr), (10, len(dynstr)), (0, 0), (0, 0))
    dynamic = b"".join(struct.pack("<qQ", tag, value) for tag, value in tags)
    at_dynamic = at_dynstr + len(dynstr)
    shstrtab = b"\0.dynstr\0.dynamic\0.shstrtab\0"
    shoff = at_dynamic + len(dynamic) + len(shstrtab)
    header = (
        b"\x7fELF\x02\x01\x01"
        + bytes(9)
        + struct.pack("<HHIQQQIHHHHHH", 3, 62, 1, 0, 64, shoff, 0, 64, 56, 2, 64, 4, 3)
    )
    programs = (
        struct.pack("<IIQQQQQQ", 1, 6, 0, 0, 0, shoff, shoff, 4096)  # PT_LOAD
        + struct.pack(
            "<IIQQQQQQ", 2, 6, at_dynamic, at_dynamic, at_dynamic, len(dynamic), len(dynamic), 8
        )
    )  # PT_DYNAMIC
    sections = [
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
        (1, 3, 2, at_dynstr, at_dynstr, len(dynstr), 0, 0, 1, 0),
        (9, 6, 3, at_dynamic, at_dynamic, len(dynamic), 1, 0, 8, 16),
        (18, 3, 0, 0, at_dynamic + len(dynamic), len(shstrtab), 0, 0, 1, 0),
    ]
    return (
        header
        + programs
        + dynstr
        + dynamic
        + shstrtab
        + b"".join(struct.pack("<IIQQQQIIQQ", *s) for s in sections)
    )


def test_the_build_machines_library_folders_leave_the_bundle_and_origin_stays(build, tmp_path):
    readelf = shutil.which("readelf")
    if readelf is None:
        pytest.skip("readelf is not installed (binutils)")
    gone = tmp_path / "libgone.so"
    gone.write_bytes(_elf("/root/.pyenv/versions/3.11.7/lib", "/opt/build/lib"))
    mixed = tmp_path / "libmixed.so"
    mixed.write_bytes(_elf("/root/.pyenv/lib:$ORIGIN/../lib", "$ORIGIN"))
    kept = tmp_path / "libkept.so"
    kept.write_bytes(_elf("$ORIGIN", "$ORIGIN/Qt/lib"))
    (tmp_path / "notes.txt").write_text("not an ELF file\n")
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}

    def dynamic(path):
        out = subprocess.run(
            [readelf, "-d", path], capture_output=True, text=True, check=True
        ).stdout
        return re.findall(r"\((NEEDED|RUNPATH|RPATH)\)\s+.*\[(.*)\]", out)

    assert build.drop_bundle_search_paths(tmp_path) == 2
    assert dynamic(gone) == [("NEEDED", "libstand-in.so.1")]
    assert dynamic(mixed) == [
        ("NEEDED", "libstand-in.so.1"),
        ("RUNPATH", "$ORIGIN/../lib"),
        ("RPATH", "$ORIGIN"),
    ]
    assert kept.read_bytes() == before["libkept.so"]
    assert (tmp_path / "notes.txt").read_bytes() == before["notes.txt"]
    assert len(gone.read_bytes()) == len(before["libgone.so"])  # nothing moves in the file
    assert build.drop_bundle_search_paths(tmp_path) == 0
