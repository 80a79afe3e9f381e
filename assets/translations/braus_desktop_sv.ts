<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv" sourcelanguage="en">
<context>
    <name>AbandonMatch</name>
    <message>
        <source>Deal {n} of a match of {game} (game to {target}) is over. Score: {points}.</source>
        <translation>Giv {n} i en match i {game} (spel till {target}) är slut. Ställning: {points}.</translation>
    </message>
    <message>
        <source>You are playing deal {n} of a match of {game} (game to {target}). Score: {points}.</source>
        <translation>Du spelar giv {n} i en match i {game} (spel till {target}). Ställning: {points}.</translation>
    </message>
    <message>
        <source>Abandon the match?</source>
        <translation>Avbryta matchen?</translation>
    </message>
    <message>
        <source>Abandon the match in progress?</source>
        <translation>Avbryta den pågående matchen?</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Avbryt den</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Fortsätt spela</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Fråga inte igen</translation>
    </message>
    <message>
        <source>“Don&apos;t ask again” turns this question off; Settings can turn it back on.</source>
        <translation>”Fråga inte igen” slår av den här frågan; den kan slås på igen i Inställningar.</translation>
    </message>
</context>
<context>
    <name>AccuracyChart</name>
    <message>
        <source>Accuracy per deal</source>
        <translation>Träffsäkerhet per giv</translation>
    </message>
    <message>
        <source>Deals the coach has reviewed appear here.</source>
        <translation>Givar som tränaren har granskat visas här.</translation>
    </message>
    <message>
        <source>Accuracy per deal – {game}</source>
        <translation>Träffsäkerhet per giv – {game}</translation>
    </message>
    <message>
        <source>Reviewed deals shown: {n}; accuracy from {first:.0f} to {last:.0f}, {mean:.0f} on average; {marked} with a mistake or blunder.</source>
        <translation>Granskade givar som visas: {n}; träffsäkerhet från {first:.0f} till {last:.0f}, i genomsnitt {mean:.0f}; {marked} med ett misstag eller grovt misstag.</translation>
    </message>
    <message>
        <source>Accuracy per deal, oldest first: {values}.</source>
        <translation>Träffsäkerhet per giv, äldst först: {values}.</translation>
    </message>
    <message>
        <source>reviewed deals shown: {n}; marked: a mistake or blunder</source>
        <translation>granskade givar som visas: {n}; markerade: ett misstag eller grovt misstag</translation>
    </message>
</context>
<context>
    <name>ArrangerDialog</name>
    <message>
        <source>Arrange your hand</source>
        <translation>Ordna din hand</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Din hand</translation>
    </message>
    <message>
        <source>Trick {n}, card {i}</source>
        <translation>Stick {n}, kort {i}</translation>
    </message>
    <message>
        <source>Discard {i}</source>
        <translation>Kastkort {i}</translation>
    </message>
    <message>
        <source>Tricks, strongest first</source>
        <translation>Stick, det starkaste först</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Stick {n}</translation>
    </message>
    <message>
        <source>Trick {n} value</source>
        <translation>Stick {n}, värde</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kastkort</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Kastkort</translation>
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
    <message>
        <source>1 more card</source>
        <translation>1 kort till</translation>
    </message>
    <message>
        <source>{n} more cards</source>
        <translation>{n} kort till</translation>
    </message>
    <message>
        <source>Ready: Confirm lays these tricks.</source>
        <translation>Klart: Bekräfta lägger de här sticken.</translation>
    </message>
    <message>
        <source>Lay your cards out as tricks, strongest first, and discard the spare card. Drag them, or click a card and then a slot.</source>
        <translation>Lägg ut korten som stick, det starkaste först, och kasta det överblivna kortet. Dra dem, eller klicka på ett kort och sedan på en plats.</translation>
    </message>
    <message>
        <source>Lay your cards out as tricks, strongest first. Drag them, or click a card and then a slot.</source>
        <translation>Lägg ut korten som stick, det starkaste först. Dra dem, eller klicka på ett kort och sedan på en plats.</translation>
    </message>
    <message>
        <source>1 card still to place.</source>
        <translation>1 kort kvar att lägga.</translation>
    </message>
    <message>
        <source>{n} cards still to place.</source>
        <translation>{n} kort kvar att lägga.</translation>
    </message>
    <message>
        <source>Nothing is wrong.</source>
        <translation>Inget är fel.</translation>
    </message>
    <message>
        <source>Holding the {card}: click or press {enter} on a slot to put it down, {escape} to let go.</source>
        <translation>Du håller {card}: klicka eller tryck {enter} på en plats för att lägga det där, {escape} för att släppa det.</translation>
    </message>
    <message>
        <source>Drag cards to the tricks, or click a card, then a slot. Keys: arrows, {enter}, {delete}.</source>
        <translation>Dra korten till sticken, eller klicka på ett kort och sedan på en plats. Tangenter: pilar, {enter}, {delete}.</translation>
    </message>
</context>
<context>
    <name>Brag</name>
    <message>
        <source>no wild cards</source>
        <translation>inga vilda kort</translation>
    </message>
    <message>
        <source>the three jokers wild</source>
        <translation>de tre jokrarna vilda</translation>
    </message>
    <message>
        <source>the jokers and the twos wild</source>
        <translation>jokrarna och tvåorna vilda</translation>
    </message>
    <message>
        <source>You used the {cards} more than once.</source>
        <translation>Du har använt {cards} mer än en gång.</translation>
    </message>
    <message>
        <source>The {card} is neither in a trick nor discarded.</source>
        <translation>{card} ligger varken i ett stick eller bland kastkorten.</translation>
    </message>
    <message>
        <source>The {cards} are neither in a trick nor discarded.</source>
        <translation>{cards} ligger varken i ett stick eller bland kastkorten.</translation>
    </message>
    <message>
        <source>Make {n} tricks of {size} cards, not {made}.</source>
        <translation>Gör {n} stick med {size} kort, inte {made}.</translation>
    </message>
    <message>
        <source>Trick {i} has {n} cards; every trick needs {size}.</source>
        <translation>Stick {i} har {n} kort; varje stick ska ha {size}.</translation>
    </message>
    <message>
        <source>Discard no card, not {made}.</source>
        <translation>Kasta inget kort, inte {made}.</translation>
    </message>
    <message>
        <source>Discard exactly one card, not {made}.</source>
        <translation>Kasta exakt ett kort, inte {made}.</translation>
    </message>
    <message>
        <source>Discard {n} cards, not {made}.</source>
        <translation>Kasta {n} kort, inte {made}.</translation>
    </message>
    <message>
        <source>Trick {i} holds {n} wild cards ({cards}): a trick may hold only one, unless all its cards are wild (a supreme).</source>
        <translation>Stick {i} har {n} vilda kort ({cards}): ett stick får bara ha ett, om inte alla dess kort är vilda (en supreme).</translation>
    </message>
    <message>
        <source>Trick {i} is a supreme: a supreme may only be the first trick.</source>
        <translation>Stick {i} är en supreme: en supreme får bara ligga som första stick.</translation>
    </message>
    <message>
        <source>Trick {later} ({stronger}) beats trick {i} ({weaker}): lay the tricks strongest first.</source>
        <translation>Stick {later} ({stronger}) slår stick {i} ({weaker}): lägg sticken med det starkaste först.</translation>
    </message>
    <message>
        <source>In Brag your move is the arrangement of your whole hand: the tricks strongest first, then the discards, like &apos;AS KS QS | 9H 9D 9C / 2C&apos;.</source>
        <translation>I Brag är ditt drag hur du ordnar hela handen: sticken med det starkaste först, sedan kastkorten, som &apos;AS KS QS | 9H 9D 9C / 2C&apos;.</translation>
    </message>
    <message>
        <source>seat {seat} {points}</source>
        <translation>plats {seat} {points}</translation>
    </message>
    <message>
        <source>Seat {seat} wins all {n} tricks and the bonus point: {points} points.</source>
        <translation>Plats {seat} vinner alla {n} stick och bonuspoängen: {points} poäng.</translation>
    </message>
    <message>
        <source>Seat {seat} wins the deal ({score}).</source>
        <translation>Plats {seat} vinner given ({score}).</translation>
    </message>
    <message>
        <source>No seat wins the deal outright ({score}).</source>
        <translation>Ingen plats vinner given ensam ({score}).</translation>
    </message>
    <message>
        <source>Supreme</source>
        <translation>Supreme</translation>
    </message>
    <message>
        <source>Prial</source>
        <translation>Triss</translation>
    </message>
    <message>
        <source>Running flush</source>
        <translation>Färgstege</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Stege</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Färg</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>High card</source>
        <translation>Högt kort</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Fyrtal</translation>
    </message>
    <message>
        <source>Pair of pairs</source>
        <translation>Två par</translation>
    </message>
    <message>
        <source>Three-card running flush</source>
        <translation>Färgstege med tre kort</translation>
    </message>
    <message>
        <source>Three-card run</source>
        <translation>Stege med tre kort</translation>
    </message>
    <message>
        <source>Three-card flush</source>
        <translation>Färg med tre kort</translation>
    </message>
    <message>
        <source>Rainbow</source>
        <translation>Regnbåge</translation>
    </message>
    <message>
        <source>a trick may hold only one wild card unless all its cards are wild (a supreme); {cards} holds {wild}</source>
        <translation>ett stick får bara ha ett vilt kort om inte alla dess kort är vilda (en supreme); {cards} har {wild}</translation>
    </message>
    <message>
        <source>a Brag trick has 3 or 4 cards, not {n}</source>
        <translation>ett stick i Brag har 3 eller 4 kort, inte {n}</translation>
    </message>
    <message>
        <source>a trick cannot hold the same card twice</source>
        <translation>ett stick kan inte ha samma kort två gånger</translation>
    </message>
    <message>
        <source>{name} (with a wild card)</source>
        <translation>{name} (med ett vilt kort)</translation>
    </message>
    <message>
        <source>Prial of {ranks}</source>
        <translation>Triss i {ranks}</translation>
    </message>
    <message>
        <source>Four {ranks}</source>
        <translation>Fyra {ranks}</translation>
    </message>
    <message>
        <source>Pair of {ranks}</source>
        <translation>Par i {ranks}</translation>
    </message>
    <message>
        <source>Pair of pairs, {ranks} and {lower}</source>
        <translation>Två par, {ranks} och {lower}</translation>
    </message>
    <message>
        <source>High card, {rank} high</source>
        <translation>Högt kort, {rank} högst</translation>
    </message>
    <message>
        <source>{category}, ace-two-three-four</source>
        <translation>{category}, ess-två-tre-fyra</translation>
    </message>
    <message>
        <source>{category}, ace-two-three</source>
        <translation>{category}, ess-två-tre</translation>
    </message>
    <message>
        <source>{category}, {rank} high</source>
        <translation>{category}, {rank} högst</translation>
    </message>
</context>
<context>
    <name>Braus</name>
    <message>
        <source>Drawn deal ({score} tricks): the same dealer deals again.</source>
        <translation>Oavgjord giv ({score} stick): samma givare ger igen.</translation>
    </message>
    <message>
        <source>Team {team} wins with five tricks and the outcome card KC ({score}): 1 point.</source>
        <translation>Lag {team} vinner med fem stick och utslagskortet K♣ ({score}): 1 poäng.</translation>
    </message>
    <message>
        <source>Team {team} takes six tricks to none: Jan, 2 points.</source>
        <translation>Lag {team} tar sex stick mot inget: Jan, 2 poäng.</translation>
    </message>
    <message>
        <source>Team {team} takes six tricks ({score}): 1 point.</source>
        <translation>Lag {team} tar sex stick ({score}): 1 poäng.</translation>
    </message>
    <message>
        <source>You are on lead: lead one of your playable cards.</source>
        <translation>Du har utspelet: spela ut ett av dina spelbara kort.</translation>
    </message>
    <message>
        <source>You cannot pass: you hold {higher}, higher than the {beat}, and in Bräus you must play a higher card when you can, even over your partner.</source>
        <translation>Du kan inte passa: du har {higher}, högre än {beat}, och i Bräus måste du lägga ett högre kort när du kan, även över din partner.</translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not a move in Bräus: play a card or pass.</source>
        <translation>&apos;{action}&apos; är inget drag i Bräus: spela ett kort eller passa.</translation>
    </message>
    <message>
        <source>There is no risking in Bräus.</source>
        <translation>I Bräus vågar man inte kort.</translation>
    </message>
    <message>
        <source>In Bräus you play one card at a time.</source>
        <translation>I Bräus spelar man ett kort i taget.</translation>
    </message>
    <message>
        <source>Sevens are not played to a trick: they are laid out as tricks of their own when you come to lead.</source>
        <translation>Sjuor spelas inte i ett stick: de läggs ut som egna stick när du kommer till utspel.</translation>
    </message>
    <message>
        <source>The {card} is an unplayable card in Bräus: it never leaves the hand (it is the outcome card, which can decide a drawn deal).</source>
        <translation>{card} är ett ospelbart kort i Bräus: det lämnar aldrig handen (det är utslagskortet, som kan avgöra en oavgjord giv).</translation>
    </message>
    <message>
        <source>The {card} is an unplayable card in Bräus: it never leaves the hand.</source>
        <translation>{card} är ett ospelbart kort i Bräus: det lämnar aldrig handen.</translation>
    </message>
    <message>
        <source>The {card} does not beat the {beat}: you must play a higher card ({higher}).</source>
        <translation>{card} tar inte över {beat}: du måste lägga ett högre kort ({higher}).</translation>
    </message>
    <message>
        <source>The {card} does not beat the {beat}, and you hold nothing that does: pass.</source>
        <translation>{card} tar inte över {beat}, och du har inget kort som gör det: passa.</translation>
    </message>
</context>
<context>
    <name>BringBack</name>
    <message>
        <source>Earlier statistics found</source>
        <translation>Tidigare statistik hittades</translation>
    </message>
    <message>
        <source>Your statistics were kept aside as {name}, and this version of Bräus Desktop can read them. Bring them back into your statistics?</source>
        <translation>Din statistik lades undan som {name}, och den här versionen av Bräus Desktop kan läsa den. Vill du ta tillbaka den till din statistik?</translation>
    </message>
    <message>
        <source>Finished deals in it that your statistics lack: {deals}. Matches: {matches}.</source>
        <translation>Avslutade givar i den som saknas i din statistik: {deals}. Matcher: {matches}.</translation>
    </message>
    <message>
        <source>&amp;Bring them back</source>
        <translation>&amp;Ta tillbaka den</translation>
    </message>
    <message>
        <source>&amp;Leave them aside</source>
        <translation>&amp;Låt den ligga undan</translation>
    </message>
    <message>
        <source>Your earlier statistics stay aside in {name}.</source>
        <translation>Din tidigare statistik ligger kvar undan i {name}.</translation>
    </message>
    <message>
        <source>Your earlier statistics could not be brought back ({reason}); they stay in {name}.</source>
        <translation>Din tidigare statistik kunde inte tas tillbaka ({reason}); den ligger kvar i {name}.</translation>
    </message>
    <message>
        <source>Your earlier statistics are back in your statistics; {name} is left as it was.</source>
        <translation>Din tidigare statistik finns nu i din statistik igen; {name} lämnas som den var.</translation>
    </message>
</context>
<context>
    <name>Brus</name>
    <message>
        <source>Only the Brus (K♥) and the Galhund (8♠) can be risked (and the K♣ when it beats a led seven).</source>
        <translation>Bara Brus (K♥) och Galhund (8♠) kan vågas (och K♣ när den slår en utspelad sjua).</translation>
    </message>
    <message>
        <source>Only the Brus (K♥) and the Galhund (8♠) can be risked.</source>
        <translation>Bara Brus (K♥) och Galhund (8♠) kan vågas.</translation>
    </message>
    <message>
        <source>You cannot risk the last card of a trick: nobody is left to beat it.</source>
        <translation>Du kan inte våga stickets sista kort: ingen finns kvar som kan slå det.</translation>
    </message>
    <message>
        <source>No risking once the stock is empty (house rule).</source>
        <translation>Inga vågade kort när talongen är slut (husregel).</translation>
    </message>
    <message>
        <source>You can only risk the {card} while a higher card ({names}) is still out and not in your hand.</source>
        <translation>Du kan bara våga {card} så länge ett högre kort ({names}) är ute och inte på din hand.</translation>
    </message>
    <message>
        <source>The {cards} cannot win this trick now, so it cannot be risked.</source>
        <translation>{cards} kan inte vinna det här sticket nu, så det kan inte vågas.</translation>
    </message>
    <message>
        <source>The {cards} cannot win this trick now, so it cannot be risked (only a card that takes the lead may be risked).</source>
        <translation>{cards} kan inte vinna det här sticket nu, så det kan inte vågas (bara ett kort som tar ledningen får vågas).</translation>
    </message>
    <message>
        <source>No risking when the risk&apos;s points would win the rubber (house rule).</source>
        <translation>Inga vågade kort när poängen för det skulle vinna robbern (husregel).</translation>
    </message>
    <message>
        <source>Tie for most tricks ({tied}): every point of the hand is annulled.</source>
        <translation>Delat flest stick ({tied}): alla poäng i given stryks.</translation>
    </message>
    <message>
        <source>{side} wins the hand with every trick (jan) ({tricks}).</source>
        <translation>{side} vinner given med alla stick (jan) ({tricks}).</translation>
    </message>
    <message>
        <source>{side} wins the hand, storming the castle ({tricks}).</source>
        <translation>{side} vinner given och stormar borgen ({tricks}).</translation>
    </message>
    <message>
        <source>{side} wins the hand ({tricks}).</source>
        <translation>{side} vinner given ({tricks}).</translation>
    </message>
    <message>
        <source>The tricks split 4-4-4: nobody discards for the hand; the next player to win a hand discards one extra stick.</source>
        <translation>Sticken delas 4-4-4: ingen lägger bort någon pinne för given; nästa spelare som vinner en giv lägger bort en extra pinne.</translation>
    </message>
    <message>
        <source>{side} wins the hand and storms the castle (2 sticks) ({tricks}).</source>
        <translation>{side} vinner given och stormar borgen (2 pinnar) ({tricks}).</translation>
    </message>
    <message>
        <source>{score} tricks</source>
        <translation>{score} stick</translation>
    </message>
    <message>
        <source>There is no cut now: play a card.</source>
        <translation>Det kuperas inte nu: spela ett kort.</translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not a move in {game}: play a card.</source>
        <translation>&apos;{action}&apos; är inget drag i {game}: spela ett kort.</translation>
    </message>
    <message>
        <source>In {game} you lead one card at a time.</source>
        <translation>I {game} spelar man ut ett kort i taget.</translation>
    </message>
    <message>
        <source>Cards led together must be of the same rank (like 8♠+8♦ or K♥+K♣+K♦).</source>
        <translation>Kort som spelas ut tillsammans måste ha samma valör (som 8♠+8♦ eller K♥+K♣+K♦).</translation>
    </message>
    <message>
        <source>You may lead at most {n} cards of one rank together.</source>
        <translation>Du får spela ut högst {n} kort av samma valör tillsammans.</translation>
    </message>
    <message>
        <source>Play one card to this trick.</source>
        <translation>Lägg ett kort i det här sticket.</translation>
    </message>
    <message>
        <source>This is a multiple trick of {n}: play exactly {n} cards together.</source>
        <translation>Det här är ett flerstick med {n} kort: lägg exakt {n} kort tillsammans.</translation>
    </message>
    <message>
        <source>With automatic risking, the {cards} is risked whenever it can be: play {action}!.</source>
        <translation>Med automatisk vågning vågas {cards} när det går: spela {action}!.</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Spit</source>
        <translation>Spit</translation>
    </message>
    <message>
        <source>Dull</source>
        <translation>Dull</translation>
    </message>
    <message>
        <source>Bräus</source>
        <translation>Bräus</translation>
    </message>
    <message>
        <source>Spids</source>
        <translation>Spids</translation>
    </message>
    <message>
        <source>Brus</source>
        <translation>Brus</translation>
    </message>
    <message>
        <source>Galhund</source>
        <translation>Galhund</translation>
    </message>
    <message>
        <source>korsfareren</source>
        <translation>korsfararen</translation>
    </message>
    <message>
        <source>mester Erik</source>
        <translation>mäster Erik</translation>
    </message>
    <message>
        <source>Spaðagosi</source>
        <translation>Spaðagosi</translation>
    </message>
    <message>
        <source>Kóngur</source>
        <translation>Kóngur</translation>
    </message>
    <message>
        <source>brúnka</source>
        <translation>brúnka</translation>
    </message>
</context>
<context>
    <name>CardSpot</name>
    <message>
        <source>Empty place</source>
        <translation>Tom plats</translation>
    </message>
    <message>
        <source>In your hand. Press {enter} to pick it up, or drag it to a trick.</source>
        <translation>På handen. Tryck {enter} för att ta upp det, eller dra det till ett stick.</translation>
    </message>
    <message>
        <source>This card is in a trick or discarded.</source>
        <translation>Kortet ligger i ett stick eller är kastat.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tom</translation>
    </message>
    <message>
        <source>Press {enter} to put the held card here, {delete} to return this card to your hand.</source>
        <translation>Tryck {enter} för att lägga kortet du håller här, {delete} för att ta tillbaka det här kortet till handen.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>clubs</source>
        <translation>klöver</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spader</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjärter</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>two</source>
        <translation>tvåa</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trea</translation>
    </message>
    <message>
        <source>four</source>
        <translation>fyra</translation>
    </message>
    <message>
        <source>five</source>
        <translation>femma</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sexa</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sjua</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>åtta</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nia</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>tia</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>knekt</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dam</translation>
    </message>
    <message>
        <source>king</source>
        <translation>kung</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ess</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>tvåor</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>treor</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>fyror</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>femmor</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>sexor</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sjuor</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>åttor</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>nior</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tior</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>knektar</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>damer</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>kungar</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>ess</translation>
    </message>
    <message>
        <source>joker {n}</source>
        <translation>joker {n}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Trick {n}: {play} cost the hand: {cost}</source>
        <translation>Stick {n}: {play} kostade given: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} won the trick but cost the hand: {cost}</source>
        <translation>Stick {n}: {play} vann sticket men kostade given: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play}; your partner {name} took the trick with {cards}, but the hand was lost: {cost}</source>
        <translation>Stick {n}: {play}; din partner {name} tog sticket med {cards}, men given förlorades: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} lost the trick to {cards} ({name}) and the hand: {cost}</source>
        <translation>Stick {n}: {play} förlorade sticket till {cards} ({name}) och given: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} lost the trick to {cards} ({name}): {cost}</source>
        <translation>Stick {n}: {play} förlorade sticket till {cards} ({name}): {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} lost the trick to {cards} ({name}) and the deal: {cost}</source>
        <translation>Stick {n}: {play} förlorade sticket till {cards} ({name}) och given: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play}; your partner {name} took the trick with {cards}: {cost}</source>
        <translation>Stick {n}: {play}; din partner {name} tog sticket med {cards}: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play}; your partner {name} took the trick with {cards}, but the deal was lost: {cost}</source>
        <translation>Stick {n}: {play}; din partner {name} tog sticket med {cards}, men given förlorades: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} won the trick: {cost}</source>
        <translation>Stick {n}: {play} vann sticket: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} won the trick but cost the deal: {cost}</source>
        <translation>Stick {n}: {play} vann sticket men kostade given: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} cost the deal: {cost}</source>
        <translation>Stick {n}: {play} kostade given: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play}: {cost}</source>
        <translation>Stick {n}: {play}: {cost}</translation>
    </message>
    <message>
        <source>Your arrangement: {cost}</source>
        <translation>Din uppläggning: {cost}</translation>
    </message>
    <message>
        <source>Your arrangement, trick {n}: {cards} ({trick}) lost that place to {winner_cards} ({name}): {cost}</source>
        <translation>Din uppläggning, stick {n}: {cards} ({trick}) förlorade den platsen till {winner_cards} ({name}): {cost}</translation>
    </message>
    <message>
        <source>Your arrangement, trick {n}: {cards} ({trick}) instead of {suggested} ({suggested_trick}): {cost}</source>
        <translation>Din uppläggning, stick {n}: {cards} ({trick}) i stället för {suggested} ({suggested_trick}): {cost}</translation>
    </message>
    <message>
        <source>−{points}</source>
        <translation>−{points}</translation>
    </message>
    <message>
        <source>−{points} on average</source>
        <translation>−{points} i snitt</translation>
    </message>
    <message>
        <source>−{points} ± {noise} on average</source>
        <translation>−{points} ± {noise} i snitt</translation>
    </message>
    <message>
        <source>−{points} ± {noise} on average, uncertain</source>
        <translation>−{points} ± {noise} i snitt, osäkert</translation>
    </message>
    <message>
        <source>calling a risk with {cards}</source>
        <translation>att våga {cards}</translation>
    </message>
    <message>
        <source>playing {cards}</source>
        <translation>att spela {cards}</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>att passa</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bäst</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bra</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Osäkert</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Onoggrannhet</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Misstag</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grovt misstag</translation>
    </message>
    <message>
        <source>Best play. {clause}.</source>
        <translation>Bästa spelet. {clause}.</translation>
    </message>
    <message>
        <source>Good: {played} averages {loss:.2f} points less, a difference {n} sampled deals cannot tell from none. Best: {clause}.</source>
        <translation>Bra: {played} ger i snitt {loss:.2f} poäng mindre, en skillnad som {n} provgivar inte kan skilja från ingen alls. Bäst: {clause}.</translation>
    </message>
    <message>
        <source>Good: {played} does nearly as well ({loss:.2f} points less on average). Best: {clause}.</source>
        <translation>Bra: {played} är nästan lika bra ({loss:.2f} poäng mindre i snitt). Bäst: {clause}.</translation>
    </message>
    <message>
        <source>Uncertain: {played} averages {loss:.2f} ± {noise:.2f} points less than the best play; even {n} sampled deals cannot tell whether it costs anything. Best: {clause}.</source>
        <translation>Osäkert: {played} ger i genomsnitt {loss:.2f} ± {noise:.2f} poäng mindre än det bästa spelet; inte ens {n} provgivar kan avgöra om det kostar något. Bäst: {clause}.</translation>
    </message>
    <message>
        <source>With every card known it does as well, this time.</source>
        <translation>Med alla kort kända går det lika bra, den här gången.</translation>
    </message>
    <message>
        <source>With every card known it loses {loss:.2f} points.</source>
        <translation>Med alla kort kända förlorar det {loss:.2f} poäng.</translation>
    </message>
    <message>
        <source>With every card known it loses about {loss:.2f} points.</source>
        <translation>Med alla kort kända förlorar det ungefär {loss:.2f} poäng.</translation>
    </message>
    <message>
        <source>{verdict}: {played} averages {loss:.2f} points less than the best play. Best: {clause}. {known}</source>
        <translation>{verdict}: {played} ger i snitt {loss:.2f} poäng mindre än det bästa spelet. Bäst: {clause}. {known}</translation>
    </message>
    <message>
        <source>{verdict}: {played} averages {loss:.2f} ± {noise:.2f} points less than the best play; even {n} sampled deals cannot rule out a mistake&apos;s cost. Best: {clause}. {known}</source>
        <translation>{verdict}: {played} ger i genomsnitt {loss:.2f} ± {noise:.2f} poäng mindre än det bästa spelet; inte ens {n} provgivar kan utesluta att det kostar som ett misstag. Bäst: {clause}. {known}</translation>
    </message>
    <message>
        <source>{reason} (A hint here names {hint}: the best on the first {m} sampled deals, not on all {n}.)</source>
        <translation>{reason} (Ett tips här föreslår {hint}: det bästa på de första {m} provgivarna, inte på alla {n}.)</translation>
    </message>
    <message>
        <source>Best arrangement: {names}; against hands dealt from the unseen cards it scores {value:+.2f} points against the best other player.</source>
        <translation>Bästa uppläggningen: {names}; mot händer givna ur de osedda korten får den {value:+.2f} poäng mot den bästa av de andra spelarna.</translation>
    </message>
    <message>
        <source>Lay {suggested} ({suggested_name}) as trick {n} instead of {played} ({played_name}): it takes that place in {new:.0%} of the sampled deals, yours in {old:.0%}</source>
        <translation>Lägg {suggested} ({suggested_name}) som stick {n} i stället för {played} ({played_name}): det tar den platsen i {new:.0%} av provgivarna, ditt i {old:.0%}</translation>
    </message>
    <message>
        <source>Good: your arrangement does nearly as well as {names} ({loss:.2f} points less over {n} sampled deals, too close to call). {move}.</source>
        <translation>Bra: din uppläggning är nästan lika bra som {names} ({loss:.2f} poäng mindre över {n} provgivar, för jämnt för att avgöra). {move}.</translation>
    </message>
    <message>
        <source>Uncertain: your arrangement averages {loss:.2f} ± {noise:.2f} points less than {names}; even {n} sampled deals cannot tell whether it costs anything. {move}.</source>
        <translation>Osäkert: din uppläggning ger i genomsnitt {loss:.2f} ± {noise:.2f} poäng mindre än {names}; inte ens {n} provgivar kan avgöra om det kostar något. {move}.</translation>
    </message>
    <message>
        <source>{verdict}: your arrangement averages {loss:.2f} points less than {names}. {move}.</source>
        <translation>{verdict}: din uppläggning ger i snitt {loss:.2f} poäng mindre än {names}. {move}.</translation>
    </message>
    <message>
        <source>{verdict}: your arrangement averages {loss:.2f} points less than {names}; against the tricks actually laid it lost {exact:.2f}. {move}.</source>
        <translation>{verdict}: din uppläggning ger i snitt {loss:.2f} poäng mindre än {names}; mot de stick som faktiskt lades förlorade den {exact:.2f}. {move}.</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>This lesson is finished.</source>
        <translation>Den här lektionen är klar.</translation>
    </message>
    <message>
        <source>Deal {n} (no. {seed})</source>
        <translation>Giv {n} (nr {seed})</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Giv {n}</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>Du ger</translation>
    </message>
    <message>
        <source>{name} deals</source>
        <translation>{name} ger</translation>
    </message>
    <message>
        <source>The game is saved again.</source>
        <translation>Spelet sparas igen.</translation>
    </message>
    <message>
        <source>The game could not be saved: the disk is full. Free some space on it; the game is saved again after your next move.</source>
        <translation>Spelet kunde inte sparas: disken är full. Frigör lite utrymme på den; spelet sparas igen efter ditt nästa drag.</translation>
    </message>
    <message>
        <source>The game could not be saved: the folder {folder} cannot be written to. Make it writable, or start Bräus Desktop with --data-dir and a folder you can write to.</source>
        <translation>Spelet kunde inte sparas: det går inte att skriva i mappen {folder}. Gör den skrivbar, eller starta Bräus Desktop med --data-dir och en mapp du kan skriva i.</translation>
    </message>
    <message>
        <source>The game could not be saved: {folder} (or a folder above it) is a file, not a folder. Move that file away, or start Bräus Desktop with --data-dir and another folder.</source>
        <translation>Spelet kunde inte sparas: {folder} (eller en mapp ovanför) är en fil, inte en mapp. Flytta bort filen, eller starta Bräus Desktop med --data-dir och en annan mapp.</translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}. The game goes on, and it is saved again after your next move if it can be.</source>
        <translation>Spelet kunde inte sparas: {reason}. Spelet fortsätter och sparas igen efter ditt nästa drag om det går.</translation>
    </message>
    <message>
        <source>The coach&apos;s review of deal {n} in this record could not be read, so it is left out; the game itself is loaded.</source>
        <translation>Tränarens granskning av giv {n} i den här protokollfilen kunde inte läsas och utelämnas därför; själva spelet är inläst.</translation>
    </message>
    <message>
        <source>The coach&apos;s reviews of deals {deals} in this record could not be read, so they are left out; the game itself is loaded.</source>
        <translation>Tränarens granskningar av givarna {deals} i den här protokollfilen kunde inte läsas och utelämnas därför; själva spelet är inläst.</translation>
    </message>
    <message>
        <source>this version cannot play it on</source>
        <translation>den här versionen kan inte spela vidare på det</translation>
    </message>
    <message>
        <source>It could not be moved aside, so nothing is saved in this session.</source>
        <translation>Filen kunde inte flyttas undan, så inget sparas under den här sessionen.</translation>
    </message>
    <message>
        <source>It was kept as {name}.</source>
        <translation>Filen sparades undan som {name}.</translation>
    </message>
    <message>
        <source>the saved game names an unknown bot level: {level}</source>
        <translation>det sparade spelet anger en okänd datornivå: {level}</translation>
    </message>
    <message>
        <source>You lay {cards} as a trick.</source>
        <translation>Du lägger ut {cards} som ett stick.</translation>
    </message>
    <message>
        <source>{name} lays {cards} as a trick.</source>
        <translation>{name} lägger ut {cards} som ett stick.</translation>
    </message>
    <message>
        <source>{name} cannot lead; the lead passes on.</source>
        <translation>{name} kan inte spela ut; utspelet går vidare.</translation>
    </message>
    <message>
        <source>Over to you</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>You lead {cards} and risk it.</source>
        <translation>Du spelar ut {cards} och vågar det.</translation>
    </message>
    <message>
        <source>{name} leads {cards} and risks it.</source>
        <translation>{name} spelar ut {cards} och vågar det.</translation>
    </message>
    <message>
        <source>You lead {cards}.</source>
        <translation>Du spelar ut {cards}.</translation>
    </message>
    <message>
        <source>{name} leads {cards}.</source>
        <translation>{name} spelar ut {cards}.</translation>
    </message>
    <message>
        <source>You play {cards} and risk it.</source>
        <translation>Du lägger {cards} och vågar det.</translation>
    </message>
    <message>
        <source>{name} plays {cards} and risks it.</source>
        <translation>{name} lägger {cards} och vågar det.</translation>
    </message>
    <message>
        <source>You play {cards}.</source>
        <translation>Du lägger {cards}.</translation>
    </message>
    <message>
        <source>{name} plays {cards}.</source>
        <translation>{name} lägger {cards}.</translation>
    </message>
    <message>
        <source>Risk!</source>
        <translation>Vågat!</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Du passar.</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} passar.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Everyone draws from the stock.</source>
        <translation>Alla drar från talongen.</translation>
    </message>
    <message>
        <source>The pack is shuffled.</source>
        <translation>Leken blandas.</translation>
    </message>
    <message>
        <source>You cut {n} cards: the bottom card is {cards}.</source>
        <translation>Du kuperar {n} kort: bottenkortet är {cards}.</translation>
    </message>
    <message>
        <source>{name} cuts {n} cards: the bottom card is {cards}.</source>
        <translation>{name} kuperar {n} kort: bottenkortet är {cards}.</translation>
    </message>
    <message>
        <source>Cut: {cards}</source>
        <translation>Kupering: {cards}</translation>
    </message>
    <message>
        <source>Bottom card</source>
        <translation>Bottenkort</translation>
    </message>
    <message>
        <source>Bottom card:
1 point to {side}</source>
        <translation>Bottenkort:
1 poäng till {side}</translation>
    </message>
    <message>
        <source>{side} score {points} ({reason}).</source>
        <translation>{side} får {points} ({reason}).</translation>
    </message>
    <message>
        <source>You whistle.</source>
        <translation>Du visslar.</translation>
    </message>
    <message>
        <source>{name} whistles.</source>
        <translation>{name} visslar.</translation>
    </message>
    <message>
        <source>You show {cards}.</source>
        <translation>Du visar {cards}.</translation>
    </message>
    <message>
        <source>{name} shows {cards}.</source>
        <translation>{name} visar {cards}.</translation>
    </message>
    <message>
        <source>You have arranged your hand.</source>
        <translation>Du har ordnat din hand.</translation>
    </message>
    <message>
        <source>{name} has arranged their hand.</source>
        <translation>{name} har ordnat sin hand.</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Klar</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Given är slut.</translation>
    </message>
    <message>
        <source>{side} scores {points} ({reason}).</source>
        <translation>{side} får {points} ({reason}).</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>given</translation>
    </message>
    <message>
        <source>storm</source>
        <translation>storm</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>bonus</translation>
    </message>
    <message>
        <source>risk</source>
        <translation>vågat kort</translation>
    </message>
    <message>
        <source>whistle</source>
        <translation>vissling</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>kupering</translation>
    </message>
    <message>
        <source>jana</source>
        <translation>jana</translation>
    </message>
    <message>
        <source>Risk {outcome}: {side} +{points}.</source>
        <translation>Vågat kort {outcome}: {side} +{points}.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vann</translation>
    </message>
    <message>
        <source>Won!</source>
        <translation>Vann!</translation>
    </message>
    <message>
        <source>smacked</source>
        <translation>slaget</translation>
    </message>
    <message>
        <source>Smacked!</source>
        <translation>Slaget!</translation>
    </message>
    <message>
        <source>void</source>
        <translation>ogiltigt</translation>
    </message>
    <message>
        <source>Void!</source>
        <translation>Ogiltigt!</translation>
    </message>
    <message>
        <source>oversmacked</source>
        <translation>överslaget</translation>
    </message>
    <message>
        <source>Oversmacked!</source>
        <translation>Överslaget!</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>Click the table or press {space} to go on.</source>
        <translation>Klicka på bordet eller tryck på {space} för att fortsätta.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Du tar sticket.</translation>
    </message>
    <message>
        <source>{name} takes the trick.</source>
        <translation>{name} tar sticket.</translation>
    </message>
    <message>
        <source>Trick {n}: {tricks} — nobody wins.</source>
        <translation>Stick {n}: {tricks} — ingen vinner.</translation>
    </message>
    <message>
        <source>Trick {n}: {tricks} — you win.</source>
        <translation>Stick {n}: {tricks} — du vinner.</translation>
    </message>
    <message>
        <source>Trick {n}: {tricks} — {name} wins.</source>
        <translation>Stick {n}: {tricks} — {name} vinner.</translation>
    </message>
    <message>
        <source>Click here or press Next deal.</source>
        <translation>Klicka här eller tryck Nästa giv.</translation>
    </message>
    <message>
        <source>Your cut: click the pack where you want to cut it, or choose the place with {left} and {right} and press {enter}.</source>
        <translation>Du kuperar: klicka i leken där du vill kupera, eller välj stället med {left} och {right} och tryck {enter}.</translation>
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
        <source>Your turn: select cards by clicking them, or with {left}, {right} and {space}; then Play or {enter}. A double-click plays one card.</source>
        <translation>Din tur: välj kort genom att klicka på dem, eller med {left}, {right} och {space}; sedan Spela eller {enter}. Ett dubbelklick spelar ett kort.</translation>
    </message>
    <message>
        <source>Your turn: click a card, or drag it to the middle, to play it; or choose it with {left} and {right} and press {enter}.</source>
        <translation>Din tur: klicka på ett kort, eller dra det till mitten, för att spela det; eller välj det med {left} och {right} och tryck {enter}.</translation>
    </message>
    <message>
        <source>A computer player failed ({message}); it plays at random.</source>
        <translation>En datorspelare fick fel ({message}); den spelar slumpvis.</translation>
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
        <source>Only the {card} is selected now.</source>
        <translation>Nu är bara {card} valt.</translation>
    </message>
    <message>
        <source>{reason} Only the {card} is selected now.</source>
        <translation>{reason} Nu är bara {card} valt.</translation>
    </message>
    <message>
        <source>Select the card to risk first, then tick Risk it.</source>
        <translation>Välj först kortet du vill våga, kryssa sedan i Våga.</translation>
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
        <source>No hint this time: the expert failed ({message}).</source>
        <translation>Inget tips den här gången: experten fick fel ({message}).</translation>
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
    <message>
        <source>There is no game to export.</source>
        <translation>Det finns inget spel att exportera.</translation>
    </message>
    <message>
        <source>The record could not be written: {reason}.</source>
        <translation>Protokollet kunde inte skrivas: {reason}.</translation>
    </message>
    <message>
        <source>{file} could not be imported: {reason}</source>
        <translation>{file} kunde inte importeras: {reason}</translation>
    </message>
    <message>
        <source>this version cannot play it</source>
        <translation>den här versionen kan inte spela det</translation>
    </message>
</context>
<context>
    <name>DealEditorDialog</name>
    <message>
        <source>Deal editor</source>
        <translation>Givredigerare</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>This game: {game}</source>
        <translation>Det här spelet: {game}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>S&amp;pel</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Givare</translation>
    </message>
    <message>
        <source>&amp;Dealer</source>
        <translation>&amp;Givare</translation>
    </message>
    <message>
        <source>Deal to:</source>
        <translation>Ge till:</translation>
    </message>
    <message>
        <source>Hands so far</source>
        <translation>Händerna hittills</translation>
    </message>
    <message>
        <source>What is wrong</source>
        <translation>Vad som är fel</translation>
    </message>
    <message>
        <source>&amp;Fill the rest at random</source>
        <translation>&amp;Fyll på resten slumpvis</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Töm</translation>
    </message>
    <message>
        <source>&amp;Play this deal</source>
        <translation>&amp;Spela den här given</translation>
    </message>
    <message>
        <source>{game}, {n} players</source>
        <translation>{game}, {n} spelare</translation>
    </message>
    <message>
        <source>Click a place under &lt;i&gt;Deal to&lt;/i&gt;, then the cards; or with the keyboard, move with the arrows and press {keys} to give the card to that seat, S to the stock, {delete} to take it back. The stock is drawn in the order you fill it: the first card is the top.</source>
        <translation>Klicka på en plats under &lt;i&gt;Ge till&lt;/i&gt; och sedan på korten; eller med tangentbordet: flytta med pilarna och tryck {keys} för att ge kortet till den platsen, S till talongen, {delete} för att ta tillbaka det. Talongen dras i den ordning du fyller den: det första kortet ligger överst.</translation>
    </message>
    <message>
        <source>Click a place under &lt;i&gt;Deal to&lt;/i&gt;, then the cards; or with the keyboard, move with the arrows and press {keys} to give the card to that seat, {delete} to take it back.</source>
        <translation>Klicka på en plats under &lt;i&gt;Ge till&lt;/i&gt; och sedan på korten; eller med tangentbordet: flytta med pilarna och tryck {keys} för att ge kortet till den platsen, {delete} för att ta tillbaka det.</translation>
    </message>
    <message>
        <source>{n} cards stay out of play.</source>
        <translation>{n} kort är inte med i spelet.</translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation>inte utdelat</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>talongen</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>din hand</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>handen hos {name}</translation>
    </message>
    <message>
        <source>&amp;Stock</source>
        <translation>&amp;Talong</translation>
    </message>
    <message>
        <source>Deal to {place}</source>
        <translation>Ge till {place}</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talong</translation>
    </message>
    <message>
        <source>({n} of {need}): {cards}</source>
        <translation>({n} av {need}): {cards}</translation>
    </message>
</context>
<context>
    <name>DealReviewDialog</name>
    <message>
        <source>Review of deal {n}</source>
        <translation>Granskning av giv {n}</translation>
    </message>
    <message>
        <source>Summary of the review</source>
        <translation>Sammanfattning av granskningen</translation>
    </message>
    <message>
        <source>The deal replayed, every hand open</source>
        <translation>Given spelad igen, alla händer öppna</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Vad som hände</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Början</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Bakåt</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Framåt ▶</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Slutet</translation>
    </message>
    <message>
        <source>&amp;Previous decision</source>
        <translation>&amp;Föregående beslut</translation>
    </message>
    <message>
        <source>N&amp;ext decision</source>
        <translation>Nä&amp;sta beslut</translation>
    </message>
    <message>
        <source>The deal as dealt ({home})</source>
        <translation>Given som den gavs ({home})</translation>
    </message>
    <message>
        <source>One action back ({left})</source>
        <translation>Ett drag bakåt ({left})</translation>
    </message>
    <message>
        <source>One action on ({right})</source>
        <translation>Ett drag framåt ({right})</translation>
    </message>
    <message>
        <source>The end of the deal ({end})</source>
        <translation>Givens slut ({end})</translation>
    </message>
    <message>
        <source>Your previous decision ({page_up})</source>
        <translation>Ditt föregående beslut ({page_up})</translation>
    </message>
    <message>
        <source>Your next decision ({page_down})</source>
        <translation>Ditt nästa beslut ({page_down})</translation>
    </message>
    <message>
        <source>Position in the deal</source>
        <translation>Ställning i given</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Omdöme</translation>
    </message>
    <message>
        <source>The coach&apos;s reason</source>
        <translation>Tränarens motivering</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Val</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Väntat</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exakt</translation>
    </message>
    <message>
        <source>What each choice averages for your side over the deal, with what you knew then (the hidden cards sampled): a judgement of this one decision. Par replays the whole deal with the cards as dealt, so the two can differ.</source>
        <translation>Vad varje val i snitt ger din sida i given, med det du visste då (de dolda korten slumpade): ett omdöme om just det här beslutet. Expertens resultat spelar om hela given med korten som de gavs, så de två kan skilja sig åt.</translation>
    </message>
    <message>
        <source>What each choice averages for you over the deal, with what you knew then (the hidden cards sampled): a judgement of this one decision. Par replays the whole deal with the cards as dealt, so the two can differ.</source>
        <translation>Vad varje val i snitt ger dig i given, med det du visste då (de dolda korten slumpade): ett omdöme om just det här beslutet. Expertens resultat spelar om hela given med korten som de gavs, så de två kan skilja sig åt.</translation>
    </message>
    <message>
        <source>Points for your side with every card known; ≈: estimated by playing out, not solved</source>
        <translation>Poäng för din sida med alla kort kända; ≈: uppskattat genom utspelning, inte löst exakt</translation>
    </message>
    <message>
        <source>Your points with every card known; ≈: estimated by playing out, not solved</source>
        <translation>Dina poäng med alla kort kända; ≈: uppskattat genom utspelning, inte löst exakt</translation>
    </message>
    <message>
        <source>Every choice you had, with its values</source>
        <translation>Alla val du hade, med deras värden</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your tricks against the suggested ones&lt;/b&gt;</source>
        <translation>&lt;b&gt;Dina stick mot de föreslagna&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Stick</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Ditt</translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Föreslaget</translation>
    </message>
    <message>
        <source>The trick, its name, how often it takes its place over the sampled deals, and whether it took it against the tricks actually laid</source>
        <translation>Sticket, dess namn, hur ofta det tar sin plats i de provade givarna och om det tog den mot de stick som faktiskt lades</translation>
    </message>
    <message>
        <source>takes the place in {rate}</source>
        <translation>tar platsen i {rate}</translation>
    </message>
    <message>
        <source>won at the table</source>
        <translation>vann vid bordet</translation>
    </message>
    <message>
        <source>lost at the table</source>
        <translation>förlorade vid bordet</translation>
    </message>
    <message>
        <source>Your tricks against the suggested ones</source>
        <translation>Dina stick mot de föreslagna</translation>
    </message>
    <message>
        <source>The coach is still reviewing this deal…</source>
        <translation>Tränaren granskar fortfarande den här given…</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal.</source>
        <translation>Du hade inget val att göra i den här given.</translation>
    </message>
    <message>
        <source>Your accuracy in deal {n}: &lt;b&gt;{accuracy:.0f}&lt;/b&gt; · best {best}, good {good}, inaccuracies {inaccuracy}, mistakes {mistake}, blunders {blunder}</source>
        <translation>Din träffsäkerhet i giv {n}: &lt;b&gt;{accuracy:.0f}&lt;/b&gt; · bäst {best}, bra {good}, onoggrannheter {inaccuracy}, misstag {mistake}, grova misstag {blunder}</translation>
    </message>
    <message>
        <source> · uncertain {uncertain}</source>
        <translation> · osäkra {uncertain}</translation>
    </message>
    <message>
        <source>This deal could not be reviewed ({reason}).</source>
        <translation>Den här given kunde inte granskas ({reason}).</translation>
    </message>
    <message>
        <source>The deal as dealt.</source>
        <translation>Given som den gavs.</translation>
    </message>
    <message>
        <source>Position {n} of {total}</source>
        <translation>Ställning {n} av {total}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is over.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Given är slut.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not your decision&lt;/b&gt;</source>
        <translation>&lt;b&gt;Inte ditt beslut&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;No choice to make&lt;/b&gt;</source>
        <translation>&lt;b&gt;Inget val att göra&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{name} plays next.</source>
        <translation>{name} spelar härnäst.</translation>
    </message>
    <message>
        <source>You had only one thing you could do here.</source>
        <translation>Här fanns bara en sak du kunde göra.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your decision: {verdict}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ditt beslut: {verdict}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your decision: {verdict}&lt;/b&gt; (you lose {loss} points on average)</source>
        <translation>&lt;b&gt;Ditt beslut: {verdict}&lt;/b&gt; (du förlorar i genomsnitt {loss} poäng)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your decision: {verdict}&lt;/b&gt; (you lose {loss} ± {noise} points on average)</source>
        <translation>&lt;b&gt;Ditt beslut: {verdict}&lt;/b&gt; (du förlorar i genomsnitt {loss} ± {noise} poäng)</translation>
    </message>
    <message>
        <source>your play</source>
        <translation>ditt drag</translation>
    </message>
    <message>
        <source>best</source>
        <translation>bäst</translation>
    </message>
    <message>
        <source>Estimated by playing the deal out with every card known, not solved exactly</source>
        <translation>Uppskattat genom att spela ut given med alla kort kända, inte löst exakt</translation>
    </message>
    <message>
        <source>Par and skill</source>
        <translation>Expertens resultat och din skicklighet</translation>
    </message>
    <message>
        <source>Par: the expert&apos;s average result over whole replays of these cards, playing your seat. Skill: your result minus par. The accuracy and each verdict judge one decision at a time, by what you knew then, so the numbers can differ: a blunder that did not change the outcome costs no points in this deal, and a deal without a mistake can still end below par.</source>
        <translation>Expertens resultat: vad experten i snitt får i hela omspelningar av de här korten, när den spelar din plats. Skicklighet: ditt resultat minus expertens. Träffsäkerheten och varje omdöme bedömer ett beslut i taget, utifrån det du visste då, så siffrorna kan skilja sig åt: ett grovt misstag som inte ändrade utgången kostar inga poäng i den här given, och en giv utan misstag kan ändå sluta under expertens resultat.</translation>
    </message>
    <message>
        <source>Par: the expert is still playing these cards…</source>
        <translation>Expertens resultat: experten spelar fortfarande de här korten…</translation>
    </message>
    <message>
        <source>&lt;b&gt;You: {you} · par {par} · skill {skill}&lt;/b&gt;. With these cards the expert averages {par} for your side; you made {you}.</source>
        <translation>&lt;b&gt;Du: {you} · experten: {par} · skicklighet: {skill}&lt;/b&gt;. Med de här korten får experten i snitt {par} för din sida; du fick {you}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;You: {you} · par {par} · skill {skill}&lt;/b&gt;. With these cards the expert&apos;s average result is {par}; your result was {you}.</source>
        <translation>&lt;b&gt;Du: {you} · experten: {par} · skicklighet: {skill}&lt;/b&gt;. Med de här korten är expertens genomsnittliga resultat {par}; ditt resultat blev {you}.</translation>
    </message>
    <message>
        <source>A verdict judges one decision by what you knew then; a mistake or a blunder that did not change the outcome costs no points in this deal.</source>
        <translation>Ett omdöme bedömer ett beslut utifrån det du visste då; ett misstag eller ett grovt misstag som inte ändrade utgången kostar inga poäng i den här given.</translation>
    </message>
    <message>
        <source>No decision of yours was a mistake, yet you made less than par: par is the expert&apos;s average result over whole replays of these cards, and small losses add up over a deal.</source>
        <translation>Inget av dina beslut var ett misstag, men du fick ändå mindre än experten: expertens resultat är vad experten i snitt får i hela omspelningar av de här korten, och små förluster summeras under en hel giv.</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <source>{game} pack</source>
        <translation>lek för {game}</translation>
    </message>
    <message>
        <source>{cards} and {n} more</source>
        <translation>{cards} och {n} till</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>din hand</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>handen hos {name}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Plats {seat}</translation>
    </message>
    <message>
        <source>The deal needs {n} hands, one per seat, not {given}.</source>
        <translation>Given behöver {n} händer, en per plats, inte {given}.</translation>
    </message>
    <message>
        <source>You have 1 card; each hand needs {need}.</source>
        <translation>Du har 1 kort; varje hand ska ha {need}.</translation>
    </message>
    <message>
        <source>You have {n} cards; each hand needs {need}.</source>
        <translation>Du har {n} kort; varje hand ska ha {need}.</translation>
    </message>
    <message>
        <source>{name} has 1 card; each hand needs {need}.</source>
        <translation>{name} har 1 kort; varje hand ska ha {need}.</translation>
    </message>
    <message>
        <source>{name} has {n} cards; each hand needs {need}.</source>
        <translation>{name} har {n} kort; varje hand ska ha {need}.</translation>
    </message>
    <message>
        <source>This game has no stock: take the {cards} out of it.</source>
        <translation>Det här spelet har ingen talong: ta bort {cards} därifrån.</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>talongen</translation>
    </message>
    <message>
        <source>The {card} is not in the {pack}.</source>
        <translation>{card} finns inte i {pack}.</translation>
    </message>
    <message>
        <source>The {cards} are not in the {pack}.</source>
        <translation>{cards} finns inte i {pack}.</translation>
    </message>
    <message>
        <source>The {card} is in {place} twice: every card is dealt once.</source>
        <translation>{card} finns två gånger i {place}: varje kort delas ut en gång.</translation>
    </message>
    <message>
        <source>The {card} is dealt twice ({places}): every card is dealt once.</source>
        <translation>{card} är utdelat två gånger ({places}): varje kort delas ut en gång.</translation>
    </message>
    <message>
        <source>1 card is in no hand nor in the stock yet: {cards}.</source>
        <translation>1 kort finns ännu varken på någon hand eller i talongen: {cards}.</translation>
    </message>
    <message>
        <source>{n} cards are in no hand nor in the stock yet: {cards}.</source>
        <translation>{n} kort finns ännu varken på någon hand eller i talongen: {cards}.</translation>
    </message>
    <message>
        <source>1 card is in no hand yet: {cards}.</source>
        <translation>1 kort finns ännu inte på någon hand: {cards}.</translation>
    </message>
    <message>
        <source>{n} cards are in no hand yet: {cards}.</source>
        <translation>{n} kort finns ännu inte på någon hand: {cards}.</translation>
    </message>
</context>
<context>
    <name>Exercise</name>
    <message>
        <source>Right: that is the coach&apos;s best play. {clause}.</source>
        <translation>Rätt: det är tränarens bästa spel. {clause}.</translation>
    </message>
    <message>
        <source>Right: {played} does nearly as well as the coach&apos;s best play ({loss:.2f} points less on average).</source>
        <translation>Rätt: {played} är nästan lika bra som tränarens bästa spel ({loss:.2f} poäng mindre i snitt).</translation>
    </message>
    <message>
        <source>That is the play you made in the deal ({verdict}): it averages {loss:.2f} points less than the best play. Try another.</source>
        <translation>Det är det spel du valde i given ({verdict}): det ger i snitt {loss:.2f} poäng mindre än det bästa spelet. Försök med ett annat.</translation>
    </message>
    <message>
        <source>That is the play you made in the deal ({verdict}): it averages {loss:.2f} ± {noise:.2f} points less than the best play, which the coach&apos;s samples cannot tell from a mistake&apos;s cost. Try another.</source>
        <translation>Det är det spel du valde i given ({verdict}): det ger i snitt {loss:.2f} ± {noise:.2f} poäng mindre än det bästa spelet, och tränarens provgivar kan inte utesluta att det kostar som ett misstag. Försök med ett annat.</translation>
    </message>
    <message>
        <source>{verdict}: {played} averages {loss:.2f} points less than the best play. Try again.</source>
        <translation>{verdict}: {played} ger i snitt {loss:.2f} poäng mindre än det bästa spelet. Försök igen.</translation>
    </message>
    <message>
        <source>Right: that is the coach&apos;s best arrangement.</source>
        <translation>Rätt: det är tränarens bästa uppläggning.</translation>
    </message>
    <message>
        <source>Right: your arrangement does nearly as well as the coach&apos;s best ({loss:.2f} points less on average against the sampled hands).</source>
        <translation>Rätt: din uppläggning är nästan lika bra som tränarens bästa ({loss:.2f} poäng mindre i snitt mot de slumpade händerna).</translation>
    </message>
    <message>
        <source>That is the arrangement you laid in the deal ({verdict}): it averages {loss:.2f} points less than the coach&apos;s best. Try another.</source>
        <translation>Det är den uppläggning du lade i given ({verdict}): den ger i snitt {loss:.2f} poäng mindre än tränarens bästa. Försök med en annan.</translation>
    </message>
    <message>
        <source>{verdict}: your arrangement averages {loss:.2f} points less than the coach&apos;s best against the sampled hands. Try again.</source>
        <translation>{verdict}: din uppläggning ger i snitt {loss:.2f} poäng mindre än tränarens bästa mot de slumpade händerna. Försök igen.</translation>
    </message>
    <message>
        <source>The coach&apos;s answer: {clause}.</source>
        <translation>Tränarens svar: {clause}.</translation>
    </message>
</context>
<context>
    <name>ExerciseDialog</name>
    <message>
        <source>Find a better arrangement</source>
        <translation>Hitta en bättre uppläggning</translation>
    </message>
    <message>
        <source>Find a better play</source>
        <translation>Hitta ett bättre spel</translation>
    </message>
    <message>
        <source>The deal as dealt.</source>
        <translation>Given som den gavs.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Find a better arrangement.&lt;/b&gt; In a deal of {game} you laid {play} (the coach&apos;s verdict: {verdict}). Arrange your hand again, as you would now: Arrange your hand again… opens the arranger.</source>
        <translation>&lt;b&gt;Hitta en bättre uppläggning.&lt;/b&gt; I en giv i {game} lade du {play} (tränarens omdöme: {verdict}). Ordna din hand igen, som du skulle göra nu: Ordna din hand igen… öppnar ordnaren.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Find a better play.&lt;/b&gt; In a deal of {game} your choice here was: {play} (the coach&apos;s verdict: {verdict}). The other hands are hidden, as they were then. Click a card of your hand or a choice in the list, then Try this play.</source>
        <translation>&lt;b&gt;Hitta ett bättre spel.&lt;/b&gt; I en giv i {game} valde du här: {play} (tränarens omdöme: {verdict}). De andras händer är dolda, som de var då. Klicka på ett kort på din hand eller ett val i listan och sedan på Pröva det här spelet.</translation>
    </message>
    <message>
        <source>The exercise</source>
        <translation>Övningen</translation>
    </message>
    <message>
        <source>The deal as you saw it</source>
        <translation>Given som du såg den</translation>
    </message>
    <message>
        <source>What happened last</source>
        <translation>Det som hände senast</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your choices&lt;/b&gt;</source>
        <translation>&lt;b&gt;Dina val&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation>Dina val</translation>
    </message>
    <message>
        <source>&amp;Try this play</source>
        <translation>&amp;Pröva det här spelet</translation>
    </message>
    <message>
        <source>&amp;Arrange your hand again…</source>
        <translation>&amp;Ordna din hand igen…</translation>
    </message>
    <message>
        <source>&lt;b&gt;The arrangements the coach valued&lt;/b&gt;</source>
        <translation>&lt;b&gt;Uppläggningarna som tränaren värderade&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The coach&apos;s verdict</source>
        <translation>Tränarens omdöme</translation>
    </message>
    <message>
        <source>The coach&apos;s words</source>
        <translation>Tränarens ord</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>&amp;Nästa misstag</translation>
    </message>
    <message>
        <source>your play in the deal</source>
        <translation>ditt spel i given</translation>
    </message>
    <message>
        <source>the coach&apos;s best</source>
        <translation>tränarens bästa</translation>
    </message>
    <message>
        <source>{choice}: {points} points</source>
        <translation>{choice}: {points} poäng</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right: {play}&lt;/b&gt; ({verdict})</source>
        <translation>&lt;b&gt;Rätt: {play}&lt;/b&gt; ({verdict})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not this one: {play}&lt;/b&gt; ({verdict})</source>
        <translation>&lt;b&gt;Inte det här: {play}&lt;/b&gt; ({verdict})</translation>
    </message>
    <message>
        <source>&lt;b&gt;The answer: {play}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Svaret: {play}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The review of the deal said: {reason}</source>
        <translation>Granskningen av given sa: {reason}</translation>
    </message>
    <message>
        <source>This answer could not be kept in the statistics ({reason}); the exercise comes back as before.</source>
        <translation>Svaret kunde inte sparas i statistiken ({reason}); övningen kommer tillbaka som förut.</translation>
    </message>
    <message>
        <source>Your second try: {play} ({verdict}), {loss} points less on average than the coach&apos;s best.</source>
        <translation>Ditt andra försök: {play} ({verdict}), i snitt {loss} poäng mindre än tränarens bästa.</translation>
    </message>
    <message>
        <source>Your second try: {play} ({verdict}), {loss} ± {noise} points less on average than the coach&apos;s best.</source>
        <translation>Ditt andra försök: {play} ({verdict}), i snitt {loss} ± {noise} poäng mindre än tränarens bästa.</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>There is no such file.</source>
        <translation>Filen finns inte.</translation>
    </message>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>Det är en mapp, inte en fil.</translation>
    </message>
    <message>
        <source>You are not allowed to read this file.</source>
        <translation>Du har inte behörighet att läsa filen.</translation>
    </message>
    <message>
        <source>It cannot be opened ({reason}).</source>
        <translation>Den kan inte öppnas ({reason}).</translation>
    </message>
    <message>
        <source>It cannot be read ({reason}).</source>
        <translation>Den kan inte läsas ({reason}).</translation>
    </message>
    <message>
        <source>It is a pipe (FIFO), not a file; it could wait forever for data.</source>
        <translation>Det är en pipe (FIFO), inte en fil; den kunde vänta på data i evighet.</translation>
    </message>
    <message>
        <source>It is a device, not a file.</source>
        <translation>Det är en enhet, inte en fil.</translation>
    </message>
    <message>
        <source>It is a socket, not a file.</source>
        <translation>Det är en socket, inte en fil.</translation>
    </message>
    <message>
        <source>It is not an ordinary file.</source>
        <translation>Det är inte en vanlig fil.</translation>
    </message>
    <message>
        <source>It is too large ({size} bytes; at most {limit}).</source>
        <translation>Den är för stor ({size} byte; högst {limit}).</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Bräus · 4 players</source>
        <translation>Bräus · 4 spelare</translation>
    </message>
    <message>
        <source>Bräus · 6 players</source>
        <translation>Bräus · 6 spelare</translation>
    </message>
    <message>
        <source>Bräus for six players</source>
        <translation>Bräus för sex spelare</translation>
    </message>
    <message>
        <source>Danish Brus</source>
        <translation>Dansk Brus</translation>
    </message>
    <message>
        <source>Solo Brus</source>
        <translation>Solo-Brus</translation>
    </message>
    <message>
        <source>Icelandic Brús</source>
        <translation>Isländsk Brús</translation>
    </message>
    <message>
        <source>Brag</source>
        <translation>Brag</translation>
    </message>
    <message>
        <source>Bräus</source>
        <translation>Bräus</translation>
    </message>
    <message>
        <source>Horwell&apos;s Brag</source>
        <translation>Horwells Brag</translation>
    </message>
    <message>
        <source>Bräus from Gotland: 4 or 6 players in two teams</source>
        <translation>Bräus från Gotland: 4 eller 6 spelare i två lag</translation>
    </message>
    <message>
        <source>Danish Brus: 4 players in two partnerships</source>
        <translation>Dansk Brus: 4 spelare i två par</translation>
    </message>
    <message>
        <source>Solo Brus: 3 players, each for themselves</source>
        <translation>Solo-Brus: 3 spelare, var och en för sig</translation>
    </message>
    <message>
        <source>Icelandic Brús: 4 players in partnerships</source>
        <translation>Isländsk Brús: 4 spelare i två par</translation>
    </message>
    <message>
        <source>Horwell&apos;s multi-card Brag: 2 to 4 players arrange tricks</source>
        <translation>Horwells Brag med många kort: 2 till 4 spelare ordnar stick</translation>
    </message>
    <message>
        <source>Horwell&apos;s multi-card Brag</source>
        <translation>Horwells Brag med många kort</translation>
    </message>
    <message>
        <source>Brus</source>
        <translation>Brus</translation>
    </message>
    <message>
        <source>Brús</source>
        <translation>Brús</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <source>card</source>
        <translation>kort</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>{clause}; {outlook}.</source>
        <translation>{clause}; {outlook}.</translation>
    </message>
    <message>
        <source>{clause}.</source>
        <translation>{clause}.</translation>
    </message>
    <message>
        <source>Risk {cards}</source>
        <translation>Våga {cards}</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>Spela {cards}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Cut {n} cards</source>
        <translation>Kupera {n} kort</translation>
    </message>
    <message>
        <source>{cards} risked</source>
        <translation>{cards} vågat</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>att passa</translation>
    </message>
    <message>
        <source>{other} would do as well</source>
        <translation>{other} vore lika bra</translation>
    </message>
    <message>
        <source>over {n} sampled deals it averages {value:+.2f} points for your side, {gap:.2f} more than {other}</source>
        <translation>över {n} provgivar ger det i snitt {value:+.2f} poäng för ditt lag, {gap:.2f} mer än {other}</translation>
    </message>
    <message>
        <source>over the sampled deal it averages {value:+.2f} points for your side, {gap:.2f} more than {other}</source>
        <translation>i provgiven ger det {value:+.2f} poäng för ditt lag, {gap:.2f} mer än {other}</translation>
    </message>
    <message>
        <source>over {n} sampled deals it averages {value:+.2f} points for you, {gap:.2f} more than {other}</source>
        <translation>över {n} provgivar ger det i snitt {value:+.2f} poäng för dig, {gap:.2f} mer än {other}</translation>
    </message>
    <message>
        <source>over the sampled deal it averages {value:+.2f} points for you, {gap:.2f} more than {other}</source>
        <translation>i provgiven ger det {value:+.2f} poäng för dig, {gap:.2f} mer än {other}</translation>
    </message>
    <message>
        <source>Pass: nothing in your hand beats {card}</source>
        <translation>Passa: inget på din hand tar över {card}</translation>
    </message>
    <message>
        <source>Lead {card}: no card still out beats it</source>
        <translation>Spela ut {card}: inget kort som är kvar ute slår det</translation>
    </message>
    <message>
        <source>Lead {card}, your lowest playable card: save the high ones for later</source>
        <translation>Spela ut {card}, ditt lägsta spelbara kort: spara de höga till senare</translation>
    </message>
    <message>
        <source>Lead {card}</source>
        <translation>Spela ut {card}</translation>
    </message>
    <message>
        <source>Beat with {card}: your partner&apos;s {theirs} would lose to {threat}, still out</source>
        <translation>Ta över med {card}: din partners {theirs} skulle förlora mot {threat}, som fortfarande är ute</translation>
    </message>
    <message>
        <source>Beat with {card}: your partner&apos;s {theirs} would lose</source>
        <translation>Ta över med {card}: din partners {theirs} skulle förlora</translation>
    </message>
    <message>
        <source>Beat with {card}: nobody after you can beat it</source>
        <translation>Ta över med {card}: ingen efter dig kan slå det</translation>
    </message>
    <message>
        <source>Beat with {card}, your cheapest card above {beat}: keep the stronger ones</source>
        <translation>Ta över med {card}, ditt billigaste kort över {beat}: behåll de starkare</translation>
    </message>
    <message>
        <source>Beat {beat} with {card}</source>
        <translation>Ta över {beat} med {card}</translation>
    </message>
    <message>
        <source>{move}: every cut is as good as any other for you</source>
        <translation>{move}: varje kupering är lika bra för dig</translation>
    </message>
    <message>
        <source>{move}: a multiple lead the others must answer card for card</source>
        <translation>{move}: ett flerutspel som de andra måste besvara kort för kort</translation>
    </message>
    <message>
        <source>{move}: your partner&apos;s {cards} is winning; give away your least useful cards</source>
        <translation>{move}: din partners {cards} vinner; släpp dina minst användbara kort</translation>
    </message>
    <message>
        <source>{move}: your partner&apos;s {cards} is winning; give away your least useful card</source>
        <translation>{move}: din partners {cards} vinner; släpp ditt minst användbara kort</translation>
    </message>
    <message>
        <source>{move}: it beats {cards}, and no card still out beats it</source>
        <translation>{move}: det slår {cards}, och inget kort som är kvar ute slår det</translation>
    </message>
    <message>
        <source>{move}: your cheapest card that beats {cards}; keep the stronger ones</source>
        <translation>{move}: ditt billigaste kort som slår {cards}; behåll de starkare</translation>
    </message>
    <message>
        <source>{move}: it beats {cards}</source>
        <translation>{move}: det slår {cards}</translation>
    </message>
    <message>
        <source>{move}: you cannot win this trick cheaply, so throw your least useful cards</source>
        <translation>{move}: du kan inte vinna sticket billigt, så släpp dina minst användbara kort</translation>
    </message>
    <message>
        <source>{move}: you cannot win this trick cheaply, so throw your least useful card</source>
        <translation>{move}: du kan inte vinna sticket billigt, så släpp ditt minst användbara kort</translation>
    </message>
    <message>
        <source>Lead {card}: it would not win a trick anyway, and your beating cards stay in your hand</source>
        <translation>Spela ut {card}: det skulle ändå inte vinna något stick, och dina stickkort stannar kvar på handen</translation>
    </message>
    <message>
        <source>Lead {card}, your lowest beating card: save the higher ones for later</source>
        <translation>Spela ut {card}, ditt lägsta stickkort: spara de högre till senare</translation>
    </message>
    <message>
        <source>Lead {card}: it costs you little, and the others must spend a card to beat it</source>
        <translation>Spela ut {card}: det kostar dig lite, och de andra måste offra ett kort för att slå det</translation>
    </message>
    <message>
        <source>Arrange your tricks as {names} and discard {cards}</source>
        <translation>Ordna sticken som {names} och kasta {cards}</translation>
    </message>
    <message>
        <source>Arrange your tricks as {names}</source>
        <translation>Ordna sticken som {names}</translation>
    </message>
    <message>
        <source>{arrange}: against hands dealt from the unseen cards it wins about {value:.1f} of {n} tricks (sweep bonus included), {gain:.1f} more than the strongest-first arrangement.</source>
        <translation>{arrange}: mot händer givna ur de osedda korten vinner det omkring {value:.1f} av {n} stick (bonus för alla stick medräknad), {gain:.1f} mer än att lägga det starkaste först.</translation>
    </message>
    <message>
        <source>{arrange}: against hands dealt from the unseen cards it wins about {value:.1f} of {n} tricks (sweep bonus included).</source>
        <translation>{arrange}: mot händer givna ur de osedda korten vinner det omkring {value:.1f} av {n} stick (bonus för alla stick medräknad).</translation>
    </message>
    <message>
        <source>Lead {card} and risk it: if it takes the trick, the risk scores for your side</source>
        <translation>Spela ut {card} och våga det: tar det sticket ger det vågade kortet poäng åt ditt lag</translation>
    </message>
    <message>
        <source>Lead {card} and risk it: if it takes the trick, the risk scores for you</source>
        <translation>Spela ut {card} och våga det: tar det sticket ger det vågade kortet poäng åt dig</translation>
    </message>
</context>
<context>
    <name>Iceland</name>
    <message>
        <source>Cut between 1 and {most} cards from the top, not {position}.</source>
        <translation>Kupera mellan 1 och {most} kort från toppen, inte {position}.</translation>
    </message>
    <message>
        <source>The pack must be cut first: seat {seat} cuts (cut 1 to 35).</source>
        <translation>Leken måste kuperas först: plats {seat} kuperar (kupera 1 till 35).</translation>
    </message>
    <message>
        <source>The pack has been cut already: play a card.</source>
        <translation>Leken är redan kuperad: spela ett kort.</translation>
    </message>
    <message>
        <source>In Brús only the K♥ can be risked.</source>
        <translation>I Brús kan bara K♥ vågas.</translation>
    </message>
    <message>
        <source>The K♥ cannot be risked in the first trick of a hand.</source>
        <translation>K♥ kan inte vågas i givens första stick.</translation>
    </message>
    <message>
        <source>Your team is on the robber rung (one point from winning): it may not risk the K♥.</source>
        <translation>Ditt lag står på rövarsteget (en poäng från vinst): det får inte våga K♥.</translation>
    </message>
    <message>
        <source>You hold the J♣ yourself, so the K♥ cannot be risked.</source>
        <translation>Du har själv J♣, så K♥ kan inte vågas.</translation>
    </message>
    <message>
        <source>The J♣ has been played, so the K♥ cannot be risked.</source>
        <translation>J♣ är redan spelad, så K♥ kan inte vågas.</translation>
    </message>
    <message>
        <source>{side} wins the hand ({tricks}): jana, 2 points.</source>
        <translation>{side} vinner given ({tricks}): jana, 2 poäng.</translation>
    </message>
    <message>
        <source>{side} wins the hand ({tricks}): 1 point.</source>
        <translation>{side} vinner given ({tricks}): 1 poäng.</translation>
    </message>
</context>
<context>
    <name>ImportLine</name>
    <message>
        <source>How much of the record is read</source>
        <translation>Hur mycket av spelprotokollet som är läst</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation>Importerar {file}…</translation>
    </message>
</context>
<context>
    <name>Importing</name>
    <message>
        <source>The import of {file} was cancelled; the game in play goes on.</source>
        <translation>Importen av {file} avbröts; spelet som pågår fortsätter.</translation>
    </message>
</context>
<context>
    <name>KeyMomentsBox</name>
    <message>
        <source>Key moments</source>
        <translation>Nyckelögonblick</translation>
    </message>
    <message>
        <source>&lt;b&gt;Key moments&lt;/b&gt; (what cost you most in this deal)</source>
        <translation>&lt;b&gt;Nyckelögonblick&lt;/b&gt; (det som kostade dig mest i den här given)</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <source>That play is allowed, but this lesson is about another: {what}</source>
        <translation>Det draget är tillåtet, men den här lektionen handlar om ett annat: {what}</translation>
    </message>
</context>
<context>
    <name>LessonHost</name>
    <message>
        <source>{course} · lesson {n} of {count}: {title}</source>
        <translation>{course} · lektion {n} av {count}: {title}</translation>
    </message>
    <message>
        <source>{course}, lesson {n} of {count}: {title}.</source>
        <translation>{course}, lektion {n} av {count}: {title}.</translation>
    </message>
    <message>
        <source>Lesson finished.</source>
        <translation>Lektionen är klar.</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Next lesson</source>
        <translation>Nästa lektion</translation>
    </message>
    <message>
        <source>Play a first match</source>
        <translation>Spela ett första parti</translation>
    </message>
    <message>
        <source>All lessons…</source>
        <translation>Alla lektioner…</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lämna lektionen</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
</context>
<context>
    <name>LessonsDialog</name>
    <message>
        <source>Lessons</source>
        <translation>Lektioner</translation>
    </message>
    <message>
        <source>Each game has a short course: a few sentences, then you make the play on a prepared deal. The last lesson is a whole deal with hints.</source>
        <translation>Varje spel har en kort kurs: några meningar, sedan gör du draget i en förberedd giv. Den sista lektionen är en hel giv med tips.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Klar</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Börja</translation>
    </message>
    <message>
        <source>Play a &amp;first match</source>
        <translation>Spela ett &amp;första parti</translation>
    </message>
    <message>
        <source>{done} of {count}</source>
        <translation>{done} av {count}</translation>
    </message>
    <message>
        <source>{n}. {title}</source>
        <translation>{n}. {title}</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>Inte klar</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Random</source>
        <translation>Slumpvis</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Nybörjare</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Girig</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Cheater</source>
        <translation>Fuskare</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Människa</translation>
    </message>
    <message>
        <source>Plays any legal card at random (for tests and baselines).</source>
        <translation>Spelar vilket tillåtet kort som helst på måfå (för tester och jämförelser).</translation>
    </message>
    <message>
        <source>A newcomer: simple rules of thumb and natural mistakes.</source>
        <translation>En nykomling: enkla tumregler och naturliga misstag.</translation>
    </message>
    <message>
        <source>A solid club player: counts cards, supports its partner and saves its best cards for when they matter.</source>
        <translation>En stadig klubbspelare: räknar kort, stöttar sin partner och sparar sina bästa kort till när de behövs.</translation>
    </message>
    <message>
        <source>Brag: lays its strongest trick first, then the strongest of the rest.</source>
        <translation>Brag: lägger sitt starkaste stick först, sedan det starkaste av resten.</translation>
    </message>
    <message>
        <source>Thinks ahead: weighs what the hidden hands may hold and searches the rest of the deal.</source>
        <translation>Tänker framåt: väger vad de dolda händerna kan innehålla och söker igenom resten av given.</translation>
    </message>
    <message>
        <source>Benchmark only: sees every hand and plays the perfect move.</source>
        <translation>Bara för mätningar: ser alla händer och spelar det perfekta draget.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The last trick is taken</source>
        <translation>Sista sticket tas hem</translation>
    </message>
    <message>
        <source>Showdown: the tricks are compared</source>
        <translation>Uppvisning: sticken jämförs</translation>
    </message>
    <message>
        <source>The lesson is finished</source>
        <translation>Lektionen är klar</translation>
    </message>
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
        <source>Re&amp;view deal</source>
        <translation>&amp;Granska given</translation>
    </message>
    <message>
        <source>How you played this deal: every decision valued, with the coach&apos;s reasons</source>
        <translation>Hur du spelade den här given: varje beslut värderat, med tränarens motiveringar</translation>
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
        <source>Game log</source>
        <translation>Spellogg</translation>
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
        <source>Re&amp;view this deal…</source>
        <translation>G&amp;ranska den här given…</translation>
    </message>
    <message>
        <source>&amp;Where am I</source>
        <translation>&amp;Var är jag</translation>
    </message>
    <message>
        <source>Say a&amp;gain</source>
        <translation>Säg ig&amp;en</translation>
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
        <source>Prac&amp;tice</source>
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
        <source>My &amp;mistakes…</source>
        <translation>Mina &amp;misstag…</translation>
    </message>
    <message>
        <source>&amp;About Bräus Desktop</source>
        <translation>&amp;Om Bräus Desktop</translation>
    </message>
    <message>
        <source>&amp;Keyboard and screen reader</source>
        <translation>&amp;Tangentbord och skärmläsare</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lektioner…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Problem…</translation>
    </message>
    <message>
        <source>{game} — Bräus Desktop</source>
        <translation>{game} — Bräus Desktop</translation>
    </message>
    <message>
        <source>A deal can be reviewed once it is over.</source>
        <translation>En giv kan granskas när den är slut.</translation>
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
        <source>The computer player in your seat is thinking…</source>
        <translation>Datorspelaren på din plats funderar…</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>Inget har sagts än.</translation>
    </message>
    <message>
        <source>The review of deal {n} is ready: Game, Review this deal (Ctrl+K).</source>
        <translation>Granskningen av giv {n} är klar: Spel, Granska den här given (Ctrl+K).</translation>
    </message>
    <message>
        <source>Risk it?</source>
        <translation>Våga?</translation>
    </message>
    <message>
        <source>Risk {cards}? {terms}

(You can turn this question off in Settings.)</source>
        <translation>Våga {cards}? {terms}

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
        <translation>Givnummer (loggen visar varje givs nummer, t.ex. ”Giv 1 (nr 8123)”):</translation>
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
    <message>
        <source>If it wins the trick, you score for it; if another player beats it, they do.</source>
        <translation>Om det tar sticket får du poäng för det; om en annan spelare slår det får den spelaren dem.</translation>
    </message>
    <message>
        <source>If it wins the trick, you and your partner score 1. If an opponent beats it, their side scores 1; if your partner beats it, nobody scores for it.</source>
        <translation>Om det tar sticket får du och din partner 1 poäng. Om en motspelare slår det får deras lag 1 poäng; om din partner slår det får ingen poäng för det.</translation>
    </message>
    <message>
        <source>If it wins the trick, you score 1; if another player beats it, that player scores 1.</source>
        <translation>Om det tar sticket får du 1 poäng; om en annan spelare slår det får den spelaren 1 poäng.</translation>
    </message>
    <message>
        <source>You lead it, risking the round: if it wins the trick, you and your partner score 2; if an opponent&apos;s J♣ beats it, they score 3. If your partner plays the J♣ on it, nobody scores for it.</source>
        <translation>Du spelar ut det och vågar rundan: om det tar sticket får du och din partner 2 poäng; om en motspelares J♣ slår det får de 3 poäng. Om din partner lägger J♣ på det får ingen poäng för det.</translation>
    </message>
    <message>
        <source>If it wins the trick, you and your partner score 1; if the next player&apos;s J♣ beats it, their side scores 2. If your partner plays the J♣ on it, nobody scores for it.</source>
        <translation>Om det tar sticket får du och din partner 1 poäng; om nästa spelares J♣ slår det får deras lag 2 poäng. Om din partner lägger J♣ på det får ingen poäng för det.</translation>
    </message>
</context>
<context>
    <name>MistakesDialog</name>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>This mistake cannot be set out again: its row in the statistics file is not one this app wrote, so it is left out.</source>
        <translation>Det här misstaget kan inte läggas upp igen: dess rad i statistikfilen skrevs inte av den här appen, så den lämnas utanför.</translation>
    </message>
    <message>
        <source>My mistakes</source>
        <translation>Mina misstag</translation>
    </message>
    <message>
        <source>Every play the coach called a mistake or a blunder in your deals comes back here as an exercise: find a better play. It comes back after 1, 3, 7 and 21 days until you find a good play twice in a row; a wrong answer brings it back the next day.</source>
        <translation>Varje spel som tränaren kallade ett misstag eller ett grovt misstag i dina givar kommer tillbaka hit som en övning: hitta ett bättre spel. Den kommer tillbaka efter 1, 3, 7 och 21 dagar tills du hittar ett bra spel två gånger i rad; ett fel svar gör att den kommer tillbaka dagen efter.</translation>
    </message>
    <message>
        <source>Due for another try</source>
        <translation>Dags att försöka igen</translation>
    </message>
    <message>
        <source>Your play</source>
        <translation>Ditt spel</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Omdöme</translation>
    </message>
    <message>
        <source>Your mistakes due for another try, by game</source>
        <translation>Dina misstag som är dags att försöka igen, spel för spel</translation>
    </message>
    <message>
        <source>&amp;Try it</source>
        <translation>&amp;Försök</translation>
    </message>
    <message>
        <source>Your mistakes could not be read ({reason}).</source>
        <translation>Dina misstag kunde inte läsas ({reason}).</translation>
    </message>
    <message>
        <source>{game}: {n} due</source>
        <translation>{game}: {n} att försöka igen</translation>
    </message>
    <message>
        <source>{when}, deal {n}</source>
        <translation>{when}, giv {n}</translation>
    </message>
    <message>
        <source>No statistics are kept in this session, so there are no mistakes to try again.</source>
        <translation>Ingen statistik sparas i den här sessionen, så det finns inga misstag att försöka igen.</translation>
    </message>
    <message>
        <source>Nothing is due today.</source>
        <translation>Inget är dags i dag.</translation>
    </message>
    <message>
        <source>Coming back later: {n}; the next on {day}.</source>
        <translation>Kommer tillbaka senare: {n}; nästa den {day}.</translation>
    </message>
    <message>
        <source>When the coach finds a mistake in one of your deals, it comes back here.</source>
        <translation>När tränaren hittar ett misstag i en av dina givar kommer det tillbaka hit.</translation>
    </message>
</context>
<context>
    <name>MistakesDue</name>
    <message numerus="yes">
        <source>%n of your mistakes are due for another try (Help → My mistakes).</source>
        <translation>
            <numerusform>Ett av dina misstag väntar på ett nytt försök (Hjälp → Mina misstag).</numerusform>
            <numerusform>%n av dina misstag väntar på ett nytt försök (Hjälp → Mina misstag).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MomentLine</name>
    <message>
        <source>Go to this moment of the deal ({enter})</source>
        <translation>Gå till det här ögonblicket i given ({enter})</translation>
    </message>
    <message>
        <source>Go to this moment of the deal (click or {enter})</source>
        <translation>Gå till det här ögonblicket i given (klicka eller {enter})</translation>
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
        <source>Match length: {label}</source>
        <translation>Matchens längd: {label}</translation>
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
        <source>{position} · us</source>
        <translation>{position} · vi</translation>
    </message>
    <message>
        <source>{position} · them</source>
        <translation>{position} · de</translation>
    </message>
    <message>
        <source>Name of the player at {position}</source>
        <translation>Namn på spelaren på plats {position}</translation>
    </message>
    <message>
        <source>You (human)</source>
        <translation>Du (människa)</translation>
    </message>
    <message>
        <source>South is played by you</source>
        <translation>Syd spelas av dig</translation>
    </message>
    <message>
        <source>Computer player at {position}</source>
        <translation>Datorspelare på plats {position}</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Varje spelare behöver ett namn.</translation>
    </message>
    <message>
        <source>Start the game with these players and rules</source>
        <translation>Starta spelet med de här spelarna och reglerna</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <source>on</source>
        <translation>på</translation>
    </message>
    <message>
        <source>off</source>
        <translation>av</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatiskt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>inga</translation>
    </message>
    <message>
        <source>jokers</source>
        <translation>jokrar</translation>
    </message>
    <message>
        <source>jokers and twos</source>
        <translation>jokrar och tvåor</translation>
    </message>
    <message>
        <source>Players, each for themselves.</source>
        <translation>Spelare, var och en för sig.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Cards per trick: 3 (classic brag hands) or 4.</source>
        <translation>Kort per stick: 3 (klassiska brag-händer) eller 4.</translation>
    </message>
    <message>
        <source>Cards per trick</source>
        <translation>Kort per stick</translation>
    </message>
    <message>
        <source>Cards dealt to each player. Default 16 for 3-card tricks (five tricks and one discard) and 21 for 4-card tricks (five tricks and one discard), or the largest such hand that fits the pack for 3 or 4 players. 3-card tricks: 6 to 24 cards, at most one card to discard; 4-card tricks: exactly one card to discard (5, 9, 13, 17, 21 or 25).</source>
        <translation>Kort som delas ut till varje spelare. Normalt 16 för stick med 3 kort (fem stick och ett kastkort) och 21 för stick med 4 kort (fem stick och ett kastkort), eller den största sådana hand som leken räcker till för 3 eller 4 spelare. Stick med 3 kort: 6 till 24 kort, högst ett kort att kasta; stick med 4 kort: exakt ett kort att kasta (5, 9, 13, 17, 21 eller 25).</translation>
    </message>
    <message>
        <source>Cards per hand</source>
        <translation>Kort per hand</translation>
    </message>
    <message>
        <source>Wild cards: none, the three jokers, or the jokers and the four twos.</source>
        <translation>Vilda kort: inga, de tre jokrarna, eller jokrarna och de fyra tvåorna.</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>Vilda kort</translation>
    </message>
    <message>
        <source>Horwell&apos;s rule: a running flush beats a prial of lower rank than its top card.</source>
        <translation>Horwells regel: en färgstege slår en triss av lägre valör än stegens högsta kort.</translation>
    </message>
    <message>
        <source>Horwell&apos;s rule</source>
        <translation>Horwells regel</translation>
    </message>
    <message>
        <source>Points to win the game. Default: three times the tricks per deal (15 for five tricks).</source>
        <translation>Poäng för att vinna spelet. Normalt tre gånger antalet stick per giv (15 för fem stick).</translation>
    </message>
    <message>
        <source>Game to</source>
        <translation>Spel till</translation>
    </message>
    <message>
        <source>a Brag hand of 3-card tricks holds 6 to 24 cards with at most one to discard (6, 7, 9, 10, 12, 13 ... 24), not {h}</source>
        <translation>en Brag-hand med stick om 3 kort har 6 till 24 kort med högst ett att kasta (6, 7, 9, 10, 12, 13 ... 24), inte {h}</translation>
    </message>
    <message>
        <source>a Brag hand of 4-card tricks holds whole tricks and exactly one card to discard (5, 9, 13, 17, 21 or 25 cards), not {h}</source>
        <translation>en Brag-hand med stick om 4 kort har hela stick och exakt ett kort att kasta (5, 9, 13, 17, 21 eller 25 kort), inte {h}</translation>
    </message>
    <message>
        <source>{n} hands of {h} cards need {cards} cards, but the pack has only {pack}</source>
        <translation>{n} händer med {h} kort kräver {cards} kort, men leken har bara {pack}</translation>
    </message>
    <message>
        <source>with {wilds}, a hand of {h} cards could hold {w} wild cards, more than {tricks} of {k} and {discards} can take (one wild per trick, or a supreme as the first trick); choose a larger hand</source>
        <translation>med {wilds} kan en hand med {h} kort få {w} vilda kort, fler än {tricks} med {k} kort och {discards} rymmer (ett vilt kort per stick, eller en supreme som första stick); välj en större hand</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 stick</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} stick</translation>
    </message>
    <message>
        <source>1 discard</source>
        <translation>1 kastkort</translation>
    </message>
    <message>
        <source>{n} discards</source>
        <translation>{n} kastkort</translation>
    </message>
    <message>
        <source>the target must be at least 1 point, not {target}</source>
        <translation>målet måste vara minst 1 poäng, inte {target}</translation>
    </message>
    <message>
        <source>Four players (two teams of two, partners opposite) or six (two teams of three, alternating).</source>
        <translation>Fyra spelare (två lag om två, partnerna mitt emot varandra) eller sex (två lag om tre, varannan).</translation>
    </message>
    <message>
        <source>Points (strokes) a team needs to win the game.</source>
        <translation>Poäng (streck) som ett lag behöver för att vinna spelet.</translation>
    </message>
    <message>
        <source>Sticks each side starts with; the first to discard them all wins the rubber (default 12, or 20 with automatic risking).</source>
        <translation>Pinnar som varje sida börjar med; den som först blir av med alla vinner robbern (normalt 12, eller 20 med automatisk vågning).</translation>
    </message>
    <message>
        <source>Sticks</source>
        <translation>Pinnar</translation>
    </message>
    <message>
        <source>Cards in each hand while there is a stock: 3, or 4 (then four cards of a rank may be led together).</source>
        <translation>Kort på varje hand så länge det finns en talong: 3, eller 4 (då får fyra kort av samma valör spelas ut tillsammans).</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Kort på handen</translation>
    </message>
    <message>
        <source>Use the tens instead of the fives (worthless either way: no effect on play).</source>
        <translation>Använd tiorna i stället för femmorna (värdelösa i båda fallen: ingen inverkan på spelet).</translation>
    </message>
    <message>
        <source>Tens instead of fives</source>
        <translation>Tior i stället för femmor</translation>
    </message>
    <message>
        <source>Deal every card (9 each, 12 in solo); the worthless cards become low beating cards; taking every trick scores 2.</source>
        <translation>Dela ut alla kort (9 var, 12 i solo); de värdelösa korten blir låga stickkort; att ta alla stick ger 2.</translation>
    </message>
    <message>
        <source>No stock</source>
        <translation>Ingen talong</translation>
    </message>
    <message>
        <source>No risking once the stock is empty.</source>
        <translation>Inga vågade kort när talongen är slut.</translation>
    </message>
    <message>
        <source>No risk after the stock</source>
        <translation>Inget vågat efter talongen</translation>
    </message>
    <message>
        <source>An honour thrown on a trick it cannot win may be risked; it succeeds unless the next player smacks it with a higher honour.</source>
        <translation>En honnör som läggs på ett stick den inte kan vinna får vågas; det lyckas om inte nästa spelare slår den med en högre honnör.</translation>
    </message>
    <message>
        <source>Risk discarded honours</source>
        <translation>Våga kastade honnörer</translation>
    </message>
    <message>
        <source>No risking when the risk&apos;s points would win the rubber.</source>
        <translation>Inga vågade kort när poängen för det skulle vinna robbern.</translation>
    </message>
    <message>
        <source>No risking to win</source>
        <translation>Inget vågat för att vinna</translation>
    </message>
    <message>
        <source>KH risked on an 8S risks 2 even if the 8S was not risked; the Spids of the 8S player&apos;s partner over them scores 3, or 4 if both were risked.</source>
        <translation>K♥ vågad på en 8♠ gäller 2 även om 8♠ inte var vågad; Spids från 8♠-spelarens partner över dem ger 3, eller 4 om båda var vågade.</translation>
    </message>
    <message>
        <source>Oversmack</source>
        <translation>Överslag</translation>
    </message>
    <message>
        <source>The K♣ beating a led seven may be risked (the K♠ being the higher card).</source>
        <translation>K♣ som slår en utspelad sjua får vågas (K♠ är det högre kortet).</translation>
    </message>
    <message>
        <source>Risk the K♣</source>
        <translation>Våga K♣</translation>
    </message>
    <message>
        <source>Every card that can legally be risked is risked automatically (the default rubber is then 20 sticks).</source>
        <translation>Varje kort som får vågas vågas automatiskt (robbern är då normalt 20 pinnar).</translation>
    </message>
    <message>
        <source>Automatic risking</source>
        <translation>Automatisk vågning</translation>
    </message>
    <message>
        <source>Leading three or more cards at once whistles: 1 point at once.</source>
        <translation>Att spela ut tre eller fler kort på en gång är att vissla: 1 poäng direkt.</translation>
    </message>
    <message>
        <source>Whistle</source>
        <translation>Vissla</translation>
    </message>
    <message>
        <source>After 7, K♣, K♠ as the first three cards of a trick, the fourth player may beat the K♠ with an honour.</source>
        <translation>Efter 7, K♣, K♠ som stickets tre första kort får den fjärde spelaren slå K♠ med en honnör.</translation>
    </message>
    <message>
        <source>Honour over K♠</source>
        <translation>Honnör över K♠</translation>
    </message>
    <message>
        <source>{game}: no_stock deals every card at once, so hand_size {size} cannot apply</source>
        <translation>{game}: no_stock delar ut alla kort på en gång, så hand_size {size} kan inte gälla</translation>
    </message>
    <message>
        <source>{game}: no_risk_after_stock cannot go with no_stock: there is never a stock, so no card could ever be risked</source>
        <translation>{game}: no_risk_after_stock går inte ihop med no_stock: det finns aldrig någon talong, så inget kort skulle någonsin kunna vågas</translation>
    </message>
    <message>
        <source>Points to win the game: the five rungs of the comb.</source>
        <translation>Poäng för att vinna spelet: kammens fem steg.</translation>
    </message>
</context>
<context>
    <name>Phrase</name>
    <message>
        <source>{items} or {last}</source>
        <translation>{items} eller {last}</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} och {last}</translation>
    </message>
</context>
<context>
    <name>PointsChart</name>
    <message>
        <source>Points per match</source>
        <translation>Poäng per match</translation>
    </message>
    <message>
        <source>Finish a match of this game to see its points here.</source>
        <translation>Spela klart en match i det här spelet för att se poängen här.</translation>
    </message>
    <message>
        <source>Points per match – {game}</source>
        <translation>Poäng per match – {game}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vunnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>förlorad</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>oavgjord</translation>
    </message>
    <message>
        <source>match {i}: {outcome}, {mine} – {theirs}</source>
        <translation>match {i}: {outcome}, {mine} – {theirs}</translation>
    </message>
    <message>
        <source>your side</source>
        <translation>din sida</translation>
    </message>
    <message>
        <source>best other side</source>
        <translation>bästa andra sida</translation>
    </message>
    <message>
        <source>pale: lost</source>
        <translation>blek: förlorad</translation>
    </message>
</context>
<context>
    <name>PuzzleController</name>
    <message>
        <source>Best play</source>
        <translation>Bästa spel</translation>
    </message>
    <message>
        <source>Solved! Click here for the next puzzle.</source>
        <translation>Löst! Klicka här för nästa problem.</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <source>Puzzles</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Sp&amp;el:</translation>
    </message>
    <message>
        <source>Puzzle number</source>
        <translation>Problemets nummer</translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation>&amp;Nummer:</translation>
    </message>
    <message>
        <source>Puzzle of the &amp;day</source>
        <translation>&amp;Dagens problem</translation>
    </message>
    <message>
        <source>Ne&amp;xt puzzle</source>
        <translation>Näs&amp;ta problem</translation>
    </message>
    <message>
        <source>&amp;Start again</source>
        <translation>&amp;Börja om</translation>
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
        <source>Puzzle of the day. </source>
        <translation>Dagens problem. </translation>
    </message>
    <message>
        <source>Solved: {solved} of {total} · Tries: {tries} · Puzzles of the day solved in a row: {streak}</source>
        <translation>Lösta: {solved} av {total} · Försök: {tries} · Dagens problem lösta i rad: {streak}</translation>
    </message>
    <message>
        <source>Progress is not kept in this session.</source>
        <translation>Framstegen sparas inte i den här sessionen.</translation>
    </message>
    <message>
        <source>{grade}. All hands are shown and you are to play. Find the play that ends the deal at {best} for your side (your points minus the others&apos;) against the best defence: one play does it, every other loses at least a point.</source>
        <translation>{grade}. Alla händer ligger öppna och det är din tur. Hitta det spel som gör att given slutar på {best} för din sida (era poäng minus de andras) mot bästa försvar: ett enda spel klarar det, vartenda annat förlorar minst ett poäng.</translation>
    </message>
    <message>
        <source>Progress could not be read.</source>
        <translation>Framstegen kunde inte läsas.</translation>
    </message>
    <message>
        <source>This puzzle: solved (tries: {tries})</source>
        <translation>Det här problemet: löst (försök: {tries})</translation>
    </message>
    <message>
        <source>This puzzle: not solved yet (tries: {tries})</source>
        <translation>Det här problemet: inte löst än (försök: {tries})</translation>
    </message>
    <message>
        <source>This try could not be kept ({reason}).</source>
        <translation>Det här försöket kunde inte sparas ({reason}).</translation>
    </message>
    <message>
        <source>Solved, with best play to the end.</source>
        <translation>Löst, med bästa spel ända till slutet.</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <source>Easy</source>
        <translation>Lätt</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svår</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>you and {partners}</source>
        <translation>du och {partners}</translation>
    </message>
    <message>
        <source>{name} takes the trick with {cards}</source>
        <translation>{name} tar sticket med {cards}</translation>
    </message>
    <message>
        <source>your side takes this trick, but pays later</source>
        <translation>din sida tar det här sticket men får betala senare</translation>
    </message>
    <message>
        <source>with best play on both sides {side} take {tricks} of the tricks instead of {best_tricks}, and the deal ends at {value} for your side instead of {best}</source>
        <translation>med bästa spel på båda sidor tar {side} {tricks} av sticken i stället för {best_tricks}, och given slutar på {value} för din sida i stället för {best}</translation>
    </message>
    <message>
        <source>with best play on both sides the deal ends at {value} for your side instead of {best}</source>
        <translation>med bästa spel på båda sidor slutar given på {value} för din sida i stället för {best}</translation>
    </message>
    <message>
        <source>{move} loses a point</source>
        <translation>{move} förlorar ett poäng</translation>
    </message>
    <message>
        <source>{move} loses {loss:g} points</source>
        <translation>{move} förlorar {loss:g} poäng</translation>
    </message>
    <message>
        <source>{head}: {first}; {rest}. Try again.</source>
        <translation>{head}: {first}; {rest}. Försök igen.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Mapp</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Enhet</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Titta i:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Fil&amp;namn:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Filer av &amp;typ:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öppna</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Spara</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alla filer (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Bakåt</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Framåt</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Överordnad mapp</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Skapa ny mapp</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listvy</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detaljvy</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Byt namn</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Ta bort</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Visa &amp;dolda filer</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Ny mapp</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Filen hittades inte.
Kontrollera att rätt filnamn angavs.</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 finns redan.
Vill du ersätta den?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Storlek</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Ändringsdatum</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Shift</source>
        <translation>Skift</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mellanslag</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Return</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Vänster</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Höger</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Upp</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Ned</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Hem</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>PgUp</source>
        <translation>PgUp</translation>
    </message>
    <message>
        <source>PgDown</source>
        <translation>PgDown</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backsteg</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Meny</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nej</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Återställ standardvärden</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öppna</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Spara</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>The file is not a game record: it is not valid JSON (line {line}, column {column}).</source>
        <translation>Filen är inget spelprotokoll: den är inte giltig JSON (rad {line}, kolumn {column}).</translation>
    </message>
    <message>
        <source>The record is not a text file (it is not valid UTF-8).</source>
        <translation>Spelprotokollet är ingen textfil (det är inte giltig UTF-8).</translation>
    </message>
    <message>
        <source>The record is nested too deeply to be a game record.</source>
        <translation>Filen är för djupt nästlad för att vara ett spelprotokoll.</translation>
    </message>
    <message>
        <source>The record is not a game record (expected a JSON object).</source>
        <translation>Filen är inget spelprotokoll (ett JSON-objekt väntades).</translation>
    </message>
    <message>
        <source>The file is not a game record: it holds a number far too long to be part of one.</source>
        <translation>Filen är inget spelprotokoll: den innehåller ett tal som är alldeles för långt för att höra till ett.</translation>
    </message>
    <message>
        <source>The record is too large (at most {limit:,} characters).</source>
        <translation>Spelprotokollet är för stort (högst {limit:,} tecken).</translation>
    </message>
    <message>
        <source>The record could not be read. {reason}</source>
        <translation>Spelprotokollsfilen kunde inte läsas. {reason}</translation>
    </message>
    <message>
        <source>Deal {n} cannot be dealt: the player the record names as dealer cannot deal now (the rules give the deal to another player).</source>
        <translation>Giv {n} kan inte ges: spelaren som protokollet anger som givare kan inte ge nu (enligt reglerna ska en annan spelare ge).</translation>
    </message>
    <message>
        <source>The file is not a game record: it holds {name}, which is not a number a record uses.</source>
        <translation>Filen är inget spelprotokoll: den innehåller {name}, som inte är något tal som ett spelprotokoll använder.</translation>
    </message>
    <message>
        <source>The file is not a game record: it holds a number far too large to be part of one.</source>
        <translation>Filen är inget spelprotokoll: den innehåller ett tal som är alldeles för stort för att höra till ett.</translation>
    </message>
    <message>
        <source>The record is too large ({size:,} bytes; at most {limit:,}).</source>
        <translation>Spelprotokollet är för stort ({size:,} byte; högst {limit:,}).</translation>
    </message>
    <message>
        <source>The record is too large (at most {limit:,} bytes).</source>
        <translation>Spelprotokollet är för stort (högst {limit:,} byte).</translation>
    </message>
    <message>
        <source>The record changed while it was being read; please try again.</source>
        <translation>Spelprotokollet ändrades medan det lästes; försök igen.</translation>
    </message>
    <message>
        <source>The record has too many deals (at most {limit:,}).</source>
        <translation>Spelprotokollet har för många givar (högst {limit:,}).</translation>
    </message>
    <message>
        <source>The record lists its deals twice.</source>
        <translation>Spelprotokollet räknar upp sina givar två gånger.</translation>
    </message>
    <message>
        <source>Deal {n} of the record is too large (more than {limit:,} characters).</source>
        <translation>Giv {n} i spelprotokollet är för stor (mer än {limit:,} tecken).</translation>
    </message>
    <message>
        <source>The record&apos;s {field} is too large (more than {limit:,} characters).</source>
        <translation>Fältet {field} i spelprotokollet är för stort (mer än {limit:,} tecken).</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s {field} is nested too deeply.</source>
        <translation>Fältet {field} i giv {n} är för djupt nästlat.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s {field} holds a text that is too long.</source>
        <translation>Fältet {field} i giv {n} innehåller en för lång text.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s {field} holds a list that is too long.</source>
        <translation>Fältet {field} i giv {n} innehåller en för lång lista.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s {field} holds a number out of range.</source>
        <translation>Fältet {field} i giv {n} innehåller ett tal utanför det tillåtna området.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s {field} holds a value of the wrong kind ({kind}).</source>
        <translation>Fältet {field} i giv {n} innehåller ett värde av fel slag ({kind}).</translation>
    </message>
    <message>
        <source>The file is not a Bräus Desktop game record.</source>
        <translation>Filen är inget spelprotokoll från Bräus Desktop.</translation>
    </message>
    <message>
        <source>The record has no version number.</source>
        <translation>Spelprotokollet har inget versionsnummer.</translation>
    </message>
    <message>
        <source>The record is version {version}, newer than this app understands (version {known}); please update the app.</source>
        <translation>Spelprotokollet är av version {version}, nyare än den här appen förstår (version {known}); uppdatera appen.</translation>
    </message>
    <message>
        <source>The record is version far above, newer than this app understands (version {known}); please update the app.</source>
        <translation>Spelprotokollets version är långt nyare än den här appen förstår (version {known}); uppdatera appen.</translation>
    </message>
    <message>
        <source>The record does not name its game.</source>
        <translation>Spelprotokollet anger inte vilket spel det gäller.</translation>
    </message>
    <message>
        <source>The record&apos;s game cannot be set up: unknown game {game}; the games are: {games}.</source>
        <translation>Spelprotokollets spel kan inte ställas upp: okänt spel {game}; spelen är: {games}.</translation>
    </message>
    <message>
        <source>The record&apos;s options are not a list of settings.</source>
        <translation>Spelprotokollets regelval är ingen lista med inställningar.</translation>
    </message>
    <message>
        <source>The record&apos;s options hold a value of the wrong kind.</source>
        <translation>Spelprotokollets regelval innehåller ett värde av fel slag.</translation>
    </message>
    <message>
        <source>The record&apos;s game cannot be set up: {reason}.</source>
        <translation>Spelprotokollets spel kan inte ställas upp: {reason}.</translation>
    </message>
    <message>
        <source>The record&apos;s match seed is not a number this app uses.</source>
        <translation>Matchens nummer i spelprotokollet är inget tal som den här appen använder.</translation>
    </message>
    <message>
        <source>The record&apos;s first dealer is not one of the players of this game.</source>
        <translation>Spelprotokollets första givare är inte en av spelarna i det här spelet.</translation>
    </message>
    <message>
        <source>The record&apos;s notes are not readable.</source>
        <translation>Spelprotokollets anteckningar går inte att läsa.</translation>
    </message>
    <message>
        <source>The record&apos;s notes hold a value of the wrong kind.</source>
        <translation>Spelprotokollets anteckningar innehåller ett värde av fel slag.</translation>
    </message>
    <message>
        <source>The record has no list of deals.</source>
        <translation>Spelprotokollet har ingen lista över givar.</translation>
    </message>
    <message>
        <source>The record has no deals: there is no game in it to show.</source>
        <translation>Spelprotokollet har inga givar: det finns inget spel i det att visa.</translation>
    </message>
    <message>
        <source>The record has too many deals ({count:,}; at most {limit:,}).</source>
        <translation>Spelprotokollet har för många givar ({count:,}; högst {limit:,}).</translation>
    </message>
    <message>
        <source>Deal {n} of the record is not readable.</source>
        <translation>Giv {n} i spelprotokollet går inte att läsa.</translation>
    </message>
    <message>
        <source>Deal {n} follows the end of the match.</source>
        <translation>Giv {n} kommer efter att matchen är slut.</translation>
    </message>
    <message>
        <source>Deal {n} stops before its end, yet another deal follows.</source>
        <translation>Giv {n} slutar innan den är färdigspelad, men ändå följer en giv till.</translation>
    </message>
    <message>
        <source>Deal {n} does not say who dealt.</source>
        <translation>Giv {n} anger inte vem som gav.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s seed is not a number this app uses.</source>
        <translation>Numret på giv {n} är inget tal som den här appen använder.</translation>
    </message>
    <message>
        <source>Deal {n} has no deal (hands).</source>
        <translation>Giv {n} har ingen utdelning (händer).</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s setup has a bad field name.</source>
        <translation>Uppställningen i giv {n} har ett felaktigt fältnamn.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s actions are not a list.</source>
        <translation>Dragen i giv {n} är ingen lista.</translation>
    </message>
    <message>
        <source>Deal {n} has too many actions ({count}).</source>
        <translation>Giv {n} har för många drag ({count}).</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s setup has fields this game does not use ({names}).</source>
        <translation>Uppställningen i giv {n} har fält som det här spelet inte använder ({names}).</translation>
    </message>
    <message>
        <source>Deal {n} cannot be dealt: {reason}.</source>
        <translation>Giv {n} kan inte ges: {reason}.</translation>
    </message>
    <message>
        <source>Deal {n}, action {i} is not a move.</source>
        <translation>Giv {n}, drag {i} är inget drag.</translation>
    </message>
    <message>
        <source>Deal {n}, action {i} ({action}) comes after the match was won.</source>
        <translation>Giv {n}, drag {i} ({action}) kommer efter att matchen har vunnits.</translation>
    </message>
    <message>
        <source>Deal {n}, action {i} ({action}) comes after the deal ended.</source>
        <translation>Giv {n}, drag {i} ({action}) kommer efter att given tog slut.</translation>
    </message>
    <message>
        <source>Deal {n}, action {i}: {reason}</source>
        <translation>Giv {n}, drag {i}: {reason}</translation>
    </message>
    <message>
        <source>Deal {n}, action {i} ({action}) is not legal: {reason}</source>
        <translation>Giv {n}, drag {i} ({action}) är inte tillåtet: {reason}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>There are no risks in this game.</source>
        <translation>I det här spelet vågar man inga kort.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Given är slut.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <translation>Du har inte {card}.</translation>
    </message>
    <message>
        <source>{action} is not a legal move now.</source>
        <translation>{action} är inget tillåtet drag nu.</translation>
    </message>
    <message>
        <source>Bräus pack (6 to ace in four suits)</source>
        <translation>Bräuslek (6 till ess i fyra färger)</translation>
    </message>
    <message>
        <source>Brus pack (6 to ace, in four suits)</source>
        <translation>Bruslek (6 till ess, i fyra färger)</translation>
    </message>
    <message>
        <source>Brus pack (5 to ace without tens, in four suits)</source>
        <translation>Bruslek (5 till ess utan tior, i fyra färger)</translation>
    </message>
    <message>
        <source>Brús pack (6 to ace in four suits)</source>
        <translation>Brúslek (6 till ess i fyra färger)</translation>
    </message>
    <message>
        <source>team {side} (seats {seats})</source>
        <translation>lag {side} (platserna {seats})</translation>
    </message>
    <message>
        <source>seat {side}</source>
        <translation>plats {side}</translation>
    </message>
    <message>
        <source>Team {side} (seats {seats})</source>
        <translation>Lag {side} (platserna {seats})</translation>
    </message>
    <message>
        <source>Seat {side}</source>
        <translation>Plats {side}</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Keyboard and screen reader</source>
        <translation>Tangentbord och skärmläsare</translation>
    </message>
    <message>
        <source>Where am I: the game, the deal, the score, the cards on the table, your hand and whose turn it is.</source>
        <translation>Var är jag: spelet, given, ställningen, korten på bordet, din hand och vems tur det är.</translation>
    </message>
    <message>
        <source>Say again: the last announcement once more.</source>
        <translation>Säg igen: det senast upplästa en gång till.</translation>
    </message>
    <message>
        <source>Move along your hand to the card you want; cards you cannot play now are skipped.</source>
        <translation>Flytta längs din hand till kortet du vill ha; kort som du inte kan spela nu hoppas över.</translation>
    </message>
    <message>
        <source>Play that card, or the cards selected with it.</source>
        <translation>Spela det kortet, eller korten som valts tillsammans med det.</translation>
    </message>
    <message>
        <source>Select a card (Brus: several cards of one rank, played together).</source>
        <translation>Välj ett kort (Brus: flera kort av samma valör, som spelas tillsammans).</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Passa.</translation>
    </message>
    <message>
        <source>Risk it (Brus).</source>
        <translation>Våga (Brus).</translation>
    </message>
    <message>
        <source>A hint (practice matches).</source>
        <translation>Ett tips (träningsmatcher).</translation>
    </message>
    <message>
        <source>From the table to its buttons, the score sheet and the game log.</source>
        <translation>Från bordet till dess knappar, protokollet och spelloggen.</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;Every game here can be played with the keyboard alone, and a screen reader says each play as it is made. At the table:&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Varje spel här kan spelas med enbart tangentbordet, och en skärmläsare läser upp varje drag när det görs. Vid bordet:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;To keep the cards in step with the speech, set Settings → Animation speed to Instant.&lt;/p&gt;</source>
        <translation>&lt;p&gt;För att korten ska hålla takt med talet: ställ in Inställningar → Animeringens hastighet på Direkt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Why can&apos;t I play…?</source>
        <translation>Varför kan jag inte spela…?</translation>
    </message>
    <message>
        <source>It is not your turn yet.</source>
        <translation>Det är inte din tur än.</translation>
    </message>
    <message>
        <source>Playable cards, highest first</source>
        <translation>Spelbara kort, det högsta först</translation>
    </message>
    <message>
        <source>The first three are the matadors.</source>
        <translation>De tre första är matadorerna.</translation>
    </message>
    <message>
        <source>Trick cards</source>
        <translation>Stickkort</translation>
    </message>
    <message>
        <source>Each seven is a trick for its holder&apos;s team, laid out before leading.</source>
        <translation>Varje sjua är ett stick för innehavarens lag och läggs ut före utspelet.</translation>
    </message>
    <message>
        <source>Unplayable cards</source>
        <translation>Ospelbara kort</translation>
    </message>
    <message>
        <source>They never leave the hand; the K♣ is the outcome card.</source>
        <translation>De lämnar aldrig handen; K♣ är utslagskortet.</translation>
    </message>
    <message>
        <source>The first three are the honours.</source>
        <translation>De tre första är honnörerna.</translation>
    </message>
    <message>
        <source>Every other card is worthless.</source>
        <translation>Alla andra kort är värdelösa.</translation>
    </message>
    <message>
        <source>Beating cards, highest first</source>
        <translation>Stickkort, det högsta först</translation>
    </message>
    <message>
        <source>When a seven is led, highest first</source>
        <translation>När en sjua spelas ut, det högsta först</translation>
    </message>
    <message>
        <source>Nothing else can win a trick led with a seven.</source>
        <translation>Inget annat kan vinna ett stick där en sjua spelats ut.</translation>
    </message>
    <message>
        <source>Worthless cards</source>
        <translation>Värdelösa kort</translation>
    </message>
    <message>
        <source>They never win a trick.</source>
        <translation>De vinner aldrig ett stick.</translation>
    </message>
    <message>
        <source>{name} (only with wild cards)</source>
        <translation>{name} (bara med vilda kort)</translation>
    </message>
    <message>
        <source>{category}: {name}</source>
        <translation>{category}: {name}</translation>
    </message>
    <message>
        <source>Horwell&apos;s rule is on: running flushes interleave with the prials.</source>
        <translation>Horwells regel gäller: färgstegar och trissar varvas.</translation>
    </message>
    <message>
        <source>Horwell&apos;s rule is off: every prial beats every running flush.</source>
        <translation>Horwells regel gäller inte: varje triss slår varje färgstege.</translation>
    </message>
    <message>
        <source>{size}-card tricks, strongest first</source>
        <translation>Stick med {size} kort, det starkaste först</translation>
    </message>
    <message>
        <source>Ranking chart</source>
        <translation>Rangordning</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Val</translation>
    </message>
    <message>
        <source>Chosen in Game ▸ New game when the match starts.</source>
        <translation>Väljs i Spel ▸ Nytt spel när matchen börjar.</translation>
    </message>
    <message>
        <source>on or off; {default} unless you choose</source>
        <translation>på eller av; {default} om du inte väljer annat</translation>
    </message>
    <message>
        <source>{choices}; {default} unless you choose</source>
        <translation>{choices}; {default} om du inte väljer annat</translation>
    </message>
    <message>
        <source>automatic unless you choose</source>
        <translation>automatiskt om du inte väljer annat</translation>
    </message>
    <message>
        <source>In this game: {value}.</source>
        <translation>I det här spelet: {value}.</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Why can&apos;t I play…?&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Varför kan jag inte spela…?&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;Every card of your hand that you cannot play now, with the rules&apos; own reason. On the table, right-click a dimmed card (or press the menu key on it) to see its reason in the status bar.&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Varje kort på din hand som du inte kan spela nu, med reglernas eget skäl. Vid bordet: högerklicka på ett dämpat kort (eller tryck på menytangenten på det) för att se skälet i statusraden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No game is in play.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Inget spel pågår.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The deal is over: no card is played until the next deal.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Given är slut: inget kort spelas förrän i nästa giv.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;It is not your turn: {name} is to play. The reasons appear here when it is your turn.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Det är inte din tur: {name} ska spela. Skälen visas här när det är din tur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;You can play any card of your hand now.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Du kan spela vilket kort som helst på handen nu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The {card} can be played now.</source>
        <translation>{card} kan spelas nu.</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules — Bräus Desktop</source>
        <translation>Regler — Bräus Desktop</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Regelhjälp</translation>
    </message>
    <message>
        <source>Rules pages</source>
        <translation>Regelsidor</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>&lt;h1&gt;Bräus&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Bräus&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;A trick-taking game from Gotland for
two teams, with a strange and wonderful rule: most of the cards can never be played at
all.&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Ett sticktagningsspel från Gotland för två lag, med en märklig och underbar regel: de flesta korten kan aldrig spelas alls.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Players and cards&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Spelare och kort&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four players in two teams of two, partners sitting
opposite; or six players in two teams of three, sitting alternately. The pack has 36 cards,
six to ace in four suits. Each player gets nine cards (six each with six players), dealt one
at a time clockwise, starting with the player on the dealer&apos;s left (&lt;i&gt;forehand&lt;/i&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fyra spelare i två lag om två, där partnerna sitter mitt emot varandra; eller sex spelare i två lag om tre, som sitter varannan. Leken har 36 kort, sex till ess i fyra färger. Varje spelare får nio kort (sex var med sex spelare), som delas ut ett i taget medsols med början hos spelaren till vänster om givaren (&lt;i&gt;förhand&lt;/i&gt;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Three kinds of card&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Tre sorters kort&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Playable cards&lt;/b&gt; (18): the only cards that can be played to a trick. Their order is
shown in the chart below; the top three are the &lt;i&gt;matadors&lt;/i&gt;.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Sevens&lt;/b&gt; (4): trick cards. You never play a seven; instead, each seven you hold
counts as a trick of its own for your team when you come to lead.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Unplayable cards&lt;/b&gt; (14): they stay in your hand all deal long. One of them, the K♣,
is the &lt;i&gt;outcome card&lt;/i&gt; and can decide a drawn deal.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Spelbara kort&lt;/b&gt; (18): de enda kort som kan spelas i ett stick. Deras ordning visas i tabellen nedan; de tre högsta är &lt;i&gt;matadorerna&lt;/i&gt;.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Sjuor&lt;/b&gt; (4): stickkort. Du spelar aldrig en sjua; i stället räknas varje sjua du har som ett eget stick åt ditt lag när du kommer till utspel.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Ospelbara kort&lt;/b&gt; (14): de ligger kvar på handen hela given. Ett av dem, K♣, är &lt;i&gt;utslagskortet&lt;/i&gt; och kan avgöra en oavgjord giv.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Playing a trick&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Att spela ett stick&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Forehand leads to the first trick. Whoever is to
lead first lays out every seven they hold, each one a trick for their team, and then leads
any playable card. A player who is to lead but has neither a seven nor a playable card hands
the lead on to the next player clockwise who has one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Förhand spelar ut till första sticket. Den som ska spela ut lägger först ut alla sina sjuor, var och en ett stick åt laget, och spelar sedan ut valfritt spelbart kort. En spelare som ska spela ut men varken har en sjua eller ett spelbart kort lämnar utspelet vidare till nästa spelare medsols som har det.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;After the lead, every other player gets exactly
&lt;b&gt;one chance&lt;/b&gt;, in turn clockwise: if you hold a playable card higher than the last card
played, you &lt;b&gt;must&lt;/b&gt; play one of them (any one you like), even over your partner. If you
hold none, you pass and play nothing. There is no discarding. The last card played is always
the highest, and its player wins the trick and leads next. Tricks can be short, so a deal
can have more tricks than there are cards in a hand.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Efter utspelet får varje annan spelare exakt &lt;b&gt;en chans&lt;/b&gt;, i tur och ordning medsols: har du ett spelbart kort som är högre än det senast spelade &lt;b&gt;måste&lt;/b&gt; du lägga ett av dem (vilket du vill), även över din partner. Har du inget passar du och lägger inget. Man kastar aldrig kort. Det senast spelade kortet är alltid det högsta, och den som lade det vinner sticket och spelar ut nästa. Stick kan vara korta, så en giv kan ha fler stick än det finns kort på en hand.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Winning the deal&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Att vinna given&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The deal ends the moment a team has &lt;b&gt;six
tricks&lt;/b&gt; (sevens included). That team scores one point, or two points (&lt;i&gt;Jan&lt;/i&gt;) if the
other team has not taken a single trick by then.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Given tar slut i samma ögonblick som ett lag har &lt;b&gt;sex stick&lt;/b&gt; (sjuorna medräknade). Det laget får en poäng, eller två poäng (&lt;i&gt;Jan&lt;/i&gt;) om det andra laget inte har tagit ett enda stick då.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If the cards run out first: a team with exactly
five tricks whose player holds the K♣ counts it as the sixth trick and scores one point.
Otherwise the deal is drawn, nobody scores, and the same dealer deals again. After a scored
deal the deal passes to the left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tar korten slut först: ett lag med exakt fem stick där en spelare har K♣ räknar det som sjätte sticket och får en poäng. Annars är given oavgjord, ingen får poäng och samma givare ger igen. Efter en giv som gett poäng går given vidare till vänster.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first team to reach the target (6 points unless
you chose otherwise) wins the game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Det lag som först når målet (6 poäng om du inte valt annat) vinner spelet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;At the table&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Vid bordet&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Click a card, drag it to the middle, or move along
your hand with ← → and press Enter to play it. Cards you cannot play now are dimmed;
right-click one (or press the menu key) to hear why. Press P to pass.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Klicka på ett kort, dra det till mitten, eller flytta längs handen med ← → och tryck Enter för att spela det. Kort som du inte kan spela nu är dämpade; högerklicka på ett (eller tryck på menytangenten) för att få veta varför. Tryck P för att passa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Danish Brus&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Dansk Brus&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;A fast partnership game of bluff and
nerve: small hands, a stock to draw from, no obligation to follow, and honours you can
&lt;i&gt;risk&lt;/i&gt; for extra points.&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Ett snabbt parspel om bluff och nerver: små händer, en talong att dra från, inget bekännelsetvång, och honnörer som du kan &lt;i&gt;våga&lt;/i&gt; för extra poäng.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four players in two partnerships, partners
opposite. The pack has 36 cards: 5 to 9 and jack to ace in four suits (with the option
&lt;i&gt;Tens instead of fives&lt;/i&gt; the tens replace the fives; it makes no difference to play).
Each player gets three cards, dealt in one batch of three clockwise from the dealer; the
rest is a face-down stock.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fyra spelare i två par, partnerna mitt emot varandra. Leken har 36 kort: 5 till 9 och knekt till ess i fyra färger (med valet &lt;i&gt;Tior i stället för femmor&lt;/i&gt; ersätter tiorna femmorna; det spelar ingen roll för spelet). Varje spelare får tre kort, som delas ut tre åt gången medsols med början hos givaren; resten blir en talong med baksidan upp.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Which cards are strong&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Vilka kort som är starka&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Eighteen cards are &lt;b&gt;beating cards&lt;/b&gt;, ranked in
the chart below; the top three are the &lt;i&gt;honours&lt;/i&gt;. Every other card is worthless, with
one exception: when a &lt;b&gt;seven is led&lt;/b&gt;, beating cards cannot beat it. Only a higher seven
can, or the K♣, which beats every seven; and the K♠ beats the K♣ if it comes after it in the
same trick. When anything else is led, sevens and black kings are worthless.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Arton kort är &lt;b&gt;stickkort&lt;/b&gt;, rangordnade i tabellen nedan; de tre högsta är &lt;i&gt;honnörerna&lt;/i&gt;. Alla andra kort är värdelösa, med ett undantag: när en &lt;b&gt;sjua spelas ut&lt;/b&gt; kan stickkorten inte slå den. Bara en högre sjua kan det, eller K♣, som slår varje sjua; och K♠ slår K♣ om den kommer efter den i samma stick. När något annat spelas ut är sjuor och svarta kungar värdelösa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Playing&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Spelet&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The dealer leads to the first trick; after that,
the winner of each trick leads. There is no obligation at all: play any card to any trick.
The highest beating card wins; if nobody played a beating card, the leader wins. After each
trick everybody, the winner first, draws from the stock back to three cards. When the stock
cannot give everyone the same number, the last cards go out one at a time from the winner
on.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Givaren spelar ut till första sticket; därefter spelar vinnaren av varje stick ut. Det finns inget tvång alls: lägg vilket kort som helst i vilket stick som helst. Det högsta stickkortet vinner; har ingen lagt ett stickkort vinner den som spelade ut. Efter varje stick drar alla, vinnaren först, från talongen tills de har tre kort igen. När talongen inte räcker till lika många åt alla delas de sista korten ut ett i taget från vinnaren och framåt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Multiple tricks.&lt;/b&gt; Holding two or three cards
of the same rank (four with 4-card hands), you may lead them together, and an honour may go
with worthless cards of its rank (8♠+8♦). Everyone else then plays as many cards. You beat
the set only if each of your cards can be matched to a different card of it and beat that
card. Such a trick counts as that many tricks, and everyone draws as many cards as they
played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Flerstick.&lt;/b&gt; Har du två eller tre kort av samma valör (fyra med händer om 4 kort) får du spela ut dem tillsammans, och en honnör får följa med värdelösa kort av sin valör (8♠+8♦). Alla andra lägger då lika många kort. Du slår satsen bara om vart och ett av dina kort kan paras med ett eget kort i den och slå det. Ett sådant stick räknas som lika många stick, och alla drar lika många kort som de lade.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Risking&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Att våga&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;When you play the Brus (K♥) or the Galhund (8♠) you
may &lt;b&gt;risk&lt;/b&gt; it, provided it is not the last card of the trick and a higher honour is
still out and not in your own hand. If the risked card wins the trick, your side scores a
point. If an opponent beats it (&lt;i&gt;smacks&lt;/i&gt; it), their side scores the point instead. A K♥
that smacks a risked 8♠ may be risked in turn: if it then wins, its side scores 2; if the J♣
smacks both, the J♣&apos;s side scores 2. A risked card beaten by the risker&apos;s own partner scores
nothing. At the table, tick &lt;i&gt;Risk it&lt;/i&gt; when it is offered before you play.&lt;/p&gt;</source>
        <translation>&lt;p&gt;När du spelar Brus (K♥) eller Galhund (8♠) får du &lt;b&gt;våga&lt;/b&gt; kortet, förutsatt att det inte är stickets sista kort och att en högre honnör fortfarande är ute och inte på din egen hand. Vinner det vågade kortet sticket får din sida en poäng. Slår en motspelare det (&lt;i&gt;smäller&lt;/i&gt; det) får deras sida poängen i stället. En K♥ som smäller en vågad 8♠ får i sin tur vågas: vinner den då får dess sida 2; smäller J♣ båda får J♣:s sida 2. Ett vågat kort som slås av den egna partnern ger ingenting. Vid bordet kryssar du i &lt;i&gt;Våga&lt;/i&gt; när det erbjuds innan du spelar.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Scoring&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Poäng&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first side to &lt;b&gt;five tricks&lt;/b&gt; wins the hand.
Each side starts with a bundle of sticks (12 unless you chose otherwise), and every point
scored lets a side throw one away: one for the hand, two for taking the first five tricks in
a row (&lt;i&gt;storming the castle&lt;/i&gt;), one per risk point. The first side rid of all its sticks
wins the rubber.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Den sida som först har &lt;b&gt;fem stick&lt;/b&gt; vinner given. Varje sida börjar med en knippa pinnar (12 om du inte valt annat), och varje poäng låter en sida lägga bort en: en för given, två för att ta de fem första sticken i rad (&lt;i&gt;storma borgen&lt;/i&gt;), en per poäng för vågade kort. Den sida som först blir av med alla sina pinnar vinner robbern.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Click cards to select them (a set of one rank, or
as many cards as a set led to you), then press Play; a double-click plays a single card. With
the keyboard alone: {left} and {right} move along your hand, {space} selects a card, {enter}
plays the cards selected (or the card you are on). Dimmed cards cannot be played now:
right-click one (or press the menu key) to hear why.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Klicka på korten för att markera dem (en sats av samma valör, eller lika många kort som satsen som spelats ut till dig) och tryck sedan Spela; ett dubbelklick spelar ett enstaka kort. Med bara tangentbordet: {left} och {right} flyttar längs handen, {space} markerar ett kort, {enter} spelar de markerade korten (eller kortet du står på). Dämpade kort kan inte spelas nu: högerklicka på ett (eller tryck på menytangenten) för att få veta varför.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Solo Brus&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Solo-Brus&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;Danish Brus for three players, each
for themselves.&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Dansk Brus för tre spelare, var och en för sig.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Everything works as in Danish Brus (see that page
for the cards, multiple tricks and risking) with these differences:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Allt går till som i dansk Brus (se den sidan om korten, flerstick och att våga) med dessa skillnader:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;Three players, each a side of their own; each player keeps their own sticks.&lt;/li&gt;
&lt;li&gt;The first player to five tricks wins the hand. All twelve tricks can split 4-4-4: then
nobody wins the hand, and the next player to win one throws away an extra stick.&lt;/li&gt;
&lt;li&gt;Any opponent who beats your risked card scores the smack.&lt;/li&gt;
&lt;li&gt;With &lt;i&gt;No stock&lt;/i&gt; every card is dealt (twelve each); the player with more tricks than
either opponent wins, and a tie for most tricks cancels every point of the hand.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;Tre spelare, var och en en egen sida; varje spelare har sina egna pinnar.&lt;/li&gt;
&lt;li&gt;Den spelare som först har fem stick vinner given. Alla tolv stick kan delas 4-4-4: då vinner ingen given, och nästa spelare som vinner en giv lägger bort en extra pinne.&lt;/li&gt;
&lt;li&gt;Varje motspelare som slår ditt vågade kort får poängen för smällen.&lt;/li&gt;
&lt;li&gt;Med &lt;i&gt;Ingen talong&lt;/i&gt; delas alla kort ut (tolv var); den spelare som har fler stick än båda motspelarna vinner, och delat flest stick stryker alla poäng i given.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Icelandic Brús&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Isländsk Brús&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;The Icelandic cousin of Brus:
single-card tricks, a dangerous cut, one card to risk, and a comb of five rungs to
climb.&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Brus isländska kusin: stick med ett kort i taget, en farlig kupering, ett kort att våga och en kam med fem steg att klättra.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four players in two partnerships. The pack has 36
cards, six to ace in four suits. The beating cards rank as in Danish Brus (chart below);
every other card, sevens and black kings included, is worthless. The 8♠ is called
&lt;i&gt;brúnka&lt;/i&gt; here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fyra spelare i två par. Leken har 36 kort, sex till ess i fyra färger. Stickkorten rangordnas som i dansk Brus (tabellen nedan); alla andra kort, sjuor och svarta kungar medräknade, är värdelösa. 8♠ kallas här &lt;i&gt;brúnka&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The cut&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Kuperingen&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The player on the dealer&apos;s right cuts the pack, and
the card that ends up at the bottom is shown. If it is the J♣ or the K♥, a shameful cut: the
dealer&apos;s team scores a point at once, and the pack is shuffled and cut again, as often as it
happens. When it is your cut, click the spread pack where you want to cut it, or choose the
place with {left} and {right} and press {enter}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Spelaren till höger om givaren kuperar leken, och kortet som hamnar längst ner visas. Är det J♣ eller K♥ är det en skamlig kupering: givarens lag får en poäng direkt, och leken blandas och kuperas igen, så många gånger som det händer. När det är din tur att kupera klickar du i den utbredda leken där du vill kupera, eller väljer stället med {left} och {right} och trycker {enter}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three cards each, dealt from forehand (the dealer&apos;s
left), who leads first; the rest is the stock. Play any card to any trick; the highest
beating card wins, and if there is none, the leader wins. After each trick everyone, the
winner first, draws back to three. Cards are always played one at a time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tre kort var, utdelade från förhand (till vänster om givaren), som också spelar ut först; resten blir talongen. Lägg vilket kort som helst i vilket stick som helst; det högsta stickkortet vinner, och finns inget vinner den som spelade ut. Efter varje stick drar alla, vinnaren först, tills de har tre kort igen. Korten spelas alltid ett i taget.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Risking the K♥&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Att våga K♥&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Only the K♥ can be risked, never in the first trick
of a hand, never by a team one point from winning the game, and only while the J♣ is still
out and not in your own hand.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bara K♥ kan vågas, aldrig i givens första stick, aldrig av ett lag som är en poäng från att vinna spelet, och bara så länge J♣ fortfarande är ute och inte på din egen hand.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Risk the round&lt;/b&gt;: lead the K♥ risked. If it wins, your team scores 2; if an
opponent&apos;s J♣ beats it, the opponents score 3.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Under you&lt;/b&gt;: play the K♥ second or third and risk it. If it wins, your team scores
1; if the next player&apos;s J♣ beats it, the opponents score 2.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Våga rundan&lt;/b&gt;: spela ut K♥ vågad. Vinner den får ditt lag 2; slår en motspelares J♣ den får motspelarna 3.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Under dig&lt;/b&gt;: lägg K♥ som andra eller tredje kort och våga den. Vinner den får ditt lag 1; slår nästa spelares J♣ den får motspelarna 2.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If your partner beats it with the J♣, nobody scores
for the risk. After a successful risk you show your other cards to the opponents as
proof.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Slår din partner den med J♣ får ingen poäng för det vågade kortet. Efter ett lyckat vågspel visar du dina andra kort för motspelarna som bevis.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first team to five tricks wins the hand: one
point, or two (&lt;i&gt;jana&lt;/i&gt;) if the other team took none. The first team to five points, the
top of the comb, wins the game. A won game counts in the running series by the losers&apos;
unerased rungs: a 5-0 win (&lt;i&gt;scratching&lt;/i&gt;) is worth 6, and beating a team that stood one
point from victory while you had nothing (&lt;i&gt;hanged for the robbery&lt;/i&gt;) is worth 2 instead
of 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Det lag som först har fem stick vinner given: en poäng, eller två (&lt;i&gt;jana&lt;/i&gt;) om det andra laget inte tog något. Det lag som först har fem poäng, kammens topp, vinner spelet. Ett vunnet spel räknas i den löpande serien efter förlorarnas kvarvarande steg: en vinst med 5-0 (&lt;i&gt;skrapning&lt;/i&gt;) är värd 6, och att slå ett lag som stod en poäng från seger medan ni hade noll (&lt;i&gt;hängda för rånet&lt;/i&gt;) är värt 2 i stället för 1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Horwell&apos;s multi-card Brag&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Horwells Brag med många kort&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;A game of judgement rather than luck
in play: you get a big hand, split it into brag tricks, and the tricks are compared one by
one in a showdown.&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Ett spel där omdöme betyder mer än tur i spelet: du får en stor hand, delar upp den i brag-stick, och sticken jämförs ett och ett i en uppvisning.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Two to four players, each for themselves, with the
52-card pack (and the three jokers when they are wild). Each player gets a large hand,
sixteen cards by default: five tricks of three cards and one card to throw away.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Två till fyra spelare, var och en för sig, med en lek om 52 kort (och de tre jokrarna när de är vilda). Varje spelare får en stor hand, normalt sexton kort: fem stick om tre kort och ett kort att kasta.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Arranging&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Att ordna handen&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every player splits the whole hand into tricks of
three cards (or four, if you chose 4-card tricks), discards the spare card, and lays the
tricks in order, &lt;b&gt;strongest first&lt;/b&gt;. Nobody sees anyone else&apos;s arrangement. Then the
first tricks are compared, then the second ones, and so on: the strongest trick at each
position scores its player one point, and winning every position earns one bonus point. The
first player to the target wins; players who reach it together with equal scores play
sudden-death deals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Varje spelare delar upp hela handen i stick om tre kort (eller fyra, om du valt stick med 4 kort), kastar det överblivna kortet och lägger sticken i ordning, &lt;b&gt;det starkaste först&lt;/b&gt;. Ingen ser någon annans ordning. Sedan jämförs de första sticken, därefter de andra, och så vidare: det starkaste sticket på varje plats ger sin spelare en poäng, och den som vinner alla platser får en bonuspoäng. Den spelare som först når målet vinner; spelare som når det samtidigt med lika många poäng spelar avgörande givar tills en av dem drar ifrån.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;What beats what&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Vad som slår vad&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tricks are ranked by category, as in three-card
brag; the chart below shows every category in its order with an example (the order is
computed by the game&apos;s own evaluator). Within a category the higher cards win, the cards
making the combination first (a flush A-10-9 beats A-9-5). When every rank is equal, the
suit of the highest card decides, in bridge order: ♠ above ♥ above ♦ above ♣. A pair is
compared by its pair alone, never by the odd card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sticken rangordnas efter kategori, som i brag med tre kort; tabellen nedan visar varje kategori i ordning med ett exempel (ordningen räknas fram av spelets egen värderare). Inom en kategori vinner de högre korten, och de kort som bildar kombinationen räknas först (en färg A-10-9 slår A-9-5). När alla valörer är lika avgör färgen på det högsta kortet, i bridgeordning: ♠ över ♥ över ♦ över ♣. Ett par jämförs bara efter paret, aldrig efter det udda kortet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Runs: A-2-3 is the highest run, then A-K-Q, K-Q-J
and so on down to 4-3-2; K-A-2 is not a run. Three threes (in 4-card tricks, four fours) is
the highest prial and loses only to a supreme.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Stegar: A-2-3 är den högsta stegen, sedan A-K-Q, K-Q-J och så vidare ner till 4-3-2; K-A-2 är ingen stege. Tre treor (i stick med 4 kort, fyra fyror) är den högsta trissen och förlorar bara mot en supreme.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Horwell&apos;s rule&lt;/b&gt; (on unless you turned it
off): a running flush beats a prial whose rank is lower than the flush&apos;s top card, so K-Q-J
of one suit beats three queens but loses to three kings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Horwells regel&lt;/b&gt; (gäller om du inte stängt av den): en färgstege slår en triss vars valör är lägre än stegens högsta kort, så K-Q-J i samma färg slår tre damer men förlorar mot tre kungar.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Wild cards&lt;/b&gt; (if chosen) stand for any card,
but a trick may hold only one, unless all its cards are wild (a &lt;i&gt;supreme&lt;/i&gt;, which may
only be the first trick). A wild counts as the best card it could be, yet a natural card
beats the same card made by a wild.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Vilda kort&lt;/b&gt; (om de valts) står för vilket kort som helst, men ett stick får bara ha ett, om inte alla dess kort är vilda (en &lt;i&gt;supreme&lt;/i&gt;, som bara får ligga som första stick). Ett vilt kort räknas som det bästa kort det kan vara, men ett naturligt kort slår samma kort bildat av ett vilt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;When it is your turn the arranger opens. Drag cards
into the tricks, click a card and then a place, or use the keyboard alone (arrows move,
Enter picks up and puts down, Delete sends a card back). It names each trick as you build it
and says in plain words what is wrong before you confirm; &lt;i&gt;Auto-arrange&lt;/i&gt; makes a good
start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;När det är din tur öppnas ordnaren. Dra korten till sticken, klicka på ett kort och sedan på en plats, eller använd bara tangentbordet (pilarna flyttar, Enter tar upp och lägger ner, Delete skickar tillbaka ett kort). Den namnger varje stick medan du bygger det och säger med enkla ord vad som är fel innan du bekräftar; &lt;i&gt;Ordna automatiskt&lt;/i&gt; ger en bra början.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Us</source>
        <translation>Vi</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>De</translation>
    </message>
    <message>
        <source>{side} ({members})</source>
        <translation>{side} ({members})</translation>
    </message>
    <message>
        <source>{side} {points}</source>
        <translation>{side} {points}</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 poäng</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} poäng</translation>
    </message>
    <message>
        <source>1 deal</source>
        <translation>1 giv</translation>
    </message>
    <message>
        <source>{n} deals</source>
        <translation>{n} givar</translation>
    </message>
    <message>
        <source>Risks: {points}.</source>
        <translation>Vågade kort: {points}.</translation>
    </message>
    <message>
        <source>Whistles: {points}.</source>
        <translation>Visslingar: {points}.</translation>
    </message>
    <message>
        <source>Cut points: {points}.</source>
        <translation>Kuperingspoäng: {points}.</translation>
    </message>
    <message>
        <source>Deal in play: {points} so far.</source>
        <translation>Given pågår: {points} hittills.</translation>
    </message>
    <message>
        <source>Deal in play.</source>
        <translation>Given pågår.</translation>
    </message>
    <message>
        <source>Drawn deal ({score} tricks): {dealer} deals again.</source>
        <translation>Oavgjord giv ({score} stick): {dealer} ger igen.</translation>
    </message>
    <message>
        <source>Drawn deal ({score} tricks): you deal again.</source>
        <translation>Oavgjord giv ({score} stick): du ger igen.</translation>
    </message>
    <message>
        <source>{who} take six tricks to none: Jan, 2 points!</source>
        <translation>{who} tar sex stick mot inget: Jan, 2 poäng!</translation>
    </message>
    <message>
        <source>{who} takes six tricks to none: Jan, 2 points!</source>
        <translation>{who} tar sex stick mot inget: Jan, 2 poäng!</translation>
    </message>
    <message>
        <source>{who} win with five tricks and the outcome card K♣ ({holder} held it): 1 point ({tricks}).</source>
        <translation>{who} vinner med fem stick och utslagskortet K♣ ({holder} hade det): 1 poäng ({tricks}).</translation>
    </message>
    <message>
        <source>{who} win with five tricks and the outcome card K♣ (you held it): 1 point ({tricks}).</source>
        <translation>{who} vinner med fem stick och utslagskortet K♣ (du hade det): 1 poäng ({tricks}).</translation>
    </message>
    <message>
        <source>{who} wins with five tricks and the outcome card K♣ ({holder} held it): 1 point ({tricks}).</source>
        <translation>{who} vinner med fem stick och utslagskortet K♣ ({holder} hade det): 1 poäng ({tricks}).</translation>
    </message>
    <message>
        <source>{who} wins with five tricks and the outcome card K♣ (you held it): 1 point ({tricks}).</source>
        <translation>{who} vinner med fem stick och utslagskortet K♣ (du hade det): 1 poäng ({tricks}).</translation>
    </message>
    <message>
        <source>{who} win with five tricks and the outcome card K♣: 1 point ({tricks}).</source>
        <translation>{who} vinner med fem stick och utslagskortet K♣: 1 poäng ({tricks}).</translation>
    </message>
    <message>
        <source>{who} wins with five tricks and the outcome card K♣: 1 point ({tricks}).</source>
        <translation>{who} vinner med fem stick och utslagskortet K♣: 1 poäng ({tricks}).</translation>
    </message>
    <message>
        <source>{who} take six tricks ({tricks}): 1 point.</source>
        <translation>{who} tar sex stick ({tricks}): 1 poäng.</translation>
    </message>
    <message>
        <source>{who} takes six tricks ({tricks}): 1 point.</source>
        <translation>{who} tar sex stick ({tricks}): 1 poäng.</translation>
    </message>
    <message>
        <source>A tie for most tricks ({score} tricks): every point of the hand is annulled.</source>
        <translation>Delat flest stick ({score} stick): alla poäng i given stryks.</translation>
    </message>
    <message>
        <source>The tricks split {score}: nobody wins the hand.</source>
        <translation>Sticken delas {score}: ingen vinner given.</translation>
    </message>
    <message>
        <source>The next hand&apos;s winner discards 1 extra stick.</source>
        <translation>Vinnaren av nästa giv lägger bort 1 extra pinne.</translation>
    </message>
    <message>
        <source>The next hand&apos;s winner discards {n} extra sticks.</source>
        <translation>Vinnaren av nästa giv lägger bort {n} extra pinnar.</translation>
    </message>
    <message>
        <source>{who} win the hand ({score} tricks): jana, 2 points.</source>
        <translation>{who} vinner given ({score} stick): jana, 2 poäng.</translation>
    </message>
    <message>
        <source>{who} wins the hand ({score} tricks): jana, 2 points.</source>
        <translation>{who} vinner given ({score} stick): jana, 2 poäng.</translation>
    </message>
    <message>
        <source>{who} win the hand ({score} tricks): 1 point.</source>
        <translation>{who} vinner given ({score} stick): 1 poäng.</translation>
    </message>
    <message>
        <source>{who} wins the hand ({score} tricks): 1 point.</source>
        <translation>{who} vinner given ({score} stick): 1 poäng.</translation>
    </message>
    <message>
        <source>Tricks: {list}.</source>
        <translation>Stick: {list}.</translation>
    </message>
    <message>
        <source>{who} win the hand with every trick (jan) ({score} tricks).</source>
        <translation>{who} vinner given med alla stick (jan) ({score} stick).</translation>
    </message>
    <message>
        <source>{who} wins the hand with every trick (jan) ({score} tricks).</source>
        <translation>{who} vinner given med alla stick (jan) ({score} stick).</translation>
    </message>
    <message>
        <source>{who} win the hand, storming the castle ({score} tricks).</source>
        <translation>{who} vinner given och stormar borgen ({score} stick).</translation>
    </message>
    <message>
        <source>{who} wins the hand, storming the castle ({score} tricks).</source>
        <translation>{who} vinner given och stormar borgen ({score} stick).</translation>
    </message>
    <message>
        <source>{who} win the hand ({score} tricks).</source>
        <translation>{who} vinner given ({score} stick).</translation>
    </message>
    <message>
        <source>{who} wins the hand ({score} tricks).</source>
        <translation>{who} vinner given ({score} stick).</translation>
    </message>
    <message>
        <source>{who} stormed the castle (+1).</source>
        <translation>{who} stormade borgen (+1).</translation>
    </message>
    <message>
        <source>1 waiting stick go with it.</source>
        <translation>1 väntande pinne följer med.</translation>
    </message>
    <message>
        <source>{n} waiting sticks go with it.</source>
        <translation>{n} väntande pinnar följer med.</translation>
    </message>
    <message>
        <source>{short} discard 1 stick for this hand.</source>
        <translation>{short} lägger bort 1 pinne i den här given.</translation>
    </message>
    <message>
        <source>{short} discard {n} sticks in all for this hand.</source>
        <translation>{short} lägger bort {n} pinnar sammanlagt i den här given.</translation>
    </message>
    <message>
        <source>{short} discards 1 stick for this hand.</source>
        <translation>{short} lägger bort 1 pinne i den här given.</translation>
    </message>
    <message>
        <source>{short} discards {n} sticks in all for this hand.</source>
        <translation>{short} lägger bort {n} pinnar sammanlagt i den här given.</translation>
    </message>
    <message>
        <source>{who} win all {n} tricks and the bonus point: {points}!</source>
        <translation>{who} vinner alla {n} stick och bonuspoängen: {points}!</translation>
    </message>
    <message>
        <source>{who} wins all {n} tricks and the bonus point: {points}!</source>
        <translation>{who} vinner alla {n} stick och bonuspoängen: {points}!</translation>
    </message>
    <message>
        <source>{who} win the deal with {won} of {n} tricks: {points}.</source>
        <translation>{who} vinner given med {won} av {n} stick: {points}.</translation>
    </message>
    <message>
        <source>{who} wins the deal with {won} of {n} tricks: {points}.</source>
        <translation>{who} vinner given med {won} av {n} stick: {points}.</translation>
    </message>
    <message>
        <source>Nobody wins the deal outright.</source>
        <translation>Ingen vinner given ensam.</translation>
    </message>
    <message>
        <source>Points: {points}.</source>
        <translation>Poäng: {points}.</translation>
    </message>
    <message>
        <source>After {deals}: {points} (game to {target}).</source>
        <translation>Efter {deals}: {points} (spel till {target}).</translation>
    </message>
    <message>
        <source>{who} win the rubber: all {target} sticks discarded in {deals} (sticks left: {left}).</source>
        <translation>{who} vinner robbern: alla {target} pinnar bortlagda på {deals} (pinnar kvar: {left}).</translation>
    </message>
    <message>
        <source>{who} wins the rubber: all {target} sticks discarded in {deals} (sticks left: {left}).</source>
        <translation>{who} vinner robbern: alla {target} pinnar bortlagda på {deals} (pinnar kvar: {left}).</translation>
    </message>
    <message>
        <source>{who} win the game {score} after {deals}.</source>
        <translation>{who} vinner spelet med {score} efter {deals}.</translation>
    </message>
    <message>
        <source>{who} wins the game {score} after {deals}.</source>
        <translation>{who} vinner spelet med {score} efter {deals}.</translation>
    </message>
    <message>
        <source>{who} win the game with {points} after {deals} ({rest}).</source>
        <translation>{who} vinner spelet med {points} efter {deals} ({rest}).</translation>
    </message>
    <message>
        <source>{who} wins the game with {points} after {deals} ({rest}).</source>
        <translation>{who} vinner spelet med {points} efter {deals} ({rest}).</translation>
    </message>
    <message>
        <source>Series value: {value} to {side}.</source>
        <translation>Seriens värde: {value} till {side}.</translation>
    </message>
    <message>
        <source>{short} win!</source>
        <translation>{short} vinner!</translation>
    </message>
    <message>
        <source>{short} wins!</source>
        <translation>{short} vinner!</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Deal {n} (in play), dealt by {name}.</source>
        <translation>Giv {n} (pågår), given av {name}.</translation>
    </message>
    <message>
        <source>Deal {n}, dealt by {name}.</source>
        <translation>Giv {n}, given av {name}.</translation>
    </message>
    <message>
        <source>Deal {n}, in play</source>
        <translation>Giv {n}, pågår</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Givare</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Givnummer</translation>
    </message>
    <message>
        <source>Who dealt</source>
        <translation>Vem som gav</translation>
    </message>
    <message>
        <source>Running total: {sides}</source>
        <translation>Löpande summa: {sides}</translation>
    </message>
    <message>
        <source>Points of the deal: {side}</source>
        <translation>Givens poäng: {side}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetView</name>
    <message>
        <source>Score sheet</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Points of every deal</source>
        <translation>Poängen i varje giv</translation>
    </message>
    <message>
        <source>Review deal {n}…</source>
        <translation>Granska giv {n}…</translation>
    </message>
</context>
<context>
    <name>ScoreTally</name>
    <message>
        <source>Score tally</source>
        <translation>Poängställning</translation>
    </message>
    <message>
        <source>Series: counts when the game is won</source>
        <translation>Serie: räknas när spelet är vunnet</translation>
    </message>
    <message>
        <source>Series: {value} to {side}</source>
        <translation>Serie: {value} till {side}</translation>
    </message>
    <message>
        <source>no sticks left</source>
        <translation>inga pinnar kvar</translation>
    </message>
    <message>
        <source>1 stick left</source>
        <translation>1 pinne kvar</translation>
    </message>
    <message>
        <source>{n} sticks left</source>
        <translation>{n} pinnar kvar</translation>
    </message>
    <message>
        <source>comb erased</source>
        <translation>kammen utsuddad</translation>
    </message>
    <message>
        <source>on the robber rung</source>
        <translation>på rövarsteget</translation>
    </message>
    <message>
        <source>{n} rungs left</source>
        <translation>{n} steg kvar</translation>
    </message>
    <message>
        <source>{score} of {target}</source>
        <translation>{score} av {target}</translation>
    </message>
    <message>
        <source>won · {text}</source>
        <translation>vunnet · {text}</translation>
    </message>
    <message>
        <source>{game} · {n} sticks</source>
        <translation>{game} · {n} pinnar</translation>
    </message>
    <message>
        <source>{game} · comb of {n}</source>
        <translation>{game} · kam med {n} steg</translation>
    </message>
    <message>
        <source>{game} · game to {n}</source>
        <translation>{game} · spel till {n}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Giv {n}</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Inget spel än</translation>
    </message>
    <message>
        <source>robber</source>
        <translation>rövare</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <source>thinking</source>
        <translation>funderar</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer button: the first letter of dealer</comment>
        <translation>G</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Väst</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Öst</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Syd</translation>
    </message>
    <message>
        <source>Southwest</source>
        <translation>Sydväst</translation>
    </message>
    <message>
        <source>Northwest</source>
        <translation>Nordväst</translation>
    </message>
    <message>
        <source>Northeast</source>
        <translation>Nordost</translation>
    </message>
    <message>
        <source>Southeast</source>
        <translation>Sydost</translation>
    </message>
    <message>
        <source>South-west</source>
        <translation>Sydväst</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>Nordväst</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>Nordost</translation>
    </message>
    <message>
        <source>South-east</source>
        <translation>Sydost</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Motspelare</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spelare {n}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Plats {n}</translation>
    </message>
</context>
<context>
    <name>SeriesTally</name>
    <message>
        <source>Brús series</source>
        <translation>Brús-serien</translation>
    </message>
    <message>
        <source>Icelandic Brús keeps a running series across games and sessions: a win is worth the losers&apos; unerased rungs (6 for a 5-0 game).</source>
        <translation>Isländsk Brús för en löpande serie över spel och sessioner: en vinst är värd förlorarnas kvarvarande steg (6 för ett spel som slutar 5-0).</translation>
    </message>
    <message>
        <source>Brús series score</source>
        <translation>Brús-seriens ställning</translation>
    </message>
    <message>
        <source>Brús series details</source>
        <translation>Brús-seriens detaljer</translation>
    </message>
    <message>
        <source>No Icelandic Brús game has been finished in this mode yet.</source>
        <translation>Inget spel isländsk Brús är färdigspelat i det här läget än.</translation>
    </message>
    <message>
        <source>You {n}</source>
        <translation>Du {n}</translation>
    </message>
    <message>
        <source>{n} Them</source>
        <translation>{n} De</translation>
    </message>
    <message>
        <source>level</source>
        <translation>lika</translation>
    </message>
    <message>
        <source>you lead by {n}</source>
        <translation>du leder med {n}</translation>
    </message>
    <message>
        <source>they lead by {n}</source>
        <translation>de leder med {n}</translation>
    </message>
    <message>
        <source>After 1 game of Icelandic Brús: {state}.</source>
        <translation>Efter 1 spel isländsk Brús: {state}.</translation>
    </message>
    <message>
        <source>After {n} games of Icelandic Brús: {state}.</source>
        <translation>Efter {n} spel isländsk Brús: {state}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>the animation speed</source>
        <translation>animeringens hastighet</translation>
    </message>
    <message>
        <source>the card back</source>
        <translation>kortens baksida</translation>
    </message>
    <message>
        <source>the card faces</source>
        <translation>kortens framsida</translation>
    </message>
    <message>
        <source>dimming the cards that cannot be played</source>
        <translation>att dämpa kort som inte kan spelas</translation>
    </message>
    <message>
        <source>the table colour</source>
        <translation>bordets färg</translation>
    </message>
    <message>
        <source>the computer players&apos; speed</source>
        <translation>datorspelarnas hastighet</translation>
    </message>
    <message>
        <source>asking before a risk is played</source>
        <translation>att fråga innan ett kort vågas</translation>
    </message>
    <message>
        <source>waiting for a click after each trick</source>
        <translation>att vänta på ett klick efter varje stick</translation>
    </message>
    <message>
        <source>asking before a match in progress is abandoned</source>
        <translation>frågan innan en pågående match avbryts</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>språket</translation>
    </message>
    <message>
        <source>the welcome</source>
        <translation>välkomsten</translation>
    </message>
    <message>
        <source>the lessons you have finished</source>
        <translation>lektionerna du har gått igenom</translation>
    </message>
    <message>
        <source>the earlier statistics you left aside</source>
        <translation>den tidigare statistiken du lät ligga undan</translation>
    </message>
    <message>
        <source>the folder of game records</source>
        <translation>mappen för spelprotokoll</translation>
    </message>
    <message>
        <source>the window&apos;s size and layout</source>
        <translation>fönstrets storlek och delning</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used this time.</source>
        <translation>Dina inställningar kunde inte läsas, så standardvärdena används den här gången.</translation>
    </message>
    <message>
        <source>Your settings could not be read; they were kept as {name} and the defaults are used.</source>
        <translation>Dina inställningar kunde inte läsas; de sparades undan som {name} och standardvärdena används.</translation>
    </message>
    <message>
        <source>Some of your settings could not be used, so the default is used for {names}.</source>
        <translation>Några av dina inställningar kunde inte användas, så standardvärdet används för {names}.</translation>
    </message>
    <message>
        <source>Part of your settings could not be used, so it is left out of {names}.</source>
        <translation>Delar av dina inställningar kunde inte användas, så de har utelämnats från {names}.</translation>
    </message>
    <message>
        <source>Some of your settings could not be used, so the defaults are used for {names}.</source>
        <translation>Några av dina inställningar kunde inte användas, så standardvärdena används för {names}.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Choose…</source>
        <translation>Välj…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Direkt</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsam</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Rask</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>Mycket långsam</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Animeringens hastighet:</translation>
    </message>
    <message>
        <source>Cards jump into place, but each full trick stays on the table for about a second (a click takes it at once).</source>
        <translation>Korten hoppar direkt på plats, men varje helt stick ligger kvar på bordet i ungefär en sekund (ett klick tar bort det genast).</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Röd</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grön</translation>
    </message>
    <message>
        <source>Gotland</source>
        <translation>Gotland</translation>
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
        <source>Classic</source>
        <translation>Klassiska</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hög kontrast</translation>
    </message>
    <message>
        <source>High contrast: four suit colours that differ in lightness too, white cards with large black indices, and strong marks on a dark table.</source>
        <translation>Hög kontrast: fyra färger som även skiljer sig i ljushet, vita kort med stora svarta index och tydliga markeringar på ett mörkt bord.</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>Kortens &amp;framsida:</translation>
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
        <source>Wait for a click after each trick</source>
        <translation>Vänta på ett klick efter varje stick</translation>
    </message>
    <message>
        <source>A full trick stays on the table until you click the table or press {space}, at any speed.</source>
        <translation>Ett fullt stick ligger kvar på bordet tills du klickar på bordet eller trycker på {space}, i vilken hastighet som helst.</translation>
    </message>
    <message>
        <source>Ask before a match in progress is abandoned</source>
        <translation>Fråga innan en pågående match avbryts</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets språk</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Språk:</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>Bordets &amp;färg:</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Bordets färg</translation>
    </message>
</context>
<context>
    <name>SkillChart</name>
    <message>
        <source>Skill per deal</source>
        <translation>Skicklighet per giv</translation>
    </message>
    <message>
        <source>Deals the coach has found a par for appear here.</source>
        <translation>Givar där tränaren har räknat ut expertens resultat visas här.</translation>
    </message>
    <message>
        <source>Skill: how much better than the expert you did with the same cards (your points minus par)</source>
        <translation>Skicklighet: hur mycket bättre än experten du klarade dig med samma kort (dina poäng minus expertens)</translation>
    </message>
    <message>
        <source>Skill per deal – {game}</source>
        <translation>Skicklighet per giv – {game}</translation>
    </message>
    <message>
        <source>Deals with a par shown: {n}; skill from {low} to {high}; running sum {total}.</source>
        <translation>Givar med expertens resultat som visas: {n}; skicklighet från {low} till {high}; löpande summa {total}.</translation>
    </message>
    <message>
        <source>Skill per deal, oldest first: {values}.</source>
        <translation>Skicklighet per giv, äldst först: {values}.</translation>
    </message>
    <message>
        <source>bars: skill per deal; line: running sum, now {total}</source>
        <translation>staplar: skicklighet per giv; linje: löpande summa, nu {total}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matcher</translation>
    </message>
    <message>
        <source>Matches played to the end</source>
        <translation>Matcher som spelats klart</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Vunna matcher</translation>
    </message>
    <message>
        <source>Matches your side won, and their share</source>
        <translation>Matcher som din sida vann, och deras andel</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Givar</translation>
    </message>
    <message>
        <source>Deals played to the end</source>
        <translation>Givar som spelats klart</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>Vunna givar</translation>
    </message>
    <message>
        <source>Deals your side won, and their share (drawn deals are not won)</source>
        <translation>Givar som din sida vann, och deras andel (oavgjorda givar räknas inte som vunna)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Points your side scored – points of the best other side, over all deals</source>
        <translation>Poäng som din sida fick – poäng för den bästa andra sidan, över alla givar</translation>
    </message>
    <message>
        <source>Jan</source>
        <translation>Jan</translation>
    </message>
    <message>
        <source>Deals won with every trick (Jan in Bräus and Brus, jana in Icelandic Brús): yours – theirs</source>
        <translation>Givar vunna med alla stick (Jan i Bräus och Brus, jana i isländsk Brús): era – deras</translation>
    </message>
    <message>
        <source>Storms</source>
        <translation>Stormar</translation>
    </message>
    <message>
        <source>Brus hands where the first five tricks stormed the castle: yours – theirs</source>
        <translation>Brusgivar där de fem första sticken stormade borgen: era – deras</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>Vågade</translation>
    </message>
    <message>
        <source>Your risks that came off / risks you made</source>
        <translation>Dina vågade kort som gick hem / vågade kort du spelade</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Träffsäkerhet</translation>
    </message>
    <message>
        <source>The coach&apos;s mean accuracy (0–100) over your reviewed deals, and in brackets their mistakes and blunders</source>
        <translation>Tränarens genomsnittliga träffsäkerhet (0–100) i dina granskade givar, och inom parentes deras misstag och grova misstag</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} spelare</translation>
    </message>
    <message>
        <source>to {n} sticks</source>
        <translation>till {n} pinnar</translation>
    </message>
    <message>
        <source>to {n} points</source>
        <translation>till {n} poäng</translation>
    </message>
    <message>
        <source>no {option}</source>
        <translation>ej {option}</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>Statistics are off for now: their folder could not be made ({reason}).</source>
        <translation>Statistiken är avstängd tills vidare: dess mapp kunde inte skapas ({reason}).</translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version of Bräus Desktop, so it was kept aside as {name} and new statistics begin.</source>
        <translation>Statistikfilen skrevs av en nyare version av Bräus Desktop, så den sparades undan som {name} och en ny statistik börjar.</translation>
    </message>
    <message>
        <source>The statistics file could not be read, so it was kept aside as {name} and new statistics begin.</source>
        <translation>Statistikfilen kunde inte läsas, så den sparades undan som {name} och en ny statistik börjar.</translation>
    </message>
    <message>
        <source>Statistics are off for now: a new statistics file could not be made.</source>
        <translation>Statistiken är avstängd tills vidare: en ny statistikfil kunde inte skapas.</translation>
    </message>
    <message>
        <source>Statistics are off for now: the statistics file could not be opened ({reason}).</source>
        <translation>Statistiken är avstängd tills vidare: statistikfilen kunde inte öppnas ({reason}).</translation>
    </message>
    <message>
        <source>Statistics are off for now: the statistics file could not be opened. {reason}</source>
        <translation>Statistiken är avstängd tills vidare: statistikfilen kunde inte öppnas. {reason}</translation>
    </message>
    <message>
        <source>Statistics are off for now: the unreadable statistics file could not be moved aside ({reason}).</source>
        <translation>Statistiken är avstängd tills vidare: den oläsbara statistikfilen kunde inte flyttas undan ({reason}).</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Your cards beside your skill</source>
        <translation>Dina kort bredvid din skicklighet</translation>
    </message>
    <message>
        <source>Par is what the expert makes of your cards: the worth of your cards. Beside your skill, the par of your last deals of this game against the par of your deals of it before them.</source>
        <translation>Par är vad experten får ut av dina kort: dina korts värde. Bredvid din skicklighet visas par för dina senaste givar i det här spelet mot par för dina givar i det före dem.</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportera…</translation>
    </message>
    <message>
        <source>Every deal of your history as a spreadsheet (CSV), to take anywhere</source>
        <translation>Varje giv i din historik som kalkylblad (CSV), att ta med vart du vill</translation>
    </message>
    <message>
        <source>Reading your statistics…</source>
        <translation>Läser din statistik…</translation>
    </message>
    <message>
        <source>{game}: once {n} of your deals have a par, your cards' worth is shown here beside your skill.</source>
        <translation>{game}: när {n} av dina givar har ett par visas dina korts värde här bredvid din skicklighet.</translation>
    </message>
    <message>
        <source>{game}: your cards were worth {cards} a deal over your last {n} deals (give or take {noise}) against the {before} before them; your skill was {skill}.</source>
        <translation>{game}: dina kort var värda {cards} per giv under dina senaste {n} givar (plus minus {noise}) mot de {before} före dem; din skicklighet var {skill}.</translation>
    </message>
    <message>
        <source>braus-statistics.csv</source>
        <translation>braus-statistik.csv</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Exportera statistik</translation>
    </message>
    <message>
        <source>Spreadsheets (*.csv)</source>
        <translation>Kalkylblad (*.csv)</translation>
    </message>
    <message>
        <source>The statistics could not be written to {file}: the disk is full. Free some space on it and export again; {file} is left as it was.</source>
        <translation>Statistiken kunde inte skrivas till {file}: disken är full. Frigör utrymme på den och exportera igen; {file} lämnas som den var.</translation>
    </message>
    <message>
        <source>The statistics could not be written to {file} ({reason}); {file} is left as it was.</source>
        <translation>Statistiken kunde inte skrivas till {file} ({reason}); {file} lämnas som den var.</translation>
    </message>
    <message>
        <source>Deals written to {file}: {n}.</source>
        <translation>Givar skrivna till {file}: {n}.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Serious matches</source>
        <translation>&amp;Allvarliga matcher</translation>
    </message>
    <message>
        <source>Show serious matches</source>
        <translation>Visa allvarliga matcher</translation>
    </message>
    <message>
        <source>Matches played without undo, hints or open hands</source>
        <translation>Matcher spelade utan ångra, tips eller öppna händer</translation>
    </message>
    <message>
        <source>&amp;Practice matches</source>
        <translation>&amp;Träningsmatcher</translation>
    </message>
    <message>
        <source>Show practice matches</source>
        <translation>Visa träningsmatcher</translation>
    </message>
    <message>
        <source>Matches where undo, hints or open hands were allowed</source>
        <translation>Matcher där ångra, tips eller öppna händer var tillåtna</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Översikt</translation>
    </message>
    <message>
        <source>Statistics message</source>
        <translation>Meddelande om statistiken</translation>
    </message>
    <message>
        <source>Statistics by game and variant</source>
        <translation>Statistik per spel och variant</translation>
    </message>
    <message>
        <source>The statistics could not be read ({reason}).</source>
        <translation>Statistiken kunde inte läsas ({reason}).</translation>
    </message>
    <message>
        <source>Statistics are not kept in this session.</source>
        <translation>Ingen statistik förs i den här sessionen.</translation>
    </message>
    <message>
        <source>Nothing recorded in practice play yet: finished deals and matches appear here.</source>
        <translation>Inget registrerat i träningsspel än: färdigspelade givar och matcher visas här.</translation>
    </message>
    <message>
        <source>Nothing recorded in serious play yet: finished deals and matches appear here.</source>
        <translation>Inget registrerat i allvarligt spel än: färdigspelade givar och matcher visas här.</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt; match, &lt;b&gt;{won}&lt;/b&gt; won{rate}</source>
        <translation>&lt;b&gt;1&lt;/b&gt; match, &lt;b&gt;{won}&lt;/b&gt; vunnen{rate}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; matches, &lt;b&gt;{won}&lt;/b&gt; won{rate}</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; matcher, &lt;b&gt;{won}&lt;/b&gt; vunna{rate}</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt; deal, &lt;b&gt;{won}&lt;/b&gt; won</source>
        <translation>&lt;b&gt;1&lt;/b&gt; giv, &lt;b&gt;{won}&lt;/b&gt; vunnen</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; deals, &lt;b&gt;{won}&lt;/b&gt; won</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; givar, &lt;b&gt;{won}&lt;/b&gt; vunna</translation>
    </message>
</context>
<context>
    <name>StatisticsRecorder</name>
    <message>
        <source>This deal could not be added to the statistics ({reason}); the game goes on.</source>
        <translation>Den här given kunde inte läggas till i statistiken ({reason}); spelet fortsätter.</translation>
    </message>
    <message>
        <source>The review of this deal could not be added to the statistics ({reason}); the game goes on.</source>
        <translation>Granskningen av den här given kunde inte läggas till i statistiken ({reason}); spelet fortsätter.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>1 card</source>
        <translation>1 kort</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} kort</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 stick</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} stick</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Din hand</translation>
    </message>
    <message>
        <source>The trick on the table</source>
        <translation>Sticket på bordet</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>{left} and {right} choose a card, {enter} plays it, {space} selects it.</source>
        <translation>{left} och {right} väljer ett kort, {enter} spelar det, {space} markerar det.</translation>
    </message>
    <message>
        <source>can be played</source>
        <translation>kan spelas</translation>
    </message>
    <message>
        <source>cannot be played</source>
        <translation>kan inte spelas</translation>
    </message>
    <message>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>givare</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>din tur</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>på tur</translation>
    </message>
    <message>
        <source>{name}: {facts}</source>
        <translation>{name}: {facts}</translation>
    </message>
    <message>
        <source>Stock: {cards}</source>
        <translation>Talong: {cards}</translation>
    </message>
    <message>
        <source>Card shown: {card}</source>
        <translation>Synligt kort: {card}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Kortbordet</translation>
    </message>
    <message>
        <source>Your hand: {left} and {right} choose a card, {enter} plays it, {space} selects it, P passes, L shows the last trick.</source>
        <translation>Din hand: {left} och {right} väljer ett kort, {enter} spelar det, {space} markerar det, P passar, L visar senaste sticket.</translation>
    </message>
    <message>
        <source>W says where you are; {shift_w} says the last announcement again.</source>
        <translation>W säger var du är; {shift_w} säger det senaste meddelandet igen.</translation>
    </message>
    <message>
        <source>Stock {n}</source>
        <translation>Talong {n}</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 stick</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} stick</translation>
    </message>
    <message>
        <source>Winning the trick so far</source>
        <translation>Tar sticket än så länge</translation>
    </message>
    <message>
        <source>Cut {n} cards</source>
        <translation>Kupera {n} kort</translation>
    </message>
    <message>
        <source>Cut the pack: {n} cards. {left} and {right} choose where, {enter} cuts.</source>
        <translation>Kupera leken: {n} kort. {left} och {right} väljer var, {enter} kuperar.</translation>
    </message>
    <message>
        <source>The showdown</source>
        <translation>Uppvisningen</translation>
    </message>
    <message>
        <source>You took it.</source>
        <translation>Du tog det.</translation>
    </message>
    <message>
        <source>{name} took it.</source>
        <translation>{name} tog det.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Senaste sticket</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Din plats</translation>
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
<context>
    <name>TrickModel</name>
    <message>
        <source>Seat {n}</source>
        <translation>Plats {n}</translation>
    </message>
    <message>
        <source>{name}: {cards} (risked)</source>
        <translation>{name}: {cards} (vågat)</translation>
    </message>
</context>
<context>
    <name>ValueGraph</name>
    <message>
        <source>Value of the deal</source>
        <translation>Givens värde</translation>
    </message>
    <message>
        <source>No decision of yours was valued in this deal.</source>
        <translation>Inget av dina beslut värderades i den här given.</translation>
    </message>
    <message>
        <source>Your decisions move the deal&apos;s value from {first} to {last} points; {n} marked as inaccuracy, mistake or blunder.</source>
        <translation>Dina beslut flyttar givens värde från {first} till {last} poäng; {n} markerade som onoggrannhet, misstag eller grovt misstag.</translation>
    </message>
    <message>
        <source>Your decisions&apos; values, in order: {values}.</source>
        <translation>Dina besluts värden, i tur och ordning: {values}.</translation>
    </message>
    <message>
        <source>start</source>
        <translation>början</translation>
    </message>
    <message>
        <source>end</source>
        <translation>slut</translation>
    </message>
    <message>
        <source>No decision of yours was valued.</source>
        <translation>Inget av dina beslut värderades.</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>väntat</translation>
    </message>
    <message>
        <source>every card known</source>
        <translation>alla kort kända</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>misstag</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>onoggrannhet</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grovt misstag</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to Bräus Desktop</source>
        <translation>Välkommen till Bräus Desktop</translation>
    </message>
    <message>
        <source>&lt;p&gt;Bräus Desktop plays old card games of the Karnöffel family: Bräus from Gotland, Danish Brus, Icelandic Brús and Horwell&apos;s multi-card Brag. You play against computer players, offline, at your own pace. The rules of every game are under Help → Rules.&lt;/p&gt;&lt;p&gt;How would you like to begin?&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bräus Desktop spelar gamla kortspel ur Karnöffelfamiljen: Bräus från Gotland, dansk Brus, isländsk Brús och Horwells Brag med många kort. Du spelar mot datorspelare, utan nätverk, i din egen takt. Reglerna för varje spel finns under Hjälp → Regler.&lt;/p&gt;&lt;p&gt;Hur vill du börja?&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your first game is a practice match: a hint with H, undo with Ctrl+Z, and the other hands can be shown. For a serious match, counted in your statistics, choose Game → New game and untick Practice match.</source>
        <translation>Ditt första spel är en träningsmatch: tips med H, ångra med Ctrl+Z, och de andras händer kan visas. För en riktig match, som räknas i din statistik, välj Spel → Nytt spel och bocka ur Träningsmatch.</translation>
    </message>
    <message>
        <source>&amp;Play Bräus now</source>
        <translation>&amp;Spela Bräus nu</translation>
    </message>
    <message>
        <source>You and North against West and East, a trick game in which most cards can never be played: the first team to take six tricks wins the deal.</source>
        <translation>Du och Nord mot Väst och Öst, ett stickspel där de flesta korten aldrig kan spelas: det lag som först tar sex stick vinner given.</translation>
    </message>
    <message>
        <source>&amp;Choose another game…</source>
        <translation>&amp;Välj ett annat spel…</translation>
    </message>
    <message>
        <source>Danish Brus, Solo Brus, Icelandic Brús or Brag, with the players and rules you like.</source>
        <translation>Dansk Brus, Solo-Brus, isländsk Brús eller Brag, med de spelare och regler du vill.</translation>
    </message>
    <message>
        <source>&amp;Learn Bräus</source>
        <translation>&amp;Lär dig Bräus</translation>
    </message>
    <message>
        <source>Short lessons at the table, one idea each on a prepared deal: you make the play, and a wrong one is explained.</source>
        <translation>Korta lektioner vid bordet, en idé i taget i en förberedd giv: du gör draget, och ett fel drag förklaras.</translation>
    </message>
    <message>
        <source>Learn &amp;another game…</source>
        <translation>Lär dig ett &amp;annat spel…</translation>
    </message>
    <message>
        <source>The lessons of Danish Brus, Solo Brus, Icelandic Brús and Brag (Help → Lessons lists them at any time).</source>
        <translation>Lektionerna i dansk Brus, Solo-Brus, isländsk Brús och Brag (Hjälp → Lektioner visar dem när som helst).</translation>
    </message>
</context>
<context>
    <name>WhereAmI</name>
    <message>
        <source>{suit}: {ranks}</source>
        <translation>{suit}: {ranks}</translation>
    </message>
    <message>
        <source>No game is being played. Game, New game starts one.</source>
        <translation>Inget spel pågår. Spel, Nytt spel startar ett.</translation>
    </message>
    <message>
        <source>{game}, deal {n}. Score: {score}.</source>
        <translation>{game}, giv {n}. Ställning: {score}.</translation>
    </message>
    <message>
        <source>On the table: {plays}.</source>
        <translation>På bordet: {plays}.</translation>
    </message>
    <message>
        <source>No cards on the table.</source>
        <translation>Inga kort på bordet.</translation>
    </message>
    <message>
        <source>Your hand, {count}: {cards}.</source>
        <translation>Din hand, {count}: {cards}.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Din hand är tom.</translation>
    </message>
    <message>
        <source>The deal is over: Game, Next deal deals the next one.</source>
        <translation>Given är slut: Spel, Nästa giv ger nästa.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Din tur.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <translation>{name} är på tur.</translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <source>Matches won, per game</source>
        <translation>Vunna matcher, per spel</translation>
    </message>
    <message>
        <source>No match finished yet.</source>
        <translation>Ingen match är färdigspelad än.</translation>
    </message>
    <message>
        <source>{game}: {matches} of {n} matches, {deals} of deals</source>
        <translation>{game}: {matches} av {n} matcher, {deals} av givarna</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>matcher</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>givar</translation>
    </message>
</context>
<context>
    <name>WonTricksModel</name>
    <message>
        <source>side {side}: {cards}</source>
        <translation>sida {side}: {cards}</translation>
    </message>
</context>
<context>
    <name>_Chart</name>
    <message>
        <source>Nothing to show yet.</source>
        <translation>Inget att visa än.</translation>
    </message>
</context>
</TS>
