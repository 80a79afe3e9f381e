<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv" sourcelanguage="en">
<context>
    <name>ArrangerDialog</name>
    <message>
        <source>Arrange your hand</source>
        <translation>Ordna din hand</translation>
    </message>
    <message>
        <source>What is wrong</source>
        <translation>Vad som är fel</translation>
    </message>
    <message>
        <source>&amp;Sort tricks</source>
        <translation>&amp;Sortera stick</translation>
    </message>
    <message>
        <source>Put the complete tricks in order, strongest first.</source>
        <translation>Lägg de hela sticken i ordning, det starkaste först.</translation>
    </message>
    <message>
        <source>&amp;Auto-arrange</source>
        <translation>&amp;Ordna automatiskt</translation>
    </message>
    <message>
        <source>Arrange the whole hand for you.</source>
        <translation>Ordnar hela handen åt dig.</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Töm</translation>
    </message>
    <message>
        <source>Return every card to your hand.</source>
        <translation>Lägg tillbaka alla kort på handen.</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Bekräfta</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Your cut: click the pack where you want to cut it.</source>
        <translation>Du kuperar: klicka i leken där du vill kupera.</translation>
    </message>
    <message>
        <source>You cannot beat the card: press Pass (or P).</source>
        <translation>Du kan inte ta över kortet: tryck Pass (eller P).</translation>
    </message>
    <message>
        <source>Arrange your hand.</source>
        <translation>Ordna din hand.</translation>
    </message>
    <message>
        <source>Your turn: select cards (click), then Play; double-click plays one.</source>
        <translation>Din tur: välj kort (klicka) och sedan Spela; dubbelklick spelar ett kort.</translation>
    </message>
    <message>
        <source>Your turn: click a card, or drag it to the middle, to play it.</source>
        <translation>Din tur: klicka på ett kort, eller dra det till mitten, för att spela det.</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Vänta: det är {name}s tur.</translation>
    </message>
    <message>
        <source>In Brag the whole hand is arranged: press Arrange hand.</source>
        <translation>I Brag ordnas hela handen: tryck Ordna handen.</translation>
    </message>
    <message>
        <source>Select the cards to play first.</source>
        <translation>Välj först korten du vill spela.</translation>
    </message>
    <message>
        <source>{what} are for practice matches: start one with Game → New game → Practice.</source>
        <translation>{what} finns i träningsmatcher: starta en med Spel → Nytt spel → Träning.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn.</source>
        <translation>Tips ges när det är din tur.</translation>
    </message>
    <message>
        <source>Thinking about your move…</source>
        <translation>Funderar på ditt drag…</translation>
    </message>
    <message>
        <source>Open hands</source>
        <translation>Öppna händer</translation>
    </message>
    <message>
        <source>Undo and redo</source>
        <translation>Ångra och gör om</translation>
    </message>
    <message>
        <source>The deal starts again; replaying made this a practice match.</source>
        <translation>Given börjar om; omspelet gjorde detta till en träningsmatch.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Bräus Desktop</source>
        <translation>Bräus Desktop</translation>
    </message>
    <message>
        <source>The saved game could not be loaded ({reason}); a new game starts.</source>
        <translation>Det sparade spelet kunde inte läsas in ({reason}); ett nytt spel börjar.</translation>
    </message>
    <message>
        <source>&amp;Risk it</source>
        <translation>&amp;Våga</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spela</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>&amp;Arrange hand…</source>
        <translation>&amp;Ordna handen…</translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation>&amp;Nästa giv</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score sheet&lt;/b&gt;</source>
        <translation>&lt;b&gt;Protokoll&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spellogg&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arkiv</translation>
    </message>
    <message>
        <source>&amp;Import game record…</source>
        <translation>&amp;Importera spelprotokoll…</translation>
    </message>
    <message>
        <source>&amp;Export game record…</source>
        <translation>&amp;Exportera spelprotokoll…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Redigera</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gör om</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>S&amp;pel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <source>Ne&amp;xt deal</source>
        <translation>Nä&amp;sta giv</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Inställningar…</translation>
    </message>
    <message>
        <source>Deal &amp;editor…</source>
        <translation>&amp;Givredigerare…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>&amp;Träning</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <source>&amp;Open hands</source>
        <translation>Ö&amp;ppna händer</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>Spela &amp;om given</translation>
    </message>
    <message>
        <source>Play deal &amp;number…</source>
        <translation>Spela giv &amp;nummer…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;About Bräus Desktop</source>
        <translation>&amp;Om Bräus Desktop</translation>
    </message>
    <message>
        <source>New &amp;match</source>
        <translation>Ny &amp;match</translation>
    </message>
    <message>
        <source>Practice · </source>
        <translation>Träning · </translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Tips: {reason}</translation>
    </message>
    <message>
        <source>Your turn — press H for a hint</source>
        <translation>Din tur — tryck H för ett tips</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>Given är slut</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} funderar…</translation>
    </message>
    <message>
        <source>Risk it?</source>
        <translation>Våga?</translation>
    </message>
    <message>
        <source>Risk {cards}? A risk wins extra points if your side takes the trick, and gives them away if it does not.

(You can turn this question off in Settings.)</source>
        <translation>Våga {cards}? Ett vågat kort ger extra poäng om ditt lag tar sticket, och ger bort dem om det inte gör det.

(Frågan kan stängas av i Inställningar.)</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Spela om given</translation>
    </message>
    <message>
        <source>Deal these cards again from the start? You have seen them now, so the match becomes a practice match (kept apart in the statistics).</source>
        <translation>Ge samma kort igen från början? Du har sett dem nu, så matchen blir en träningsmatch (hålls isär i statistiken).</translation>
    </message>
    <message>
        <source>Play deal number</source>
        <translation>Spela giv nummer</translation>
    </message>
    <message>
        <source>Deal number (the log shows each deal&apos;s number, e.g. “Deal 1 (no. 8123)”):</source>
        <translation>Givnummer (loggen visar varje givs nummer, t.ex. ”Deal 1 (no. 8123)”):</translation>
    </message>
    <message>
        <source>Export game record</source>
        <translation>Exportera spelprotokoll</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Spelprotokoll (*.json)</translation>
    </message>
    <message>
        <source>The game record was saved as {path}.</source>
        <translation>Spelprotokollet sparades som {path}.</translation>
    </message>
    <message>
        <source>Import game record</source>
        <translation>Importera spelprotokoll</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Spelprotokoll (*.json);;Alla filer (*)</translation>
    </message>
    <message>
        <source>The game record is loaded as a practice match.</source>
        <translation>Spelprotokollet är inläst som en träningsmatch.</translation>
    </message>
    <message>
        <source>No statistics are kept in this session: it has no data folder.</source>
        <translation>Ingen statistik förs i den här sessionen: den har ingen datamapp.</translation>
    </message>
    <message>
        <source>About Bräus Desktop</source>
        <translation>Om Bräus Desktop</translation>
    </message>
    <message>
        <source>&lt;p&gt;Bräus, Brus, Brús and Horwell&apos;s multi-card Brag against computer players, offline.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bräus, Brus, Brús och Horwells Brag med många kort mot datorspelare, utan nätverk.&lt;/p&gt;&lt;p&gt;Licens: GNU General Public License, version 3 eller senare (GPL-3.0-or-later).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>The card game to play</source>
        <translation>Kortspelet som ska spelas</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>S&amp;pel</translation>
    </message>
    <message>
        <source>&amp;Match length</source>
        <translation>&amp;Matchens längd</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Regelval</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>&amp;Practice match: hints, undo and open hands allowed; kept apart in the statistics</source>
        <translation>&amp;Träningsmatch: tips, ångra och öppna händer tillåtna; hålls isär i statistiken</translation>
    </message>
    <message>
        <source>Practice match</source>
        <translation>Träningsmatch</translation>
    </message>
    <message>
        <source>Problem with these options</source>
        <translation>Problem med de här valen</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>&amp;Starta spelet</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Starta spelet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>set by the game</source>
        <translation>bestäms av spelet</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Spelar som</translation>
    </message>
    <message>
        <source>You (human)</source>
        <translation>Du (människa)</translation>
    </message>
    <message>
        <source>South is played by you</source>
        <translation>Syd spelas av dig</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Animeringens hastighet:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Kortens &amp;baksida:</translation>
    </message>
    <message>
        <source>Four-colour suits</source>
        <translation>Fyrfärgade färger</translation>
    </message>
    <message>
        <source>Dim cards that cannot be played</source>
        <translation>Dämpa kort som inte kan spelas</translation>
    </message>
    <message>
        <source>Computer players&apos; speed</source>
        <translation>Datorspelarnas hastighet</translation>
    </message>
    <message>
        <source>Computer &amp;players&apos; speed:</source>
        <translation>&amp;Datorspelarnas hastighet:</translation>
    </message>
    <message>
        <source>Ask before a risk is played</source>
        <translation>Fråga innan ett kort vågas</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>Takes effect the next time Bräus Desktop starts.</source>
        <translation>Gäller från nästa gång Bräus Desktop startar.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Språk:</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>Bordets &amp;färg:</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Kortbordet</translation>
    </message>
    <message>
        <source>Your hand: Left and Right choose a card, Enter plays it, Space selects it, P passes.</source>
        <translation>Din hand: Vänster och Höger väljer ett kort, Enter spelar det, Mellanslag markerar det, P passar.</translation>
    </message>
    <message>
        <source>, can be played</source>
        <translation>, kan spelas</translation>
    </message>
    <message>
        <source>, cannot be played</source>
        <translation>, kan inte spelas</translation>
    </message>
</context>
</TS>
