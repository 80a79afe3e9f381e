"""Languages: Swedish is complete (every string the interface, the rules model and the
bots mark for translation has a finished Swedish text, checked by running lupdate over
today's sources), every translation keeps its source's placeholders and markup, Danish
and Icelandic carry at least the games' and the table's own words, the .qm files are
built (not committed), and switching the language shows the window in it."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from braus_desktop.app import i18n

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "assets" / "translations"
TERMS = ("Pass", "&Play", "&Risk it", "&Game", "&New game…", "&Next deal", "&Rules",
         "Your turn", "<b>Score sheet</b>",
         # the games' and the table's own words
         "Danish Brus", "Icelandic Brús", "Stock {n}", "Your seat", "{n} tricks", "Us", "Them",
         "Dealer", "Standard", "Expert", "You", "West", "North", "East", "Deal {n}")
# Every source file lupdate reads: the interface, and the rules' and bots' sentences.
SOURCES = ("app", "rules", "bots")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
TAG = re.compile(r"</?[a-z0-9]+")


def messages(path: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(path).getroot()
    return {(c.findtext("name"), m.findtext("source")): m.find("translation")
            for c in root.iter("context") for m in c.iter("message")}


def lupdate() -> str:
    import PySide6
    tool = Path(PySide6.__file__).parent / "lupdate"
    found = str(tool) if tool.is_file() else shutil.which("pyside6-lupdate")
    if not found:
        pytest.skip("lupdate is not installed")
    return found


def test_swedish_is_complete_for_todays_sources(tmp_path):
    fresh = tmp_path / "sv.ts"
    shutil.copy(TS / "braus_desktop_sv.ts", fresh)
    sources = sorted(str(p) for part in SOURCES
                     for p in (ROOT / "braus_desktop" / part).glob("*.py"))
    subprocess.run([lupdate(), *sources, "-locations", "none", "-no-obsolete",
                    "-ts", str(fresh)], check=True, capture_output=True)
    found = messages(fresh)
    unfinished = [src for src, tr in found.items()
                  if tr.get("type") == "unfinished" or not (tr.text or "").strip()]
    assert not unfinished, f"strings without a Swedish translation: {unfinished[:10]}"
    assert len(found) >= 700
    contexts = {ctx for ctx, _src in found}
    # the rules' and the bots' sentences are in the catalog, not only the interface's
    assert {"Braus", "Brus", "Iceland", "Brag", "Rules", "Options", "Hints", "Cards",
            "RulesText", "ScoreSheet"} <= contexts


@pytest.mark.parametrize("code", ["sv", "da", "is"])
def test_translations_keep_their_placeholders_and_markup(code):
    """A translation that named an argument its source does not give, or dropped a tag,
    would show the English (or broken markup) to the player."""
    bad = []
    for (ctx, src), tr in messages(TS / f"braus_desktop_{code}.ts").items():
        text = tr.text or ""
        if tr.get("type") == "unfinished" or not text:
            continue
        if set(PLACEHOLDER.findall(text)) != set(PLACEHOLDER.findall(src)) \
                or sorted(TAG.findall(text)) != sorted(TAG.findall(src)):
            bad.append((ctx, src[:60], text[:60]))
    assert not bad, bad


@pytest.mark.parametrize("code", ["da", "is"])
def test_danish_and_icelandic_have_the_games_terms(code):
    found = {src: tr for (_ctx, src), tr in messages(TS / f"braus_desktop_{code}.ts").items()}
    for term in TERMS:
        assert term in found and (found[term].text or "").strip(), (code, term)


def test_translations_are_built_not_committed():
    tracked = subprocess.run(["git", "ls-files", "assets/translations"], cwd=ROOT,
                             capture_output=True, text=True).stdout.split()
    if not tracked:
        pytest.skip("not a git checkout")
    assert not [f for f in tracked if f.endswith(".qm")]
    assert {f"assets/translations/braus_desktop_{c}.ts" for c in ("sv", "da", "is")} \
        <= set(tracked)


def test_the_system_language_or_the_setting_decides(monkeypatch):
    assert i18n.resolve("sv") == "sv" and i18n.resolve("is") == "is"
    from PySide6.QtCore import QLocale
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("da_DK")))
    assert i18n.resolve("system") == "da"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fr_FR")))
    assert i18n.resolve("system") == "en"


def test_switching_to_swedish_shows_the_window_in_swedish(qtbot, qapp, tmp_path):
    from braus_desktop.app.main_window import MainWindow
    from braus_desktop.app.settings import Settings
    try:
        assert i18n.install(qapp, "sv") == "sv"
        assert QCoreApplication.translate("MainWindow", "&Game") == "S&pel"
        settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat))
        settings.override("animation/speed", "instant")
        win = MainWindow(settings, data_dir=tmp_path / "data", defer=True)
        qtbot.addWidget(win)
        titles = [a.text() for a in win.menuBar().actions()]
        assert "S&pel" in titles and "&Hjälp" in titles and "&Arkiv" in titles
        assert win.pass_button.text() == "Pass" and win.play_button.text() == "&Spela"
        win.controller.shutdown()
    finally:
        assert i18n.install(qapp, "en") == "en"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
