#!/usr/bin/env python3
"""Generate Bräus Desktop's own card art as SVG: the single source of truth for the cards.

    python assets/make_cards.py [--out assets/cards] [--check]

Writes, under ``--out`` (default: ``assets/cards`` next to this script):

* ``classic/<CARD>.svg``      the 52 cards (``AS``, ``10H``, ``JC`` ...) and jokers ``X1``-``X3``;
* ``four-colour/<CARD>.svg``  the same in four suit colours with heavier indices;
* ``high-contrast/<CARD>.svg``  four suit colours that also differ in lightness (so they
  stay apart in greyscale and for colour-blind eyes), a white face with a black border,
  large heavy indices, heavier pips and pure black lettering;
* ``<style>/<CARD>-<family>.svg``  named cards with their traditional name on a ribbon
  (family ``braus``, ``brus`` or ``iceland``), e.g. ``classic/JC-braus.svg``;
* ``backs/<name>.svg``        card backs.

``--check`` writes nothing: it lists every file that is missing, differs from what would be
generated, or is a stale SVG no longer generated, and exits 1 if there is any (CI and tests).

Standard library only. Everything is drawn from paths defined here: the suit pips, a small
stroke alphabet for the indices (so they look the same on every machine, no font needed),
the court figures, the jester and the backs. Output is deterministic: same bytes every run.
Licence: GPL-3.0-or-later, like the rest of Bräus Desktop.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

W, H = 250, 350
CX, CY = W / 2, H / 2

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("C", "S", "H", "D")
SUIT_NAMES = {"C": "clubs", "S": "spades", "H": "hearts", "D": "diamonds"}
RANK_NAMES = {"2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven",
              "8": "Eight", "9": "Nine", "10": "Ten", "J": "Jack", "Q": "Queen", "K": "King",
              "A": "Ace"}
JOKERS = ("X1", "X2", "X3")

# Cards with a traditional name in a game family: family -> card -> name.
NAMED = {
    "braus": {"JC": "Spit", "8S": "Dull", "KH": "Bräus"},
    "brus": {"JC": "Spids", "8S": "Galhund", "KH": "Brus"},
    "iceland": {"8S": "brúnka"},
}
FAMILY_TITLES = {"braus": "Bräus", "brus": "Danish Brus", "iceland": "Icelandic Brús"}

FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"

IVORY = "#fffdf7"
EDGE = "#55504a"
INK = "#2a2520"
GOLD = "#d9a53a"
GOLD_DARK = "#a87a1e"
SKIN = "#f6d9bd"
HAIR = "#5a3a22"

# How a face style differs from the plain look in LOOK (every key of LOOK may be set).
STYLES = {
    "classic": {
        "colour": {"C": "#1c1c1c", "S": "#1c1c1c", "H": "#c8102e", "D": "#c8102e"},
        "index_stroke": 14.5,
    },
    "four-colour": {
        "colour": {"S": "#111111", "H": "#d0021b", "D": "#0a52c2", "C": "#087a2e"},
        "index_stroke": 18.0,
    },
    # Every suit colour has a WCAG contrast of at least 4.5:1 on the white face, and their
    # CIE lightness is 0, 19, 35 and 48 (4.5:1 allows at most about 50): black, navy,
    # green and red stay four different greys, so neither greyscale nor red-green colour
    # blindness merges two suits.
    "high-contrast": {
        "colour": {"S": "#000000", "D": "#0000a8", "C": "#005f20", "H": "#e8000e"},
        "index_stroke": 21.0,
        "face": "#ffffff", "edge": "#000000", "edge_width": 5.0, "ink": "#000000",
        "index_x": 31, "index_h": 62, "index_pip_y": 108, "index_pip": 0.42,
        "pip": 0.44, "pip_stroke": 5.0, "columns": (84, 125, 166), "ribbon": "#ffffff",
    },
}
# The plain look of a face: the ivory card of the classic and four-colour styles.
LOOK = {"face": IVORY, "edge": EDGE, "edge_width": 1.6, "ink": INK,
        "index_x": 30, "index_h": 50, "index_pip_y": 90, "index_pip": 0.34,
        "pip": 0.42, "pip_stroke": 0.0, "columns": (80, 125, 170), "ribbon": "#fff8e6"}


def look(style: str) -> dict:
    """Every drawing choice of a face style: LOOK with the style's own settings."""
    return {**LOOK, **STYLES[style]}

BACKS = ("red", "blue", "green", "gotland")


# --------------------------------------------------------------------------- numbers

def f(v: float) -> str:
    """A coordinate with at most two decimals and no needless zeros."""
    s = f"{round(v, 2):.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def mix(colour: str, other: str, t: float) -> str:
    """``colour`` moved a fraction ``t`` of the way to ``other`` (both #rrggbb)."""
    a = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b))


def tint(colour: str, t: float) -> str:
    return mix(colour, "#ffffff", t)


def shade(colour: str, t: float) -> str:
    return mix(colour, "#000000", t)


def attrs(**kw) -> str:
    out = []
    for k, v in kw.items():
        if v is None:
            continue
        k = k.rstrip("_").replace("_", "-")
        if k == "xlink-href":
            k = "xlink:href"
        out.append(f'{k}="{f(v) if isinstance(v, (int, float)) else v}"')
    return " ".join(out)


def el(tag: str, **kw) -> str:
    return f"<{tag} {attrs(**kw)}/>"


def use(ref: str, transform: str | None = None, **kw) -> str:
    return el("use", xlink_href="#" + ref, transform=transform, **kw)


def tr(x: float, y: float, s: float = 1.0, rot: float = 0.0) -> str:
    t = f"translate({f(x)} {f(y)})"
    if rot:
        t += f" rotate({f(rot)})"
    if s != 1.0:
        t += f" scale({f(s)})"
    return t


FLIP = f"rotate(180 {f(CX)} {f(CY)})"


# --------------------------------------------------------------------------- pips
# Each pip fills the box -50..50 (a little less across), centred on 0,0.

PIPS = {
    "H": ("M0 46C-10 32-47 10-47-17C-47-36-34-46-21-46C-10-46-3-39 0-30"
          "C3-39 10-46 21-46C34-46 47-36 47-17C47 10 10 32 0 46Z"),
    "D": "M0-50C11-31 25-13 38 0C25 13 11 31 0 50C-11 31-25 13-38 0C-25-13-11-31 0-50Z",
    "S": ("M0-50C11-34 46-16 46 10C46 28 34 36 22 36C13 36 6 31 3 25C4 35 9 43 20 50H-20"
          "C-9 43-4 35-3 25C-6 31-13 36-22 36C-34 36-46 28-46 10C-46-16-11-34 0-50Z"),
    # Three lobes (circles drawn clockwise so they union under nonzero), a heart between
    # them and a flared stem.
    "C": ("M-22-25A22 22 0 1 1 22-25A22 22 0 1 1-22-25Z"
          "M-47 11A22 22 0 1 1-3 11A22 22 0 1 1-47 11Z"
          "M3 11A22 22 0 1 1 47 11A22 22 0 1 1 3 11Z"
          "M-10-10L10-10L14 14L-14 14Z"
          "M-4 8C-4 30-9 42-20 50H20C9 42 4 30 4 8Z"),
}


# --------------------------------------------------------------------------- stroke letters
# A tiny stroke alphabet, cap height 100, drawn with round caps and joins. Each entry:
# (advance width, path). Used for the indices and the jokers' lettering.

def _rotate_glyph(path: str, w: float) -> str:
    """The glyph turned 180 degrees in its own box (6 -> 9)."""
    out, nums, buf = [], [], ""
    toks: list[str] = []
    for ch in path:
        if ch.isalpha():
            if buf:
                toks.append(buf)
                buf = ""
            toks.append(ch)
        elif ch in " ,":
            if buf:
                toks.append(buf)
                buf = ""
        elif ch == "-" and buf:
            toks.append(buf)
            buf = ch
        else:
            buf += ch
    if buf:
        toks.append(buf)
    for t in toks:
        if t.isalpha():
            if nums:
                out.append(" ".join(nums))
                nums = []
            out.append(t)
        else:
            nums.append(t)
    if nums:
        out.append(" ".join(nums))
    # Every command used in the 6 is absolute with x y pairs (M, C, A is avoided).
    res = []
    for part in out:
        if part.isalpha():
            res.append(part)
            continue
        vals = [float(v) for v in part.split()]
        pts = []
        for i in range(0, len(vals), 2):
            pts.append(f(w - vals[i]) + " " + f(100 - vals[i + 1]))
        res.append(" ".join(pts))
    return "".join(res)


_SIX = ("M49 8C44 2 38 0 31 0C13 0 3 20 3 50L3 68"
        "C3 88 14 100 29 100C44 100 55 89 55 69C55 50 44 39 30 39C17 39 7 47 3 60")

GLYPHS: dict[str, tuple[float, str]] = {
    "A": (62, "M0 100L31 0L62 100M11 66H51"),
    "K": (56, "M0 0V100M54 0L2 58M20 40L56 100"),
    "Q": (62, "M31 0C48 0 62 22 62 50C62 78 48 100 31 100C14 100 0 78 0 50C0 22 14 0 31 0Z"
              "M38 70L64 104"),
    "J": (44, "M22 0H44V70C44 90 34 100 22 100C10 100 2 92 0 80"),
    "O": (58, "M29 0C46 0 58 22 58 50C58 78 46 100 29 100C12 100 0 78 0 50C0 22 12 0 29 0Z"),
    "E": (48, "M48 0H0V100H48M0 48H40"),
    "R": (54, "M0 100V0H26C43 0 52 11 52 26C52 41 43 52 26 52H0M24 52L54 100"),
    "0": (40, "M20 0C33 0 40 22 40 50C40 78 33 100 20 100C7 100 0 78 0 50C0 22 7 0 20 0Z"),
    "1": (24, "M0 18L18 0V100"),
    "2": (56, "M3 22C5 8 16 0 29 0C44 0 54 10 54 25C54 44 38 56 1 100H56"),
    "3": (54, "M3 12C9 4 18 0 28 0C42 0 51 9 51 24C51 37 41 46 24 46"
              "C44 46 55 56 55 72C55 89 43 100 27 100C16 100 6 96 0 87"),
    "4": (58, "M42 100V0L0 70H58"),
    "5": (56, "M51 0H10L5 45C12 40 20 37 29 37C45 37 56 49 56 67C56 87 44 100 27 100"
              "C16 100 6 95 0 87"),
    "6": (58, _SIX),
    "7": (56, "M0 0H56C38 28 25 60 20 100"),
    "8": (58, "M29 0C42 0 51 9 51 23C51 36 42 45 29 45C16 45 7 36 7 23C7 9 16 0 29 0Z"
              "M29 45C45 45 56 55 56 72C56 89 45 100 29 100C13 100 2 89 2 72C2 55 13 45 29 45Z"),
}
GLYPHS["9"] = (58, _rotate_glyph(_SIX, 58))
GAP = 8  # between the letters of one word


def word_width(text: str, gap: float = GAP) -> float:
    return sum(GLYPHS[c][0] for c in text) + gap * (len(text) - 1)


def word_path(text: str, gap: float = GAP) -> str:
    """The glyphs of ``text`` side by side, in stroke-font units."""
    parts, x = [], 0.0
    for c in text:
        w, d = GLYPHS[c]
        parts.append(f'<path transform="translate({f(x)} 0)" d="{d}"/>' if x else f'<path d="{d}"/>')
        x += w + gap
    return "".join(parts)


def lettering(text: str, x: float, y: float, height: float, colour: str, stroke: float,
              anchor: str = "middle") -> str:
    """``text`` in the stroke alphabet, cap height ``height``, top at ``y``."""
    s = height / 100
    w = word_width(text) * s
    x0 = x - w / 2 if anchor == "middle" else x
    inner = word_path(text)
    return (f'<g transform="{tr(x0, y, s)}" fill="none" stroke="{colour}" '
            f'stroke-width="{f(stroke)}" stroke-linecap="round" stroke-linejoin="round">'
            f"{inner}</g>")


# --------------------------------------------------------------------------- document

HEADER = ("<!-- Bräus Desktop card art (GPL-3.0-or-later). Generated by assets/make_cards.py: "
          "edit the script, not this file. -->")


def document(title: str, defs: list[str], body: list[str]) -> str:
    out = ['<?xml version="1.0" encoding="UTF-8"?>', HEADER,
           f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
           f'version="1.1" width="{W}" height="{H}" viewBox="0 0 {W} {H}">',
           f"<title>{title}</title>"]
    if defs:
        out.append("<defs>")
        out.extend(defs)
        out.append("</defs>")
    out.extend(body)
    out.append("</svg>")
    return "\n".join(out) + "\n"


def card_face(spec: dict | None = None) -> str:
    spec = spec or LOOK
    inset = max(1.0, spec["edge_width"] / 2)  # the whole border inside the card
    return el("rect", x=inset, y=inset, width=W - 2 * inset, height=H - 2 * inset,
              rx=15 - inset, fill=spec["face"], stroke=spec["edge"],
              stroke_width=spec["edge_width"])


# --------------------------------------------------------------------------- indices

INDEX_X = LOOK["index_x"]  # centre of the index column (the jokers' lettering too)
INDEX_TOP = 14
# The cap height of the rank, the centre of the pip under it and that pip's scale are
# each style's own (LOOK: index_h, index_pip_y, index_pip).


def index_group(rank: str, colour: str, stroke: float, spec: dict | None = None) -> str:
    spec = spec or LOOK
    index_x = spec["index_x"]
    # "10" is the widest index: squeeze it a little so it keeps to the column, and open
    # its gap so the two digits stay apart at small sizes.
    gap = 14 if rank == "10" else GAP
    width = word_width(rank, gap)
    s = spec["index_h"] / 100
    sx = s * (0.84 if rank == "10" else 1.0)
    x0 = index_x - width * sx / 2
    scale = f"scale({f(sx)} {f(s)})" if sx != s else f"scale({f(s)})"
    return (f'<g id="i"><g transform="translate({f(x0)} {f(INDEX_TOP)}) {scale}" fill="none" '
            f'stroke="{colour}" stroke-width="{f(stroke)}" stroke-linecap="round" '
            f'stroke-linejoin="round">{word_path(rank, gap)}</g>'
            f'{use("p", tr(index_x, spec["index_pip_y"], spec["index_pip"]))}</g>')


def indices() -> list[str]:
    return [use("i"), use("i", FLIP)]


# --------------------------------------------------------------------------- number cards

COL_L, COL_C, COL_R = 80, 125, 170
ROW_TOP, ROW_BOTTOM = 66, 284

# Pip places by count, on the plain columns (a style may spread them: LOOK's columns).
LAYOUTS = {
    2: [(COL_C, 0), (COL_C, 1)],
    3: [(COL_C, 0), (COL_C, 0.5), (COL_C, 1)],
    4: [(c, t) for t in (0, 1) for c in (COL_L, COL_R)],
    5: [(c, t) for t in (0, 1) for c in (COL_L, COL_R)] + [(COL_C, 0.5)],
    6: [(c, t) for t in (0, 0.5, 1) for c in (COL_L, COL_R)],
    7: [(c, t) for t in (0, 0.5, 1) for c in (COL_L, COL_R)] + [(COL_C, 0.25)],
    8: [(c, t) for t in (0, 0.5, 1) for c in (COL_L, COL_R)] + [(COL_C, 0.25), (COL_C, 0.75)],
    9: [(c, t) for t in (0, 1 / 3, 2 / 3, 1) for c in (COL_L, COL_R)] + [(COL_C, 0.5)],
    10: [(c, t) for t in (0, 1 / 3, 2 / 3, 1) for c in (COL_L, COL_R)]
        + [(COL_C, 1 / 6), (COL_C, 5 / 6)],
}


def pip_cards(n: int, spec: dict | None = None) -> list[str]:
    spec = spec or LOOK
    column = dict(zip((COL_L, COL_C, COL_R), spec["columns"]))
    out = []
    for x, t in sorted(LAYOUTS[n], key=lambda p: (p[1], p[0])):
        y = ROW_TOP + (ROW_BOTTOM - ROW_TOP) * t
        out.append(use("p", tr(column[x], y, spec["pip"], 180 if t > 0.5 else 0)))
    return out


def ace(suit: str, colour: str, face_colour: str = LOOK["face"]) -> list[str]:
    if suit != "S":
        return [use("p", tr(CX, CY, 1.05))]
    # The ace of spades, a little ornate: a ring of small diamonds, a big spade with an
    # inlaid outline, and a scroll under it.
    out = [el("circle", cx=CX, cy=CY, r=78, fill="none", stroke=colour, stroke_width=1.2),
           el("circle", cx=CX, cy=CY, r=72, fill="none", stroke=colour, stroke_width=0.6)]
    for k in range(24):
        a = math.tau * k / 24
        x, y = CX + 75 * math.sin(a), CY - 75 * math.cos(a)
        out.append(use("p", tr(x, y, 0.06 if k % 2 else 0.1, math.degrees(a))))
    out.append(use("p", tr(CX, CY - 4, 1.18)))
    out.append(f'<path transform="{tr(CX, CY - 4, 0.92)}" d="{PIPS["S"]}" fill="none" '
               f'stroke="{face_colour}" stroke-width="2.4"/>')
    out.append(f'<path transform="{tr(CX, CY - 4, 0.3)}" d="{PIPS["S"]}" '
               f'fill="{face_colour}"/>')
    return out


# --------------------------------------------------------------------------- court cards

FRAME = (58, 20, 134, 310)  # x, y, w, h of the court frame


def court_half(rank: str, suit: str, colour: str) -> str:
    """The upper half-figure in coordinates centred on the card's middle (y < 0 up)."""
    main = colour
    light = tint(colour, 0.72)
    mid = tint(colour, 0.35)
    line = f'stroke="{INK}" stroke-width="1.5" stroke-linejoin="round"'
    g: list[str] = []
    # Hair behind the head (queen: long; jack: short).
    if rank == "Q":
        g.append(f'<path d="M-25-100C-30-132 30-132 25-100C26-86 30-76 36-66H-36'
                 f'C-30-76-26-86-25-100Z" fill="{HAIR}" {line}/>')
    # Cloak, with a brocade of small diamonds, and the tunic down the front.
    g.append(f'<path d="M-58 0V-32C-58-50-45-59-26-63L-9-66H9L26-63C45-59 58-50 58-32V0Z" '
             f'fill="{main}" {line}/>')
    dots = "".join(f"M{x} {y - 3.5}l3 3.5-3 3.5-3-3.5Z"
                   for y in (-48, -34, -20, -6) for x in (-47, -33, 33, 47)
                   if not (y == -48 and abs(x) == 47))
    g.append(f'<path d="{dots}" fill="{mid}"/>')
    g.append(f'<path d="M-24 0L-15-63H15L24 0Z" fill="{light}" stroke="{GOLD}" '
             f'stroke-width="2.6" stroke-linejoin="round"/>')
    g.append(f'<path d="M-19-14H19" stroke="{GOLD}" stroke-width="2.6"/>')
    g.append(use("p", tr(0, -38, 0.28)))
    # The arm that holds the attribute, with a gold cuff.
    side = -1 if rank == "Q" else 1
    arm = [(26, -63), (50, -58), (54, -36), (46, -22), (32, -22), (38, -36), (36, -50)]
    pts = [(side * x, y) for x, y in arm]
    g.append(f'<path d="M{f(pts[0][0])} {f(pts[0][1])}C{f(pts[1][0])} {f(pts[1][1])} '
             f'{f(pts[2][0])} {f(pts[2][1])} {f(pts[3][0])} {f(pts[3][1])}'
             f'L{f(pts[4][0])} {f(pts[4][1])}C{f(pts[5][0])} {f(pts[5][1])} '
             f'{f(pts[6][0])} {f(pts[6][1])} {f(pts[0][0])} {f(pts[0][1])}Z" '
             f'fill="{main}" {line}/>')
    g.append(f'<path d="M{f(side * 46)} -22L{f(side * 32)} -22L{f(side * 33)} -28'
             f'L{f(side * 48)} -28Z" fill="{GOLD}" {line}/>')
    # Held object, in front of the cloak.
    if rank == "K":     # sceptre topped with the suit
        g.append(f'<path d="M40-8V-112" stroke="{GOLD_DARK}" stroke-width="5" '
                 f'stroke-linecap="round"/>')
        g.append(f'<path d="M40-8V-112" stroke="{GOLD}" stroke-width="2.6" '
                 f'stroke-linecap="round"/>')
        g.append(el("circle", cx=40, cy=-116, r=7, fill=GOLD, stroke=GOLD_DARK,
                    stroke_width=1.4))
        g.append(use("p", tr(40, -132, 0.2)))
    elif rank == "J":   # a halberd
        g.append(f'<path d="M40-8V-128" stroke="{HAIR}" stroke-width="3.4" '
                 f'stroke-linecap="round"/>')
        g.append(f'<path d="M40-150L46-130L40-124L34-130Z M40-118C50-118 54-110 54-100'
                 f'C48-104 44-106 40-106Z" fill="{mid}" {line}/>')
    # Neck and collar.
    g.append(f'<path d="M-8-86V-64H8V-86Z" fill="{SKIN}" {line}/>')
    if rank == "K":     # ermine collar
        g.append(f'<path d="M-36-62C-20-56 20-56 36-62L30-74C16-66-16-66-30-74Z" '
                 f'fill="#ffffff" {line}/>')
        for x in (-24, -12, 0, 12, 24):
            g.append(f'<path d="M{x}-67v4" stroke="{INK}" stroke-width="2" '
                     f'stroke-linecap="round"/>')
    elif rank == "Q":   # pearls
        g.append(f'<path d="M-30-70C-16-58 16-58 30-70" fill="none" stroke="{GOLD}" '
                 f'stroke-width="5" stroke-linecap="round"/>')
        for k in range(7):
            t = k / 6
            x = -26 + 52 * t
            y = -67 + 9 * (1 - (2 * t - 1) ** 2)
            g.append(el("circle", cx=x, cy=y, r=2.3, fill="#ffffff", stroke=INK,
                        stroke_width=0.8))
    else:               # plain band
        g.append(f'<path d="M-28-72L0-56L28-72L24-66L0-52L-24-66Z" fill="{GOLD}" {line}/>')
    # Head and face.
    g.append(el("ellipse", cx=0, cy=-103, rx=19, ry=23, fill=SKIN, stroke=INK,
                stroke_width=1.5))
    g.append(el("circle", cx=-7, cy=-104, r=2.1, fill=INK))
    g.append(el("circle", cx=7, cy=-104, r=2.1, fill=INK))
    g.append(f'<path d="M-11-110Q-7-113-3-110M3-110Q7-113 11-110M0-103Q-3-96 0-94" '
             f'fill="none" stroke="{INK}" stroke-width="1.3" stroke-linecap="round"/>')
    g.append(el("circle", cx=-11, cy=-95, r=3.5, fill="#e89a8a", opacity=0.45))
    g.append(el("circle", cx=11, cy=-95, r=3.5, fill="#e89a8a", opacity=0.45))
    if rank == "K":     # beard and moustache
        g.append(f'<path d="M-19-100C-19-82-10-74 0-74C10-74 19-82 19-100C15-92 8-90 0-90'
                 f'C-8-90-15-92-19-100Z" fill="#8a5a32" {line}/>')
        g.append('<path d="M-9-90Q0-96 9-90" fill="none" stroke="#8a5a32" stroke-width="3" '
                 'stroke-linecap="round"/>')
    else:
        g.append('<path d="M-5-87Q0-84 5-87" fill="none" stroke="#a0473c" '
                 'stroke-width="1.6" stroke-linecap="round"/>')
    # Headwear.
    if rank == "K":     # crown
        g.append(f'<path d="M-21-120L-24-146L-11-132L0-150L11-132L24-146L21-120Z" '
                 f'fill="{GOLD}" {line}/>')
        g.append(f'<path d="M-21-126H21" stroke="{GOLD_DARK}" stroke-width="1.4"/>')
        for x, y in ((-24, -146), (0, -150), (24, -146)):
            g.append(el("circle", cx=x, cy=y, r=3, fill=GOLD, stroke=INK, stroke_width=1.2))
        for x in (-11, 0, 11):
            g.append(el("circle", cx=x, cy=-122, r=2.3, fill=main))
        g.append('<path d="M-19-120C-20-112-20-106-19-100M19-120C20-112 20-106 19-100" '
                 'fill="none" stroke="#8a5a32" stroke-width="3"/>')
    elif rank == "Q":   # fringe and tiara
        g.append(f'<path d="M-19-108C-18-124 18-124 19-108C10-118-10-118-19-108Z" '
                 f'fill="{HAIR}" {line}/>')
        g.append(f'<path d="M-18-121L-9-128L0-140L9-128L18-121Q0-127-18-121Z" '
                 f'fill="{GOLD}" {line}/>')
        g.append(el("circle", cx=0, cy=-129, r=2.6, fill=main))
        # a flower in her hand
        g.append('<path d="M-40-12C-38-30-42-52-40-74" fill="none" stroke="#3f7a3a" '
                 'stroke-width="2.4" stroke-linecap="round"/>')
        for k in range(5):
            a = math.tau * k / 5
            g.append(el("circle", cx=-40 + 6 * math.sin(a), cy=-80 - 6 * math.cos(a), r=4.6,
                        fill=light, stroke=INK, stroke_width=1))
        g.append(el("circle", cx=-40, cy=-80, r=3.2, fill=GOLD, stroke=INK, stroke_width=1))
        g.append(el("ellipse", cx=-40, cy=-16, rx=6.5, ry=5.5, fill=SKIN, stroke=INK,
                    stroke_width=1.2))
    else:               # short hair and a feathered cap
        g.append(f'<path d="M-19-104C-21-122 21-122 19-104C16-112-16-112-19-104Z" '
                 f'fill="{HAIR}" {line}/>')
        g.append(f'<path d="M16-128C30-150 50-150 56-138C44-142 30-138 22-124Z" '
                 f'fill="{light}" {line}/>')
        g.append(f'<path d="M-25-116C-27-138 26-142 27-118Q0-126-25-116Z" fill="{main}" '
                 f'{line}/>')
        g.append(f'<path d="M-25-117Q0-127 27-119" fill="none" stroke="{GOLD}" '
                 f'stroke-width="3"/>')
    if rank in ("K", "J"):
        g.append(el("ellipse", cx=40, cy=-16, rx=6.5, ry=5.5, fill=SKIN, stroke=INK,
                    stroke_width=1.2))
    # The suit once more, in the frame's corner by the head.
    g.append(use("p", tr(-48, -136, 0.22)))
    return f'<g id="h" transform="translate({f(CX)} {f(CY)})">' + "".join(g) + "</g>"


def court(rank: str, suit: str, colour: str) -> tuple[list[str], list[str]]:
    x, y, w, h = FRAME
    defs = [court_half(rank, suit, colour)]
    body = [el("rect", x=x, y=y, width=w, height=h, rx=6, fill=tint(colour, 0.93),
               stroke=colour, stroke_width=1.4),
            use("h"), use("h", FLIP),
            f'<path d="M{f(x)} {f(CY)}H{f(x + w)}" stroke="{GOLD}" stroke-width="2"/>',
            el("rect", x=x + 3, y=y + 3, width=w - 6, height=h - 6, rx=4, fill="none",
               stroke=colour, stroke_width=0.6)]
    return defs, body


# --------------------------------------------------------------------------- jokers

JOKER_COLOURS = {
    "X1": ("#c8102e", "#1c1c1c"),
    "X2": ("#0a52c2", "#087a2e"),
    "X3": ("#6a2c91", "#d9a53a"),
}


def joker(card: str, stroke: float) -> tuple[list[str], list[str]]:
    a, b = JOKER_COLOURS[card]
    n = card[1]
    line = f'stroke="{INK}" stroke-width="1.6" stroke-linejoin="round"'
    # "JOKER" down the index column, each letter upright.
    letters = []
    s = 0.24
    for k, c in enumerate("JOKER"):
        w = GLYPHS[c][0] * s
        letters.append(f'<path transform="{tr(INDEX_X - w / 2, 16 + k * 30, s)}" '
                       f'd="{GLYPHS[c][1]}"/>')
    word = (f'<g id="w" fill="none" stroke="{a}" stroke-width="{f(stroke * 1.4)}" '
            f'stroke-linecap="round" stroke-linejoin="round">' + "".join(letters) + "</g>")
    g: list[str] = []
    # Body: a harlequin tunic of diamonds.
    g.append(f'<path d="M70 330C72 290 84 262 125 250C166 262 178 290 180 330Z" fill="{a}" '
             f'{line}/>')
    for row in range(3):
        for col in range(-3, 4):
            x = 125 + col * 20 + (10 if row % 2 else 0)
            y = 268 + row * 22
            if abs(x - 125) > 22 + row * 14:
                continue
            g.append(f'<path d="M{f(x)} {f(y - 11)}L{f(x + 10)} {f(y)}L{f(x)} {f(y + 11)}'
                     f'L{f(x - 10)} {f(y)}Z" fill="{b}"/>')
    # Ruff collar of alternating scallops.
    ruff = []
    for k in range(8):
        x0 = 79 + k * 11.5
        ruff.append(f'<path d="M{f(x0)} 246Q{f(x0 + 5.75)} 270 {f(x0 + 11.5)} 246Z" '
                    f'fill="{(a, "#ffffff")[k % 2]}" {line}/>')
    # Hat: three floppy points, each with a bell.
    hat = [
        f'<path d="M92 168C74 150 58 140 52 112C70 122 92 130 108 150Z" fill="{b}" {line}/>',
        f'<path d="M158 168C176 150 192 140 198 112C180 122 158 130 142 150Z" fill="{b}" '
        f'{line}/>',
        f'<path d="M100 160C98 120 110 84 128 64C132 92 140 124 150 160Z" fill="{a}" {line}/>',
        f'<path d="M90 174C96 152 154 152 160 174Z" fill="{GOLD}" {line}/>',
    ]
    for x, y in ((52, 112), (198, 112), (128, 62)):
        hat.append(el("circle", cx=x, cy=y, r=7, fill=GOLD, stroke=INK, stroke_width=1.4))
        hat.append(f'<path d="M{f(x - 3)} {f(y + 2)}H{f(x + 3)}" stroke="{INK}" '
                   f'stroke-width="1.2"/>')
    face = [
        el("ellipse", cx=125, cy=204, rx=32, ry=38, fill=SKIN, stroke=INK, stroke_width=1.6),
        f'<path d="M104 196Q111 189 118 196M132 196Q139 189 146 196" fill="none" '
        f'stroke="{INK}" stroke-width="2.2" stroke-linecap="round"/>',
        f'<path d="M107 216Q125 238 143 216Q125 226 107 216Z" fill="#a0473c" '
        f'stroke="{INK}" stroke-width="1.4" stroke-linejoin="round"/>',
        f'<path d="M103 206L107 200L111 206L107 212Z M139 206L143 200L147 206L143 212Z" '
        f'fill="{a}"/>',
        el("circle", cx=125, cy=207, r=3.4, fill="#e07a6a"),
    ]
    g += ruff + face + hat
    # Subtle number, in the two free corners.
    num = lettering(n, 0, 0, 12, tint(INK, 0.45), 11)
    g.append(f'<g transform="translate(222 26)">{num}</g>')
    g.append(f'<g transform="translate(28 312)">{num}</g>')
    body = ["".join(g), use("w"), use("w", FLIP)]
    return [word], body


# --------------------------------------------------------------------------- ribbons

def ribbon(name: str, y: float, colour: str, spec: dict | None = None) -> str:
    """The card's traditional name on a small ribbon centred at height ``y``."""
    w = max(70.0, 13 * len(name) + 30)
    x0, x1 = CX - w / 2, CX + w / 2
    h = 24
    t, b = y - h / 2, y + h / 2
    edge = shade(colour, 0.15) if colour != "#1c1c1c" else "#1c1c1c"
    tails = (f'<path d="M{f(x0 + 6)} {f(t + 5)}H{f(x0 - 12)}L{f(x0 - 5)} {f(y + 2.5)}'
             f'L{f(x0 - 12)} {f(b + 5)}H{f(x0 + 6)}Z'
             f'M{f(x1 - 6)} {f(t + 5)}H{f(x1 + 12)}L{f(x1 + 5)} {f(y + 2.5)}'
             f'L{f(x1 + 12)} {f(b + 5)}H{f(x1 - 6)}Z" fill="{tint(colour, 0.55)}" '
             f'stroke="{edge}" stroke-width="1.2" stroke-linejoin="round"/>')
    spec = spec or LOOK
    band = el("rect", x=x0, y=t, width=w, height=h, rx=2, fill=spec["ribbon"], stroke=edge,
              stroke_width=1.4)
    text = (f'<text x="{f(CX)}" y="{f(y + 6)}" text-anchor="middle" font-family="{FONT}" '
            f'font-size="17" font-weight="bold" fill="{spec["ink"]}">{name}</text>')
    return f'<g id="ribbon">{tails}{band}{text}</g>'


# --------------------------------------------------------------------------- faces

def title_of(card: str) -> str:
    if card in JOKERS:
        return f"Joker {card[1]}"
    rank, suit = card[:-1], card[-1]
    return f"{RANK_NAMES[rank]} of {SUIT_NAMES[suit]}"


def pip_def(suit: str, colour: str, spec: dict) -> str:
    """The suit's pip, once per file; a style with a pip stroke draws it heavier."""
    if not spec["pip_stroke"]:
        return f'<path id="p" d="{PIPS[suit]}" fill="{colour}"/>'
    return (f'<path id="p" d="{PIPS[suit]}" fill="{colour}" stroke="{colour}" '
            f'stroke-width="{f(spec["pip_stroke"])}" stroke-linejoin="round"/>')


def face(style: str, card: str, family: str | None = None) -> str:
    spec = look(style)
    stroke = spec["index_stroke"]
    title = title_of(card)
    if card in JOKERS:
        defs, body = joker(card, stroke)
        return document(title, defs, [card_face(spec)] + body)
    rank, suit = card[:-1], card[-1]
    colour = spec["colour"][suit]
    defs = [pip_def(suit, colour, spec), index_group(rank, colour, stroke, spec)]
    body = [card_face(spec)]
    if rank in ("J", "Q", "K"):
        cdefs, cbody = court(rank, suit, colour)
        defs += cdefs
        body += cbody
    elif rank == "A":
        body += ace(suit, colour, spec["face"])
    else:
        body += pip_cards(int(rank), spec)
    body += indices()
    if family:
        name = NAMED[family][card]
        title += f", called {name} in {FAMILY_TITLES[family]}"
        y = CY if rank in ("J", "Q", "K") else 325
        body.append(ribbon(name, y, colour, spec))
    return document(title, defs, body)


# --------------------------------------------------------------------------- backs

def _clip_line(x0, y0, dx, dy, box):
    """The part of the line (x0, y0) + t(dx, dy) inside ``box`` (x0, y0, x1, y1), or None."""
    bx0, by0, bx1, by1 = box
    lo, hi = -1e9, 1e9
    for p, d, a, b in ((x0, dx, bx0, bx1), (y0, dy, by0, by1)):
        if d == 0:
            if not a <= p <= b:
                return None
            continue
        t1, t2 = (a - p) / d, (b - p) / d
        lo, hi = max(lo, min(t1, t2)), min(hi, max(t1, t2))
    if lo >= hi:
        return None
    return (x0 + lo * dx, y0 + lo * dy, x0 + hi * dx, y0 + hi * dy)


def lattice(box, step: float, slope: float) -> str:
    """Two families of parallel diagonals clipped to ``box``: a diamond lattice path."""
    bx0, by0, bx1, by1 = box
    segs = []
    span = (bx1 - bx0) * slope + (by1 - by0)
    for sign in (1, -1):
        k = 0
        while k * step <= span + step:
            # lines y = sign*slope*(x - cx) + c, spaced ``step`` apart vertically
            c = CY - span / 2 + k * step
            seg = _clip_line(CX, c, 1, sign * slope, box)
            if seg and math.hypot(seg[2] - seg[0], seg[3] - seg[1]) > 0.5:
                segs.append(f"M{f(seg[0])} {f(seg[1])}L{f(seg[2])} {f(seg[3])}")
            k += 1
    return "".join(segs)


def back_frame(panel: str) -> list[str]:
    """Ivory margin over the pattern's edges (the outer card minus the panel), then the edge."""
    outer = "M15 1H235A14 14 0 0 1 249 15V335A14 14 0 0 1 235 349H15A14 14 0 0 1 1 335V15" \
            "A14 14 0 0 1 15 1Z"
    inner = "M20 12H230A8 8 0 0 1 238 20V330A8 8 0 0 1 230 338H20A8 8 0 0 1 12 330V20" \
            "A8 8 0 0 1 20 12Z"
    return [f'<path d="{outer}{inner}" fill="{IVORY}" fill-rule="evenodd"/>',
            el("rect", x=12, y=12, width=226, height=326, rx=8, fill="none", stroke=panel,
               stroke_width=1.2),
            el("rect", x=1, y=1, width=W - 2, height=H - 2, rx=14, fill="none", stroke=EDGE,
               stroke_width=1.6)]


def suit_rosette(colour: str, r: float, s: float) -> list[str]:
    out = []
    for k, suit in enumerate(("C", "H", "S", "D")):
        a = math.tau * k / 4
        out.append(f'<path transform="{tr(CX + r * math.sin(a), CY - r * math.cos(a), s, math.degrees(a))}" '
                   f'd="{PIPS[suit]}" fill="{colour}"/>')
    return out


def back_classic(panel: str) -> list[str]:
    light = tint(panel, 0.55)
    box = (12, 12, 238, 338)
    body = [el("rect", x=12, y=12, width=226, height=326, rx=8, fill=panel)]
    body.append(f'<path d="{lattice(box, 18, 1.4)}" fill="none" stroke="{light}" '
                f'stroke-width="1.1"/>')
    # a bead in every other diamond along the lattice crossings
    beads = []
    for row in range(-12, 13):
        for col in range(-8, 9):
            x = CX + col * 6.43 * 2
            y = CY + row * 18 / 2 * 1 + (9 if col % 2 else 0)
            if (row + (col % 2)) % 2:
                continue
            if 20 < x < 230 and 20 < y < 330:
                beads.append(f"M{f(x)} {f(y - 2.2)}l2.2 2.2-2.2 2.2-2.2-2.2Z")
    body.append(f'<path d="{"".join(beads)}" fill="{tint(panel, 0.8)}"/>')
    body += back_frame(panel)
    body += [el("rect", x=20, y=20, width=210, height=310, rx=5, fill="none", stroke=IVORY,
                stroke_width=2.2),
             el("rect", x=25, y=25, width=200, height=300, rx=3, fill="none", stroke=light,
                stroke_width=1)]
    # centre medallion with the four suits
    body += [el("ellipse", cx=CX, cy=CY, rx=46, ry=58, fill=panel, stroke=IVORY,
                stroke_width=2.4),
             el("ellipse", cx=CX, cy=CY, rx=40, ry=52, fill="none", stroke=light,
                stroke_width=1)]
    body += suit_rosette(IVORY, 25, 0.26)
    body.append(f'<path d="M{f(CX)} {f(CY - 9)}L{f(CX + 9)} {f(CY)}L{f(CX)} {f(CY + 9)}'
                f'L{f(CX - 9)} {f(CY)}Z" fill="{light}"/>')
    return body


def back_green() -> list[str]:
    panel = "#1d6645"
    light = tint(panel, 0.38)
    body = [el("rect", x=12, y=12, width=226, height=326, rx=8, fill=panel)]
    # interlaced rings: circles on a square grid and again on the offset grid
    rings = []
    r, step = 13, 22
    for gy in range(-8, 9):
        for gx in range(-6, 7):
            for off in (0, step / 2):
                x, y = CX + gx * step + off, CY + gy * step + off
                if 4 + r < x < 246 - r and 4 + r < y < 346 - r:
                    rings.append(f"M{f(x - r)} {f(y)}a{r} {r} 0 1 0 {2 * r} 0"
                                 f"a{r} {r} 0 1 0-{2 * r} 0")
    body.append(f'<path d="{"".join(rings)}" fill="none" stroke="{light}" stroke-width="1"/>')
    body += back_frame(panel)
    body += [el("rect", x=20, y=20, width=210, height=310, rx=5, fill="none", stroke=IVORY,
                stroke_width=2.2)]
    # an eight-pointed star medallion
    body.append(el("circle", cx=CX, cy=CY, r=48, fill=panel, stroke=IVORY, stroke_width=2.4))
    star = []
    for k in range(16):
        a = math.tau * k / 16
        rr = 38 if k % 2 == 0 else 16
        star.append(f"{f(CX + rr * math.sin(a))} {f(CY - rr * math.cos(a))}")
    body.append(f'<path d="M{"L".join(star)}Z" fill="{IVORY}"/>')
    body.append(el("circle", cx=CX, cy=CY, r=7, fill=panel))
    return body


def _circles(spec) -> str:
    return "".join(f"M{f(x - r)} {f(y)}a{f(r)} {f(r)} 0 1 0 {f(2 * r)} 0"
                   f"a{f(r)} {f(r)} 0 1 0 {f(-2 * r)} 0Z" for x, y, r in spec)


# A ram walking left, drawn for this project: a woolly body of overlapping circles, legs,
# a long head and a curled horn. Centred on 0,0, about 100 across.
RAM = (_circles(((-12, -8, 13), (3, -13, 13), (19, -13, 13), (33, -7, 12), (32, 5, 11),
                 (16, 6, 13), (0, 6, 13), (-14, 3, 12)))
       + "M-12 12H-6L-7 36H-11Z M-2 12H4L3 36H-1Z M24 12H30L29 36H25Z M34 10H40L39 36H35Z"
       + "M-20-10C-24-22-32-30-42-29C-50-28-57-18-57-11C-57-5-52-2-46-4"
       + "C-40-6-32-6-24 0Z"
       + "M43-10C50-10 52-4 49 2C47-2 45-4 42-4Z")
RAM_HORN = "M-46-27C-42-42-20-44-19-28C-18-18-31-15-32-23C-33-28-27-30-26-26"


def back_gotland() -> list[str]:
    panel = "#163a5f"
    gold = "#d8b45a"
    light = mix(panel, gold, 0.35)
    body = [el("rect", x=12, y=12, width=226, height=326, rx=8, fill=panel)]
    # a fine diagonal lattice and gold points where the lines cross
    body.append(f'<path d="{lattice((12, 12, 238, 338), 26, 1.0)}" fill="none" stroke="{light}" '
                f'stroke-width="0.8"/>')
    dots = []
    for gy in range(-14, 15):
        for gx in range(-10, 11):
            if (gx + gy) % 2:
                continue
            x, y = CX + gx * 13, CY + gy * 13
            if 22 < x < 228 and 22 < y < 328:
                dots.append(f"M{f(x)} {f(y - 2)}l2 2-2 2-2-2Z")
    body.append(f'<path d="{"".join(dots)}" fill="{gold}"/>')
    body += back_frame(panel)
    body += [el("rect", x=20, y=20, width=210, height=310, rx=5, fill="none", stroke=gold,
                stroke_width=2.2),
             el("rect", x=25, y=25, width=200, height=300, rx=3, fill="none", stroke=gold,
                stroke_width=0.8)]
    # the medallion: a ram over the sea
    body += [el("circle", cx=CX, cy=CY, r=62, fill=panel, stroke=gold, stroke_width=2.6),
             el("circle", cx=CX, cy=CY, r=56, fill="none", stroke=gold, stroke_width=0.8)]
    body.append(f'<g transform="{tr(CX + 6, CY - 8, 0.86)}">'
                f'<path d="{RAM}" fill="{gold}"/>'
                f'<path d="{RAM_HORN}" fill="none" stroke="{panel}" stroke-width="8.5" '
                f'stroke-linecap="round"/>'
                f'<path d="{RAM_HORN}" fill="none" stroke="{gold}" stroke-width="4" '
                f'stroke-linecap="round"/>'
                f'<circle cx="-47" cy="-15" r="2" fill="{panel}"/></g>')
    waves = "".join(f"M{f(CX - 36 + 18 * k)} {f(CY + 42)}q4.5-5 9 0t9 0" for k in range(4))
    body.append(f'<path d="{waves}" fill="none" stroke="{gold}" stroke-width="2" '
                f'stroke-linecap="round"/>')
    # four small corner stars
    for x, y in ((40, 40), (210, 40), (40, 310), (210, 310)):
        body.append(f'<path d="M{x} {y - 7}L{x + 2} {y - 2}L{x + 7} {y}L{x + 2} {y + 2}'
                    f'L{x} {y + 7}L{x - 2} {y + 2}L{x - 7} {y}L{x - 2} {y - 2}Z" fill="{gold}"/>')
    return body


def back(name: str) -> str:
    if name == "red":
        body = back_classic("#a3202f")
    elif name == "blue":
        body = back_classic("#1f4f8f")
    elif name == "green":
        body = back_green()
    else:
        body = back_gotland()
    title = {"gotland": "Card back, Gotland ram"}.get(name, f"Card back, {name}")
    return document(title, [], body)


# --------------------------------------------------------------------------- the set

def all_cards() -> list[str]:
    return [r + s for s in SUITS for r in RANKS] + list(JOKERS)


def generate() -> dict[str, str]:
    """Every file: relative path -> SVG text, in a fixed order."""
    files: dict[str, str] = {}
    for style in STYLES:
        for card in all_cards():
            files[f"{style}/{card}.svg"] = face(style, card)
        for family, names in NAMED.items():
            for card in names:
                files[f"{style}/{card}-{family}.svg"] = face(style, card, family)
    for name in BACKS:
        files[f"backs/{name}.svg"] = back(name)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / "cards",
                        help="output folder (default: assets/cards)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; list files that differ and exit 1 if any")
    args = parser.parse_args(argv)
    out: Path = args.out
    files = generate()
    if args.check:
        bad = []
        for rel, text in files.items():
            path = out / rel
            if not path.is_file() or path.read_bytes() != text.encode("utf-8"):
                bad.append(rel)
        for folder in sorted({rel.split("/")[0] for rel in files}):
            for path in sorted((out / folder).glob("*.svg")):
                rel = f"{folder}/{path.name}"
                if rel not in files:
                    bad.append(rel + " (stale)")
        for rel in bad:
            print(rel)
        if bad:
            print(f"{len(bad)} card file(s) out of date: run python assets/make_cards.py",
                  file=sys.stderr)
            return 1
        return 0
    written = 0
    for rel, text in files.items():
        path = out / rel
        data = text.encode("utf-8")
        if path.is_file() and path.read_bytes() == data:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written += 1
    print(f"{len(files)} files, {written} written, under {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
