"""What a player expects of the window and did not get (issue 21, items 16 to 20): a
match in progress is not abandoned without asking; the language setting says when it
applies; Export and Import open in the Documents folder, then where the player last was;
an imported finished deal shows its result; a status message goes with its game; a very
slow animation speed; and a first start that welcomes the player."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QSettings, QStandardPaths, Qt, QTimer
from PySide6.QtWidgets import QApplication, QCheckBox, QDialog, QFileDialog, QMessageBox
from test_practice import play_one
from test_table_play import wait_turn

from braus_desktop import rules
from braus_desktop.app.dialogs.new_game import NewGameDialog
from braus_desktop.app.settings import SPEEDS, Settings, SettingsDialog

BOTS = ["human", "standard", "standard", "standard"]


class Answers:
    """Answers every modal dialog that opens, one after another, with ``respond``; keeps
    each dialog's kind and text (a failure inside closes the dialog and is raised by
    ``check``, so a broken test never leaves the suite waiting)."""

    def __init__(self, respond) -> None:
        self.respond, self.seen, self.error = respond, [], None
        self._done: list = []  # the dialogs answered (held: an id is not reused)
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._poll)
        self.timer.start()

    def _poll(self) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or any(d is dialog for d in self._done) or not dialog.isVisible():
            return
        self._done.append(dialog)
        text = (
            dialog.text() + " " + dialog.informativeText()
            if isinstance(dialog, QMessageBox)
            else dialog.windowTitle()
        )
        self.seen.append((type(dialog).__name__, text))
        try:
            self.respond(dialog)
        except BaseException as exc:  # noqa: BLE001 - raised by check
            self.error = exc
            dialog.reject() if isinstance(dialog, QDialog) else dialog.close()

    def check(self):
        self.timer.stop()
        if self.error is not None:
            raise self.error
        return self.seen


def abandon_box(dialog) -> bool:
    return isinstance(dialog, QMessageBox) and dialog.objectName() == "abandonMatch"


def answer(abandon: bool, never_again: bool = False):
    """A responder: the new-game dialog keeps its choice and says OK;
    the abandon question is answered ``abandon``, with "don't ask again" ticked or not."""

    def respond(dialog):
        if isinstance(dialog, NewGameDialog):
            dialog.accept()
        elif abandon_box(dialog):
            dialog.checkBox().setChecked(never_again)
            wanted = QMessageBox.AcceptRole if abandon else QMessageBox.RejectRole
            button = next(b for b in dialog.buttons() if dialog.buttonRole(b) == wanted)
            button.click()
        else:
            dialog.reject()

    return respond


def in_progress(qtbot, window, seed=5):
    """A serious Bräus match in which the player has made a move."""
    c = window.controller
    c.new_match("braus", {}, BOTS, None, seed=seed, practice=False)
    wait_turn(qtbot, c)
    play_one(qtbot, window, c)
    qtbot.waitUntil(lambda: any(s == 0 for s, _ in c.state.history))
    return c


# --------------------------------------------------------------- 16: abandon, asked first


def test_new_game_asks_before_abandoning_a_match_in_progress(qtbot, window):
    c = in_progress(qtbot, window)
    first = c.match
    answers = Answers(answer(abandon=False))
    window.new_action.trigger()
    seen = answers.check()
    assert c.match is first  # kept playing
    question = [text for kind, text in seen if kind == "QMessageBox"]
    assert len(question) == 1
    assert question[0].startswith("Abandon the match in progress?")
    # the game and the score in words, never seat or team numbers
    assert re.search(r"a match of Bräus \(game to \d+\)\. Score: Us 0, Them 0\.", question[0])
    answers = Answers(answer(abandon=True))
    window.new_action.trigger()
    answers.check()
    assert c.match is not first and len(c.match.deals) == 1


@pytest.mark.parametrize("code", ["en", "sv", "da", "is"])
def test_dont_ask_again_is_shown_whole_in_large_words(qtbot, window, in_language, code):
    """Walked in Icelandic at 3840x2160, where the words are drawn large: the box read
    "Ekki spyrja aftur (kveikja má á spurningunni aftur í Stilli", cut at the dialog's
    edge (a message box caps its width, and a check box cannot wrap). The box says only
    "Don't ask again"; that Settings turn the question back on is in the wrapped words."""
    from PySide6.QtGui import QFont

    c = in_progress(qtbot, window)
    first = c.match
    in_language(code)
    app = QApplication.instance()
    font = app.font()
    large = QFont(font)
    large.setPointSizeF(font.pointSizeF() * 2)
    shown = []

    def respond(dialog):
        if abandon_box(dialog):
            box = dialog.checkBox()
            shown.append((box.width(), box.sizeHint().width(), dialog.informativeText()))
        answer(abandon=False)(dialog)

    app.setFont(large)
    try:
        answers = Answers(respond)
        window.new_action.trigger()
        answers.check()
    finally:
        app.setFont(font)
    assert c.match is first
    ((width, needed, words),) = shown
    assert needed <= width, (needed, width)
    settings = {"en": "Settings", "sv": "Inställningar", "da": "Indstillinger", "is": "Stillingum"}
    assert settings[code] in words


@pytest.mark.parametrize("code", ["en", "sv", "da", "is"])
def test_the_question_names_six_player_braus_without_two_brackets(qtbot, window, in_language, code):
    """ "a match of Bräus (6) (game to 6)" read as two brackets in a row: the sentence
    writes the six players out, in every language."""
    from braus_desktop.app.dialogs.abandon import match_in_words

    c = window.controller
    c.new_match("braus", {"players": 6}, ["human"] + ["standard"] * 5, None, seed=5, practice=False)
    wait_turn(qtbot, c)
    in_language(code)
    text = match_in_words(c)
    assert ") (" not in text and "(6)" not in text, text
    words = {
        "en": "a match of Bräus for six players (game to 6)",
        "sv": "en match i Bräus för sex spelare (spel till 6)",
        "da": "en kamp i Bräus for seks spillere (spil til 6)",
        "is": "leik í Bräus fyrir sex leikmenn (spilað upp í 6)",
    }
    assert words[code] in text, text


def test_dont_ask_again_is_a_setting_the_settings_dialog_shows(qtbot, window):
    c = in_progress(qtbot, window)
    answers = Answers(answer(abandon=True, never_again=True))
    window.new_action.trigger()
    answers.check()
    assert window.settings.confirm_abandon is False
    again = in_progress(qtbot, window, seed=6)
    answers = Answers(answer(abandon=True))
    window.new_action.trigger()
    seen = answers.check()
    assert [kind for kind, _ in seen] == ["NewGameDialog"] and c.match is not again
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    box = next(
        b
        for b in dialog.findChildren(QCheckBox)
        if b.text() == "Ask before a match in progress is abandoned"
    )
    assert not box.isChecked()
    box.setChecked(True)
    dialog.store()
    assert window.settings.confirm_abandon is True


def test_a_fresh_deal_or_a_finished_match_is_not_in_progress(qtbot, window):
    c = window.controller
    c.new_match("braus", {}, BOTS, None, seed=5)
    wait_turn(qtbot, c)
    if any(s == 0 for s, _ in c.state.history):
        pytest.skip("the player moved already")
    answers = Answers(answer(abandon=False))
    window.new_action.trigger()
    assert [kind for kind, _ in answers.check()] == ["NewGameDialog"]
    # a finished match: its last deal played out at once
    match = rules.Match(rules.make_game("brag"), seed=2)
    rng = random.Random(1)
    while not match.is_over:
        if match.deal.is_over:
            match.next_deal()
        match.apply(rng.choice(match.deal.legal_actions()))
    c.start_match(match)
    assert not window.in_progress()
    answers = Answers(answer(abandon=False))
    window.new_action.trigger()
    assert [kind for kind, _ in answers.check()] == ["NewGameDialog"]


def test_play_this_deal_and_import_ask_too(qtbot, window, tmp_path, monkeypatch):
    c = in_progress(qtbot, window)
    first = c.match
    window.deal_editor_action.trigger()
    editor = window._deal_editor
    editor.fill_rest()
    answers = Answers(answer(abandon=False))
    editor.accept()
    qtbot.waitUntil(lambda: bool(answers.seen))
    assert answers.check()[0][1].startswith("Abandon the match in progress?")
    assert c.match is first
    record = tmp_path / "record.json"
    record.write_text(rules.records.dumps(rules.Match(rules.make_game("brus"), seed=1)))
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(record), ""))
    )
    answers = Answers(answer(abandon=False))
    window.import_action.trigger()
    assert [kind for kind, _ in answers.check()] == ["QMessageBox"]
    assert c.match is first
    answers = Answers(answer(abandon=True))
    window.import_action.trigger()
    answers.check()
    qtbot.waitUntil(lambda: window.importing is None, timeout=60_000)  # (read on a worker)
    assert c.game.id == "brus"


def test_a_match_chosen_from_the_lessons_asks_too(qtbot, window):
    """Help → Lessons → "Play a match" replaced a match in progress without a word."""
    from braus_desktop.app.lessons.dialog import LessonsDialog
    from braus_desktop.rules.lessons import load_course

    finished = {lesson.progress_key for lesson in load_course("braus").lessons}
    window.settings.set("lessons/finished", frozenset(finished))
    c = in_progress(qtbot, window)
    first = c.match

    def choose_a_match(abandon: bool):
        def respond(dialog):
            if isinstance(dialog, LessonsDialog):
                dialog.tree.setCurrentItem(dialog.tree.topLevelItem(0))
                qtbot.mouseClick(dialog.match_button, Qt.MouseButton.LeftButton)
            else:
                answer(abandon)(dialog)

        return respond

    answers = Answers(choose_a_match(abandon=False))
    window.lessons_action.trigger()
    seen = answers.check()
    assert [kind for kind, _ in seen] == ["LessonsDialog", "QMessageBox"]
    assert seen[1][1].startswith("Abandon the match in progress?")
    assert c.match is first and not c.practice
    answers = Answers(choose_a_match(abandon=True))
    window.lessons_action.trigger()
    answers.check()
    assert c.match is not first and c.practice and c.guide is None


# --------------------------------------------------------------- 17: the language


def scene_texts(window) -> list[str]:
    """Every text the table shows: seat badges, pile labels, the banner."""
    texts = []
    for item in window.table.scene().items():
        for name in ("name", "detail", "text"):
            value = getattr(item, name, None)
            if isinstance(value, str) and value:
                texts.append(value)
            elif callable(value):
                try:
                    got = value()
                except TypeError:
                    continue
                if isinstance(got, str) and got:
                    texts.append(got)
    return texts


def test_a_language_chosen_in_settings_applies_at_once(qtbot, window, in_language):
    c = window.controller
    c.new_match("braus", {}, BOTS, None, seed=5)
    wait_turn(qtbot, c)
    play_one(qtbot, window, c)
    wait_turn(qtbot, c)
    assert window.file_menu.title() == "&File" and "You" in scene_texts(window)
    lines_before = c.log.rowCount()

    def respond(dialog):
        assert isinstance(dialog, SettingsDialog)
        dialog.language.setCurrentIndex(dialog.language.findData("sv"))
        dialog.accept()

    answers = Answers(respond)
    window.settings_action.trigger()
    assert [kind for kind, _ in answers.check()] == ["SettingsDialog"]
    assert window.settings.language == "sv"
    # menus, the action bar, the side panel and the score sheet (Qt posts the change)
    qtbot.waitUntil(lambda: window.game_menu.title() != "&Game")
    assert window.game_menu.title() == "S&pel" and window.new_action.text() == "&Nytt spel…"
    assert window.play_button.text() == "&Spela"
    assert window.log_title.text() == "<b>Spellogg</b>"
    model = window.score_model
    headers = [model.headerData(i, Qt.Horizontal) for i in range(model.columnCount())]
    assert "Vi" in headers and "De" in headers
    # the table: the player's badge, and the turn's words
    texts = scene_texts(window)
    assert "Du" in texts and "You" not in texts and "Din plats" in texts
    assert window.turn_label.text().startswith("Din tur")
    # the log from then on
    play_one(qtbot, window, c)
    wait_turn(qtbot, c)
    new_lines = [c.log.data(c.log.index(i)) for i in range(lines_before, c.log.rowCount())]
    assert new_lines and any(line.startswith("Du ") for line in new_lines), new_lines


# --------------------------------------------------------------- 18: records


def test_export_opens_in_documents_then_in_the_last_folder(qtbot, window, tmp_path, monkeypatch):
    c = window.controller
    c.new_match("braus", {}, BOTS, None, seed=5)
    asked = []
    elsewhere = tmp_path / "records"
    elsewhere.mkdir()

    def save_as(parent, title, suggested, filters):
        asked.append(suggested)
        return str(elsewhere / "mine.json"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_as))
    window.export_action.trigger()
    documents = QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)
    assert asked[0] == f"{documents}/braus-match.json"
    assert (elsewhere / "mine.json").exists()
    window.export_action.trigger()
    assert asked[1] == f"{elsewhere}/braus-match.json"
    opened = []
    monkeypatch.setattr(
        QFileDialog,
        "getOpenFileName",
        staticmethod(lambda p, t, folder, f: opened.append(folder) or ("", "")),
    )
    window.import_action.trigger()
    assert opened == [str(elsewhere)]
    # the next session starts where this one left off
    assert Settings(
        QSettings(window.settings.path.as_posix(), QSettings.IniFormat)
    ).records_folder == str(elsewhere)


def test_an_imported_finished_deal_shows_its_result_at_once(qtbot, window, tmp_path, monkeypatch):
    window.settings.override("animation/speed", "normal")
    match = rules.Match(rules.make_game("braus"), seed=3)
    rng = random.Random(1)
    while not match.deal.is_over:
        match.apply(rng.choice(match.deal.legal_actions()))
    record = tmp_path / "finished.json"
    record.write_text(rules.records.dumps(match))
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(record), ""))
    )
    window.import_action.trigger()
    qtbot.waitUntil(lambda: window.importing is None, timeout=60_000)  # (read on a worker)
    # at once: there when the import is played, no card's flight (at the normal speed,
    # many seconds of them) played out before it, nor any under way
    assert window.table.banner_text is not None and not window.table.busy
    summary = window.controller.deal_summary()
    assert window.table.banner_text.startswith(summary)
    assert window.next_button.isVisible()
    assert window.statusBar().currentMessage() == "The game record is loaded as a practice match."


def test_a_status_message_goes_with_its_game(qtbot, window, tmp_path, monkeypatch):
    c = window.controller
    c.new_match("brus", {}, BOTS, None, seed=1)
    record = tmp_path / "record.json"
    # a Brag match whose deal is played out: no turn prompt will replace the message
    match = rules.Match(rules.make_game("brag"), seed=2)
    rng = random.Random(1)
    while not match.deal.is_over:
        match.apply(rng.choice(match.deal.legal_actions()))
    record.write_text(rules.records.dumps(match))
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(record), ""))
    )
    window.import_action.trigger()
    qtbot.waitUntil(lambda: window.importing is None, timeout=60_000)  # (read on a worker)
    loaded = "The game record is loaded as a practice match."
    assert window.statusBar().currentMessage() == loaded
    # a new match whose computer players move first: nothing replaces the message but
    # the new game itself
    c.new_match("braus", {}, ["standard", "standard", "standard", "standard"], None, seed=5)
    assert window.statusBar().currentMessage() != loaded


# --------------------------------------------------------------- 19: very slow


def test_a_very_slow_animation_speed(qtbot, window):
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    words = [dialog.speed.itemText(i) for i in range(dialog.speed.count())]
    assert words == ["Instant", "Fast", "Normal", "Slow", "Very slow"]
    dialog.speed.setCurrentIndex(words.index("Very slow"))
    dialog.store()
    window.settings._overrides.clear()  # (the window fixture's instant speed)
    assert window.settings.speed == "very-slow"
    assert window.settings.speed_factor > SPEEDS["slow"]


# --------------------------------------------------------------- 20: the first start


def welcomed_window(qtbot, tmp_path, respond, settings_file="first.ini"):
    from braus_desktop.app.dialogs.welcome import first_start
    from braus_desktop.app.main_window import MainWindow

    settings = Settings(QSettings(str(tmp_path / settings_file), QSettings.IniFormat))
    settings.override("animation/speed", "instant")
    welcome = first_start(settings)
    answers = Answers(respond)
    # as the app opens: the window first, the game (or the welcome) after its first frame
    win = MainWindow(
        settings,
        data_dir=tmp_path / "data",
        resume=True,
        welcome=welcome,
        start_after_first_frame=True,
    )
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    qtbot.waitUntil(lambda: win.controller.match is not None, timeout=20_000)
    return win, answers.check(), welcome


@pytest.mark.parametrize("button", ["play_button", "choose_button", "learn_button"])
def test_the_first_start_welcomes_the_player_once(qtbot, tmp_path, button):
    from braus_desktop.app.dialogs.welcome import WelcomeDialog

    texts = []

    def respond(dialog):
        if isinstance(dialog, WelcomeDialog):
            texts.append(dialog.intro.text())
            getattr(dialog, button).click()
        elif isinstance(dialog, NewGameDialog):
            box = dialog.game_box
            box.setCurrentIndex(next(i for i in range(box.count()) if box.itemData(i)[0] == "brag"))
            dialog.accept()
        else:
            dialog.reject()

    win, seen, welcome = welcomed_window(qtbot, tmp_path, respond)
    try:
        assert welcome and seen[0][0] == "WelcomeDialog"
        assert "Bräus Desktop plays old card games" in texts[0]
        expected = "brag" if button == "choose_button" else "braus"
        assert win.controller.game.id == expected
        # Learn Bräus begins its first lesson at the table (tests/app/test_lessons.py)
        learning = win._lessons is not None and win.lessons.active
        assert learning == (button == "learn_button")
        assert win.settings.get("interface/welcomed") is True
    finally:
        win.controller.shutdown()
        if getattr(win, "rules_help_dialog", None) is not None:
            win.rules_help_dialog.close()
    again, seen, welcome = welcomed_window(qtbot, tmp_path, lambda d: d.reject())
    try:
        assert not welcome and seen == []
        assert again.controller.game.id == expected  # the saved game (a lesson: none)
    finally:
        again.controller.shutdown()


def test_the_tests_and_smoke_windows_never_see_the_welcome(qtbot, window):
    # the window fixture (defer=True) opened no dialog and started nothing itself
    assert QApplication.activeModalWidget() is None
    assert window.controller.match is None


def test_ending_the_app_during_the_welcome_chooses_nothing(qtbot, tmp_path):
    """Ctrl-C closes every window, the welcome's too: it shows again at the next start."""
    from braus_desktop.app.main_window import MainWindow

    settings = Settings(QSettings(str(tmp_path / "first.ini"), QSettings.IniFormat))
    settings.override("animation/speed", "instant")

    def respond(dialog):
        QApplication.closeAllWindows()

    answers = Answers(respond)
    win = MainWindow(
        settings, data_dir=tmp_path / "data", welcome=True, start_after_first_frame=True
    )
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: bool(answers.seen) and not win.isVisible(), timeout=20_000)
    qtbot.wait(50)
    answers.check()
    assert win.controller.match is None
    assert not settings.get("interface/welcomed")
    assert first_start_again(tmp_path)


def first_start_again(tmp_path) -> bool:
    from braus_desktop.app.dialogs.welcome import first_start

    return first_start(Settings(QSettings(str(tmp_path / "first.ini"), QSettings.IniFormat)))


def test_between_deals_the_question_says_the_last_deal_is_over(qtbot, window):
    """After a deal has ended and before the next is dealt, the question does not say the
    player is "playing" it: it says that deal is over, with the score."""
    from types import SimpleNamespace

    from braus_desktop.app.dialogs.abandon import match_in_words
    from braus_desktop.rules.match import Match

    match = Match(rules.make_game("braus"), seed=5)
    state, rng = match.deal, random.Random(5)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    words = match_in_words(SimpleNamespace(match=match, names=window.controller.names))
    assert re.fullmatch(
        r"Deal 1 of a match of Bräus \(game to \d+\) is over\. "
        r"Score: Us \d+, Them \d+\.",
        words,
    ), words
    assert "playing" not in words
