"""The icons rendered at build time: hicolor PNGs of each size, a Windows .ico and a
macOS .icns holding them, all from assets/icons/braus-desktop.svg."""

import struct

import pytest
from PySide6.QtGui import QImage


@pytest.fixture(scope="module")
def icons(build, tmp_path_factory, qapp):
    return build.render_icons(tmp_path_factory.mktemp("icons"))


def test_hicolor_pngs_have_their_size_and_are_not_blank(build, icons):
    for size in build.ICON_SIZES:
        image = QImage(str(icons / "hicolor" / f"{size}x{size}" / "apps" / "braus-desktop.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
        centre = image.pixelColor(size // 2, size // 2)
        corner = image.pixelColor(0, 0)
        assert centre != corner  # something is drawn, not an empty square
    assert (
        icons / "hicolor" / "scalable" / "apps" / "braus-desktop.svg"
    ).read_bytes() == build.ICON_SVG.read_bytes()


def test_ico_directory_points_at_each_png(icons):
    data = (icons / "braus-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1) and count == 8  # 16..256
    sizes = []
    for i in range(count):
        w, h, _c, _r, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i
        )
        png = data[offset : offset + length]
        assert png[:8] == b"\x89PNG\r\n\x1a\n" and planes == 1 and bits == 32
        image = QImage.fromData(png)
        assert (image.width(), image.height()) == (w or 256, h or 256)
        sizes.append(w or 256)
    assert sizes == [16, 22, 24, 32, 48, 64, 128, 256]


def test_icns_chunks_are_pngs_of_their_type_size(build, icons):
    data = (icons / "braus-desktop.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    expected = dict(build.ICNS_TYPES)
    seen, offset = [], 8
    while offset < len(data):
        kind, length = (
            data[offset : offset + 4].decode(),
            struct.unpack_from(">I", data, offset + 4)[0],
        )
        image = QImage.fromData(data[offset + 8 : offset + length])
        assert image.width() == expected[kind], kind
        seen.append(kind)
        offset += length
    assert offset == len(data) and seen == [k for k, _ in build.ICNS_TYPES]
