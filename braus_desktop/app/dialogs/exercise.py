"""One of the player's mistakes as an exercise: "Find a better play".

The position is shown on the review's table (``deal_review.DealReplay``), as the player
saw it: their own hand face up, the other hands face down, the trick and everything
public as the deal had it. The player tries a play: a click on a card of their hand
chooses it (a double click or Enter tries it), or a choice in the list and Try this play.
A try is answered with the review's values for that decision (``bots.exercise.judge``):
right, or what it costs in the coach's words and "try again"; after two wrong tries the
coach's answer is shown, and every choice with its value.

The first try of a session is the exercise's answer (``bots.exercise.after_answer``):
the statistics store keeps its schedule. A store that cannot be written (locked, full)
loses nothing but that schedule step, said in one sentence.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...bots.exercise import TRIES_BEFORE_ANSWER, Exercise, Schedule, after_answer, judge
from ...bots.review import VERDICT_NAMES
from ...rules.brag import Arrangement, Brag
from ...rules.core import State
from ...rules.match import Match
from ..narration import HUMAN
from ..phrases import noise_kept_whole, number, say
from .deal_review import DealReplay, action_text, fit_screen, points
from .value_graph import MARKS

if TYPE_CHECKING:  # pragma: no cover
    from ...rules.cards import Card
    from ..settings import Settings
    from ..store.statistics import StatisticsStore
    from .arranger import ArrangerDialog

ActionRole = Qt.ItemDataRole.UserRole


def one_deal(state: State) -> Match:
    """A match of the one deal ``state``, played up to the exercise's decision: what
    ``DealReplay`` shows."""
    match = Match(state.game, start=False)
    match.deals = [state]
    return match


class ExerciseDialog(QDialog):
    """One exercise (see the module docstring). ``store``: the statistics store that
    keeps its schedule (None: nothing kept); ``today`` the day the answer counts for.
    ``answered`` says the exercise's answer of this session (right or not)."""

    answered = Signal(bool)
    next_requested = Signal()  # Next mistake: the list opens the next one due

    def __init__(
        self,
        exercise: Exercise,
        schedule: Schedule,
        state: State,
        settings: Settings,
        store: StatisticsStore | None = None,
        today: date | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.exercise = exercise
        self.schedule = schedule
        self.state = state
        self.store = store
        self.today = today or date.today()
        self.wrong = 0
        self.over = False  # found, or the answer shown
        self.first: bool | None = None  # the first try's outcome: the session's answer
        position = exercise.position
        names = list(position.names) or [""] * state.game.n_players
        self.replay = DealReplay(
            one_deal(state), 1, names, list(position.levels), settings, self, open_hands=False
        )
        # a Brag arrangement: the try is arranging the hand again, in the arranger
        played = state.game.parse_action(exercise.decision.played)
        self.arranging = isinstance(played, Arrangement)
        self.arranger: ArrangerDialog | None = None  # open while a try is arranged
        self.setWindowTitle(
            self.tr("Find a better arrangement")
            if self.arranging
            else self.tr("Find a better play")
        )
        self._build()
        self.replay.show(self.replay.positions)
        self._mark_legal()
        self.caption.setText(self.replay.caption or self.tr("The deal as dealt."))
        self._fit_screen()

    # -- building ------------------------------------------------------------------------
    def _build(self) -> None:
        from .statistics_dialog import game_title

        decision = self.exercise.decision
        layout = QVBoxLayout(self)
        if self.arranging:
            intro = self.tr(
                "<b>Find a better arrangement.</b> In a deal of {game} you laid {play} (the "
                "coach's verdict: {verdict}). Arrange your hand again, as you would now: "
                "Arrange your hand again… opens the arranger."
            )
        else:
            intro = self.tr(
                "<b>Find a better play.</b> In a deal of {game} your choice here was: {play} "
                "(the coach's verdict: {verdict}). The other hands are hidden, as they were "
                "then. Click a card of your hand or a choice in the list, then Try this play."
            )
        self.intro = QLabel(
            intro.format(
                game=game_title(self.exercise.game),
                play=action_text(self.state.game, decision.played),
                verdict=say(VERDICT_NAMES[decision.verdict]),
            )
        )
        self.intro.setWordWrap(True)
        self.intro.setAccessibleName(self.tr("The exercise"))
        layout.addWidget(self.intro)
        split = self.split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        table = self.replay.table
        table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # (its cards are tried from the keys)
        table.setAccessibleName(self.tr("The deal as you saw it"))
        table.card_clicked.connect(self._card_chosen)
        table.card_activated.connect(self._card_tried)
        lv.addWidget(table, 1)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setAccessibleName(self.tr("What happened last"))
        lv.addWidget(self.caption)
        split.addWidget(left)

        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        self.choices_title = QLabel(self.tr("<b>Your choices</b>"))
        rv.addWidget(self.choices_title)
        self.choices = QListWidget()
        self.choices.setAccessibleName(self.tr("Your choices"))
        self.choices.setWordWrap(True)
        self.choices.itemDoubleClicked.connect(lambda _item: self.try_selected())
        self.choices.currentItemChanged.connect(lambda *_: self._refresh_buttons())
        rv.addWidget(self.choices, 1)
        self.try_button = QPushButton(self.tr("&Try this play"))
        self.try_button.setDefault(True)
        self.try_button.clicked.connect(self.try_selected)
        if self.arranging:  # (the choices the review valued would give the answer away)
            self.try_button.setText(self.tr("&Arrange your hand again…"))
            self.choices_title.setText(self.tr("<b>The arrangements the coach valued</b>"))
            self.choices_title.setVisible(False)
            self.choices.setVisible(False)
        rv.addWidget(self.try_button)
        self.verdict = QLabel()
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        self.verdict.setWordWrap(True)
        self.verdict.setAccessibleName(self.tr("The coach's verdict"))
        rv.addWidget(self.verdict)
        self.words = QLabel()
        self.words.setWordWrap(True)
        self.words.setAccessibleName(self.tr("The coach's words"))
        self.words.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.words.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        rv.addWidget(self.words, 1)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout.addWidget(split, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setAutoDefault(False)
        self.next_button = QPushButton(self.tr("&Next mistake"))
        self.next_button.setAutoDefault(False)
        self.next_button.clicked.connect(self._next)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.next_button.setVisible(False)  # (once this one is over; adding showed it)
        self.has_next = False  # another is due after this one (the list says)
        layout.addWidget(buttons)
        self._fill_choices(values=False)
        self._refresh_buttons()

    def _fit_screen(self) -> None:
        fit_screen(self, self.split)  # as the review

    def _fill_choices(self, values: bool) -> None:
        """The choices, in the hand's order; with ``values`` (the exercise is done) each
        with its expected value, the best and the deal's play marked."""
        decision = self.exercise.decision
        current = self.selected()
        self.choices.clear()
        options = list(decision.options)
        if values:
            options.sort(key=lambda o: -o.expected)
        for option in options:
            text = action_text(self.state.game, option.action)
            notes = []
            if option.action == decision.played:
                notes.append(self.tr("your play in the deal"))
            if values and option.action == decision.best:
                notes.append(self.tr("the coach's best"))
            if values:
                text = self.tr("{choice}: {points} points").format(
                    choice=text, points=points(option.expected)
                )
            if notes:
                text += " (" + ", ".join(notes) + ")"
            item = QListWidgetItem(text)
            item.setData(ActionRole, option.action)
            item.setToolTip(text)
            self.choices.addItem(item)
            if option.action == current:
                self.choices.setCurrentItem(item)

    def _mark_legal(self) -> None:
        """The cards the player could play stand out, as at the table."""
        from ...rules import Play

        cards = [c for a in self.state.legal_actions() if isinstance(a, Play) for c in a.cards]
        hands = self.replay.hands
        if HUMAN < len(hands):
            hands[HUMAN].set_legal(cards)
            self.replay.table.sync(instant=True)

    # -- trying --------------------------------------------------------------------------
    def selected(self) -> str | None:
        item = self.choices.currentItem()
        found: str | None = item.data(ActionRole) if item is not None else None
        return found

    def select(self, action: str) -> bool:
        for row in range(self.choices.count()):
            item = self.choices.item(row)
            if item.data(ActionRole) == action:
                self.choices.setCurrentItem(item)
                return True
        return False

    def _card_action(self, card: Card) -> str | None:
        """The choice that plays ``card`` alone (not risked), if it is one."""
        from ...rules import Play

        for option in self.exercise.decision.options:
            try:
                action = self.state.game.parse_action(option.action)
            except ValueError:
                continue
            if isinstance(action, Play) and list(action.cards) == [card] and not action.risk:
                return option.action
        return None

    def _card_chosen(self, card: Card) -> None:
        found = self._card_action(card)
        if found is not None:
            self.select(found)

    def _card_tried(self, card: Card) -> None:
        found = self._card_action(card)
        if found is not None and self.select(found):
            self.try_selected()

    def try_selected(self) -> None:
        if self.arranging:
            self.arrange()
            return
        action = self.selected()
        if action is not None:
            self.try_play(action)

    def arrange(self) -> None:
        """Open the arranger on the hand as it was dealt (no Auto-arrange: it would lay
        the answer); the arrangement confirmed is the try."""
        from PySide6.QtWidgets import QDialog as _Dialog

        from .arranger import ArrangerDialog

        if self.over or self.arranger is not None:
            return
        game = self.state.game
        assert isinstance(game, Brag)  # (only Brag's hands are arranged)
        dialog = self.arranger = ArrangerDialog(
            game,
            self.state.hand(self.exercise.position.seat),
            self.replay.table.art,
            parent=self,
        )
        # (its greedy arrangement is the strongest-first one the review valued: a hint)
        dialog.auto_button.setVisible(False)

        def finished(result: int) -> None:
            self.arranger = None
            if result == _Dialog.DialogCode.Accepted:
                self.try_play(str(dialog.arrangement()))
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()

    def try_play(self, action: str) -> None:
        """A try at the exercise: answered with the review's values."""
        if self.over:
            return
        judged = judge(self.exercise, self.state, action)
        if self.first is None:
            self.first = judged.right
            self._keep_answer(judged.right)
        colour = MARKS.get(judged.verdict)
        word = say(VERDICT_NAMES[judged.verdict])
        if colour is not None:
            word = f"<span style='color:{colour.name()}'>{word}</span>"
        play = action_text(self.state.game, action)
        if judged.right:
            self.over = True
            self.verdict.setText(
                self.tr("<b>Right: {play}</b> ({verdict})").format(play=play, verdict=word)
            )
            self.words.setText(say(judged.words))
        else:
            self.wrong += 1
            if self.wrong >= TRIES_BEFORE_ANSWER:
                # the play made, named a mistake within its noise, keeps the noise
                # that named it (the review's words quoted below say it so)
                tried = (
                    self.tr(
                        "Your second try: {play} ({verdict}), {loss} \u00b1 {noise} points "
                        "less on average than the coach's best."
                    )
                    if judged.noise > 0
                    else self.tr(
                        "Your second try: {play} ({verdict}), {loss} points less on average "
                        "than the coach's best."
                    )
                )
                self._show_answer(
                    tried.format(
                        play=play,
                        verdict=say(VERDICT_NAMES[judged.verdict]),
                        loss=number(judged.loss, ".2f"),
                        noise=number(judged.noise, ".2f"),
                    )
                )
            else:
                self.verdict.setText(
                    self.tr("<b>Not this one: {play}</b> ({verdict})").format(
                        play=play, verdict=word
                    )
                )
                self.words.setText(say(judged.words))
        if self.over:
            self._fill_choices(values=True)
            self.choices_title.setVisible(True)
            self.choices.setVisible(True)
        self._refresh_buttons()

    def _show_answer(self, tried: str) -> None:
        """After two wrong tries: what the last try was worth (``tried``: an arrangement
        the review never valued is in no list), the coach's answer with its reason, and
        the review's words on the play made in the deal."""
        from ...bots.exercise import answer_words

        self.over = True
        decision = self.exercise.decision
        best = action_text(self.state.game, decision.best)
        self.verdict.setText(self.tr("<b>The answer: {play}</b>").format(play=best))
        words = answer_words(self.exercise, self.state)
        answer = [say(words)] if words is not None else []
        review_said = self.tr("The review of the deal said: {reason}").format(
            reason=say(decision.reason)
        )
        # (the second try is the window's own words, not a Phrase said: its ± kept here)
        self.words.setText(noise_kept_whole("\n\n".join([tried, *answer, review_said])))
        self.select(decision.best)

    def _keep_answer(self, right: bool) -> None:
        """The session's answer goes into the exercise's schedule."""
        from ..store.statistics import StatisticsError

        self.schedule = after_answer(self.schedule, right, self.today)
        if self.store is not None:
            try:
                self.store.record_exercise_answer(self.exercise.key, self.schedule)
            except StatisticsError as exc:
                self.caption.setText(
                    self.tr(
                        "This answer could not be kept in the statistics ({reason}); the "
                        "exercise comes back as before."
                    ).format(reason=exc)
                )
        self.answered.emit(right)

    def _next(self) -> None:
        self.next_requested.emit()
        self.accept()

    def _refresh_buttons(self) -> None:
        self.try_button.setEnabled(
            not self.over and (self.arranging or self.selected() is not None)
        )
        if self.over:
            shown = self.next_button if self.has_next else self.close_button
            self.next_button.setVisible(self.has_next)
            shown.setDefault(True)
            shown.setFocus(Qt.FocusReason.OtherFocusReason)
