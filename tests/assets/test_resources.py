"""resources.qrc lists exactly the art and icons under assets/, and each exists."""

import pathlib
import xml.etree.ElementTree as ET

ROOT = pathlib.Path(__file__).resolve().parents[2]
KINDS = (".svg", ".png", ".qm", ".desktop", ".xml")


def test_qrc_lists_every_asset_and_nothing_else():
    listed = [f.text for f in ET.parse(ROOT / "resources.qrc").getroot().iter("file")]
    on_disk = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "assets").rglob("*")
                     if p.is_file() and p.suffix in KINDS)
    assert sorted(listed) == on_disk
    assert len(set(listed)) == len(listed)
