<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="is" sourcelanguage="en">
<context>
    <name>AbandonMatch</name>
    <message>
        <source>Deal {n} of a match of {game} (game to {target}) is over. Score: {points}.</source>
        <translation>Gjöf {n} í leik í {game} (spilað upp í {target}) er lokið. Staðan: {points}.</translation>
    </message>
    <message>
        <source>You are playing deal {n} of a match of {game} (game to {target}). Score: {points}.</source>
        <translation>Þú ert í gjöf {n} í leik í {game} (spilað upp í {target}). Staðan: {points}.</translation>
    </message>
    <message>
        <source>Abandon the match?</source>
        <translation>Hætta í leiknum?</translation>
    </message>
    <message>
        <source>Abandon the match in progress?</source>
        <translation>Hætta í leiknum sem er í gangi?</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Hætta í honum</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Halda áfram</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Ekki spyrja aftur</translation>
    </message>
    <message>
        <source>“Don&apos;t ask again” turns this question off; Settings can turn it back on.</source>
        <translation>„Ekki spyrja aftur“ slekkur á þessari spurningu; kveikja má á henni aftur í Stillingum.</translation>
    </message>
</context>
<context>
    <name>AccuracyChart</name>
    <message>
        <source>Accuracy per deal</source>
        <translation>Nákvæmni í hverri gjöf</translation>
    </message>
    <message>
        <source>Deals the coach has reviewed appear here.</source>
        <translation>Gjafir sem þjálfarinn hefur farið yfir birtast hér.</translation>
    </message>
    <message>
        <source>Accuracy per deal – {game}</source>
        <translation>Nákvæmni í hverri gjöf – {game}</translation>
    </message>
    <message>
        <source>Reviewed deals shown: {n}; accuracy from {first:.0f} to {last:.0f}, {mean:.0f} on average; {marked} with a mistake or blunder.</source>
        <translation>Yfirfarnar gjafir sýndar: {n}; nákvæmni frá {first:.0f} til {last:.0f}, {mean:.0f} að meðaltali; {marked} með mistökum eða afleikjum.</translation>
    </message>
    <message>
        <source>Accuracy per deal, oldest first: {values}.</source>
        <translation>Nákvæmni í hverri gjöf, elsta fyrst: {values}.</translation>
    </message>
    <message>
        <source>reviewed deals shown: {n}; marked: a mistake or blunder</source>
        <translation>yfirfarnar gjafir sýndar: {n}; merktar: mistök eða afleikir</translation>
    </message>
</context>
<context>
    <name>ArrangerDialog</name>
    <message>
        <source>Arrange your hand</source>
        <translation>Raðaðu hendinni</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Höndin þín</translation>
    </message>
    <message>
        <source>Trick {n}, card {i}</source>
        <translation>Slagur {n}, spil {i}</translation>
    </message>
    <message>
        <source>Discard {i}</source>
        <translation>Kastspil {i}</translation>
    </message>
    <message>
        <source>Tricks, strongest first</source>
        <translation>Slagir, sá sterkasti fyrst</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Slagur {n}</translation>
    </message>
    <message>
        <source>Trick {n} value</source>
        <translation>Gildi slags {n}</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kastspil</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Kastspil</translation>
    </message>
    <message>
        <source>What is wrong</source>
        <translation>Hvað er að</translation>
    </message>
    <message>
        <source>&amp;Sort tricks</source>
        <translation>&amp;Raða slögum</translation>
    </message>
    <message>
        <source>Put the complete tricks in order, strongest first.</source>
        <translation>Raðaðu heilu slögunum í röð, þeim sterkasta fyrst.</translation>
    </message>
    <message>
        <source>&amp;Auto-arrange</source>
        <translation>Raða s&amp;jálfkrafa</translation>
    </message>
    <message>
        <source>Arrange the whole hand for you.</source>
        <translation>Raðar allri hendinni fyrir þig.</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Hreinsa</translation>
    </message>
    <message>
        <source>Return every card to your hand.</source>
        <translation>Skilar öllum spilunum aftur á höndina.</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Staðfesta</translation>
    </message>
    <message>
        <source>1 more card</source>
        <translation>1 spil í viðbót</translation>
    </message>
    <message>
        <source>{n} more cards</source>
        <translation>{n} spil í viðbót</translation>
    </message>
    <message>
        <source>Ready: Confirm lays these tricks.</source>
        <translation>Tilbúið: Staðfesta leggur þessa slagi niður.</translation>
    </message>
    <message>
        <source>Lay your cards out as tricks, strongest first, and discard the spare card. Drag them, or click a card and then a slot.</source>
        <translation>Leggðu spilin út í slagi, þann sterkasta fyrst, og kastaðu afgangsspilinu. Dragðu þau, eða smelltu á spil og svo á reit.</translation>
    </message>
    <message>
        <source>Lay your cards out as tricks, strongest first. Drag them, or click a card and then a slot.</source>
        <translation>Leggðu spilin út í slagi, þann sterkasta fyrst. Dragðu þau, eða smelltu á spil og svo á reit.</translation>
    </message>
    <message>
        <source>1 card still to place.</source>
        <translation>Enn á eftir að setja 1 spil.</translation>
    </message>
    <message>
        <source>{n} cards still to place.</source>
        <translation>Enn á eftir að setja {n} spil.</translation>
    </message>
    <message>
        <source>Nothing is wrong.</source>
        <translation>Ekkert er að.</translation>
    </message>
    <message>
        <source>Holding the {card}: click or press {enter} on a slot to put it down, {escape} to let go.</source>
        <translation>Valið spil: {card}. Smelltu eða ýttu á {enter} á reit til að leggja það þar, eða á {escape} til að sleppa því.</translation>
    </message>
    <message>
        <source>Drag cards to the tricks, or click a card, then a slot. Keys: arrows, {enter}, {delete}.</source>
        <translation>Dragðu spil í slagina, eða smelltu á spil og svo á reit. Lyklar: örvar, {enter}, {delete}.</translation>
    </message>
</context>
<context>
    <name>Brag</name>
    <message>
        <source>no wild cards</source>
        <translation>engin spil eru villt</translation>
    </message>
    <message>
        <source>the three jokers wild</source>
        <translation>jókerarnir þrír eru villtir</translation>
    </message>
    <message>
        <source>the jokers and the twos wild</source>
        <translation>jókerarnir og tvistarnir eru villtir</translation>
    </message>
    <message>
        <source>You used the {cards} more than once.</source>
        <translation>Þú notaðir {cards} oftar en einu sinni.</translation>
    </message>
    <message>
        <source>The {card} is neither in a trick nor discarded.</source>
        <translation>{card} er hvorki í slag né meðal kastspila.</translation>
    </message>
    <message>
        <source>The {cards} are neither in a trick nor discarded.</source>
        <translation>{cards} eru hvorki í slag né meðal kastspila.</translation>
    </message>
    <message>
        <source>Make {n} tricks of {size} cards, not {made}.</source>
        <translation>Myndaðu {n} slagi með {size} spilum, ekki {made}.</translation>
    </message>
    <message>
        <source>Trick {i} has {n} cards; every trick needs {size}.</source>
        <translation>Slagur {i} hefur {n} spil; hver slagur þarf {size}.</translation>
    </message>
    <message>
        <source>Discard no card, not {made}.</source>
        <translation>Kastaðu engu spili, ekki {made}.</translation>
    </message>
    <message>
        <source>Discard exactly one card, not {made}.</source>
        <translation>Kastaðu nákvæmlega einu spili, ekki {made}.</translation>
    </message>
    <message>
        <source>Discard {n} cards, not {made}.</source>
        <translation>Kastaðu {n} spilum, ekki {made}.</translation>
    </message>
    <message>
        <source>Trick {i} holds {n} wild cards ({cards}): a trick may hold only one, unless all its cards are wild (a supreme).</source>
        <translation>Í slag {i} eru {n} villispil ({cards}): slagur má aðeins hafa eitt, nema öll spil hans séu villispil (supreme).</translation>
    </message>
    <message>
        <source>Trick {i} is a supreme: a supreme may only be the first trick.</source>
        <translation>Slagur {i} er supreme: supreme má aðeins vera fyrsti slagurinn.</translation>
    </message>
    <message>
        <source>Trick {later} ({stronger}) beats trick {i} ({weaker}): lay the tricks strongest first.</source>
        <translation>Slagur {later} ({stronger}) er sterkari en slagur {i} ({weaker}): raðaðu slögunum með þann sterkasta fyrst.</translation>
    </message>
    <message>
        <source>In Brag your move is the arrangement of your whole hand: the tricks strongest first, then the discards, like &apos;AS KS QS | 9H 9D 9C / 2C&apos;.</source>
        <translation>Í Brag er leikurinn þinn að raða allri hendinni: fyrst slögunum, þeim sterkasta fyrst, síðan kastspilunum, t.d. &apos;AS KS QS | 9H 9D 9C / 2C&apos;.</translation>
    </message>
    <message>
        <source>seat {seat} {points}</source>
        <translation>sæti {seat} {points}</translation>
    </message>
    <message>
        <source>Seat {seat} wins all {n} tricks and the bonus point: {points} points.</source>
        <translation>Sæti {seat} vinnur alla {n} slagina og aukastigið: {points} stig.</translation>
    </message>
    <message>
        <source>Seat {seat} wins the deal ({score}).</source>
        <translation>Sæti {seat} vinnur gjöfina ({score}).</translation>
    </message>
    <message>
        <source>No seat wins the deal outright ({score}).</source>
        <translation>Enginn einn vinnur gjöfina ({score}).</translation>
    </message>
    <message>
        <source>Supreme</source>
        <translation>Supreme</translation>
    </message>
    <message>
        <source>Prial</source>
        <translation>Þrenna</translation>
    </message>
    <message>
        <source>Running flush</source>
        <translation>Litaröð</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Röð</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Litur</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>High card</source>
        <translation>Hæsta spil</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Ferna</translation>
    </message>
    <message>
        <source>Pair of pairs</source>
        <translation>Tvö pör</translation>
    </message>
    <message>
        <source>Three-card running flush</source>
        <translation>Þriggja spila litaröð</translation>
    </message>
    <message>
        <source>Three-card run</source>
        <translation>Þriggja spila röð</translation>
    </message>
    <message>
        <source>Three-card flush</source>
        <translation>Þriggja spila litur</translation>
    </message>
    <message>
        <source>Rainbow</source>
        <translation>Regnbogi</translation>
    </message>
    <message>
        <source>a trick may hold only one wild card unless all its cards are wild (a supreme); {cards} holds {wild}</source>
        <translation>slagur má aðeins hafa eitt villispil nema öll spil hans séu villispil (supreme); {cards} inniheldur {wild}</translation>
    </message>
    <message>
        <source>a Brag trick has 3 or 4 cards, not {n}</source>
        <translation>slagur í Brag hefur 3 eða 4 spil, ekki {n}</translation>
    </message>
    <message>
        <source>a trick cannot hold the same card twice</source>
        <translation>sama spilið má ekki vera tvisvar í slag</translation>
    </message>
    <message>
        <source>{name} (with a wild card)</source>
        <translation>{name} (með villispili)</translation>
    </message>
    <message>
        <source>Prial of {ranks}</source>
        <translation>Þrenna: {ranks}</translation>
    </message>
    <message>
        <source>Four {ranks}</source>
        <translation>Ferna: {ranks}</translation>
    </message>
    <message>
        <source>Pair of {ranks}</source>
        <translation>Par: {ranks}</translation>
    </message>
    <message>
        <source>Pair of pairs, {ranks} and {lower}</source>
        <translation>Tvö pör, {ranks} og {lower}</translation>
    </message>
    <message>
        <source>High card, {rank} high</source>
        <translation>Hæsta spil: {rank}</translation>
    </message>
    <message>
        <source>{category}, ace-two-three-four</source>
        <translation>{category}, ás-tvistur-þristur-fjarki</translation>
    </message>
    <message>
        <source>{category}, ace-two-three</source>
        <translation>{category}, ás-tvistur-þristur</translation>
    </message>
    <message>
        <source>{category}, {rank} high</source>
        <translation>{category}, {rank} efst</translation>
    </message>
</context>
<context>
    <name>Braus</name>
    <message>
        <source>Drawn deal ({score} tricks): the same dealer deals again.</source>
        <translation>Jöfn gjöf ({score} slagir): sami gefandi gefur aftur.</translation>
    </message>
    <message>
        <source>Team {team} wins with five tricks and the outcome card KC ({score}): 1 point.</source>
        <translation>Lið {team} vinnur með fimm slögum og úrslitaspilinu KC ({score}): 1 stig.</translation>
    </message>
    <message>
        <source>Team {team} takes six tricks to none: Jan, 2 points.</source>
        <translation>Lið {team} tekur sex slagi gegn engum: Jan, 2 stig.</translation>
    </message>
    <message>
        <source>Team {team} takes six tricks ({score}): 1 point.</source>
        <translation>Lið {team} tekur sex slagi ({score}): 1 stig.</translation>
    </message>
    <message>
        <source>You are on lead: lead one of your playable cards.</source>
        <translation>Þú átt út: spilaðu út einu af spilanlegu spilunum þínum.</translation>
    </message>
    <message>
        <source>You cannot pass: you hold {higher}, higher than the {beat}, and in Bräus you must play a higher card when you can, even over your partner.</source>
        <translation>Þú mátt ekki segja pass: þú ert með {higher}, sem er hærra en {beat}, og í Bräus verður þú að setja hærra spil þegar þú getur, líka yfir meðspilarann þinn.</translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not a move in Bräus: play a card or pass.</source>
        <translation>&apos;{action}&apos; er ekki leikur í Bräus: spilaðu spili eða segðu pass.</translation>
    </message>
    <message>
        <source>There is no risking in Bräus.</source>
        <translation>Í Bräus er ekki vogað.</translation>
    </message>
    <message>
        <source>In Bräus you play one card at a time.</source>
        <translation>Í Bräus er spilað einu spili í einu.</translation>
    </message>
    <message>
        <source>Sevens are not played to a trick: they are laid out as tricks of their own when you come to lead.</source>
        <translation>Sjöur eru ekki látnar í slag: þær eru lagðar út sem sérstakir slagir þegar þú átt út.</translation>
    </message>
    <message>
        <source>The {card} is an unplayable card in Bräus: it never leaves the hand (it is the outcome card, which can decide a drawn deal).</source>
        <translation>{card} er óspilanlegt spil í Bräus: það fer aldrei af hendinni (það er úrslitaspilið, sem getur skorið úr jafnri gjöf).</translation>
    </message>
    <message>
        <source>The {card} is an unplayable card in Bräus: it never leaves the hand.</source>
        <translation>{card} er óspilanlegt spil í Bräus: það fer aldrei af hendinni.</translation>
    </message>
    <message>
        <source>The {card} does not beat the {beat}: you must play a higher card ({higher}).</source>
        <translation>{card} drepur ekki {beat}: þú verður að setja hærra spil ({higher}).</translation>
    </message>
    <message>
        <source>The {card} does not beat the {beat}, and you hold nothing that does: pass.</source>
        <translation>{card} drepur ekki {beat}, og þú ert ekki með neitt spil sem gerir það: segðu pass.</translation>
    </message>
</context>
<context>
    <name>BringBack</name>
    <message>
        <source>Earlier statistics found</source>
        <translation>Eldri tölfræði fannst</translation>
    </message>
    <message>
        <source>Your statistics were kept aside as {name}, and this version of Bräus Desktop can read them. Bring them back into your statistics?</source>
        <translation>Tölfræðin þín var lögð til hliðar sem {name} og þessi útgáfa af Bräus Desktop getur lesið hana. Viltu sækja hana aftur inn í tölfræðina þína?</translation>
    </message>
    <message>
        <source>Finished deals in it that your statistics lack: {deals}. Matches: {matches}.</source>
        <translation>Loknar gjafir í henni sem vantar í tölfræðina þína: {deals}. Leikir: {matches}.</translation>
    </message>
    <message>
        <source>&amp;Bring them back</source>
        <translation>&amp;Sækja hana aftur</translation>
    </message>
    <message>
        <source>&amp;Leave them aside</source>
        <translation>&amp;Láta hana liggja</translation>
    </message>
    <message>
        <source>Your earlier statistics stay aside in {name}.</source>
        <translation>Eldri tölfræðin þín er áfram geymd til hliðar í {name}.</translation>
    </message>
    <message>
        <source>Your earlier statistics could not be brought back ({reason}); they stay in {name}.</source>
        <translation>Ekki tókst að sækja eldri tölfræðina þína aftur ({reason}); hún er áfram í {name}.</translation>
    </message>
    <message>
        <source>Your earlier statistics are back in your statistics; {name} is left as it was.</source>
        <translation>Eldri tölfræðin þín er komin aftur inn í tölfræðina þína; {name} er óbreytt.</translation>
    </message>
</context>
<context>
    <name>Brus</name>
    <message>
        <source>Only the Brus (K♥) and the Galhund (8♠) can be risked (and the K♣ when it beats a led seven).</source>
        <translation>Aðeins má voga með Brus (K♥) og Galhund (8♠) (og K♣ þegar hann drepur sjöu sem spilað var út).</translation>
    </message>
    <message>
        <source>Only the Brus (K♥) and the Galhund (8♠) can be risked.</source>
        <translation>Aðeins má voga með Brus (K♥) og Galhund (8♠).</translation>
    </message>
    <message>
        <source>You cannot risk the last card of a trick: nobody is left to beat it.</source>
        <translation>Þú getur ekki vogað með síðasta spili slagsins: enginn er eftir til að drepa það.</translation>
    </message>
    <message>
        <source>No risking once the stock is empty (house rule).</source>
        <translation>Ekki má voga þegar stokkurinn er búinn (heimaregla).</translation>
    </message>
    <message>
        <source>You can only risk the {card} while a higher card ({names}) is still out and not in your hand.</source>
        <translation>Þú getur aðeins vogað með {card} meðan hærra spil ({names}) er enn úti og ekki á hendi þinni.</translation>
    </message>
    <message>
        <source>The {cards} cannot win this trick now, so it cannot be risked.</source>
        <translation>{cards} getur ekki unnið þennan slag núna, svo ekki má voga með því.</translation>
    </message>
    <message>
        <source>The {cards} cannot win this trick now, so it cannot be risked (only a card that takes the lead may be risked).</source>
        <translation>{cards} getur ekki unnið þennan slag núna, svo ekki má voga með því (aðeins má voga með spili sem nær forystunni).</translation>
    </message>
    <message>
        <source>No risking when the risk&apos;s points would win the rubber (house rule).</source>
        <translation>Ekki má voga þegar stigin fyrir vogunina myndu vinna rúbertuna (heimaregla).</translation>
    </message>
    <message>
        <source>Tie for most tricks ({tied}): every point of the hand is annulled.</source>
        <translation>Jafnt um flesta slagi ({tied}): öll stig gjafarinnar falla niður.</translation>
    </message>
    <message>
        <source>{side} wins the hand with every trick (jan) ({tricks}).</source>
        <translation>{side} vinnur gjöfina með öllum slögunum (jan) ({tricks}).</translation>
    </message>
    <message>
        <source>{side} wins the hand, storming the castle ({tricks}).</source>
        <translation>{side} vinnur gjöfina og tekur kastalann með áhlaupi ({tricks}).</translation>
    </message>
    <message>
        <source>{side} wins the hand ({tricks}).</source>
        <translation>{side} vinnur gjöfina ({tricks}).</translation>
    </message>
    <message>
        <source>The tricks split 4-4-4: nobody discards for the hand; the next player to win a hand discards one extra stick.</source>
        <translation>Slagirnir skiptast 4-4-4: enginn hendir spýtu fyrir gjöfina; sá næsti sem vinnur gjöf hendir einni spýtu aukalega.</translation>
    </message>
    <message>
        <source>{side} wins the hand and storms the castle (2 sticks) ({tricks}).</source>
        <translation>{side} vinnur gjöfina og tekur kastalann með áhlaupi (2 spýtur) ({tricks}).</translation>
    </message>
    <message>
        <source>{score} tricks</source>
        <translation>{score} slagir</translation>
    </message>
    <message>
        <source>There is no cut now: play a card.</source>
        <translation>Ekki er gert við núna: spilaðu.</translation>
    </message>
    <message>
        <source>&apos;{action}&apos; is not a move in {game}: play a card.</source>
        <translation>&apos;{action}&apos; er ekki leikur í spilinu {game}: spilaðu.</translation>
    </message>
    <message>
        <source>In {game} you lead one card at a time.</source>
        <translation>Í spilinu {game} er spilað út einu spili í einu.</translation>
    </message>
    <message>
        <source>Cards led together must be of the same rank (like 8♠+8♦ or K♥+K♣+K♦).</source>
        <translation>Spil sem spilað er út saman verða að vera af sama gildi (t.d. 8♠+8♦ eða K♥+K♣+K♦).</translation>
    </message>
    <message>
        <source>You may lead at most {n} cards of one rank together.</source>
        <translation>Þú mátt spila út mest {n} spilum af sama gildi saman.</translation>
    </message>
    <message>
        <source>Play one card to this trick.</source>
        <translation>Láttu eitt spil í þennan slag.</translation>
    </message>
    <message>
        <source>This is a multiple trick of {n}: play exactly {n} cards together.</source>
        <translation>Þetta er margfaldur slagur ({n} spil): leggðu nákvæmlega {n} spil saman.</translation>
    </message>
    <message>
        <source>With automatic risking, the {cards} is risked whenever it can be: play {action}!.</source>
        <translation>Með sjálfvirkri vogun er vogað með {cards} hvenær sem hægt er: spilaðu {action}!.</translation>
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
        <translation>Auður reitur</translation>
    </message>
    <message>
        <source>In your hand. Press {enter} to pick it up, or drag it to a trick.</source>
        <translation>Á hendinni. Ýttu á {enter} til að taka það upp, eða dragðu það í slag.</translation>
    </message>
    <message>
        <source>This card is in a trick or discarded.</source>
        <translation>Þetta spil er í slag eða meðal kastspila.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>auður</translation>
    </message>
    <message>
        <source>Press {enter} to put the held card here, {delete} to return this card to your hand.</source>
        <translation>Ýttu á {enter} til að setja spilið sem þú heldur á hér, {delete} til að skila þessu spili á höndina.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>clubs</source>
        <translation>laufa</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spaða</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjarta</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>tígul</translation>
    </message>
    <message>
        <source>two</source>
        <translation>tvistur</translation>
    </message>
    <message>
        <source>three</source>
        <translation>þristur</translation>
    </message>
    <message>
        <source>four</source>
        <translation>fjarki</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fimma</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sexa</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sjöa</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>átta</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nía</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>tía</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>gosi</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>drottning</translation>
    </message>
    <message>
        <source>king</source>
        <translation>kóngur</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ás</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>tvistar</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>þristar</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>fjarkar</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>fimmur</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>sexur</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sjöur</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>áttur</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>níur</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tíur</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>gosar</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>drottningar</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>kóngar</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>ásar</translation>
    </message>
    <message>
        <source>joker {n}</source>
        <translation>jóker {n}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}{rank}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Trick {n}: {play} cost the hand: {cost}</source>
        <translation>Slagur {n}: {play} kostaði gjöfina: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} won the trick but cost the hand: {cost}</source>
        <translation>Slagur {n}: {play} vann slaginn en kostaði gjöfina: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play}; your partner {name} took the trick with {cards}, but the hand was lost: {cost}</source>
        <translation>Slagur {n}: {play}; meðspilari þinn, {name}, tók slaginn með {cards}, en gjöfin tapaðist: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} lost the trick to {cards} ({name}) and the hand: {cost}</source>
        <translation>Slagur {n}: {play} tapaði slagnum fyrir {cards} ({name}) og gjöfinni: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} lost the trick to {cards} ({name}): {cost}</source>
        <translation>Slagur {n}: {play} tapaði slagnum fyrir {cards} ({name}): {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} lost the trick to {cards} ({name}) and the deal: {cost}</source>
        <translation>Slagur {n}: {play} tapaði slagnum fyrir {cards} ({name}) og gjöfinni: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play}; your partner {name} took the trick with {cards}: {cost}</source>
        <translation>Slagur {n}: {play}; meðspilari þinn, {name}, tók slaginn með {cards}: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play}; your partner {name} took the trick with {cards}, but the deal was lost: {cost}</source>
        <translation>Slagur {n}: {play}; meðspilari þinn, {name}, tók slaginn með {cards}, en gjöfin tapaðist: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} won the trick: {cost}</source>
        <translation>Slagur {n}: {play} vann slaginn: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} won the trick but cost the deal: {cost}</source>
        <translation>Slagur {n}: {play} vann slaginn en kostaði gjöfina: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play} cost the deal: {cost}</source>
        <translation>Slagur {n}: {play} kostaði gjöfina: {cost}</translation>
    </message>
    <message>
        <source>Trick {n}: {play}: {cost}</source>
        <translation>Slagur {n}: {play}: {cost}</translation>
    </message>
    <message>
        <source>Your arrangement: {cost}</source>
        <translation>Röðunin þín: {cost}</translation>
    </message>
    <message>
        <source>Your arrangement, trick {n}: {cards} ({trick}) lost that place to {winner_cards} ({name}): {cost}</source>
        <translation>Röðunin þín, slagur {n}: {cards} ({trick}) tapaði þeim stað fyrir {winner_cards} ({name}): {cost}</translation>
    </message>
    <message>
        <source>Your arrangement, trick {n}: {cards} ({trick}) instead of {suggested} ({suggested_trick}): {cost}</source>
        <translation>Röðunin þín, slagur {n}: {cards} ({trick}) í stað {suggested} ({suggested_trick}): {cost}</translation>
    </message>
    <message>
        <source>−{points}</source>
        <translation>−{points}</translation>
    </message>
    <message>
        <source>−{points} on average</source>
        <translation>−{points} að meðaltali</translation>
    </message>
    <message>
        <source>−{points} ± {noise} on average</source>
        <translation>−{points} ± {noise} að meðaltali</translation>
    </message>
    <message>
        <source>−{points} ± {noise} on average, uncertain</source>
        <translation>−{points} ± {noise} að meðaltali, óvíst</translation>
    </message>
    <message>
        <source>calling a risk with {cards}</source>
        <translation>að voga með {cards}</translation>
    </message>
    <message>
        <source>playing {cards}</source>
        <translation>að spila {cards}</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>að segja pass</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gott</translation>
    </message>
    <message>
        <source>Uncertain</source>
        <translation>Óvíst</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Ónákvæmni</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Mistök</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Afleikur</translation>
    </message>
    <message>
        <source>Best play. {clause}.</source>
        <translation>Besta spilið. {clause}.</translation>
    </message>
    <message>
        <source>Good: {played} averages {loss:.2f} points less, a difference {n} sampled deals cannot tell from none. Best: {clause}.</source>
        <translation>Gott: {played} gefur að meðaltali {loss:.2f} stigum minna, munur sem {n} prufugjafir geta ekki greint frá engum. Best: {clause}.</translation>
    </message>
    <message>
        <source>Good: {played} does nearly as well ({loss:.2f} points less on average). Best: {clause}.</source>
        <translation>Gott: {played} er næstum jafngott ({loss:.2f} stigum minna að meðaltali). Best: {clause}.</translation>
    </message>
    <message>
        <source>Uncertain: {played} averages {loss:.2f} ± {noise:.2f} points less than the best play; even {n} sampled deals cannot tell whether it costs anything. Best: {clause}.</source>
        <translation>Óvíst: {played} gefur að meðaltali {loss:.2f} ± {noise:.2f} stigum minna en besta spilið; jafnvel {n} prufugjafir geta ekki skorið úr um hvort það kostar eitthvað. Best: {clause}.</translation>
    </message>
    <message>
        <source>With every card known it does as well, this time.</source>
        <translation>Með öll spil þekkt gengur það jafnvel, í þetta sinn.</translation>
    </message>
    <message>
        <source>With every card known it loses {loss:.2f} points.</source>
        <translation>Með öll spil þekkt tapar það {loss:.2f} stigum.</translation>
    </message>
    <message>
        <source>With every card known it loses about {loss:.2f} points.</source>
        <translation>Með öll spil þekkt tapar það um {loss:.2f} stigum.</translation>
    </message>
    <message>
        <source>{verdict}: {played} averages {loss:.2f} points less than the best play. Best: {clause}. {known}</source>
        <translation>{verdict}: {played} gefur að meðaltali {loss:.2f} stigum minna en besta spilið. Best: {clause}. {known}</translation>
    </message>
    <message>
        <source>{verdict}: {played} averages {loss:.2f} ± {noise:.2f} points less than the best play; even {n} sampled deals cannot rule out a mistake&apos;s cost. Best: {clause}. {known}</source>
        <translation>{verdict}: {played} gefur að meðaltali {loss:.2f} ± {noise:.2f} stigum minna en besta spilið; jafnvel {n} prufugjafir geta ekki útilokað að það kosti eins og mistök. Best: {clause}. {known}</translation>
    </message>
    <message>
        <source>{reason} (A hint here names {hint}: the best on the first {m} sampled deals, not on all {n}.)</source>
        <translation>{reason} (Vísbending hér nefnir {hint}: það besta á fyrstu {m} prufugjöfunum, ekki á öllum {n}.)</translation>
    </message>
    <message>
        <source>Best arrangement: {names}; against hands dealt from the unseen cards it scores {value:+.2f} points against the best other player.</source>
        <translation>Besta röðunin: {names}; gegn höndum gefnum úr óséðu spilunum fær hún {value:+.2f} stig á móti besta hinna leikmannanna.</translation>
    </message>
    <message>
        <source>Lay {suggested} ({suggested_name}) as trick {n} instead of {played} ({played_name}): it takes that place in {new:.0%} of the sampled deals, yours in {old:.0%}</source>
        <translation>Leggðu {suggested} ({suggested_name}) sem slag {n} í stað {played} ({played_name}): það vinnur þann stað í {new:.0%} prufugjafanna, þitt í {old:.0%}</translation>
    </message>
    <message>
        <source>Good: your arrangement does nearly as well as {names} ({loss:.2f} points less over {n} sampled deals, too close to call). {move}.</source>
        <translation>Gott: röðunin þín er næstum jafngóð og {names} ({loss:.2f} stigum minna í {n} prufugjöfum, of jafnt til að skera úr). {move}.</translation>
    </message>
    <message>
        <source>Uncertain: your arrangement averages {loss:.2f} ± {noise:.2f} points less than {names}; even {n} sampled deals cannot tell whether it costs anything. {move}.</source>
        <translation>Óvíst: röðunin þín gefur að meðaltali {loss:.2f} ± {noise:.2f} stigum minna en {names}; jafnvel {n} prufugjafir geta ekki skorið úr um hvort það kostar eitthvað. {move}.</translation>
    </message>
    <message>
        <source>{verdict}: your arrangement averages {loss:.2f} points less than {names}. {move}.</source>
        <translation>{verdict}: röðunin þín gefur að meðaltali {loss:.2f} stigum minna en {names}. {move}.</translation>
    </message>
    <message>
        <source>{verdict}: your arrangement averages {loss:.2f} points less than {names}; against the tricks actually laid it lost {exact:.2f}. {move}.</source>
        <translation>{verdict}: röðunin þín gefur að meðaltali {loss:.2f} stigum minna en {names}; gegn slögunum sem voru í raun lögð tapaði hún {exact:.2f}. {move}.</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>This lesson is finished.</source>
        <translation>Þessari kennslustund er lokið.</translation>
    </message>
    <message>
        <source>Deal {n} (no. {seed})</source>
        <translation>Gjöf {n} (nr. {seed})</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Gjöf {n}</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>Þú gefur</translation>
    </message>
    <message>
        <source>{name} deals</source>
        <translation>{name} gefur</translation>
    </message>
    <message>
        <source>The game is saved again.</source>
        <translation>Spilið er vistað aftur.</translation>
    </message>
    <message>
        <source>The game could not be saved: the disk is full. Free some space on it; the game is saved again after your next move.</source>
        <translation>Ekki tókst að vista spilið: diskurinn er fullur. Losaðu pláss á honum; spilið verður vistað aftur eftir næsta leik þinn.</translation>
    </message>
    <message>
        <source>The game could not be saved: the folder {folder} cannot be written to. Make it writable, or start Bräus Desktop with --data-dir and a folder you can write to.</source>
        <translation>Ekki tókst að vista spilið: ekki er hægt að skrifa í möppuna {folder}. Gerðu hana skrifanlega, eða ræstu Bräus Desktop með --data-dir og möppu sem þú getur skrifað í.</translation>
    </message>
    <message>
        <source>The game could not be saved: {folder} (or a folder above it) is a file, not a folder. Move that file away, or start Bräus Desktop with --data-dir and another folder.</source>
        <translation>Ekki tókst að vista spilið: {folder} (eða mappa ofar) er skrá, ekki mappa. Færðu þá skrá burt, eða ræstu Bräus Desktop með --data-dir og annarri möppu.</translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}. The game goes on, and it is saved again after your next move if it can be.</source>
        <translation>Ekki tókst að vista spilið: {reason}. Spilið heldur áfram og verður vistað aftur eftir næsta leik þinn ef hægt er.</translation>
    </message>
    <message>
        <source>The coach&apos;s review of deal {n} in this record could not be read, so it is left out; the game itself is loaded.</source>
        <translation>Ekki tókst að lesa yfirferð þjálfarans á gjöf {n} í þessari skrá, svo henni er sleppt; spilið sjálft er hlaðið inn.</translation>
    </message>
    <message>
        <source>The coach&apos;s reviews of deals {deals} in this record could not be read, so they are left out; the game itself is loaded.</source>
        <translation>Ekki tókst að lesa yfirferðir þjálfarans á gjöfum {deals} í þessari skrá, svo þeim er sleppt; spilið sjálft er hlaðið inn.</translation>
    </message>
    <message>
        <source>this version cannot play it on</source>
        <translation>þessi útgáfa getur ekki spilað það áfram</translation>
    </message>
    <message>
        <source>It could not be moved aside, so nothing is saved in this session.</source>
        <translation>Ekki tókst að færa skrána til hliðar, svo ekkert er vistað í þessari lotu.</translation>
    </message>
    <message>
        <source>It was kept as {name}.</source>
        <translation>Skráin var geymd sem {name}.</translation>
    </message>
    <message>
        <source>the saved game names an unknown bot level: {level}</source>
        <translation>vistaða spilið nefnir óþekkt styrkleikastig tölvuspilara: {level}</translation>
    </message>
    <message>
        <source>You lay {cards} as a trick.</source>
        <translation>Þú leggur {cards} út sem slag.</translation>
    </message>
    <message>
        <source>{name} lays {cards} as a trick.</source>
        <translation>{name} leggur {cards} út sem slag.</translation>
    </message>
    <message>
        <source>{name} cannot lead; the lead passes on.</source>
        <translation>{name} getur ekki spilað út; útspilið gengur áfram.</translation>
    </message>
    <message>
        <source>Over to you</source>
        <translation>Þú átt leik</translation>
    </message>
    <message>
        <source>You lead {cards} and risk it.</source>
        <translation>Þú spilar út {cards} og vogar.</translation>
    </message>
    <message>
        <source>{name} leads {cards} and risks it.</source>
        <translation>{name} spilar út {cards} og vogar.</translation>
    </message>
    <message>
        <source>You lead {cards}.</source>
        <translation>Þú spilar út {cards}.</translation>
    </message>
    <message>
        <source>{name} leads {cards}.</source>
        <translation>{name} spilar út {cards}.</translation>
    </message>
    <message>
        <source>You play {cards} and risk it.</source>
        <translation>Þú spilar {cards} og vogar.</translation>
    </message>
    <message>
        <source>{name} plays {cards} and risks it.</source>
        <translation>{name} spilar {cards} og vogar.</translation>
    </message>
    <message>
        <source>You play {cards}.</source>
        <translation>Þú spilar {cards}.</translation>
    </message>
    <message>
        <source>{name} plays {cards}.</source>
        <translation>{name} spilar {cards}.</translation>
    </message>
    <message>
        <source>Risk!</source>
        <translation>Vogað!</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Þú segir pass.</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} segir pass.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Everyone draws from the stock.</source>
        <translation>Allir draga úr stokknum.</translation>
    </message>
    <message>
        <source>The pack is shuffled.</source>
        <translation>Spilin eru stokkuð.</translation>
    </message>
    <message>
        <source>You cut {n} cards: the bottom card is {cards}.</source>
        <translation>Þú gerir við og tekur {n} spil ofan af: neðsta spilið er {cards}.</translation>
    </message>
    <message>
        <source>{name} cuts {n} cards: the bottom card is {cards}.</source>
        <translation>{name} gerir við og tekur {n} spil ofan af: neðsta spilið er {cards}.</translation>
    </message>
    <message>
        <source>Cut: {cards}</source>
        <translation>Gert við: {cards}</translation>
    </message>
    <message>
        <source>Bottom card</source>
        <translation>Neðsta spilið</translation>
    </message>
    <message>
        <source>Bottom card:
1 point to {side}</source>
        <translation>Neðsta spilið:
1 stig til {side}</translation>
    </message>
    <message>
        <source>{side} score {points} ({reason}).</source>
        <translation>{side}: {points} stig ({reason}).</translation>
    </message>
    <message>
        <source>You whistle.</source>
        <translation>Þú flautar.</translation>
    </message>
    <message>
        <source>{name} whistles.</source>
        <translation>{name} flautar.</translation>
    </message>
    <message>
        <source>You show {cards}.</source>
        <translation>Þú sýnir {cards}.</translation>
    </message>
    <message>
        <source>{name} shows {cards}.</source>
        <translation>{name} sýnir {cards}.</translation>
    </message>
    <message>
        <source>You have arranged your hand.</source>
        <translation>Þú hefur raðað hendinni.</translation>
    </message>
    <message>
        <source>{name} has arranged their hand.</source>
        <translation>{name} hefur raðað hendinni.</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Tilbúinn</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Gjöfinni er lokið.</translation>
    </message>
    <message>
        <source>{side} scores {points} ({reason}).</source>
        <translation>{side}: {points} stig ({reason}).</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>gjöf</translation>
    </message>
    <message>
        <source>storm</source>
        <translation>áhlaup</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>aukastig</translation>
    </message>
    <message>
        <source>risk</source>
        <translation>vogun</translation>
    </message>
    <message>
        <source>whistle</source>
        <translation>flaut</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>beiðsli</translation>
    </message>
    <message>
        <source>jana</source>
        <translation>jana</translation>
    </message>
    <message>
        <source>Risk {outcome}: {side} +{points}.</source>
        <translation>Vogun {outcome}: {side}, +{points} stig.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>tókst</translation>
    </message>
    <message>
        <source>Won!</source>
        <translation>Tókst!</translation>
    </message>
    <message>
        <source>smacked</source>
        <translation>drepin</translation>
    </message>
    <message>
        <source>Smacked!</source>
        <translation>Drepið!</translation>
    </message>
    <message>
        <source>void</source>
        <translation>ógild</translation>
    </message>
    <message>
        <source>Void!</source>
        <translation>Ógilt!</translation>
    </message>
    <message>
        <source>oversmacked</source>
        <translation>yfirdrepin</translation>
    </message>
    <message>
        <source>Oversmacked!</source>
        <translation>Yfirdrepið!</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Enginn</translation>
    </message>
    <message>
        <source>Click the table or press {space} to go on.</source>
        <translation>Smelltu á borðið eða ýttu á {space} til að halda áfram.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Þú tekur slaginn.</translation>
    </message>
    <message>
        <source>{name} takes the trick.</source>
        <translation>{name} tekur slaginn.</translation>
    </message>
    <message>
        <source>Trick {n}: {tricks} — nobody wins.</source>
        <translation>Slagur {n}: {tricks} — enginn vinnur.</translation>
    </message>
    <message>
        <source>Trick {n}: {tricks} — you win.</source>
        <translation>Slagur {n}: {tricks} — þú vinnur.</translation>
    </message>
    <message>
        <source>Trick {n}: {tricks} — {name} wins.</source>
        <translation>Slagur {n}: {tricks} — {name} vinnur.</translation>
    </message>
    <message>
        <source>Click here or press Next deal.</source>
        <translation>Smelltu hér eða ýttu á Næsta gjöf.</translation>
    </message>
    <message>
        <source>Your cut: click the pack where you want to cut it, or choose the place with {left} and {right} and press {enter}.</source>
        <translation>Þú gerir við: smelltu á spilin þar sem þú vilt gera við, eða veldu staðinn með {left} og {right} og ýttu á {enter}.</translation>
    </message>
    <message>
        <source>You cannot beat the card: press Pass (or P).</source>
        <translation>Þú getur ekki drepið spilið: ýttu á Pass (eða P).</translation>
    </message>
    <message>
        <source>Arrange your hand.</source>
        <translation>Raðaðu hendinni.</translation>
    </message>
    <message>
        <source>Your turn: select cards by clicking them, or with {left}, {right} and {space}; then Play or {enter}. A double-click plays one card.</source>
        <translation>Þú átt leik: veldu spil með því að smella á þau, eða með {left}, {right} og {space}; svo Spila eða {enter}. Tvísmellur spilar einu spili.</translation>
    </message>
    <message>
        <source>Your turn: click a card, or drag it to the middle, to play it; or choose it with {left} and {right} and press {enter}.</source>
        <translation>Þú átt leik: smelltu á spil, eða dragðu það inn á miðjuna, til að spila því; eða veldu það með {left} og {right} og ýttu á {enter}.</translation>
    </message>
    <message>
        <source>A computer player failed ({message}); it plays at random.</source>
        <translation>Villa kom upp hjá tölvuspilara ({message}); hann spilar af handahófi.</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Bíddu: {name} á leik.</translation>
    </message>
    <message>
        <source>In Brag the whole hand is arranged: press Arrange hand.</source>
        <translation>Í Brag er allri hendinni raðað: ýttu á Raða hendinni.</translation>
    </message>
    <message>
        <source>Only the {card} is selected now.</source>
        <translation>Nú er aðeins {card} valið.</translation>
    </message>
    <message>
        <source>{reason} Only the {card} is selected now.</source>
        <translation>{reason} Nú er aðeins {card} valið.</translation>
    </message>
    <message>
        <source>Select the card to risk first, then tick Risk it.</source>
        <translation>Veldu fyrst spilið sem þú vilt voga, og hakaðu svo við Voga.</translation>
    </message>
    <message>
        <source>Select the cards to play first.</source>
        <translation>Veldu fyrst spilin sem þú vilt spila.</translation>
    </message>
    <message>
        <source>{what} are for practice matches: start one with Game → New game → Practice.</source>
        <translation>{what} eru aðeins í æfingaleikjum: byrjaðu æfingaleik með Spil → Nýtt spil → Æfingaleikur.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Vísbendingar</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn.</source>
        <translation>Vísbending er gefin þegar þú átt leik.</translation>
    </message>
    <message>
        <source>Thinking about your move…</source>
        <translation>Hugsar um leikinn þinn…</translation>
    </message>
    <message>
        <source>No hint this time: the expert failed ({message}).</source>
        <translation>Engin vísbending í þetta sinn: villa kom upp hjá sérfræðingnum ({message}).</translation>
    </message>
    <message>
        <source>Open hands</source>
        <translation>Opnar hendur</translation>
    </message>
    <message>
        <source>Undo and redo</source>
        <translation>Afturköllun og endurgerð</translation>
    </message>
    <message>
        <source>The deal starts again; replaying made this a practice match.</source>
        <translation>Gjöfin byrjar aftur; endurspilunin gerði þetta að æfingaleik.</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <translation>Það er ekkert spil til að flytja út.</translation>
    </message>
    <message>
        <source>The record could not be written: {reason}.</source>
        <translation>Ekki tókst að skrifa spilaskrána: {reason}.</translation>
    </message>
    <message>
        <source>{file} could not be imported: {reason}</source>
        <translation>Ekki tókst að flytja inn {file}: {reason}</translation>
    </message>
    <message>
        <source>this version cannot play it</source>
        <translation>þessi útgáfa getur ekki spilað það</translation>
    </message>
</context>
<context>
    <name>DealEditorDialog</name>
    <message>
        <source>Deal editor</source>
        <translation>Gjafaritill</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>This game: {game}</source>
        <translation>Þetta spil: {game}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>S&amp;pil</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Gefandi</translation>
    </message>
    <message>
        <source>&amp;Dealer</source>
        <translation>&amp;Gefandi</translation>
    </message>
    <message>
        <source>Deal to:</source>
        <translation>Gefa til:</translation>
    </message>
    <message>
        <source>Hands so far</source>
        <translation>Hendur hingað til</translation>
    </message>
    <message>
        <source>What is wrong</source>
        <translation>Hvað er að</translation>
    </message>
    <message>
        <source>&amp;Fill the rest at random</source>
        <translation>&amp;Fylla í afganginn af handahófi</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Hreinsa</translation>
    </message>
    <message>
        <source>&amp;Play this deal</source>
        <translation>&amp;Spila þessa gjöf</translation>
    </message>
    <message>
        <source>{game}, {n} players</source>
        <translation>{game}, {n} leikmenn</translation>
    </message>
    <message>
        <source>Click a place under &lt;i&gt;Deal to&lt;/i&gt;, then the cards; or with the keyboard, move with the arrows and press {keys} to give the card to that seat, S to the stock, {delete} to take it back. The stock is drawn in the order you fill it: the first card is the top.</source>
        <translation>Smelltu á stað undir &lt;i&gt;Gefa til&lt;/i&gt; og svo á spilin; eða með lyklaborðinu: færðu þig með örvunum og ýttu á {keys} til að gefa spilið í það sæti, S til að setja það í stokkinn, {delete} til að taka það aftur. Dregið er úr stokknum í sömu röð og þú fyllir hann: fyrsta spilið er efst.</translation>
    </message>
    <message>
        <source>Click a place under &lt;i&gt;Deal to&lt;/i&gt;, then the cards; or with the keyboard, move with the arrows and press {keys} to give the card to that seat, {delete} to take it back.</source>
        <translation>Smelltu á stað undir &lt;i&gt;Gefa til&lt;/i&gt; og svo á spilin; eða með lyklaborðinu: færðu þig með örvunum og ýttu á {keys} til að gefa spilið í það sæti, {delete} til að taka það aftur.</translation>
    </message>
    <message>
        <source>{n} cards stay out of play.</source>
        <translation>{n} spil verða utan leiks.</translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation>ekki gefið</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>stokkurinn</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>höndin þín</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>höndin hjá {name}</translation>
    </message>
    <message>
        <source>&amp;Stock</source>
        <translation>S&amp;tokkur</translation>
    </message>
    <message>
        <source>Deal to {place}</source>
        <translation>Gefa til: {place}</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stokkur</translation>
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
        <translation>Yfirferð gjafar {n}</translation>
    </message>
    <message>
        <source>Summary of the review</source>
        <translation>Samantekt yfirferðarinnar</translation>
    </message>
    <message>
        <source>The deal replayed, every hand open</source>
        <translation>Gjöfin spiluð aftur, allar hendur opnar</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Það sem gerðist</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Upphaf</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Aftur</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Áfram ▶</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Endir</translation>
    </message>
    <message>
        <source>&amp;Previous decision</source>
        <translation>&amp;Fyrri ákvörðun</translation>
    </message>
    <message>
        <source>N&amp;ext decision</source>
        <translation>&amp;Næsta ákvörðun</translation>
    </message>
    <message>
        <source>The deal as dealt ({home})</source>
        <translation>Gjöfin eins og gefið var ({home})</translation>
    </message>
    <message>
        <source>One action back ({left})</source>
        <translation>Einn leik aftur ({left})</translation>
    </message>
    <message>
        <source>One action on ({right})</source>
        <translation>Einn leik áfram ({right})</translation>
    </message>
    <message>
        <source>The end of the deal ({end})</source>
        <translation>Lok gjafarinnar ({end})</translation>
    </message>
    <message>
        <source>Your previous decision ({page_up})</source>
        <translation>Fyrri ákvörðun þín ({page_up})</translation>
    </message>
    <message>
        <source>Your next decision ({page_down})</source>
        <translation>Næsta ákvörðun þín ({page_down})</translation>
    </message>
    <message>
        <source>Position in the deal</source>
        <translation>Staða í gjöfinni</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Dómur</translation>
    </message>
    <message>
        <source>The coach&apos;s reason</source>
        <translation>Rök þjálfarans</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Val</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Vænt</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Nákvæmt</translation>
    </message>
    <message>
        <source>What each choice averages for your side over the deal, with what you knew then (the hidden cards sampled): a judgement of this one decision. Par replays the whole deal with the cards as dealt, so the two can differ.</source>
        <translation>Það sem hvert val gefur þínu liði að meðaltali í gjöfinni, miðað við það sem þú vissir þá (huldu spilin dregin af handahófi): dómur um þessa einu ákvörðun. Árangur sérfræðingsins spilar alla gjöfina aftur með spilunum eins og þau voru gefin, svo þetta tvennt getur verið ólíkt.</translation>
    </message>
    <message>
        <source>What each choice averages for you over the deal, with what you knew then (the hidden cards sampled): a judgement of this one decision. Par replays the whole deal with the cards as dealt, so the two can differ.</source>
        <translation>Það sem hvert val gefur þér að meðaltali í gjöfinni, miðað við það sem þú vissir þá (huldu spilin dregin af handahófi): dómur um þessa einu ákvörðun. Árangur sérfræðingsins spilar alla gjöfina aftur með spilunum eins og þau voru gefin, svo þetta tvennt getur verið ólíkt.</translation>
    </message>
    <message>
        <source>Points for your side with every card known; ≈: estimated by playing out, not solved</source>
        <translation>Stig þíns liðs þegar öll spil eru þekkt; ≈: áætlað með því að spila út, ekki reiknað nákvæmlega</translation>
    </message>
    <message>
        <source>Your points with every card known; ≈: estimated by playing out, not solved</source>
        <translation>Stigin þín þegar öll spil eru þekkt; ≈: áætlað með því að spila út, ekki reiknað nákvæmlega</translation>
    </message>
    <message>
        <source>Every choice you had, with its values</source>
        <translation>Allir kostir sem þú áttir, með gildum þeirra</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your tricks against the suggested ones&lt;/b&gt;</source>
        <translation>&lt;b&gt;Slagir þínir á móti þeim sem lagðir eru til&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Slagur</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Þinn</translation>
    </message>
    <message>
        <source>Suggested</source>
        <translation>Tillaga</translation>
    </message>
    <message>
        <source>The trick, its name, how often it takes its place over the sampled deals, and whether it took it against the tricks actually laid</source>
        <translation>Slagurinn, heiti hans, hve oft hann tekur sætið í spilunum sem prófuð voru og hvort hann tók það á móti slögunum sem lagðir voru</translation>
    </message>
    <message>
        <source>takes the place in {rate}</source>
        <translation>tekur sætið í {rate}</translation>
    </message>
    <message>
        <source>won at the table</source>
        <translation>vann við borðið</translation>
    </message>
    <message>
        <source>lost at the table</source>
        <translation>tapaði við borðið</translation>
    </message>
    <message>
        <source>Your tricks against the suggested ones</source>
        <translation>Slagir þínir á móti þeim sem lagðir eru til</translation>
    </message>
    <message>
        <source>The coach is still reviewing this deal…</source>
        <translation>Þjálfarinn er enn að fara yfir þessa gjöf…</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal.</source>
        <translation>Þú hafðir ekkert val í þessari gjöf.</translation>
    </message>
    <message>
        <source>Your accuracy in deal {n}: &lt;b&gt;{accuracy:.0f}&lt;/b&gt; · best {best}, good {good}, inaccuracies {inaccuracy}, mistakes {mistake}, blunders {blunder}</source>
        <translation>Nákvæmni þín í gjöf {n}: &lt;b&gt;{accuracy:.0f}&lt;/b&gt; · best {best}, gott {good}, ónákvæmni {inaccuracy}, mistök {mistake}, afleikir {blunder}</translation>
    </message>
    <message>
        <source> · uncertain {uncertain}</source>
        <translation> · óvíst {uncertain}</translation>
    </message>
    <message>
        <source>This deal could not be reviewed ({reason}).</source>
        <translation>Ekki tókst að fara yfir þessa gjöf ({reason}).</translation>
    </message>
    <message>
        <source>The deal as dealt.</source>
        <translation>Gjöfin eins og gefið var.</translation>
    </message>
    <message>
        <source>Position {n} of {total}</source>
        <translation>Staða {n} af {total}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The deal is over.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Gjöfinni er lokið.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not your decision&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ekki þín ákvörðun&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;No choice to make&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ekkert val&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{name} plays next.</source>
        <translation>{name} á næst að spila.</translation>
    </message>
    <message>
        <source>You had only one thing you could do here.</source>
        <translation>Hér gastu aðeins gert eitt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your decision: {verdict}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ákvörðun þín: {verdict}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your decision: {verdict}&lt;/b&gt; (you lose {loss} points on average)</source>
        <translation>&lt;b&gt;Ákvörðun þín: {verdict}&lt;/b&gt; (þú tapar {loss} stigum að meðaltali)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your decision: {verdict}&lt;/b&gt; (you lose {loss} ± {noise} points on average)</source>
        <translation>&lt;b&gt;Ákvörðun þín: {verdict}&lt;/b&gt; (þú tapar {loss} ± {noise} stigum að meðaltali)</translation>
    </message>
    <message>
        <source>your play</source>
        <translation>þinn leikur</translation>
    </message>
    <message>
        <source>best</source>
        <translation>best</translation>
    </message>
    <message>
        <source>Estimated by playing the deal out with every card known, not solved exactly</source>
        <translation>Áætlað með því að spila gjöfina út með öll spil þekkt, ekki reiknað nákvæmlega</translation>
    </message>
    <message>
        <source>Par and skill</source>
        <translation>Árangur sérfræðingsins og færni þín</translation>
    </message>
    <message>
        <source>Par: the expert&apos;s average result over whole replays of these cards, playing your seat. Skill: your result minus par. The accuracy and each verdict judge one decision at a time, by what you knew then, so the numbers can differ: a blunder that did not change the outcome costs no points in this deal, and a deal without a mistake can still end below par.</source>
        <translation>Árangur sérfræðingsins: það sem sérfræðingurinn fær að meðaltali þegar hann spilar þessi spil til enda í þínu sæti, aftur og aftur. Færni: þín útkoma að frádreginni hans. Nákvæmnin og hver dómur meta eina ákvörðun í senn, út frá því sem þú vissir þá, svo tölurnar geta verið ólíkar: afleikur sem breytti ekki úrslitunum kostar engin stig í þessari gjöf, og gjöf án mistaka getur samt endað undir árangri sérfræðingsins.</translation>
    </message>
    <message>
        <source>Par: the expert is still playing these cards…</source>
        <translation>Árangur sérfræðingsins: sérfræðingurinn er enn að spila þessi spil…</translation>
    </message>
    <message>
        <source>&lt;b&gt;You: {you} · par {par} · skill {skill}&lt;/b&gt;. With these cards the expert averages {par} for your side; you made {you}.</source>
        <translation>&lt;b&gt;Þú: {you} · sérfræðingurinn: {par} · færni: {skill}&lt;/b&gt;. Með þessum spilum fær sérfræðingurinn að meðaltali {par} fyrir þitt lið; þú fékkst {you}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;You: {you} · par {par} · skill {skill}&lt;/b&gt;. With these cards the expert&apos;s average result is {par}; your result was {you}.</source>
        <translation>&lt;b&gt;Þú: {you} · sérfræðingurinn: {par} · færni: {skill}&lt;/b&gt;. Með þessum spilum er meðalárangur sérfræðingsins {par}; þín útkoma var {you}.</translation>
    </message>
    <message>
        <source>A verdict judges one decision by what you knew then; a mistake or a blunder that did not change the outcome costs no points in this deal.</source>
        <translation>Dómur metur eina ákvörðun út frá því sem þú vissir þá; mistök eða afleikur sem breytti ekki úrslitunum kostar engin stig í þessari gjöf.</translation>
    </message>
    <message>
        <source>No decision of yours was a mistake, yet you made less than par: par is the expert&apos;s average result over whole replays of these cards, and small losses add up over a deal.</source>
        <translation>Engin ákvörðun þín var mistök, en samt fékkst þú minna en sérfræðingurinn: árangur sérfræðingsins er meðaltal hans þegar hann spilar þessi spil til enda aftur og aftur, og lítil töp safnast saman yfir heila gjöf.</translation>
    </message>
</context>
<context>
    <name>Deals</name>
    <message>
        <source>{game} pack</source>
        <translation>spilunum ({game})</translation>
    </message>
    <message>
        <source>{cards} and {n} more</source>
        <translation>{cards} og {n} í viðbót</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>höndin þín</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>höndin hjá {name}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Sæti {seat}</translation>
    </message>
    <message>
        <source>The deal needs {n} hands, one per seat, not {given}.</source>
        <translation>Gjöfin þarf {n} hendur, eina á hvert sæti, ekki {given}.</translation>
    </message>
    <message>
        <source>You have 1 card; each hand needs {need}.</source>
        <translation>Þú ert með 1 spil; hver hönd þarf {need}.</translation>
    </message>
    <message>
        <source>You have {n} cards; each hand needs {need}.</source>
        <translation>Þú ert með {n} spil; hver hönd þarf {need}.</translation>
    </message>
    <message>
        <source>{name} has 1 card; each hand needs {need}.</source>
        <translation>{name} er með 1 spil; hver hönd þarf {need}.</translation>
    </message>
    <message>
        <source>{name} has {n} cards; each hand needs {need}.</source>
        <translation>{name} er með {n} spil; hver hönd þarf {need}.</translation>
    </message>
    <message>
        <source>This game has no stock: take the {cards} out of it.</source>
        <translation>Þetta spil hefur engan stokk: taktu {cards} úr honum.</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>stokkurinn</translation>
    </message>
    <message>
        <source>The {card} is not in the {pack}.</source>
        <translation>{card} er ekki í {pack}.</translation>
    </message>
    <message>
        <source>The {cards} are not in the {pack}.</source>
        <translation>{cards} eru ekki í {pack}.</translation>
    </message>
    <message>
        <source>The {card} is in {place} twice: every card is dealt once.</source>
        <translation>{card} er tvisvar á sama stað ({place}): hvert spil er aðeins gefið einu sinni.</translation>
    </message>
    <message>
        <source>The {card} is dealt twice ({places}): every card is dealt once.</source>
        <translation>{card} er gefið tvisvar ({places}): hvert spil er aðeins gefið einu sinni.</translation>
    </message>
    <message>
        <source>1 card is in no hand nor in the stock yet: {cards}.</source>
        <translation>1 spil er enn hvorki á hendi né í stokknum: {cards}.</translation>
    </message>
    <message>
        <source>{n} cards are in no hand nor in the stock yet: {cards}.</source>
        <translation>{n} spil eru enn hvorki á hendi né í stokknum: {cards}.</translation>
    </message>
    <message>
        <source>1 card is in no hand yet: {cards}.</source>
        <translation>1 spil er enn ekki á neinni hendi: {cards}.</translation>
    </message>
    <message>
        <source>{n} cards are in no hand yet: {cards}.</source>
        <translation>{n} spil eru enn ekki á neinni hendi: {cards}.</translation>
    </message>
</context>
<context>
    <name>Exercise</name>
    <message>
        <source>Right: that is the coach&apos;s best play. {clause}.</source>
        <translation>Rétt: þetta er besta spil þjálfarans. {clause}.</translation>
    </message>
    <message>
        <source>Right: {played} does nearly as well as the coach&apos;s best play ({loss:.2f} points less on average).</source>
        <translation>Rétt: {played} er næstum jafngott og besta spil þjálfarans ({loss:.2f} stigum minna að meðaltali).</translation>
    </message>
    <message>
        <source>That is the play you made in the deal ({verdict}): it averages {loss:.2f} points less than the best play. Try another.</source>
        <translation>Þetta er spilið sem þú valdir í gjöfinni ({verdict}): það gefur að meðaltali {loss:.2f} stigum minna en besta spilið. Reyndu annað.</translation>
    </message>
    <message>
        <source>That is the play you made in the deal ({verdict}): it averages {loss:.2f} ± {noise:.2f} points less than the best play, which the coach&apos;s samples cannot tell from a mistake&apos;s cost. Try another.</source>
        <translation>Þetta er spilið sem þú valdir í gjöfinni ({verdict}): það gefur að meðaltali {loss:.2f} ± {noise:.2f} stigum minna en besta spilið, og prufugjafir þjálfarans geta ekki útilokað að það kosti eins og mistök. Reyndu annað.</translation>
    </message>
    <message>
        <source>{verdict}: {played} averages {loss:.2f} points less than the best play. Try again.</source>
        <translation>{verdict}: {played} gefur að meðaltali {loss:.2f} stigum minna en besta spilið. Reyndu aftur.</translation>
    </message>
    <message>
        <source>Right: that is the coach&apos;s best arrangement.</source>
        <translation>Rétt: þetta er besta röðun þjálfarans.</translation>
    </message>
    <message>
        <source>Right: your arrangement does nearly as well as the coach&apos;s best ({loss:.2f} points less on average against the sampled hands).</source>
        <translation>Rétt: röðunin þín er næstum jafngóð og besta röðun þjálfarans ({loss:.2f} stigum minna að meðaltali gegn slembnu höndunum).</translation>
    </message>
    <message>
        <source>That is the arrangement you laid in the deal ({verdict}): it averages {loss:.2f} points less than the coach&apos;s best. Try another.</source>
        <translation>Þetta er röðunin sem þú lagðir í gjöfinni ({verdict}): hún gefur að meðaltali {loss:.2f} stigum minna en besta röðun þjálfarans. Reyndu aðra.</translation>
    </message>
    <message>
        <source>{verdict}: your arrangement averages {loss:.2f} points less than the coach&apos;s best against the sampled hands. Try again.</source>
        <translation>{verdict}: röðunin þín gefur að meðaltali {loss:.2f} stigum minna en besta röðun þjálfarans gegn slembnu höndunum. Reyndu aftur.</translation>
    </message>
    <message>
        <source>The coach&apos;s answer: {clause}.</source>
        <translation>Svar þjálfarans: {clause}.</translation>
    </message>
</context>
<context>
    <name>ExerciseDialog</name>
    <message>
        <source>Find a better arrangement</source>
        <translation>Finndu betri röðun</translation>
    </message>
    <message>
        <source>Find a better play</source>
        <translation>Finndu betra spil</translation>
    </message>
    <message>
        <source>The deal as dealt.</source>
        <translation>Gjöfin eins og gefið var.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Find a better arrangement.&lt;/b&gt; In a deal of {game} you laid {play} (the coach&apos;s verdict: {verdict}). Arrange your hand again, as you would now: Arrange your hand again… opens the arranger.</source>
        <translation>&lt;b&gt;Finndu betri röðun.&lt;/b&gt; Í gjöf í {game} lagðir þú {play} (dómur þjálfarans: {verdict}). Raðaðu hendinni aftur, eins og þú myndir gera núna: Raða hendinni aftur… opnar röðunina.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Find a better play.&lt;/b&gt; In a deal of {game} your choice here was: {play} (the coach&apos;s verdict: {verdict}). The other hands are hidden, as they were then. Click a card of your hand or a choice in the list, then Try this play.</source>
        <translation>&lt;b&gt;Finndu betra spil.&lt;/b&gt; Í gjöf í {game} valdir þú hér: {play} (dómur þjálfarans: {verdict}). Hendur hinna eru faldar, eins og þær voru þá. Smelltu á spil á hendi þinni eða val í listanum og síðan á Prófa þetta spil.</translation>
    </message>
    <message>
        <source>The exercise</source>
        <translation>Æfingin</translation>
    </message>
    <message>
        <source>The deal as you saw it</source>
        <translation>Gjöfin eins og þú sást hana</translation>
    </message>
    <message>
        <source>What happened last</source>
        <translation>Það sem gerðist síðast</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your choices&lt;/b&gt;</source>
        <translation>&lt;b&gt;Það sem þú gast valið&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation>Það sem þú gast valið</translation>
    </message>
    <message>
        <source>&amp;Try this play</source>
        <translation>&amp;Prófa þetta spil</translation>
    </message>
    <message>
        <source>&amp;Arrange your hand again…</source>
        <translation>&amp;Raða hendinni aftur…</translation>
    </message>
    <message>
        <source>&lt;b&gt;The arrangements the coach valued&lt;/b&gt;</source>
        <translation>&lt;b&gt;Raðanirnar sem þjálfarinn mat&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The coach&apos;s verdict</source>
        <translation>Dómur þjálfarans</translation>
    </message>
    <message>
        <source>The coach&apos;s words</source>
        <translation>Orð þjálfarans</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>&amp;Næstu mistök</translation>
    </message>
    <message>
        <source>your play in the deal</source>
        <translation>spilið þitt í gjöfinni</translation>
    </message>
    <message>
        <source>the coach&apos;s best</source>
        <translation>best að mati þjálfarans</translation>
    </message>
    <message>
        <source>{choice}: {points} points</source>
        <translation>{choice}: {points} stig</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right: {play}&lt;/b&gt; ({verdict})</source>
        <translation>&lt;b&gt;Rétt: {play}&lt;/b&gt; ({verdict})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not this one: {play}&lt;/b&gt; ({verdict})</source>
        <translation>&lt;b&gt;Ekki þetta: {play}&lt;/b&gt; ({verdict})</translation>
    </message>
    <message>
        <source>&lt;b&gt;The answer: {play}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Svarið: {play}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The review of the deal said: {reason}</source>
        <translation>Í yfirferð gjafarinnar stóð: {reason}</translation>
    </message>
    <message>
        <source>This answer could not be kept in the statistics ({reason}); the exercise comes back as before.</source>
        <translation>Ekki tókst að geyma svarið í tölfræðinni ({reason}); æfingin kemur aftur eins og áður.</translation>
    </message>
    <message>
        <source>Your second try: {play} ({verdict}), {loss} points less on average than the coach&apos;s best.</source>
        <translation>Önnur tilraun þín: {play} ({verdict}), að meðaltali {loss} stigum minna en það besta að mati þjálfarans.</translation>
    </message>
    <message>
        <source>Your second try: {play} ({verdict}), {loss} ± {noise} points less on average than the coach&apos;s best.</source>
        <translation>Önnur tilraun þín: {play} ({verdict}), að meðaltali {loss} ± {noise} stigum minna en það besta að mati þjálfarans.</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>There is no such file.</source>
        <translation>Skráin er ekki til.</translation>
    </message>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>Þetta er mappa, ekki skrá.</translation>
    </message>
    <message>
        <source>You are not allowed to read this file.</source>
        <translation>Þú hefur ekki leyfi til að lesa þessa skrá.</translation>
    </message>
    <message>
        <source>It cannot be opened ({reason}).</source>
        <translation>Ekki er hægt að opna hana ({reason}).</translation>
    </message>
    <message>
        <source>It cannot be read ({reason}).</source>
        <translation>Ekki er hægt að lesa hana ({reason}).</translation>
    </message>
    <message>
        <source>It is a pipe (FIFO), not a file; it could wait forever for data.</source>
        <translation>Þetta er pípa (FIFO), ekki skrá; hún gæti beðið eftir gögnum að eilífu.</translation>
    </message>
    <message>
        <source>It is a device, not a file.</source>
        <translation>Þetta er tæki, ekki skrá.</translation>
    </message>
    <message>
        <source>It is a socket, not a file.</source>
        <translation>Þetta er sökkull (socket), ekki skrá.</translation>
    </message>
    <message>
        <source>It is not an ordinary file.</source>
        <translation>Þetta er ekki venjuleg skrá.</translation>
    </message>
    <message>
        <source>It is too large ({size} bytes; at most {limit}).</source>
        <translation>Hún er of stór ({size} bæti; mest {limit}).</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Bräus · 4 players</source>
        <translation>Bräus · 4 leikmenn</translation>
    </message>
    <message>
        <source>Bräus · 6 players</source>
        <translation>Bräus · 6 leikmenn</translation>
    </message>
    <message>
        <source>Bräus for six players</source>
        <translation>Bräus fyrir sex leikmenn</translation>
    </message>
    <message>
        <source>Danish Brus</source>
        <translation>Danskur brús</translation>
    </message>
    <message>
        <source>Solo Brus</source>
        <translation>Einmenningsbrús</translation>
    </message>
    <message>
        <source>Icelandic Brús</source>
        <translation>Íslenskur brús</translation>
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
        <translation>Brag Horwells</translation>
    </message>
    <message>
        <source>Bräus from Gotland: 4 or 6 players in two teams</source>
        <translation>Bräus frá Gotlandi: 4 eða 6 leikmenn í tveimur liðum</translation>
    </message>
    <message>
        <source>Danish Brus: 4 players in two partnerships</source>
        <translation>Danskur brús: 4 leikmenn í tveimur pörum</translation>
    </message>
    <message>
        <source>Solo Brus: 3 players, each for themselves</source>
        <translation>Einmenningsbrús: 3 leikmenn, hver fyrir sig</translation>
    </message>
    <message>
        <source>Icelandic Brús: 4 players in partnerships</source>
        <translation>Íslenskur brús: 4 leikmenn í pörum</translation>
    </message>
    <message>
        <source>Horwell&apos;s multi-card Brag: 2 to 4 players arrange tricks</source>
        <translation>Brag Horwells með mörgum spilum: 2 til 4 leikmenn raða slögum</translation>
    </message>
    <message>
        <source>Horwell&apos;s multi-card Brag</source>
        <translation>Brag Horwells með mörgum spilum</translation>
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
        <translation>spil</translation>
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
        <translation>Vogaðu með {cards}</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>Spilaðu {cards}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Segðu pass</translation>
    </message>
    <message>
        <source>Cut {n} cards</source>
        <translation>Gerðu við og taktu {n} spil ofan af</translation>
    </message>
    <message>
        <source>{cards} risked</source>
        <translation>{cards} með vogun</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>að segja pass</translation>
    </message>
    <message>
        <source>{other} would do as well</source>
        <translation>{other} væri jafngott</translation>
    </message>
    <message>
        <source>over {n} sampled deals it averages {value:+.2f} points for your side, {gap:.2f} more than {other}</source>
        <translation>í {n} prufugjöfum gefur það að meðaltali {value:+.2f} stig fyrir þitt lið, {gap:.2f} meira en {other}</translation>
    </message>
    <message>
        <source>over the sampled deal it averages {value:+.2f} points for your side, {gap:.2f} more than {other}</source>
        <translation>í prufugjöfinni gefur það {value:+.2f} stig fyrir þitt lið, {gap:.2f} meira en {other}</translation>
    </message>
    <message>
        <source>over {n} sampled deals it averages {value:+.2f} points for you, {gap:.2f} more than {other}</source>
        <translation>í {n} prufugjöfum gefur það að meðaltali {value:+.2f} stig fyrir þig, {gap:.2f} meira en {other}</translation>
    </message>
    <message>
        <source>over the sampled deal it averages {value:+.2f} points for you, {gap:.2f} more than {other}</source>
        <translation>í prufugjöfinni gefur það {value:+.2f} stig fyrir þig, {gap:.2f} meira en {other}</translation>
    </message>
    <message>
        <source>Pass: nothing in your hand beats {card}</source>
        <translation>Segðu pass: ekkert á hendi þinni drepur {card}</translation>
    </message>
    <message>
        <source>Lead {card}: no card still out beats it</source>
        <translation>Spilaðu út {card}: ekkert spil sem enn er úti drepur það</translation>
    </message>
    <message>
        <source>Lead {card}, your lowest playable card: save the high ones for later</source>
        <translation>Spilaðu út {card}, lægsta spilanlega spilinu þínu: geymdu háu spilin þar til seinna</translation>
    </message>
    <message>
        <source>Lead {card}</source>
        <translation>Spilaðu út {card}</translation>
    </message>
    <message>
        <source>Beat with {card}: your partner&apos;s {theirs} would lose to {threat}, still out</source>
        <translation>Dreptu með {card}: {theirs} meðspilara þíns myndi tapa fyrir {threat}, sem er enn úti</translation>
    </message>
    <message>
        <source>Beat with {card}: your partner&apos;s {theirs} would lose</source>
        <translation>Dreptu með {card}: {theirs} meðspilara þíns myndi tapa</translation>
    </message>
    <message>
        <source>Beat with {card}: nobody after you can beat it</source>
        <translation>Dreptu með {card}: enginn á eftir þér getur drepið það</translation>
    </message>
    <message>
        <source>Beat with {card}, your cheapest card above {beat}: keep the stronger ones</source>
        <translation>Dreptu með {card}, lægsta spilinu þínu sem er hærra en {beat}: geymdu sterkari spilin</translation>
    </message>
    <message>
        <source>Beat {beat} with {card}</source>
        <translation>Dreptu {beat} með {card}</translation>
    </message>
    <message>
        <source>{move}: every cut is as good as any other for you</source>
        <translation>{move}: fyrir þig skiptir engu hvar er gert við</translation>
    </message>
    <message>
        <source>{move}: a multiple lead the others must answer card for card</source>
        <translation>{move}: margfalt útspil sem hinir verða að svara spil fyrir spil</translation>
    </message>
    <message>
        <source>{move}: your partner&apos;s {cards} is winning; give away your least useful cards</source>
        <translation>{move}: {cards} meðspilara þíns á slaginn; láttu þau spil sem gagnast þér minnst</translation>
    </message>
    <message>
        <source>{move}: your partner&apos;s {cards} is winning; give away your least useful card</source>
        <translation>{move}: {cards} meðspilara þíns á slaginn; láttu það spil sem gagnast þér minnst</translation>
    </message>
    <message>
        <source>{move}: it beats {cards}, and no card still out beats it</source>
        <translation>{move}: það drepur {cards}, og ekkert spil sem enn er úti drepur það</translation>
    </message>
    <message>
        <source>{move}: your cheapest card that beats {cards}; keep the stronger ones</source>
        <translation>{move}: lægsta spilið þitt sem drepur {cards}; geymdu sterkari spilin</translation>
    </message>
    <message>
        <source>{move}: it beats {cards}</source>
        <translation>{move}: það drepur {cards}</translation>
    </message>
    <message>
        <source>{move}: you cannot win this trick cheaply, so throw your least useful cards</source>
        <translation>{move}: þú getur ekki unnið þennan slag ódýrt, svo hentu þeim spilum sem gagnast þér minnst</translation>
    </message>
    <message>
        <source>{move}: you cannot win this trick cheaply, so throw your least useful card</source>
        <translation>{move}: þú getur ekki unnið þennan slag ódýrt, svo hentu því spili sem gagnast þér minnst</translation>
    </message>
    <message>
        <source>Lead {card}: it would not win a trick anyway, and your beating cards stay in your hand</source>
        <translation>Spilaðu út {card}: það myndi hvort sem er ekki vinna slag, og drepspilin þín haldast á hendi</translation>
    </message>
    <message>
        <source>Lead {card}, your lowest beating card: save the higher ones for later</source>
        <translation>Spilaðu út {card}, lægsta drepspilinu þínu: geymdu hærri spilin þar til seinna</translation>
    </message>
    <message>
        <source>Lead {card}: it costs you little, and the others must spend a card to beat it</source>
        <translation>Spilaðu út {card}: það kostar þig lítið, og hinir verða að eyða spili til að drepa það</translation>
    </message>
    <message>
        <source>Arrange your tricks as {names} and discard {cards}</source>
        <translation>Raðaðu slögunum svona: {names}, og kastaðu {cards}</translation>
    </message>
    <message>
        <source>Arrange your tricks as {names}</source>
        <translation>Raðaðu slögunum svona: {names}</translation>
    </message>
    <message>
        <source>{arrange}: against hands dealt from the unseen cards it wins about {value:.1f} of {n} tricks (sweep bonus included), {gain:.1f} more than the strongest-first arrangement.</source>
        <translation>{arrange}: gegn höndum gefnum úr óséðu spilunum vinnur þessi röðun um {value:.1f} af {n} slögum (aukastig fyrir alla slagi meðtalið), {gain:.1f} meira en að raða þeim sterkasta fyrst.</translation>
    </message>
    <message>
        <source>{arrange}: against hands dealt from the unseen cards it wins about {value:.1f} of {n} tricks (sweep bonus included).</source>
        <translation>{arrange}: gegn höndum gefnum úr óséðu spilunum vinnur þessi röðun um {value:.1f} af {n} slögum (aukastig fyrir alla slagi meðtalið).</translation>
    </message>
    <message>
        <source>Lead {card} and risk it: if it takes the trick, the risk scores for your side</source>
        <translation>Spilaðu út {card} og vogaðu með því: taki það slaginn fær þitt lið stig fyrir vogunina</translation>
    </message>
    <message>
        <source>Lead {card} and risk it: if it takes the trick, the risk scores for you</source>
        <translation>Spilaðu út {card} og vogaðu með því: taki það slaginn færð þú stig fyrir vogunina</translation>
    </message>
</context>
<context>
    <name>Iceland</name>
    <message>
        <source>Cut between 1 and {most} cards from the top, not {position}.</source>
        <translation>Gerðu við með því að taka 1 til {most} spil ofan af, ekki {position}.</translation>
    </message>
    <message>
        <source>The pack must be cut first: seat {seat} cuts (cut 1 to 35).</source>
        <translation>Fyrst þarf að gera við: sæti {seat} gerir við (1 til 35 spil ofan af).</translation>
    </message>
    <message>
        <source>The pack has been cut already: play a card.</source>
        <translation>Þegar er búið að gera við: spilaðu.</translation>
    </message>
    <message>
        <source>In Brús only the K♥ can be risked.</source>
        <translation>Í brús má aðeins voga með K♥.</translation>
    </message>
    <message>
        <source>The K♥ cannot be risked in the first trick of a hand.</source>
        <translation>Ekki má voga með K♥ í fyrsta slag gjafar.</translation>
    </message>
    <message>
        <source>Your team is on the robber rung (one point from winning): it may not risk the K♥.</source>
        <translation>Liðið þitt er á ránni (einu stigi frá sigri): það má ekki voga með K♥.</translation>
    </message>
    <message>
        <source>You hold the J♣ yourself, so the K♥ cannot be risked.</source>
        <translation>Þú ert sjálfur með J♣, svo ekki má voga með K♥.</translation>
    </message>
    <message>
        <source>The J♣ has been played, so the K♥ cannot be risked.</source>
        <translation>J♣ hefur þegar verið spilað, svo ekki má voga með K♥.</translation>
    </message>
    <message>
        <source>{side} wins the hand ({tricks}): jana, 2 points.</source>
        <translation>{side} vinnur gjöfina ({tricks}): jana, 2 stig.</translation>
    </message>
    <message>
        <source>{side} wins the hand ({tricks}): 1 point.</source>
        <translation>{side} vinnur gjöfina ({tricks}): 1 stig.</translation>
    </message>
</context>
<context>
    <name>ImportLine</name>
    <message>
        <source>How much of the record is read</source>
        <translation>Hve mikið af spilaskránni hefur verið lesið</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hætta við</translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation>Verið að flytja inn {file}…</translation>
    </message>
</context>
<context>
    <name>Importing</name>
    <message>
        <source>The import of {file} was cancelled; the game in play goes on.</source>
        <translation>Hætt var við að flytja inn {file}; leikurinn sem er í gangi heldur áfram.</translation>
    </message>
</context>
<context>
    <name>KeyMomentsBox</name>
    <message>
        <source>Key moments</source>
        <translation>Lykilaugnablik</translation>
    </message>
    <message>
        <source>&lt;b&gt;Key moments&lt;/b&gt; (what cost you most in this deal)</source>
        <translation>&lt;b&gt;Lykilaugnablik&lt;/b&gt; (það sem kostaði þig mest í þessari gjöf)</translation>
    </message>
</context>
<context>
    <name>LessonGuide</name>
    <message>
        <source>That play is allowed, but this lesson is about another: {what}</source>
        <translation>Þetta er leyfilegt, en þessi kennslustund snýst um annað: {what}</translation>
    </message>
</context>
<context>
    <name>LessonHost</name>
    <message>
        <source>{course} · lesson {n} of {count}: {title}</source>
        <translation>{course} · kennslustund {n} af {count}: {title}</translation>
    </message>
    <message>
        <source>{course}, lesson {n} of {count}: {title}.</source>
        <translation>{course}, kennslustund {n} af {count}: {title}.</translation>
    </message>
    <message>
        <source>Lesson finished.</source>
        <translation>Kennslustundinni er lokið.</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Next lesson</source>
        <translation>Næsta kennslustund</translation>
    </message>
    <message>
        <source>Play a first match</source>
        <translation>Spila fyrsta spilið</translation>
    </message>
    <message>
        <source>All lessons…</source>
        <translation>Allar kennslustundir…</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Hætta í kennslustundinni</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Kennslustund</translation>
    </message>
</context>
<context>
    <name>LessonsDialog</name>
    <message>
        <source>Lessons</source>
        <translation>Kennslustundir</translation>
    </message>
    <message>
        <source>Each game has a short course: a few sentences, then you make the play on a prepared deal. The last lesson is a whole deal with hints.</source>
        <translation>Hvert spil á sér stutt námskeið: nokkrar setningar, svo kemur að þér að spila á undirbúinni gjöf. Síðasta kennslustundin er heil gjöf með vísbendingum.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Kennslustund</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Lokið</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Byrja</translation>
    </message>
    <message>
        <source>Play a &amp;first match</source>
        <translation>Spila &amp;fyrsta spilið</translation>
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
        <translation>Ólokið</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Random</source>
        <translation>Af handahófi</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Byrjandi</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Venjulegur</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Gráðugur</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Sérfræðingur</translation>
    </message>
    <message>
        <source>Cheater</source>
        <translation>Svindlari</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Manneskja</translation>
    </message>
    <message>
        <source>Plays any legal card at random (for tests and baselines).</source>
        <translation>Spilar einhverju leyfilegu spili af handahófi (fyrir prófanir og samanburð).</translation>
    </message>
    <message>
        <source>A newcomer: simple rules of thumb and natural mistakes.</source>
        <translation>Nýliði: einfaldar þumalputtareglur og eðlileg mistök.</translation>
    </message>
    <message>
        <source>A solid club player: counts cards, supports its partner and saves its best cards for when they matter.</source>
        <translation>Traustur klúbbspilari: telur spilin, styður meðspilarann og geymir bestu spilin þar til þau skipta máli.</translation>
    </message>
    <message>
        <source>Brag: lays its strongest trick first, then the strongest of the rest.</source>
        <translation>Brag: leggur sterkasta slaginn fyrst, síðan þann sterkasta af hinum.</translation>
    </message>
    <message>
        <source>Thinks ahead: weighs what the hidden hands may hold and searches the rest of the deal.</source>
        <translation>Hugsar fram í tímann: metur hvað huldu hendurnar gætu geymt og kannar það sem eftir er af gjöfinni.</translation>
    </message>
    <message>
        <source>Benchmark only: sees every hand and plays the perfect move.</source>
        <translation>Aðeins til viðmiðunar: sér allar hendur og velur fullkominn leik.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The last trick is taken</source>
        <translation>Síðasti slagurinn er tekinn</translation>
    </message>
    <message>
        <source>Showdown: the tricks are compared</source>
        <translation>Uppgjör: slagirnir eru bornir saman</translation>
    </message>
    <message>
        <source>The lesson is finished</source>
        <translation>Kennslustundinni er lokið</translation>
    </message>
    <message>
        <source>Bräus Desktop</source>
        <translation>Bräus Desktop</translation>
    </message>
    <message>
        <source>The saved game could not be loaded ({reason}); a new game starts.</source>
        <translation>Ekki tókst að hlaða vistaða spilinu ({reason}); nýtt spil hefst.</translation>
    </message>
    <message>
        <source>&amp;Risk it</source>
        <translation>&amp;Voga</translation>
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
        <translation>&amp;Raða hendinni…</translation>
    </message>
    <message>
        <source>Re&amp;view deal</source>
        <translation>&amp;Yfirfara gjöf</translation>
    </message>
    <message>
        <source>How you played this deal: every decision valued, with the coach&apos;s reasons</source>
        <translation>Hvernig þú spilaðir þessa gjöf: hver ákvörðun metin, með rökum þjálfarans</translation>
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
        <translation>&lt;b&gt;Spilaannáll&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spilaannáll</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Skrá</translation>
    </message>
    <message>
        <source>&amp;Import game record…</source>
        <translation>Flytja &amp;inn spilaskrá…</translation>
    </message>
    <message>
        <source>&amp;Export game record…</source>
        <translation>Flytja ú&amp;t spilaskrá…</translation>
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
        <translation>Næst&amp;a gjöf</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Stillingar…</translation>
    </message>
    <message>
        <source>Re&amp;view this deal…</source>
        <translation>&amp;Yfirfara þessa gjöf…</translation>
    </message>
    <message>
        <source>&amp;Where am I</source>
        <translation>&amp;Hvar er ég</translation>
    </message>
    <message>
        <source>Say a&amp;gain</source>
        <translation>Segja aftu&amp;r</translation>
    </message>
    <message>
        <source>Deal &amp;editor…</source>
        <translation>&amp;Gjafaritill…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Tölfræði…</translation>
    </message>
    <message>
        <source>Prac&amp;tice</source>
        <translation>Æ&amp;fing</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Vísbending</translation>
    </message>
    <message>
        <source>&amp;Open hands</source>
        <translation>&amp;Opnar hendur</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>Spila gjöfina &amp;aftur</translation>
    </message>
    <message>
        <source>Play deal &amp;number…</source>
        <translation>Spila gjöf &amp;númer…</translation>
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
        <source>My &amp;mistakes…</source>
        <translation>&amp;Mistökin mín…</translation>
    </message>
    <message>
        <source>&amp;About Bräus Desktop</source>
        <translation>&amp;Um Bräus Desktop</translation>
    </message>
    <message>
        <source>&amp;Keyboard and screen reader</source>
        <translation>&amp;Lyklaborð og skjálesari</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Kennslustundir…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Þrautir…</translation>
    </message>
    <message>
        <source>{game} — Bräus Desktop</source>
        <translation>{game} — Bräus Desktop</translation>
    </message>
    <message>
        <source>A deal can be reviewed once it is over.</source>
        <translation>Hægt er að fara yfir gjöf þegar henni er lokið.</translation>
    </message>
    <message>
        <source>New &amp;match</source>
        <translation>Nýr &amp;leikur</translation>
    </message>
    <message>
        <source>Practice · </source>
        <translation>Æfing · </translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Vísbending: {reason}</translation>
    </message>
    <message>
        <source>Your turn — press H for a hint</source>
        <translation>Þú átt leik — ýttu á H til að fá vísbendingu</translation>
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
        <translation>{name} hugsar…</translation>
    </message>
    <message>
        <source>The computer player in your seat is thinking…</source>
        <translation>Tölvuspilarinn í þínu sæti hugsar…</translation>
    </message>
    <message>
        <source>Nothing has been said yet.</source>
        <translation>Ekkert hefur verið sagt enn.</translation>
    </message>
    <message>
        <source>The review of deal {n} is ready: Game, Review this deal (Ctrl+K).</source>
        <translation>Yfirferð gjafar {n} er tilbúin: Spil, Yfirfara þessa gjöf (Ctrl+K).</translation>
    </message>
    <message>
        <source>Risk it?</source>
        <translation>Voga?</translation>
    </message>
    <message>
        <source>Risk {cards}? {terms}

(You can turn this question off in Settings.)</source>
        <translation>Voga með {cards}? {terms}

(Þú getur slökkt á þessari spurningu í Stillingum.)</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Spila gjöfina aftur</translation>
    </message>
    <message>
        <source>Deal these cards again from the start? You have seen them now, so the match becomes a practice match (kept apart in the statistics).</source>
        <translation>Gefa sömu spil aftur frá byrjun? Þú hefur séð þau núna, svo leikurinn verður æfingaleikur (haldið aðskildum í tölfræðinni).</translation>
    </message>
    <message>
        <source>Play deal number</source>
        <translation>Spila gjöf númer</translation>
    </message>
    <message>
        <source>Deal number (the log shows each deal&apos;s number, e.g. “Deal 1 (no. 8123)”):</source>
        <translation>Númer gjafar (annállinn sýnir númer hverrar gjafar, t.d. „Gjöf 1 (nr. 8123)“):</translation>
    </message>
    <message>
        <source>Export game record</source>
        <translation>Flytja út spilaskrá</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Spilaskrár (*.json)</translation>
    </message>
    <message>
        <source>The game record was saved as {path}.</source>
        <translation>Spilaskráin var vistuð sem {path}.</translation>
    </message>
    <message>
        <source>Import game record</source>
        <translation>Flytja inn spilaskrá</translation>
    </message>
    <message>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Spilaskrár (*.json);;Allar skrár (*)</translation>
    </message>
    <message>
        <source>The game record is loaded as a practice match.</source>
        <translation>Spilaskránni var hlaðið inn sem æfingaleik.</translation>
    </message>
    <message>
        <source>No statistics are kept in this session: it has no data folder.</source>
        <translation>Engin tölfræði er skráð í þessari lotu: hún hefur enga gagnamöppu.</translation>
    </message>
    <message>
        <source>About Bräus Desktop</source>
        <translation>Um Bräus Desktop</translation>
    </message>
    <message>
        <source>&lt;p&gt;Bräus, Brus, Brús and Horwell&apos;s multi-card Brag against computer players, offline.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bräus, Brus, Brús og Brag Horwells með mörgum spilum gegn tölvuspilurum, án nettengingar.&lt;/p&gt;&lt;p&gt;Leyfi: GNU General Public License, útgáfa 3 eða síðari (GPL-3.0-or-later).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>If it wins the trick, you score for it; if another player beats it, they do.</source>
        <translation>Ef það tekur slaginn færð þú stig fyrir það; ef annar leikmaður drepur það fær hann stigin.</translation>
    </message>
    <message>
        <source>If it wins the trick, you and your partner score 1. If an opponent beats it, their side scores 1; if your partner beats it, nobody scores for it.</source>
        <translation>Ef það tekur slaginn fáið þú og meðspilari þinn 1 stig. Ef mótherji drepur það fær lið hans 1 stig; ef meðspilari þinn drepur það fær enginn stig fyrir það.</translation>
    </message>
    <message>
        <source>If it wins the trick, you score 1; if another player beats it, that player scores 1.</source>
        <translation>Ef það tekur slaginn færð þú 1 stig; ef annar leikmaður drepur það fær hann 1 stig.</translation>
    </message>
    <message>
        <source>You lead it, risking the round: if it wins the trick, you and your partner score 2; if an opponent&apos;s J♣ beats it, they score 3. If your partner plays the J♣ on it, nobody scores for it.</source>
        <translation>Þú spilar því út og vogar umferðinni: ef það tekur slaginn fáið þú og meðspilari þinn 2 stig; ef J♣ mótherja drepur það fá þeir 3 stig. Ef meðspilari þinn setur J♣ á það fær enginn stig fyrir það.</translation>
    </message>
    <message>
        <source>If it wins the trick, you and your partner score 1; if the next player&apos;s J♣ beats it, their side scores 2. If your partner plays the J♣ on it, nobody scores for it.</source>
        <translation>Ef það tekur slaginn fáið þú og meðspilari þinn 1 stig; ef J♣ næsta leikmanns drepur það fær lið hans 2 stig. Ef meðspilari þinn setur J♣ á það fær enginn stig fyrir það.</translation>
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
        <translation>Ekki er hægt að setja þessi mistök upp aftur: lína þeirra í tölfræðiskránni var ekki skrifuð af þessu forriti, svo henni er sleppt.</translation>
    </message>
    <message>
        <source>My mistakes</source>
        <translation>Mistökin mín</translation>
    </message>
    <message>
        <source>Every play the coach called a mistake or a blunder in your deals comes back here as an exercise: find a better play. It comes back after 1, 3, 7 and 21 days until you find a good play twice in a row; a wrong answer brings it back the next day.</source>
        <translation>Hvert spil sem þjálfarinn kallaði mistök eða afleik í gjöfunum þínum kemur aftur hingað sem æfing: finndu betra spil. Það kemur aftur eftir 1, 3, 7 og 21 dag þar til þú finnur gott spil tvisvar í röð; rangt svar lætur það koma aftur næsta dag.</translation>
    </message>
    <message>
        <source>Due for another try</source>
        <translation>Tímabært að reyna aftur</translation>
    </message>
    <message>
        <source>Your play</source>
        <translation>Spilið þitt</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Dómur</translation>
    </message>
    <message>
        <source>Your mistakes due for another try, by game</source>
        <translation>Mistökin þín sem tímabært er að reyna aftur, eftir spilum</translation>
    </message>
    <message>
        <source>&amp;Try it</source>
        <translation>&amp;Reyna</translation>
    </message>
    <message>
        <source>Your mistakes could not be read ({reason}).</source>
        <translation>Ekki tókst að lesa mistökin þín ({reason}).</translation>
    </message>
    <message>
        <source>{game}: {n} due</source>
        <translation>{game}: {n} tímabær</translation>
    </message>
    <message>
        <source>{when}, deal {n}</source>
        <translation>{when}, gjöf {n}</translation>
    </message>
    <message>
        <source>No statistics are kept in this session, so there are no mistakes to try again.</source>
        <translation>Engin tölfræði er geymd í þessari lotu, svo það eru engin mistök til að reyna aftur.</translation>
    </message>
    <message>
        <source>Nothing is due today.</source>
        <translation>Ekkert er tímabært í dag.</translation>
    </message>
    <message>
        <source>Coming back later: {n}; the next on {day}.</source>
        <translation>Kemur aftur síðar: {n}; það næsta {day}.</translation>
    </message>
    <message>
        <source>When the coach finds a mistake in one of your deals, it comes back here.</source>
        <translation>Þegar þjálfarinn finnur mistök í einni af gjöfunum þínum koma þau aftur hingað.</translation>
    </message>
</context>
<context>
    <name>MistakesDue</name>
    <message numerus="yes">
        <source>%n of your mistakes are due for another try (Help → My mistakes).</source>
        <translation>
            <numerusform>%n æfing úr mistökum þínum bíður þín (Hjálp → Mistökin mín).</numerusform>
            <numerusform>%n æfingar úr mistökum þínum bíða þín (Hjálp → Mistökin mín).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MomentLine</name>
    <message>
        <source>Go to this moment of the deal ({enter})</source>
        <translation>Fara á þetta augnablik í gjöfinni ({enter})</translation>
    </message>
    <message>
        <source>Go to this moment of the deal (click or {enter})</source>
        <translation>Fara á þetta augnablik í gjöfinni (smelltu eða {enter})</translation>
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
        <translation>Spilið sem á að spila</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>S&amp;pil</translation>
    </message>
    <message>
        <source>&amp;Match length</source>
        <translation>&amp;Lengd leiks</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglur</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Reglustillingar</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Leikmenn</translation>
    </message>
    <message>
        <source>&amp;Practice match: hints, undo and open hands allowed; kept apart in the statistics</source>
        <translation>Æ&amp;fingaleikur: vísbendingar, afturköllun og opnar hendur leyfðar; haldið aðskildum í tölfræðinni</translation>
    </message>
    <message>
        <source>Practice match</source>
        <translation>Æfingaleikur</translation>
    </message>
    <message>
        <source>Problem with these options</source>
        <translation>Vandi með þessar stillingar</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>&amp;Byrja spilið</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Byrja spilið</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hætta við</translation>
    </message>
    <message>
        <source>set by the game</source>
        <translation>ákveðið af spilinu</translation>
    </message>
    <message>
        <source>Match length: {label}</source>
        <translation>Lengd leiks: {label}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nafn</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Spilar sem</translation>
    </message>
    <message>
        <source>{position} · us</source>
        <translation>{position} · við</translation>
    </message>
    <message>
        <source>{position} · them</source>
        <translation>{position} · þeir</translation>
    </message>
    <message>
        <source>Name of the player at {position}</source>
        <translation>Nafn leikmanns í sæti {position}</translation>
    </message>
    <message>
        <source>You (human)</source>
        <translation>Þú (manneskja)</translation>
    </message>
    <message>
        <source>South is played by you</source>
        <translation>Þú spilar sem Suður</translation>
    </message>
    <message>
        <source>Computer player at {position}</source>
        <translation>Tölvuspilari í sæti {position}</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Hver leikmaður þarf nafn.</translation>
    </message>
    <message>
        <source>Start the game with these players and rules</source>
        <translation>Byrja spilið með þessum leikmönnum og reglum</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>yes</source>
        <translation>já</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nei</translation>
    </message>
    <message>
        <source>on</source>
        <translation>á</translation>
    </message>
    <message>
        <source>off</source>
        <translation>af</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>sjálfvirkt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>engin</translation>
    </message>
    <message>
        <source>jokers</source>
        <translation>jókerar</translation>
    </message>
    <message>
        <source>jokers and twos</source>
        <translation>jókerar og tvistar</translation>
    </message>
    <message>
        <source>Players, each for themselves.</source>
        <translation>Leikmenn, hver fyrir sig.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Leikmenn</translation>
    </message>
    <message>
        <source>Cards per trick: 3 (classic brag hands) or 4.</source>
        <translation>Spil í slag: 3 (klassískar brag-hendur) eða 4.</translation>
    </message>
    <message>
        <source>Cards per trick</source>
        <translation>Spil í slag</translation>
    </message>
    <message>
        <source>Cards dealt to each player. Default 16 for 3-card tricks (five tricks and one discard) and 21 for 4-card tricks (five tricks and one discard), or the largest such hand that fits the pack for 3 or 4 players. 3-card tricks: 6 to 24 cards, at most one card to discard; 4-card tricks: exactly one card to discard (5, 9, 13, 17, 21 or 25).</source>
        <translation>Spil sem hver leikmaður fær. Sjálfgefið 16 fyrir slagi með 3 spilum (fimm slagir og eitt kastspil) og 21 fyrir slagi með 4 spilum (fimm slagir og eitt kastspil), eða stærsta slík hönd sem spilin duga fyrir með 3 eða 4 leikmönnum. Slagir með 3 spilum: 6 til 24 spil, mest eitt spil til að kasta; slagir með 4 spilum: nákvæmlega eitt spil til að kasta (5, 9, 13, 17, 21 eða 25).</translation>
    </message>
    <message>
        <source>Cards per hand</source>
        <translation>Spil á hendi</translation>
    </message>
    <message>
        <source>Wild cards: none, the three jokers, or the jokers and the four twos.</source>
        <translation>Villispil: engin, jókerarnir þrír, eða jókerarnir og tvistarnir fjórir.</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>Villispil</translation>
    </message>
    <message>
        <source>Horwell&apos;s rule: a running flush beats a prial of lower rank than its top card.</source>
        <translation>Regla Horwells: litaröð er sterkari en þrenna sem er lægri en hæsta spil raðarinnar.</translation>
    </message>
    <message>
        <source>Horwell&apos;s rule</source>
        <translation>Regla Horwells</translation>
    </message>
    <message>
        <source>Points to win the game. Default: three times the tricks per deal (15 for five tricks).</source>
        <translation>Stig til að vinna spilið. Sjálfgefið: þrisvar sinnum fjöldi slaga í gjöf (15 fyrir fimm slagi).</translation>
    </message>
    <message>
        <source>Game to</source>
        <translation>Spilað upp í</translation>
    </message>
    <message>
        <source>a Brag hand of 3-card tricks holds 6 to 24 cards with at most one to discard (6, 7, 9, 10, 12, 13 ... 24), not {h}</source>
        <translation>hönd í Brag með 3 spila slögum hefur 6 til 24 spil og mest eitt til að kasta (6, 7, 9, 10, 12, 13 ... 24), ekki {h}</translation>
    </message>
    <message>
        <source>a Brag hand of 4-card tricks holds whole tricks and exactly one card to discard (5, 9, 13, 17, 21 or 25 cards), not {h}</source>
        <translation>hönd í Brag með 4 spila slögum hefur heila slagi og nákvæmlega eitt spil til að kasta (5, 9, 13, 17, 21 eða 25 spil), ekki {h}</translation>
    </message>
    <message>
        <source>{n} hands of {h} cards need {cards} cards, but the pack has only {pack}</source>
        <translation>{n} hendur með {h} spilum þurfa {cards} spil, en aðeins {pack} spil eru til</translation>
    </message>
    <message>
        <source>with {wilds}, a hand of {h} cards could hold {w} wild cards, more than {tricks} of {k} and {discards} can take (one wild per trick, or a supreme as the first trick); choose a larger hand</source>
        <translation>þegar {wilds} gæti hönd með {h} spilum fengið {w} villispil, fleiri en {tricks} með {k} spilum og {discards} rúma (eitt villispil í slag, eða supreme sem fyrsti slagur); veldu stærri hönd</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 slagur</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} slagir</translation>
    </message>
    <message>
        <source>1 discard</source>
        <translation>1 kastspil</translation>
    </message>
    <message>
        <source>{n} discards</source>
        <translation>{n} kastspil</translation>
    </message>
    <message>
        <source>the target must be at least 1 point, not {target}</source>
        <translation>markið verður að vera minnst 1 stig, ekki {target}</translation>
    </message>
    <message>
        <source>Four players (two teams of two, partners opposite) or six (two teams of three, alternating).</source>
        <translation>Fjórir leikmenn (tvö tveggja manna lið, meðspilarar sitja hvor á móti öðrum) eða sex (tvö þriggja manna lið, sitja á víxl).</translation>
    </message>
    <message>
        <source>Points (strokes) a team needs to win the game.</source>
        <translation>Stig (strik) sem lið þarf til að vinna spilið.</translation>
    </message>
    <message>
        <source>Sticks each side starts with; the first to discard them all wins the rubber (default 12, or 20 with automatic risking).</source>
        <translation>Spýtur sem hver aðili byrjar með; sá sem fyrstur losar sig við þær allar vinnur rúbertuna (sjálfgefið 12, eða 20 með sjálfvirkri vogun).</translation>
    </message>
    <message>
        <source>Sticks</source>
        <translation>Spýtur</translation>
    </message>
    <message>
        <source>Cards in each hand while there is a stock: 3, or 4 (then four cards of a rank may be led together).</source>
        <translation>Spil á hverri hendi meðan stokkurinn endist: 3, eða 4 (þá má spila út fjórum spilum af sama gildi saman).</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Spil á hendi</translation>
    </message>
    <message>
        <source>Use the tens instead of the fives (worthless either way: no effect on play).</source>
        <translation>Nota tíurnar í stað fimmanna (verðlausar hvort sem er: engin áhrif á spilið).</translation>
    </message>
    <message>
        <source>Tens instead of fives</source>
        <translation>Tíur í stað fimma</translation>
    </message>
    <message>
        <source>Deal every card (9 each, 12 in solo); the worthless cards become low beating cards; taking every trick scores 2.</source>
        <translation>Gefa öll spilin (9 á mann, 12 í einmenningsbrús); verðlausu spilin verða lág drepspil; að taka alla slagi gefur 2.</translation>
    </message>
    <message>
        <source>No stock</source>
        <translation>Enginn stokkur</translation>
    </message>
    <message>
        <source>No risking once the stock is empty.</source>
        <translation>Ekki má voga þegar stokkurinn er búinn.</translation>
    </message>
    <message>
        <source>No risk after the stock</source>
        <translation>Engin vogun eftir stokkinn</translation>
    </message>
    <message>
        <source>An honour thrown on a trick it cannot win may be risked; it succeeds unless the next player smacks it with a higher honour.</source>
        <translation>Voga má með háspili sem er hent í slag sem það getur ekki unnið; vogunin tekst nema næsti leikmaður drepi það með hærra háspili.</translation>
    </message>
    <message>
        <source>Risk discarded honours</source>
        <translation>Voga með hentum háspilum</translation>
    </message>
    <message>
        <source>No risking when the risk&apos;s points would win the rubber.</source>
        <translation>Ekki má voga þegar stigin fyrir vogunina myndu vinna rúbertuna.</translation>
    </message>
    <message>
        <source>No risking to win</source>
        <translation>Engin vogun til sigurs</translation>
    </message>
    <message>
        <source>KH risked on an 8S risks 2 even if the 8S was not risked; the Spids of the 8S player&apos;s partner over them scores 3, or 4 if both were risked.</source>
        <translation>KH vogaður á 8S gildir 2 þótt ekki hafi verið vogað með 8S; Spids frá meðspilara 8S-spilarans yfir þau gefur 3, eða 4 ef vogað var með báðum.</translation>
    </message>
    <message>
        <source>Oversmack</source>
        <translation>Yfirdráp</translation>
    </message>
    <message>
        <source>The K♣ beating a led seven may be risked (the K♠ being the higher card).</source>
        <translation>Voga má með K♣ sem drepur sjöu sem spilað var út (K♠ er hærra spilið).</translation>
    </message>
    <message>
        <source>Risk the K♣</source>
        <translation>Voga með K♣</translation>
    </message>
    <message>
        <source>Every card that can legally be risked is risked automatically (the default rubber is then 20 sticks).</source>
        <translation>Sjálfkrafa er vogað með hverju spili sem leyfilegt er að voga með (sjálfgefin rúberta er þá 20 spýtur).</translation>
    </message>
    <message>
        <source>Automatic risking</source>
        <translation>Sjálfvirk vogun</translation>
    </message>
    <message>
        <source>Leading three or more cards at once whistles: 1 point at once.</source>
        <translation>Að spila út þremur spilum eða fleiri í einu er að flauta: 1 stig strax.</translation>
    </message>
    <message>
        <source>Whistle</source>
        <translation>Flaut</translation>
    </message>
    <message>
        <source>After 7, K♣, K♠ as the first three cards of a trick, the fourth player may beat the K♠ with an honour.</source>
        <translation>Eftir 7, K♣, K♠ sem fyrstu þrjú spil slags má fjórði leikmaður drepa K♠ með háspili.</translation>
    </message>
    <message>
        <source>Honour over K♠</source>
        <translation>Háspil yfir K♠</translation>
    </message>
    <message>
        <source>{game}: no_stock deals every card at once, so hand_size {size} cannot apply</source>
        <translation>{game}: no_stock gefur öll spilin í einu, svo hand_size {size} getur ekki gilt</translation>
    </message>
    <message>
        <source>{game}: no_risk_after_stock cannot go with no_stock: there is never a stock, so no card could ever be risked</source>
        <translation>{game}: no_risk_after_stock fer ekki saman við no_stock: þá er aldrei neinn stokkur, svo aldrei væri hægt að voga með neinu spili</translation>
    </message>
    <message>
        <source>Points to win the game: the five rungs of the comb.</source>
        <translation>Stig til að vinna spilið: fimm prik kambsins.</translation>
    </message>
</context>
<context>
    <name>Phrase</name>
    <message>
        <source>{items} or {last}</source>
        <translation>{items} eða {last}</translation>
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
        <translation>Stig í hverjum leik</translation>
    </message>
    <message>
        <source>Finish a match of this game to see its points here.</source>
        <translation>Ljúktu leik í þessu spili til að sjá stigin hans hér.</translation>
    </message>
    <message>
        <source>Points per match – {game}</source>
        <translation>Stig í hverjum leik – {game}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>unninn</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>tapaður</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>jafntefli</translation>
    </message>
    <message>
        <source>match {i}: {outcome}, {mine} – {theirs}</source>
        <translation>leikur {i}: {outcome}, {mine} – {theirs}</translation>
    </message>
    <message>
        <source>your side</source>
        <translation>þitt lið</translation>
    </message>
    <message>
        <source>best other side</source>
        <translation>besti mótherjinn</translation>
    </message>
    <message>
        <source>pale: lost</source>
        <translation>fölt: tapað</translation>
    </message>
</context>
<context>
    <name>PuzzleController</name>
    <message>
        <source>Best play</source>
        <translation>Besta spil</translation>
    </message>
    <message>
        <source>Solved! Click here for the next puzzle.</source>
        <translation>Leyst! Smelltu hér til að fá næstu þraut.</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <source>Puzzles</source>
        <translation>Þrautir</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Leikur</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Leikur:</translation>
    </message>
    <message>
        <source>Puzzle number</source>
        <translation>Númer þrautar</translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation>&amp;Númer:</translation>
    </message>
    <message>
        <source>Puzzle of the &amp;day</source>
        <translation>Þraut &amp;dagsins</translation>
    </message>
    <message>
        <source>Ne&amp;xt puzzle</source>
        <translation>Næs&amp;ta þraut</translation>
    </message>
    <message>
        <source>&amp;Start again</source>
        <translation>&amp;Byrja aftur</translation>
    </message>
    <message>
        <source>&amp;Risk it</source>
        <translation>&amp;Voga</translation>
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
        <source>Puzzle of the day. </source>
        <translation>Þraut dagsins. </translation>
    </message>
    <message>
        <source>Solved: {solved} of {total} · Tries: {tries} · Puzzles of the day solved in a row: {streak}</source>
        <translation>Leystar: {solved} af {total} · Tilraunir: {tries} · Þrautir dagsins leystar í röð: {streak}</translation>
    </message>
    <message>
        <source>Progress is not kept in this session.</source>
        <translation>Framvindan er ekki vistuð í þessari lotu.</translation>
    </message>
    <message>
        <source>{grade}. All hands are shown and you are to play. Find the play that ends the deal at {best} for your side (your points minus the others&apos;) against the best defence: one play does it, every other loses at least a point.</source>
        <translation>{grade}. Öll spilin eru sýnd og þú átt leik. Finndu spilið sem lýkur gjöfinni með {best} fyrir þína hlið (ykkar stig að frádregnum stigum hinna) gegn bestu vörn: eitt spil gerir það, öll önnur tapa að minnsta kosti einu stigi.</translation>
    </message>
    <message>
        <source>Progress could not be read.</source>
        <translation>Ekki tókst að lesa framvinduna.</translation>
    </message>
    <message>
        <source>This puzzle: solved (tries: {tries})</source>
        <translation>Þessi þraut: leyst (tilraunir: {tries})</translation>
    </message>
    <message>
        <source>This puzzle: not solved yet (tries: {tries})</source>
        <translation>Þessi þraut: ekki leyst enn (tilraunir: {tries})</translation>
    </message>
    <message>
        <source>This try could not be kept ({reason}).</source>
        <translation>Ekki tókst að vista þessa tilraun ({reason}).</translation>
    </message>
    <message>
        <source>Solved, with best play to the end.</source>
        <translation>Leyst, með besta spili allt til enda.</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <source>Easy</source>
        <translation>Létt</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Miðlungs</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Erfið</translation>
    </message>
    <message>
        <source>you</source>
        <translation>þú</translation>
    </message>
    <message>
        <source>you and {partners}</source>
        <translation>þú og {partners}</translation>
    </message>
    <message>
        <source>{name} takes the trick with {cards}</source>
        <translation>{name} tekur slaginn með {cards}</translation>
    </message>
    <message>
        <source>your side takes this trick, but pays later</source>
        <translation>þín hlið tekur þennan slag en geldur þess síðar</translation>
    </message>
    <message>
        <source>with best play on both sides {side} take {tricks} of the tricks instead of {best_tricks}, and the deal ends at {value} for your side instead of {best}</source>
        <translation>með besta spili á báða bóga verða slagir þinnar hliðar ({side}) {tricks} í stað {best_tricks}, og gjöfinni lýkur með {value} fyrir þína hlið í stað {best}</translation>
    </message>
    <message>
        <source>with best play on both sides the deal ends at {value} for your side instead of {best}</source>
        <translation>með besta spili á báða bóga lýkur gjöfinni með {value} fyrir þína hlið í stað {best}</translation>
    </message>
    <message>
        <source>{move} loses a point</source>
        <translation>{move} tapar stigi</translation>
    </message>
    <message>
        <source>{move} loses {loss:g} points</source>
        <translation>{move} tapar {loss:g} stigum</translation>
    </message>
    <message>
        <source>{head}: {first}; {rest}. Try again.</source>
        <translation>{head}: {first}; {rest}. Reyndu aftur.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drif</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Leita í:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Skráar&amp;heiti:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Skráa&amp;gerð:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Opna</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Vista</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Allar skrár (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Til baka</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Áfram</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Yfirmappa</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Búa til nýja möppu</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listasýn</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Ítarleg sýn</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Endurnefna</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eyða</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Sýna &amp;faldar skrár</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Ný mappa</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Skráin fannst ekki.
Gakktu úr skugga um að rétt skráarheiti hafi verið gefið.</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 er þegar til.
Viltu skipta henni út?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Computer</source>
        <translation>Tölva</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Heiti</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Stærð</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Gerð</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Síðast breytt</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Shift</source>
        <translation>Shift</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Bilslá</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Vinstri</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Hægri</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Upp</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Niður</translation>
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
        <translation>Tab</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Bakklykill</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Valmyndarlykill</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Í lagi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hætta við</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Loka</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Já</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nei</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Sjálfgefin gildi</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Opna</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Vista</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>The file is not a game record: it is not valid JSON (line {line}, column {column}).</source>
        <translation>Skráin er ekki spilaskrá: hún er ekki á gildu JSON-sniði (lína {line}, dálkur {column}).</translation>
    </message>
    <message>
        <source>The record is not a text file (it is not valid UTF-8).</source>
        <translation>Spilaskráin er ekki textaskrá (hún er ekki á gildu UTF-8-sniði).</translation>
    </message>
    <message>
        <source>The record is nested too deeply to be a game record.</source>
        <translation>Skráin er of djúpt hreiðruð til að vera spilaskrá.</translation>
    </message>
    <message>
        <source>The record is not a game record (expected a JSON object).</source>
        <translation>Skráin er ekki spilaskrá (búist var við JSON-hlut).</translation>
    </message>
    <message>
        <source>The file is not a game record: it holds a number far too long to be part of one.</source>
        <translation>Skráin er ekki spilaskrá: í henni er tala sem er allt of löng til að geta verið hluti af spilaskrá.</translation>
    </message>
    <message>
        <source>The record is too large (at most {limit:,} characters).</source>
        <translation>Spilaskráin er of stór (í mesta lagi {limit:,} stafir).</translation>
    </message>
    <message>
        <source>The record could not be read. {reason}</source>
        <translation>Ekki tókst að lesa spilaskrána. {reason}</translation>
    </message>
    <message>
        <source>Deal {n} cannot be dealt: the player the record names as dealer cannot deal now (the rules give the deal to another player).</source>
        <translation>Ekki er hægt að gefa gjöf {n}: leikmaðurinn sem skráin segir að gefi getur ekki gefið núna (samkvæmt reglunum á annar leikmaður að gefa).</translation>
    </message>
    <message>
        <source>The file is not a game record: it holds {name}, which is not a number a record uses.</source>
        <translation>Skráin er ekki spilaskrá: í henni er {name}, sem er ekki tala sem spilaskrár nota.</translation>
    </message>
    <message>
        <source>The file is not a game record: it holds a number far too large to be part of one.</source>
        <translation>Skráin er ekki spilaskrá: í henni er tala sem er allt of stór til að geta verið hluti af spilaskrá.</translation>
    </message>
    <message>
        <source>The record is too large ({size:,} bytes; at most {limit:,}).</source>
        <translation>Spilaskráin er of stór ({size:,} bæti; í mesta lagi {limit:,}).</translation>
    </message>
    <message>
        <source>The record is too large (at most {limit:,} bytes).</source>
        <translation>Spilaskráin er of stór (í mesta lagi {limit:,} bæti).</translation>
    </message>
    <message>
        <source>The record changed while it was being read; please try again.</source>
        <translation>Spilaskráin breyttist meðan verið var að lesa hana; reyndu aftur.</translation>
    </message>
    <message>
        <source>The record has too many deals (at most {limit:,}).</source>
        <translation>Í spilaskránni eru of margar gjafir (í mesta lagi {limit:,}).</translation>
    </message>
    <message>
        <source>The record lists its deals twice.</source>
        <translation>Í spilaskránni eru gjafirnar taldar upp tvisvar.</translation>
    </message>
    <message>
        <source>Deal {n} of the record is too large (more than {limit:,} characters).</source>
        <translation>Gjöf {n} í spilaskránni er of stór (meira en {limit:,} stafir).</translation>
    </message>
    <message>
        <source>The record&apos;s {field} is too large (more than {limit:,} characters).</source>
        <translation>Svæðið {field} í spilaskránni er of stórt (meira en {limit:,} stafir).</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s {field} is nested too deeply.</source>
        <translation>Svæðið {field} í gjöf {n} er of djúpt hreiðrað.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s {field} holds a text that is too long.</source>
        <translation>Í svæðinu {field} í gjöf {n} er of langur texti.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s {field} holds a list that is too long.</source>
        <translation>Í svæðinu {field} í gjöf {n} er of langur listi.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s {field} holds a number out of range.</source>
        <translation>Í svæðinu {field} í gjöf {n} er tala utan leyfilegra marka.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s {field} holds a value of the wrong kind ({kind}).</source>
        <translation>Í svæðinu {field} í gjöf {n} er gildi af rangri gerð ({kind}).</translation>
    </message>
    <message>
        <source>The file is not a Bräus Desktop game record.</source>
        <translation>Skráin er ekki spilaskrá úr Bräus Desktop.</translation>
    </message>
    <message>
        <source>The record has no version number.</source>
        <translation>Spilaskráin hefur ekkert útgáfunúmer.</translation>
    </message>
    <message>
        <source>The record is version {version}, newer than this app understands (version {known}); please update the app.</source>
        <translation>Spilaskráin er af útgáfu {version}, nýrri en þetta forrit skilur (útgáfa {known}); uppfærðu forritið.</translation>
    </message>
    <message>
        <source>The record is version far above, newer than this app understands (version {known}); please update the app.</source>
        <translation>Spilaskráin er af miklu nýrri útgáfu en þetta forrit skilur (útgáfa {known}); uppfærðu forritið.</translation>
    </message>
    <message>
        <source>The record does not name its game.</source>
        <translation>Í spilaskránni kemur ekki fram um hvaða spil hún er.</translation>
    </message>
    <message>
        <source>The record&apos;s game cannot be set up: unknown game {game}; the games are: {games}.</source>
        <translation>Ekki er hægt að setja upp spil spilaskrárinnar: óþekkt spil {game}; spilin eru: {games}.</translation>
    </message>
    <message>
        <source>The record&apos;s options are not a list of settings.</source>
        <translation>Reglustillingar spilaskrárinnar eru ekki listi yfir stillingar.</translation>
    </message>
    <message>
        <source>The record&apos;s options hold a value of the wrong kind.</source>
        <translation>Í reglustillingum spilaskrárinnar er gildi af rangri gerð.</translation>
    </message>
    <message>
        <source>The record&apos;s game cannot be set up: {reason}.</source>
        <translation>Ekki er hægt að setja upp spil spilaskrárinnar: {reason}.</translation>
    </message>
    <message>
        <source>The record&apos;s match seed is not a number this app uses.</source>
        <translation>Númer leiksins í spilaskránni er ekki tala sem þetta forrit notar.</translation>
    </message>
    <message>
        <source>The record&apos;s first dealer is not one of the players of this game.</source>
        <translation>Fyrsti gefandi spilaskrárinnar er ekki einn af leikmönnum þessa spils.</translation>
    </message>
    <message>
        <source>The record&apos;s notes are not readable.</source>
        <translation>Ekki er hægt að lesa athugasemdir spilaskrárinnar.</translation>
    </message>
    <message>
        <source>The record&apos;s notes hold a value of the wrong kind.</source>
        <translation>Í athugasemdum spilaskrárinnar er gildi af rangri gerð.</translation>
    </message>
    <message>
        <source>The record has no list of deals.</source>
        <translation>Í spilaskránni er enginn listi yfir gjafir.</translation>
    </message>
    <message>
        <source>The record has no deals: there is no game in it to show.</source>
        <translation>Í spilaskránni eru engar gjafir: þar er ekkert spil til að sýna.</translation>
    </message>
    <message>
        <source>The record has too many deals ({count:,}; at most {limit:,}).</source>
        <translation>Í spilaskránni eru of margar gjafir ({count:,}; í mesta lagi {limit:,}).</translation>
    </message>
    <message>
        <source>Deal {n} of the record is not readable.</source>
        <translation>Ekki er hægt að lesa gjöf {n} í spilaskránni.</translation>
    </message>
    <message>
        <source>Deal {n} follows the end of the match.</source>
        <translation>Gjöf {n} kemur eftir að leiknum er lokið.</translation>
    </message>
    <message>
        <source>Deal {n} stops before its end, yet another deal follows.</source>
        <translation>Gjöf {n} hættir áður en henni er lokið, en samt kemur önnur gjöf á eftir.</translation>
    </message>
    <message>
        <source>Deal {n} does not say who dealt.</source>
        <translation>Í gjöf {n} kemur ekki fram hver gaf.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s seed is not a number this app uses.</source>
        <translation>Númer gjafar {n} er ekki tala sem þetta forrit notar.</translation>
    </message>
    <message>
        <source>Deal {n} has no deal (hands).</source>
        <translation>Í gjöf {n} eru engin gefin spil (hendur).</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s setup has a bad field name.</source>
        <translation>Í uppsetningu gjafar {n} er ógilt svæðisheiti.</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s actions are not a list.</source>
        <translation>Leikirnir í gjöf {n} eru ekki listi.</translation>
    </message>
    <message>
        <source>Deal {n} has too many actions ({count}).</source>
        <translation>Í gjöf {n} eru of margir leikir ({count}).</translation>
    </message>
    <message>
        <source>Deal {n}&apos;s setup has fields this game does not use ({names}).</source>
        <translation>Í uppsetningu gjafar {n} eru svæði sem þetta spil notar ekki ({names}).</translation>
    </message>
    <message>
        <source>Deal {n} cannot be dealt: {reason}.</source>
        <translation>Ekki er hægt að gefa gjöf {n}: {reason}.</translation>
    </message>
    <message>
        <source>Deal {n}, action {i} is not a move.</source>
        <translation>Gjöf {n}, leikur {i} er ekki leikur.</translation>
    </message>
    <message>
        <source>Deal {n}, action {i} ({action}) comes after the match was won.</source>
        <translation>Gjöf {n}, leikur {i} ({action}) kemur eftir að búið var að vinna leikinn.</translation>
    </message>
    <message>
        <source>Deal {n}, action {i} ({action}) comes after the deal ended.</source>
        <translation>Gjöf {n}, leikur {i} ({action}) kemur eftir að gjöfinni lauk.</translation>
    </message>
    <message>
        <source>Deal {n}, action {i}: {reason}</source>
        <translation>Gjöf {n}, leikur {i}: {reason}</translation>
    </message>
    <message>
        <source>Deal {n}, action {i} ({action}) is not legal: {reason}</source>
        <translation>Gjöf {n}, leikur {i} ({action}) er ekki leyfilegur: {reason}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>There are no risks in this game.</source>
        <translation>Í þessu spili er ekki vogað.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Gjöfinni er lokið.</translation>
    </message>
    <message>
        <source>You do not hold the {card}.</source>
        <translation>Þú ert ekki með {card}.</translation>
    </message>
    <message>
        <source>{action} is not a legal move now.</source>
        <translation>{action} er ekki leyfilegur leikur núna.</translation>
    </message>
    <message>
        <source>Bräus pack (6 to ace in four suits)</source>
        <translation>Bräus-spilunum (6 upp í ás í fjórum litum)</translation>
    </message>
    <message>
        <source>Brus pack (6 to ace, in four suits)</source>
        <translation>Brus-spilunum (6 upp í ás, í fjórum litum)</translation>
    </message>
    <message>
        <source>Brus pack (5 to ace without tens, in four suits)</source>
        <translation>Brus-spilunum (5 upp í ás án tía, í fjórum litum)</translation>
    </message>
    <message>
        <source>Brús pack (6 to ace in four suits)</source>
        <translation>Brús-spilunum (6 upp í ás í fjórum litum)</translation>
    </message>
    <message>
        <source>team {side} (seats {seats})</source>
        <translation>lið {side} (sæti {seats})</translation>
    </message>
    <message>
        <source>seat {side}</source>
        <translation>sæti {side}</translation>
    </message>
    <message>
        <source>Team {side} (seats {seats})</source>
        <translation>Lið {side} (sæti {seats})</translation>
    </message>
    <message>
        <source>Seat {side}</source>
        <translation>Sæti {side}</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Keyboard and screen reader</source>
        <translation>Lyklaborð og skjálesari</translation>
    </message>
    <message>
        <source>Where am I: the game, the deal, the score, the cards on the table, your hand and whose turn it is.</source>
        <translation>Hvar er ég: spilið, gjöfin, staðan, spilin á borðinu, höndin þín og hver á leik.</translation>
    </message>
    <message>
        <source>Say again: the last announcement once more.</source>
        <translation>Segja aftur: síðasta tilkynningin einu sinni enn.</translation>
    </message>
    <message>
        <source>Move along your hand to the card you want; cards you cannot play now are skipped.</source>
        <translation>Færðu þig eftir hendinni að spilinu sem þú vilt; spilum sem þú getur ekki spilað núna er sleppt.</translation>
    </message>
    <message>
        <source>Play that card, or the cards selected with it.</source>
        <translation>Spilaðu því spili, eða spilunum sem eru valin með því.</translation>
    </message>
    <message>
        <source>Select a card (Brus: several cards of one rank, played together).</source>
        <translation>Veldu spil (Brus: mörg spil af sama gildi, sem eru spiluð saman).</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Segja pass.</translation>
    </message>
    <message>
        <source>Risk it (Brus).</source>
        <translation>Voga (Brus).</translation>
    </message>
    <message>
        <source>A hint (practice matches).</source>
        <translation>Vísbending (æfingaleikir).</translation>
    </message>
    <message>
        <source>From the table to its buttons, the score sheet and the game log.</source>
        <translation>Frá borðinu að hnöppum þess, stigablaðinu og spilaannálnum.</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;Every game here can be played with the keyboard alone, and a screen reader says each play as it is made. At the table:&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Öll spilin hér má spila með lyklaborðinu einu, og skjálesari les upp hvern leik um leið og hann er leikinn. Við borðið:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;To keep the cards in step with the speech, set Settings → Animation speed to Instant.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Til að spilin haldist í takt við talið skaltu stilla Stillingar → Hraði hreyfinga á Strax.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Why can&apos;t I play…?</source>
        <translation>Af hverju get ég ekki spilað…?</translation>
    </message>
    <message>
        <source>It is not your turn yet.</source>
        <translation>Þú átt ekki leik enn.</translation>
    </message>
    <message>
        <source>Playable cards, highest first</source>
        <translation>Spilanleg spil, hæsta fyrst</translation>
    </message>
    <message>
        <source>The first three are the matadors.</source>
        <translation>Fyrstu þrjú eru matadorarnir.</translation>
    </message>
    <message>
        <source>Trick cards</source>
        <translation>Slagspil</translation>
    </message>
    <message>
        <source>Each seven is a trick for its holder&apos;s team, laid out before leading.</source>
        <translation>Hver sjöa er slagur fyrir lið þess sem á hana og er lögð út fyrir útspil.</translation>
    </message>
    <message>
        <source>Unplayable cards</source>
        <translation>Óspilanleg spil</translation>
    </message>
    <message>
        <source>They never leave the hand; the K♣ is the outcome card.</source>
        <translation>Þau fara aldrei af hendinni; K♣ er úrslitaspilið.</translation>
    </message>
    <message>
        <source>The first three are the honours.</source>
        <translation>Fyrstu þrjú eru háspilin.</translation>
    </message>
    <message>
        <source>Every other card is worthless.</source>
        <translation>Öll önnur spil eru verðlaus.</translation>
    </message>
    <message>
        <source>Beating cards, highest first</source>
        <translation>Drepspil, hæsta fyrst</translation>
    </message>
    <message>
        <source>When a seven is led, highest first</source>
        <translation>Þegar sjöu er spilað út, hæsta fyrst</translation>
    </message>
    <message>
        <source>Nothing else can win a trick led with a seven.</source>
        <translation>Ekkert annað getur unnið slag þar sem sjöu var spilað út.</translation>
    </message>
    <message>
        <source>Worthless cards</source>
        <translation>Verðlaus spil</translation>
    </message>
    <message>
        <source>They never win a trick.</source>
        <translation>Þau vinna aldrei slag.</translation>
    </message>
    <message>
        <source>{name} (only with wild cards)</source>
        <translation>{name} (aðeins með villispilum)</translation>
    </message>
    <message>
        <source>{category}: {name}</source>
        <translation>{category}: {name}</translation>
    </message>
    <message>
        <source>Horwell&apos;s rule is on: running flushes interleave with the prials.</source>
        <translation>Regla Horwells er á: litaraðir og þrennur fléttast saman.</translation>
    </message>
    <message>
        <source>Horwell&apos;s rule is off: every prial beats every running flush.</source>
        <translation>Regla Horwells er af: hver þrenna er sterkari en hver litaröð.</translation>
    </message>
    <message>
        <source>{size}-card tricks, strongest first</source>
        <translation>Slagir með {size} spilum, sá sterkasti fyrst</translation>
    </message>
    <message>
        <source>Ranking chart</source>
        <translation>Röð spilanna</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Valkostir</translation>
    </message>
    <message>
        <source>Chosen in Game ▸ New game when the match starts.</source>
        <translation>Valið í Spil ▸ Nýtt spil þegar leikurinn hefst.</translation>
    </message>
    <message>
        <source>on or off; {default} unless you choose</source>
        <translation>á eða af; {default} nema þú veljir annað</translation>
    </message>
    <message>
        <source>{choices}; {default} unless you choose</source>
        <translation>{choices}; {default} nema þú veljir annað</translation>
    </message>
    <message>
        <source>automatic unless you choose</source>
        <translation>sjálfvirkt nema þú veljir annað</translation>
    </message>
    <message>
        <source>In this game: {value}.</source>
        <translation>Í þessu spili: {value}.</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Why can&apos;t I play…?&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Af hverju get ég ekki spilað…?&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;Every card of your hand that you cannot play now, with the rules&apos; own reason. On the table, right-click a dimmed card (or press the menu key on it) to see its reason in the status bar.&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Öll spil á hendi þinni sem þú getur ekki spilað núna, með ástæðunni sem reglurnar sjálfar gefa. Við borðið: hægrismelltu á dauft spil (eða ýttu á valmyndarlykilinn á því) til að sjá ástæðuna í stöðustikunni.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No game is in play.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ekkert spil er í gangi.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The deal is over: no card is played until the next deal.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gjöfinni er lokið: engu spili er spilað fyrr en í næstu gjöf.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;It is not your turn: {name} is to play. The reasons appear here when it is your turn.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Þú átt ekki leik: {name} á að spila. Ástæðurnar birtast hér þegar þú átt leik.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;You can play any card of your hand now.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Þú getur spilað hvaða spili sem er á hendi þinni núna.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The {card} can be played now.</source>
        <translation>Það má spila {card} núna.</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules — Bräus Desktop</source>
        <translation>Reglur — Bräus Desktop</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Hjálp um reglur</translation>
    </message>
    <message>
        <source>Rules pages</source>
        <translation>Reglusíður</translation>
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
        <translation>&lt;p class=&quot;lead&quot;&gt;Slagaspil frá Gotlandi fyrir
tvö lið, með undarlegri og dásamlegri reglu: flest spilin er
aldrei hægt að spila.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Players and cards&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Leikmenn og spil&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four players in two teams of two, partners sitting
opposite; or six players in two teams of three, sitting alternately. The pack has 36 cards,
six to ace in four suits. Each player gets nine cards (six each with six players), dealt one
at a time clockwise, starting with the player on the dealer&apos;s left (&lt;i&gt;forehand&lt;/i&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fjórir leikmenn í tveimur tveggja manna liðum og sitja meðspilarar hvor á móti öðrum; eða sex leikmenn í tveimur þriggja manna liðum og sitja liðin á víxl. Spilin eru 36, frá sexu upp í ás í fjórum litum. Hver leikmaður fær níu spil (sex hver þegar leikmennirnir eru sex), gefin eitt í einu réttsælis og byrjað á leikmanninum vinstra megin við gefandann (&lt;i&gt;forhönd&lt;/i&gt;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Three kinds of card&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Þrenns konar spil&lt;/h2&gt;</translation>
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
&lt;li&gt;&lt;b&gt;Spilanleg spil&lt;/b&gt; (18): einu spilin sem má leggja í slag. Röð þeirra sést í töflunni hér fyrir neðan; þrjú þau hæstu eru &lt;i&gt;matadorarnir&lt;/i&gt;.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Sjöur&lt;/b&gt; (4): slagspil. Þú spilar aldrei sjöu; í staðinn telst hver sjöa sem þú ert með á hendi sem sérstakur slagur fyrir liðið þitt þegar þú átt útspil.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Óspilanleg spil&lt;/b&gt; (14): þau eru á hendinni alla gjöfina. Eitt þeirra, K♣, er &lt;i&gt;úrslitaspilið&lt;/i&gt; og getur skorið úr gjöf sem annars yrði jöfn.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Playing a trick&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Að spila slag&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Forehand leads to the first trick. Whoever is to
lead first lays out every seven they hold, each one a trick for their team, and then leads
any playable card. A player who is to lead but has neither a seven nor a playable card hands
the lead on to the next player clockwise who has one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Forhönd spilar út í fyrsta slag. Sá sem á útspil leggur fyrst fram allar sjöurnar sínar, hverja sem slag fyrir liðið sitt, og spilar síðan út hvaða spilanlegu spili sem er. Leikmaður sem á útspil en er hvorki með sjöu né spilanlegt spil lætur útspilið ganga til næsta leikmanns réttsælis sem hefur slíkt spil.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;After the lead, every other player gets exactly
&lt;b&gt;one chance&lt;/b&gt;, in turn clockwise: if you hold a playable card higher than the last card
played, you &lt;b&gt;must&lt;/b&gt; play one of them (any one you like), even over your partner. If you
hold none, you pass and play nothing. There is no discarding. The last card played is always
the highest, and its player wins the trick and leads next. Tricks can be short, so a deal
can have more tricks than there are cards in a hand.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Eftir útspilið fær hver hinna leikmannanna nákvæmlega &lt;b&gt;eitt tækifæri&lt;/b&gt;, hver á eftir öðrum réttsælis: ef þú ert með spilanlegt spil sem er hærra en síðasta spilið sem var lagt, &lt;b&gt;verður&lt;/b&gt; þú að leggja eitt þeirra (hvert sem þú vilt), jafnvel yfir meðspilara þinn. Ef þú ert ekki með neitt slíkt segirðu pass og leggur ekkert. Aldrei er kastað af. Síðasta spilið sem var lagt er alltaf hæst, og sá sem lagði það vinnur slaginn og spilar næst út. Slagir geta verið stuttir, svo í einni gjöf geta verið fleiri slagir en spilin á hendi.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Winning the deal&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Að vinna gjöfina&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The deal ends the moment a team has &lt;b&gt;six
tricks&lt;/b&gt; (sevens included). That team scores one point, or two points (&lt;i&gt;Jan&lt;/i&gt;) if the
other team has not taken a single trick by then.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gjöfinni lýkur um leið og lið hefur fengið &lt;b&gt;sex slagi&lt;/b&gt; (sjöurnar meðtaldar). Það lið fær eitt stig, eða tvö stig (&lt;i&gt;Jan&lt;/i&gt;) ef hitt liðið hefur þá ekki fengið einn einasta slag.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If the cards run out first: a team with exactly
five tricks whose player holds the K♣ counts it as the sixth trick and scores one point.
Otherwise the deal is drawn, nobody scores, and the same dealer deals again. After a scored
deal the deal passes to the left.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ef spilin klárast fyrst: lið með nákvæmlega fimm slagi sem er með K♣ á hendi telur kónginn sem sjötta slaginn og fær eitt stig. Annars verður gjöfin jöfn, enginn fær stig og sami gefandi gefur aftur. Eftir gjöf sem gaf stig fer gjöfin til vinstri.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first team to reach the target (6 points unless
you chose otherwise) wins the game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Liðið sem fyrst nær markinu (6 stigum nema þú hafir valið annað) vinnur spilið.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;At the table&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Við borðið&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Click a card, drag it to the middle, or move along
your hand with ← → and press Enter to play it. Cards you cannot play now are dimmed;
right-click one (or press the menu key) to hear why. Press P to pass.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Smelltu á spil, dragðu það inn á mitt borðið, eða farðu eftir hendinni með ← → og ýttu á Enter til að spila því. Spil sem þú getur ekki spilað núna eru dempuð; hægrismelltu á eitt þeirra (eða ýttu á valmyndarlykilinn) til að fá að vita hvers vegna. Ýttu á P til að segja pass.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Danish Brus&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Danskur brús&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;A fast partnership game of bluff and
nerve: small hands, a stock to draw from, no obligation to follow, and honours you can
&lt;i&gt;risk&lt;/i&gt; for extra points.&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Hratt paraspil þar sem reynir á blekkingar og taugar: litlar hendur, stokkur til að draga úr, engin skylda að fylgja lit, og háspil sem þú getur &lt;i&gt;vogað&lt;/i&gt; með fyrir aukastig.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four players in two partnerships, partners
opposite. The pack has 36 cards: 5 to 9 and jack to ace in four suits (with the option
&lt;i&gt;Tens instead of fives&lt;/i&gt; the tens replace the fives; it makes no difference to play).
Each player gets three cards, dealt in one batch of three clockwise from the dealer; the
rest is a face-down stock.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fjórir leikmenn í tveimur pörum og sitja meðspilarar hvor á móti öðrum. Spilin eru 36: 5 til 9 og gosi upp í ás í fjórum litum (með valkostinum &lt;i&gt;Tíur í stað fimma&lt;/i&gt; koma tíurnar í stað fimmanna; það breytir engu í spilinu). Hver leikmaður fær þrjú spil, gefin þrjú í einu réttsælis og byrjað á gefandanum; afgangurinn er stokkur á grúfu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Which cards are strong&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Hvaða spil eru sterk&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Eighteen cards are &lt;b&gt;beating cards&lt;/b&gt;, ranked in
the chart below; the top three are the &lt;i&gt;honours&lt;/i&gt;. Every other card is worthless, with
one exception: when a &lt;b&gt;seven is led&lt;/b&gt;, beating cards cannot beat it. Only a higher seven
can, or the K♣, which beats every seven; and the K♠ beats the K♣ if it comes after it in the
same trick. When anything else is led, sevens and black kings are worthless.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Átján spil eru &lt;b&gt;drepspil&lt;/b&gt;, í þeirri röð sem taflan hér fyrir neðan sýnir; þrjú þau hæstu eru &lt;i&gt;háspilin&lt;/i&gt;. Öll hin spilin eru verðlaus, með einni undantekningu: þegar &lt;b&gt;sjöu er spilað út&lt;/b&gt; geta drepspilin ekki drepið hana. Það getur aðeins hærri sjöa, eða K♣, sem drepur allar sjöur; og K♠ drepur K♣ ef hann kemur á eftir honum í sama slag. Þegar einhverju öðru er spilað út eru sjöurnar og svörtu kóngarnir verðlaus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Playing&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Spilamennskan&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The dealer leads to the first trick; after that,
the winner of each trick leads. There is no obligation at all: play any card to any trick.
The highest beating card wins; if nobody played a beating card, the leader wins. After each
trick everybody, the winner first, draws from the stock back to three cards. When the stock
cannot give everyone the same number, the last cards go out one at a time from the winner
on.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gefandinn spilar út í fyrsta slag; eftir það spilar sá út sem tók síðasta slag. Engin skylda er til neins: leggja má hvaða spil sem er í hvaða slag sem er. Hæsta drepspilið vinnur; ef enginn lagði drepspil vinnur sá sem spilaði út. Eftir hvern slag draga allir úr stokknum, fyrst sá sem tók slaginn, þar til þeir hafa aftur þrjú spil. Þegar ekki eru nógu mörg spil eftir í stokknum til að allir fái jafn mörg eru síðustu spilin gefin eitt í einu, frá þeim sem tók slaginn og áfram.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Multiple tricks.&lt;/b&gt; Holding two or three cards
of the same rank (four with 4-card hands), you may lead them together, and an honour may go
with worthless cards of its rank (8♠+8♦). Everyone else then plays as many cards. You beat
the set only if each of your cards can be matched to a different card of it and beat that
card. Such a trick counts as that many tricks, and everyone draws as many cards as they
played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Margfaldir slagir.&lt;/b&gt; Ef þú ert með tvö eða þrjú jafnhá spil (fjögur þegar hver er með 4 spil á hendi) máttu spila þeim út saman, og háspil má fara með verðlausum spilum sem eru jafnhá því (8♠+8♦). Allir hinir leggja þá jafn mörg spil. Þú drepur samstæðuna aðeins ef hægt er að para hvert spilanna þinna við sitt spil í henni og drepa það. Slíkur slagur telst jafn margir slagir og spilin í honum, og allir draga jafn mörg spil og þeir lögðu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Risking&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Að voga&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;When you play the Brus (K♥) or the Galhund (8♠) you
may &lt;b&gt;risk&lt;/b&gt; it, provided it is not the last card of the trick and a higher honour is
still out and not in your own hand. If the risked card wins the trick, your side scores a
point. If an opponent beats it (&lt;i&gt;smacks&lt;/i&gt; it), their side scores the point instead. A K♥
that smacks a risked 8♠ may be risked in turn: if it then wins, its side scores 2; if the J♣
smacks both, the J♣&apos;s side scores 2. A risked card beaten by the risker&apos;s own partner scores
nothing. At the table, tick &lt;i&gt;Risk it&lt;/i&gt; when it is offered before you play.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Þegar þú spilar Brus (K♥) eða Galhund (8♠) máttu &lt;b&gt;voga&lt;/b&gt; með spilinu, að því tilskildu að það sé ekki síðasta spilið í slagnum og að hærra háspil sé enn úti og ekki á þinni hendi. Ef vogaða spilið vinnur slaginn fær liðið þitt stig. Ef mótherji drepur það (&lt;i&gt;drepur vogunina&lt;/i&gt;) fær lið hans stigið í staðinn. K♥ sem drepur vogaða 8♠ má síðan voga með: ef hann vinnur fær lið hans 2; ef J♣ drepur bæði fær lið J♣ 2. Vogað spil sem meðspilari þess sem vogaði drepur gefur ekkert. Við borðið hakarðu við &lt;i&gt;Voga&lt;/i&gt; þegar það býðst, áður en þú spilar.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Scoring&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Stigagjöf&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first side to &lt;b&gt;five tricks&lt;/b&gt; wins the hand.
Each side starts with a bundle of sticks (12 unless you chose otherwise), and every point
scored lets a side throw one away: one for the hand, two for taking the first five tricks in
a row (&lt;i&gt;storming the castle&lt;/i&gt;), one per risk point. The first side rid of all its sticks
wins the rubber.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Liðið sem fyrst fær &lt;b&gt;fimm slagi&lt;/b&gt; vinnur gjöfina. Hvort lið byrjar með búnt af spýtum (12 nema þú hafir valið annað), og fyrir hvert stig má liðið henda einni: einni fyrir gjöfina, tveimur fyrir að taka fyrstu fimm slagina í röð (&lt;i&gt;taka kastalann með áhlaupi&lt;/i&gt;), einni fyrir hvert vogunarstig. Liðið sem fyrst losnar við allar spýturnar sínar vinnur rúbertuna.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Click cards to select them (a set of one rank, or
as many cards as a set led to you), then press Play; a double-click plays a single card. With
the keyboard alone: {left} and {right} move along your hand, {space} selects a card, {enter}
plays the cards selected (or the card you are on). Dimmed cards cannot be played now:
right-click one (or press the menu key) to hear why.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Smelltu á spil til að velja þau (samstæðu jafnhárra spila, eða jafn mörg spil og eru í samstæðunni sem spilað var út til þín) og ýttu svo á Spila; tvísmellur spilar einu spili. Með lyklaborðinu einu: {left} og {right} færa þig eftir hendinni, {space} velur spil, {enter} spilar völdu spilunum (eða spilinu sem þú ert á). Dempuð spil er ekki hægt að spila núna: hægrismelltu á eitt þeirra (eða ýttu á valmyndarlykilinn) til að fá að vita hvers vegna.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Solo Brus&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Einmenningsbrús&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;Danish Brus for three players, each
for themselves.&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Danskur brús fyrir þrjá leikmenn, hvern fyrir sig.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Everything works as in Danish Brus (see that page
for the cards, multiple tricks and risking) with these differences:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Allt fer fram eins og í dönskum brús (sjá þá síðu um spilin, margfalda slagi og voganir) með þessum frávikum:&lt;/p&gt;</translation>
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
&lt;li&gt;Þrír leikmenn og hver er sitt eigið lið; hver leikmaður á sínar eigin spýtur.&lt;/li&gt;
&lt;li&gt;Sá leikmaður sem fyrstur fær fimm slagi vinnur gjöfina. Allir tólf slagirnir geta skipst 4-4-4: þá vinnur enginn gjöfina, og sá næsti sem vinnur gjöf hendir einni spýtu aukalega.&lt;/li&gt;
&lt;li&gt;Hver sá mótherji sem drepur vogaða spilið þitt fær stigið fyrir að drepa það.&lt;/li&gt;
&lt;li&gt;Með valkostinum &lt;i&gt;Enginn stokkur&lt;/i&gt; eru öll spilin gefin (tólf á mann); sá leikmaður sem fær fleiri slagi en hvor mótherjinn um sig vinnur, og ef tveir eða fleiri eru jafnir með flesta slagi falla öll stig gjafarinnar niður.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Icelandic Brús&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Íslenskur brús&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;The Icelandic cousin of Brus:
single-card tricks, a dangerous cut, one card to risk, and a comb of five rungs to
climb.&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Íslenskur frændi danska brúsins: eitt spil í einu í hverjum slag, hættulegt að gera við, eitt spil sem má voga með og kambur með fimm prikum sem þarf að þurrka út.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four players in two partnerships. The pack has 36
cards, six to ace in four suits. The beating cards rank as in Danish Brus (chart below);
every other card, sevens and black kings included, is worthless. The 8♠ is called
&lt;i&gt;brúnka&lt;/i&gt; here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fjórir leikmenn í tveimur pörum. Spilin eru 36, frá sexu upp í ás í fjórum litum. Drepspilin raðast eins og í dönskum brús (taflan hér fyrir neðan); öll önnur spil, sjöur og svörtu kóngarnir meðtalin, eru verðlaus. 8♠ er hér kölluð &lt;i&gt;brúnka&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;The cut&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Að gera við&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The player on the dealer&apos;s right cuts the pack, and
the card that ends up at the bottom is shown. If it is the J♣ or the K♥, a shameful cut: the
dealer&apos;s team scores a point at once, and the pack is shuffled and cut again, as often as it
happens. When it is your cut, click the spread pack where you want to cut it, or choose the
place with {left} and {right} and press {enter}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Leikmaðurinn hægra megin við gefandann gerir við, og spilið sem lendir neðst er sýnt. Ef það er J♣ eða K♥ er það beiðsli, hin mesta skömm: lið gefandans fær strax stig, og spilin eru stokkuð og gert við aftur, eins oft og það gerist. Þegar þú átt að gera við smellirðu á útbreiddu spilin þar sem þú vilt gera við, eða velur staðinn með {left} og {right} og ýtir á {enter}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Three cards each, dealt from forehand (the dealer&apos;s
left), who leads first; the rest is the stock. Play any card to any trick; the highest
beating card wins, and if there is none, the leader wins. After each trick everyone, the
winner first, draws back to three. Cards are always played one at a time.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Þrjú spil á mann, gefin frá forhönd (vinstra megin við gefandann), sem spilar fyrst út; afgangurinn er stokkurinn. Leggja má hvaða spil sem er í hvaða slag sem er; hæsta drepspilið vinnur, og ef ekkert drepspil er í slagnum vinnur sá sem spilaði út. Eftir hvern slag draga allir, fyrst sá sem tók slaginn, þar til þeir hafa aftur þrjú spil. Alltaf er spilað einu spili í einu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Risking the K♥&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Að voga með K♥&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Only the K♥ can be risked, never in the first trick
of a hand, never by a team one point from winning the game, and only while the J♣ is still
out and not in your own hand.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aðeins má voga með K♥, aldrei í fyrsta slag gjafarinnar, aldrei ef liðið þitt vantar aðeins eitt stig til að vinna spilið, og aðeins meðan J♣ er enn úti og ekki á þinni hendi.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Risk the round&lt;/b&gt;: lead the K♥ risked. If it wins, your team scores 2; if an
opponent&apos;s J♣ beats it, the opponents score 3.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Under you&lt;/b&gt;: play the K♥ second or third and risk it. If it wins, your team scores
1; if the next player&apos;s J♣ beats it, the opponents score 2.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Voga rúntinn&lt;/b&gt;: spilaðu K♥ út og vogaðu með honum. Ef hann vinnur fær liðið þitt 2; ef J♣ mótherja drepur hann fá mótherjarnir 3.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Undir þig&lt;/b&gt;: leggðu K♥ sem annað eða þriðja spil og vogaðu með honum. Ef hann vinnur fær liðið þitt 1; ef J♣ næsta leikmanns drepur hann fá mótherjarnir 2.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If your partner beats it with the J♣, nobody scores
for the risk. After a successful risk you show your other cards to the opponents as
proof.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ef meðspilari þinn drepur hann með J♣ fær enginn stig fyrir vogunina. Eftir heppnaða vogun sýnirðu mótherjunum hin spilin þín til sönnunar.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first team to five tricks wins the hand: one
point, or two (&lt;i&gt;jana&lt;/i&gt;) if the other team took none. The first team to five points, the
top of the comb, wins the game. A won game counts in the running series by the losers&apos;
unerased rungs: a 5-0 win (&lt;i&gt;scratching&lt;/i&gt;) is worth 6, and beating a team that stood one
point from victory while you had nothing (&lt;i&gt;hanged for the robbery&lt;/i&gt;) is worth 2 instead
of 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Liðið sem fyrst fær fimm slagi vinnur gjöfina: eitt stig, eða tvö (&lt;i&gt;jana&lt;/i&gt;) ef hitt liðið fékk engan slag. Liðið sem fyrst fær fimm stig og klárar kambinn vinnur spilið. Unnið spil telst í áframhaldandi keppninni eftir þeim prikum taparanna sem eftir standa: sigur 5-0 (&lt;i&gt;klór&lt;/i&gt;) gildir 6, og ef þið sigrið lið sem stóð einu stigi frá sigri meðan þið höfðuð ekkert (þá eru þeir &lt;i&gt;hengdir á ránni&lt;/i&gt;) gildir sigurinn 2 í stað 1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Horwell&apos;s multi-card Brag&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Brag Horwells með mörgum spilum&lt;/h1&gt;</translation>
    </message>
    <message>
        <source>&lt;p class=&quot;lead&quot;&gt;A game of judgement rather than luck
in play: you get a big hand, split it into brag tricks, and the tricks are compared one by
one in a showdown.&lt;/p&gt;</source>
        <translation>&lt;p class=&quot;lead&quot;&gt;Spil þar sem dómgreind skiptir meira máli en heppni: þú færð stóra hönd, skiptir henni í brag-slagi, og slagirnir eru bornir saman einn af öðrum í uppgjöri.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Two to four players, each for themselves, with the
52-card pack (and the three jokers when they are wild). Each player gets a large hand,
sixteen cards by default: five tricks of three cards and one card to throw away.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tveir til fjórir leikmenn, hver fyrir sig, spila með 52 spilum (og jókerunum þremur þegar þeir eru villispil). Hver leikmaður fær stóra hönd, sjálfgefið sextán spil: fimm þriggja spila slagi og eitt spil til að henda.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Arranging&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Að raða&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every player splits the whole hand into tricks of
three cards (or four, if you chose 4-card tricks), discards the spare card, and lays the
tricks in order, &lt;b&gt;strongest first&lt;/b&gt;. Nobody sees anyone else&apos;s arrangement. Then the
first tricks are compared, then the second ones, and so on: the strongest trick at each
position scores its player one point, and winning every position earns one bonus point. The
first player to the target wins; players who reach it together with equal scores play
sudden-death deals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hver leikmaður skiptir allri hendinni í slagi með þremur spilum (eða fjórum, ef þú valdir 4 spila slagi), hendir afgangsspilinu og raðar slögunum, &lt;b&gt;þeim sterkasta fyrst&lt;/b&gt;. Enginn sér röðun annarra. Síðan eru fyrstu slagirnir bornir saman, svo þeir næstu, og svo framvegis: sterkasti slagurinn á hverjum stað gefur leikmanni sínum eitt stig, og sá sem vinnur alla staðina fær eitt aukastig. Sá leikmaður sem fyrstur nær markinu vinnur; leikmenn sem ná því samtímis með jafn mörg stig spila gjafir í bráðabana.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h2&gt;What beats what&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Hvað drepur hvað&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tricks are ranked by category, as in three-card
brag; the chart below shows every category in its order with an example (the order is
computed by the game&apos;s own evaluator). Within a category the higher cards win, the cards
making the combination first (a flush A-10-9 beats A-9-5). When every rank is equal, the
suit of the highest card decides, in bridge order: ♠ above ♥ above ♦ above ♣. A pair is
compared by its pair alone, never by the odd card.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Slögum er raðað eftir flokkum, eins og í þriggja spila brag; taflan hér fyrir neðan sýnir hvern flokk í röð með dæmi (röðin er reiknuð af eigin matsfalli spilsins). Innan flokks vinna hærri spilin, og fyrst eru borin saman spilin sem mynda samsetninguna (litur A-10-9 drepur A-9-5). Þegar öll spilin eru jafnhá ræður litur hæsta spilsins, í bridsröð: ♠ yfir ♥ yfir ♦ yfir ♣. Par er aðeins borið saman eftir parinu sjálfu, aldrei eftir staka spilinu.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Runs: A-2-3 is the highest run, then A-K-Q, K-Q-J
and so on down to 4-3-2; K-A-2 is not a run. Three threes (in 4-card tricks, four fours) is
the highest prial and loses only to a supreme.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Raðir: A-2-3 er hæsta röðin, síðan A-K-Q, K-Q-J og svo framvegis niður í 4-3-2; K-A-2 er ekki röð. Þrír þristar (í 4 spila slögum, fjórir fjarkar) eru hæsta þrennan og tapa aðeins fyrir supreme.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Horwell&apos;s rule&lt;/b&gt; (on unless you turned it
off): a running flush beats a prial whose rank is lower than the flush&apos;s top card, so K-Q-J
of one suit beats three queens but loses to three kings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Regla Horwells&lt;/b&gt; (gildir nema þú hafir slökkt á henni): litaröð drepur þrennu sem er lægri en hæsta spil litaraðarinnar, svo K-Q-J í sama lit drepur þrjár drottningar en tapar fyrir þremur kóngum.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Wild cards&lt;/b&gt; (if chosen) stand for any card,
but a trick may hold only one, unless all its cards are wild (a &lt;i&gt;supreme&lt;/i&gt;, which may
only be the first trick). A wild counts as the best card it could be, yet a natural card
beats the same card made by a wild.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Villispil&lt;/b&gt; (ef þau eru valin) geta staðið fyrir hvaða spil sem er, en í slag má aðeins vera eitt, nema öll spil hans séu villispil (&lt;i&gt;supreme&lt;/i&gt;, sem má aðeins vera fyrsti slagurinn). Villispil telst besta spilið sem það gæti verið, en ekta spil drepur sama spil myndað með villispili.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;When it is your turn the arranger opens. Drag cards
into the tricks, click a card and then a place, or use the keyboard alone (arrows move,
Enter picks up and puts down, Delete sends a card back). It names each trick as you build it
and says in plain words what is wrong before you confirm; &lt;i&gt;Auto-arrange&lt;/i&gt; makes a good
start.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Þegar röðin kemur að þér opnast röðunarglugginn. Dragðu spil í slagina, smelltu á spil og síðan á stað, eða notaðu lyklaborðið eingöngu (örvarnar færa, Enter tekur upp og leggur niður, Delete sendir spil til baka). Glugginn nefnir hvern slag jafnóðum og þú byggir hann og segir á einföldu máli hvað er að áður en þú staðfestir; &lt;i&gt;Raða sjálfkrafa&lt;/i&gt; gefur góða byrjun.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Us</source>
        <translation>Við</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Þeir</translation>
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
        <translation>1 stig</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} stig</translation>
    </message>
    <message>
        <source>1 deal</source>
        <translation>1 gjöf</translation>
    </message>
    <message>
        <source>{n} deals</source>
        <translation>{n} gjafir</translation>
    </message>
    <message>
        <source>Risks: {points}.</source>
        <translation>Voganir: {points}.</translation>
    </message>
    <message>
        <source>Whistles: {points}.</source>
        <translation>Flaut: {points}.</translation>
    </message>
    <message>
        <source>Cut points: {points}.</source>
        <translation>Stig fyrir beiðsli: {points}.</translation>
    </message>
    <message>
        <source>Deal in play: {points} so far.</source>
        <translation>Gjöf í gangi: {points} hingað til.</translation>
    </message>
    <message>
        <source>Deal in play.</source>
        <translation>Gjöf í gangi.</translation>
    </message>
    <message>
        <source>Drawn deal ({score} tricks): {dealer} deals again.</source>
        <translation>Jöfn gjöf ({score} slagir): {dealer} gefur aftur.</translation>
    </message>
    <message>
        <source>Drawn deal ({score} tricks): you deal again.</source>
        <translation>Jöfn gjöf ({score} slagir): þú gefur aftur.</translation>
    </message>
    <message>
        <source>{who} take six tricks to none: Jan, 2 points!</source>
        <translation>{who}: sex slagir gegn engum – Jan, 2 stig!</translation>
    </message>
    <message>
        <source>{who} takes six tricks to none: Jan, 2 points!</source>
        <translation>{who} tekur sex slagi gegn engum: Jan, 2 stig!</translation>
    </message>
    <message>
        <source>{who} win with five tricks and the outcome card K♣ ({holder} held it): 1 point ({tricks}).</source>
        <translation>{who}: sigur með fimm slögum og úrslitaspilinu K♣ ({holder} var með hann) – 1 stig ({tricks}).</translation>
    </message>
    <message>
        <source>{who} win with five tricks and the outcome card K♣ (you held it): 1 point ({tricks}).</source>
        <translation>{who}: sigur með fimm slögum og úrslitaspilinu K♣ (þú varst með hann) – 1 stig ({tricks}).</translation>
    </message>
    <message>
        <source>{who} wins with five tricks and the outcome card K♣ ({holder} held it): 1 point ({tricks}).</source>
        <translation>{who} vinnur með fimm slögum og úrslitaspilinu K♣ ({holder} var með hann): 1 stig ({tricks}).</translation>
    </message>
    <message>
        <source>{who} wins with five tricks and the outcome card K♣ (you held it): 1 point ({tricks}).</source>
        <translation>{who} vinnur með fimm slögum og úrslitaspilinu K♣ (þú varst með hann): 1 stig ({tricks}).</translation>
    </message>
    <message>
        <source>{who} win with five tricks and the outcome card K♣: 1 point ({tricks}).</source>
        <translation>{who}: sigur með fimm slögum og úrslitaspilinu K♣ – 1 stig ({tricks}).</translation>
    </message>
    <message>
        <source>{who} wins with five tricks and the outcome card K♣: 1 point ({tricks}).</source>
        <translation>{who} vinnur með fimm slögum og úrslitaspilinu K♣: 1 stig ({tricks}).</translation>
    </message>
    <message>
        <source>{who} take six tricks ({tricks}): 1 point.</source>
        <translation>{who}: sex slagir ({tricks}) – 1 stig.</translation>
    </message>
    <message>
        <source>{who} takes six tricks ({tricks}): 1 point.</source>
        <translation>{who} tekur sex slagi ({tricks}): 1 stig.</translation>
    </message>
    <message>
        <source>A tie for most tricks ({score} tricks): every point of the hand is annulled.</source>
        <translation>Jafnt um flesta slagi ({score} slagir): öll stig gjafarinnar falla niður.</translation>
    </message>
    <message>
        <source>The tricks split {score}: nobody wins the hand.</source>
        <translation>Slagirnir skiptast {score}: enginn vinnur gjöfina.</translation>
    </message>
    <message>
        <source>The next hand&apos;s winner discards 1 extra stick.</source>
        <translation>Sá sem vinnur næstu gjöf hendir 1 spýtu aukalega.</translation>
    </message>
    <message>
        <source>The next hand&apos;s winner discards {n} extra sticks.</source>
        <translation>Sá sem vinnur næstu gjöf hendir {n} spýtum aukalega.</translation>
    </message>
    <message>
        <source>{who} win the hand ({score} tricks): jana, 2 points.</source>
        <translation>{who}: gjöfin unnin ({score} slagir) – jana, 2 stig.</translation>
    </message>
    <message>
        <source>{who} wins the hand ({score} tricks): jana, 2 points.</source>
        <translation>{who} vinnur gjöfina ({score} slagir): jana, 2 stig.</translation>
    </message>
    <message>
        <source>{who} win the hand ({score} tricks): 1 point.</source>
        <translation>{who}: gjöfin unnin ({score} slagir) – 1 stig.</translation>
    </message>
    <message>
        <source>{who} wins the hand ({score} tricks): 1 point.</source>
        <translation>{who} vinnur gjöfina ({score} slagir): 1 stig.</translation>
    </message>
    <message>
        <source>Tricks: {list}.</source>
        <translation>Slagir: {list}.</translation>
    </message>
    <message>
        <source>{who} win the hand with every trick (jan) ({score} tricks).</source>
        <translation>{who}: gjöfin unnin með öllum slögunum (jan) ({score} slagir).</translation>
    </message>
    <message>
        <source>{who} wins the hand with every trick (jan) ({score} tricks).</source>
        <translation>{who} vinnur gjöfina með öllum slögunum (jan) ({score} slagir).</translation>
    </message>
    <message>
        <source>{who} win the hand, storming the castle ({score} tricks).</source>
        <translation>{who}: gjöfin unnin og kastalinn tekinn með áhlaupi ({score} slagir).</translation>
    </message>
    <message>
        <source>{who} wins the hand, storming the castle ({score} tricks).</source>
        <translation>{who} vinnur gjöfina og tekur kastalann með áhlaupi ({score} slagir).</translation>
    </message>
    <message>
        <source>{who} win the hand ({score} tricks).</source>
        <translation>{who}: gjöfin unnin ({score} slagir).</translation>
    </message>
    <message>
        <source>{who} wins the hand ({score} tricks).</source>
        <translation>{who} vinnur gjöfina ({score} slagir).</translation>
    </message>
    <message>
        <source>{who} stormed the castle (+1).</source>
        <translation>{who}: kastalinn tekinn með áhlaupi (+1).</translation>
    </message>
    <message>
        <source>1 waiting stick go with it.</source>
        <translation>1 biðspýta fylgir með.</translation>
    </message>
    <message>
        <source>{n} waiting sticks go with it.</source>
        <translation>{n} biðspýtur fylgja með.</translation>
    </message>
    <message>
        <source>{short} discard 1 stick for this hand.</source>
        <translation>{short}: 1 spýtu hent í þessari gjöf.</translation>
    </message>
    <message>
        <source>{short} discard {n} sticks in all for this hand.</source>
        <translation>{short}: {n} spýtum hent alls í þessari gjöf.</translation>
    </message>
    <message>
        <source>{short} discards 1 stick for this hand.</source>
        <translation>{short} hendir 1 spýtu í þessari gjöf.</translation>
    </message>
    <message>
        <source>{short} discards {n} sticks in all for this hand.</source>
        <translation>{short} hendir {n} spýtum alls í þessari gjöf.</translation>
    </message>
    <message>
        <source>{who} win all {n} tricks and the bonus point: {points}!</source>
        <translation>{who}: allir {n} slagirnir og aukastigið – {points}!</translation>
    </message>
    <message>
        <source>{who} wins all {n} tricks and the bonus point: {points}!</source>
        <translation>{who} vinnur alla {n} slagina og aukastigið: {points}!</translation>
    </message>
    <message>
        <source>{who} win the deal with {won} of {n} tricks: {points}.</source>
        <translation>{who}: gjöfin unnin með {won} af {n} slögum – {points}.</translation>
    </message>
    <message>
        <source>{who} wins the deal with {won} of {n} tricks: {points}.</source>
        <translation>{who} vinnur gjöfina með {won} af {n} slögum: {points}.</translation>
    </message>
    <message>
        <source>Nobody wins the deal outright.</source>
        <translation>Enginn einn vinnur gjöfina.</translation>
    </message>
    <message>
        <source>Points: {points}.</source>
        <translation>Stig: {points}.</translation>
    </message>
    <message>
        <source>After {deals}: {points} (game to {target}).</source>
        <translation>Eftir {deals}: {points} (spilað upp í {target}).</translation>
    </message>
    <message>
        <source>{who} win the rubber: all {target} sticks discarded in {deals} (sticks left: {left}).</source>
        <translation>{who}: rúbertan unnin – allar {target} spýturnar farnar eftir {deals} (spýtur eftir: {left}).</translation>
    </message>
    <message>
        <source>{who} wins the rubber: all {target} sticks discarded in {deals} (sticks left: {left}).</source>
        <translation>{who} vinnur rúbertuna: allar {target} spýturnar farnar eftir {deals} (spýtur eftir: {left}).</translation>
    </message>
    <message>
        <source>{who} win the game {score} after {deals}.</source>
        <translation>{who}: spilið unnið {score} eftir {deals}.</translation>
    </message>
    <message>
        <source>{who} wins the game {score} after {deals}.</source>
        <translation>{who} vinnur spilið {score} eftir {deals}.</translation>
    </message>
    <message>
        <source>{who} win the game with {points} after {deals} ({rest}).</source>
        <translation>{who}: spilið unnið, {points}, eftir {deals} ({rest}).</translation>
    </message>
    <message>
        <source>{who} wins the game with {points} after {deals} ({rest}).</source>
        <translation>{who} vinnur spilið, {points}, eftir {deals} ({rest}).</translation>
    </message>
    <message>
        <source>Series value: {value} to {side}.</source>
        <translation>Gildi í keppninni: {value} ({side}).</translation>
    </message>
    <message>
        <source>{short} win!</source>
        <translation>{short}: sigur!</translation>
    </message>
    <message>
        <source>{short} wins!</source>
        <translation>{short} vinnur!</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Deal {n} (in play), dealt by {name}.</source>
        <translation>Gjöf {n} (í gangi), gefandi: {name}.</translation>
    </message>
    <message>
        <source>Deal {n}, dealt by {name}.</source>
        <translation>Gjöf {n}, gefandi: {name}.</translation>
    </message>
    <message>
        <source>Deal {n}, in play</source>
        <translation>Gjöf {n}, í gangi</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Gefandi</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Samtals</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Númer gjafar</translation>
    </message>
    <message>
        <source>Who dealt</source>
        <translation>Hver gaf</translation>
    </message>
    <message>
        <source>Running total: {sides}</source>
        <translation>Staðan samtals: {sides}</translation>
    </message>
    <message>
        <source>Points of the deal: {side}</source>
        <translation>Stig gjafarinnar: {side}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetView</name>
    <message>
        <source>Score sheet</source>
        <translation>Stigablað</translation>
    </message>
    <message>
        <source>Points of every deal</source>
        <translation>Stig hverrar gjafar</translation>
    </message>
    <message>
        <source>Review deal {n}…</source>
        <translation>Yfirfara gjöf {n}…</translation>
    </message>
</context>
<context>
    <name>ScoreTally</name>
    <message>
        <source>Score tally</source>
        <translation>Stigastaða</translation>
    </message>
    <message>
        <source>Series: counts when the game is won</source>
        <translation>Keppnin: telur þegar spilið er unnið</translation>
    </message>
    <message>
        <source>Series: {value} to {side}</source>
        <translation>Keppnin: {value} ({side})</translation>
    </message>
    <message>
        <source>no sticks left</source>
        <translation>engar spýtur eftir</translation>
    </message>
    <message>
        <source>1 stick left</source>
        <translation>1 spýta eftir</translation>
    </message>
    <message>
        <source>{n} sticks left</source>
        <translation>{n} spýtur eftir</translation>
    </message>
    <message>
        <source>comb erased</source>
        <translation>kamburinn útstrikaður</translation>
    </message>
    <message>
        <source>on the robber rung</source>
        <translation>á ránni</translation>
    </message>
    <message>
        <source>{n} rungs left</source>
        <translation>{n} prik eftir</translation>
    </message>
    <message>
        <source>{score} of {target}</source>
        <translation>{score} af {target}</translation>
    </message>
    <message>
        <source>won · {text}</source>
        <translation>unnið · {text}</translation>
    </message>
    <message>
        <source>{game} · {n} sticks</source>
        <translation>{game} · {n} spýtur</translation>
    </message>
    <message>
        <source>{game} · comb of {n}</source>
        <translation>{game} · kambur með {n} prikum</translation>
    </message>
    <message>
        <source>{game} · game to {n}</source>
        <translation>{game} · spilað upp í {n}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Gjöf {n}</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Ekkert spil enn</translation>
    </message>
    <message>
        <source>robber</source>
        <translation>ráin</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <source>thinking</source>
        <translation>hugsar</translation>
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
        <translation>Þú</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Vestur</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Norður</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Austur</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Suður</translation>
    </message>
    <message>
        <source>Southwest</source>
        <translation>Suðvestur</translation>
    </message>
    <message>
        <source>Northwest</source>
        <translation>Norðvestur</translation>
    </message>
    <message>
        <source>Northeast</source>
        <translation>Norðaustur</translation>
    </message>
    <message>
        <source>Southeast</source>
        <translation>Suðaustur</translation>
    </message>
    <message>
        <source>South-west</source>
        <translation>Suðvestur</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>Norðvestur</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>Norðaustur</translation>
    </message>
    <message>
        <source>South-east</source>
        <translation>Suðaustur</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Mótherji</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Leikmaður {n}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Sæti {n}</translation>
    </message>
</context>
<context>
    <name>SeriesTally</name>
    <message>
        <source>Brús series</source>
        <translation>Brúskeppnin</translation>
    </message>
    <message>
        <source>Icelandic Brús keeps a running series across games and sessions: a win is worth the losers&apos; unerased rungs (6 for a 5-0 game).</source>
        <translation>Íslenskur brús heldur áframhaldandi keppni yfir mörg spil og margar lotur: sigur gildir jafn mikið og þau prik taparanna sem eftir standa (6 fyrir spil sem endar 5-0).</translation>
    </message>
    <message>
        <source>Brús series score</source>
        <translation>Staðan í brúskeppninni</translation>
    </message>
    <message>
        <source>Brús series details</source>
        <translation>Nánar um brúskeppnina</translation>
    </message>
    <message>
        <source>No Icelandic Brús game has been finished in this mode yet.</source>
        <translation>Engu spili í íslenskum brús hefur enn verið lokið í þessum ham.</translation>
    </message>
    <message>
        <source>You {n}</source>
        <translation>Þú {n}</translation>
    </message>
    <message>
        <source>{n} Them</source>
        <translation>{n} Þeir</translation>
    </message>
    <message>
        <source>level</source>
        <translation>jafnt</translation>
    </message>
    <message>
        <source>you lead by {n}</source>
        <translation>þú ert {n} yfir</translation>
    </message>
    <message>
        <source>they lead by {n}</source>
        <translation>þeir eru {n} yfir</translation>
    </message>
    <message>
        <source>After 1 game of Icelandic Brús: {state}.</source>
        <translation>Eftir 1 spil af íslenskum brús: {state}.</translation>
    </message>
    <message>
        <source>After {n} games of Icelandic Brús: {state}.</source>
        <translation>Eftir {n} spil af íslenskum brús: {state}.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>the animation speed</source>
        <translation>hraða hreyfinga</translation>
    </message>
    <message>
        <source>the card back</source>
        <translation>bakhlið spila</translation>
    </message>
    <message>
        <source>the card faces</source>
        <translation>framhlið spila</translation>
    </message>
    <message>
        <source>dimming the cards that cannot be played</source>
        <translation>að dempa spil sem ekki er hægt að spila</translation>
    </message>
    <message>
        <source>the table colour</source>
        <translation>lit borðsins</translation>
    </message>
    <message>
        <source>the computer players&apos; speed</source>
        <translation>hraða tölvuspilara</translation>
    </message>
    <message>
        <source>asking before a risk is played</source>
        <translation>að spyrja áður en vogað er</translation>
    </message>
    <message>
        <source>waiting for a click after each trick</source>
        <translation>að bíða eftir smelli eftir hvern slag</translation>
    </message>
    <message>
        <source>asking before a match in progress is abandoned</source>
        <translation>spurninguna áður en hætt er í leik sem er í gangi</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>tungumálið</translation>
    </message>
    <message>
        <source>the welcome</source>
        <translation>móttökuna</translation>
    </message>
    <message>
        <source>the lessons you have finished</source>
        <translation>kennslustundirnar sem þú hefur lokið</translation>
    </message>
    <message>
        <source>the earlier statistics you left aside</source>
        <translation>eldri tölfræðin sem þú lést liggja</translation>
    </message>
    <message>
        <source>the folder of game records</source>
        <translation>möppu spilaskráa</translation>
    </message>
    <message>
        <source>the window&apos;s size and layout</source>
        <translation>stærð og skiptingu gluggans</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used this time.</source>
        <translation>Ekki tókst að lesa stillingarnar þínar, svo sjálfgefin gildi eru notuð í þetta sinn.</translation>
    </message>
    <message>
        <source>Your settings could not be read; they were kept as {name} and the defaults are used.</source>
        <translation>Ekki tókst að lesa stillingarnar þínar; þær voru geymdar sem {name} og sjálfgefin gildi eru notuð.</translation>
    </message>
    <message>
        <source>Some of your settings could not be used, so the default is used for {names}.</source>
        <translation>Ekki var hægt að nota sumar stillingarnar þínar, svo sjálfgefið gildi er notað fyrir {names}.</translation>
    </message>
    <message>
        <source>Part of your settings could not be used, so it is left out of {names}.</source>
        <translation>Ekki var hægt að nota hluta af stillingunum þínum, svo sá hluti er ekki notaður fyrir {names}.</translation>
    </message>
    <message>
        <source>Some of your settings could not be used, so the defaults are used for {names}.</source>
        <translation>Ekki var hægt að nota sumar stillingarnar þínar, svo sjálfgefin gildi eru notuð fyrir {names}.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Choose…</source>
        <translation>Velja…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Stillingar</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Strax</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hratt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Venjulegt</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Hægt</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Snöggt</translation>
    </message>
    <message>
        <source>Very slow</source>
        <translation>Mjög hægt</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Hraði hreyfinga:</translation>
    </message>
    <message>
        <source>Cards jump into place, but each full trick stays on the table for about a second (a click takes it at once).</source>
        <translation>Spilin stökkva strax á sinn stað, en hver fullur slagur liggur á borðinu í um eina sekúndu (smellur tekur hann strax).</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blár</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rauður</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grænn</translation>
    </message>
    <message>
        <source>Gotland</source>
        <translation>Gotland</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Bakhlið spila:</translation>
    </message>
    <message>
        <source>Four-colour suits</source>
        <translation>Fjórlit spil</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Hefðbundin</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Mikil birtuskil</translation>
    </message>
    <message>
        <source>High contrast: four suit colours that differ in lightness too, white cards with large black indices, and strong marks on a dark table.</source>
        <translation>Mikil birtuskil: fjórir litir sem eru líka misljósir, hvít spil með stórum svörtum táknum og skýrar merkingar á dökku borði.</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>&amp;Framhlið spila:</translation>
    </message>
    <message>
        <source>Dim cards that cannot be played</source>
        <translation>Dempa spil sem ekki er hægt að spila</translation>
    </message>
    <message>
        <source>Computer players&apos; speed</source>
        <translation>Hraði tölvuspilara</translation>
    </message>
    <message>
        <source>Computer &amp;players&apos; speed:</source>
        <translation>Hraði tölvu&amp;spilara:</translation>
    </message>
    <message>
        <source>Ask before a risk is played</source>
        <translation>Spyrja áður en vogað er</translation>
    </message>
    <message>
        <source>Wait for a click after each trick</source>
        <translation>Bíða eftir smelli eftir hvern slag</translation>
    </message>
    <message>
        <source>A full trick stays on the table until you click the table or press {space}, at any speed.</source>
        <translation>Fullur slagur liggur á borðinu þar til þú smellir á borðið eða ýtir á {space}, á hvaða hraða sem er.</translation>
    </message>
    <message>
        <source>Ask before a match in progress is abandoned</source>
        <translation>Spyrja áður en hætt er í leik sem er í gangi</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Tungumál kerfisins</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Tungumál</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Tungumál:</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>Lit&amp;ur borðsins:</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Litur borðsins</translation>
    </message>
</context>
<context>
    <name>SkillChart</name>
    <message>
        <source>Skill per deal</source>
        <translation>Færni í hverri gjöf</translation>
    </message>
    <message>
        <source>Deals the coach has found a par for appear here.</source>
        <translation>Gjafir þar sem þjálfarinn hefur reiknað út árangur sérfræðingsins birtast hér.</translation>
    </message>
    <message>
        <source>Skill: how much better than the expert you did with the same cards (your points minus par)</source>
        <translation>Færni: hve miklu betur en sérfræðingurinn þú stóðst þig með sömu spilum (þín stig að frádregnum hans)</translation>
    </message>
    <message>
        <source>Skill per deal – {game}</source>
        <translation>Færni í hverri gjöf – {game}</translation>
    </message>
    <message>
        <source>Deals with a par shown: {n}; skill from {low} to {high}; running sum {total}.</source>
        <translation>Gjafir með árangri sérfræðingsins sýndar: {n}; færni frá {low} til {high}; samtala til þessa {total}.</translation>
    </message>
    <message>
        <source>Skill per deal, oldest first: {values}.</source>
        <translation>Færni í hverri gjöf, elsta fyrst: {values}.</translation>
    </message>
    <message>
        <source>bars: skill per deal; line: running sum, now {total}</source>
        <translation>súlur: færni í hverri gjöf; lína: samtala til þessa, nú {total}</translation>
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
        <translation>Leikir</translation>
    </message>
    <message>
        <source>Matches played to the end</source>
        <translation>Leikir spilaðir til enda</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Unnir leikir</translation>
    </message>
    <message>
        <source>Matches your side won, and their share</source>
        <translation>Leikir sem liðið þitt vann, og hlutfall þeirra</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Gjafir</translation>
    </message>
    <message>
        <source>Deals played to the end</source>
        <translation>Gjafir spilaðar til enda</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>Unnar gjafir</translation>
    </message>
    <message>
        <source>Deals your side won, and their share (drawn deals are not won)</source>
        <translation>Gjafir sem liðið þitt vann, og hlutfall þeirra (jafnar gjafir teljast ekki unnar)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Stig</translation>
    </message>
    <message>
        <source>Points your side scored – points of the best other side, over all deals</source>
        <translation>Stig liðsins þíns – stig besta annars liðs, í öllum gjöfum</translation>
    </message>
    <message>
        <source>Jan</source>
        <translation>Jan</translation>
    </message>
    <message>
        <source>Deals won with every trick (Jan in Bräus and Brus, jana in Icelandic Brús): yours – theirs</source>
        <translation>Gjafir unnar með öllum slögum (Jan í Bräus og brús, jana í íslenskum brús): ykkar – þeirra</translation>
    </message>
    <message>
        <source>Storms</source>
        <translation>Áhlaup</translation>
    </message>
    <message>
        <source>Brus hands where the first five tricks stormed the castle: yours – theirs</source>
        <translation>Brus-gjafir þar sem fyrstu fimm slagirnir tóku kastalann með áhlaupi: ykkar – þeirra</translation>
    </message>
    <message>
        <source>Risks</source>
        <translation>Voganir</translation>
    </message>
    <message>
        <source>Your risks that came off / risks you made</source>
        <translation>Voganir þínar sem heppnuðust / voganir sem þú reyndir</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Nákvæmni</translation>
    </message>
    <message>
        <source>The coach&apos;s mean accuracy (0–100) over your reviewed deals, and in brackets their mistakes and blunders</source>
        <translation>Meðalnákvæmni þjálfarans (0–100) í yfirförnum gjöfum þínum, og innan sviga mistök þeirra og afleikir</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} leikmenn</translation>
    </message>
    <message>
        <source>to {n} sticks</source>
        <translation>upp í {n} spýtur</translation>
    </message>
    <message>
        <source>to {n} points</source>
        <translation>upp í {n} stig</translation>
    </message>
    <message>
        <source>no {option}</source>
        <translation>ekki {option}</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>venjulegt</translation>
    </message>
    <message>
        <source>Statistics are off for now: their folder could not be made ({reason}).</source>
        <translation>Tölfræðin er óvirk í bili: ekki tókst að búa til möppu fyrir hana ({reason}).</translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version of Bräus Desktop, so it was kept aside as {name} and new statistics begin.</source>
        <translation>Tölfræðiskráin var skrifuð af nýrri útgáfu af Bräus Desktop, svo hún var lögð til hliðar sem {name} og ný tölfræði hefst.</translation>
    </message>
    <message>
        <source>The statistics file could not be read, so it was kept aside as {name} and new statistics begin.</source>
        <translation>Ekki tókst að lesa tölfræðiskrána, svo hún var lögð til hliðar sem {name} og ný tölfræði hefst.</translation>
    </message>
    <message>
        <source>Statistics are off for now: a new statistics file could not be made.</source>
        <translation>Tölfræðin er óvirk í bili: ekki tókst að búa til nýja tölfræðiskrá.</translation>
    </message>
    <message>
        <source>Statistics are off for now: the statistics file could not be opened ({reason}).</source>
        <translation>Tölfræðin er óvirk í bili: ekki tókst að opna tölfræðiskrána ({reason}).</translation>
    </message>
    <message>
        <source>Statistics are off for now: the statistics file could not be opened. {reason}</source>
        <translation>Tölfræðin er óvirk í bili: ekki tókst að opna tölfræðiskrána. {reason}</translation>
    </message>
    <message>
        <source>Statistics are off for now: the unreadable statistics file could not be moved aside ({reason}).</source>
        <translation>Tölfræðin er óvirk í bili: ekki tókst að færa ólæsilegu tölfræðiskrána til hliðar ({reason}).</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Your cards beside your skill</source>
        <translation>Spilin þín við hlið færni þinnar</translation>
    </message>
    <message>
        <source>Par is what the expert makes of your cards: the worth of your cards. Beside your skill, the par of your last deals of this game against the par of your deals of it before them.</source>
        <translation>Par er það sem sérfræðingurinn fær úr spilunum þínum: virði spilanna þinna. Við hlið færni þinnar er par síðustu gjafa þinna í þessu spili borið saman við par gjafanna á undan þeim.</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Flytja út…</translation>
    </message>
    <message>
        <source>Every deal of your history as a spreadsheet (CSV), to take anywhere</source>
        <translation>Hver gjöf í sögu þinni sem töflureiknisskjal (CSV), til að taka hvert sem er</translation>
    </message>
    <message>
        <source>Reading your statistics…</source>
        <translation>Les tölfræðina þína…</translation>
    </message>
    <message>
        <source>{game}: once {n} of your deals have a par, your cards' worth is shown here beside your skill.</source>
        <translation>{game}: þegar {n} af gjöfum þínum hafa par birtist virði spilanna þinna hér við hlið færni þinnar.</translation>
    </message>
    <message>
        <source>{game}: your cards were worth {cards} a deal over your last {n} deals (give or take {noise}) against the {before} before them; your skill was {skill}.</source>
        <translation>{game}: spilin þín voru {cards} virði á gjöf í síðustu {n} gjöfum þínum (plús mínus {noise}) miðað við þær {before} á undan; færni þín var {skill}.</translation>
    </message>
    <message>
        <source>braus-statistics.csv</source>
        <translation>braus-tolfraedi.csv</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Flytja út tölfræði</translation>
    </message>
    <message>
        <source>Spreadsheets (*.csv)</source>
        <translation>Töflureiknisskjöl (*.csv)</translation>
    </message>
    <message>
        <source>The statistics could not be written to {file}: the disk is full. Free some space on it and export again; {file} is left as it was.</source>
        <translation>Ekki tókst að skrifa tölfræðina í {file}: diskurinn er fullur. Losaðu pláss á honum og fluttu út aftur; {file} er óbreytt.</translation>
    </message>
    <message>
        <source>The statistics could not be written to {file} ({reason}); {file} is left as it was.</source>
        <translation>Ekki tókst að skrifa tölfræðina í {file} ({reason}); {file} er óbreytt.</translation>
    </message>
    <message>
        <source>Deals written to {file}: {n}.</source>
        <translation>Gjafir skrifaðar í {file}: {n}.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Tölfræði</translation>
    </message>
    <message>
        <source>&amp;Serious matches</source>
        <translation>&amp;Alvöruleikir</translation>
    </message>
    <message>
        <source>Show serious matches</source>
        <translation>Sýna alvöruleiki</translation>
    </message>
    <message>
        <source>Matches played without undo, hints or open hands</source>
        <translation>Leikir spilaðir án þess að afturkalla, án vísbendinga og án opinna handa</translation>
    </message>
    <message>
        <source>&amp;Practice matches</source>
        <translation>Æ&amp;fingaleikir</translation>
    </message>
    <message>
        <source>Show practice matches</source>
        <translation>Sýna æfingaleiki</translation>
    </message>
    <message>
        <source>Matches where undo, hints or open hands were allowed</source>
        <translation>Leikir þar sem mátti afturkalla, fá vísbendingar eða spila með opnar hendur</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Yfirlit</translation>
    </message>
    <message>
        <source>Statistics message</source>
        <translation>Skilaboð um tölfræðina</translation>
    </message>
    <message>
        <source>Statistics by game and variant</source>
        <translation>Tölfræði eftir spilum og afbrigðum</translation>
    </message>
    <message>
        <source>The statistics could not be read ({reason}).</source>
        <translation>Ekki tókst að lesa tölfræðina ({reason}).</translation>
    </message>
    <message>
        <source>Statistics are not kept in this session.</source>
        <translation>Engin tölfræði er skráð í þessari lotu.</translation>
    </message>
    <message>
        <source>Nothing recorded in practice play yet: finished deals and matches appear here.</source>
        <translation>Ekkert skráð í æfingaspili enn: gjafir og leikir sem lokið er birtast hér.</translation>
    </message>
    <message>
        <source>Nothing recorded in serious play yet: finished deals and matches appear here.</source>
        <translation>Ekkert skráð í alvöruspili enn: gjafir og leikir sem lokið er birtast hér.</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt; match, &lt;b&gt;{won}&lt;/b&gt; won{rate}</source>
        <translation>&lt;b&gt;1&lt;/b&gt; leikur, &lt;b&gt;{won}&lt;/b&gt; unninn{rate}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; matches, &lt;b&gt;{won}&lt;/b&gt; won{rate}</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; leikir, &lt;b&gt;{won}&lt;/b&gt; unnir{rate}</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt; deal, &lt;b&gt;{won}&lt;/b&gt; won</source>
        <translation>&lt;b&gt;1&lt;/b&gt; gjöf, &lt;b&gt;{won}&lt;/b&gt; unnin</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; deals, &lt;b&gt;{won}&lt;/b&gt; won</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; gjafir, &lt;b&gt;{won}&lt;/b&gt; unnar</translation>
    </message>
</context>
<context>
    <name>StatisticsRecorder</name>
    <message>
        <source>This deal could not be added to the statistics ({reason}); the game goes on.</source>
        <translation>Ekki tókst að bæta þessari gjöf við tölfræðina ({reason}); spilið heldur áfram.</translation>
    </message>
    <message>
        <source>The review of this deal could not be added to the statistics ({reason}); the game goes on.</source>
        <translation>Ekki tókst að bæta yfirferð þessarar gjafar við tölfræðina ({reason}); spilið heldur áfram.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>1 card</source>
        <translation>1 spil</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} spil</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 slagur</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} slagir</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Höndin þín</translation>
    </message>
    <message>
        <source>The trick on the table</source>
        <translation>Slagurinn á borðinu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Leikmenn</translation>
    </message>
    <message>
        <source>{left} and {right} choose a card, {enter} plays it, {space} selects it.</source>
        <translation>{left} og {right} velja spil, {enter} spilar því út, {space} velur það.</translation>
    </message>
    <message>
        <source>can be played</source>
        <translation>má spila því</translation>
    </message>
    <message>
        <source>cannot be played</source>
        <translation>má ekki spila því</translation>
    </message>
    <message>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>gefandi</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>þú átt leik</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>á leik</translation>
    </message>
    <message>
        <source>{name}: {facts}</source>
        <translation>{name}: {facts}</translation>
    </message>
    <message>
        <source>Stock: {cards}</source>
        <translation>Stokkur: {cards}</translation>
    </message>
    <message>
        <source>Card shown: {card}</source>
        <translation>Spilið sem sést: {card}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Spilaborðið</translation>
    </message>
    <message>
        <source>Your hand: {left} and {right} choose a card, {enter} plays it, {space} selects it, P passes, L shows the last trick.</source>
        <translation>Höndin þín: {left} og {right} velja spil, {enter} spilar því, {space} merkir það, P segir pass, L sýnir síðasta slag.</translation>
    </message>
    <message>
        <source>W says where you are; {shift_w} says the last announcement again.</source>
        <translation>W segir hvar þú ert; {shift_w} segir síðustu tilkynningu aftur.</translation>
    </message>
    <message>
        <source>Stock {n}</source>
        <translation>Stokkur {n}</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 slagur</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} slagir</translation>
    </message>
    <message>
        <source>Winning the trick so far</source>
        <translation>Tekur slaginn enn sem komið er</translation>
    </message>
    <message>
        <source>Cut {n} cards</source>
        <translation>Gera við: {n} spil</translation>
    </message>
    <message>
        <source>Cut the pack: {n} cards. {left} and {right} choose where, {enter} cuts.</source>
        <translation>Gerðu við spilin: {n} spil. {left} og {right} velja hvar, {enter} gerir við.</translation>
    </message>
    <message>
        <source>The showdown</source>
        <translation>Uppgjörið</translation>
    </message>
    <message>
        <source>You took it.</source>
        <translation>Þú tókst hann.</translation>
    </message>
    <message>
        <source>{name} took it.</source>
        <translation>{name} tók hann.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Síðasti slagur</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Þitt sæti</translation>
    </message>
    <message>
        <source>, can be played</source>
        <translation>, hægt að spila</translation>
    </message>
    <message>
        <source>, cannot be played</source>
        <translation>, ekki hægt að spila</translation>
    </message>
</context>
<context>
    <name>TrickModel</name>
    <message>
        <source>Seat {n}</source>
        <translation>Sæti {n}</translation>
    </message>
    <message>
        <source>{name}: {cards} (risked)</source>
        <translation>{name}: {cards} (vogað)</translation>
    </message>
</context>
<context>
    <name>ValueGraph</name>
    <message>
        <source>Value of the deal</source>
        <translation>Gildi gjafarinnar</translation>
    </message>
    <message>
        <source>No decision of yours was valued in this deal.</source>
        <translation>Engin ákvörðun þín var metin í þessari gjöf.</translation>
    </message>
    <message>
        <source>Your decisions move the deal&apos;s value from {first} to {last} points; {n} marked as inaccuracy, mistake or blunder.</source>
        <translation>Ákvarðanir þínar færa gildi gjafarinnar úr {first} í {last} stig; {n} merktar sem ónákvæmni, mistök eða afleikir.</translation>
    </message>
    <message>
        <source>Your decisions&apos; values, in order: {values}.</source>
        <translation>Gildi ákvarðana þinna, í röð: {values}.</translation>
    </message>
    <message>
        <source>start</source>
        <translation>upphaf</translation>
    </message>
    <message>
        <source>end</source>
        <translation>endir</translation>
    </message>
    <message>
        <source>No decision of yours was valued.</source>
        <translation>Engin ákvörðun þín var metin.</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>vænt</translation>
    </message>
    <message>
        <source>every card known</source>
        <translation>öll spil þekkt</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>mistök</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>ónákvæmni</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>afleikur</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to Bräus Desktop</source>
        <translation>Velkomin(n) í Bräus Desktop</translation>
    </message>
    <message>
        <source>&lt;p&gt;Bräus Desktop plays old card games of the Karnöffel family: Bräus from Gotland, Danish Brus, Icelandic Brús and Horwell&apos;s multi-card Brag. You play against computer players, offline, at your own pace. The rules of every game are under Help → Rules.&lt;/p&gt;&lt;p&gt;How would you like to begin?&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bräus Desktop spilar gömul spil af Karnöffel-ættinni: Bräus frá Gotlandi, danskan brús, íslenskan brús og Brag Horwells með mörgum spilum. Þú spilar við tölvuspilara, án nettengingar, á þínum eigin hraða. Reglur hvers spils eru undir Hjálp → Reglur.&lt;/p&gt;&lt;p&gt;Hvernig viltu byrja?&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Your first game is a practice match: a hint with H, undo with Ctrl+Z, and the other hands can be shown. For a serious match, counted in your statistics, choose Game → New game and untick Practice match.</source>
        <translation>Fyrsta spilið þitt er æfingaleikur: vísbending með H, afturköllun með Ctrl+Z, og hægt er að sýna hendur hinna. Fyrir alvöruleik, sem telst með í tölfræðinni þinni, veldu Spil → Nýtt spil og taktu hakið af Æfingaleikur.</translation>
    </message>
    <message>
        <source>&amp;Play Bräus now</source>
        <translation>&amp;Spila Bräus núna</translation>
    </message>
    <message>
        <source>You and North against West and East, a trick game in which most cards can never be played: the first team to take six tricks wins the deal.</source>
        <translation>Þú og Norður gegn Vestri og Austri, slagaspil þar sem flest spilin er aldrei hægt að spila: liðið sem fyrst fær sex slagi vinnur gjöfina.</translation>
    </message>
    <message>
        <source>&amp;Choose another game…</source>
        <translation>&amp;Velja annað spil…</translation>
    </message>
    <message>
        <source>Danish Brus, Solo Brus, Icelandic Brús or Brag, with the players and rules you like.</source>
        <translation>Danskan brús, einmenningsbrús, íslenskan brús eða Brag, með þeim spilurum og reglum sem þú vilt.</translation>
    </message>
    <message>
        <source>&amp;Learn Bräus</source>
        <translation>&amp;Lærðu Bräus</translation>
    </message>
    <message>
        <source>Short lessons at the table, one idea each on a prepared deal: you make the play, and a wrong one is explained.</source>
        <translation>Stuttar kennslustundir við borðið, ein hugmynd í senn á undirbúinni gjöf: þú átt leikinn og rangt spil er útskýrt.</translation>
    </message>
    <message>
        <source>Learn &amp;another game…</source>
        <translation>Lærðu &amp;annað spil…</translation>
    </message>
    <message>
        <source>The lessons of Danish Brus, Solo Brus, Icelandic Brús and Brag (Help → Lessons lists them at any time).</source>
        <translation>Kennslustundirnar í dönskum brús, einmenningsbrús, íslenskum brús og Brag (Hjálp → Kennslustundir sýnir þær hvenær sem er).</translation>
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
        <translation>Ekkert spil er í gangi. Spil, Nýtt spil byrjar nýtt.</translation>
    </message>
    <message>
        <source>{game}, deal {n}. Score: {score}.</source>
        <translation>{game}, gjöf {n}. Staða: {score}.</translation>
    </message>
    <message>
        <source>On the table: {plays}.</source>
        <translation>Á borðinu: {plays}.</translation>
    </message>
    <message>
        <source>No cards on the table.</source>
        <translation>Engin spil á borðinu.</translation>
    </message>
    <message>
        <source>Your hand, {count}: {cards}.</source>
        <translation>Höndin þín, {count}: {cards}.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Höndin þín er tóm.</translation>
    </message>
    <message>
        <source>The deal is over: Game, Next deal deals the next one.</source>
        <translation>Gjöfinni er lokið: Spil, Næsta gjöf gefur þá næstu.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Þú átt leik.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <translation>{name} á leik.</translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <source>Matches won, per game</source>
        <translation>Unnir leikir eftir spilum</translation>
    </message>
    <message>
        <source>No match finished yet.</source>
        <translation>Engum leik er lokið enn.</translation>
    </message>
    <message>
        <source>{game}: {matches} of {n} matches, {deals} of deals</source>
        <translation>{game}: {matches} af {n} leikjum, {deals} af gjöfunum</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>leikir</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>gjafir</translation>
    </message>
</context>
<context>
    <name>WonTricksModel</name>
    <message>
        <source>side {side}: {cards}</source>
        <translation>lið {side}: {cards}</translation>
    </message>
</context>
<context>
    <name>_Chart</name>
    <message>
        <source>Nothing to show yet.</source>
        <translation>Ekkert að sýna enn.</translation>
    </message>
</context>
</TS>
