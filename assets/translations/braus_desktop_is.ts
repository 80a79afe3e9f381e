<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="is" sourcelanguage="en">
<context>
    <name>ArrangerDialog</name>
    <message>
        <source>Arrange your hand</source>
        <translation>Raðaðu hendinni</translation>
    </message>
    <message>
        <source>What is wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sort tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the complete tricks in order, strongest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Auto-arrange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrange the whole hand for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return every card to your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Your cut: click the pack where you want to cut it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot beat the card: press Pass (or P).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrange your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: select cards (click), then Play; double-click plays one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: click a card, or drag it to the middle, to play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Brag the whole hand is arranged: press Arrange hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the cards to play first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} are for practice matches: start one with Game → New game → Practice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Vísbendingar</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking about your move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo and redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal starts again; replaying made this a practice match.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Bräus Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game could not be loaded ({reason}); a new game starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Risk it</source>
        <translation>&amp;Hætta á það</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spila</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>&amp;Arrange hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation>&amp;Næsta gjöf</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score sheet&lt;/b&gt;</source>
        <translation>&lt;b&gt;Stigablað&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game log&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Skrá</translation>
    </message>
    <message>
        <source>&amp;Import game record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export game record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Hætta</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Breyta</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Afturkalla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Endurgera</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>S&amp;pil</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nýtt spil…</translation>
    </message>
    <message>
        <source>Ne&amp;xt deal</source>
        <translation>Næ&amp;sta gjöf</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Stillingar…</translation>
    </message>
    <message>
        <source>Deal &amp;editor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>Æ&amp;fing</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Vísbending</translation>
    </message>
    <message>
        <source>&amp;Open hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play deal &amp;number…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjálp</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglur</translation>
    </message>
    <message>
        <source>&amp;About Bräus Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;match</source>
        <translation>Nýr &amp;leikur</translation>
    </message>
    <message>
        <source>Practice · </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn — press H for a hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Þú átt leik</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>Gjöfinni er lokið</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risk {cards}? A risk wins extra points if your side takes the trick, and gives them away if it does not.

(You can turn this question off in Settings.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal these cards again from the start? You have seen them now, so the match becomes a practice match (kept apart in the statistics).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play deal number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal number (the log shows each deal&apos;s number, e.g. “Deal 1 (no. 8123)”):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game record was saved as {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game record is loaded as a practice match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No statistics are kept in this session: it has no data folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Bräus Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Bräus, Brus, Brús and Horwell&apos;s multi-card Brag against computer players, offline.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nýtt spil</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>The card game to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>S&amp;pil</translation>
    </message>
    <message>
        <source>&amp;Match length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglur</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Leikmenn</translation>
    </message>
    <message>
        <source>&amp;Practice match: hints, undo and open hands allowed; kept apart in the statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice match</source>
        <translation>Æfingaleikur</translation>
    </message>
    <message>
        <source>Problem with these options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hætta við</translation>
    </message>
    <message>
        <source>set by the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You (human)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South is played by you</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Stillingar</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-colour suits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dim cards that cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players&apos; speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer &amp;players&apos; speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before a risk is played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Tungumál</translation>
    </message>
    <message>
        <source>Takes effect the next time Bräus Desktop starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Tungumál:</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Spilaborðið</translation>
    </message>
    <message>
        <source>Your hand: Left and Right choose a card, Enter plays it, Space selects it, P passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, can be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
