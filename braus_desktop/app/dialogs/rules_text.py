"""The rules of each game in the project's own words, as HTML for the rules help.

Written from RULINGS.md and the public sources, for a newcomer. Each page is a list of
blocks (a heading, a paragraph, a list), each marked for translation on its own so a
translator works a paragraph at a time (context "RulesText"); ``page_html`` puts a page
together in the player's language. The ranking charts and the option lists are not here:
the help draws them from the rules model (``CHART`` and ``OPTIONS`` mark where they go),
so the words can never disagree with the tables.
"""

from __future__ import annotations

from ...rules.phrase import QT_TRANSLATE_NOOP
from ..phrases import say

CHART = "{chart}"
OPTIONS = "{options}"


BRAUS = (
    QT_TRANSLATE_NOOP("RulesText", "<h1>Bräus</h1>"),
    QT_TRANSLATE_NOOP("RulesText", """<p class="lead">A trick-taking game from Gotland for
two teams, with a strange and wonderful rule: most of the cards can never be played at
all.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Players and cards</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>Four players in two teams of two, partners sitting
opposite; or six players in two teams of three, sitting alternately. The pack has 36 cards,
six to ace in four suits. Each player gets nine cards (six each with six players), dealt one
at a time clockwise, starting with the player on the dealer's left (<i>forehand</i>).</p>"""),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Three kinds of card</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<ul>
<li><b>Playable cards</b> (18): the only cards that can be played to a trick. Their order is
shown in the chart below; the top three are the <i>matadors</i>.</li>
<li><b>Sevens</b> (4): trick cards. You never play a seven; instead, each seven you hold
counts as a trick of its own for your team when you come to lead.</li>
<li><b>Unplayable cards</b> (14): they stay in your hand all deal long. One of them, the K♣,
is the <i>outcome card</i> and can decide a drawn deal.</li>
</ul>"""),
    CHART,
    QT_TRANSLATE_NOOP("RulesText", "<h2>Playing a trick</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>Forehand leads to the first trick. Whoever is to
lead first lays out every seven they hold, each one a trick for their team, and then leads
any playable card. A player who is to lead but has neither a seven nor a playable card hands
the lead on to the next player clockwise who has one.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", """<p>After the lead, every other player gets exactly
<b>one chance</b>, in turn clockwise: if you hold a playable card higher than the last card
played, you <b>must</b> play one of them (any one you like), even over your partner. If you
hold none, you pass and play nothing. There is no discarding. The last card played is always
the highest, and its player wins the trick and leads next. Tricks can be short, so a deal
can have more tricks than there are cards in a hand.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Winning the deal</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>The deal ends the moment a team has <b>six
tricks</b> (sevens included). That team scores one point, or two points (<i>Jan</i>) if the
other team has not taken a single trick by then.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", """<p>If the cards run out first: a team with exactly
five tricks whose player holds the K♣ counts it as the sixth trick and scores one point.
Otherwise the deal is drawn, nobody scores, and the same dealer deals again. After a scored
deal the deal passes to the left.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", """<p>The first team to reach the target (6 points unless
you chose otherwise) wins the game.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", "<h2>At the table</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>Click a card, drag it to the middle, or move along
your hand with ← → and press Enter to play it. Cards you cannot play now are dimmed;
right-click one (or press the menu key) to hear why. Press P to pass.</p>"""),
    OPTIONS,
)

BRUS = (
    QT_TRANSLATE_NOOP("RulesText", "<h1>Danish Brus</h1>"),
    QT_TRANSLATE_NOOP("RulesText", """<p class="lead">A fast partnership game of bluff and
nerve: small hands, a stock to draw from, no obligation to follow, and honours you can
<i>risk</i> for extra points.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Players and cards</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>Four players in two partnerships, partners
opposite. The pack has 36 cards: 5 to 9 and jack to ace in four suits (with the option
<i>Tens instead of fives</i> the tens replace the fives; it makes no difference to play).
Each player gets three cards, dealt in one batch of three clockwise from the dealer; the
rest is a face-down stock.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Which cards are strong</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>Eighteen cards are <b>beating cards</b>, ranked in
the chart below; the top three are the <i>honours</i>. Every other card is worthless, with
one exception: when a <b>seven is led</b>, beating cards cannot beat it. Only a higher seven
can, or the K♣, which beats every seven; and the K♠ beats the K♣ if it comes after it in the
same trick. When anything else is led, sevens and black kings are worthless.</p>"""),
    CHART,
    QT_TRANSLATE_NOOP("RulesText", "<h2>Playing</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>The dealer leads to the first trick; after that,
the winner of each trick leads. There is no obligation at all: play any card to any trick.
The highest beating card wins; if nobody played a beating card, the leader wins. After each
trick everybody, the winner first, draws from the stock back to three cards. When the stock
cannot give everyone the same number, the last cards go out one at a time from the winner
on.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", """<p><b>Multiple tricks.</b> Holding two or three cards
of the same rank (four with 4-card hands), you may lead them together, and an honour may go
with worthless cards of its rank (8♠+8♦). Everyone else then plays as many cards. You beat
the set only if each of your cards can be matched to a different card of it and beat that
card. Such a trick counts as that many tricks, and everyone draws as many cards as they
played.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Risking</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>When you play the Brus (K♥) or the Galhund (8♠) you
may <b>risk</b> it, provided it is not the last card of the trick and a higher honour is
still out and not in your own hand. If the risked card wins the trick, your side scores a
point. If an opponent beats it (<i>smacks</i> it), their side scores the point instead. A K♥
that smacks a risked 8♠ may be risked in turn: if it then wins, its side scores 2; if the J♣
smacks both, the J♣'s side scores 2. A risked card beaten by the risker's own partner scores
nothing. At the table, tick <i>Risk it</i> when it is offered before you play.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Scoring</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>The first side to <b>five tricks</b> wins the hand.
Each side starts with a bundle of sticks (12 unless you chose otherwise), and every point
scored lets a side throw one away: one for the hand, two for taking the first five tricks in
a row (<i>storming the castle</i>), one per risk point. The first side rid of all its sticks
wins the rubber.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", "<h2>At the table</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>Click cards to select them (a set of one rank, or
as many cards as a set led to you), then press Play; double-click or Enter plays a single
card. Dimmed cards cannot be played now: right-click one to hear why.</p>"""),
    OPTIONS,
)

SOLO = (
    QT_TRANSLATE_NOOP("RulesText", "<h1>Solo Brus</h1>"),
    QT_TRANSLATE_NOOP("RulesText", """<p class="lead">Danish Brus for three players, each
for themselves.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", """<p>Everything works as in Danish Brus (see that page
for the cards, multiple tricks and risking) with these differences:</p>"""),
    QT_TRANSLATE_NOOP("RulesText", """<ul>
<li>Three players, each a side of their own; each player keeps their own sticks.</li>
<li>The first player to five tricks wins the hand. All twelve tricks can split 4-4-4: then
nobody wins the hand, and the next player to win one throws away an extra stick.</li>
<li>Any opponent who beats your risked card scores the smack.</li>
<li>With <i>No stock</i> every card is dealt (twelve each); the player with more tricks than
either opponent wins, and a tie for most tricks cancels every point of the hand.</li>
</ul>"""),
    CHART,
    OPTIONS,
)

ICELAND = (
    QT_TRANSLATE_NOOP("RulesText", "<h1>Icelandic Brús</h1>"),
    QT_TRANSLATE_NOOP("RulesText", """<p class="lead">The Icelandic cousin of Brus:
single-card tricks, a dangerous cut, one card to risk, and a comb of five rungs to
climb.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Players and cards</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>Four players in two partnerships. The pack has 36
cards, six to ace in four suits. The beating cards rank as in Danish Brus (chart below);
every other card, sevens and black kings included, is worthless. The 8♠ is called
<i>brúnka</i> here.</p>"""),
    CHART,
    QT_TRANSLATE_NOOP("RulesText", "<h2>The cut</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>The player on the dealer's right cuts the pack, and
the card that ends up at the bottom is shown. If it is the J♣ or the K♥, a shameful cut: the
dealer's team scores a point at once, and the pack is shuffled and cut again, as often as it
happens. When it is your cut, click the spread pack where you want to cut it.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Playing</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>Three cards each, dealt from forehand (the dealer's
left), who leads first; the rest is the stock. Play any card to any trick; the highest
beating card wins, and if there is none, the leader wins. After each trick everyone, the
winner first, draws back to three. Cards are always played one at a time.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Risking the K♥</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>Only the K♥ can be risked, never in the first trick
of a hand, never by a team one point from winning the game, and only while the J♣ is still
out and not in your own hand.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", """<ul>
<li><b>Risk the round</b>: lead the K♥ risked. If it wins, your team scores 2; if an
opponent's J♣ beats it, the opponents score 3.</li>
<li><b>Under you</b>: play the K♥ second or third and risk it. If it wins, your team scores
1; if the next player's J♣ beats it, the opponents score 2.</li>
</ul>"""),
    QT_TRANSLATE_NOOP("RulesText", """<p>If your partner beats it with the J♣, nobody scores
for the risk. After a successful risk you show your other cards to the opponents as
proof.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Scoring</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>The first team to five tricks wins the hand: one
point, or two (<i>jana</i>) if the other team took none. The first team to five points, the
top of the comb, wins the game. A won game counts in the running series by the losers'
unerased rungs: a 5-0 win (<i>scratching</i>) is worth 6, and beating a team that stood one
point from victory while you had nothing (<i>hanged for the robbery</i>) is worth 2 instead
of 1.</p>"""),
    OPTIONS,
)

BRAG = (
    QT_TRANSLATE_NOOP("RulesText", "<h1>Horwell's multi-card Brag</h1>"),
    QT_TRANSLATE_NOOP("RulesText", """<p class="lead">A game of judgement rather than luck
in play: you get a big hand, split it into brag tricks, and the tricks are compared one by
one in a showdown.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Players and cards</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>Two to four players, each for themselves, with the
52-card pack (and the three jokers when they are wild). Each player gets a large hand,
sixteen cards by default: five tricks of three cards and one card to throw away.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", "<h2>Arranging</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>Every player splits the whole hand into tricks of
three cards (or four, if you chose 4-card tricks), discards the spare card, and lays the
tricks in order, <b>strongest first</b>. Nobody sees anyone else's arrangement. Then the
first tricks are compared, then the second ones, and so on: the strongest trick at each
position scores its player one point, and winning every position earns one bonus point. The
first player to the target wins; players who reach it together with equal scores play
sudden-death deals.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", "<h2>What beats what</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>Tricks are ranked by category, as in three-card
brag; the chart below shows every category in its order with an example (the order is
computed by the game's own evaluator). Within a category the higher cards win, the cards
making the combination first (a flush A-10-9 beats A-9-5). When every rank is equal, the
suit of the highest card decides, in bridge order: ♠ above ♥ above ♦ above ♣. A pair is
compared by its pair alone, never by the odd card.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", """<p>Runs: A-2-3 is the highest run, then A-K-Q, K-Q-J
and so on down to 4-3-2; K-A-2 is not a run. Three threes (in 4-card tricks, four fours) is
the highest prial and loses only to a supreme.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", """<p><b>Horwell's rule</b> (on unless you turned it
off): a running flush beats a prial whose rank is lower than the flush's top card, so K-Q-J
of one suit beats three queens but loses to three kings.</p>"""),
    QT_TRANSLATE_NOOP("RulesText", """<p><b>Wild cards</b> (if chosen) stand for any card,
but a trick may hold only one, unless all its cards are wild (a <i>supreme</i>, which may
only be the first trick). A wild counts as the best card it could be, yet a natural card
beats the same card made by a wild.</p>"""),
    CHART,
    QT_TRANSLATE_NOOP("RulesText", "<h2>At the table</h2>"),
    QT_TRANSLATE_NOOP("RulesText", """<p>When it is your turn the arranger opens. Drag cards
into the tricks, click a card and then a place, or use the keyboard alone (arrows move,
Enter picks up and puts down, Delete sends a card back). It names each trick as you build it
and says in plain words what is wrong before you confirm; <i>Auto-arrange</i> makes a good
start.</p>"""),
    OPTIONS,
)

def page_html(page: tuple[str, ...], chart: str, options: str) -> str:
    """A game's page (its blocks, which the game's ``GameUI.rules_page`` names) in the
    player's language, with its chart and options put in."""
    parts = []
    for block in page:
        if block is CHART:
            parts.append(chart)
        elif block is OPTIONS:
            parts.append(options)
        else:
            parts.append(say(block))
    return "\n".join(parts)
