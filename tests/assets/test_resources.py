"""resources.qrc lists exactly the assets (card art, icons, compiled translations), each
listed file exists (a translation's .qm once its .ts source does: packaging/build.py
compiles it before pyside6-rcc), and the collection compiles and registers :/assets."""

import os
import pathlib
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
KINDS = (".svg", ".png", ".qm", ".desktop", ".xml")


def _listed():
    return [f.text for f in ET.parse(ROOT / "resources.qrc").getroot().iter("file")]


def test_qrc_lists_every_asset_and_nothing_else():
    listed = _listed()
    on_disk = {
        str(p.relative_to(ROOT))
        for p in (ROOT / "assets").rglob("*")
        if p.is_file() and p.suffix in KINDS
    }
    # a translation is there once its source is; its .qm is built, never committed
    on_disk |= {
        str(p.relative_to(ROOT).with_suffix(".qm"))
        for p in (ROOT / "assets" / "translations").glob("*.ts")
    }
    assert sorted(set(listed)) == sorted(on_disk)
    assert len(set(listed)) == len(listed)


def test_every_listed_file_exists_or_is_built_from_a_source_that_does():
    for name in _listed():
        path = ROOT / name
        if path.suffix == ".qm":
            assert path.with_suffix(".ts").is_file(), f"{name} has no .ts source"
        else:
            assert path.is_file(), name


def _rcc():
    beside = shutil.which("pyside6-rcc", path=os.path.dirname(sys.executable))
    return beside or shutil.which("pyside6-rcc")


def test_rcc_compiles_the_collection_into_a_module_that_registers_the_assets(tmp_path):
    rcc = _rcc()
    if rcc is None:
        pytest.skip("pyside6-rcc is not installed")
    lrelease = shutil.which("pyside6-lrelease", path=os.path.dirname(rcc))
    for ts in (ROOT / "assets" / "translations").glob("*.ts"):  # as packaging/build.py does
        subprocess.run(
            [lrelease, "-silent", ts, "-qm", ts.with_suffix(".qm")], check=True, timeout=120
        )
    module = tmp_path / "resources_rc.py"
    subprocess.run([rcc, "resources.qrc", "-o", module], cwd=ROOT, check=True, timeout=120)
    # in a child process, so this session's art keeps reading assets/
    check = (
        "import resources_rc\n"
        "from PySide6.QtCore import QFile\n"
        "for name in ('cards/classic/AS.svg', 'cards/backs/gotland.svg', "
        "'icons/braus-desktop.svg'):\n"
        "    f = QFile(':/assets/' + name)\n"
        "    assert f.open(QFile.ReadOnly), name\n"
        "    assert bytes(f.readAll()) == open('assets/' + name, 'rb').read(), name\n"
        "print('registered')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", check],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, PYTHONPATH=str(tmp_path)),
    )
    assert done.returncode == 0 and "registered" in done.stdout, done.stderr
