<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da" sourcelanguage="en">
<context>
    <name>AbandonMatch</name>
    <message>
        <source>Deal {n} of a match of {game} (game to {target}) is over. Score: {points}.</source>
        <translation>Giv {n} i en kamp i {game} (spil til {target}) er slut. Stilling: {points}.</translation>
    </message>
    <message>
        <source>You are playing deal {n} of a match of {game} (game to {target}). Score: {points}.</source>
        <translation>Du spiller giv {n} i en kamp i {game} (spil til {target}). Stilling: {points}.</translation>
    </message>
    <message>
        <source>Abandon the match?</source>
        <translation>Opgive kampen?</translation>
    </message>
    <message>
        <source>Abandon the match in progress?</source>
        <translation>Opgive den igangværende kamp?</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Opgiv den</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Spil videre</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Spørg ikke igen</translation>
    </message>
    <message>
        <source>“Don&apos;t ask again” turns this question off; Settings can turn it back on.</source>
        <translation>»Spørg ikke igen« slår dette spørgsmål fra; det kan slås til igen i Indstillinger.</translation>
    </message>
</context>
<context>
    <name>AccuracyChart</name>
    <message>
        <source>Accuracy per deal</source>
        <translation>Præcision pr. giv</translation>
    </message>
    <message>
        <source>Deals the coach has reviewed appear here.</source>
        <translation>Give, som træneren har gennemgået, vises her.</translation>
    </message>
    <message>
        <source>Accuracy per deal – {game}</source>
        <translation>Præcision pr. giv – {game}</translation>
    </message>
    <message>
        <source>Reviewed deals shown: {n}; accuracy from {first:.0f} to {last:.0f}, {mean:.0f} on average; {marked} with a mistake or blunder.</source>
        <translation>Gennemgåede give vist: {n}; præcision fra {first:.0f} til {last:.0f}, i gennemsnit {mean:.0f}; {marked} med en fejl eller en brøler.</translation>
    </message>
    <message>
        <source>Accuracy per deal, oldest first: {values}.</source>
        <translation>Præcision pr. giv, ældste først: {values}.</translation>
    </message>
    <message>
        <source>reviewed deals shown: {n}; marked: a mistake or blunder</source>
        <translation>gennemgåede give vist: {n}; markeret: en fejl eller en brøler</translation>
    </message>
</context>
<context>
    <name>ArrangerDialog</name>
    <message>
        <source>Arrange your hand</source>
        <translation>Ordn din hånd</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Din hånd</translation>
    </message>
    <message>
        <source>Trick {n}, card {i}</source>
        <translation>Stik {n}, kort {i}</translation>
    </message>
    <message>
        <source>Discard {i}</source>
        <translation>Afkast {i}</translation>
    </message>
    <message>
        <source>Tricks, strongest first</source>
        <translation>Stik, det stærkeste først</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Stik {n}</translation>
    </message>
    <message>
        <source>Trick {n} value</source>
        <translation>Værdi af stik {n}</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Afkast</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Afkast</translation>
    </message>
    <message>
        <source>What is wrong</source>
        <translation>Hvad er der galt</translation>
    </message>
    <message>
        <source>&amp;Sort tricks</source>
        <translation>&amp;Sorter stik</translation>
    </message>
    <message>
        <source>Put the complete tricks in order, strongest first.</source>
        <translation>Læg de færdige stik i rækkefølge, det stærkeste først.</translation>
    </message>
    <message>
        <source>&amp;Auto-arrange</source>
        <translation>&amp;Ordn automatisk</translation>
    </message>
    <message>
        <source>Arrange the whole hand for you.</source>
        <translation>Ordner hele hånden for dig.</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Ryd</translation>
    </message>
    <message>
        <source>Return every card to your hand.</source>
        <translation>Læg alle kort tilbage på hånden.</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Bekræft</translation>
    </message>
    <message>
        <source>1 more card</source>
        <translation>1 kort mere</translation>
    </message>
    <message>
        <source>{n} more cards</source>
        <translation>{n} kort mere</translation>
    </message>
    <message>
        <source>Ready: Confirm lays these tricks.</source>
        <translation>Klar: Bekræft lægger disse stik.</translation>
    </message>
    <message>
        <source>Lay your cards out as tricks, strongest first, and discard the spare card. Drag them, or click a card and then a slot.</source>
        <translation>Læg dine kort ud som stik, det stærkeste først, og kast det overskydende kort. Træk dem, eller klik på et kort og derefter på en plads.</translation>
    </message>
    <message>
        <source>Lay your cards out as tricks, strongest first. Drag them, or click a card and then a slot.</source>
        <translation>Læg dine kort ud som stik, det stærkeste først. Træk dem, eller klik på et kort og derefter på en plads.</translation>
    </message>
    <message>
        <source>1 card still to place.</source>
        <translation>1 kort mangler stadig at blive lagt.</translation>
    </message>
    <message>
        <source>{n} cards still to place.</source>
        <translation>{n} kort mangler stadig at blive lagt.</translation>
    </message>
    <message>
        <source>Nothing is wrong.</source>
        <translation>Der er ikke noget galt.</translation>
    </message>
    <message>
        <source>Holding the {card}: click or press {enter} on a slot to put it down, {escape} to let go.</source>
        <translation>Du holder {card}: klik på en plads, eller tryk {enter} på den, for at lægge kortet dér; tryk {escape} for at slippe det.</translation>
    </message>
    <message>
        <source>Drag cards to the tricks, or click a card, then a slot. Keys: arrows, {enter}, {delete}.</source>
        <translation>Træk kortene til stikkene, eller klik på et kort og derefter på en plads. Taster: pile, {enter}, {delete}.</translation>
    </message>
</context>
<context>
    <name>Brag</name>
    <message>
        <source>no wild cards</source>
        <translation>ingen vilde kort</translation>
    </message>
    <message>
        <source>the three jokers wild</source>
        <translation>de tre jokere vilde</translation>
    </message>
    <message>
        <source>the jokers and the twos wild</source>
        <translation>jokerne og toerne vilde</translation>
    </message>
    <message>
        <source>You used the {cards} more than once.</source>
        <translation>Du har brugt {cards} mere end én gang.</translation>
    </message>
    <message>
        <source>The {card} is neither in a trick nor discarded.</source>
        <translation>{card} ligger hverken i et stik eller i afkastet.</translation>
    </message>
    <message>
        <source>The {cards} are neither in a trick nor discarded.</source>
        <translation>{cards} ligger hverken i et stik eller i afkastet.</translation>
    </message>
    <message>
        <source>Make {n} tricks of {size} cards, not {made}.</source>
        <translation>Lav {n} stik med {size} kort, ikke {made}.</translation>
    </message>
    <message>
        <source>Trick {i} has {n} cards; every trick needs {size}.</source>
        <translation>Stik {i} har {n} kort; hvert stik skal have {size}.</translation>
    </message>
    <message>
        <source>Discard no card, not {made}.</source>
        <translation>Kast ingen kort, ikke {made}.</translation>
    </message>
    <message>
        <source>Discard exactly one card, not {made}.</source>
        <translation>Kast præcis ét kort, ikke {made}.</translation>
    </message>
    <message>
        <source>Discard {n} cards, not {made}.</source>
        <translation>Kast {n} kort, ikke {made}.</translation>
    </message>
    <message>
        <source>Trick {i} holds {n} wild cards ({cards}): a trick may hold only one, unless all its cards are wild (a supreme).</source>
        <translation>Stik {i} har {n} vilde kort ({cards}): et stik må kun have ét, medmindre alle dets kort er vilde (en supreme).</translation>
    </message>
    <message>
        <source>Trick {i} is a supreme: a supreme may only be the first trick.</source>
        <translation>Stik {i} er en supreme: en supreme må kun ligge som første stik.</translation>
    </message>
    <message>
        <source>Trick {later} ({stronger}) beats trick {i} ({weaker}): lay the tricks strongest first.</source>
        <translation>Stik {later} ({stronger}) slår stik {i} ({weaker}): læg stikkene med det stærkeste først.</translation>
    </message>
    <message>
        <source>In Brag your move is the arrangement of your whole hand: the tricks strongest first, then the discards, like &apos;AS KS QS | 9H 9D 9C / 2C&apos;.</source>
        <translation>I Brag er dit træk at ordne hele hånden: stikkene med det stærkeste først, derefter afkastet, som &apos;AS KS QS | 9H 9D 9C / 2C&apos;.</translation>
    </message>
    <message>
        <source>seat {seat} {points}</source>
        <translation>plads {seat} {points}</translation>
    </message>
    <message>
        <source>Seat {seat} wins all {n} tricks and the bonus point: {points} points.</source>
        <translation>Plads {seat} vinder alle {n} stik og bonuspointet: {points} point.</translation>
    </message>
    <message>
        <source>Seat {seat} wins the deal ({score}).</source>
        <translation>Plads {seat} vinder givet ({score}).</translation>
    </message>
    <message>
        <source>No seat wins the deal outright ({score}).</source>
        <translation>Ingen plads vinder givet alene ({score}).</translation>
    </message>
    <message>
        <source>Supreme</source>
        <translation>Supreme</translation>
    </message>
    <message>
        <source>Prial</source>
        <translation>Tre ens</translation>
    </message>
    <message>
        <source>Running flush</source>
        <translation>Straight flush</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Straight</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>High card</source>
        <translation>Højt kort</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Fire ens</translation>
    </message>
    <message>
        <source>Pair of pairs</source>
        <translation>To par</translation>
    </message>
    <message>
        <source>Three-card running flush</source>
        <translation>Straight flush med tre kort</translation>
    </message>
    <message>
        <source>Three-card run</source>
        <translation>Straight med tre kort</translation>
    </message>
    <message>
        <source>Three-card flush</source>
        <translation>Flush med tre kort</translation>
    </message>
    <message>
        <source>Rainbow</source>
        <translation>Regnbue</translation>
    </message>
    <message>
        <source>a trick may hold only one wild card unless all its cards are wild (a supreme); {cards} holds {wild}</source>
        <translation>et stik må kun have ét vildt kort, medmindre alle dets kort er vilde (en supreme); {cards} har {wild}</translation>
    </message>
    <message>
        <source>a Brag trick has 3 or 4 cards, not {n}</source>
        <translation>et stik i Brag har 3 eller 4 kort, ikke {n}</translation>
    </message>
    <message>
        <source>a trick cannot hold the same card twice</source>
        <translation>et stik kan ikke have det samme kort to gange</translation>
    </message>
    <message>
        <source>{name} (with a wild card)</source>
        <translation>{name} (med et vildt kort)</translation>
    </message>
    <message>
        <source>Prial of {ranks}</source>
        <translation>Tre {ranks}</translation>
    </message>
    <message>
        <source>Four {ranks}</source>
        <translation>Fire {ranks}</translation>
    </message>
    <message>
        <source>Pair of {ranks}</source>
        <translation>Et par {ranks}</translation>
    </message>
    <message>
        <source>Pair of pairs, {ranks} and {lower}</source>
        <translation>To par, {ranks} og {lower}</translation>
    </message>
    <message>
        <source>High card, {rank} high</source>
        <translation>Højt kort, {rank} højest</translation>
    </message>
    <message>
        <source>{category}, ace-two-three-four</source>
        <translation>{category}, es-to-tre-fire</translation>
    </message>
    <message>
        <source>{category}, ace-two-three</source>
        <translation>{category}, es-to-tre</translation>
    </message>
    <message>
        <source>{category}, {rank} high</source>
        <translation>{category}, {rank} højest</translation>
    </message>
</context>
<context>
    <name>Braus</name>
    <message>
        <source>Drawn deal ({score} tricks): the same dealer deals again.</source>
        <translation>Uafgjort giv ({score} stik): samme spiller giver igen.</translation>
    </message>
    <message>
        <source>Team {team} wins with five tricks and the outcome card KC ({score}): 1 point.</source>
        <translation>Hold {team} vinder med fem stik og udslagskortet KC ({score}): 1 point.</translation>
    </message>
    <message>
        <source>Team {team} takes six tricks to none: Jan, 2 points.</source>
        <translation>Hold {team} tager seks stik mod ingen: Jan, 2 point.</translation>
    </message>
    <message>
        <source>Team {team} takes six tricks ({score}): 1 point.</source>
        <translation>Hold {team} tager seks stik ({score}): 1 point.</translation>
    </message>
    <message>
        <source>You are on lead: lead one of your playable cards.</source>
        <translation>Det er dit udspil: spil et af dine spilbare kort ud.</translation>
    </message>
    <message>
        <source>You cannot pass: you hold {higher}, higher than the {beat}, and in Bräus you must play a higher card when you can, even over your partner.</source>
        <translation>Du kan ikke melde pas: du har {higher}, som er højere end {beat}, og i Bräus skal du spille et højere kort, når du kan, også over din makker.</translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not a move in Bräus: play a card or pass.</source>
        <translation>&apos;{action}&apos; er ikke et træk i Bräus: spil et kort, eller meld pas.</translation>
    </message>
    <message>
        <source>There is no risking in Bräus.</source>
        <translation>I Bräus vover man ikke kort.</translation>
    </message>
    <message>
        <source>In Bräus you play one card at a time.</source>
        <translation>I Bräus spiller man ét kort ad gangen.</translation>
    </message>
    <message>
        <source>Sevens are not played to a trick: they are laid out as tricks of their own when you come to lead.</source>
        <translation>Syvere spilles ikke til et stik: de lægges ud som stik for sig, når det bliver dit udspil.</translation>
    </message>
    <message>
        <source>The {card} is an unplayable card in Bräus: it never leaves the hand (it is the outcome card, which can decide a drawn deal).</source>
        <translation>{card} er et uspilbart kort i Bräus: det forlader aldrig hånden (det er udslagskortet, som kan afgøre et uafgjort giv).</translation>
    </message>
    <message>
        <source>The {card} is an unplayable card in Bräus: it never leaves the hand.</source>
        <translation>{card} er et uspilbart kort i Bräus: det forlader aldrig hånden.</translation>
    </message>
    <message>
        <source>The {card} does not beat the {beat}: you must play a higher card ({higher}).</source>
        <translation>{card} slår ikke {beat}: du skal spille et højere kort ({higher}).</translation>
    </message>
    <message>
        <source>The {card} does not beat the {beat}, and you hold nothing that does: pass.</source>
        <translation>{card} slår ikke {beat}, og du har intet kort, der gør det: meld pas.</translation>
    </message>
</context>
<context>
    <name>BringBack</name>
    <message>
        <source>Earlier statistics found</source>
        <translation>Tidligere statistik fundet</translation>
    </message>
    <message>
        <source>Your statistics were kept aside as {name}, and this version of Bräus Desktop can read them. Bring them back into your statistics?</source>
        <translation>Din statistik blev lagt til side som {name}, og denne version af Bräus Desktop kan læse den. Vil du hente den tilbage i din statistik?</translation>
    </message>
    <message>
        <source>Finished deals in it that your statistics lack: {deals}. Matches: {matches}.</source>
        <translation>Afsluttede give i den, som din statistik mangler: {deals}. Kampe: {matches}.</translation>
    </message>
    <message>
        <source>&amp;Bring them back</source>
        <translation>&amp;Hent den tilbage</translation>
    </message>
    <message>
        <source>&amp;Leave them aside</source>
        <translation>&amp;Lad den ligge</translation>
    </message>
    <message>
        <source>Your earlier statistics stay aside in {name}.</source>
        <translation>Din tidligere statistik ligger stadig til side i {name}.</translation>
    </message>
    <message>
        <source>Your earlier statistics could not be brought back ({reason}); they stay in {name}.</source>
        <translation>Din tidligere statistik kunne ikke hentes tilbage ({reason}); den bliver i {name}.</translation>
    </message>
    <message>
        <source>Your earlier statistics are back in your statistics; {name} is left as it was.</source>
        <translation>Din tidligere statistik er tilbage i din statistik; {name} er ladt, som den var.</translation>
    </message>
</context>
<context>
    <name>Brus</name>
    <message>
        <source>Only the Brus (K♥) and the Galhund (8♠) can be risked (and the K♣ when it beats a led seven).</source>
        <translation>Kun Brus (K♥) og Galhund (8♠) kan voves (og K♣, når den slår en udspillet syver).</translation>
    </message>
    <message>
        <source>Only the Brus (K♥) and the Galhund (8♠) can be risked.</source>
        <translation>Kun Brus (K♥) og Galhund (8♠) kan voves.</translation>
    </message>
    <message>
        <source>You cannot risk the last card of a trick: nobody is left to beat it.</source>
        <translation>Du kan ikke vove stikkets sidste kort: der er ingen tilbage til at slå det.</translation>
    </message>
    <message>
        <source>No risking once the stock is empty (house rule).</source>
        <translation>Der må ikke voves, når bunken er tom (husregel).</translation>
    </message>
    <message>
        <source>You can only risk the {card} while a higher card ({names}) is still out and not in your hand.</source>
        <translation>Du kan kun vove {card}, så længe et højere kort ({names}) stadig er ude og ikke på din hånd.</translation>
    </message>
    <message>
        <source>The {cards} cannot win this trick now, so it cannot be risked.</source>
        <translation>{cards} kan ikke vinde dette stik nu, så det kan ikke voves.</translation>
    </message>
    <message>
        <source>The {cards} cannot win this trick now, so it cannot be risked (only a card that takes the lead may be risked).</source>
        <translation>{cards} kan ikke vinde dette stik nu, så det kan ikke voves (kun et kort, der tager føringen, må voves).</translation>
    </message>
    <message>
        <source>No risking when the risk&apos;s points would win the rubber (house rule).</source>
        <translation>Der må ikke voves, når pointene for det vovede kort ville vinde robberen (husregel).</translation>
    </message>
    <message>
        <source>Tie for most tricks ({tied}): every point of the hand is annulled.</source>
        <translation>Flere står lige med flest stik ({tied}): alle point i givet annulleres.</translation>
    </message>
    <message>
        <source>{side} wins the hand with every trick (jan) ({tricks}).</source>
        <translation>{side} vinder givet med alle stik (jan) ({tricks}).</translation>
    </message>
    <message>
        <source>{side} wins the hand, storming the castle ({tricks}).</source>
        <translation>{side} vinder givet og stormer borgen ({tricks}).</translation>
    </message>
    <message>
        <source>{side} wins the hand ({tricks}).</source>
        <translation>{side} vinder givet ({tricks}).</translation>
    </message>
    <message>
        <source>The tricks split 4-4-4: nobody discards for the hand; the next player to win a hand discards one extra stick.</source>
        <translation>Stikkene deles 4-4-4: ingen smider en pind for givet; den næste spiller, der vinder et giv, smider en ekstra pind.</translation>
    </message>
    <message>
        <source>{side} wins the hand and storms the castle (2 sticks) ({tricks}).</source>
        <translation>{side} vinder givet og stormer borgen (2 pinde) ({tricks}).</translation>
    </message>
    <message>
        <source>{score} tricks</source>
        <translation>{score} stik</translation>
    </message>
    <message>
        <source>There is no cut now: play a card.</source>
        <translation>Der tages ikke af nu: spil et kort.</translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not a move in {game}: play a card.</source>
        <translation>&apos;{action}&apos; er ikke et træk i {game}: spil et kort.</translation>
    </message>
    <message>
        <source>In {game} you lead one card at a time.</source>
        <translation>I {game} spiller man ét kort ud ad gangen.</translation>
    </message>
    <message>
        <source>Cards led together must be of the same rank (like 8♠+8♦ or K♥+K♣+K♦).</source>
        <translation>Kort, der spilles ud sammen, skal have samme valør (som 8♠+8♦ eller K♥+K♣+K♦).</translation>
    </message>
    <message>
        <source>You may lead at most {n} cards of one rank together.</source>
        <translation>Du må højst spille {n} kort af samme valør ud sammen.</translation>
    </message>
    <message>
        <source>Play one card to this trick.</source>
        <translation>Spil ét kort til dette stik.</translation>
    </message>
    <message>
        <source>This is a multiple trick of {n}: play exactly {n} cards together.</source>
        <translation>Dette er et flerstik med {n} kort: spil præcis {n} kort sammen.</translation>
    </message>
    <message>
        <source>With automatic risking, the {cards} is risked whenever it can be: play {action}!.</source>
        <translation>Når der voves automatisk, voves {cards}, hver gang det er muligt: spil {action}!.</translation>
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
        <translation>korsfareren</translation>
    </message>
    <message>
        <source>mester Erik</source>
        <translation>mester Erik</translation>
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
        <translation>Tom plads</translation>
    </message>
    <message>
        <source>In your hand. Press {enter} to pick it up, or drag it to a trick.</source>
        <translation>På hånden. Tryk {enter} for at tage det op, eller træk det til et stik.</translation>
    </message>
    <message>
        <source>This card is in a trick or discarded.</source>
        <translation>Dette kort ligger i et stik eller er kastet.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tom</translation>
    </message>
    <message>
        <source>Press {enter} to put the held card here, {delete} to return this card to your hand.</source>
        <translation>Tryk {enter} for at lægge det kort, du holder, her, eller {delete} for at lægge dette kort tilbage på hånden.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>clubs</source>
        <translation>klør</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruder</translation>
    </message>
    <message>
        <source>two</source>
        <translation>toer</translation>
    </message>
    <message>
        <source>three</source>
        <translation>treer</translation>
    </message>
    <message>
        <source>four</source>
        <translation>firer</translation>
    </message>
    <message>
        <source>five</source>
        <translation>femmer</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sekser</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>syver</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>otter</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nier</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>tier</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>knægt</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>konge</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>es</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>toere</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>treere</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>firere</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>femmere</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>seksere</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>syvere</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>ottere</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>niere</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tiere</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>knægte</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>damer</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>konger</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>esser</translation>
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
        <translation>Stik {n}: {play} kostede givet: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} won the trick but cost the hand: {cost}</source>
        <translation>Stik {n}: {play} vandt stikket, men kostede givet: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play}; your partner {name} took the trick with {cards}, but the hand was lost: {cost}</source>
        <translation>Stik {n}: {play}; din makker {name} tog stikket med {cards}, men givet blev tabt: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} lost the trick to {cards} ({name}) and the hand: {cost}</source>
        <translation>Stik {n}: {play} tabte stikket til {cards} ({name}) og givet: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} lost the trick to {cards} ({name}): {cost}</source>
        <translation>Stik {n}: {play} tabte stikket til {cards} ({name}): {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} lost the trick to {cards} ({name}) and the deal: {cost}</source>
        <translation>Stik {n}: {play} tabte stikket til {cards} ({name}) og givet: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play}; your partner {name} took the trick with {cards}: {cost}</source>
        <translation>Stik {n}: {play}; din makker {name} tog stikket med {cards}: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play}; your partner {name} took the trick with {cards}, but the deal was lost: {cost}</source>
        <translation>Stik {n}: {play}; din makker {name} tog stikket med {cards}, men givet blev tabt: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} won the trick: {cost}</source>
        <translation>Stik {n}: {play} vandt stikket: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} won the trick but cost the deal: {cost}</source>
        <translation>Stik {n}: {play} vandt stikket, men kostede givet: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} cost the deal: {cost}</source>
        <translation>Stik {n}: {play} kostede givet: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play}: {cost}</source>
        <translation>Stik {n}: {play}: {cost}</translation>
    </message>
    <message>
        <source>Your arrangement: {cost}</source>
        <translation>Din opstilling: {cost}</translation>
    </message>
    <message>
        <source>Your arrangement, trick {n}: {cards} ({trick}) lost that place to {winner_cards} ({name}): {cost}</source>
        <translation>Din opstilling, stik {n}: {cards} ({trick}) tabte den plads til {winner_cards} ({name}): {cost}</translation>
    </message>
    <message>
        <source>Your arrangement, trick {n}: {cards} ({trick}) instead of {suggested} ({suggested_trick}): {cost}</source>
        <translation>Din opstilling, stik {n}: {cards} ({trick}) i stedet for {suggested} ({suggested_trick}): {cost}</translation>
    </message>
    <message>
        <source>−{points}</source>
        <translation>−{points}</translation>
    </message>
    <message>
        <source>−{points} on average</source>
        <translation>−{points} i gennemsnit</translation>
    </message>
    <message>
        <source>−{points} ± {noise} on average</source>
        <translation>−{points} ± {noise} i gennemsnit</translation>
    </message>
    <message>
        <source>−{points} ± {noise} on average, uncertain</source>
        <translation>−{points} ± {noise} i gennemsnit, usikkert</translation>
    </message>
    <message>
        <source>calling a risk with {cards}</source>
        <translation>at vove {cards}</translation>
    </message>
    <message>
        <source>playing {cards}</source>
        <translation>at spille {cards}</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>at melde pas</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bedst</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>God</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Usikker</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Unøjagtighed</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fejl</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Brøler</translation>
    </message>
    <message>
        <source>Best play. {clause}.</source>
        <translation>Bedste spil. {clause}.</translation>
    </message>
    <message>
        <source>Good: {played} averages {loss:.2f} points less, a difference {n} sampled deals cannot tell from none. Best: {clause}.</source>
        <translation>God: {played} giver i gennemsnit {loss:.2f} point mindre, en forskel som {n} afprøvede give ikke kan skelne fra ingen. Bedst: {clause}.</translation>
    </message>
    <message>
        <source>Good: {played} does nearly as well ({loss:.2f} points less on average). Best: {clause}.</source>
        <translation>God: {played} er næsten lige så godt ({loss:.2f} point mindre i gennemsnit). Bedst: {clause}.</translation>
    </message>
    <message>
        <source>Uncertain: {played} averages {loss:.2f} ± {noise:.2f} points less than the best play; even {n} sampled deals cannot tell whether it costs anything. Best: {clause}.</source>
        <translation>Usikker: {played} giver i gennemsnit {loss:.2f} ± {noise:.2f} point mindre end det bedste spil; selv {n} afprøvede give kan ikke afgøre, om det koster noget. Bedst: {clause}.</translation>
    </message>
    <message>
        <source>With every card known it does as well, this time.</source>
        <translation>Med alle kort kendt går det lige så godt, denne gang.</translation>
    </message>
    <message>
        <source>With every card known it loses {loss:.2f} points.</source>
        <translation>Med alle kort kendt taber det {loss:.2f} point.</translation>
    </message>
    <message>
        <source>With every card known it loses about {loss:.2f} points.</source>
        <translation>Med alle kort kendt taber det omkring {loss:.2f} point.</translation>
    </message>
    <message>
        <source>{verdict}: {played} averages {loss:.2f} points less than the best play. Best: {clause}. {known}</source>
        <translation>{verdict}: {played} giver i gennemsnit {loss:.2f} point mindre end det bedste spil. Bedst: {clause}. {known}</translation>
    </message>
    <message>
        <source>{verdict}: {played} averages {loss:.2f} ± {noise:.2f} points less than the best play; even {n} sampled deals cannot rule out a mistake&apos;s cost. Best: {clause}. {known}</source>
        <translation>{verdict}: {played} giver i gennemsnit {loss:.2f} ± {noise:.2f} point mindre end det bedste spil; selv {n} afprøvede give kan ikke udelukke, at det koster som en fejl. Bedst: {clause}. {known}</translation>
    </message>
    <message>
        <source>{reason} (A hint here names {hint}: the best on the first {m} sampled deals, not on all {n}.)</source>
        <translation>{reason} (Et tip her foreslår {hint}: det bedste på de første {m} afprøvede give, ikke på alle {n}.)</translation>
    </message>
    <message>
        <source>Best arrangement: {names}; against hands dealt from the unseen cards it scores {value:+.2f} points against the best other player.</source>
        <translation>Bedste opstilling: {names}; mod hænder givet af de usete kort scorer den {value:+.2f} point mod den bedste af de andre spillere.</translation>
    </message>
    <message>
        <source>Lay {suggested} ({suggested_name}) as trick {n} instead of {played} ({played_name}): it takes that place in {new:.0%} of the sampled deals, yours in {old:.0%}</source>
        <translation>Læg {suggested} ({suggested_name}) som stik {n} i stedet for {played} ({played_name}): det tager den plads i {new:.0%} af de afprøvede give, dit i {old:.0%}</translation>
    </message>
    <message>
        <source>Good: your arrangement does nearly as well as {names} ({loss:.2f} points less over {n} sampled deals, too close to call). {move}.</source>
        <translation>God: din opstilling er næsten lige så god som {names} ({loss:.2f} point mindre i {n} afprøvede give, for tæt til at afgøre). {move}.</translation>
    </message>
    <message>
        <source>Uncertain: your arrangement averages {loss:.2f} ± {noise:.2f} points less than {names}; even {n} sampled deals cannot tell whether it costs anything. {move}.</source>
        <translation>Usikker: din opstilling giver i gennemsnit {loss:.2f} ± {noise:.2f} point mindre end {names}; selv {n} afprøvede give kan ikke afgøre, om det koster noget. {move}.</translation>
    </message>
    <message>
        <source>{verdict}: your arrangement averages {loss:.2f} points less than {names}. {move}.</source>
        <translation>{verdict}: din opstilling giver i gennemsnit {loss:.2f} point mindre end {names}. {move}.</translation>
    </message>
    <message>
        <source>{verdict}: your arrangement averages {loss:.2f} points less than {names}; against the tricks actually laid it lost {exact:.2f}. {move}.</source>
        <translation>{verdict}: din opstilling giver i gennemsnit {loss:.2f} point mindre end {names}; mod de stik der faktisk blev lagt tabte den {exact:.2f}. {move}.</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>This lesson is finished.</source>
        <translation>Denne lektion er færdig.</translation>
    </message>
    <message>
        <source>Deal {n} (no. {seed})</source>
        <translation>Giv {n} (nr. {seed})</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Giv {n}</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>Du giver</translation>
    </message>
    <message>
        <source>{name} deals</source>
        <translation>{name} giver</translation>
    </message>
    <message>
        <source>The game is saved again.</source>
        <translation>Spillet gemmes igen.</translation>
    </message>
    <message>
        <source>The game could not be saved: the disk is full. Free some space on it; the game is saved again after your next move.</source>
        <translation>Spillet kunne ikke gemmes: disken er fuld. Frigør noget plads på den; spillet gemmes igen efter dit næste træk.</translation>
    </message>
    <message>
        <source>The game could not be saved: the folder {folder} cannot be written to. Make it writable, or start Bräus Desktop with --data-dir and a folder you can write to.</source>
        <translation>Spillet kunne ikke gemmes: der kan ikke skrives i mappen {folder}. Gør den skrivbar, eller start Bräus Desktop med --data-dir og en mappe, du kan skrive i.</translation>
    </message>
    <message>
        <source>The game could not be saved: {folder} (or a folder above it) is a file, not a folder. Move that file away, or start Bräus Desktop with --data-dir and another folder.</source>
        <translation>Spillet kunne ikke gemmes: {folder} (eller en mappe over den) er en fil, ikke en mappe. Flyt filen væk, eller start Bräus Desktop med --data-dir og en anden mappe.</translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}. The game goes on, and it is saved again after your next move if it can be.</source>
        <translation>Spillet kunne ikke gemmes: {reason}. Spillet fortsætter og gemmes igen efter dit næste træk, hvis det kan lade sig gøre.</translation>
    </message>
    <message>
        <source>The coach&apos;s review of deal {n} in this record could not be read, so it is left out; the game itself is loaded.</source>
        <translation>Trænerens gennemgang af giv {n} i denne spilfil kunne ikke læses og er derfor udeladt; selve spillet er indlæst.</translation>
    </message>
    <message>
        <source>The coach&apos;s reviews of deals {deals} in this record could not be read, so they are left out; the game itself is loaded.</source>
        <translation>Trænerens gennemgange af givene {deals} i denne spilfil kunne ikke læses og er derfor udeladt; selve spillet er indlæst.</translation>
    </message>
    <message>
        <source>this version cannot play it on</source>
        <translation>denne version kan ikke spille videre på det</translation>
    </message>
    <message>
        <source>It could not be moved aside, so nothing is saved in this session.</source>
        <translation>Filen kunne ikke flyttes til side, så intet gemmes i denne session.</translation>
    </message>
    <message>
        <source>It was kept as {name}.</source>
        <translation>Filen er gemt til side som {name}.</translation>
    </message>
    <message>
        <source>the saved game names an unknown bot level: {level}</source>
        <translation>det gemte spil angiver et ukendt computerniveau: {level}</translation>
    </message>
    <message>
        <source>You lay {cards} as a trick.</source>
        <translation>Du lægger {cards} ud som et stik.</translation>
    </message>
    <message>
        <source>{name} lays {cards} as a trick.</source>
        <translation>{name} lægger {cards} ud som et stik.</translation>
    </message>
    <message>
        <source>{name} cannot lead; the lead passes on.</source>
        <translation>{name} kan ikke spille ud; udspillet går videre.</translation>
    </message>
    <message>
        <source>Over to you</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>You lead {cards} and risk it.</source>
        <translation>Du spiller {cards} ud og vover det.</translation>
    </message>
    <message>
        <source>{name} leads {cards} and risks it.</source>
        <translation>{name} spiller {cards} ud og vover det.</translation>
    </message>
    <message>
        <source>You lead {cards}.</source>
        <translation>Du spiller {cards} ud.</translation>
    </message>
    <message>
        <source>{name} leads {cards}.</source>
        <translation>{name} spiller {cards} ud.</translation>
    </message>
    <message>
        <source>You play {cards} and risk it.</source>
        <translation>Du lægger {cards} og vover det.</translation>
    </message>
    <message>
        <source>{name} plays {cards} and risks it.</source>
        <translation>{name} lægger {cards} og vover det.</translation>
    </message>
    <message>
        <source>You play {cards}.</source>
        <translation>Du lægger {cards}.</translation>
    </message>
    <message>
        <source>{name} plays {cards}.</source>
        <translation>{name} lægger {cards}.</translation>
    </message>
    <message>
        <source>Risk!</source>
        <translation>Vovet!</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Du melder pas.</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} melder pas.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Everyone draws from the stock.</source>
        <translation>Alle trækker fra bunken.</translation>
    </message>
    <message>
        <source>The pack is shuffled.</source>
        <translation>Kortene blandes.</translation>
    </message>
    <message>
        <source>You cut {n} cards: the bottom card is {cards}.</source>
        <translation>Du tager {n} kort af: bundkortet er {cards}.</translation>
    </message>
    <message>
        <source>{name} cuts {n} cards: the bottom card is {cards}.</source>
        <translation>{name} tager {n} kort af: bundkortet er {cards}.</translation>
    </message>
    <message>
        <source>Cut: {cards}</source>
        <translation>Aftagning: {cards}</translation>
    </message>
    <message>
        <source>Bottom card</source>
        <translation>Bundkort</translation>
    </message>
    <message>
        <source>Bottom card:
1 point to {side}</source>
        <translation>Bundkort:
1 point til {side}</translation>
    </message>
    <message>
        <source>{side} score {points} ({reason}).</source>
        <translation>{side} får {points} ({reason}).</translation>
    </message>
    <message>
        <source>You whistle.</source>
        <translation>Du fløjter.</translation>
    </message>
    <message>
        <source>{name} whistles.</source>
        <translation>{name} fløjter.</translation>
    </message>
    <message>
        <source>You show {cards}.</source>
        <translation>Du viser {cards}.</translation>
    </message>
    <message>
        <source>{name} shows {cards}.</source>
        <translation>{name} viser {cards}.</translation>
    </message>
    <message>
        <source>You have arranged your hand.</source>
        <translation>Du har ordnet din hånd.</translation>
    </message>
    <message>
        <source>{name} has arranged their hand.</source>
        <translation>{name} har ordnet sin hånd.</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Klar</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Givet er slut.</translation>
    </message>
    <message>
        <source>{side} scores {points} ({reason}).</source>
        <translation>{side} får {points} ({reason}).</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>givet</translation>
    </message>
    <message>
        <source>storm</source>
        <translation>stormløb</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>bonus</translation>
    </message>
    <message>
        <source>risk</source>
        <translation>vovet kort</translation>
    </message>
    <message>
        <source>whistle</source>
        <translation>fløjt</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>aftagning</translation>
    </message>
    <message>
        <source>jana</source>
        <translation>jana</translation>
    </message>
    <message>
        <source>Risk {outcome}: {side} +{points}.</source>
        <translation>Vovet kort {outcome}: {side} +{points}.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vandt</translation>
    </message>
    <message>
        <source>Won!</source>
        <translation>Vundet!</translation>
    </message>
    <message>
        <source>smacked</source>
        <translation>smækket</translation>
    </message>
    <message>
        <source>Smacked!</source>
        <translation>Smækket!</translation>
    </message>
    <message>
        <source>void</source>
        <translation>ugyldigt</translation>
    </message>
    <message>
        <source>Void!</source>
        <translation>Ugyldigt!</translation>
    </message>
    <message>
        <source>oversmacked</source>
        <translation>oversmækket</translation>
    </message>
    <message>
        <source>Oversmacked!</source>
        <translation>Oversmækket!</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>Click the table or press {space} to go on.</source>
        <translation>Klik på bordet, eller tryk på {space} for at fortsætte.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Du tager stikket.</translation>
    </message>
    <message>
        <source>{name} takes the trick.</source>
        <translation>{name} tager stikket.</translation>
    </message>
    <message>
        <source>Trick {n}: {tricks} — nobody wins.</source>
        <translation>Stik {n}: {tricks} — ingen vinder.</translation>
    </message>
    <message>
        <source>Trick {n}: {tricks} — you win.</source>
        <translation>Stik {n}: {tricks} — du vinder.</translation>
    </message>
    <message>
        <source>Trick {n}: {tricks} — {name} wins.</source>
        <translation>Stik {n}: {tricks} — {name} vinder.</translation>
    </message>
    <message>
        <source>Click here or press Next deal.</source>
        <translation>Klik her, eller tryk Næste giv.</translation>
    </message>
    <message>
        <source>Your cut: click the pack where you want to cut it, or choose the place with {left} and {right} and press {enter}.</source>
        <translation>Du skal tage af: klik på kortene der, hvor du vil tage af, eller vælg stedet med {left} og {right}, og tryk {enter}.</translation>
    </message>
    <message>
        <source>You cannot beat the card: press Pass (or P).</source>
        <translation>Du kan ikke slå kortet: tryk Pas (eller P).</translation>
    </message>
    <message>
        <source>Arrange your hand.</source>
        <translation>Ordn din hånd.</translation>
    </message>
    <message>
        <source>Your turn: select cards by clicking them, or with {left}, {right} and {space}; then Play or {enter}. A double-click plays one card.</source>
        <translation>Din tur: vælg kort ved at klikke på dem, eller med {left}, {right} og {space}; derefter Spil eller {enter}. Et dobbeltklik spiller ét kort.</translation>
    </message>
    <message>
        <source>Your turn: click a card, or drag it to the middle, to play it; or choose it with {left} and {right} and press {enter}.</source>
        <translation>Din tur: klik på et kort, eller træk det ind på midten, for at spille det; eller vælg det med {left} og {right}, og tryk {enter}.</translation>
    </message>
    <message>
        <source>A computer player failed ({message}); it plays at random.</source>
        <translation>Der opstod en fejl hos en computerspiller ({message}); den spiller nu tilfældigt.</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Vent: det er {name}s tur.</translation>
    </message>
    <message>
        <source>In Brag the whole hand is arranged: press Arrange hand.</source>
        <translation>I Brag ordnes hele hånden: tryk Ordn hånden.</translation>
    </message>
    <message>
        <source>Only the {card} is selected now.</source>
        <translation>Nu er kun {card} valgt.</translation>
    </message>
    <message>
        <source>{reason} Only the {card} is selected now.</source>
        <translation>{reason} Nu er kun {card} valgt.</translation>
    </message>
    <message>
        <source>Select the card to risk first, then tick Risk it.</source>
        <translation>Vælg først det kort, du vil vove, og sæt så flueben ved Vov.</translation>
    </message>
    <message>
        <source>Select the cards to play first.</source>
        <translation>Vælg først de kort, du vil spille.</translation>
    </message>
    <message>
        <source>{what} are for practice matches: start one with Game → New game → Practice.</source>
        <translation>{what} hører til træningskampe: start en med Spil → Nyt spil → Træningskamp.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn.</source>
        <translation>Der gives tips, når det er din tur.</translation>
    </message>
    <message>
        <source>Thinking about your move…</source>
        <translation>Tænker over dit træk…</translation>
    </message>
    <message>
        <source>No hint this time: the expert failed ({message}).</source>
        <translation>Intet tip denne gang: der opstod en fejl hos eksperten ({message}).</translation>
    </message>
    <message>
        <source>Open hands</source>
        <translation>Åbne hænder</translation>
    </message>
    <message>
        <source>Undo and redo</source>
        <translation>Fortryd og gentag</translation>
    </message>
    <message>
        <source>The deal starts again; replaying made this a practice match.</source>
        <translation>Givet begynder forfra; fordi det spilles igen, er kampen nu en træningskamp.</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <translation>Der er intet spil at eksportere.</translation>
    </message>
    <message>
        <source>The record could not be written: {reason}.</source>
        <translation>Spilprotokollen kunne ikke gemmes: {reason}.</translation>
    </message>
    <message>
        <source>{file} could not be imported: {reason}</source>
        <translation>{file} kunne ikke importeres: {reason}</translation>
    </message>
    <message>
        <source>this version cannot play it</source>
        <translation>denne version kan ikke spille det</translation>
    </message>
</context>
<context>
    <name>DealEditorDialog</name>
    <message>
        <source>Deal editor</source>
        <translation>Giveditor</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>This game: {game}</source>
        <translation>Dette spil: {game}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>S&amp;pil</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Giver</translation>
    </message>
    <message>
        <source>&amp;Dealer</source>
        <translation>&amp;Giver</translation>
    </message>
    <message>
        <source>Deal to:</source>
        <translation>Giv til:</translation>
    </message>
    <message>
        <source>Hands so far</source>
        <translation>Hænderne indtil nu</translation>
    </message>
    <message>
        <source>What is wrong</source>
        <translation>Hvad er der galt</translation>
    </message>
    <message>
        <source>&amp;Fill the rest at random</source>
        <translation>&amp;Fyld resten ud tilfældigt</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Ryd</translation>
    </message>
    <message>
        <source>&amp;Play this deal</source>
        <translation>&amp;Spil dette giv</translation>
    </message>
    <message>
        <source>{game}, {n} players</source>
        <translation>{game}, {n} spillere</translation>
    </message>
    <message>
        <source>Click a place under &lt;i&gt;Deal to&lt;/i&gt;, then the cards; or with the keyboard, move with the arrows and press {keys} to give the card to that seat, S to the stock, {delete} to take it back. The stock is drawn in the order you fill it: the first card is the top.</source>
        <translation>Klik på en plads under &lt;i&gt;Giv til&lt;/i&gt; og derefter på kortene; eller brug tastaturet: flyt med piletasterne, og tryk {keys} for at give kortet til den plads, S til bunken, {delete} for at tage det tilbage. Bunken trækkes i den rækkefølge, du fylder den: det første kort ligger øverst.</translation>
    </message>
    <message>
        <source>Click a place under &lt;i&gt;Deal to&lt;/i&gt;, then the cards; or with the keyboard, move with the arrows and press {keys} to give the card to that seat, {delete} to take it back.</source>
        <translation>Klik på en plads under &lt;i&gt;Giv til&lt;/i&gt; og derefter på kortene; eller brug tastaturet: flyt med piletasterne, og tryk {keys} for at give kortet til den plads, {delete} for at tage det tilbage.</translation>
    </message>
    <message>
        <source>{n} cards stay out of play.</source>
        <translation>{n} kort er ikke med i spillet.</translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation>ikke givet</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>bunken</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>din hånd</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>{name}s hånd</translation>
    </message>
    <message>
        <source>&amp;Stock</source>
        <translation>&amp;Bunke</translation>
    </message>
    <message>
        <source>Deal to {place}</source>
        <translation>Giv til {place}</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Bunke</translation>
    </message>
    <message>
        <source>({n} of {need}): {cards}</source>
        <translation>({n} af {need}): {cards}</translation>
    </message>
</context>
<context>
    <name>DealReviewDialog</name>
    <message>
        <source>Review of deal {n}</source>
        <translation>Gennemgang af giv {n}</translation>
    </message>
    <message>
        <source>Summary of the review</source>
        <translation>Sammendrag af gennemgangen</translation>
    </message>
    <message>
        <source>The deal replayed, every hand open</source>
        <translation>Givet spillet igen, alle hænder åbne</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Hvad der skete</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Tilbage</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Frem ▶</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Slut</translation>
    </message>
    <message>
        <source>&amp;Previous decision</source>
        <translation>&amp;Forrige beslutning</translation>
    </message>
    <message>
        <source>N&amp;ext decision</source>
        <translation>N&amp;æste beslutning</translation>
    </message>
    <message>
        <source>The deal as dealt ({home})</source>
        <translation>Givet, som det blev givet ({home})</translation>
    </message>
    <message>
        <source>One action back ({left})</source>
        <translation>Et træk tilbage ({left})</translation>
    </message>
    <message>
        <source>One action on ({right})</source>
        <translation>Et træk frem ({right})</translation>
    </message>
    <message>
        <source>The end of the deal ({end})</source>
        <translation>Givets slutning ({end})</translation>
    </message>
    <message>
        <source>Your previous decision ({page_up})</source>
        <translation>Din forrige beslutning ({page_up})</translation>
    </message>
    <message>
        <source>Your next decision ({page_down})</source>
        <translation>Din næste beslutning ({page_down})</translation>
    </message>
    <message>
        <source>Position in the deal</source>
        <translation>Stilling i givet</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Bedømmelse</translation>
    </message>
    <message>
        <source>The coach&apos;s reason</source>
        <translation>Trænerens begrundelse</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Valg</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Forventet</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Eksakt</translation>
    </message>
    <message>
        <source>What each choice averages for your side over the deal, with what you knew then (the hidden cards sampled): a judgement of this one decision. Par replays the whole deal with the cards as dealt, so the two can differ.</source>
        <translation>Hvad hvert valg i gennemsnit giver din side i givet, med det du vidste dengang (de skjulte kort trukket tilfældigt): en bedømmelse af netop denne beslutning. Ekspertens resultat genspiller hele givet med kortene, som de blev givet, så de to kan være forskellige.</translation>
    </message>
    <message>
        <source>What each choice averages for you over the deal, with what you knew then (the hidden cards sampled): a judgement of this one decision. Par replays the whole deal with the cards as dealt, so the two can differ.</source>
        <translation>Hvad hvert valg i gennemsnit giver dig i givet, med det du vidste dengang (de skjulte kort trukket tilfældigt): en bedømmelse af netop denne beslutning. Ekspertens resultat genspiller hele givet med kortene, som de blev givet, så de to kan være forskellige.</translation>
    </message>
    <message>
        <source>Points for your side with every card known; ≈: estimated by playing out, not solved</source>
        <translation>Point til din side med alle kort kendt; ≈: anslået ved at spille ud, ikke løst eksakt</translation>
    </message>
    <message>
        <source>Your points with every card known; ≈: estimated by playing out, not solved</source>
        <translation>Dine point med alle kort kendt; ≈: anslået ved at spille ud, ikke løst eksakt</translation>
    </message>
    <message>
        <source>Every choice you had, with its values</source>
        <translation>Alle valg du havde, med deres værdier</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your tricks against the suggested ones&lt;/b&gt;</source>
        <translation>&lt;b&gt;Dine stik mod de foreslåede&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Stik</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Dit</translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Foreslået</translation>
    </message>
    <message>
        <source>The trick, its name, how often it takes its place over the sampled deals, and whether it took it against the tricks actually laid</source>
        <translation>Stikket, dets navn, hvor ofte det tager sin plads i de prøvede spil, og om det tog den mod de stik, der faktisk blev lagt</translation>
    </message>
    <message>
        <source>takes the place in {rate}</source>
        <translation>tager pladsen i {rate}</translation>
    </message>
    <message>
        <source>won at the table</source>
        <translation>vandt ved bordet</translation>
    </message>
    <message>
        <source>lost at the table</source>
        <translation>tabte ved bordet</translation>
    </message>
    <message>
        <source>Your tricks against the suggested ones</source>
        <translation>Dine stik mod de foreslåede</translation>
    </message>
    <message>
        <source>The coach is still reviewing this deal…</source>
        <translation>Træneren gennemgår stadig dette giv…</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal.</source>
        <translation>Du havde intet valg at træffe i dette giv.</translation>
    </message>
    <message>
        <source>Your accuracy in deal {n}: &lt;b&gt;{accuracy:.0f}&lt;/b&gt; · best {best}, good {good}, inaccuracies {inaccuracy}, mistakes {mistake}, blunders {blunder}</source>
        <translation>Din præcision i giv {n}: &lt;b&gt;{accuracy:.0f}&lt;/b&gt; · bedst {best}, god {good}, unøjagtigheder {inaccuracy}, fejl {mistake}, brølere {blunder}</translation>
    </message>
    <message>
        <source> · uncertain {uncertain}</source>
        <translation> · usikre {uncertain}</translation>
    </message>
    <message>
        <source>This deal could not be reviewed ({reason}).</source>
        <translation>Dette giv kunne ikke gennemgås ({reason}).</translation>
    </message>
    <message>
        <source>The deal as dealt.</source>
        <translation>Givet, som det blev givet.</translation>
    </message>
    <message>
        <source>Position {n} of {total}</source>
        <translation>Stilling {n} af {total}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is over.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Givet er slut.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not your decision&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ikke din beslutning&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;No choice to make&lt;/b&gt;</source>
        <translation>&lt;b&gt;Intet valg at træffe&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{name} plays next.</source>
        <translation>{name} spiller nu.</translation>
    </message>
    <message>
        <source>You had only one thing you could do here.</source>
        <translation>Her var der kun én ting, du kunne gøre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your decision: {verdict}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Din beslutning: {verdict}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your decision: {verdict}&lt;/b&gt; (you lose {loss} points on average)</source>
        <translation>&lt;b&gt;Din beslutning: {verdict}&lt;/b&gt; (du taber i gennemsnit {loss} point)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your decision: {verdict}&lt;/b&gt; (you lose {loss} ± {noise} points on average)</source>
        <translation>&lt;b&gt;Din beslutning: {verdict}&lt;/b&gt; (du taber i gennemsnit {loss} ± {noise} point)</translation>
    </message>
    <message>
        <source>your play</source>
        <translation>dit træk</translation>
    </message>
    <message>
        <source>best</source>
        <translation>bedst</translation>
    </message>
    <message>
        <source>Estimated by playing the deal out with every card known, not solved exactly</source>
        <translation>Anslået ved at spille givet ud med alle kort kendt, ikke løst eksakt</translation>
    </message>
    <message>
        <source>Par and skill</source>
        <translation>Ekspertens resultat og din dygtighed</translation>
    </message>
    <message>
        <source>Par: the expert&apos;s average result over whole replays of these cards, playing your seat. Skill: your result minus par. The accuracy and each verdict judge one decision at a time, by what you knew then, so the numbers can differ: a blunder that did not change the outcome costs no points in this deal, and a deal without a mistake can still end below par.</source>
        <translation>Ekspertens resultat: hvad eksperten i gennemsnit får over hele genspilninger af disse kort, når den spiller din plads. Dygtighed: dit resultat minus ekspertens. Præcisionen og hver bedømmelse vurderer én beslutning ad gangen, ud fra det du vidste dengang, så tallene kan være forskellige: en brøler, der ikke ændrede udfaldet, koster ingen point i dette giv, og et giv uden fejl kan stadig ende under ekspertens resultat.</translation>
    </message>
    <message>
        <source>Par: the expert is still playing these cards…</source>
        <translation>Ekspertens resultat: eksperten spiller stadig disse kort…</translation>
    </message>
    <message>
        <source>&lt;b&gt;You: {you} · par {par} · skill {skill}&lt;/b&gt;. With these cards the expert averages {par} for your side; you made {you}.</source>
        <translation>&lt;b&gt;Du: {you} · eksperten: {par} · dygtighed: {skill}&lt;/b&gt;. Med disse kort får eksperten i gennemsnit {par} for din side; du fik {you}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;You: {you} · par {par} · skill {skill}&lt;/b&gt;. With these cards the expert&apos;s average result is {par}; your result was {you}.</source>
        <translation>&lt;b&gt;Du: {you} · eksperten: {par} · dygtighed: {skill}&lt;/b&gt;. Med disse kort er ekspertens gennemsnitlige resultat {par}; dit resultat blev {you}.</translation>
    </message>
    <message>
        <source>A verdict judges one decision by what you knew then; a mistake or a blunder that did not change the outcome costs no points in this deal.</source>
        <translation>En bedømmelse vurderer én beslutning ud fra det, du vidste dengang; en fejl eller en brøler, der ikke ændrede udfaldet, koster ingen point i dette giv.</translation>
    </message>
    <message>
        <source>No decision of yours was a mistake, yet you made less than par: par is the expert&apos;s average result over whole replays of these cards, and small losses add up over a deal.</source>
        <translation>Ingen af dine beslutninger var en fejl, men du fik alligevel mindre end eksperten: ekspertens resultat er hvad eksperten i gennemsnit får over hele genspilninger af disse kort, og små tab lægges sammen over et helt giv.</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <source>{game} pack</source>
        <translation>kortene til {game}</translation>
    </message>
    <message>
        <source>{cards} and {n} more</source>
        <translation>{cards} og {n} til</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>din hånd</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>{name}s hånd</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Plads {seat}</translation>
    </message>
    <message>
        <source>The deal needs {n} hands, one per seat, not {given}.</source>
        <translation>Givet skal have {n} hænder, én pr. plads, ikke {given}.</translation>
    </message>
    <message>
        <source>You have 1 card; each hand needs {need}.</source>
        <translation>Du har 1 kort; hver hånd skal have {need}.</translation>
    </message>
    <message>
        <source>You have {n} cards; each hand needs {need}.</source>
        <translation>Du har {n} kort; hver hånd skal have {need}.</translation>
    </message>
    <message>
        <source>{name} has 1 card; each hand needs {need}.</source>
        <translation>{name} har 1 kort; hver hånd skal have {need}.</translation>
    </message>
    <message>
        <source>{name} has {n} cards; each hand needs {need}.</source>
        <translation>{name} har {n} kort; hver hånd skal have {need}.</translation>
    </message>
    <message>
        <source>This game has no stock: take the {cards} out of it.</source>
        <translation>Dette spil har ingen bunke: tag {cards} ud af bunken.</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>bunken</translation>
    </message>
    <message>
        <source>The {card} is not in the {pack}.</source>
        <translation>{card} er ikke med i {pack}.</translation>
    </message>
    <message>
        <source>The {cards} are not in the {pack}.</source>
        <translation>{cards} er ikke med i {pack}.</translation>
    </message>
    <message>
        <source>The {card} is in {place} twice: every card is dealt once.</source>
        <translation>{card} er to gange i {place}: hvert kort gives én gang.</translation>
    </message>
    <message>
        <source>The {card} is dealt twice ({places}): every card is dealt once.</source>
        <translation>{card} er givet to gange ({places}): hvert kort gives én gang.</translation>
    </message>
    <message>
        <source>1 card is in no hand nor in the stock yet: {cards}.</source>
        <translation>1 kort er endnu hverken på en hånd eller i bunken: {cards}.</translation>
    </message>
    <message>
        <source>{n} cards are in no hand nor in the stock yet: {cards}.</source>
        <translation>{n} kort er endnu hverken på en hånd eller i bunken: {cards}.</translation>
    </message>
    <message>
        <source>1 card is in no hand yet: {cards}.</source>
        <translation>1 kort er endnu ikke på nogen hånd: {cards}.</translation>
    </message>
    <message>
        <source>{n} cards are in no hand yet: {cards}.</source>
        <translation>{n} kort er endnu ikke på nogen hånd: {cards}.</translation>
    </message>
</context>
<context>
    <name>Exercise</name>
    <message>
        <source>Right: that is the coach&apos;s best play. {clause}.</source>
        <translation>Rigtigt: det er trænerens bedste spil. {clause}.</translation>
    </message>
    <message>
        <source>Right: {played} does nearly as well as the coach&apos;s best play ({loss:.2f} points less on average).</source>
        <translation>Rigtigt: {played} er næsten lige så godt som trænerens bedste spil ({loss:.2f} point mindre i gennemsnit).</translation>
    </message>
    <message>
        <source>That is the play you made in the deal ({verdict}): it averages {loss:.2f} points less than the best play. Try another.</source>
        <translation>Det er det spil, du valgte i givet ({verdict}): det giver i gennemsnit {loss:.2f} point mindre end det bedste spil. Prøv et andet.</translation>
    </message>
    <message>
        <source>That is the play you made in the deal ({verdict}): it averages {loss:.2f} ± {noise:.2f} points less than the best play, which the coach&apos;s samples cannot tell from a mistake&apos;s cost. Try another.</source>
        <translation>Det er det spil, du valgte i givet ({verdict}): det giver i gennemsnit {loss:.2f} ± {noise:.2f} point mindre end det bedste spil, og trænerens afprøvede give kan ikke udelukke, at det koster som en fejl. Prøv et andet.</translation>
    </message>
    <message>
        <source>{verdict}: {played} averages {loss:.2f} points less than the best play. Try again.</source>
        <translation>{verdict}: {played} giver i gennemsnit {loss:.2f} point mindre end det bedste spil. Prøv igen.</translation>
    </message>
    <message>
        <source>Right: that is the coach&apos;s best arrangement.</source>
        <translation>Rigtigt: det er trænerens bedste opstilling.</translation>
    </message>
    <message>
        <source>Right: your arrangement does nearly as well as the coach&apos;s best ({loss:.2f} points less on average against the sampled hands).</source>
        <translation>Rigtigt: din opstilling er næsten lige så god som trænerens bedste ({loss:.2f} point mindre i gennemsnit mod de trukne hænder).</translation>
    </message>
    <message>
        <source>That is the arrangement you laid in the deal ({verdict}): it averages {loss:.2f} points less than the coach&apos;s best. Try another.</source>
        <translation>Det er den opstilling, du lagde i givet ({verdict}): den giver i gennemsnit {loss:.2f} point mindre end trænerens bedste. Prøv en anden.</translation>
    </message>
    <message>
        <source>{verdict}: your arrangement averages {loss:.2f} points less than the coach&apos;s best against the sampled hands. Try again.</source>
        <translation>{verdict}: din opstilling giver i gennemsnit {loss:.2f} point mindre end trænerens bedste mod de trukne hænder. Prøv igen.</translation>
    </message>
    <message>
        <source>The coach&apos;s answer: {clause}.</source>
        <translation>Trænerens svar: {clause}.</translation>
    </message>
</context>
<context>
    <name>ExerciseDialog</name>
    <message>
        <source>Find a better arrangement</source>
        <translation>Find en bedre opstilling</translation>
    </message>
    <message>
        <source>Find a better play</source>
        <translation>Find et bedre spil</translation>
    </message>
    <message>
        <source>The deal as dealt.</source>
        <translation>Givet, som det blev givet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Find a better arrangement.&lt;/b&gt; In a deal of {game} you laid {play} (the coach&apos;s verdict: {verdict}). Arrange your hand again, as you would now: Arrange your hand again… opens the arranger.</source>
        <translation>&lt;b&gt;Find en bedre opstilling.&lt;/b&gt; I et giv i {game} lagde du {play} (trænerens bedømmelse: {verdict}). Ordn din hånd igen, som du ville gøre nu: Ordn din hånd igen… åbner ordneren.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Find a better play.&lt;/b&gt; In a deal of {game} your choice here was: {play} (the coach&apos;s verdict: {verdict}). The other hands are hidden, as they were then. Click a card of your hand or a choice in the list, then Try this play.</source>
        <translation>&lt;b&gt;Find et bedre spil.&lt;/b&gt; I et giv i {game} valgte du her: {play} (trænerens bedømmelse: {verdict}). De andres hænder er skjult, som de var dengang. Klik på et kort på din hånd eller et valg i listen, og derefter på Prøv dette spil.</translation>
    </message>
    <message>
        <source>The exercise</source>
        <translation>Øvelsen</translation>
    </message>
    <message>
        <source>The deal as you saw it</source>
        <translation>Givet, som du så det</translation>
    </message>
    <message>
        <source>What happened last</source>
        <translation>Det, der skete sidst</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your choices&lt;/b&gt;</source>
        <translation>&lt;b&gt;Dine valg&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation>Dine valg</translation>
    </message>
    <message>
        <source>&amp;Try this play</source>
        <translation>&amp;Prøv dette spil</translation>
    </message>
    <message>
        <source>&amp;Arrange your hand again…</source>
        <translation>&amp;Ordn din hånd igen…</translation>
    </message>
    <message>
        <source>&lt;b&gt;The arrangements the coach valued&lt;/b&gt;</source>
        <translation>&lt;b&gt;Opstillingerne, som træneren vurderede&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The coach&apos;s verdict</source>
        <translation>Trænerens bedømmelse</translation>
    </message>
    <message>
        <source>The coach&apos;s words</source>
        <translation>Trænerens ord</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>&amp;Næste fejl</translation>
    </message>
    <message>
        <source>your play in the deal</source>
        <translation>dit spil i givet</translation>
    </message>
    <message>
        <source>the coach&apos;s best</source>
        <translation>trænerens bedste</translation>
    </message>
    <message>
        <source>{choice}: {points} points</source>
        <translation>{choice}: {points} point</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right: {play}&lt;/b&gt; ({verdict})</source>
        <translation>&lt;b&gt;Rigtigt: {play}&lt;/b&gt; ({verdict})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not this one: {play}&lt;/b&gt; ({verdict})</source>
        <translation>&lt;b&gt;Ikke dette: {play}&lt;/b&gt; ({verdict})</translation>
    </message>
    <message>
        <source>&lt;b&gt;The answer: {play}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Svaret: {play}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The review of the deal said: {reason}</source>
        <translation>Gennemgangen af givet sagde: {reason}</translation>
    </message>
    <message>
        <source>This answer could not be kept in the statistics ({reason}); the exercise comes back as before.</source>
        <translation>Svaret kunne ikke gemmes i statistikken ({reason}); øvelsen kommer igen som før.</translation>
    </message>
    <message>
        <source>Your second try: {play} ({verdict}), {loss} points less on average than the coach&apos;s best.</source>
        <translation>Dit andet forsøg: {play} ({verdict}), i gennemsnit {loss} point mindre end trænerens bedste.</translation>
    </message>
    <message>
        <source>Your second try: {play} ({verdict}), {loss} ± {noise} points less on average than the coach&apos;s best.</source>
        <translation>Dit andet forsøg: {play} ({verdict}), i gennemsnit {loss} ± {noise} point mindre end trænerens bedste.</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>There is no such file.</source>
        <translation>Filen findes ikke.</translation>
    </message>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>Det er en mappe, ikke en fil.</translation>
    </message>
    <message>
        <source>You are not allowed to read this file.</source>
        <translation>Du har ikke lov til at læse denne fil.</translation>
    </message>
    <message>
        <source>It cannot be opened ({reason}).</source>
        <translation>Den kan ikke åbnes ({reason}).</translation>
    </message>
    <message>
        <source>It cannot be read ({reason}).</source>
        <translation>Den kan ikke læses ({reason}).</translation>
    </message>
    <message>
        <source>It is a pipe (FIFO), not a file; it could wait forever for data.</source>
        <translation>Det er en pipe (FIFO), ikke en fil; den kunne vente på data i al evighed.</translation>
    </message>
    <message>
        <source>It is a device, not a file.</source>
        <translation>Det er en enhed, ikke en fil.</translation>
    </message>
    <message>
        <source>It is a socket, not a file.</source>
        <translation>Det er en socket, ikke en fil.</translation>
    </message>
    <message>
        <source>It is not an ordinary file.</source>
        <translation>Det er ikke en almindelig fil.</translation>
    </message>
    <message>
        <source>It is too large ({size} bytes; at most {limit}).</source>
        <translation>Den er for stor ({size} byte; højst {limit}).</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Bräus · 4 players</source>
        <translation>Bräus · 4 spillere</translation>
    </message>
    <message>
        <source>Bräus · 6 players</source>
        <translation>Bräus · 6 spillere</translation>
    </message>
    <message>
        <source>Bräus for six players</source>
        <translation>Bräus for seks spillere</translation>
    </message>
    <message>
        <source>Danish Brus</source>
        <translation>Dansk brus</translation>
    </message>
    <message>
        <source>Solo Brus</source>
        <translation>Solobrus</translation>
    </message>
    <message>
        <source>Icelandic Brús</source>
        <translation>Islandsk brús</translation>
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
        <translation>Bräus fra Gotland: 4 eller 6 spillere i to hold</translation>
    </message>
    <message>
        <source>Danish Brus: 4 players in two partnerships</source>
        <translation>Dansk brus: 4 spillere i to makkerpar</translation>
    </message>
    <message>
        <source>Solo Brus: 3 players, each for themselves</source>
        <translation>Solobrus: 3 spillere, hver for sig</translation>
    </message>
    <message>
        <source>Icelandic Brús: 4 players in partnerships</source>
        <translation>Islandsk brús: 4 spillere i makkerpar</translation>
    </message>
    <message>
        <source>Horwell&apos;s multi-card Brag: 2 to 4 players arrange tricks</source>
        <translation>Horwells Brag med mange kort: 2 til 4 spillere ordner stik</translation>
    </message>
    <message>
        <source>Horwell&apos;s multi-card Brag</source>
        <translation>Horwells Brag med mange kort</translation>
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
        <translation>Vov {cards}</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>Spil {cards}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Cut {n} cards</source>
        <translation>Tag {n} kort af</translation>
    </message>
    <message>
        <source>{cards} risked</source>
        <translation>{cards} vovet</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>at melde pas</translation>
    </message>
    <message>
        <source>{other} would do as well</source>
        <translation>{other} ville være lige så godt</translation>
    </message>
    <message>
        <source>over {n} sampled deals it averages {value:+.2f} points for your side, {gap:.2f} more than {other}</source>
        <translation>i {n} afprøvede give giver det i gennemsnit {value:+.2f} point til din side, {gap:.2f} mere end {other}</translation>
    </message>
    <message>
        <source>over the sampled deal it averages {value:+.2f} points for your side, {gap:.2f} more than {other}</source>
        <translation>i det afprøvede giv giver det i gennemsnit {value:+.2f} point til din side, {gap:.2f} mere end {other}</translation>
    </message>
    <message>
        <source>over {n} sampled deals it averages {value:+.2f} points for you, {gap:.2f} more than {other}</source>
        <translation>i {n} afprøvede give giver det i gennemsnit {value:+.2f} point til dig, {gap:.2f} mere end {other}</translation>
    </message>
    <message>
        <source>over the sampled deal it averages {value:+.2f} points for you, {gap:.2f} more than {other}</source>
        <translation>i det afprøvede giv giver det i gennemsnit {value:+.2f} point til dig, {gap:.2f} mere end {other}</translation>
    </message>
    <message>
        <source>Pass: nothing in your hand beats {card}</source>
        <translation>Pas: intet på din hånd slår {card}</translation>
    </message>
    <message>
        <source>Lead {card}: no card still out beats it</source>
        <translation>Spil {card} ud: intet kort, der stadig er ude, slår det</translation>
    </message>
    <message>
        <source>Lead {card}, your lowest playable card: save the high ones for later</source>
        <translation>Spil {card} ud, dit laveste spilbare kort: gem de høje til senere</translation>
    </message>
    <message>
        <source>Lead {card}</source>
        <translation>Spil {card} ud</translation>
    </message>
    <message>
        <source>Beat with {card}: your partner&apos;s {theirs} would lose to {threat}, still out</source>
        <translation>Slå med {card}: din makkers {theirs} ville tabe til {threat}, som stadig er ude</translation>
    </message>
    <message>
        <source>Beat with {card}: your partner&apos;s {theirs} would lose</source>
        <translation>Slå med {card}: din makkers {theirs} ville tabe</translation>
    </message>
    <message>
        <source>Beat with {card}: nobody after you can beat it</source>
        <translation>Slå med {card}: ingen efter dig kan slå det</translation>
    </message>
    <message>
        <source>Beat with {card}, your cheapest card above {beat}: keep the stronger ones</source>
        <translation>Slå med {card}, dit billigste kort over {beat}: behold de stærkere</translation>
    </message>
    <message>
        <source>Beat {beat} with {card}</source>
        <translation>Slå {beat} med {card}</translation>
    </message>
    <message>
        <source>{move}: every cut is as good as any other for you</source>
        <translation>{move}: det er lige meget for dig, hvor du tager af</translation>
    </message>
    <message>
        <source>{move}: a multiple lead the others must answer card for card</source>
        <translation>{move}: et udspil af flere kort, som de andre skal svare på kort for kort</translation>
    </message>
    <message>
        <source>{move}: your partner&apos;s {cards} is winning; give away your least useful cards</source>
        <translation>{move}: din makkers {cards} vinder; smid dine mindst nyttige kort</translation>
    </message>
    <message>
        <source>{move}: your partner&apos;s {cards} is winning; give away your least useful card</source>
        <translation>{move}: din makkers {cards} vinder; smid dit mindst nyttige kort</translation>
    </message>
    <message>
        <source>{move}: it beats {cards}, and no card still out beats it</source>
        <translation>{move}: det slår {cards}, og intet kort, der stadig er ude, slår det</translation>
    </message>
    <message>
        <source>{move}: your cheapest card that beats {cards}; keep the stronger ones</source>
        <translation>{move}: dit billigste kort, der slår {cards}; behold de stærkere</translation>
    </message>
    <message>
        <source>{move}: it beats {cards}</source>
        <translation>{move}: det slår {cards}</translation>
    </message>
    <message>
        <source>{move}: you cannot win this trick cheaply, so throw your least useful cards</source>
        <translation>{move}: du kan ikke vinde stikket billigt, så smid dine mindst nyttige kort</translation>
    </message>
    <message>
        <source>{move}: you cannot win this trick cheaply, so throw your least useful card</source>
        <translation>{move}: du kan ikke vinde stikket billigt, så smid dit mindst nyttige kort</translation>
    </message>
    <message>
        <source>Lead {card}: it would not win a trick anyway, and your beating cards stay in your hand</source>
        <translation>Spil {card} ud: det ville alligevel ikke vinde et stik, og dine stikkort bliver på hånden</translation>
    </message>
    <message>
        <source>Lead {card}, your lowest beating card: save the higher ones for later</source>
        <translation>Spil {card} ud, dit laveste stikkort: gem de højere til senere</translation>
    </message>
    <message>
        <source>Lead {card}: it costs you little, and the others must spend a card to beat it</source>
        <translation>Spil {card} ud: det koster dig lidt, og de andre må bruge et kort for at slå det</translation>
    </message>
    <message>
        <source>Arrange your tricks as {names} and discard {cards}</source>
        <translation>Ordn dine stik som {names}, og kast {cards}</translation>
    </message>
    <message>
        <source>Arrange your tricks as {names}</source>
        <translation>Ordn dine stik som {names}</translation>
    </message>
    <message>
        <source>{arrange}: against hands dealt from the unseen cards it wins about {value:.1f} of {n} tricks (sweep bonus included), {gain:.1f} more than the strongest-first arrangement.</source>
        <translation>{arrange}: mod hænder givet fra de usete kort vinder det omkring {value:.1f} af {n} stik (bonus for alle stik medregnet), {gain:.1f} mere end at lægge det stærkeste først.</translation>
    </message>
    <message>
        <source>{arrange}: against hands dealt from the unseen cards it wins about {value:.1f} of {n} tricks (sweep bonus included).</source>
        <translation>{arrange}: mod hænder givet fra de usete kort vinder det omkring {value:.1f} af {n} stik (bonus for alle stik medregnet).</translation>
    </message>
    <message>
        <source>Lead {card} and risk it: if it takes the trick, the risk scores for your side</source>
        <translation>Spil {card} ud og vov det: tager det stikket, giver det vovede kort point til din side</translation>
    </message>
    <message>
        <source>Lead {card} and risk it: if it takes the trick, the risk scores for you</source>
        <translation>Spil {card} ud og vov det: tager det stikket, giver det vovede kort point til dig</translation>
    </message>
</context>
<context>
    <name>Iceland</name>
    <message>
        <source>Cut between 1 and {most} cards from the top, not {position}.</source>
        <translation>Tag mellem 1 og {most} kort af fra toppen, ikke {position}.</translation>
    </message>
    <message>
        <source>The pack must be cut first: seat {seat} cuts (cut 1 to 35).</source>
        <translation>Der skal først tages af: plads {seat} tager af (1 til 35 kort).</translation>
    </message>
    <message>
        <source>The pack has been cut already: play a card.</source>
        <translation>Der er allerede taget af: spil et kort.</translation>
    </message>
    <message>
        <source>In Brús only the K♥ can be risked.</source>
        <translation>I Brús kan kun K♥ voves.</translation>
    </message>
    <message>
        <source>The K♥ cannot be risked in the first trick of a hand.</source>
        <translation>K♥ kan ikke voves i givets første stik.</translation>
    </message>
    <message>
        <source>Your team is on the robber rung (one point from winning): it may not risk the K♥.</source>
        <translation>Dit hold står på røvertrinnet (ét point fra sejren): det må ikke vove K♥.</translation>
    </message>
    <message>
        <source>You hold the J♣ yourself, so the K♥ cannot be risked.</source>
        <translation>Du har selv J♣, så K♥ kan ikke voves.</translation>
    </message>
    <message>
        <source>The J♣ has been played, so the K♥ cannot be risked.</source>
        <translation>J♣ er spillet, så K♥ kan ikke voves.</translation>
    </message>
    <message>
        <source>{side} wins the hand ({tricks}): jana, 2 points.</source>
        <translation>{side} vinder givet ({tricks}): jana, 2 point.</translation>
    </message>
    <message>
        <source>{side} wins the hand ({tricks}): 1 point.</source>
        <translation>{side} vinder givet ({tricks}): 1 point.</translation>
    </message>
</context>
<context>
    <name>ImportLine</name>
    <message>
        <source>How much of the record is read</source>
        <translation>Hvor meget af spilprotokollen der er læst</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation>Importerer {file}…</translation>
    </message>
</context>
<context>
    <name>Importing</name>
    <message>
        <source>The import of {file} was cancelled; the game in play goes on.</source>
        <translation>Importen af {file} blev annulleret; det igangværende spil fortsætter.</translation>
    </message>
</context>
<context>
    <name>KeyMomentsBox</name>
    <message>
        <source>Key moments</source>
        <translation>Nøgleøjeblikke</translation>
    </message>
    <message>
        <source>&lt;b&gt;Key moments&lt;/b&gt; (what cost you most in this deal)</source>
        <translation>&lt;b&gt;Nøgleøjeblikke&lt;/b&gt; (det, der kostede dig mest i dette giv)</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <source>That play is allowed, but this lesson is about another: {what}</source>
        <translation>Det træk er tilladt, men denne lektion handler om et andet: {what}</translation>
    </message>
</context>
<context>
    <name>LessonHost</name>
    <message>
        <source>{course} · lesson {n} of {count}: {title}</source>
        <translation>{course} · lektion {n} af {count}: {title}</translation>
    </message>
    <message>
        <source>{course}, lesson {n} of {count}: {title}.</source>
        <translation>{course}, lektion {n} af {count}: {title}.</translation>
    </message>
    <message>
        <source>Lesson finished.</source>
        <translation>Lektionen er færdig.</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Next lesson</source>
        <translation>Næste lektion</translation>
    </message>
    <message>
        <source>Play a first match</source>
        <translation>Spil et første spil</translation>
    </message>
    <message>
        <source>All lessons…</source>
        <translation>Alle lektioner…</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Forlad lektionen</translation>
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
        <translation>Hvert spil har et kort kursus: nogle få sætninger, og så laver du trækket i et forberedt giv. Den sidste lektion er et helt giv med tip.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Færdig</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Play a &amp;first match</source>
        <translation>Spil et &amp;første spil</translation>
    </message>
    <message>
        <source>{done} of {count}</source>
        <translation>{done} af {count}</translation>
    </message>
    <message>
        <source>{n}. {title}</source>
        <translation>{n}. {title}</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>Ikke færdig</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Random</source>
        <translation>Tilfældig</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Begynder</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Grådig</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Cheater</source>
        <translation>Snyder</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Menneske</translation>
    </message>
    <message>
        <source>Plays any legal card at random (for tests and baselines).</source>
        <translation>Spiller et vilkårligt lovligt kort (til test og sammenligning).</translation>
    </message>
    <message>
        <source>A newcomer: simple rules of thumb and natural mistakes.</source>
        <translation>En nybegynder: enkle tommelfingerregler og naturlige fejl.</translation>
    </message>
    <message>
        <source>A solid club player: counts cards, supports its partner and saves its best cards for when they matter.</source>
        <translation>En solid klubspiller: tæller kort, støtter sin makker og gemmer sine bedste kort, til de gør en forskel.</translation>
    </message>
    <message>
        <source>Brag: lays its strongest trick first, then the strongest of the rest.</source>
        <translation>Brag: lægger sit stærkeste stik først, derefter det stærkeste af resten.</translation>
    </message>
    <message>
        <source>Thinks ahead: weighs what the hidden hands may hold and searches the rest of the deal.</source>
        <translation>Tænker fremad: vurderer, hvad de skjulte hænder kan indeholde, og gennemsøger resten af givet.</translation>
    </message>
    <message>
        <source>Benchmark only: sees every hand and plays the perfect move.</source>
        <translation>Kun til målinger: ser alle hænder og spiller det perfekte træk.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The last trick is taken</source>
        <translation>Sidste stik tages hjem</translation>
    </message>
    <message>
        <source>Showdown: the tricks are compared</source>
        <translation>Opgør: stikkene sammenlignes</translation>
    </message>
    <message>
        <source>The lesson is finished</source>
        <translation>Lektionen er færdig</translation>
    </message>
    <message>
        <source>Bräus Desktop</source>
        <translation>Bräus Desktop</translation>
    </message>
    <message>
        <source>The saved game could not be loaded ({reason}); a new game starts.</source>
        <translation>Det gemte spil kunne ikke indlæses ({reason}); et nyt spil begynder.</translation>
    </message>
    <message>
        <source>&amp;Risk it</source>
        <translation>&amp;Vov</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>&amp;Arrange hand…</source>
        <translation>&amp;Ordn hånden…</translation>
    </message>
    <message>
        <source>Re&amp;view deal</source>
        <translation>&amp;Gennemgå giv</translation>
    </message>
    <message>
        <source>How you played this deal: every decision valued, with the coach&apos;s reasons</source>
        <translation>Hvordan du spillede dette giv: hver beslutning vurderet, med trænerens begrundelser</translation>
    </message>
    <message>
        <source>&amp;Next deal</source>
        <translation>&amp;Næste giv</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score sheet&lt;/b&gt;</source>
        <translation>&lt;b&gt;Regnskab&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spillog&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spillog</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Filer</translation>
    </message>
    <message>
        <source>&amp;Import game record…</source>
        <translation>&amp;Importer spilprotokol…</translation>
    </message>
    <message>
        <source>&amp;Export game record…</source>
        <translation>&amp;Eksporter spilprotokol…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Rediger</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gentag</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>S&amp;pil</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>Ne&amp;xt deal</source>
        <translation>Næ&amp;ste giv</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Indstillinger…</translation>
    </message>
    <message>
        <source>Re&amp;view this deal…</source>
        <translation>Genne&amp;mgå dette giv…</translation>
    </message>
    <message>
        <source>&amp;Where am I</source>
        <translation>&amp;Hvor er jeg</translation>
    </message>
    <message>
        <source>Say a&amp;gain</source>
        <translation>Sig &amp;det igen</translation>
    </message>
    <message>
        <source>Deal &amp;editor…</source>
        <translation>&amp;Giveditor…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Prac&amp;tice</source>
        <translation>&amp;Træning</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>&amp;Open hands</source>
        <translation>Åbne &amp;hænder</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>Spil givet &amp;igen</translation>
    </message>
    <message>
        <source>Play deal &amp;number…</source>
        <translation>Spil giv &amp;nummer…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>My &amp;mistakes…</source>
        <translation>Mine &amp;fejl…</translation>
    </message>
    <message>
        <source>&amp;About Bräus Desktop</source>
        <translation>&amp;Om Bräus Desktop</translation>
    </message>
    <message>
        <source>&amp;Keyboard and screen reader</source>
        <translation>&amp;Tastatur og skærmlæser</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lektioner…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>O&amp;pgaver…</translation>
    </message>
    <message>
        <source>{game} — Bräus Desktop</source>
        <translation>{game} — Bräus Desktop</translation>
    </message>
    <message>
        <source>A deal can be reviewed once it is over.</source>
        <translation>Et giv kan gennemgås, når det er slut.</translation>
    </message>
    <message>
        <source>New &amp;match</source>
        <translation>Ny &amp;kamp</translation>
    </message>
    <message>
        <source>Practice · </source>
        <translation>Træning · </translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Tip: {reason}</translation>
    </message>
    <message>
        <source>Your turn — press H for a hint</source>
        <translation>Din tur — tryk H for et tip</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>Givet er slut</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tænker…</translation>
    </message>
    <message>
        <source>The computer player in your seat is thinking…</source>
        <translation>Computerspilleren på din plads tænker…</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>Intet er sagt endnu.</translation>
    </message>
    <message>
        <source>The review of deal {n} is ready: Game, Review this deal (Ctrl+K).</source>
        <translation>Gennemgangen af giv {n} er klar: Spil, Gennemgå dette giv (Ctrl+K).</translation>
    </message>
    <message>
        <source>Risk it?</source>
        <translation>Vove kortet?</translation>
    </message>
    <message>
        <source>Risk {cards}? {terms}

(You can turn this question off in Settings.)</source>
        <translation>Vove {cards}? {terms}

(Du kan slå dette spørgsmål fra i Indstillinger.)</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Spil givet igen</translation>
    </message>
    <message>
        <source>Deal these cards again from the start? You have seen them now, so the match becomes a practice match (kept apart in the statistics).</source>
        <translation>Skal de samme kort gives igen fra begyndelsen? Du har nu set dem, så kampen bliver en træningskamp (holdes for sig i statistikken).</translation>
    </message>
    <message>
        <source>Play deal number</source>
        <translation>Spil giv nummer</translation>
    </message>
    <message>
        <source>Deal number (the log shows each deal&apos;s number, e.g. “Deal 1 (no. 8123)”):</source>
        <translation>Givnummer (loggen viser hver givs nummer, f.eks. »Giv 1 (nr. 8123)«):</translation>
    </message>
    <message>
        <source>Export game record</source>
        <translation>Eksporter spilprotokol</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Spilprotokoller (*.json)</translation>
    </message>
    <message>
        <source>The game record was saved as {path}.</source>
        <translation>Spilprotokollen blev gemt som {path}.</translation>
    </message>
    <message>
        <source>Import game record</source>
        <translation>Importer spilprotokol</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Spilprotokoller (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>The game record is loaded as a practice match.</source>
        <translation>Spilprotokollen er indlæst som en træningskamp.</translation>
    </message>
    <message>
        <source>No statistics are kept in this session: it has no data folder.</source>
        <translation>Der føres ingen statistik i denne session: den har ingen datamappe.</translation>
    </message>
    <message>
        <source>About Bräus Desktop</source>
        <translation>Om Bräus Desktop</translation>
    </message>
    <message>
        <source>&lt;p&gt;Bräus, Brus, Brús and Horwell&apos;s multi-card Brag against computer players, offline.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bräus, Brus, Brús og Horwells Brag med mange kort mod computerspillere, offline.&lt;/p&gt;&lt;p&gt;Licens: GNU General Public License, version 3 eller nyere (GPL-3.0-or-later).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>If it wins the trick, you score for it; if another player beats it, they do.</source>
        <translation>Hvis det tager stikket, får du point for det; hvis en anden spiller slår det, får den spiller dem.</translation>
    </message>
    <message>
        <source>If it wins the trick, you and your partner score 1. If an opponent beats it, their side scores 1; if your partner beats it, nobody scores for it.</source>
        <translation>Hvis det tager stikket, får du og din makker 1 point. Hvis en modspiller slår det, får deres side 1 point; hvis din makker slår det, får ingen point for det.</translation>
    </message>
    <message>
        <source>If it wins the trick, you score 1; if another player beats it, that player scores 1.</source>
        <translation>Hvis det tager stikket, får du 1 point; hvis en anden spiller slår det, får den spiller 1 point.</translation>
    </message>
    <message>
        <source>You lead it, risking the round: if it wins the trick, you and your partner score 2; if an opponent&apos;s J♣ beats it, they score 3. If your partner plays the J♣ on it, nobody scores for it.</source>
        <translation>Du spiller det ud og vover runden: hvis det tager stikket, får du og din makker 2 point; hvis en modspillers J♣ slår det, får de 3 point. Hvis din makker lægger J♣ på det, får ingen point for det.</translation>
    </message>
    <message>
        <source>If it wins the trick, you and your partner score 1; if the next player&apos;s J♣ beats it, their side scores 2. If your partner plays the J♣ on it, nobody scores for it.</source>
        <translation>Hvis det tager stikket, får du og din makker 1 point; hvis den næste spillers J♣ slår det, får deres side 2 point. Hvis din makker lægger J♣ på det, får ingen point for det.</translation>
    </message>
</context>
<context>
    <name>MistakesDialog</name>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>This mistake cannot be set out again: its row in the statistics file is not one this app wrote, so it is left out.</source>
        <translation>Denne fejl kan ikke lægges op igen: dens række i statistikfilen er ikke skrevet af dette program, så den udelades.</translation>
    </message>
    <message>
        <source>My mistakes</source>
        <translation>Mine fejl</translation>
    </message>
    <message>
        <source>Every play the coach called a mistake or a blunder in your deals comes back here as an exercise: find a better play. It comes back after 1, 3, 7 and 21 days until you find a good play twice in a row; a wrong answer brings it back the next day.</source>
        <translation>Hvert spil, som træneren kaldte en fejl eller en brøler i dine give, kommer igen her som en øvelse: find et bedre spil. Den kommer igen efter 1, 3, 7 og 21 dage, indtil du finder et godt spil to gange i træk; et forkert svar får den til at komme igen dagen efter.</translation>
    </message>
    <message>
        <source>Due for another try</source>
        <translation>Klar til et nyt forsøg</translation>
    </message>
    <message>
        <source>Your play</source>
        <translation>Dit spil</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Bedømmelse</translation>
    </message>
    <message>
        <source>Your mistakes due for another try, by game</source>
        <translation>Dine fejl, der er klar til et nyt forsøg, efter spil</translation>
    </message>
    <message>
        <source>&amp;Try it</source>
        <translation>&amp;Prøv</translation>
    </message>
    <message>
        <source>Your mistakes could not be read ({reason}).</source>
        <translation>Dine fejl kunne ikke læses ({reason}).</translation>
    </message>
    <message>
        <source>{game}: {n} due</source>
        <translation>{game}: {n} klar</translation>
    </message>
    <message>
        <source>{when}, deal {n}</source>
        <translation>{when}, giv {n}</translation>
    </message>
    <message>
        <source>No statistics are kept in this session, so there are no mistakes to try again.</source>
        <translation>Der gemmes ingen statistik i denne session, så der er ingen fejl at prøve igen.</translation>
    </message>
    <message>
        <source>Nothing is due today.</source>
        <translation>Intet er klar i dag.</translation>
    </message>
    <message>
        <source>Coming back later: {n}; the next on {day}.</source>
        <translation>Kommer igen senere: {n}; den næste {day}.</translation>
    </message>
    <message>
        <source>When the coach finds a mistake in one of your deals, it comes back here.</source>
        <translation>Når træneren finder en fejl i et af dine give, kommer den igen her.</translation>
    </message>
</context>
<context>
    <name>MistakesDue</name>
    <message numerus="yes">
        <source>%n of your mistakes are due for another try (Help → My mistakes).</source>
        <translation>
            <numerusform>En af dine fejl venter på et nyt forsøg (Hjælp → Mine fejl).</numerusform>
            <numerusform>%n af dine fejl venter på et nyt forsøg (Hjælp → Mine fejl).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MomentLine</name>
    <message>
        <source>Go to this moment of the deal ({enter})</source>
        <translation>Gå til dette øjeblik i givet ({enter})</translation>
    </message>
    <message>
        <source>Go to this moment of the deal (click or {enter})</source>
        <translation>Gå til dette øjeblik i givet (klik eller {enter})</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>The card game to play</source>
        <translation>Det kortspil, der skal spilles</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>S&amp;pil</translation>
    </message>
    <message>
        <source>&amp;Match length</source>
        <translation>&amp;Kampens længde</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Regelvalg</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>&amp;Practice match: hints, undo and open hands allowed; kept apart in the statistics</source>
        <translation>&amp;Træningskamp: tips, fortryd og åbne hænder tilladt; holdes for sig i statistikken</translation>
    </message>
    <message>
        <source>Practice match</source>
        <translation>Træningskamp</translation>
    </message>
    <message>
        <source>Problem with these options</source>
        <translation>Problem med disse valg</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>&amp;Start spillet</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Start spillet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>set by the game</source>
        <translation>bestemt af spillet</translation>
    </message>
    <message>
        <source>Match length: {label}</source>
        <translation>Kampens længde: {label}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Spiller som</translation>
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
        <translation>Navn på spilleren på plads {position}</translation>
    </message>
    <message>
        <source>You (human)</source>
        <translation>Du (menneske)</translation>
    </message>
    <message>
        <source>South is played by you</source>
        <translation>Syd spilles af dig</translation>
    </message>
    <message>
        <source>Computer player at {position}</source>
        <translation>Computerspiller på plads {position}</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Alle spillere skal have et navn.</translation>
    </message>
    <message>
        <source>Start the game with these players and rules</source>
        <translation>Start spillet med disse spillere og regler</translation>
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
        <translation>til</translation>
    </message>
    <message>
        <source>off</source>
        <translation>fra</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisk</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>jokers</source>
        <translation>jokere</translation>
    </message>
    <message>
        <source>jokers and twos</source>
        <translation>jokere og toere</translation>
    </message>
    <message>
        <source>Players, each for themselves.</source>
        <translation>Spillere, hver for sig.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Cards per trick: 3 (classic brag hands) or 4.</source>
        <translation>Kort pr. stik: 3 (klassiske brag-hænder) eller 4.</translation>
    </message>
    <message>
        <source>Cards per trick</source>
        <translation>Kort pr. stik</translation>
    </message>
    <message>
        <source>Cards dealt to each player. Default 16 for 3-card tricks (five tricks and one discard) and 21 for 4-card tricks (five tricks and one discard), or the largest such hand that fits the pack for 3 or 4 players. 3-card tricks: 6 to 24 cards, at most one card to discard; 4-card tricks: exactly one card to discard (5, 9, 13, 17, 21 or 25).</source>
        <translation>Kort, der gives til hver spiller. Standard er 16 ved stik med 3 kort (fem stik og ét afkast) og 21 ved stik med 4 kort (fem stik og ét afkast), eller den største sådanne hånd, kortene rækker til ved 3 eller 4 spillere. Stik med 3 kort: 6 til 24 kort, højst ét kort at kaste; stik med 4 kort: præcis ét kort at kaste (5, 9, 13, 17, 21 eller 25).</translation>
    </message>
    <message>
        <source>Cards per hand</source>
        <translation>Kort pr. hånd</translation>
    </message>
    <message>
        <source>Wild cards: none, the three jokers, or the jokers and the four twos.</source>
        <translation>Vilde kort: ingen, de tre jokere eller jokerne og de fire toere.</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>Vilde kort</translation>
    </message>
    <message>
        <source>Horwell&apos;s rule: a running flush beats a prial of lower rank than its top card.</source>
        <translation>Horwells regel: en straight flush slår tre ens af lavere valør end dens højeste kort.</translation>
    </message>
    <message>
        <source>Horwell&apos;s rule</source>
        <translation>Horwells regel</translation>
    </message>
    <message>
        <source>Points to win the game. Default: three times the tricks per deal (15 for five tricks).</source>
        <translation>Point for at vinde spillet. Standard: tre gange antallet af stik pr. giv (15 ved fem stik).</translation>
    </message>
    <message>
        <source>Game to</source>
        <translation>Spil til</translation>
    </message>
    <message>
        <source>a Brag hand of 3-card tricks holds 6 to 24 cards with at most one to discard (6, 7, 9, 10, 12, 13 ... 24), not {h}</source>
        <translation>en Brag-hånd med stik på 3 kort har 6 til 24 kort med højst ét at kaste (6, 7, 9, 10, 12, 13 ... 24), ikke {h}</translation>
    </message>
    <message>
        <source>a Brag hand of 4-card tricks holds whole tricks and exactly one card to discard (5, 9, 13, 17, 21 or 25 cards), not {h}</source>
        <translation>en Brag-hånd med stik på 4 kort har hele stik og præcis ét kort at kaste (5, 9, 13, 17, 21 eller 25 kort), ikke {h}</translation>
    </message>
    <message>
        <source>{n} hands of {h} cards need {cards} cards, but the pack has only {pack}</source>
        <translation>{n} hænder med {h} kort kræver {cards} kort, men der er kun {pack} kort i spillet</translation>
    </message>
    <message>
        <source>with {wilds}, a hand of {h} cards could hold {w} wild cards, more than {tricks} of {k} and {discards} can take (one wild per trick, or a supreme as the first trick); choose a larger hand</source>
        <translation>med {wilds} kan en hånd med {h} kort få {w} vilde kort, flere end {tricks} med {k} kort og {discards} kan rumme (ét vildt kort pr. stik eller en supreme som første stik); vælg en større hånd</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 stik</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} stik</translation>
    </message>
    <message>
        <source>1 discard</source>
        <translation>1 afkast</translation>
    </message>
    <message>
        <source>{n} discards</source>
        <translation>{n} afkast</translation>
    </message>
    <message>
        <source>the target must be at least 1 point, not {target}</source>
        <translation>målet skal være mindst 1 point, ikke {target}</translation>
    </message>
    <message>
        <source>Four players (two teams of two, partners opposite) or six (two teams of three, alternating).</source>
        <translation>Fire spillere (to hold à to, makkerne over for hinanden) eller seks (to hold à tre, der sidder skiftevis).</translation>
    </message>
    <message>
        <source>Points (strokes) a team needs to win the game.</source>
        <translation>Point (streger), som et hold skal have for at vinde spillet.</translation>
    </message>
    <message>
        <source>Sticks each side starts with; the first to discard them all wins the rubber (default 12, or 20 with automatic risking).</source>
        <translation>Pinde, som hver side starter med; den første, der har smidt dem alle, vinder robberen (standard 12, eller 20 når der voves automatisk).</translation>
    </message>
    <message>
        <source>Sticks</source>
        <translation>Pinde</translation>
    </message>
    <message>
        <source>Cards in each hand while there is a stock: 3, or 4 (then four cards of a rank may be led together).</source>
        <translation>Kort på hver hånd, så længe der er en bunke: 3 eller 4 (så må fire kort af samme valør spilles ud sammen).</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Kort på hånden</translation>
    </message>
    <message>
        <source>Use the tens instead of the fives (worthless either way: no effect on play).</source>
        <translation>Brug tierne i stedet for femmerne (værdiløse under alle omstændigheder: ingen betydning for spillet).</translation>
    </message>
    <message>
        <source>Tens instead of fives</source>
        <translation>Tiere i stedet for femmere</translation>
    </message>
    <message>
        <source>Deal every card (9 each, 12 in solo); the worthless cards become low beating cards; taking every trick scores 2.</source>
        <translation>Giv alle kort ud (9 hver, 12 i solo); de værdiløse kort bliver lave stikkort; at tage alle stik giver 2.</translation>
    </message>
    <message>
        <source>No stock</source>
        <translation>Ingen bunke</translation>
    </message>
    <message>
        <source>No risking once the stock is empty.</source>
        <translation>Der må ikke voves, når bunken er tom.</translation>
    </message>
    <message>
        <source>No risk after the stock</source>
        <translation>Ikke vove uden bunke</translation>
    </message>
    <message>
        <source>An honour thrown on a trick it cannot win may be risked; it succeeds unless the next player smacks it with a higher honour.</source>
        <translation>En honnør, der kastes på et stik, den ikke kan vinde, må voves; det lykkes, medmindre den næste spiller smækker den med en højere honnør.</translation>
    </message>
    <message>
        <source>Risk discarded honours</source>
        <translation>Vov kastede honnører</translation>
    </message>
    <message>
        <source>No risking when the risk&apos;s points would win the rubber.</source>
        <translation>Der må ikke voves, når pointene for det vovede kort ville vinde robberen.</translation>
    </message>
    <message>
        <source>No risking to win</source>
        <translation>Ikke vove for at vinde</translation>
    </message>
    <message>
        <source>KH risked on an 8S risks 2 even if the 8S was not risked; the Spids of the 8S player&apos;s partner over them scores 3, or 4 if both were risked.</source>
        <translation>KH vovet på en 8S tæller 2, selv om 8S ikke var vovet; Spids fra 8S-spillerens makker oven på dem giver 3, eller 4 hvis begge var vovet.</translation>
    </message>
    <message>
        <source>Oversmack</source>
        <translation>Oversmæk</translation>
    </message>
    <message>
        <source>The K♣ beating a led seven may be risked (the K♠ being the higher card).</source>
        <translation>K♣, der slår en udspillet syver, må voves (K♠ er det højere kort).</translation>
    </message>
    <message>
        <source>Risk the K♣</source>
        <translation>Vov K♣</translation>
    </message>
    <message>
        <source>Every card that can legally be risked is risked automatically (the default rubber is then 20 sticks).</source>
        <translation>Ethvert kort, der lovligt kan voves, voves automatisk (robberen er så normalt 20 pinde).</translation>
    </message>
    <message>
        <source>Automatic risking</source>
        <translation>Vov automatisk</translation>
    </message>
    <message>
        <source>Leading three or more cards at once whistles: 1 point at once.</source>
        <translation>At spille tre eller flere kort ud på én gang er at fløjte: 1 point med det samme.</translation>
    </message>
    <message>
        <source>Whistle</source>
        <translation>Fløjt</translation>
    </message>
    <message>
        <source>After 7, K♣, K♠ as the first three cards of a trick, the fourth player may beat the K♠ with an honour.</source>
        <translation>Efter 7, K♣, K♠ som stikkets tre første kort må den fjerde spiller slå K♠ med en honnør.</translation>
    </message>
    <message>
        <source>Honour over K♠</source>
        <translation>Honnør over K♠</translation>
    </message>
    <message>
        <source>{game}: no_stock deals every card at once, so hand_size {size} cannot apply</source>
        <translation>{game}: no_stock giver alle kort ud på én gang, så hand_size {size} kan ikke gælde</translation>
    </message>
    <message>
        <source>{game}: no_risk_after_stock cannot go with no_stock: there is never a stock, so no card could ever be risked</source>
        <translation>{game}: no_risk_after_stock kan ikke kombineres med no_stock: der er aldrig en bunke, så intet kort ville nogensinde kunne voves</translation>
    </message>
    <message>
        <source>Points to win the game: the five rungs of the comb.</source>
        <translation>Point for at vinde spillet: kammens fem trin.</translation>
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
        <translation>{items} og {last}</translation>
    </message>
</context>
<context>
    <name>PointsChart</name>
    <message>
        <source>Points per match</source>
        <translation>Point pr. kamp</translation>
    </message>
    <message>
        <source>Finish a match of this game to see its points here.</source>
        <translation>Spil en kamp færdig i dette spil for at se pointene her.</translation>
    </message>
    <message>
        <source>Points per match – {game}</source>
        <translation>Point pr. kamp – {game}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vundet</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>tabt</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>uafgjort</translation>
    </message>
    <message>
        <source>match {i}: {outcome}, {mine} – {theirs}</source>
        <translation>kamp {i}: {outcome}, {mine} – {theirs}</translation>
    </message>
    <message>
        <source>your side</source>
        <translation>din side</translation>
    </message>
    <message>
        <source>best other side</source>
        <translation>bedste af de andre</translation>
    </message>
    <message>
        <source>pale: lost</source>
        <translation>bleg: tabt</translation>
    </message>
</context>
<context>
    <name>PuzzleController</name>
    <message>
        <source>Best play</source>
        <translation>Bedste spil</translation>
    </message>
    <message>
        <source>Solved! Click here for the next puzzle.</source>
        <translation>Løst! Klik her for den næste opgave.</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <source>Puzzles</source>
        <translation>Opgaver</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Sp&amp;il:</translation>
    </message>
    <message>
        <source>Puzzle number</source>
        <translation>Opgavens nummer</translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation>&amp;Nummer:</translation>
    </message>
    <message>
        <source>Puzzle of the &amp;day</source>
        <translation>&amp;Dagens opgave</translation>
    </message>
    <message>
        <source>Ne&amp;xt puzzle</source>
        <translation>Næs&amp;te opgave</translation>
    </message>
    <message>
        <source>&amp;Start again</source>
        <translation>&amp;Begynd forfra</translation>
    </message>
    <message>
        <source>&amp;Risk it</source>
        <translation>&amp;Vov</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Puzzle of the day. </source>
        <translation>Dagens opgave. </translation>
    </message>
    <message>
        <source>Solved: {solved} of {total} · Tries: {tries} · Puzzles of the day solved in a row: {streak}</source>
        <translation>Løst: {solved} af {total} · Forsøg: {tries} · Dagens opgaver løst i træk: {streak}</translation>
    </message>
    <message>
        <source>Progress is not kept in this session.</source>
        <translation>Fremskridt gemmes ikke i denne session.</translation>
    </message>
    <message>
        <source>{grade}. All hands are shown and you are to play. Find the play that ends the deal at {best} for your side (your points minus the others&apos;) against the best defence: one play does it, every other loses at least a point.</source>
        <translation>{grade}. Alle hænder ligger åbne, og det er din tur. Find det spil, der får givet til at ende på {best} for din side (jeres point minus de andres) mod det bedste forsvar: ét spil klarer det, alle andre taber mindst ét point.</translation>
    </message>
    <message>
        <source>Progress could not be read.</source>
        <translation>Fremskridtet kunne ikke læses.</translation>
    </message>
    <message>
        <source>This puzzle: solved (tries: {tries})</source>
        <translation>Denne opgave: løst (forsøg: {tries})</translation>
    </message>
    <message>
        <source>This puzzle: not solved yet (tries: {tries})</source>
        <translation>Denne opgave: ikke løst endnu (forsøg: {tries})</translation>
    </message>
    <message>
        <source>This try could not be kept ({reason}).</source>
        <translation>Dette forsøg kunne ikke gemmes ({reason}).</translation>
    </message>
    <message>
        <source>Solved, with best play to the end.</source>
        <translation>Løst, med bedste spil helt til slut.</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <source>Easy</source>
        <translation>Let</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Middel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svær</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>you and {partners}</source>
        <translation>du og {partners}</translation>
    </message>
    <message>
        <source>{name} takes the trick with {cards}</source>
        <translation>{name} tager stikket med {cards}</translation>
    </message>
    <message>
        <source>your side takes this trick, but pays later</source>
        <translation>din side tager dette stik, men betaler for det senere</translation>
    </message>
    <message>
        <source>with best play on both sides {side} take {tricks} of the tricks instead of {best_tricks}, and the deal ends at {value} for your side instead of {best}</source>
        <translation>med bedste spil på begge sider tager {side} {tricks} af stikkene i stedet for {best_tricks}, og givet ender på {value} for din side i stedet for {best}</translation>
    </message>
    <message>
        <source>with best play on both sides the deal ends at {value} for your side instead of {best}</source>
        <translation>med bedste spil på begge sider ender givet på {value} for din side i stedet for {best}</translation>
    </message>
    <message>
        <source>{move} loses a point</source>
        <translation>{move} taber ét point</translation>
    </message>
    <message>
        <source>{move} loses {loss:g} points</source>
        <translation>{move} taber {loss:g} point</translation>
    </message>
    <message>
        <source>{head}: {first}; {rest}. Try again.</source>
        <translation>{head}: {first}; {rest}. Prøv igen.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Mappe</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drev</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Kig i:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Filnavn:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Filer af &amp;type:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Åbn</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Gem</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbage</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Frem</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Overordnet mappe</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Opret ny mappe</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listevisning</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detaljeret visning</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Omdøb</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slet</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Vis s&amp;kjulte filer</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Ny mappe</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Filen blev ikke fundet.
Kontrollér, at det rigtige filnavn er angivet.</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 findes allerede.
Vil du erstatte den?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Størrelse</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Ændringsdato</translation>
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
        <translation>Mellemrum</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Retur</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Venstre</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Højre</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Op</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Ned</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
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
        <translation>Tabulator</translation>
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
        <translation>Tilbage</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
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
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
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
        <translation>Genskab standarder</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åbn</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Gem</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>The file is not a game record: it is not valid JSON (line {line}, column {column}).</source>
        <translation>Filen er ikke en spilprotokol: den er ikke gyldig JSON (linje {line}, kolonne {column}).</translation>
    </message>
    <message>
        <source>The record is not a text file (it is not valid UTF-8).</source>
        <translation>Spilprotokollen er ikke en tekstfil (den er ikke gyldig UTF-8).</translation>
    </message>
    <message>
        <source>The record is nested too deeply to be a game record.</source>
        <translation>Filen er indlejret for dybt til at være en spilprotokol.</translation>
    </message>
    <message>
        <source>The record is not a game record (expected a JSON object).</source>
        <translation>Filen er ikke en spilprotokol (et JSON-objekt var forventet).</translation>
    </message>
    <message>
        <source>The file is not a game record: it holds a number far too long to be part of one.</source>
        <translation>Filen er ikke en spilprotokol: den indeholder et tal, der er alt for langt til at høre til en.</translation>
    </message>
    <message>
        <source>The record is too large (at most {limit:,} characters).</source>
        <translation>Spilprotokollen er for stor (højst {limit:,} tegn).</translation>
    </message>
    <message>
        <source>The record could not be read. {reason}</source>
        <translation>Spilprotokollen kunne ikke læses. {reason}</translation>
    </message>
    <message>
        <source>Deal {n} cannot be dealt: the player the record names as dealer cannot deal now (the rules give the deal to another player).</source>
        <translation>Giv {n} kan ikke gives: den spiller, som protokollen angiver som giver, kan ikke give nu (efter reglerne skal en anden spiller give).</translation>
    </message>
    <message>
        <source>The file is not a game record: it holds {name}, which is not a number a record uses.</source>
        <translation>Filen er ikke en spilprotokol: den indeholder {name}, som ikke er et tal, en spilprotokol bruger.</translation>
    </message>
    <message>
        <source>The file is not a game record: it holds a number far too large to be part of one.</source>
        <translation>Filen er ikke en spilprotokol: den indeholder et tal, der er alt for stort til at høre til en.</translation>
    </message>
    <message>
        <source>The record is too large ({size:,} bytes; at most {limit:,}).</source>
        <translation>Spilprotokollen er for stor ({size:,} byte; højst {limit:,}).</translation>
    </message>
    <message>
        <source>The record is too large (at most {limit:,} bytes).</source>
        <translation>Spilprotokollen er for stor (højst {limit:,} byte).</translation>
    </message>
    <message>
        <source>The record changed while it was being read; please try again.</source>
        <translation>Spilprotokollen blev ændret, mens den blev læst; prøv igen.</translation>
    </message>
    <message>
        <source>The record has too many deals (at most {limit:,}).</source>
        <translation>Spilprotokollen har for mange give (højst {limit:,}).</translation>
    </message>
    <message>
        <source>The record lists its deals twice.</source>
        <translation>Spilprotokollen opregner sine give to gange.</translation>
    </message>
    <message>
        <source>Deal {n} of the record is too large (more than {limit:,} characters).</source>
        <translation>Giv {n} i spilprotokollen er for stor (mere end {limit:,} tegn).</translation>
    </message>
    <message>
        <source>The record&apos;s {field} is too large (more than {limit:,} characters).</source>
        <translation>Feltet {field} i spilprotokollen er for stort (mere end {limit:,} tegn).</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s {field} is nested too deeply.</source>
        <translation>Feltet {field} i giv {n} er indlejret for dybt.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s {field} holds a text that is too long.</source>
        <translation>Feltet {field} i giv {n} indeholder en for lang tekst.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s {field} holds a list that is too long.</source>
        <translation>Feltet {field} i giv {n} indeholder en for lang liste.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s {field} holds a number out of range.</source>
        <translation>Feltet {field} i giv {n} indeholder et tal uden for det tilladte område.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s {field} holds a value of the wrong kind ({kind}).</source>
        <translation>Feltet {field} i giv {n} indeholder en værdi af den forkerte slags ({kind}).</translation>
    </message>
    <message>
        <source>The file is not a Bräus Desktop game record.</source>
        <translation>Filen er ikke en spilprotokol fra Bräus Desktop.</translation>
    </message>
    <message>
        <source>The record has no version number.</source>
        <translation>Spilprotokollen har intet versionsnummer.</translation>
    </message>
    <message>
        <source>The record is version {version}, newer than this app understands (version {known}); please update the app.</source>
        <translation>Spilprotokollen er version {version}, nyere end dette program forstår (version {known}); opdater programmet.</translation>
    </message>
    <message>
        <source>The record is version far above, newer than this app understands (version {known}); please update the app.</source>
        <translation>Spilprotokollens version er langt nyere end dette program forstår (version {known}); opdater programmet.</translation>
    </message>
    <message>
        <source>The record does not name its game.</source>
        <translation>Spilprotokollen angiver ikke, hvilket spil den gælder.</translation>
    </message>
    <message>
        <source>The record&apos;s game cannot be set up: unknown game {game}; the games are: {games}.</source>
        <translation>Spilprotokollens spil kan ikke sættes op: ukendt spil {game}; spillene er: {games}.</translation>
    </message>
    <message>
        <source>The record&apos;s options are not a list of settings.</source>
        <translation>Spilprotokollens regelvalg er ikke en liste over indstillinger.</translation>
    </message>
    <message>
        <source>The record&apos;s options hold a value of the wrong kind.</source>
        <translation>Spilprotokollens regelvalg indeholder en værdi af den forkerte slags.</translation>
    </message>
    <message>
        <source>The record&apos;s game cannot be set up: {reason}.</source>
        <translation>Spilprotokollens spil kan ikke sættes op: {reason}.</translation>
    </message>
    <message>
        <source>The record&apos;s match seed is not a number this app uses.</source>
        <translation>Kampens nummer i spilprotokollen er ikke et tal, dette program bruger.</translation>
    </message>
    <message>
        <source>The record&apos;s first dealer is not one of the players of this game.</source>
        <translation>Spilprotokollens første giver er ikke en af spillerne i dette spil.</translation>
    </message>
    <message>
        <source>The record&apos;s notes are not readable.</source>
        <translation>Spilprotokollens noter kan ikke læses.</translation>
    </message>
    <message>
        <source>The record&apos;s notes hold a value of the wrong kind.</source>
        <translation>Spilprotokollens noter indeholder en værdi af den forkerte slags.</translation>
    </message>
    <message>
        <source>The record has no list of deals.</source>
        <translation>Spilprotokollen har ingen liste over give.</translation>
    </message>
    <message>
        <source>The record has no deals: there is no game in it to show.</source>
        <translation>Spilprotokollen har ingen give: der er intet spil i den at vise.</translation>
    </message>
    <message>
        <source>The record has too many deals ({count:,}; at most {limit:,}).</source>
        <translation>Spilprotokollen har for mange give ({count:,}; højst {limit:,}).</translation>
    </message>
    <message>
        <source>Deal {n} of the record is not readable.</source>
        <translation>Giv {n} i spilprotokollen kan ikke læses.</translation>
    </message>
    <message>
        <source>Deal {n} follows the end of the match.</source>
        <translation>Giv {n} kommer efter kampens afslutning.</translation>
    </message>
    <message>
        <source>Deal {n} stops before its end, yet another deal follows.</source>
        <translation>Giv {n} stopper, før det er spillet færdigt, men alligevel følger endnu et giv.</translation>
    </message>
    <message>
        <source>Deal {n} does not say who dealt.</source>
        <translation>Giv {n} angiver ikke, hvem der gav.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s seed is not a number this app uses.</source>
        <translation>Nummeret på giv {n} er ikke et tal, dette program bruger.</translation>
    </message>
    <message>
        <source>Deal {n} has no deal (hands).</source>
        <translation>Giv {n} har ingen uddeling (hænder).</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s setup has a bad field name.</source>
        <translation>Opstillingen i giv {n} har et ugyldigt feltnavn.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s actions are not a list.</source>
        <translation>Trækkene i giv {n} er ikke en liste.</translation>
    </message>
    <message>
        <source>Deal {n} has too many actions ({count}).</source>
        <translation>Giv {n} har for mange træk ({count}).</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s setup has fields this game does not use ({names}).</source>
        <translation>Opstillingen i giv {n} har felter, som dette spil ikke bruger ({names}).</translation>
    </message>
    <message>
        <source>Deal {n} cannot be dealt: {reason}.</source>
        <translation>Giv {n} kan ikke gives: {reason}.</translation>
    </message>
    <message>
        <source>Deal {n}, action {i} is not a move.</source>
        <translation>Giv {n}, træk {i} er ikke et træk.</translation>
    </message>
    <message>
        <source>Deal {n}, action {i} ({action}) comes after the match was won.</source>
        <translation>Giv {n}, træk {i} ({action}) kommer, efter at kampen er vundet.</translation>
    </message>
    <message>
        <source>Deal {n}, action {i} ({action}) comes after the deal ended.</source>
        <translation>Giv {n}, træk {i} ({action}) kommer, efter at givet er slut.</translation>
    </message>
    <message>
        <source>Deal {n}, action {i}: {reason}</source>
        <translation>Giv {n}, træk {i}: {reason}</translation>
    </message>
    <message>
        <source>Deal {n}, action {i} ({action}) is not legal: {reason}</source>
        <translation>Giv {n}, træk {i} ({action}) er ikke tilladt: {reason}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>There are no risks in this game.</source>
        <translation>I dette spil voves der ingen kort.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Givet er slut.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <translation>Du har ikke {card}.</translation>
    </message>
    <message>
        <source>{action} is not a legal move now.</source>
        <translation>{action} er ikke et lovligt træk nu.</translation>
    </message>
    <message>
        <source>Bräus pack (6 to ace in four suits)</source>
        <translation>Bräus-kortene (6 til es i fire kulører)</translation>
    </message>
    <message>
        <source>Brus pack (6 to ace, in four suits)</source>
        <translation>Brus-kortene (6 til es, i fire kulører)</translation>
    </message>
    <message>
        <source>Brus pack (5 to ace without tens, in four suits)</source>
        <translation>Brus-kortene (5 til es uden tiere, i fire kulører)</translation>
    </message>
    <message>
        <source>Brús pack (6 to ace in four suits)</source>
        <translation>Brús-kortene (6 til es i fire kulører)</translation>
    </message>
    <message>
        <source>team {side} (seats {seats})</source>
        <translation>hold {side} (pladserne {seats})</translation>
    </message>
    <message>
        <source>seat {side}</source>
        <translation>plads {side}</translation>
    </message>
    <message>
        <source>Team {side} (seats {seats})</source>
        <translation>Hold {side} (pladserne {seats})</translation>
    </message>
    <message>
        <source>Seat {side}</source>
        <translation>Plads {side}</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Keyboard and screen reader</source>
        <translation>Tastatur og skærmlæser</translation>
    </message>
    <message>
        <source>Where am I: the game, the deal, the score, the cards on the table, your hand and whose turn it is.</source>
        <translation>Hvor er jeg: spillet, givet, stillingen, kortene på bordet, din hånd og hvis tur det er.</translation>
    </message>
    <message>
        <source>Say again: the last announcement once more.</source>
        <translation>Sig det igen: den seneste meddelelse én gang til.</translation>
    </message>
    <message>
        <source>Move along your hand to the card you want; cards you cannot play now are skipped.</source>
        <translation>Gå hen ad din hånd til det kort, du vil have; kort, du ikke kan spille nu, springes over.</translation>
    </message>
    <message>
        <source>Play that card, or the cards selected with it.</source>
        <translation>Spil det kort, eller de kort der er valgt sammen med det.</translation>
    </message>
    <message>
        <source>Select a card (Brus: several cards of one rank, played together).</source>
        <translation>Vælg et kort (Brus: flere kort af samme værdi, som spilles sammen).</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Meld pas.</translation>
    </message>
    <message>
        <source>Risk it (Brus).</source>
        <translation>Vove kortet (Brus).</translation>
    </message>
    <message>
        <source>A hint (practice matches).</source>
        <translation>Et tip (træningskampe).</translation>
    </message>
    <message>
        <source>From the table to its buttons, the score sheet and the game log.</source>
        <translation>Fra bordet til dets knapper, regnskabet og spilloggen.</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;Every game here can be played with the keyboard alone, and a screen reader says each play as it is made. At the table:&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Hvert spil her kan spilles med tastaturet alene, og en skærmlæser siger hvert træk, når det bliver spillet. Ved bordet:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;To keep the cards in step with the speech, set Settings → Animation speed to Instant.&lt;/p&gt;</source>
        <translation>&lt;p&gt;For at kortene kan følge med talen, så sæt Indstillinger → Animationshastighed til Øjeblikkelig.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Why can&apos;t I play…?</source>
        <translation>Hvorfor kan jeg ikke spille…?</translation>
    </message>
    <message>
        <source>It is not your turn yet.</source>
        <translation>Det er ikke din tur endnu.</translation>
    </message>
    <message>
        <source>Playable cards, highest first</source>
        <translation>Spilbare kort, højeste først</translation>
    </message>
    <message>
        <source>The first three are the matadors.</source>
        <translation>De tre første er matadorerne.</translation>
    </message>
    <message>
        <source>Trick cards</source>
        <translation>Færdige stik</translation>
    </message>
    <message>
        <source>Each seven is a trick for its holder&apos;s team, laid out before leading.</source>
        <translation>Hver syver tæller som et stik for sin ejers hold og lægges ud før udspillet.</translation>
    </message>
    <message>
        <source>Unplayable cards</source>
        <translation>Uspilbare kort</translation>
    </message>
    <message>
        <source>They never leave the hand; the K♣ is the outcome card.</source>
        <translation>De forlader aldrig hånden; K♣ er udslagskortet.</translation>
    </message>
    <message>
        <source>The first three are the honours.</source>
        <translation>De tre første er honnørerne.</translation>
    </message>
    <message>
        <source>Every other card is worthless.</source>
        <translation>Alle andre kort er værdiløse.</translation>
    </message>
    <message>
        <source>Beating cards, highest first</source>
        <translation>Stikkort, højeste først</translation>
    </message>
    <message>
        <source>When a seven is led, highest first</source>
        <translation>Når en syver spilles ud, højeste først</translation>
    </message>
    <message>
        <source>Nothing else can win a trick led with a seven.</source>
        <translation>Intet andet kan vinde et stik, hvor en syver er spillet ud.</translation>
    </message>
    <message>
        <source>Worthless cards</source>
        <translation>Værdiløse kort</translation>
    </message>
    <message>
        <source>They never win a trick.</source>
        <translation>De vinder aldrig et stik.</translation>
    </message>
    <message>
        <source>{name} (only with wild cards)</source>
        <translation>{name} (kun med vilde kort)</translation>
    </message>
    <message>
        <source>{category}: {name}</source>
        <translation>{category}: {name}</translation>
    </message>
    <message>
        <source>Horwell&apos;s rule is on: running flushes interleave with the prials.</source>
        <translation>Horwells regel er slået til: straight flush og tre ens er flettet ind i hinanden i rangfølgen.</translation>
    </message>
    <message>
        <source>Horwell&apos;s rule is off: every prial beats every running flush.</source>
        <translation>Horwells regel er slået fra: tre ens slår altid straight flush.</translation>
    </message>
    <message>
        <source>{size}-card tricks, strongest first</source>
        <translation>Stik med {size} kort, stærkeste først</translation>
    </message>
    <message>
        <source>Ranking chart</source>
        <translation>Rangfølge</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Valg</translation>
    </message>
    <message>
        <source>Chosen in Game ▸ New game when the match starts.</source>
        <translation>Vælges i Spil ▸ Nyt spil, når kampen starter.</translation>
    </message>
    <message>
        <source>on or off; {default} unless you choose</source>
        <translation>til eller fra; {default}, medmindre du vælger andet</translation>
    </message>
    <message>
        <source>{choices}; {default} unless you choose</source>
        <translation>{choices}; {default}, medmindre du vælger andet</translation>
    </message>
    <message>
        <source>automatic unless you choose</source>
        <translation>automatisk, medmindre du vælger andet</translation>
    </message>
    <message>
        <source>In this game: {value}.</source>
        <translation>I dette spil: {value}.</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Why can&apos;t I play…?&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Hvorfor kan jeg ikke spille…?&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;Every card of your hand that you cannot play now, with the rules&apos; own reason. On the table, right-click a dimmed card (or press the menu key on it) to see its reason in the status bar.&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Hvert kort på din hånd, som du ikke kan spille nu, med reglernes egen begrundelse. Ved bordet: højreklik på et nedtonet kort (eller tryk på menutasten på det) for at se begrundelsen i statuslinjen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No game is in play.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der er ikke noget spil i gang.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The deal is over: no card is played until the next deal.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Givet er slut: der spilles ingen kort før næste giv.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;It is not your turn: {name} is to play. The reasons appear here when it is your turn.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Det er ikke din tur: {name} skal spille. Begrundelserne vises her, når det er din tur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;You can play any card of your hand now.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Du kan spille et hvilket som helst kort fra hånden nu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The {card} can be played now.</source>
        <translation>{card} kan spilles nu.</translation>
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
        <translation>Regelhjælp</translation>
    </message>
    <message>
        <source>Rules pages</source>
        <translation>Regelsider</translation>
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
        <translation>&lt;p class=&quot;lead&quot;&gt;Et stikspil fra Gotland for
to hold med en mærkelig og vidunderlig regel: de fleste kort kan slet ikke
spilles.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Players and cards&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Spillere og kort&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four players in two teams of two, partners sitting
opposite; or six players in two teams of three, sitting alternately. The pack has 36 cards,
six to ace in four suits. Each player gets nine cards (six each with six players), dealt one
at a time clockwise, starting with the player on the dealer&apos;s left (&lt;i&gt;forehand&lt;/i&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fire spillere i to hold à to, hvor makkerne sidder
over for hinanden; eller seks spillere i to hold à tre, der sidder skiftevis. Kortspillet har 36
kort, seks til es i fire kulører. Hver spiller får ni kort (seks hver med seks spillere), givet
ét ad gangen med uret, begyndende med spilleren til venstre for giveren (&lt;i&gt;forhånd&lt;/i&gt;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Three kinds of card&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Tre slags kort&lt;/h2&gt;</translation>
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
&lt;li&gt;&lt;b&gt;Spilbare kort&lt;/b&gt; (18): de eneste kort, der kan spilles til et stik. Deres rækkefølge
ses i oversigten nedenfor; de tre højeste er &lt;i&gt;matadorerne&lt;/i&gt;.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Syvere&lt;/b&gt; (4): færdige stik. Du spiller aldrig en syver; i stedet tæller
hver syver, du har, som et stik for sig for dit hold, når du kommer i udspil.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Uspilbare kort&lt;/b&gt; (14): de bliver på hånden hele givet. Ét af dem, K♣,
er &lt;i&gt;udslagskortet&lt;/i&gt; og kan afgøre et uafgjort giv.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Playing a trick&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Sådan spilles et stik&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Forehand leads to the first trick. Whoever is to
lead first lays out every seven they hold, each one a trick for their team, and then leads
any playable card. A player who is to lead but has neither a seven nor a playable card hands
the lead on to the next player clockwise who has one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Forhånd spiller ud til første stik. Den, der skal spille
ud, lægger først alle sine syvere frem, hver af dem ét stik for holdet, og spiller derefter et vilkårligt
spilbart kort ud. En spiller, der skal spille ud, men hverken har en syver eller et spilbart kort, giver
udspillet videre til den næste spiller med uret, der har et.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;After the lead, every other player gets exactly
&lt;b&gt;one chance&lt;/b&gt;, in turn clockwise: if you hold a playable card higher than the last card
played, you &lt;b&gt;must&lt;/b&gt; play one of them (any one you like), even over your partner. If you
hold none, you pass and play nothing. There is no discarding. The last card played is always
the highest, and its player wins the trick and leads next. Tricks can be short, so a deal
can have more tricks than there are cards in a hand.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Efter udspillet får hver af de andre spillere præcis
&lt;b&gt;én chance&lt;/b&gt;, på skift med uret: har du et spilbart kort, der er højere end det sidst spillede,
&lt;b&gt;skal&lt;/b&gt; du spille et af dem (hvilket du vil), også over din makker. Har du intet, melder
du pas og spiller ingenting. Man smider aldrig kort. Det sidst spillede kort er altid det højeste,
og den, der spillede det, vinder stikket og spiller ud til det næste. Stik kan være korte, så
et giv kan have flere stik, end der er kort på en hånd.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Winning the deal&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Sådan vindes givet&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The deal ends the moment a team has &lt;b&gt;six
tricks&lt;/b&gt; (sevens included). That team scores one point, or two points (&lt;i&gt;Jan&lt;/i&gt;) if the
other team has not taken a single trick by then.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Givet slutter i samme øjeblik, et hold har
&lt;b&gt;seks stik&lt;/b&gt; (syverne medregnet). Det hold får ét point, eller to point (&lt;i&gt;Jan&lt;/i&gt;), hvis det
andet hold ikke har taget et eneste stik til den tid.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If the cards run out first: a team with exactly
five tricks whose player holds the K♣ counts it as the sixth trick and scores one point.
Otherwise the deal is drawn, nobody scores, and the same dealer deals again. After a scored
deal the deal passes to the left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Slipper kortene op først: et hold med præcis fem
stik, hvor en af spillerne har K♣, tæller det som sjette stik og får ét point. Ellers er
givet uafgjort, ingen får point, og samme spiller giver igen. Efter et giv med point går turen
til at give videre til venstre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first team to reach the target (6 points unless
you chose otherwise) wins the game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Det hold, der først når målet (6 point, medmindre
du har valgt andet), vinder spillet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;At the table&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Ved bordet&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Click a card, drag it to the middle, or move along
your hand with ← → and press Enter to play it. Cards you cannot play now are dimmed;
right-click one (or press the menu key) to hear why. Press P to pass.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Klik på et kort, træk det ind på midten, eller gå langs hånden
med ← → og tryk Enter for at spille det. Kort, du ikke kan spille nu, er nedtonede; højreklik på
et af dem (eller tryk på menutasten) for at høre hvorfor. Tryk P for at melde pas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Danish Brus&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Dansk brus&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;A fast partnership game of bluff and
nerve: small hands, a stock to draw from, no obligation to follow, and honours you can
&lt;i&gt;risk&lt;/i&gt; for extra points.&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Et hurtigt makkerspil om bluff og nerver:
små hænder, en bunke at trække fra, ingen pligt til at bekende kulør – og honnører, som du
kan &lt;i&gt;vove&lt;/i&gt; for ekstra point.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four players in two partnerships, partners
opposite. The pack has 36 cards: 5 to 9 and jack to ace in four suits (with the option
&lt;i&gt;Tens instead of fives&lt;/i&gt; the tens replace the fives; it makes no difference to play).
Each player gets three cards, dealt in one batch of three clockwise from the dealer; the
rest is a face-down stock.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fire spillere i to makkerpar, makkerne over
for hinanden. Kortspillet har 36 kort: 5 til 9 og knægt til es i fire kulører (med valget
&lt;i&gt;Tiere i stedet for femmere&lt;/i&gt; erstatter tierne femmerne; det gør ingen forskel for spillet). Hver
spiller får tre kort, givet tre ad gangen med uret, begyndende med giveren; resten lægges som
en bunke med bagsiden opad.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Which cards are strong&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Hvilke kort er stærke&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Eighteen cards are &lt;b&gt;beating cards&lt;/b&gt;, ranked in
the chart below; the top three are the &lt;i&gt;honours&lt;/i&gt;. Every other card is worthless, with
one exception: when a &lt;b&gt;seven is led&lt;/b&gt;, beating cards cannot beat it. Only a higher seven
can, or the K♣, which beats every seven; and the K♠ beats the K♣ if it comes after it in the
same trick. When anything else is led, sevens and black kings are worthless.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Atten kort er &lt;b&gt;stikkort&lt;/b&gt;, rangordnet i oversigten
nedenfor; de tre højeste er &lt;i&gt;honnørerne&lt;/i&gt;. Alle andre kort er værdiløse, med én
undtagelse: når en &lt;b&gt;syver spilles ud&lt;/b&gt;, kan stikkortene ikke slå den. Det kan kun en
højere syver eller K♣, der slår enhver syver; og K♠ slår K♣, hvis den kommer efter den i samme
stik. Når der spilles noget andet ud, er syvere og sorte konger værdiløse.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Playing&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Spillet&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The dealer leads to the first trick; after that,
the winner of each trick leads. There is no obligation at all: play any card to any trick.
The highest beating card wins; if nobody played a beating card, the leader wins. After each
trick everybody, the winner first, draws from the stock back to three cards. When the stock
cannot give everyone the same number, the last cards go out one at a time from the winner
on.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Giveren spiller ud til første stik; derefter spiller
vinderen af hvert stik ud. Der er ingen pligt overhovedet: spil et hvilket som helst kort til et
hvilket som helst stik. Det højeste stikkort vinder; har ingen spillet et stikkort, vinder udspilleren.
Efter hvert stik trækker alle, vinderen først, fra bunken, til de har tre kort igen. Når bunken
ikke rækker til lige mange til alle, gives de sidste kort ud ét ad gangen fra vinderen og
videre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Multiple tricks.&lt;/b&gt; Holding two or three cards
of the same rank (four with 4-card hands), you may lead them together, and an honour may go
with worthless cards of its rank (8♠+8♦). Everyone else then plays as many cards. You beat
the set only if each of your cards can be matched to a different card of it and beat that
card. Such a trick counts as that many tricks, and everyone draws as many cards as they
played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Flerstik.&lt;/b&gt; Har du to eller tre kort af samme
valør (fire med hænder på 4 kort), må du spille dem ud sammen, og en honnør må følges af
værdiløse kort af samme valør (8♠+8♦). Alle andre spiller så lige så mange kort. Du slår
sættet kun, hvis hvert af dine kort kan parres med sit eget kort i det og slå det. Sådan
et stik tæller som lige så mange stik, og alle trækker lige så mange kort, som de
spillede.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Risking&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;At vove&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;When you play the Brus (K♥) or the Galhund (8♠) you
may &lt;b&gt;risk&lt;/b&gt; it, provided it is not the last card of the trick and a higher honour is
still out and not in your own hand. If the risked card wins the trick, your side scores a
point. If an opponent beats it (&lt;i&gt;smacks&lt;/i&gt; it), their side scores the point instead. A K♥
that smacks a risked 8♠ may be risked in turn: if it then wins, its side scores 2; if the J♣
smacks both, the J♣&apos;s side scores 2. A risked card beaten by the risker&apos;s own partner scores
nothing. At the table, tick &lt;i&gt;Risk it&lt;/i&gt; when it is offered before you play.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Når du spiller Brus (K♥) eller Galhund (8♠), må du
&lt;b&gt;vove&lt;/b&gt; kortet, forudsat at det ikke er stikkets sidste kort, og at en højere honnør
stadig er ude og ikke på din egen hånd. Vinder det vovede kort stikket, får din side et
point. Slår en modstander det (&lt;i&gt;smækker&lt;/i&gt; det), får deres side pointet i stedet. En K♥,
der smækker en vovet 8♠, må selv voves: vinder den så, får dens side 2; smækker J♣ dem
begge, får J♣&apos;s side 2. Et vovet kort, der bliver slået af ens egen makker, giver ingenting.
Ved bordet sætter du flueben ved &lt;i&gt;Vov&lt;/i&gt;, når det tilbydes, før du spiller.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Scoring&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Pointtælling&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first side to &lt;b&gt;five tricks&lt;/b&gt; wins the hand.
Each side starts with a bundle of sticks (12 unless you chose otherwise), and every point
scored lets a side throw one away: one for the hand, two for taking the first five tricks in
a row (&lt;i&gt;storming the castle&lt;/i&gt;), one per risk point. The first side rid of all its sticks
wins the rubber.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Den side, der først har &lt;b&gt;fem stik&lt;/b&gt;, vinder givet.
Hver side begynder med et bundt pinde (12, medmindre du har valgt andet), og for hvert point
må en side smide en pind: én for givet, to for at tage de fem første stik i træk (&lt;i&gt;storme
borgen&lt;/i&gt;), én for hvert point for vovede kort. Den side, der først er af med alle sine pinde,
vinder robberen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Click cards to select them (a set of one rank, or
as many cards as a set led to you), then press Play; a double-click plays a single card. With
the keyboard alone: {left} and {right} move along your hand, {space} selects a card, {enter}
plays the cards selected (or the card you are on). Dimmed cards cannot be played now:
right-click one (or press the menu key) to hear why.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Klik på kortene for at vælge dem (et sæt af samme valør eller
lige så mange kort, som der er spillet ud til dig), og tryk så Spil; et dobbeltklik spiller et
enkelt kort. Med tastaturet alene: {left} og {right} flytter langs hånden, {space} vælger et kort, {enter} spiller de valgte kort (eller det kort, du står på). Nedtonede kort kan ikke spilles nu: højreklik på et (eller tryk på menutasten) for at høre hvorfor.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Solo Brus&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Solobrus&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;Danish Brus for three players, each
for themselves.&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Dansk brus for tre spillere,
hver for sig.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Everything works as in Danish Brus (see that page
for the cards, multiple tricks and risking) with these differences:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Alt foregår som i dansk brus (se den side
for kortene, flerstik og at vove), med disse forskelle:&lt;/p&gt;</translation>
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
&lt;li&gt;Tre spillere, hver sin egen side; hver spiller har sine egne pinde.&lt;/li&gt;
&lt;li&gt;Den spiller, der først har fem stik, vinder givet. Alle tolv stik kan fordeles 4-4-4: så vinder ingen
givet, og den næste spiller, der vinder et giv, smider en ekstra pind.&lt;/li&gt;
&lt;li&gt;Enhver modstander, der slår dit vovede kort, får pointet for smækket.&lt;/li&gt;
&lt;li&gt;Med &lt;i&gt;Ingen bunke&lt;/i&gt; gives alle kort ud (tolv hver); den spiller, der har flere stik end begge
modstandere, vinder, og står flere lige med flest stik, annulleres alle point i givet.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Icelandic Brús&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Islandsk brús&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;The Icelandic cousin of Brus:
single-card tricks, a dangerous cut, one card to risk, and a comb of five rungs to
climb.&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Brus&apos; islandske fætter: stik med
ét kort ad gangen, en farlig aftagning, ét kort at vove og en kam med fem trin at klatre
op ad.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four players in two partnerships. The pack has 36
cards, six to ace in four suits. The beating cards rank as in Danish Brus (chart below);
every other card, sevens and black kings included, is worthless. The 8♠ is called
&lt;i&gt;brúnka&lt;/i&gt; here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fire spillere i to makkerpar. Kortspillet har 36
kort, seks til es i fire kulører. Stikkortene rangerer som i dansk brus (oversigten
nedenfor); alle andre kort, syvere og sorte konger medregnet, er værdiløse. 8♠ kaldes
her &lt;i&gt;brúnka&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The cut&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Aftagningen&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The player on the dealer&apos;s right cuts the pack, and
the card that ends up at the bottom is shown. If it is the J♣ or the K♥, a shameful cut: the
dealer&apos;s team scores a point at once, and the pack is shuffled and cut again, as often as it
happens. When it is your cut, click the spread pack where you want to cut it, or choose the
place with {left} and {right} and press {enter}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Spilleren til højre for giveren tager af, og det kort,
der ender nederst, vises. Er det J♣ eller K♥, er det en skammelig aftagning: giverens hold
får straks et point, og kortene blandes og tages af igen, så mange gange det sker. Når det er
din tur til at tage af, klikker du i de udbredte kort der, hvor du vil tage af, eller vælger
stedet med {left} og {right} og trykker {enter}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three cards each, dealt from forehand (the dealer&apos;s
left), who leads first; the rest is the stock. Play any card to any trick; the highest
beating card wins, and if there is none, the leader wins. After each trick everyone, the
winner first, draws back to three. Cards are always played one at a time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tre kort hver, givet fra forhånd (til venstre for giveren),
som også spiller først ud; resten er bunken. Spil et hvilket som helst kort til et hvilket som
helst stik; det højeste stikkort vinder, og er der intet, vinder udspilleren. Efter hvert stik trækker
alle, vinderen først, op til tre kort igen. Kortene spilles altid ét ad gangen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Risking the K♥&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;At vove K♥&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Only the K♥ can be risked, never in the first trick
of a hand, never by a team one point from winning the game, and only while the J♣ is still
out and not in your own hand.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kun K♥ kan voves, aldrig i givets første stik,
aldrig af et hold, der mangler ét point i at vinde spillet, og kun så længe J♣ stadig er
ude og ikke på din egen hånd.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Risk the round&lt;/b&gt;: lead the K♥ risked. If it wins, your team scores 2; if an
opponent&apos;s J♣ beats it, the opponents score 3.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Under you&lt;/b&gt;: play the K♥ second or third and risk it. If it wins, your team scores
1; if the next player&apos;s J♣ beats it, the opponents score 2.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Vove runden&lt;/b&gt;: spil K♥ ud og vov den. Vinder den, får dit hold 2; slår en
modstanders J♣ den, får modstanderne 3.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Under dig&lt;/b&gt;: spil K♥ som andet eller tredje kort og vov den. Vinder den, får dit hold
1; slår den næste spillers J♣ den, får modstanderne 2.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If your partner beats it with the J♣, nobody scores
for the risk. After a successful risk you show your other cards to the opponents as
proof.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Slår din makker den med J♣, får ingen point for det vovede
kort. Når det er lykkedes at vove kongen, viser du dine andre kort til modstanderne som
bevis.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first team to five tricks wins the hand: one
point, or two (&lt;i&gt;jana&lt;/i&gt;) if the other team took none. The first team to five points, the
top of the comb, wins the game. A won game counts in the running series by the losers&apos;
unerased rungs: a 5-0 win (&lt;i&gt;scratching&lt;/i&gt;) is worth 6, and beating a team that stood one
point from victory while you had nothing (&lt;i&gt;hanged for the robbery&lt;/i&gt;) is worth 2 instead
of 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Det hold, der først har fem stik, vinder givet: ét
point, eller to (&lt;i&gt;jana&lt;/i&gt;), hvis det andet hold ikke fik noget stik. Det hold, der først
har fem point, kammens top, vinder spillet. Et vundet spil tæller i den løbende serie med
tabernes resterende trin: en sejr på 5-0 (&lt;i&gt;kradsning&lt;/i&gt;) er værd 6, og at slå et hold, der
stod ét point fra sejren, mens I intet havde (&lt;i&gt;hængt for røveriet&lt;/i&gt;), er værd 2 i stedet
for 1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Horwell&apos;s multi-card Brag&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Horwells Brag med mange kort&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;A game of judgement rather than luck
in play: you get a big hand, split it into brag tricks, and the tricks are compared one by
one in a showdown.&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Et spil, hvor dømmekraft betyder mere
end held i spillet: du får en stor hånd, deler den op i brag-stik, og stikkene sammenlignes ét
for ét i et opgør.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Two to four players, each for themselves, with the
52-card pack (and the three jokers when they are wild). Each player gets a large hand,
sixteen cards by default: five tricks of three cards and one card to throw away.&lt;/p&gt;</source>
        <translation>&lt;p&gt;To til fire spillere, hver for sig, med et
spil på 52 kort (og de tre jokere, når de er vilde). Hver spiller får en stor
hånd, som standard seksten kort: fem stik à tre kort og ét kort at kaste.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Arranging&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;At ordne hånden&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every player splits the whole hand into tricks of
three cards (or four, if you chose 4-card tricks), discards the spare card, and lays the
tricks in order, &lt;b&gt;strongest first&lt;/b&gt;. Nobody sees anyone else&apos;s arrangement. Then the
first tricks are compared, then the second ones, and so on: the strongest trick at each
position scores its player one point, and winning every position earns one bonus point. The
first player to the target wins; players who reach it together with equal scores play
sudden-death deals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hver spiller deler hele hånden op i stik à tre kort
(eller fire, hvis du har valgt stik med 4 kort), kaster det overskydende kort og lægger stikkene
i rækkefølge, &lt;b&gt;det stærkeste først&lt;/b&gt;. Ingen ser de andres rækkefølge. Derefter sammenlignes
de første stik, så de andre og så videre: det stærkeste stik på hver plads giver sin spiller
ét point, og vinder man alle pladserne, får man et bonuspoint. Den spiller, der først når målet,
vinder; spillere, der når det samtidig med lige mange point, spiller afgørende give, indtil én
af dem kommer foran.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;What beats what&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Hvad slår hvad&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tricks are ranked by category, as in three-card
brag; the chart below shows every category in its order with an example (the order is
computed by the game&apos;s own evaluator). Within a category the higher cards win, the cards
making the combination first (a flush A-10-9 beats A-9-5). When every rank is equal, the
suit of the highest card decides, in bridge order: ♠ above ♥ above ♦ above ♣. A pair is
compared by its pair alone, never by the odd card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Stikkene rangeres efter kategori som i brag med tre
kort; oversigten nedenfor viser hver kategori i rækkefølge med et eksempel (rækkefølgen
beregnes af spillets egen evaluering). Inden for en kategori vinder de højeste kort, og de kort,
der danner kombinationen, tæller først (en flush A-10-9 slår A-9-5). Når alle valører er lige,
afgør kuløren på det højeste kort i bridgerækkefølge: ♠ over ♥ over ♦ over ♣. Et par sammenlignes
kun efter parret, aldrig efter det enlige kort.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Runs: A-2-3 is the highest run, then A-K-Q, K-Q-J
and so on down to 4-3-2; K-A-2 is not a run. Three threes (in 4-card tricks, four fours) is
the highest prial and loses only to a supreme.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Straights: A-2-3 er den højeste straight, derefter A-K-Q, K-Q-J
og så videre ned til 4-3-2; K-A-2 er ingen straight. Tre treere er de højeste tre ens (i stik med 4 kort er fire
firere de højeste fire ens), og de taber kun til en supreme.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Horwell&apos;s rule&lt;/b&gt; (on unless you turned it
off): a running flush beats a prial whose rank is lower than the flush&apos;s top card, so K-Q-J
of one suit beats three queens but loses to three kings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Horwells regel&lt;/b&gt; (gælder, medmindre du har
slået den fra): en straight flush slår tre ens af lavere valør end dens højeste kort, så K-Q-J
i samme kulør slår tre damer, men taber til tre konger.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Wild cards&lt;/b&gt; (if chosen) stand for any card,
but a trick may hold only one, unless all its cards are wild (a &lt;i&gt;supreme&lt;/i&gt;, which may
only be the first trick). A wild counts as the best card it could be, yet a natural card
beats the same card made by a wild.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Vilde kort&lt;/b&gt; (hvis de er valgt) kan stå for et hvilket
som helst kort, men et stik må kun have ét, medmindre alle dets kort er vilde (en &lt;i&gt;supreme&lt;/i&gt;, som kun
må ligge som første stik). Et vildt kort tæller som det bedste kort, det kunne være, men et naturligt
kort slår det samme kort dannet af et vildt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;When it is your turn the arranger opens. Drag cards
into the tricks, click a card and then a place, or use the keyboard alone (arrows move,
Enter picks up and puts down, Delete sends a card back). It names each trick as you build it
and says in plain words what is wrong before you confirm; &lt;i&gt;Auto-arrange&lt;/i&gt; makes a good
start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Når det er din tur, åbnes vinduet, hvor du ordner hånden. Træk
kortene ind i stikkene, klik på et kort og derefter på en plads, eller brug kun tastaturet (pilene
flytter, Enter tager op og lægger ned, Delete sender et kort tilbage). Det navngiver hvert stik, mens du bygger
det, og siger med almindelige ord, hvad der er galt, før du bekræfter; &lt;i&gt;Ordn automatisk&lt;/i&gt; giver en god
start.&lt;/p&gt;</translation>
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
        <translation>1 point</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} point</translation>
    </message>
    <message>
        <source>1 deal</source>
        <translation>1 giv</translation>
    </message>
    <message>
        <source>{n} deals</source>
        <translation>{n} give</translation>
    </message>
    <message>
        <source>Risks: {points}.</source>
        <translation>Vovede kort: {points}.</translation>
    </message>
    <message>
        <source>Whistles: {points}.</source>
        <translation>Fløjt: {points}.</translation>
    </message>
    <message>
        <source>Cut points: {points}.</source>
        <translation>Point for aftagning: {points}.</translation>
    </message>
    <message>
        <source>Deal in play: {points} so far.</source>
        <translation>Givet er i gang: {points} indtil videre.</translation>
    </message>
    <message>
        <source>Deal in play.</source>
        <translation>Givet er i gang.</translation>
    </message>
    <message>
        <source>Drawn deal ({score} tricks): {dealer} deals again.</source>
        <translation>Uafgjort giv ({score} stik): {dealer} giver igen.</translation>
    </message>
    <message>
        <source>Drawn deal ({score} tricks): you deal again.</source>
        <translation>Uafgjort giv ({score} stik): du giver igen.</translation>
    </message>
    <message>
        <source>{who} take six tricks to none: Jan, 2 points!</source>
        <translation>{who} tager seks stik mod ingen: Jan, 2 point!</translation>
    </message>
    <message>
        <source>{who} takes six tricks to none: Jan, 2 points!</source>
        <translation>{who} tager seks stik mod ingen: Jan, 2 point!</translation>
    </message>
    <message>
        <source>{who} win with five tricks and the outcome card K♣ ({holder} held it): 1 point ({tricks}).</source>
        <translation>{who} vinder med fem stik og udslagskortet K♣ ({holder} havde det): 1 point ({tricks}).</translation>
    </message>
    <message>
        <source>{who} win with five tricks and the outcome card K♣ (you held it): 1 point ({tricks}).</source>
        <translation>{who} vinder med fem stik og udslagskortet K♣ (du havde det): 1 point ({tricks}).</translation>
    </message>
    <message>
        <source>{who} wins with five tricks and the outcome card K♣ ({holder} held it): 1 point ({tricks}).</source>
        <translation>{who} vinder med fem stik og udslagskortet K♣ ({holder} havde det): 1 point ({tricks}).</translation>
    </message>
    <message>
        <source>{who} wins with five tricks and the outcome card K♣ (you held it): 1 point ({tricks}).</source>
        <translation>{who} vinder med fem stik og udslagskortet K♣ (du havde det): 1 point ({tricks}).</translation>
    </message>
    <message>
        <source>{who} win with five tricks and the outcome card K♣: 1 point ({tricks}).</source>
        <translation>{who} vinder med fem stik og udslagskortet K♣: 1 point ({tricks}).</translation>
    </message>
    <message>
        <source>{who} wins with five tricks and the outcome card K♣: 1 point ({tricks}).</source>
        <translation>{who} vinder med fem stik og udslagskortet K♣: 1 point ({tricks}).</translation>
    </message>
    <message>
        <source>{who} take six tricks ({tricks}): 1 point.</source>
        <translation>{who} tager seks stik ({tricks}): 1 point.</translation>
    </message>
    <message>
        <source>{who} takes six tricks ({tricks}): 1 point.</source>
        <translation>{who} tager seks stik ({tricks}): 1 point.</translation>
    </message>
    <message>
        <source>A tie for most tricks ({score} tricks): every point of the hand is annulled.</source>
        <translation>Flere står lige med flest stik ({score} stik): alle point i givet annulleres.</translation>
    </message>
    <message>
        <source>The tricks split {score}: nobody wins the hand.</source>
        <translation>Stikkene fordeles {score}: ingen vinder givet.</translation>
    </message>
    <message>
        <source>The next hand&apos;s winner discards 1 extra stick.</source>
        <translation>Vinderen af næste giv smider 1 ekstra pind.</translation>
    </message>
    <message>
        <source>The next hand&apos;s winner discards {n} extra sticks.</source>
        <translation>Vinderen af næste giv smider {n} ekstra pinde.</translation>
    </message>
    <message>
        <source>{who} win the hand ({score} tricks): jana, 2 points.</source>
        <translation>{who} vinder givet ({score} stik): jana, 2 point.</translation>
    </message>
    <message>
        <source>{who} wins the hand ({score} tricks): jana, 2 points.</source>
        <translation>{who} vinder givet ({score} stik): jana, 2 point.</translation>
    </message>
    <message>
        <source>{who} win the hand ({score} tricks): 1 point.</source>
        <translation>{who} vinder givet ({score} stik): 1 point.</translation>
    </message>
    <message>
        <source>{who} wins the hand ({score} tricks): 1 point.</source>
        <translation>{who} vinder givet ({score} stik): 1 point.</translation>
    </message>
    <message>
        <source>Tricks: {list}.</source>
        <translation>Stik: {list}.</translation>
    </message>
    <message>
        <source>{who} win the hand with every trick (jan) ({score} tricks).</source>
        <translation>{who} vinder givet med alle stik (jan) ({score} stik).</translation>
    </message>
    <message>
        <source>{who} wins the hand with every trick (jan) ({score} tricks).</source>
        <translation>{who} vinder givet med alle stik (jan) ({score} stik).</translation>
    </message>
    <message>
        <source>{who} win the hand, storming the castle ({score} tricks).</source>
        <translation>{who} vinder givet og stormer borgen ({score} stik).</translation>
    </message>
    <message>
        <source>{who} wins the hand, storming the castle ({score} tricks).</source>
        <translation>{who} vinder givet og stormer borgen ({score} stik).</translation>
    </message>
    <message>
        <source>{who} win the hand ({score} tricks).</source>
        <translation>{who} vinder givet ({score} stik).</translation>
    </message>
    <message>
        <source>{who} wins the hand ({score} tricks).</source>
        <translation>{who} vinder givet ({score} stik).</translation>
    </message>
    <message>
        <source>{who} stormed the castle (+1).</source>
        <translation>{who} stormede borgen (+1).</translation>
    </message>
    <message>
        <source>1 waiting stick go with it.</source>
        <translation>1 ventende pind følger med.</translation>
    </message>
    <message>
        <source>{n} waiting sticks go with it.</source>
        <translation>{n} ventende pinde følger med.</translation>
    </message>
    <message>
        <source>{short} discard 1 stick for this hand.</source>
        <translation>{short} smider 1 pind i dette giv.</translation>
    </message>
    <message>
        <source>{short} discard {n} sticks in all for this hand.</source>
        <translation>{short} smider i alt {n} pinde i dette giv.</translation>
    </message>
    <message>
        <source>{short} discards 1 stick for this hand.</source>
        <translation>{short} smider 1 pind i dette giv.</translation>
    </message>
    <message>
        <source>{short} discards {n} sticks in all for this hand.</source>
        <translation>{short} smider i alt {n} pinde i dette giv.</translation>
    </message>
    <message>
        <source>{who} win all {n} tricks and the bonus point: {points}!</source>
        <translation>{who} vinder alle {n} stik og bonuspointet: {points}!</translation>
    </message>
    <message>
        <source>{who} wins all {n} tricks and the bonus point: {points}!</source>
        <translation>{who} vinder alle {n} stik og bonuspointet: {points}!</translation>
    </message>
    <message>
        <source>{who} win the deal with {won} of {n} tricks: {points}.</source>
        <translation>{who} vinder givet med {won} af {n} stik: {points}.</translation>
    </message>
    <message>
        <source>{who} wins the deal with {won} of {n} tricks: {points}.</source>
        <translation>{who} vinder givet med {won} af {n} stik: {points}.</translation>
    </message>
    <message>
        <source>Nobody wins the deal outright.</source>
        <translation>Ingen vinder givet alene.</translation>
    </message>
    <message>
        <source>Points: {points}.</source>
        <translation>Point: {points}.</translation>
    </message>
    <message>
        <source>After {deals}: {points} (game to {target}).</source>
        <translation>Efter {deals}: {points} (spil til {target}).</translation>
    </message>
    <message>
        <source>{who} win the rubber: all {target} sticks discarded in {deals} (sticks left: {left}).</source>
        <translation>{who} vinder robberen: alle {target} pinde smidt på {deals} (pinde tilbage: {left}).</translation>
    </message>
    <message>
        <source>{who} wins the rubber: all {target} sticks discarded in {deals} (sticks left: {left}).</source>
        <translation>{who} vinder robberen: alle {target} pinde smidt på {deals} (pinde tilbage: {left}).</translation>
    </message>
    <message>
        <source>{who} win the game {score} after {deals}.</source>
        <translation>{who} vinder spillet med {score} efter {deals}.</translation>
    </message>
    <message>
        <source>{who} wins the game {score} after {deals}.</source>
        <translation>{who} vinder spillet med {score} efter {deals}.</translation>
    </message>
    <message>
        <source>{who} win the game with {points} after {deals} ({rest}).</source>
        <translation>{who} vinder spillet med {points} efter {deals} ({rest}).</translation>
    </message>
    <message>
        <source>{who} wins the game with {points} after {deals} ({rest}).</source>
        <translation>{who} vinder spillet med {points} efter {deals} ({rest}).</translation>
    </message>
    <message>
        <source>Series value: {value} to {side}.</source>
        <translation>Seriens værdi: {value} til {side}.</translation>
    </message>
    <message>
        <source>{short} win!</source>
        <translation>{short} vinder!</translation>
    </message>
    <message>
        <source>{short} wins!</source>
        <translation>{short} vinder!</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Deal {n} (in play), dealt by {name}.</source>
        <translation>Giv {n} (i gang), givet af {name}.</translation>
    </message>
    <message>
        <source>Deal {n}, dealt by {name}.</source>
        <translation>Giv {n}, givet af {name}.</translation>
    </message>
    <message>
        <source>Deal {n}, in play</source>
        <translation>Giv {n}, i gang</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Giver</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Givnummer</translation>
    </message>
    <message>
        <source>Who dealt</source>
        <translation>Hvem gav</translation>
    </message>
    <message>
        <source>Running total: {sides}</source>
        <translation>Løbende stilling: {sides}</translation>
    </message>
    <message>
        <source>Points of the deal: {side}</source>
        <translation>Givets point: {side}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetView</name>
    <message>
        <source>Score sheet</source>
        <translation>Regnskab</translation>
    </message>
    <message>
        <source>Points of every deal</source>
        <translation>Point i hvert giv</translation>
    </message>
    <message>
        <source>Review deal {n}…</source>
        <translation>Gennemgå giv {n}…</translation>
    </message>
</context>
<context>
    <name>ScoreTally</name>
    <message>
        <source>Score tally</source>
        <translation>Pointstilling</translation>
    </message>
    <message>
        <source>Series: counts when the game is won</source>
        <translation>Serie: tæller, når spillet er vundet</translation>
    </message>
    <message>
        <source>Series: {value} to {side}</source>
        <translation>Serie: {value} til {side}</translation>
    </message>
    <message>
        <source>no sticks left</source>
        <translation>ingen pinde tilbage</translation>
    </message>
    <message>
        <source>1 stick left</source>
        <translation>1 pind tilbage</translation>
    </message>
    <message>
        <source>{n} sticks left</source>
        <translation>{n} pinde tilbage</translation>
    </message>
    <message>
        <source>comb erased</source>
        <translation>kammen udvisket</translation>
    </message>
    <message>
        <source>on the robber rung</source>
        <translation>på røvertrinnet</translation>
    </message>
    <message>
        <source>{n} rungs left</source>
        <translation>{n} trin tilbage</translation>
    </message>
    <message>
        <source>{score} of {target}</source>
        <translation>{score} af {target}</translation>
    </message>
    <message>
        <source>won · {text}</source>
        <translation>vundet · {text}</translation>
    </message>
    <message>
        <source>{game} · {n} sticks</source>
        <translation>{game} · {n} pinde</translation>
    </message>
    <message>
        <source>{game} · comb of {n}</source>
        <translation>{game} · kam med {n} trin</translation>
    </message>
    <message>
        <source>{game} · game to {n}</source>
        <translation>{game} · spil til {n}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Giv {n}</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Intet spil endnu</translation>
    </message>
    <message>
        <source>robber</source>
        <translation>røver</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <source>thinking</source>
        <translation>tænker</translation>
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
        <translation>Vest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Øst</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Syd</translation>
    </message>
    <message>
        <source>Southwest</source>
        <translation>Sydvest</translation>
    </message>
    <message>
        <source>Northwest</source>
        <translation>Nordvest</translation>
    </message>
    <message>
        <source>Northeast</source>
        <translation>Nordøst</translation>
    </message>
    <message>
        <source>Southeast</source>
        <translation>Sydøst</translation>
    </message>
    <message>
        <source>South-west</source>
        <translation>Sydvest</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>Nordvest</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>Nordøst</translation>
    </message>
    <message>
        <source>South-east</source>
        <translation>Sydøst</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Modstander</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Spiller {n}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Plads {n}</translation>
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
        <translation>Islandsk brús fører en løbende serie på tværs af spil og sessioner: en sejr er værd tabernes resterende trin (6 for et spil, der ender 5-0).</translation>
    </message>
    <message>
        <source>Brús series score</source>
        <translation>Brús-seriens stilling</translation>
    </message>
    <message>
        <source>Brús series details</source>
        <translation>Brús-seriens detaljer</translation>
    </message>
    <message>
        <source>No Icelandic Brús game has been finished in this mode yet.</source>
        <translation>Der er endnu ikke spillet et helt spil islandsk brús i denne tilstand.</translation>
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
        <translation>lige stilling</translation>
    </message>
    <message>
        <source>you lead by {n}</source>
        <translation>du fører med {n}</translation>
    </message>
    <message>
        <source>they lead by {n}</source>
        <translation>de fører med {n}</translation>
    </message>
    <message>
        <source>After 1 game of Icelandic Brús: {state}.</source>
        <translation>Efter 1 spil islandsk brús: {state}.</translation>
    </message>
    <message>
        <source>After {n} games of Icelandic Brús: {state}.</source>
        <translation>Efter {n} spil islandsk brús: {state}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>the animation speed</source>
        <translation>animationshastigheden</translation>
    </message>
    <message>
        <source>the card back</source>
        <translation>kortenes bagside</translation>
    </message>
    <message>
        <source>the card faces</source>
        <translation>kortenes forside</translation>
    </message>
    <message>
        <source>dimming the cards that cannot be played</source>
        <translation>nedtoning af kort, der ikke kan spilles</translation>
    </message>
    <message>
        <source>the table colour</source>
        <translation>bordets farve</translation>
    </message>
    <message>
        <source>the computer players&apos; speed</source>
        <translation>computerspillernes hastighed</translation>
    </message>
    <message>
        <source>asking before a risk is played</source>
        <translation>at spørge, før et kort voves</translation>
    </message>
    <message>
        <source>waiting for a click after each trick</source>
        <translation>at vente på et klik efter hvert stik</translation>
    </message>
    <message>
        <source>asking before a match in progress is abandoned</source>
        <translation>spørgsmålet, før en igangværende kamp opgives</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>sproget</translation>
    </message>
    <message>
        <source>the welcome</source>
        <translation>velkomsten</translation>
    </message>
    <message>
        <source>the lessons you have finished</source>
        <translation>de lektioner, du har gennemført</translation>
    </message>
    <message>
        <source>the earlier statistics you left aside</source>
        <translation>den tidligere statistik, du lod ligge</translation>
    </message>
    <message>
        <source>the folder of game records</source>
        <translation>mappen med spilprotokoller</translation>
    </message>
    <message>
        <source>the window&apos;s size and layout</source>
        <translation>vinduets størrelse og opdeling</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used this time.</source>
        <translation>Dine indstillinger kunne ikke læses, så standardindstillingerne bruges denne gang.</translation>
    </message>
    <message>
        <source>Your settings could not be read; they were kept as {name} and the defaults are used.</source>
        <translation>Dine indstillinger kunne ikke læses; de er gemt som {name}, og standardindstillingerne bruges.</translation>
    </message>
    <message>
        <source>Some of your settings could not be used, so the default is used for {names}.</source>
        <translation>Nogle af dine indstillinger kunne ikke bruges, så standardværdien bruges for {names}.</translation>
    </message>
    <message>
        <source>Part of your settings could not be used, so it is left out of {names}.</source>
        <translation>Dele af dine indstillinger kunne ikke bruges, så de er udeladt af {names}.</translation>
    </message>
    <message>
        <source>Some of your settings could not be used, so the defaults are used for {names}.</source>
        <translation>Nogle af dine indstillinger kunne ikke bruges, så standardværdierne bruges for {names}.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Choose…</source>
        <translation>Vælg…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Øjeblikkelig</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>Meget langsom</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Animationshastighed:</translation>
    </message>
    <message>
        <source>Cards jump into place, but each full trick stays on the table for about a second (a click takes it at once).</source>
        <translation>Kortene springer straks på plads, men hvert helt stik bliver liggende på bordet i omkring et sekund (et klik fjerner det med det samme).</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blå</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rød</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grøn</translation>
    </message>
    <message>
        <source>Gotland</source>
        <translation>Gotland</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Kortenes &amp;bagside:</translation>
    </message>
    <message>
        <source>Four-colour suits</source>
        <translation>Fire farver</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisk</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Høj kontrast</translation>
    </message>
    <message>
        <source>High contrast: four suit colours that differ in lightness too, white cards with large black indices, and strong marks on a dark table.</source>
        <translation>Høj kontrast: fire kulørfarver, der også er forskellige i lyshed, hvide kort med store sorte indekser og tydelige markeringer på et mørkt bord.</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>Kortenes f&amp;orside:</translation>
    </message>
    <message>
        <source>Dim cards that cannot be played</source>
        <translation>Nedton kort, der ikke kan spilles</translation>
    </message>
    <message>
        <source>Computer players&apos; speed</source>
        <translation>Computerspillernes hastighed</translation>
    </message>
    <message>
        <source>Computer &amp;players&apos; speed:</source>
        <translation>&amp;Computerspillernes hastighed:</translation>
    </message>
    <message>
        <source>Ask before a risk is played</source>
        <translation>Spørg, før et kort voves</translation>
    </message>
    <message>
        <source>Wait for a click after each trick</source>
        <translation>Vent på et klik efter hvert stik</translation>
    </message>
    <message>
        <source>A full trick stays on the table until you click the table or press {space}, at any speed.</source>
        <translation>Et helt stik bliver liggende på bordet, til du klikker på bordet eller trykker på {space}, uanset hastighed.</translation>
    </message>
    <message>
        <source>Ask before a match in progress is abandoned</source>
        <translation>Spørg, før en igangværende kamp opgives</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets sprog</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprog</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprog:</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>Bordets &amp;farve:</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Bordets farve</translation>
    </message>
</context>
<context>
    <name>SkillChart</name>
    <message>
        <source>Skill per deal</source>
        <translation>Dygtighed pr. giv</translation>
    </message>
    <message>
        <source>Deals the coach has found a par for appear here.</source>
        <translation>Give, hvor træneren har regnet ekspertens resultat ud, vises her.</translation>
    </message>
    <message>
        <source>Skill: how much better than the expert you did with the same cards (your points minus par)</source>
        <translation>Dygtighed: hvor meget bedre end eksperten du klarede dig med de samme kort (dine point minus ekspertens)</translation>
    </message>
    <message>
        <source>Skill per deal – {game}</source>
        <translation>Dygtighed pr. giv – {game}</translation>
    </message>
    <message>
        <source>Deals with a par shown: {n}; skill from {low} to {high}; running sum {total}.</source>
        <translation>Give med ekspertens resultat vist: {n}; dygtighed fra {low} til {high}; løbende sum {total}.</translation>
    </message>
    <message>
        <source>Skill per deal, oldest first: {values}.</source>
        <translation>Dygtighed pr. giv, ældste først: {values}.</translation>
    </message>
    <message>
        <source>bars: skill per deal; line: running sum, now {total}</source>
        <translation>søjler: dygtighed pr. giv; linje: løbende sum, nu {total}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Kampe</translation>
    </message>
    <message>
        <source>Matches played to the end</source>
        <translation>Kampe spillet til ende</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Vundne kampe</translation>
    </message>
    <message>
        <source>Matches your side won, and their share</source>
        <translation>Kampe, som din side vandt, og andelen</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Give</translation>
    </message>
    <message>
        <source>Deals played to the end</source>
        <translation>Give spillet til ende</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>Vundne give</translation>
    </message>
    <message>
        <source>Deals your side won, and their share (drawn deals are not won)</source>
        <translation>Give, som din side vandt, og andelen (uafgjorte give tæller ikke som vundne)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Points your side scored – points of the best other side, over all deals</source>
        <translation>Point, din side fik – point for den bedste anden side, over alle give</translation>
    </message>
    <message>
        <source>Jan</source>
        <translation>Jan</translation>
    </message>
    <message>
        <source>Deals won with every trick (Jan in Bräus and Brus, jana in Icelandic Brús): yours – theirs</source>
        <translation>Give vundet med alle stik (Jan i Bräus og brus, jana i islandsk brús): jeres – deres</translation>
    </message>
    <message>
        <source>Storms</source>
        <translation>Stormløb</translation>
    </message>
    <message>
        <source>Brus hands where the first five tricks stormed the castle: yours – theirs</source>
        <translation>Give i Brus, hvor de fem første stik stormede borgen: jeres – deres</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>Vovede kort</translation>
    </message>
    <message>
        <source>Your risks that came off / risks you made</source>
        <translation>Dine vovede kort, der lykkedes / vovede kort, du spillede</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Præcision</translation>
    </message>
    <message>
        <source>The coach&apos;s mean accuracy (0–100) over your reviewed deals, and in brackets their mistakes and blunders</source>
        <translation>Trænerens gennemsnitlige præcision (0–100) i dine gennemgåede give, og i parentes deres fejl og brølere</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} spillere</translation>
    </message>
    <message>
        <source>to {n} sticks</source>
        <translation>til {n} pinde</translation>
    </message>
    <message>
        <source>to {n} points</source>
        <translation>til {n} point</translation>
    </message>
    <message>
        <source>no {option}</source>
        <translation>uden {option}</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>Statistics are off for now: their folder could not be made ({reason}).</source>
        <translation>Statistikken er slået fra indtil videre: dens mappe kunne ikke oprettes ({reason}).</translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version of Bräus Desktop, so it was kept aside as {name} and new statistics begin.</source>
        <translation>Statistikfilen er skrevet af en nyere version af Bräus Desktop, så den er gemt til side som {name}, og en ny statistik begynder.</translation>
    </message>
    <message>
        <source>The statistics file could not be read, so it was kept aside as {name} and new statistics begin.</source>
        <translation>Statistikfilen kunne ikke læses, så den er gemt til side som {name}, og en ny statistik begynder.</translation>
    </message>
    <message>
        <source>Statistics are off for now: a new statistics file could not be made.</source>
        <translation>Statistikken er slået fra indtil videre: en ny statistikfil kunne ikke oprettes.</translation>
    </message>
    <message>
        <source>Statistics are off for now: the statistics file could not be opened ({reason}).</source>
        <translation>Statistikken er slået fra indtil videre: statistikfilen kunne ikke åbnes ({reason}).</translation>
    </message>
    <message>
        <source>Statistics are off for now: the statistics file could not be opened. {reason}</source>
        <translation>Statistikken er slået fra indtil videre: statistikfilen kunne ikke åbnes. {reason}</translation>
    </message>
    <message>
        <source>Statistics are off for now: the unreadable statistics file could not be moved aside ({reason}).</source>
        <translation>Statistikken er slået fra indtil videre: den ulæselige statistikfil kunne ikke flyttes til side ({reason}).</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Your cards beside your skill</source>
        <translation>Dine kort ved siden af din dygtighed</translation>
    </message>
    <message>
        <source>Par is what the expert makes of your cards: the worth of your cards. Beside your skill, the par of your last deals of this game against the par of your deals of it before them.</source>
        <translation>Par er det, eksperten får ud af dine kort: dine korts værdi. Ved siden af din dygtighed vises par for dine seneste give i dette spil mod par for dine give i det før dem.</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Eksportér…</translation>
    </message>
    <message>
        <source>Every deal of your history as a spreadsheet (CSV), to take anywhere</source>
        <translation>Hvert giv i din historik som regneark (CSV), til at tage med hvorhen du vil</translation>
    </message>
    <message>
        <source>Reading your statistics…</source>
        <translation>Læser din statistik…</translation>
    </message>
    <message>
        <source>{game}: once {n} of your deals have a par, your cards' worth is shown here beside your skill.</source>
        <translation>{game}: når {n} af dine give har et par, vises dine korts værdi her ved siden af din dygtighed.</translation>
    </message>
    <message>
        <source>{game}: your cards were worth {cards} a deal over your last {n} deals (give or take {noise}) against the {before} before them; your skill was {skill}.</source>
        <translation>{game}: dine kort var {cards} værd pr. giv i dine seneste {n} give (plus minus {noise}) mod de {before} før dem; din dygtighed var {skill}.</translation>
    </message>
    <message>
        <source>braus-statistics.csv</source>
        <translation>braus-statistik.csv</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Eksportér statistik</translation>
    </message>
    <message>
        <source>Spreadsheets (*.csv)</source>
        <translation>Regneark (*.csv)</translation>
    </message>
    <message>
        <source>The statistics could not be written to {file}: the disk is full. Free some space on it and export again; {file} is left as it was.</source>
        <translation>Statistikken kunne ikke skrives til {file}: disken er fuld. Frigør plads på den, og eksportér igen; {file} er uændret.</translation>
    </message>
    <message>
        <source>The statistics could not be written to {file} ({reason}); {file} is left as it was.</source>
        <translation>Statistikken kunne ikke skrives til {file} ({reason}); {file} er uændret.</translation>
    </message>
    <message>
        <source>Deals written to {file}: {n}.</source>
        <translation>Give skrevet til {file}: {n}.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Serious matches</source>
        <translation>&amp;Seriøse kampe</translation>
    </message>
    <message>
        <source>Show serious matches</source>
        <translation>Vis seriøse kampe</translation>
    </message>
    <message>
        <source>Matches played without undo, hints or open hands</source>
        <translation>Kampe spillet uden fortryd, tips eller åbne hænder</translation>
    </message>
    <message>
        <source>&amp;Practice matches</source>
        <translation>&amp;Træningskampe</translation>
    </message>
    <message>
        <source>Show practice matches</source>
        <translation>Vis træningskampe</translation>
    </message>
    <message>
        <source>Matches where undo, hints or open hands were allowed</source>
        <translation>Kampe, hvor fortryd, tips eller åbne hænder var tilladt</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Oversigt</translation>
    </message>
    <message>
        <source>Statistics message</source>
        <translation>Besked om statistikken</translation>
    </message>
    <message>
        <source>Statistics by game and variant</source>
        <translation>Statistik efter spil og variant</translation>
    </message>
    <message>
        <source>The statistics could not be read ({reason}).</source>
        <translation>Statistikken kunne ikke læses ({reason}).</translation>
    </message>
    <message>
        <source>Statistics are not kept in this session.</source>
        <translation>Der føres ikke statistik i denne session.</translation>
    </message>
    <message>
        <source>Nothing recorded in practice play yet: finished deals and matches appear here.</source>
        <translation>Intet registreret i træningsspil endnu: færdigspillede give og kampe vises her.</translation>
    </message>
    <message>
        <source>Nothing recorded in serious play yet: finished deals and matches appear here.</source>
        <translation>Intet registreret i seriøst spil endnu: færdigspillede give og kampe vises her.</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt; match, &lt;b&gt;{won}&lt;/b&gt; won{rate}</source>
        <translation>&lt;b&gt;1&lt;/b&gt; kamp, &lt;b&gt;{won}&lt;/b&gt; vundet{rate}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; matches, &lt;b&gt;{won}&lt;/b&gt; won{rate}</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; kampe, &lt;b&gt;{won}&lt;/b&gt; vundet{rate}</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt; deal, &lt;b&gt;{won}&lt;/b&gt; won</source>
        <translation>&lt;b&gt;1&lt;/b&gt; giv, &lt;b&gt;{won}&lt;/b&gt; vundet</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; deals, &lt;b&gt;{won}&lt;/b&gt; won</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; give, &lt;b&gt;{won}&lt;/b&gt; vundet</translation>
    </message>
</context>
<context>
    <name>StatisticsRecorder</name>
    <message>
        <source>This deal could not be added to the statistics ({reason}); the game goes on.</source>
        <translation>Dette giv kunne ikke føjes til statistikken ({reason}); spillet fortsætter.</translation>
    </message>
    <message>
        <source>The review of this deal could not be added to the statistics ({reason}); the game goes on.</source>
        <translation>Gennemgangen af dette giv kunne ikke føjes til statistikken ({reason}); spillet fortsætter.</translation>
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
        <translation>1 stik</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} stik</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Din hånd</translation>
    </message>
    <message>
        <source>The trick on the table</source>
        <translation>Stikket på bordet</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>{left} and {right} choose a card, {enter} plays it, {space} selects it.</source>
        <translation>{left} og {right} vælger et kort, {enter} spiller det, {space} markerer det.</translation>
    </message>
    <message>
        <source>can be played</source>
        <translation>kan spilles</translation>
    </message>
    <message>
        <source>cannot be played</source>
        <translation>kan ikke spilles</translation>
    </message>
    <message>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>giver</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>din tur</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>har turen</translation>
    </message>
    <message>
        <source>{name}: {facts}</source>
        <translation>{name}: {facts}</translation>
    </message>
    <message>
        <source>Stock: {cards}</source>
        <translation>Bunke: {cards}</translation>
    </message>
    <message>
        <source>Card shown: {card}</source>
        <translation>Vist kort: {card}</translation>
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
        <translation>Din hånd: {left} og {right} vælger et kort, {enter} spiller det, {space} markerer det, P melder pas, L viser sidste stik.</translation>
    </message>
    <message>
        <source>W says where you are; {shift_w} says the last announcement again.</source>
        <translation>W siger, hvor du er; {shift_w} siger den seneste meddelelse igen.</translation>
    </message>
    <message>
        <source>Stock {n}</source>
        <translation>Bunke {n}</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 stik</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} stik</translation>
    </message>
    <message>
        <source>Winning the trick so far</source>
        <translation>Tager stikket indtil videre</translation>
    </message>
    <message>
        <source>Cut {n} cards</source>
        <translation>Tag {n} kort af</translation>
    </message>
    <message>
        <source>Cut the pack: {n} cards. {left} and {right} choose where, {enter} cuts.</source>
        <translation>Tag af: {n} kort. {left} og {right} vælger hvor, {enter} tager af.</translation>
    </message>
    <message>
        <source>The showdown</source>
        <translation>Opgøret</translation>
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
        <translation>Sidste stik</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Din plads</translation>
    </message>
    <message>
        <source>, can be played</source>
        <translation>, kan spilles</translation>
    </message>
    <message>
        <source>, cannot be played</source>
        <translation>, kan ikke spilles</translation>
    </message>
</context>
<context>
    <name>TrickModel</name>
    <message>
        <source>Seat {n}</source>
        <translation>Plads {n}</translation>
    </message>
    <message>
        <source>{name}: {cards} (risked)</source>
        <translation>{name}: {cards} (vovet)</translation>
    </message>
</context>
<context>
    <name>ValueGraph</name>
    <message>
        <source>Value of the deal</source>
        <translation>Givets værdi</translation>
    </message>
    <message>
        <source>No decision of yours was valued in this deal.</source>
        <translation>Ingen af dine beslutninger blev vurderet i dette giv.</translation>
    </message>
    <message>
        <source>Your decisions move the deal&apos;s value from {first} to {last} points; {n} marked as inaccuracy, mistake or blunder.</source>
        <translation>Dine beslutninger flytter givets værdi fra {first} til {last} point; {n} markeret som unøjagtighed, fejl eller brøler.</translation>
    </message>
    <message>
        <source>Your decisions&apos; values, in order: {values}.</source>
        <translation>Dine beslutningers værdier, i rækkefølge: {values}.</translation>
    </message>
    <message>
        <source>start</source>
        <translation>start</translation>
    </message>
    <message>
        <source>end</source>
        <translation>slut</translation>
    </message>
    <message>
        <source>No decision of yours was valued.</source>
        <translation>Ingen af dine beslutninger blev vurderet.</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>forventet</translation>
    </message>
    <message>
        <source>every card known</source>
        <translation>alle kort kendt</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>fejl</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>unøjagtighed</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>brøler</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to Bräus Desktop</source>
        <translation>Velkommen til Bräus Desktop</translation>
    </message>
    <message>
        <source>&lt;p&gt;Bräus Desktop plays old card games of the Karnöffel family: Bräus from Gotland, Danish Brus, Icelandic Brús and Horwell&apos;s multi-card Brag. You play against computer players, offline, at your own pace. The rules of every game are under Help → Rules.&lt;/p&gt;&lt;p&gt;How would you like to begin?&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bräus Desktop spiller gamle kortspil af Karnöffel-familien: Bräus fra Gotland, dansk brus, islandsk brús og Horwells Brag med mange kort. Du spiller mod computerspillere, uden net, i dit eget tempo. Reglerne for hvert spil står under Hjælp → Regler.&lt;/p&gt;&lt;p&gt;Hvordan vil du begynde?&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your first game is a practice match: a hint with H, undo with Ctrl+Z, and the other hands can be shown. For a serious match, counted in your statistics, choose Game → New game and untick Practice match.</source>
        <translation>Dit første spil er en træningskamp: tips med H, fortryd med Ctrl+Z, og de andres hænder kan vises. Vil du spille en rigtig kamp, der tæller i din statistik, så vælg Spil → Nyt spil og fjern fluebenet ved Træningskamp.</translation>
    </message>
    <message>
        <source>&amp;Play Bräus now</source>
        <translation>&amp;Spil Bräus nu</translation>
    </message>
    <message>
        <source>You and North against West and East, a trick game in which most cards can never be played: the first team to take six tricks wins the deal.</source>
        <translation>Du og Nord mod Vest og Øst, et stikspil, hvor de fleste kort aldrig kan spilles: det hold, der først tager seks stik, vinder giveren.</translation>
    </message>
    <message>
        <source>&amp;Choose another game…</source>
        <translation>&amp;Vælg et andet spil…</translation>
    </message>
    <message>
        <source>Danish Brus, Solo Brus, Icelandic Brús or Brag, with the players and rules you like.</source>
        <translation>Dansk brus, solobrus, islandsk brús eller Brag, med de spillere og regler, du vil.</translation>
    </message>
    <message>
        <source>&amp;Learn Bräus</source>
        <translation>&amp;Lær Bräus</translation>
    </message>
    <message>
        <source>Short lessons at the table, one idea each on a prepared deal: you make the play, and a wrong one is explained.</source>
        <translation>Korte lektioner ved bordet, én idé ad gangen i et forberedt giv: du laver trækket, og et forkert træk bliver forklaret.</translation>
    </message>
    <message>
        <source>Learn &amp;another game…</source>
        <translation>Lær et &amp;andet spil…</translation>
    </message>
    <message>
        <source>The lessons of Danish Brus, Solo Brus, Icelandic Brús and Brag (Help → Lessons lists them at any time).</source>
        <translation>Lektionerne i dansk brus, solobrus, islandsk brús og Brag (Hjælp → Lektioner viser dem når som helst).</translation>
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
        <translation>Intet spil er i gang. Spil, Nyt spil starter et.</translation>
    </message>
    <message>
        <source>{game}, deal {n}. Score: {score}.</source>
        <translation>{game}, giv {n}. Stilling: {score}.</translation>
    </message>
    <message>
        <source>On the table: {plays}.</source>
        <translation>På bordet: {plays}.</translation>
    </message>
    <message>
        <source>No cards on the table.</source>
        <translation>Ingen kort på bordet.</translation>
    </message>
    <message>
        <source>Your hand, {count}: {cards}.</source>
        <translation>Din hånd, {count}: {cards}.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Din hånd er tom.</translation>
    </message>
    <message>
        <source>The deal is over: Game, Next deal deals the next one.</source>
        <translation>Givet er slut: Spil, Næste giv giver det næste.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Din tur.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <translation>{name} har turen.</translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <source>Matches won, per game</source>
        <translation>Vundne kampe pr. spil</translation>
    </message>
    <message>
        <source>No match finished yet.</source>
        <translation>Ingen kamp er spillet færdig endnu.</translation>
    </message>
    <message>
        <source>{game}: {matches} of {n} matches, {deals} of deals</source>
        <translation>{game}: {matches} af {n} kampe, {deals} af givene</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>kampe</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>give</translation>
    </message>
</context>
<context>
    <name>WonTricksModel</name>
    <message>
        <source>side {side}: {cards}</source>
        <translation>side {side}: {cards}</translation>
    </message>
</context>
<context>
    <name>_Chart</name>
    <message>
        <source>Nothing to show yet.</source>
        <translation>Intet at vise endnu.</translation>
    </message>
</context>
</TS>
