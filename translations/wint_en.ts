<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="82"/>
        <source>it was saved by a newer version of wint</source>
        <translation>it was saved by a newer version of wint</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="84"/>
        <source>a call or card in it breaks the rules, so the file was changed or damaged</source>
        <translation>a call or card in it breaks the rules, so the file was changed or damaged</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="88"/>
        <source>a value in it cannot be used, so the file was changed or damaged</source>
        <translation>a value in it cannot be used, so the file was changed or damaged</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="91"/>
        <source>the file is damaged or incomplete</source>
        <translation>the file is damaged or incomplete</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="100"/>
        <source>The unfinished session %1 cannot be read: %2.</source>
        <translation>The unfinished session %1 cannot be read: %2.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="107"/>
        <source>A new session begins. The damaged file is kept as it is.</source>
        <translation>A new session begins. The damaged file is kept as it is.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="114"/>
        <source>Its backup copy, saved one call or card earlier, can be continued. The damaged file is kept as it is.</source>
        <translation>Its backup copy, saved one call or card earlier, can be continued. The damaged file is kept as it is.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="121"/>
        <source>&amp;Continue from the backup</source>
        <translation>&amp;Continue from the backup</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="125"/>
        <source>Start a &amp;new session</source>
        <translation>Start a &amp;new session</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="129"/>
        <source>Backup: %1</source>
        <translation>Backup: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="156"/>
        <source>Continue the unfinished game (%1)?</source>
        <translation>Continue the unfinished game (%1)?</translation>
    </message>
    <message>
        <location filename="../wint/gui/platform/settings.py" line="551"/>
        <source>Some saved settings cannot be used, so their defaults are used instead:</source>
        <extracomment>The speeds of the computers&apos; play, fastest first (View › Speed). why the settings cannot be written (``None`` when they can): kept in memory then</extracomment>
        <translation>Some saved settings cannot be used, so their defaults are used instead:</translation>
    </message>
    <message>
        <location filename="../wint/gui/platform/settings.py" line="559"/>
        <source>The settings file: %1</source>
        <translation>The settings file: %1</translation>
    </message>
</context>
<context>
    <name>BiddingBox</name>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="175"/>
        <source>Ask «can we lead?»: after this you may only pass (V-BID-8).</source>
        <translation>Ask «can we lead?»: after this you may only pass (V-BID-8).</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="178"/>
        <source>Invite the opponents to lead: the auction ends now (V-BID-8).</source>
        <translation>Invite the opponents to lead: the auction ends now (V-BID-8).</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="180"/>
        <source>Look at your cards</source>
        <translation>Look at your cards</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="219"/>
        <source>The auction begins once the dealer has his cards.</source>
        <translation>The auction begins once the dealer has his cards.</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="223"/>
        <source>All passed.</source>
        <translation>All passed.</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="226"/>
        <source>Contract: %1 by %2</source>
        <translation>Contract: %1 by %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="232"/>
        <source>Your call for your dummy (%1).</source>
        <translation>Your call for your dummy (%1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="236"/>
        <source>Your cards lie face down: a bid of three or more made now is blind.</source>
        <translation>Your cards lie face down: a bid of three or more made now is blind.</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="239"/>
        <source>Your call.</source>
        <translation>Your call.</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="241"/>
        <source>%1 is to call.</source>
        <translation>%1 is to call.</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="132"/>
        <source>Rubber</source>
        <translation>Rubber</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="133"/>
        <location filename="../wint/gui/sheet/pulya_chart.py" line="75"/>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="138"/>
        <source>No rubber has been finished yet.</source>
        <translation>No rubber has been finished yet.</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="195"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="264"/>
        <source>game won</source>
        <translation>game won</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="266"/>
        <source>rubber won</source>
        <translation>rubber won</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="574"/>
        <source>Export the chart as PNG</source>
        <translation>Export the chart as PNG</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="576"/>
        <source>PNG images (*.png)</source>
        <translation>PNG images (*.png)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="586"/>
        <source>Chart not saved</source>
        <translation>Chart not saved</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="587"/>
        <source>The chart</source>
        <translation>The chart</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="517"/>
        <source>&amp;Show:</source>
        <translation>&amp;Show:</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="518"/>
        <location filename="../wint/gui/sheet/pulya_chart.py" line="216"/>
        <source>&amp;Export PNG…</source>
        <translation>&amp;Export PNG…</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="634"/>
        <location filename="../wint/gui/sheet/pulya_chart.py" line="215"/>
        <source>Score charts</source>
        <translation>Score charts</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_chart.py" line="72"/>
        <source>Each player&apos;s balance in whists</source>
        <translation>Each player&apos;s balance in whists</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_chart.py" line="76"/>
        <source>Whists</source>
        <translation>Whists</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <location filename="../wint/gui/platform/crash.py" line="62"/>
        <source>Something went wrong in wint.</source>
        <translation>Something went wrong in wint.</translation>
    </message>
    <message>
        <location filename="../wint/gui/platform/crash.py" line="65"/>
        <source>The details are in %1.</source>
        <translation>The details are in %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/platform/crash.py" line="73"/>
        <source>Copy details</source>
        <translation>Copy details</translation>
    </message>
</context>
<context>
    <name>DealForm</name>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="106"/>
        <source>E–W: %1</source>
        <translation>E–W: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="288"/>
        <source>&amp;Dealer</source>
        <translation>&amp;Dealer</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="289"/>
        <source>All &amp;passed</source>
        <translation>All &amp;passed</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="290"/>
        <source>&amp;Contract</source>
        <translation>&amp;Contract</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="292"/>
        <source>&amp;Tricks taken by the declarers</source>
        <translation>&amp;Tricks taken by the declarers</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="293"/>
        <source>Tricks taken by &amp;N–S</source>
        <translation>Tricks taken by &amp;N–S</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="294"/>
        <source>Trump &amp;honours held by N–S</source>
        <translation>Trump &amp;honours held by N–S</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="295"/>
        <source>&amp;Aces held by N–S</source>
        <translation>&amp;Aces held by N–S</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="296"/>
        <source>Honours won in tricks by N–S</source>
        <translation>Honours won in tricks by N–S</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="297"/>
        <source>Aces won in tricks by N–S</source>
        <translation>Aces won in tricks by N–S</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="298"/>
        <source>C&amp;oronets</source>
        <translation>C&amp;oronets</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="348"/>
        <source>Coronets, revokes</source>
        <translation>Coronets, revokes</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="291"/>
        <source>Dec&amp;larer</source>
        <translation>Dec&amp;larer</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="303"/>
        <source>nobody bid</source>
        <translation>nobody bid</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="304"/>
        <source>4H, 3NT, 2♠, 5ч, 3бк</source>
        <translation>4H, 3NT, 2♠, 5ч, 3бк</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="307"/>
        <source>A level 1–7 and a strain: S ♠ П, C ♣ Т, D ♦ Б, H ♥ Ч, NT БК (spades, clubs, diamonds, hearts, no trump).</source>
        <translation>A level 1–7 and a strain: S ♠ П, C ♣ Т, D ♦ Б, H ♥ Ч, NT БК (spades, clubs, diamonds, hearts, no trump).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="328"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="328"/>
        <source>Suit</source>
        <translation>Suit</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="328"/>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="330"/>
        <source>Add co&amp;ronet</source>
        <translation>Add co&amp;ronet</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="326"/>
        <location filename="../wint/gui/pad/deal_form.py" line="331"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="299"/>
        <source>Revoke&amp;s</source>
        <translation>Revoke&amp;s</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="312"/>
        <source>Revoked</source>
        <translation>Revoked</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="312"/>
        <source>Partner asked «не по ошибке ли?»</source>
        <translation>Partner asked «не по ошибке ли?»</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="318"/>
        <source>The revoker&apos;s partner asked «не по ошибке ли?» and was told no (V-REV-3): the revoker alone answers for the revoke. Under the players&apos; ledger he owes his partner what the revoke cost their side in the deal; the sheet and the ledger&apos;s figures stay the same. Several revokes in a deal are penalised in the order written (V-REV-10).</source>
        <translation>The revoker&apos;s partner asked «не по ошибке ли?» and was told no (V-REV-3): the revoker alone answers for the revoke. Under the players&apos; ledger he owes his partner what the revoke cost their side in the deal; the sheet and the ledger&apos;s figures stay the same. Several revokes in a deal are penalised in the order written (V-REV-10).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="325"/>
        <source>Add revo&amp;ke</source>
        <translation>Add revo&amp;ke</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="345"/>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="346"/>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="347"/>
        <source>Honours, aces</source>
        <translation>Honours, aces</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="361"/>
        <source>all passed</source>
        <translation>all passed</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="374"/>
        <source>hon. %1:%2</source>
        <translation>hon. %1:%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="379"/>
        <source>aces %1:%2</source>
        <translation>aces %1:%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="386"/>
        <source>revoke: %1</source>
        <translation>revoke: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="412"/>
        <location filename="../wint/gui/pad/deal_form.py" line="417"/>
        <source>aces</source>
        <translation>aces</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="520"/>
        <source>Write the contract as a level 1–7 and a strain: 4H, 3NT (or 4ч, 3бк).</source>
        <translation>Write the contract as a level 1–7 and a strain: 4H, 3NT (or 4ч, 3бк).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="527"/>
        <source>Write how many trump honours and aces N–S held (E–W have the rest).</source>
        <translation>Write how many trump honours and aces N–S held (E–W have the rest).</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="94"/>
        <source>What would a strong player do here, and why? (H)</source>
        <translation>What would a strong player do here, and why? (H)</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="95"/>
        <source>Take that decision back</source>
        <translation>Take that decision back</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="117"/>
        <source>Thinking about your decision…</source>
        <translation>Thinking about your decision…</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="93"/>
        <source>H&amp;int</source>
        <translation>H&amp;int</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="121"/>
        <source>Press Hint (H) on your turn, or switch on Game › Show hints before each decision.</source>
        <translation>Press Hint (H) on your turn, or switch on Game › Show hints before each decision.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="129"/>
        <source>Suggested: %1</source>
        <translation>Suggested: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="130"/>
        <source>the best choice the player found</source>
        <translation>the best choice the player found</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="141"/>
        <source>The rule of thumb would play %1 (%2); the analysis of the possible layouts prefers another card: conventions are rules of thumb.</source>
        <translation>The rule of thumb would play %1 (%2); the analysis of the possible layouts prefers another card: conventions are rules of thumb.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="151"/>
        <source>Expected score for your side, over the layouts imagined: %1</source>
        <translation>Expected score for your side, over the layouts imagined: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="169"/>
        <source>You called %1; the conventions call %2 (%3).</source>
        <translation>You called %1; the conventions call %2 (%3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="171"/>
        <source>You chose %1; the advice is %2 (%3).</source>
        <translation>You chose %1; the advice is %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/hint_panel.py" line="174"/>
        <source>You played %1; the rule of thumb plays %2 (%3), and the analysis prefers %4: on average %n point(s) more for your side.</source>
        <translation>
            <numerusform>You played %1; the rule of thumb plays %2 (%3), and the analysis prefers %4: on average %n point more for your side.</numerusform>
            <numerusform>You played %1; the rule of thumb plays %2 (%3), and the analysis prefers %4: on average %n points more for your side.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="120"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 cannot be read: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="134"/>
        <source>%1 vs %2</source>
        <translation>%1 vs %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="142"/>
        <source>pulya to %1</source>
        <translation>pulya to %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="144"/>
        <source>pulya to %1, unfinished</source>
        <translation>pulya to %1, unfinished</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="148"/>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="342"/>
        <source>Reading the sessions… %1</source>
        <translation>Reading the sessions… %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="344"/>
        <source>No session has been saved yet.</source>
        <translation>No session has been saved yet.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="346"/>
        <source>Sessions: %1.</source>
        <translation>Sessions: %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="348"/>
        <source>Files that cannot be read: %1.</source>
        <translation>Files that cannot be read: %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="363"/>
        <source>Overall</source>
        <translation>Overall</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="384"/>
        <source>Level %1 declared / made</source>
        <translation>Level %1 declared / made</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="391"/>
        <location filename="../wint/gui/dialogs/history.py" line="467"/>
        <source>Sessions</source>
        <translation>Sessions</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="392"/>
        <location filename="../wint/gui/dialogs/history.py" line="474"/>
        <source>Deals</source>
        <translation>Deals</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="393"/>
        <source>Rubbers played</source>
        <translation>Rubbers played</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="394"/>
        <source>Rubbers won</source>
        <translation>Rubbers won</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="395"/>
        <source>Result, points</source>
        <translation>Result, points</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="396"/>
        <source>Average per rubber</source>
        <translation>Average per rubber</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="400"/>
        <source>Result, whists</source>
        <translation>Result, whists</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="405"/>
        <source>Contracts declared / made</source>
        <translation>Contracts declared / made</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="407"/>
        <source>Small slams declared / made</source>
        <translation>Small slams declared / made</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="408"/>
        <source>Grand slams declared / made</source>
        <translation>Grand slams declared / made</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="409"/>
        <source>Undertricks</source>
        <translation>Undertricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="410"/>
        <source>Penalty points conceded</source>
        <translation>Penalty points conceded</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="398"/>
        <source>Revokes</source>
        <translation>Revokes</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="422"/>
        <source>Overall: every session; the result is yours, each pulya&apos;s balance in whists (North&apos;s when you watched).</source>
        <translation>Overall: every session; the result is yours, each pulya&apos;s balance in whists (North&apos;s when you watched).</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="426"/>
        <source>Overall: every session; rubbers won and the result are those of «We», your side (North–South when you watched).</source>
        <translation>Overall: every session; rubbers won and the result are those of «We», your side (North–South when you watched).</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="453"/>
        <source>Cannot open</source>
        <translation>Cannot open</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="454"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 cannot be opened:
%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="465"/>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="466"/>
        <source>Sessions saved in %1</source>
        <translation>Sessions saved in %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="468"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="471"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="472"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="473"/>
        <source>Rubbers</source>
        <translation>Rubbers</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="475"/>
        <source>Our result</source>
        <translation>Our result</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="476"/>
        <location filename="../wint/gui/dialogs/history.py" line="486"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="482"/>
        <source>Points of «We», your side, over the finished rubbers (V-PART-8).</source>
        <translation>Points of «We», your side, over the finished rubbers (V-PART-8).</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="484"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Refresh</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="485"/>
        <source>&amp;Open read-only</source>
        <translation>&amp;Open read-only</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="333"/>
        <source>Contracts count for the player who declared them.</source>
        <translation>Contracts count for the player who declared them.</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="145"/>
        <source>1. The deal</source>
        <translation>1. The deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="146"/>
        <source>2. The auction</source>
        <translation>2. The auction</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="147"/>
        <source>3. The play</source>
        <translation>3. The play</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="148"/>
        <source>4. The score</source>
        <translation>4. The score</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="152"/>
        <source>Vint is played by four in two partnerships: you (South) and North against East and West. The dealer has dealt 13 cards to each player, one at a time clockwise (V-DEAL-3); the deal passes to the left after every deal (V-DEAL-6). Your hand is at the bottom, sorted by suit. Press Next to begin the auction.</source>
        <translation>Vint is played by four in two partnerships: you (South) and North against East and West. The dealer has dealt 13 cards to each player, one at a time clockwise (V-DEAL-3); the deal passes to the left after every deal (V-DEAL-6). Your hand is at the bottom, sorted by suit. Press Next to begin the auction.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="159"/>
        <source>The dealer speaks first, then each player in turn clockwise (V-BID-1). A bid is a level and a strain: level L promises 6 + L tricks (V-BID-2), and the strains rank ♠ &lt; ♣ &lt; ♦ &lt; ♥ &lt; no trump (V-DECK-3). A pass is not final (V-BID-4). Eight passes after a bid end the auction; «can we lead?» closes it early (V-BID-7, V-BID-8). The Hint panel suggests each of your calls and says why.</source>
        <translation>The dealer speaks first, then each player in turn clockwise (V-BID-1). A bid is a level and a strain: level L promises 6 + L tricks (V-BID-2), and the strains rank ♠ &lt; ♣ &lt; ♦ &lt; ♥ &lt; no trump (V-DECK-3). A pass is not final (V-BID-4). Eight passes after a bid end the auction; «can we lead?» closes it early (V-BID-7, V-BID-8). The Hint panel suggests each of your calls and says why.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="167"/>
        <source>There is no dummy: everyone plays his own hand (V-PLAY-1). The declarer&apos;s left-hand opponent leads (V-PLAY-2). Follow suit if you can; you need not trump (V-PLAY-4). The highest trump wins the trick, otherwise the highest card of the suit led, and the winner leads next (V-PLAY-5). Double-click a card to play it; the Hint panel suggests one.</source>
        <translation>There is no dummy: everyone plays his own hand (V-PLAY-1). The declarer&apos;s left-hand opponent leads (V-PLAY-2). Follow suit if you can; you need not trump (V-PLAY-4). The highest trump wins the trick, otherwise the highest card of the suit led, and the winner leads next (V-PLAY-5). Double-click a card to play it; the Hint panel suggests one.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="174"/>
        <source>Both sides write every trick they won below the line, 10 × the level each (V-SCORE-2, V-SCORE-3); honours, aces, coronets, slams and penalties go above it. 500 below the line wins a game, two games win the rubber (V-PART-1, V-PART-6). The summary of the deal explains each entry with its arithmetic. Game › Next deal plays on; Game › New game starts a game of your own.</source>
        <translation>Both sides write every trick they won below the line, 10 × the level each (V-SCORE-2, V-SCORE-3); honours, aces, coronets, slams and penalties go above it. 500 below the line wins a game, two games win the rubber (V-PART-1, V-PART-6). The summary of the deal explains each entry with its arithmetic. Game › Next deal plays on; Game › New game starts a game of your own.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="182"/>
        <source>&amp;Next: the auction</source>
        <translation>&amp;Next: the auction</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../wint/gui/shell/session_files.py" line="167"/>
        <source>Open session</source>
        <translation>Open session</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/session_files.py" line="169"/>
        <location filename="../wint/gui/shell/session_files.py" line="196"/>
        <source>wint sessions (*.wint)</source>
        <translation>wint sessions (*.wint)</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/session_files.py" line="179"/>
        <source>Cannot open</source>
        <translation>Cannot open</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/session_files.py" line="180"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 cannot be opened:
%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/session_files.py" line="194"/>
        <source>Save session</source>
        <translation>Save session</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="118"/>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="200"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="201"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="202"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="203"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="204"/>
        <source>&amp;Speed</source>
        <translation>&amp;Speed</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="205"/>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="206"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="207"/>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="208"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="209"/>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="211"/>
        <source>&amp;Print the score sheet…</source>
        <translation>&amp;Print the score sheet…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="213"/>
        <source>Print pre&amp;view…</source>
        <translation>Print pre&amp;view…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="215"/>
        <source>Export the sheet as P&amp;DF…</source>
        <translation>Export the sheet as P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="218"/>
        <source>Export the sheet as &amp;text…</source>
        <translation>Export the sheet as &amp;text…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="220"/>
        <source>Score &amp;charts…</source>
        <translation>Score &amp;charts…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="222"/>
        <source>&amp;History and statistics…</source>
        <translation>&amp;History and statistics…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="228"/>
        <source>Preferans p&amp;ulya for a real table…</source>
        <translation>Preferans p&amp;ulya for a real table…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="230"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="231"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="232"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="235"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Four-colour deck</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="237"/>
        <source>&amp;About wint</source>
        <translation>&amp;About wint</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="249"/>
        <source>&amp;Claim the remaining tricks…</source>
        <translation>&amp;Claim the remaining tricks…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="252"/>
        <source>&amp;First game for a newcomer</source>
        <translation>&amp;First game for a newcomer</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="255"/>
        <source>First Preferans &amp;deal for a newcomer</source>
        <translation>First Preferans &amp;deal for a newcomer</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="261"/>
        <source>Gentle &amp;warnings after a doubtful decision</source>
        <translation>Gentle &amp;warnings after a doubtful decision</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="225"/>
        <source>Score pad for a r&amp;eal table…</source>
        <translation>Score pad for a r&amp;eal table…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/session_files.py" line="93"/>
        <source>Cannot write</source>
        <translation>Cannot write</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/session_files.py" line="94"/>
        <source>The game</source>
        <translation>The game</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/session_files.py" line="148"/>
        <source>Leave It Unsaved</source>
        <translation>Leave It Unsaved</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="331"/>
        <source>Not saved: Save As…</source>
        <translation>Not saved: Save As…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="233"/>
        <source>Ne&amp;xt deal</source>
        <translation>Ne&amp;xt deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="239"/>
        <source>Con&amp;firm before playing a card</source>
        <translation>Con&amp;firm before playing a card</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="242"/>
        <source>Play a sin&amp;gle legal card by itself</source>
        <translation>Play a sin&amp;gle legal card by itself</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="245"/>
        <source>Show hints &amp;before each decision</source>
        <translation>Show hints &amp;before each decision</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="247"/>
        <source>H&amp;int</source>
        <translation>H&amp;int</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="258"/>
        <source>Review the &amp;last deal…</source>
        <translation>Review the &amp;last deal…</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="58"/>
        <location filename="../wint/gui/table/vint.py" line="55"/>
        <source>Show the last &amp;trick</source>
        <translation>Show the last &amp;trick</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="57"/>
        <location filename="../wint/gui/teaching/rules_browser.py" line="44"/>
        <source>&amp;Rules of Vint</source>
        <translation>&amp;Rules of Vint</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="270"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="272"/>
        <source>System default</source>
        <translation>System default</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="276"/>
        <source>Card &amp;indices</source>
        <translation>Card &amp;indices</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="278"/>
        <source>As the language</source>
        <translation>As the language</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="280"/>
        <source>A K Q J</source>
        <translation>A K Q J</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="281"/>
        <source>Т К Д В</source>
        <translation>Т К Д В</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="283"/>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="284"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="285"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="286"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="339"/>
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="340"/>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="341"/>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="343"/>
        <source>First game</source>
        <translation>First game</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="354"/>
        <source>The deal is over: Game › Next deal (Ctrl+D).</source>
        <translation>The deal is over: Game › Next deal (Ctrl+D).</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="362"/>
        <source>Your turn: click two cards or drag them to the discard, then the button.</source>
        <translation>Your turn: click two cards or drag them to the discard, then the button.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="376"/>
        <source>Your turn.</source>
        <translation>Your turn.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="372"/>
        <source>Your call.</source>
        <translation>Your call.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="383"/>
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/main_window.py" line="596"/>
        <source>How many of the %n remaining trick(s) will your side take?</source>
        <translation>
            <numerusform>How many of the %n remaining trick will your side take?</numerusform>
            <numerusform>How many of the %n remaining tricks will your side take?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="655"/>
        <source>Quit Without Saving</source>
        <translation>Quit Without Saving</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="393"/>
        <source>Next deal: Ctrl+D</source>
        <translation>Next deal: Ctrl+D</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="330"/>
        <source>wint — %1</source>
        <translation>wint — %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="332"/>
        <source>Ask partner: «Not by mistake?»</source>
        <translation>Ask partner: «Not by mistake?»</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/main_window.py" line="367"/>
        <source>Your turn: click %n card(s) to give, then the button.</source>
        <translation>
            <numerusform>Your turn: click %n card to give, then the button.</numerusform>
            <numerusform>Your turn: click %n cards to give, then the button.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="370"/>
        <source>Your call for your dummy.</source>
        <translation>Your call for your dummy.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="374"/>
        <source>Your turn: play the dummy&apos;s card.</source>
        <translation>Your turn: play the dummy&apos;s card.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="506"/>
        <source>(%1 — F1 explains)</source>
        <translation>(%1 — F1 explains)</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="516"/>
        <source>Play a card</source>
        <translation>Play a card</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="516"/>
        <source>Play %1?</source>
        <translation>Play %1?</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="600"/>
        <location filename="../wint/gui/shell/main_window.py" line="614"/>
        <source>Claim</source>
        <translation>Claim</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="614"/>
        <source>The claim cannot be checked here: play on.</source>
        <translation>The claim cannot be checked here: play on.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="622"/>
        <source>Claim refused</source>
        <translation>Claim refused</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="633"/>
        <source>A doubtful decision: see the Hint panel (Ctrl+Z takes it back).</source>
        <translation>A doubtful decision: see the Hint panel (Ctrl+Z takes it back).</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="640"/>
        <source>Look at your cards first: a hint reads them.</source>
        <translation>Look at your cards first: a hint reads them.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="642"/>
        <source>A hint is for your turn.</source>
        <translation>A hint is for your turn.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="296"/>
        <source>About wint</source>
        <translation>About wint</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="297"/>
        <source>wint %1
Vint (винт), the classic Russian card game.</source>
        <translation>wint %1
Vint (винт), the classic Russian card game.</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/whist.py" line="38"/>
        <source>Show the last two &amp;tricks</source>
        <translation>Show the last two &amp;tricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/whist.py" line="40"/>
        <source>&amp;Rules of Whist</source>
        <translation>&amp;Rules of Whist</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/preferans.py" line="14"/>
        <source>Rules of &amp;Preferans</source>
        <translation>Rules of &amp;Preferans</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="61"/>
        <source>All passed.</source>
        <translation>All passed.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="64"/>
        <source>made</source>
        <translation>made</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="66"/>
        <source>down %1</source>
        <translation>down %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="69"/>
        <source>%1 by %2: %3, %4.</source>
        <translation>%1 by %2: %3, %4.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="81"/>
        <source>Below the line (V-SCORE-2): we %1, they %2</source>
        <translation>Below the line (V-SCORE-2): we %1, they %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="93"/>
        <source>we</source>
        <translation>we</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="94"/>
        <source>they</source>
        <translation>they</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="109"/>
        <source>The rubber is over: a draw.</source>
        <translation>The rubber is over: a draw.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="115"/>
        <source>The rubber is over: %1 win by %2.</source>
        <translation>The rubber is over: %1 win by %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/messages.py" line="117"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/messages.py" line="121"/>
        <source>The session is over after %n deal(s).</source>
        <translation>
            <numerusform>The session is over after %n deal.</numerusform>
            <numerusform>The session is over after %n deals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/messages.py" line="135"/>
        <source>Against the best defence your side takes %1 of the %n trick(s) left, not %2.</source>
        <translation>
            <numerusform>Against the best defence your side takes %1 of the %n trick left, not %2.</numerusform>
            <numerusform>Against the best defence your side takes %1 of the %n tricks left, not %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="148"/>
        <source>Trick %1: </source>
        <translation>Trick %1: </translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="158"/>
        <source>deal %1, as dealt</source>
        <translation>deal %1, as dealt</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="168"/>
        <source>the claim</source>
        <translation>the claim</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="170"/>
        <source>deal %1, %2: %3</source>
        <translation>deal %1, %2: %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="181"/>
        <source>The strong and expert players need the double-dummy solver (endplay), which is not available for this Python: they play as basic.</source>
        <translation>The strong and expert players need the double-dummy solver (endplay), which is not available for this Python: they play as basic.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="75"/>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="76"/>
        <source>beginner</source>
        <translation>beginner</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="77"/>
        <source>basic</source>
        <translation>basic</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="78"/>
        <source>strong</source>
        <translation>strong</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="79"/>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="84"/>
        <source>classic</source>
        <translation>classic</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="85"/>
        <source>live table (revokes)</source>
        <translation>live table (revokes)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="86"/>
        <source>the 1886 rules</source>
        <translation>the 1886 rules</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="87"/>
        <source>Vint with rubbish</source>
        <translation>Vint with rubbish</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="88"/>
        <source>Vint with a purchase</source>
        <translation>Vint with a purchase</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="89"/>
        <source>Siberian whist (historical)</source>
        <translation>Siberian whist (historical)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="90"/>
        <source>Sochi</source>
        <translation>Sochi</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="91"/>
        <source>Leningrad</source>
        <translation>Leningrad</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="92"/>
        <source>Rostov</source>
        <translation>Rostov</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="93"/>
        <source>the 1971 classic</source>
        <translation>the 1971 classic</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="98"/>
        <source>The deal</source>
        <translation>The deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="99"/>
        <source>Who declares</source>
        <translation>Who declares</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="100"/>
        <source>Blind bids (three or more, before looking)</source>
        <translation>Blind bids (three or more, before looking)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="101"/>
        <source>Passes that close the auction</source>
        <translation>Passes that close the auction</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="102"/>
        <source>The question «can we lead?»</source>
        <translation>The question «can we lead?»</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="103"/>
        <source>Must the dealer bid?</source>
        <translation>Must the dealer bid?</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="104"/>
        <source>Who leads first</source>
        <translation>Who leads first</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="105"/>
        <source>Looking at quitted tricks</source>
        <translation>Looking at quitted tricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="106"/>
        <source>Live table rules: revokes are possible</source>
        <translation>Live table rules: revokes are possible</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="108"/>
        <source>Honours and aces on different sides</source>
        <translation>Honours and aces on different sides</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="109"/>
        <source>Aces and леве</source>
        <translation>Aces and леве</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="111"/>
        <source>Penalty per trick short (× the level)</source>
        <translation>Penalty per trick short (× the level)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="112"/>
        <source>Declared and taken slam premiums</source>
        <translation>Declared and taken slam premiums</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="113"/>
        <source>Who scores a slam taken (1000 / 2000)</source>
        <translation>Who scores a slam taken (1000 / 2000)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="114"/>
        <source>The rubber bonus</source>
        <translation>The rubber bonus</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="116"/>
        <source>Can a failed contract win the game?</source>
        <translation>Can a failed contract win the game?</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="120"/>
        <source>Passed-out deals</source>
        <translation>Passed-out deals</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="121"/>
        <source>The value of crosses</source>
        <translation>The value of crosses</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="122"/>
        <source>Who deals after a passed-out deal</source>
        <translation>Who deals after a passed-out deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="124"/>
        <source>Slam after a revoke transfer</source>
        <translation>Slam after a revoke transfer</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="126"/>
        <source>The auction of two players</source>
        <translation>The auction of two players</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="133"/>
        <source>Vint: everyone bids</source>
        <translation>Vint: everyone bids</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="134"/>
        <source>Siberian whist: the dealer, and his partner may raise once</source>
        <translation>Siberian whist: the dealer, and his partner may raise once</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="139"/>
        <source>classic: 13 cards each</source>
        <translation>classic: 13 cards each</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="140"/>
        <source>with rubbish: the others pass the dealer 4 cards each</source>
        <translation>with rubbish: the others pass the dealer 4 cards each</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="143"/>
        <source>with a purchase: a talon of 4 for the declarer</source>
        <translation>with a purchase: a talon of 4 for the declarer</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="146"/>
        <source>allowed</source>
        <translation>allowed</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="147"/>
        <source>switched off</source>
        <translation>switched off</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="150"/>
        <source>the declarer&apos;s left-hand opponent</source>
        <translation>the declarer&apos;s left-hand opponent</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="151"/>
        <source>the dealer&apos;s left-hand opponent</source>
        <translation>the dealer&apos;s left-hand opponent</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="154"/>
        <source>as in vint: the last two, one once a card is led</source>
        <translation>as in vint: the last two, one once a card is led</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="155"/>
        <source>as in whist: always the last two</source>
        <translation>as in whist: always the last two</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="162"/>
        <source>net: one set against the other</source>
        <translation>net: one set against the other</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="163"/>
        <source>separate: each side writes its own</source>
        <translation>separate: each side writes its own</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="171"/>
        <source>always high</source>
        <translation>always high</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="172"/>
        <source>always low</source>
        <translation>always low</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="175"/>
        <source>cumulative</source>
        <translation>cumulative</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="176"/>
        <source>declared only</source>
        <translation>declared only</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="180"/>
        <source>declarers only, if made</source>
        <translation>declarers only, if made</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="183"/>
        <source>additive: 2000 and 1000 for the game</source>
        <translation>additive: 2000 and 1000 for the game</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="184"/>
        <source>replaces: 2000 instead of 1000 for the game</source>
        <translation>replaces: 2000 instead of 1000 for the game</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="190"/>
        <source>the declaring side wins</source>
        <translation>the declaring side wins</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="198"/>
        <source>flat: 500 each</source>
        <translation>flat: 500 each</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="199"/>
        <source>winding: 500, 1000, 1500 …</source>
        <translation>winding: 500, 1000, 1500 …</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="202"/>
        <source>the next player</source>
        <translation>the next player</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="210"/>
        <source>as a slam taken, 1000 / 2000</source>
        <translation>as a slam taken, 1000 / 2000</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="211"/>
        <source>as a declared slam, 5000 / 10000</source>
        <translation>as a declared slam, 5000 / 10000</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="107"/>
        <source>Honours counted</source>
        <translation>Honours counted</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="110"/>
        <source>Three or four aces in one hand</source>
        <translation>Three or four aces in one hand</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="115"/>
        <source>Both sides reach 500 in one deal</source>
        <translation>Both sides reach 500 in one deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="119"/>
        <source>Rubbers in a session</source>
        <translation>Rubbers in a session</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="123"/>
        <source>Revoke: each missing trick costs</source>
        <translation>Revoke: each missing trick costs</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="158"/>
        <location filename="../wint/gui/dialogs/new_game.py" line="276"/>
        <source>as held</source>
        <translation>as held</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="159"/>
        <location filename="../wint/gui/dialogs/new_game.py" line="277"/>
        <source>as captured in tricks</source>
        <translation>as captured in tricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="166"/>
        <source>only when split 2–2</source>
        <translation>only when split 2–2</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="167"/>
        <source>always</source>
        <translation>always</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="170"/>
        <source>by contract</source>
        <translation>by contract</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="179"/>
        <source>any side</source>
        <translation>any side</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="189"/>
        <source>the higher total wins</source>
        <translation>the higher total wins</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="193"/>
        <source>a cross</source>
        <translation>a cross</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="194"/>
        <source>played out (распасовка)</source>
        <translation>played out (распасовка)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="195"/>
        <source>redeal only</source>
        <translation>redeal only</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="203"/>
        <source>the same dealer</source>
        <translation>the same dealer</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="206"/>
        <source>an undertrick</source>
        <translation>an undertrick</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="207"/>
        <source>a trick&apos;s value</source>
        <translation>a trick&apos;s value</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="218"/>
        <source>a full auction, each calling for his dummy too</source>
        <translation>a full auction, each calling for his dummy too</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="219"/>
        <source>one declaration each: the dealer first, the other has the last word</source>
        <translation>one declaration each: the dealer first, the other has the last word</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="229"/>
        <source>Whist without trumps</source>
        <translation>Whist without trumps</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="230"/>
        <source>The turned trump card lies on the table</source>
        <translation>The turned trump card lies on the table</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="231"/>
        <source>A card that fails to follow suit</source>
        <translation>A card that fails to follow suit</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="125"/>
        <location filename="../wint/gui/dialogs/new_game.py" line="232"/>
        <source>The dummy&apos;s hand is laid face up</source>
        <translation>The dummy&apos;s hand is laid face up</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="233"/>
        <source>When the dummy passes to another player (whist for three)</source>
        <translation>When the dummy passes to another player (whist for three)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="236"/>
        <source>A revoking side and the partiya</source>
        <translation>A revoking side and the partiya</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="237"/>
        <source>Revokes by both sides in one deal</source>
        <translation>Revokes by both sides in one deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="238"/>
        <source>Honours (оперы) counted</source>
        <translation>Honours (оперы) counted</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="239"/>
        <source>Three, four, five honours score</source>
        <translation>Three, four, five honours score</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="240"/>
        <source>Coronet values</source>
        <translation>Coronet values</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="241"/>
        <source>Aces split two and two without trumps</source>
        <translation>Aces split two and two without trumps</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="242"/>
        <source>The rubber&apos;s premium</source>
        <translation>The rubber&apos;s premium</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="246"/>
        <source>no: the dealer&apos;s last card is turned for trumps</source>
        <translation>no: the dealer&apos;s last card is turned for trumps</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="247"/>
        <source>yes: no card is turned, the aces are the honours</source>
        <translation>yes: no card is turned, the aces are the honours</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="250"/>
        <source>until the dealer plays to the first trick</source>
        <translation>until the dealer plays to the first trick</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="253"/>
        <source>until the first trick is quitted</source>
        <translation>until the first trick is quitted</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="256"/>
        <source>is refused: suit must be followed</source>
        <translation>is refused: suit must be followed</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="257"/>
        <source>table rules: revokes allowed and penalised</source>
        <translation>table rules: revokes allowed and penalised</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="215"/>
        <location filename="../wint/gui/dialogs/new_game.py" line="260"/>
        <source>as soon as the deal is complete</source>
        <translation>as soon as the deal is complete</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="214"/>
        <location filename="../wint/gui/dialogs/new_game.py" line="261"/>
        <location filename="../wint/gui/dialogs/new_game.py" line="332"/>
        <source>after the opening lead</source>
        <translation>after the opening lead</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="264"/>
        <source>after each rubber</source>
        <translation>after each rubber</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="265"/>
        <source>after each deal</source>
        <translation>after each deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="268"/>
        <source>cannot win it in that deal: at most 8 below</source>
        <translation>cannot win it in that deal: at most 8 below</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="269"/>
        <source>may win it in that deal</source>
        <translation>may win it in that deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="272"/>
        <source>the deal is void and dealt again</source>
        <translation>the deal is void and dealt again</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="273"/>
        <source>both sides are penalised</source>
        <translation>both sides are penalised</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="280"/>
        <source>2, 4 and 5</source>
        <translation>2, 4 and 5</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="281"/>
        <source>2, 4 and 6 (as the «Самоучитель»)</source>
        <translation>2, 4 and 6 (as the «Самоучитель»)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="284"/>
        <source>5, 10, 15, 20 … (5 for each card over two)</source>
        <translation>5, 10, 15, 20 … (5 for each card over two)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="285"/>
        <source>5, 10, 20, 25 … (the figures as printed)</source>
        <translation>5, 10, 20, 25 … (the figures as printed)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="288"/>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="289"/>
        <source>2 to the side that took the odd tricks</source>
        <translation>2 to the side that took the odd tricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="294"/>
        <source>10 besides the partiya&apos;s 5</source>
        <translation>10 besides the partiya&apos;s 5</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="295"/>
        <source>10 instead of the partiya&apos;s 5</source>
        <translation>10 instead of the partiya&apos;s 5</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="301"/>
        <source>The pulya&apos;s target</source>
        <translation>The pulya&apos;s target</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="302"/>
        <source>The whists when the other defender passes</source>
        <translation>The whists when the other defender passes</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="303"/>
        <source>A whister&apos;s responsibility</source>
        <translation>A whister&apos;s responsibility</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="304"/>
        <source>Half-whist on six and seven</source>
        <translation>Half-whist on six and seven</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="305"/>
        <source>“Here”: the senior hand may hold a bid</source>
        <translation>“Here”: the senior hand may hold a bid</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="306"/>
        <source>Stalingrad: six spades whisted by both</source>
        <translation>Stalingrad: six spades whisted by both</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="307"/>
        <source>A ten-trick game</source>
        <translation>A ten-trick game</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="308"/>
        <source>What beats misère</source>
        <translation>What beats misère</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="309"/>
        <source>An open whist lays the hands down</source>
        <translation>An open whist lays the hands down</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="310"/>
        <source>Misère: the catchers lay their hands down</source>
        <translation>Misère: the catchers lay their hands down</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="311"/>
        <source>The prikup on an all-pass deal</source>
        <translation>The prikup on an all-pass deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="312"/>
        <source>The lowest game after all-pass deals</source>
        <translation>The lowest game after all-pass deals</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="316"/>
        <source>greedy: the whister writes all he took</source>
        <translation>greedy: the whister writes all he took</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="317"/>
        <source>gentleman&apos;s: shared with the passer</source>
        <translation>gentleman&apos;s: shared with the passer</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="320"/>
        <source>full</source>
        <translation>full</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="321"/>
        <source>half</source>
        <translation>half</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="324"/>
        <source>is whisted</source>
        <translation>is whisted</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="325"/>
        <source>is checked, without whists</source>
        <translation>is checked, without whists</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="328"/>
        <source>any nine</source>
        <translation>any nine</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="329"/>
        <source>only a ten</source>
        <translation>only a ten</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="333"/>
        <source>before the play</source>
        <translation>before the play</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="336"/>
        <source>before the play (after the first card)</source>
        <translation>before the play (after the first card)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="337"/>
        <source>after the first trick</source>
        <translation>after the first trick</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="340"/>
        <source>turned, it leads the first two tricks</source>
        <translation>turned, it leads the first two tricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="341"/>
        <source>not used</source>
        <translation>not used</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="342"/>
        <source>it leads and takes for the dealer</source>
        <translation>it leads and takes for the dealer</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="346"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="347"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="957"/>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="963"/>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="964"/>
        <source>tens</source>
        <translation>tens</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="965"/>
        <source>hundreds</source>
        <translation>hundreds</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="966"/>
        <source>thousands</source>
        <translation>thousands</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="976"/>
        <source>3, with a dummy</source>
        <translation>3, with a dummy</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="978"/>
        <source>2, each with a dummy</source>
        <translation>2, each with a dummy</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="675"/>
        <source>dummy, played by %1</source>
        <translation>dummy, played by %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="717"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="718"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="721"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="680"/>
        <location filename="../wint/gui/dialogs/new_game.py" line="724"/>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="709"/>
        <source>The seats are drawn when the game starts.</source>
        <translation>The seats are drawn when the game starts.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="713"/>
        <source>Order drawn: %1</source>
        <translation>Order drawn: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="724"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="724"/>
        <source>Computer level</source>
        <translation>Computer level</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="724"/>
        <source>You play</source>
        <translation>You play</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="731"/>
        <source>Number of players</source>
        <translation>Number of players</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="736"/>
        <source>Nobody ticked: watch the computers</source>
        <translation>Nobody ticked: watch the computers</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="737"/>
        <source>Partners change each rubber (rotation table)</source>
        <translation>Partners change each rubber (rotation table)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="738"/>
        <source>Players&apos; accounts counted in</source>
        <translation>Players&apos; accounts counted in</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="741"/>
        <source>Draw for seats</source>
        <translation>Draw for seats</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="748"/>
        <source>Price of a whist</source>
        <translation>Price of a whist</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="749"/>
        <source>no money</source>
        <translation>no money</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="761"/>
        <source>Each player needs a name of his own: they change seats.</source>
        <translation>Each player needs a name of his own: they change seats.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="743"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="744"/>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="747"/>
        <source>Options…</source>
        <translation>Options…</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="751"/>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="752"/>
        <source>Show hints before each of my decisions (teaching)</source>
        <translation>Show hints before each of my decisions (teaching)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="750"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
</context>
<context>
    <name>PadSetupDialog</name>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="178"/>
        <source>Score pad: players</source>
        <translation>Score pad: players</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="179"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="180"/>
        <source>Vint</source>
        <translation>Vint</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="180"/>
        <source>Whist</source>
        <translation>Whist</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="185"/>
        <source>Players, in the order they drew (the tables seat them)</source>
        <translation>Players, in the order they drew (the tables seat them)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="188"/>
        <source>Players, as they sit for the first rubber</source>
        <translation>Players, as they sit for the first rubber</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="189"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="194"/>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="202"/>
        <source>Rubber 8: players drawn by lot</source>
        <translation>Rubber 8: players drawn by lot</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="204"/>
        <source>Change partners after each rubber (W-SEAT-5)</source>
        <translation>Change partners after each rubber (W-SEAT-5)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="206"/>
        <source>Change partners after each rubber (V-PART-9)</source>
        <translation>Change partners after each rubber (V-PART-9)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="207"/>
        <source>First dealer</source>
        <translation>First dealer</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="208"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="211"/>
        <source>Options…</source>
        <translation>Options…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="227"/>
        <source>Give all four names, each a different one, or none.</source>
        <translation>Give all four names, each a different one, or none.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="229"/>
        <source>Give every player&apos;s name, each a different one.</source>
        <translation>Give every player&apos;s name, each a different one.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="231"/>
        <source>Rubber 8 is played by two different players drawn by lot.</source>
        <translation>Rubber 8 is played by two different players drawn by lot.</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="136"/>
        <source>Revoke penalty</source>
        <translation>Revoke penalty</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="139"/>
        <source>%1 revoked in trick %2 (W-IRR-1).
Your side chooses the penalty (W-IRR-3):</source>
        <translation>%1 revoked in trick %2 (W-IRR-1).
Your side chooses the penalty (W-IRR-3):</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="143"/>
        <source>&amp;5 points above the line</source>
        <translation>&amp;5 points above the line</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="144"/>
        <source>&amp;Three of their tricks</source>
        <translation>&amp;Three of their tricks</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/dialogs/revokes.py" line="147"/>
        <source>%n more revoke(s) to choose after this one.</source>
        <translation>
            <numerusform>%n more revoke to choose after this one.</numerusform>
            <numerusform>%n more revokes to choose after this one.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="157"/>
        <source>Tricks: we %1, they %2.
Below the line: we %3, they %4.
Above the line: we %5, they %6.</source>
        <translation>Tricks: we %1, they %2.
Below the line: we %3, they %4.
Above the line: we %5, they %6.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="168"/>
        <source>We win the partiya.</source>
        <translation>We win the partiya.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="170"/>
        <source>They win the partiya.</source>
        <translation>They win the partiya.</translation>
    </message>
</context>
<context>
    <name>PrefCallBox</name>
    <message>
        <location filename="../wint/gui/auction/pref_box.py" line="67"/>
        <source>Player</source>
        <extracomment>Buttons in a row of the box (the bids: five strains a level). The buttons shown now, each with its action.</extracomment>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/pref_box.py" line="67"/>
        <source>Said</source>
        <translation>Said</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/pref_box.py" line="130"/>
        <source>%1 is to call.</source>
        <translation>%1 is to call.</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/pref_box.py" line="133"/>
        <source>Your call.</source>
        <translation>Your call.</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/pref_box.py" line="134"/>
        <source>Choose two cards to discard on the table, then “Discard”.</source>
        <translation>Choose two cards to discard on the table, then “Discard”.</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/pref_box.py" line="135"/>
        <source>Name your contract.</source>
        <translation>Name your contract.</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/pref_box.py" line="136"/>
        <source>Whist or pass?</source>
        <translation>Whist or pass?</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/pref_box.py" line="137"/>
        <source>You whist alone: open or closed?</source>
        <translation>You whist alone: open or closed?</translation>
    </message>
</context>
<context>
    <name>PrefHints</name>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="45"/>
        <source>%1 tricks</source>
        <comment>a fractional number</comment>
        <translation>%1 tricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="53"/>
        <source>NT</source>
        <translation>NT</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="68"/>
        <source>play %1</source>
        <translation>play %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="75"/>
        <source>open whist</source>
        <translation>open whist</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="77"/>
        <source>closed whist</source>
        <translation>closed whist</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="85"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="86"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="87"/>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="88"/>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="89"/>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="96"/>
        <source>%1 %2 — %3</source>
        <translation>%1 %2 — %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="105"/>
        <source>By the estimates of the 1971 rules (B.12): %1.</source>
        <translation>By the estimates of the 1971 rules (B.12): %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="111"/>
        <source>In %1 the hand expects %2, with the talon&apos;s %3 expected: %4 in all.</source>
        <translation>In %1 the hand expects %2, with the talon&apos;s %3 expected: %4 in all.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="121"/>
        <source>In %1 the hand expects %2.</source>
        <translation>In %1 the hand expects %2.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="127"/>
        <source>Sure tricks to keep: %1.</source>
        <translation>Sure tricks to keep: %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="139"/>
        <source>A clean misère: every suit stands on the ladder 7, 8–9, 10–J, Q–K, A (B.12).</source>
        <translation>A clean misère: every suit stands on the ladder 7, 8–9, 10–J, Q–K, A (B.12).</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="144"/>
        <source>%1 caught %2</source>
        <translation>%1 caught %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="150"/>
        <source>Misère by the ladder (B.12): holes %1; together %2, and the seed declares misère at %3 at most.</source>
        <translation>Misère by the ladder (B.12): holes %1; together %2, and the seed declares misère at %3 at most.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="168"/>
        <source>Expected whists: %1.</source>
        <translation>Expected whists: %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="175"/>
        <source>Against %1 you expect %2 (B.12); you want %3 to whist, the defence owes %4 (P-WH-2). A trick is worth %5 whists (P-SC-6).</source>
        <translation>Against %1 you expect %2 (B.12); you want %3 to whist, the defence owes %4 (P-WH-2). A trick is worth %5 whists (P-SC-6).</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/pref_hints.py" line="193"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/pref_hints.py" line="200"/>
        <source>Double dummy, with best play by all three, you take %n trick(s) more.</source>
        <translation>
            <numerusform>Double dummy, with best play by all three, you take %n trick more.</numerusform>
            <numerusform>Double dummy, with best play by all three, you take %n tricks more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/pref_hints.py" line="204"/>
        <source>Double dummy, with best play by all three, the defence takes %n trick(s) more.</source>
        <translation>
            <numerusform>Double dummy, with best play by all three, the defence takes %n trick more.</numerusform>
            <numerusform>Double dummy, with best play by all three, the defence takes %n tricks more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/pref_hints.py" line="210"/>
        <source>Double dummy, with best play by all three, you are forced to take %n trick(s).</source>
        <translation>
            <numerusform>Double dummy, with best play by all three, you are forced to take %n trick.</numerusform>
            <numerusform>Double dummy, with best play by all three, you are forced to take %n tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/pref_hints.py" line="215"/>
        <source>Double dummy, with best play by all three, the misère player is forced to take %n trick(s).</source>
        <translation>
            <numerusform>Double dummy, with best play by all three, the misère player is forced to take %n trick.</numerusform>
            <numerusform>Double dummy, with best play by all three, the misère player is forced to take %n tricks.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="233"/>
        <source>After each card: %1.</source>
        <translation>After each card: %1.</translation>
    </message>
</context>
<context>
    <name>PrefLesson</name>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="79"/>
        <source>1. The deal</source>
        <extracomment>The guided deal (the first deal of a session of this seed): 6♠ by the newcomer.</extracomment>
        <translation>1. The deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="80"/>
        <source>2. The auction</source>
        <translation>2. The auction</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="81"/>
        <source>3. The prikup and the discard</source>
        <translation>3. The prikup and the discard</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="82"/>
        <source>4. Naming the contract</source>
        <translation>4. Naming the contract</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="83"/>
        <source>5. The whisting</source>
        <translation>5. The whisting</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="84"/>
        <source>6. The play</source>
        <translation>6. The play</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="85"/>
        <source>7. The pulya</source>
        <translation>7. The pulya</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="91"/>
        <source>Preferans is played by three, each for himself (P-TAB-1). The dealer has dealt ten cards to each player and two face down into the middle: the prikup (P-DEAL-2). Your hand is at the bottom, sorted by suit. Press Next to begin the auction.</source>
        <translation>Preferans is played by three, each for himself (P-TAB-1). The dealer has dealt ten cards to each player and two face down into the middle: the prikup (P-DEAL-2). Your hand is at the bottom, sorted by suit. Press Next to begin the auction.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="98"/>
        <source>The first hand, on the dealer&apos;s left, speaks first, then each in turn (P-BID-1). A bid is six to ten tricks and a trump suit or no trump, 6♠ 6♣ 6♦ 6♥ 6 NT 7♠ and so on, each above the last (P-BID-2). Misère, taking no trick at all, ranks between the eights and the nines and is bid only as one&apos;s first call (P-BID-5). Whoever passes is out of the auction (P-BID-3): when the other two have passed, the last bidder plays. If all three pass, the deal is an all-pass: everyone takes as few tricks as he can (P-RASP-1). The Hint panel suggests each call and shows what your hand is worth by the estimates of the 1971 rules.</source>
        <translation>The first hand, on the dealer&apos;s left, speaks first, then each in turn (P-BID-1). A bid is six to ten tricks and a trump suit or no trump, 6♠ 6♣ 6♦ 6♥ 6 NT 7♠ and so on, each above the last (P-BID-2). Misère, taking no trick at all, ranks between the eights and the nines and is bid only as one&apos;s first call (P-BID-5). Whoever passes is out of the auction (P-BID-3): when the other two have passed, the last bidder plays. If all three pass, the deal is an all-pass: everyone takes as few tricks as he can (P-RASP-1). The Hint panel suggests each call and shows what your hand is worth by the estimates of the 1971 rules.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="110"/>
        <source>The declarer turns the prikup face up for all to see, takes it into his hand and discards two cards face down (P-CON-1); the discard counts for nobody (P-CON-3). Keep your sure tricks and throw two losers: choose two cards, or follow the hint.</source>
        <translation>The declarer turns the prikup face up for all to see, takes it into his hand and discards two cards face down (P-CON-1); the discard counts for nobody (P-CON-3). Keep your sure tricks and throw two losers: choose two cards, or follow the hint.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="117"/>
        <source>Now name the contract: any trumps or no trump, not below your bid (P-CON-2). A six is worth 2, a seven 4, an eight 6, a nine 8, a ten 10 (P-CON-4). Name what your hand can make: a contract set costs its value in the mountain for every trick short (P-SC-5).</source>
        <translation>Now name the contract: any trumps or no trump, not below your bid (P-CON-2). A six is worth 2, a seven 4, an eight 6, a nine 8, a ten 10 (P-CON-4). Name what your hand can make: a contract set costs its value in the mountain for every trick short (P-SC-5).</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="124"/>
        <source>The other two decide in turn whether to whist, that is to play against you and write whists for their tricks (P-WH-1). Whisters take on the defence&apos;s obligation: four tricks together against a six, two against a seven, one above (P-WH-2). If both pass, you write the contract without play (P-WH-4); after a pass the second may say half-whist on a six or a seven (P-WH-5); a lone whister may play open, both defenders&apos; hands on the table (P-WH-6).</source>
        <translation>The other two decide in turn whether to whist, that is to play against you and write whists for their tricks (P-WH-1). Whisters take on the defence&apos;s obligation: four tricks together against a six, two against a seven, one above (P-WH-2). If both pass, you write the contract without play (P-WH-4); after a pass the second may say half-whist on a six or a seven (P-WH-5); a lone whister may play open, both defenders&apos; hands on the table (P-WH-6).</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="133"/>
        <source>The first hand leads to the first trick (P-PLAY-1). Follow suit; if you cannot, you must trump; only without trumps may you throw another card (P-PLAY-2). The highest trump wins the trick, else the highest card of the suit led (P-PLAY-3). Double-click a card to play it; the Hint panel suggests one and, when every hand is in sight, what each card is worth double dummy.</source>
        <translation>The first hand leads to the first trick (P-PLAY-1). Follow suit; if you cannot, you must trump; only without trumps may you throw another card (P-PLAY-2). The highest trump wins the trick, else the highest card of the suit led (P-PLAY-3). Double-click a card to play it; the Hint panel suggests one and, when every hand is in sight, what each card is worth double dummy.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="141"/>
        <source>Each player has three records on the sheet (P-SC-1): the pulya, where made contracts are written (P-SC-4), the mountain, where penalties go (P-SC-5), and the whists he writes on the others for their tricks (P-SC-6). The game ends when every pulya reaches the target (P-SET-6); then the mountains and the whists settle who pays whom (P-SET-1). Each entry of the sheet explains its arithmetic and its rule.</source>
        <translation>Each player has three records on the sheet (P-SC-1): the pulya, where made contracts are written (P-SC-4), the mountain, where penalties go (P-SC-5), and the whists he writes on the others for their tricks (P-SC-6). The game ends when every pulya reaches the target (P-SET-6); then the mountains and the whists settle who pays whom (P-SET-1). Each entry of the sheet explains its arithmetic and its rule.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="155"/>
        <source>&amp;Next: the auction</source>
        <translation>&amp;Next: the auction</translation>
    </message>
</context>
<context>
    <name>PrefMessages</name>
    <message>
        <location filename="../wint/gui/shell/pref_messages.py" line="56"/>
        <source>All pass: %1.</source>
        <translation>All pass: %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/pref_messages.py" line="61"/>
        <source>%1, declarer %2</source>
        <translation>%1, declarer %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/pref_messages.py" line="67"/>
        <source>%n trick(s).</source>
        <translation>
            <numerusform>%n trick.</numerusform>
            <numerusform>%n tricks.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/pref_messages.py" line="69"/>
        <source>nobody whisted, the game is counted.</source>
        <translation>nobody whisted, the game is counted.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/pref_messages.py" line="85"/>
        <source>The pulya is over after %n deal(s).</source>
        <translation>
            <numerusform>The pulya is over after %n deal.</numerusform>
            <numerusform>The pulya is over after %n deals.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/pref_messages.py" line="87"/>
        <source>Balance in whists: %1</source>
        <translation>Balance in whists: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/pref_messages.py" line="94"/>
        <source>How many of the %n remaining trick(s) will you take?</source>
        <translation>
            <numerusform>How many of the %n remaining trick will you take?</numerusform>
            <numerusform>How many of the %n remaining tricks will you take?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/pref_messages.py" line="96"/>
        <source>How many of the %n remaining trick(s) will you and your partner take together?</source>
        <translation>
            <numerusform>How many of the %n remaining trick will you and your partner take together?</numerusform>
            <numerusform>How many of the %n remaining tricks will you and your partner take together?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/pref_messages.py" line="107"/>
        <source>With best play by the others you take %1 of the %n trick(s) left, not %2.</source>
        <translation>
            <numerusform>With best play by the others you take %1 of the %n trick left, not %2.</numerusform>
            <numerusform>With best play by the others you take %1 of the %n tricks left, not %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/pref_messages.py" line="113"/>
        <source>With best play by the declarer you and your partner take %1 of the %n trick(s) left, not %2.</source>
        <translation>
            <numerusform>With best play by the declarer you and your partner take %1 of the %n trick left, not %2.</numerusform>
            <numerusform>With best play by the declarer you and your partner take %1 of the %n tricks left, not %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrefOptions</name>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="35"/>
        <source>Whists written at</source>
        <extracomment>The values a record refuses (contracts/record-preferans.md, bracketed): never offered.</extracomment>
        <translation>Whists written at</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="36"/>
        <source>Remiz in the gora</source>
        <translation>Remiz in the gora</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="37"/>
        <source>Consolation for a set contract</source>
        <translation>Consolation for a set contract</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="38"/>
        <source>The sitting-out dealer is consoled</source>
        <translation>The sitting-out dealer is consoled</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="41"/>
        <source>Whists</source>
        <translation>Whists</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="42"/>
        <source>The whister&apos;s responsibility</source>
        <translation>The whister&apos;s responsibility</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="43"/>
        <source>Who pays for a short whist on 8–10</source>
        <translation>Who pays for a short whist on 8–10</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="46"/>
        <source>Half-whist («пополам»)</source>
        <translation>Half-whist («пополам»)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="47"/>
        <source>A ten</source>
        <translation>A ten</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="48"/>
        <source>Stalingrad: 6♠ whisted by both</source>
        <translation>Stalingrad: 6♠ whisted by both</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="49"/>
        <source>Open whist: the cards laid down</source>
        <translation>Open whist: the cards laid down</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="52"/>
        <source>Misère only when bid first (kabala)</source>
        <translation>Misère only when bid first (kabala)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="55"/>
        <source>What beats misère</source>
        <translation>What beats misère</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="56"/>
        <source>Catching misère: the cards laid down</source>
        <translation>Catching misère: the cards laid down</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="59"/>
        <source>Caught misère: gora per trick</source>
        <translation>Caught misère: gora per trick</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="62"/>
        <source>All-pass written</source>
        <translation>All-pass written</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="63"/>
        <source>All-pass trick price</source>
        <translation>All-pass trick price</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="64"/>
        <source>All-pass progression</source>
        <translation>All-pass progression</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="65"/>
        <source>No trick on all-pass: the price to the pulya</source>
        <translation>No trick on all-pass: the price to the pulya</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="68"/>
        <source>The prikup on all-pass</source>
        <translation>The prikup on all-pass</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="69"/>
        <source>Rostov all-pass: tied for fewest tricks</source>
        <translation>Rostov all-pass: tied for fewest tricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="72"/>
        <source>Exit from all-pass</source>
        <translation>Exit from all-pass</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="73"/>
        <source>All-pass ends with</source>
        <translation>All-pass ends with</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="74"/>
        <source>Help: the overflow closes another&apos;s pulya</source>
        <translation>Help: the overflow closes another&apos;s pulya</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="77"/>
        <source>Whists a pulya point is worth</source>
        <translation>Whists a pulya point is worth</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="80"/>
        <source>The pulya ends</source>
        <translation>The pulya ends</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="81"/>
        <source>«Here» (здесь) may be said</source>
        <translation>«Here» (здесь) may be said</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="82"/>
        <source>Paid prikup (MSU)</source>
        <translation>Paid prikup (MSU)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="83"/>
        <source>The dealer deals again</source>
        <translation>The dealer deals again</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="84"/>
        <source>Bids worded as in 1971 (MSU)</source>
        <translation>Bids worded as in 1971 (MSU)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="93"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="95"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="102"/>
        <source>the whist price</source>
        <translation>the whist price</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="103"/>
        <source>double</source>
        <translation>double</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="104"/>
        <source>10 a trick</source>
        <translation>10 a trick</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="105"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="106"/>
        <source>greedy</source>
        <translation>greedy</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="107"/>
        <source>gentleman&apos;s</source>
        <translation>gentleman&apos;s</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="108"/>
        <source>full</source>
        <translation>full</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="109"/>
        <source>half</source>
        <translation>half</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="110"/>
        <source>the second whister</source>
        <translation>the second whister</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="111"/>
        <source>both whisters</source>
        <translation>both whisters</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="112"/>
        <source>whisted</source>
        <translation>whisted</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="113"/>
        <source>checked, not whisted</source>
        <translation>checked, not whisted</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="114"/>
        <source>after the opening lead</source>
        <translation>after the opening lead</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="115"/>
        <source>before play</source>
        <translation>before play</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="116"/>
        <source>any nine</source>
        <translation>any nine</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="117"/>
        <source>as the MSU rules say</source>
        <translation>as the MSU rules say</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="118"/>
        <source>as the code says</source>
        <translation>as the code says</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="119"/>
        <source>after the first trick</source>
        <translation>after the first trick</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="120"/>
        <source>in the gora</source>
        <translation>in the gora</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="121"/>
        <source>as whists (Rostov)</source>
        <translation>as whists (Rostov)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="122"/>
        <source>arithmetic (1, 2, 3…)</source>
        <translation>arithmetic (1, 2, 3…)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="123"/>
        <source>geometric (1, 2, 4…)</source>
        <translation>geometric (1, 2, 4…)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="124"/>
        <source>shows the suit of the first two tricks</source>
        <translation>shows the suit of the first two tricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="127"/>
        <source>not used</source>
        <translation>not used</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="128"/>
        <source>the dealer plays it (MSU)</source>
        <translation>the dealer plays it (MSU)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="129"/>
        <source>they share the bonus</source>
        <translation>they share the bonus</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="130"/>
        <source>each has it whole</source>
        <translation>each has it whole</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="131"/>
        <source>any game</source>
        <translation>any game</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="132"/>
        <source>a whisted game made</source>
        <translation>a whisted game made</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="133"/>
        <source>when every pulya is closed</source>
        <translation>when every pulya is closed</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="134"/>
        <source>when the pulyas add up to the target</source>
        <translation>when the pulyas add up to the target</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="137"/>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="140"/>
        <source>only a ten (MSU)</source>
        <translation>only a ten (MSU)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="163"/>
        <source>Rule options</source>
        <translation>Rule options</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="173"/>
        <source>%1 (the preset&apos;s)</source>
        <translation>%1 (the preset&apos;s)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="189"/>
        <source>The preset&apos;s &amp;values</source>
        <translation>The preset&apos;s &amp;values</translation>
    </message>
</context>
<context>
    <name>PrefPadWindow</name>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="345"/>
        <location filename="../wint/gui/pad/pref_window.py" line="499"/>
        <source>Preferans score pad</source>
        <translation>Preferans score pad</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="92"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="87"/>
        <source>&amp;Options…</source>
        <translation>&amp;Options…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="97"/>
        <source>&amp;Players:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="98"/>
        <source>Pulya &amp;target:</source>
        <translation>Pulya &amp;target:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="100"/>
        <source>Name of %1:</source>
        <translation>Name of %1:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="109"/>
        <source>All pa&amp;ss</source>
        <translation>All pa&amp;ss</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="118"/>
        <source>Open w&amp;hist</source>
        <translation>Open w&amp;hist</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="124"/>
        <source>Cards pla&amp;yed</source>
        <translation>Cards pla&amp;yed</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="126"/>
        <source>&amp;Dealer:</source>
        <translation>&amp;Dealer:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="129"/>
        <source>&amp;Contract:</source>
        <translation>&amp;Contract:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="131"/>
        <source>Decl&amp;arer:</source>
        <translation>Decl&amp;arer:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="133"/>
        <source>&amp;Whisting words:</source>
        <translation>&amp;Whisting words:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="141"/>
        <source>Tric&amp;ks:</source>
        <translation>Tric&amp;ks:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="151"/>
        <source>Wr&amp;ite the deal</source>
        <translation>Wr&amp;ite the deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="152"/>
        <source>New dea&amp;l</source>
        <translation>New dea&amp;l</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="139"/>
        <source>Talo&amp;n (prikup):</source>
        <translation>Talo&amp;n (prikup):</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="120"/>
        <source>e.g. D7 HK, when it is paid</source>
        <translation>e.g. D7 HK, when it is paid</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="153"/>
        <source>Re&amp;move the deal</source>
        <translation>Re&amp;move the deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="196"/>
        <source>&amp;New pulya</source>
        <translation>&amp;New pulya</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="197"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="198"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="199"/>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="201"/>
        <source>&amp;Rule options…</source>
        <translation>&amp;Rule options…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="203"/>
        <source>&amp;Print the sheet…</source>
        <translation>&amp;Print the sheet…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="205"/>
        <source>Print pre&amp;view…</source>
        <translation>Print pre&amp;view…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="208"/>
        <source>Export the sheet as P&amp;DF…</source>
        <translation>Export the sheet as P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="213"/>
        <source>Export the sheet as &amp;text…</source>
        <translation>Export the sheet as &amp;text…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="217"/>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="218"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="219"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="220"/>
        <source>&amp;Delete the deal</source>
        <translation>&amp;Delete the deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="224"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="236"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="247"/>
        <source>Sochi</source>
        <translation>Sochi</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="247"/>
        <source>Leningrad</source>
        <translation>Leningrad</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="247"/>
        <source>Rostov</source>
        <translation>Rostov</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="247"/>
        <source>Classic 1971</source>
        <translation>Classic 1971</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="344"/>
        <source>new pulya</source>
        <translation>new pulya</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="451"/>
        <source>Deal %1 refused: %2</source>
        <translation>Deal %1 refused: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="471"/>
        <source>all pass</source>
        <translation>all pass</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="474"/>
        <source>%1 by %2</source>
        <translation>%1 by %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="481"/>
        <source>%1 deals: %2</source>
        <translation>%1 deals: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="499"/>
        <source>Save the changes to the pulya?</source>
        <translation>Save the changes to the pulya?</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="517"/>
        <source>Open a pulya</source>
        <translation>Open a pulya</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="528"/>
        <source>Cannot open</source>
        <translation>Cannot open</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="529"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 cannot be opened:
%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="551"/>
        <source>Score records (*.json *.wint-record);;All files (*)</source>
        <translation>Score records (*.json *.wint-record);;All files (*)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="561"/>
        <source>Save the pulya</source>
        <translation>Save the pulya</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="574"/>
        <location filename="../wint/gui/pad/pref_window.py" line="617"/>
        <source>Cannot write</source>
        <translation>Cannot write</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="574"/>
        <location filename="../wint/gui/pad/pref_window.py" line="617"/>
        <source>The pulya</source>
        <translation>The pulya</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="578"/>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="601"/>
        <source>Export PDF</source>
        <translation>Export PDF</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="610"/>
        <source>Export the sheet as text</source>
        <translation>Export the sheet as text</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="610"/>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
</context>
<context>
    <name>PrefRefusals</name>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="20"/>
        <source>the pulya is over: no deal may follow its end (P-SET-6)</source>
        <translation>the pulya is over: no deal may follow its end (P-SET-6)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="26"/>
        <source>%1 deals this deal (P-TAB-5)</source>
        <translation>%1 deals this deal (P-TAB-5)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="30"/>
        <source>after all-pass the game must be at least %2, not %1 (P-RASP-5)</source>
        <translation>after all-pass the game must be at least %2, not %1 (P-RASP-5)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="36"/>
        <source>the dealer sits out (P-TAB-1)</source>
        <translation>the dealer sits out (P-TAB-1)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="40"/>
        <source>an open whist needs one whister and play (P-WH-6)</source>
        <translation>an open whist needs one whister and play (P-WH-6)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="46"/>
        <source>the prikup is needed: the dealer is paid its tricks (P-MSU-5)</source>
        <translation>the prikup is needed: the dealer is paid its tricks (P-MSU-5)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="52"/>
        <source>no whisting on misère or a checked ten (P-WH-7)</source>
        <translation>no whisting on misère or a checked ten (P-WH-7)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="58"/>
        <source>the defenders&apos; words are needed (P-WH)</source>
        <translation>the defenders&apos; words are needed (P-WH)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="62"/>
        <source>«%1» may not be said here (P-WH)</source>
        <translation>«%1» may not be said here (P-WH)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="66"/>
        <source>«%1»: both defenders have spoken (P-WH)</source>
        <translation>«%1»: both defenders have spoken (P-WH)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="70"/>
        <source>a defender&apos;s word is missing (P-WH)</source>
        <translation>a defender&apos;s word is missing (P-WH)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="74"/>
        <source>no cards were played: both defenders passed or the half-whist stands</source>
        <translation>no cards were played: both defenders passed or the half-whist stands</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="81"/>
        <source>the tricks are needed: cards were played</source>
        <translation>the tricks are needed: cards were played</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="85"/>
        <source>the tricks must add up to %1, not %2</source>
        <translation>the tricks must add up to %1, not %2</translation>
    </message>
</context>
<context>
    <name>PrefReviewGame</name>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="30"/>
        <source>all-pass</source>
        <translation>all-pass</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="32"/>
        <source>%1 by %2</source>
        <translation>%1 by %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="67"/>
        <location filename="../wint/gui/teaching/pref_review.py" line="142"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="77"/>
        <source>Dealer: %1</source>
        <translation>Dealer: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="78"/>
        <source>tricks: %1</source>
        <translation>tricks: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="82"/>
        <source>The deal double dummy</source>
        <translation>The deal double dummy</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="89"/>
        <source>An all-pass deal is not solved double dummy (P-RASP).</source>
        <translation>An all-pass deal is not solved double dummy (P-RASP).</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="91"/>
        <source>No card was played: nothing to measure.</source>
        <translation>No card was played: nothing to measure.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/pref_review.py" line="94"/>
        <source>With best play by all three from the opening lead on, the misère player is forced to take %n trick(s).</source>
        <translation>
            <numerusform>With best play by all three from the opening lead on, the misère player is forced to take %n trick.</numerusform>
            <numerusform>With best play by all three from the opening lead on, the misère player is forced to take %n tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/pref_review.py" line="101"/>
        <source>With best play by all three from the opening lead on, the declarer takes %n trick(s).</source>
        <translation>
            <numerusform>With best play by all three from the opening lead on, the declarer takes %n trick.</numerusform>
            <numerusform>With best play by all three from the opening lead on, the declarer takes %n tricks.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="109"/>
        <source>Card or decision</source>
        <translation>Card or decision</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="116"/>
        <source>After each card, double dummy: the declarer&apos;s tricks for him, the defence&apos;s for a defender; on a misère the tricks he escapes, for the catchers those forced on him:</source>
        <translation>After each card, double dummy: the declarer&apos;s tricks for him, the defence&apos;s for a defender; on a misère the tricks he escapes, for the catchers those forced on him:</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/pref_review.py" line="129"/>
        <source>%1: %n trick(s) lost, mistakes: %2</source>
        <translation>
            <numerusform>%1: %n trick lost, mistakes: %2</numerusform>
            <numerusform>%1: %n tricks lost, mistakes: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="151"/>
        <source>The auction</source>
        <translation>The auction</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="153"/>
        <source>The prikup and the contract</source>
        <translation>The prikup and the contract</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="155"/>
        <source>Whisting</source>
        <translation>Whisting</translation>
    </message>
</context>
<context>
    <name>Preferans</name>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="60"/>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="62"/>
        <source>The discard</source>
        <translation>The discard</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="88"/>
        <location filename="../wint/gui/table/pref_table.py" line="119"/>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="90"/>
        <source>misère</source>
        <translation>misère</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="92"/>
        <source>%1 NT</source>
        <translation>%1 NT</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="111"/>
        <location filename="../wint/gui/table/pref_table.py" line="271"/>
        <source>here</source>
        <translation>here</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="118"/>
        <source>whist</source>
        <translation>whist</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="120"/>
        <source>half-whist</source>
        <translation>half-whist</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="128"/>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="130"/>
        <source>closed</source>
        <translation>closed</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="146"/>
        <location filename="../wint/gui/teaching/pref_hints.py" line="66"/>
        <source>discard: %1</source>
        <translation>discard: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="149"/>
        <source>claims %1</source>
        <translation>claims %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="242"/>
        <location filename="../wint/gui/table/pref_table.py" line="263"/>
        <source>deals, sits out</source>
        <translation>deals, sits out</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="249"/>
        <source>declarer</source>
        <translation>declarer</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="251"/>
        <location filename="../wint/gui/table/pref_table.py" line="264"/>
        <location filename="../wint/gui/table/pref_table.py" line="267"/>
        <source>plays %1</source>
        <translation>plays %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="279"/>
        <source>dealer: %1</source>
        <translation>dealer: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="283"/>
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="285"/>
        <source>at least %1</source>
        <translation>at least %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="291"/>
        <source>All pass</source>
        <translation>All pass</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="293"/>
        <source>%1 takes the prikup</source>
        <translation>%1 takes the prikup</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="298"/>
        <source>%1, declarer %2</source>
        <translation>%1, declarer %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="303"/>
        <source>open whist</source>
        <translation>open whist</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="307"/>
        <source>Tricks: %1</source>
        <translation>Tricks: %1</translation>
    </message>
</context>
<context>
    <name>PulyaExplain</name>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="25"/>
        <source>the contract made: the game&apos;s value</source>
        <translation>the contract made: the game&apos;s value</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="26"/>
        <source>not played out: the game&apos;s value without play</source>
        <translation>not played out: the game&apos;s value without play</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="29"/>
        <source>half-whist: a trick&apos;s whists for half the obligation</source>
        <translation>half-whist: a trick&apos;s whists for half the obligation</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="32"/>
        <source>the contract set: the game&apos;s value per trick short</source>
        <translation>the contract set: the game&apos;s value per trick short</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="35"/>
        <source>consolation: the game&apos;s value per trick the declarer fell short</source>
        <translation>consolation: the game&apos;s value per trick the declarer fell short</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="38"/>
        <source>whists: a trick&apos;s price for each trick of his own</source>
        <translation>whists: a trick&apos;s price for each trick of his own</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="41"/>
        <source>the lone whister: a trick&apos;s price for both defenders&apos; tricks</source>
        <translation>the lone whister: a trick&apos;s price for both defenders&apos; tricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="44"/>
        <source>gentleman&apos;s whist: half the whists of both defenders&apos; tricks</source>
        <translation>gentleman&apos;s whist: half the whists of both defenders&apos; tricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="47"/>
        <source>short of the whisting obligation: the penalty per missing trick</source>
        <translation>short of the whisting obligation: the penalty per missing trick</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="50"/>
        <source>the misère made</source>
        <translation>the misère made</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="51"/>
        <source>the misère caught: the penalty per trick taken</source>
        <translation>the misère caught: the penalty per trick taken</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="54"/>
        <source>all-pass: the price per trick taken</source>
        <translation>all-pass: the price per trick taken</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="55"/>
        <source>all-pass without a trick: the price into the pulya</source>
        <translation>all-pass without a trick: the price into the pulya</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="58"/>
        <source>all-pass in whists: the fewest tricks pay for each trick of the others</source>
        <translation>all-pass in whists: the fewest tricks pay for each trick of the others</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="61"/>
        <source>the dealer&apos;s fine for the prikup&apos;s tricks on the all-pass deal</source>
        <translation>the dealer&apos;s fine for the prikup&apos;s tricks on the all-pass deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="64"/>
        <source>the dealer&apos;s whists for the tricks in the prikup</source>
        <translation>the dealer&apos;s whists for the tricks in the prikup</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="67"/>
        <source>help: points a closed pulya could not take</source>
        <translation>help: points a closed pulya could not take</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="68"/>
        <source>help: the helper&apos;s whists per point given</source>
        <translation>help: the helper&apos;s whists per point given</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="71"/>
        <source>written off the mountain: points no pulya could take</source>
        <translation>written off the mountain: points no pulya could take</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="91"/>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="104"/>
        <source>%1&apos;s pulya</source>
        <translation>%1&apos;s pulya</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="106"/>
        <source>%1&apos;s mountain</source>
        <translation>%1&apos;s mountain</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="109"/>
        <source>%1&apos;s whists on %2</source>
        <translation>%1&apos;s whists on %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="119"/>
        <source>%1: %2, %3 (%4)</source>
        <translation>%1: %2, %3 (%4)</translation>
    </message>
</context>
<context>
    <name>PulyaSheet</name>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="48"/>
        <source>pulya</source>
        <extracomment>The pulya and the gora (P-SC-1), translated when written.</extracomment>
        <translation>pulya</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="49"/>
        <source>mountain</source>
        <translation>mountain</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="41"/>
        <source>Sochi</source>
        <extracomment>The variants by preset (B.4-B.8.1), as the players call them, translated when written.</extracomment>
        <translation>Sochi</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="42"/>
        <source>Leningrad</source>
        <translation>Leningrad</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="43"/>
        <source>Rostov</source>
        <translation>Rostov</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="44"/>
        <source>the 1971 classic</source>
        <translation>the 1971 classic</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="79"/>
        <source>%1 with agreed options</source>
        <translation>%1 with agreed options</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="83"/>
        <source>Preferans, %1: a pulya to %2</source>
        <translation>Preferans, %1: a pulya to %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="93"/>
        <source>players: %1, deals: %2</source>
        <translation>players: %1, deals: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="98"/>
        <source>the pulya is closed</source>
        <translation>the pulya is closed</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="100"/>
        <source>the pulya is not finished</source>
        <translation>the pulya is not finished</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="107"/>
        <source>whists on %1</source>
        <translation>whists on %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="113"/>
        <source>Settlement, in whists</source>
        <translation>Settlement, in whists</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="114"/>
        <source>Settlement, in whists and in money at %1 a whist</source>
        <translation>Settlement, in whists and in money at %1 a whist</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="122"/>
        <source>Who pays whom, in whists</source>
        <translation>Who pays whom, in whists</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="123"/>
        <source>Who pays whom, in whists and in money</source>
        <translation>Who pays whom, in whists and in money</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="129"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="130"/>
        <source>Pulya</source>
        <translation>Pulya</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="131"/>
        <source>Mountain</source>
        <translation>Mountain</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="132"/>
        <source>Exact</source>
        <translation>Exact</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="133"/>
        <source>Rounded</source>
        <translation>Rounded</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="137"/>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="167"/>
        <source>.</source>
        <comment>the decimal separator of money</comment>
        <translation>.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="56"/>
        <source>all passed</source>
        <translation>all passed</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="59"/>
        <source>Deal %1: %2</source>
        <translation>Deal %1: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="322"/>
        <source>N–S</source>
        <translation>N–S</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="322"/>
        <source>E–W</source>
        <translation>E–W</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="336"/>
        <source>claims %1</source>
        <translation>claims %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="349"/>
        <source>only card</source>
        <translation>only card</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="350"/>
        <source>not measured</source>
        <translation>not measured</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="357"/>
        <source>Tricks lost double dummy, and mistakes:</source>
        <translation>Tricks lost double dummy, and mistakes:</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="399"/>
        <source>Trick %1: %2 plays %3</source>
        <translation>Trick %1: %2 plays %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="58"/>
        <source>%1 by %2, %3</source>
        <translation>%1 by %2, %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/review_window.py" line="370"/>
        <source>%1: %n trick(s) lost, mistakes: %2</source>
        <translation>
            <numerusform>%1: %n trick lost, mistakes: %2</numerusform>
            <numerusform>%1: %n tricks lost, mistakes: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/review_window.py" line="386"/>
        <source>%1 claims %2 of the %n trick(s) left</source>
        <translation>
            <numerusform>%1 claims %2 of the %n trick left</numerusform>
            <numerusform>%1 claims %2 of the %n tricks left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/review_window.py" line="392"/>
        <source>Double dummy the side takes %1: %n trick(s) conceded.</source>
        <translation>
            <numerusform>Double dummy the side takes %1: %n trick conceded.</numerusform>
            <numerusform>Double dummy the side takes %1: %n tricks conceded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/review_window.py" line="409"/>
        <source>%n trick(s) lost</source>
        <translation>
            <numerusform>%n trick lost</numerusform>
            <numerusform>%n tricks lost</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="424"/>
        <source>The side&apos;s tricks after each card (double dummy):</source>
        <translation>The side&apos;s tricks after each card (double dummy):</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="507"/>
        <source>Trick %1</source>
        <translation>Trick %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="516"/>
        <source>Deal review</source>
        <translation>Deal review</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="518"/>
        <source>All hands</source>
        <translation>All hands</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="523"/>
        <source>Trick</source>
        <translation>Trick</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="524"/>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="526"/>
        <source>Tricks: card / best</source>
        <translation>Tricks: card / best</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="527"/>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="531"/>
        <source>The side&apos;s tricks in the deal, double dummy, after the card played and after the best card</source>
        <translation>The side&apos;s tricks in the deal, double dummy, after the card played and after the best card</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="537"/>
        <source>First step (Home)</source>
        <translation>First step (Home)</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="538"/>
        <source>Previous step (←)</source>
        <translation>Previous step (←)</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="539"/>
        <source>Next step (→)</source>
        <translation>Next step (→)</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="540"/>
        <source>Last step (End)</source>
        <translation>Last step (End)</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="541"/>
        <source>Next mistake (N)</source>
        <translation>Next mistake (N)</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="542"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="544"/>
        <source>The analysis failed: %1</source>
        <translation>The analysis failed: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="546"/>
        <location filename="../wint/gui/teaching/review_window.py" line="547"/>
        <source>Analysing…</source>
        <translation>Analysing…</translation>
    </message>
</context>
<context>
    <name>RevokeQuestion</name>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="53"/>
        <source>No cards of that suit?</source>
        <translation>No cards of that suit?</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="56"/>
        <source>You have %1: %2 does not follow suit.</source>
        <translation>You have %1: %2 does not follow suit.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="58"/>
        <source>The dummy has %1: %2 does not follow suit.</source>
        <translation>The dummy has %1: %2 does not follow suit.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="62"/>
        <source>Table rules accept it as a revoke. After the deal the opponents choose its penalty: 5 points above the line for them, or three of your side&apos;s tricks (W-IRR-1, W-IRR-3). Play it?</source>
        <translation>Table rules accept it as a revoke. After the deal the opponents choose its penalty: 5 points above the line for them, or three of your side&apos;s tricks (W-IRR-1, W-IRR-3). Play it?</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <location filename="../wint/gui/teaching/rules_browser.py" line="100"/>
        <source>not found</source>
        <translation>not found</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/rules_browser.py" line="107"/>
        <source>Search the rules</source>
        <translation>Search the rules</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/rules_browser.py" line="108"/>
        <source>Find</source>
        <translation>Find</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="464"/>
        <source>Rules</source>
        <extracomment>The rows of players New game offers: up to six (Vint&apos;s five and six, §4.2). The units the players&apos; accounts may count in (V-SHEET-7), the rulebook&apos;s first.</extracomment>
        <translation>Rules</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="36"/>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="38"/>
        <source>the file would be larger than the system allows</source>
        <translation>the file would be larger than the system allows</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="42"/>
        <source>you have no permission to write in that folder</source>
        <translation>you have no permission to write in that folder</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="44"/>
        <source>the disk can only be read</source>
        <translation>the disk can only be read</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="46"/>
        <source>the folder does not exist</source>
        <translation>the folder does not exist</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="48"/>
        <source>a folder has that name</source>
        <translation>a folder has that name</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="50"/>
        <source>the system refused to write it</source>
        <translation>the system refused to write it</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="51"/>
        <source>an error in wint stopped it</source>
        <translation>an error in wint stopped it</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="108"/>
        <source>%1 could not be written: %2.</source>
        <translation>%1 could not be written: %2.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="114"/>
        <source>File: %1</source>
        <translation>File: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="124"/>
        <source>Your settings will not be kept: %1 cannot be written (%2).</source>
        <translation>Your settings will not be kept: %1 cannot be written (%2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="131"/>
        <source>wint works as usual with the settings it could read; what you change lasts until it closes.</source>
        <translation>wint works as usual with the settings it could read; what you change lasts until it closes.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="181"/>
        <source>The game could not be saved: %1 was not written to %2 (%3).</source>
        <translation>The game could not be saved: %1 was not written to %2 (%3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="190"/>
        <source>Your game has been saved in %1: restart wint to continue it.</source>
        <translation>Your game has been saved in %1: restart wint to continue it.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="198"/>
        <source>Nothing of this game has been saved.</source>
        <translation>Nothing of this game has been saved.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="200"/>
        <source>Last good save: %1 (%2).</source>
        <translation>Last good save: %1 (%2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="212"/>
        <location filename="../wint/gui/shell/saves.py" line="253"/>
        <source>Game not saved</source>
        <translation>Game not saved</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="217"/>
        <source>The game could not be saved: %1.</source>
        <translation>The game could not be saved: %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="222"/>
        <source>Not saved: %1 (file %2).</source>
        <translation>Not saved: %1 (file %2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="226"/>
        <source>The computers wait until the game is saved.</source>
        <translation>The computers wait until the game is saved.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="228"/>
        <source>Save it in another place, or try again once the cause is removed.</source>
        <translation>Save it in another place, or try again once the cause is removed.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="235"/>
        <location filename="../wint/gui/shell/saves.py" line="271"/>
        <source>Save As…</source>
        <translation>Save As…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="238"/>
        <source>Try Again</source>
        <translation>Try Again</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="259"/>
        <source>The game is not saved: all of it would be lost.</source>
        <translation>The game is not saved: all of it would be lost.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="263"/>
        <source>The game is not saved: what was played after %1 would be lost.</source>
        <translation>The game is not saved: what was played after %1 would be lost.</translation>
    </message>
</context>
<context>
    <name>ScorePadWindow</name>
    <message>
        <location filename="../wint/gui/pad/window.py" line="152"/>
        <location filename="../wint/gui/pad/window.py" line="594"/>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="210"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="211"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="212"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="213"/>
        <source>Score &amp;charts…</source>
        <translation>Score &amp;charts…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="214"/>
        <source>&amp;New score pad…</source>
        <translation>&amp;New score pad…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="215"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="216"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="217"/>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="218"/>
        <source>P&amp;layers…</source>
        <translation>P&amp;layers…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="219"/>
        <source>&amp;Print the sheet…</source>
        <translation>&amp;Print the sheet…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="220"/>
        <source>Print pre&amp;view…</source>
        <translation>Print pre&amp;view…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="221"/>
        <source>Export the sheet as P&amp;DF…</source>
        <translation>Export the sheet as P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="222"/>
        <source>Export the sheet as &amp;text…</source>
        <translation>Export the sheet as &amp;text…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="223"/>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="224"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="225"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="226"/>
        <source>&amp;Delete the deal</source>
        <translation>&amp;Delete the deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="227"/>
        <source>New deal</source>
        <translation>New deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="228"/>
        <source>Delete the deal</source>
        <translation>Delete the deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="299"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="300"/>
        <source>Rubber</source>
        <translation>Rubber</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="301"/>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="303"/>
        <source>We</source>
        <translation>We</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="304"/>
        <source>They</source>
        <translation>They</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="314"/>
        <source>&amp;Update deal %1</source>
        <translation>&amp;Update deal %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="316"/>
        <source>&amp;Write the deal</source>
        <translation>&amp;Write the deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="318"/>
        <source>Deal %1</source>
        <translation>Deal %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="322"/>
        <source>rubber %1, sitting out: %2</source>
        <translation>rubber %1, sitting out: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="331"/>
        <source>untitled</source>
        <translation>untitled</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="332"/>
        <source>Score pad — %1</source>
        <translation>Score pad — %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="338"/>
        <source>%1 also gives the cards of its deals (the hands, or the calls and play), which the score pad does not keep: the deals are shown as they are scored. Save writes a new file; %1 stays as it is.</source>
        <translation>%1 also gives the cards of its deals (the hands, or the calls and play), which the score pad does not keep: the deals are shown as they are scored. Save writes a new file; %1 stays as it is.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="403"/>
        <source>Deal %1 written.</source>
        <translation>Deal %1 written.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="403"/>
        <source>Deal %1 corrected.</source>
        <translation>Deal %1 corrected.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="411"/>
        <source>Coronet %1: %2</source>
        <translation>Coronet %1: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="443"/>
        <source>Deal %1 deleted.</source>
        <translation>Deal %1 deleted.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="487"/>
        <source>Score pad</source>
        <translation>Score pad</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="486"/>
        <source>Save the changes to the score pad?</source>
        <translation>Save the changes to the score pad?</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="516"/>
        <source>Open a score pad</source>
        <translation>Open a score pad</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="527"/>
        <source>Cannot open</source>
        <translation>Cannot open</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="528"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 cannot be opened:
%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="560"/>
        <source>Score records (*.json *.wint-record);;All files (*)</source>
        <translation>Score records (*.json *.wint-record);;All files (*)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="573"/>
        <source>Save the score pad</source>
        <translation>Save the score pad</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="587"/>
        <source>Cannot write</source>
        <translation>Cannot write</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="587"/>
        <source>The score pad</source>
        <translation>The score pad</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../wint/gui/sheet/live.py" line="155"/>
        <source>We</source>
        <translation>We</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/live.py" line="157"/>
        <source>They</source>
        <translation>They</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/live.py" line="210"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>SeatingLine</name>
    <message>
        <location filename="../wint/gui/table/seating_line.py" line="31"/>
        <source>player %1</source>
        <translation>player %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/seating_line.py" line="48"/>
        <source>%1 and %2 sit out</source>
        <translation>%1 and %2 sit out</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/seating_line.py" line="50"/>
        <source>%1 sits out</source>
        <translation>%1 sits out</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/seating_line.py" line="52"/>
        <source>you sit out</source>
        <translation>you sit out</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/seating_line.py" line="54"/>
        <source>partners change each rubber</source>
        <translation>partners change each rubber</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/seating_line.py" line="56"/>
        <source>Rubber %1 of %2 by the rotation table: %3</source>
        <translation>Rubber %1 of %2 by the rotation table: %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/seating_line.py" line="62"/>
        <source>You sit this rubber out and watch: the hands stay hidden.</source>
        <translation>You sit this rubber out and watch: the hands stay hidden.</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="118"/>
        <location filename="../wint/gui/sheet/words.py" line="75"/>
        <source>All rubbers</source>
        <translation>All rubbers</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="69"/>
        <source>Vint score sheet</source>
        <translation>Vint score sheet</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="211"/>
        <location filename="../wint/gui/sheet/charts.py" line="304"/>
        <location filename="../wint/gui/sheet/words.py" line="72"/>
        <source>We</source>
        <translation>We</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="212"/>
        <location filename="../wint/gui/sheet/charts.py" line="305"/>
        <location filename="../wint/gui/sheet/words.py" line="73"/>
        <source>They</source>
        <translation>They</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="139"/>
        <location filename="../wint/gui/sheet/pulya_chart.py" line="80"/>
        <location filename="../wint/gui/sheet/words.py" line="74"/>
        <source>No deal has been scored yet.</source>
        <translation>No deal has been scored yet.</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="81"/>
        <source>After rubber %1</source>
        <translation>After rubber %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="80"/>
        <source>Players&apos; accounts</source>
        <translation>Players&apos; accounts</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="63"/>
        <source>(start)</source>
        <translation>(start)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="65"/>
        <source>(game, rubber)</source>
        <translation>(game, rubber)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="64"/>
        <source>(game)</source>
        <translation>(game)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="55"/>
        <source>Subtotal</source>
        <translation>Subtotal</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="56"/>
        <source>Above</source>
        <translation>Above</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="57"/>
        <source>Below</source>
        <translation>Below</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="58"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="59"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="79"/>
        <source>after game %1</source>
        <translation>after game %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="113"/>
        <location filename="../wint/gui/sheet/words.py" line="76"/>
        <source>Rubber %1</source>
        <translation>Rubber %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="114"/>
        <location filename="../wint/gui/sheet/words.py" line="77"/>
        <source>Rubber %1 (in progress)</source>
        <translation>Rubber %1 (in progress)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="54"/>
        <source>Game %1:</source>
        <translation>Game %1:</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="70"/>
        <source>Whist score sheet</source>
        <translation>Whist score sheet</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="78"/>
        <source>deal %1</source>
        <translation>deal %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/paint.py" line="254"/>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/paint.py" line="356"/>
        <source>(continued)</source>
        <translation>(continued)</translation>
    </message>
</context>
<context>
    <name>SheetOutput</name>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="47"/>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="54"/>
        <source>Print the score sheet</source>
        <translation>Print the score sheet</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="63"/>
        <source>Print preview</source>
        <translation>Print preview</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="83"/>
        <source>Export the sheet as PDF</source>
        <translation>Export the sheet as PDF</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="83"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="92"/>
        <source>Export the sheet as text</source>
        <translation>Export the sheet as text</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="92"/>
        <source>Text files (*.txt)</source>
        <translation>Text files (*.txt)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="115"/>
        <source>Cannot write</source>
        <translation>Cannot write</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="115"/>
        <source>The score sheet</source>
        <translation>The score sheet</translation>
    </message>
</context>
<context>
    <name>SheetViewer</name>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="518"/>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="554"/>
        <source>Review a deal</source>
        <translation>Review a deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="554"/>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="570"/>
        <source>Score sheet of %1 (read-only)</source>
        <translation>Score sheet of %1 (read-only)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="573"/>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="574"/>
        <source>Print pre&amp;view…</source>
        <translation>Print pre&amp;view…</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="575"/>
        <source>Export P&amp;DF…</source>
        <translation>Export P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="576"/>
        <source>Export &amp;text…</source>
        <translation>Export &amp;text…</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="577"/>
        <source>&amp;Review a deal…</source>
        <translation>&amp;Review a deal…</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../wint/gui/table/items.py" line="251"/>
        <source>D</source>
        <comment>dealer chip</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/scene.py" line="322"/>
        <location filename="../wint/gui/table/scene.py" line="594"/>
        <source>thinking…</source>
        <translation>thinking…</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="72"/>
        <location filename="../wint/gui/table/vint.py" line="147"/>
        <source>declarer</source>
        <translation>declarer</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/table/scene.py" line="324"/>
        <location filename="../wint/gui/table/scene.py" line="599"/>
        <location filename="../wint/gui/table/vint.py" line="199"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="164"/>
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="166"/>
        <location filename="../wint/gui/table/whist.py" line="85"/>
        <source>dealer: %1</source>
        <translation>dealer: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="173"/>
        <source>All passed</source>
        <translation>All passed</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="180"/>
        <source>Raspasovka</source>
        <translation>Raspasovka</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="202"/>
        <source>Cards for the dealer</source>
        <translation>Cards for the dealer</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="208"/>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="225"/>
        <source>give %1</source>
        <translation>give %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="175"/>
        <location filename="../wint/gui/table/whist.py" line="90"/>
        <source>Tricks: we %1 · they %2</source>
        <translation>Tricks: we %1 · they %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="182"/>
        <location filename="../wint/gui/table/vint.py" line="204"/>
        <source>Contract: %1 by %2</source>
        <translation>Contract: %1 by %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/table/scene.py" line="552"/>
        <source>Give %n card(s)</source>
        <translation>
            <numerusform>Give %n card</numerusform>
            <numerusform>Give %n cards</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/table/scene.py" line="704"/>
        <source>No trick may be looked at now.</source>
        <translation>No trick may be looked at now.</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/scene.py" line="750"/>
        <source>Why? Click here (%1)</source>
        <translation>Why? Click here (%1)</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/whist.py" line="82"/>
        <source>No trumps</source>
        <translation>No trumps</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/whist.py" line="84"/>
        <source>Trumps: %1</source>
        <translation>Trumps: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/whist.py" line="112"/>
        <source>5 points above the line</source>
        <translation>5 points above the line</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/whist.py" line="113"/>
        <source>three tricks from the offenders</source>
        <translation>three tricks from the offenders</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/handover.py" line="23"/>
        <source>Pass to %1</source>
        <translation>Pass to %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/handover.py" line="24"/>
        <source>Every hand is hidden. Click or press a key when ready.</source>
        <translation>Every hand is hidden. Click or press a key when ready.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../wint/gui/texts.py" line="102"/>
        <source>It is not your turn.</source>
        <extracomment>A hyphen a line is never broken at (Qt breaks at &quot;-&quot; whatever the white-space).</extracomment>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="103"/>
        <source>You must follow suit: you still hold a card of the suit led.</source>
        <translation>You must follow suit: you still hold a card of the suit led.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="106"/>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="109"/>
        <source>A bid must be higher than the last one.</source>
        <translation>A bid must be higher than the last one.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="112"/>
        <source>The auction is closed.</source>
        <translation>The auction is closed.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="113"/>
        <source>The auction is not over yet.</source>
        <translation>The auction is not over yet.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="116"/>
        <source>You asked «can we lead?»: you may only pass now.</source>
        <translation>You asked «can we lead?»: you may only pass now.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="119"/>
        <source>«Can we lead?» may be asked once, after two passes follow a bid.</source>
        <translation>«Can we lead?» may be asked once, after two passes follow a bid.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="122"/>
        <source>Nobody has asked «can we lead?».</source>
        <translation>Nobody has asked «can we lead?».</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="125"/>
        <source>Only the side holding the highest bid invites the lead.</source>
        <translation>Only the side holding the highest bid invites the lead.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="128"/>
        <source>All passed: this deal is not played.</source>
        <translation>All passed: this deal is not played.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="131"/>
        <source>The dealer must open the bidding.</source>
        <translation>The dealer must open the bidding.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="134"/>
        <source>That claim is not possible.</source>
        <translation>That claim is not possible.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="135"/>
        <source>In Siberian whist only the dealer declares; his partner may raise once.</source>
        <translation>In Siberian whist only the dealer declares; his partner may raise once.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="138"/>
        <source>A blind bid is made only as your first call, before you look.</source>
        <translation>A blind bid is made only as your first call, before you look.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="141"/>
        <source>The cards are being passed: choose the cards to give.</source>
        <translation>The cards are being passed: choose the cards to give.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="144"/>
        <source>Not now.</source>
        <translation>Not now.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="145"/>
        <source>The tricks show no such revoke.</source>
        <translation>The tricks show no such revoke.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="148"/>
        <source>The opponents chose another card: play that one.</source>
        <translation>The opponents chose another card: play that one.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="151"/>
        <source>An exposed card is played when the opponents call it.</source>
        <translation>An exposed card is played when the opponents call it.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="154"/>
        <source>The play is not finished.</source>
        <translation>The play is not finished.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="155"/>
        <source>You must trump: you hold no card of the suit led but you hold a trump.</source>
        <translation>You must trump: you hold no card of the suit led but you hold a trump.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="158"/>
        <source>The contract may not be lower than your last bid.</source>
        <translation>The contract may not be lower than your last bid.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="161"/>
        <source>Discard two of your twelve cards.</source>
        <translation>Discard two of your twelve cards.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="164"/>
        <source>Misère may not be declared here.</source>
        <translation>Misère may not be declared here.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="167"/>
        <source>The rules do not allow that whisting decision here.</source>
        <translation>The rules do not allow that whisting decision here.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="170"/>
        <source>That is not a call or a card.</source>
        <translation>That is not a call or a card.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="195"/>
        <source>dummy</source>
        <translation>dummy</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="209"/>
        <source>Vint</source>
        <translation>Vint</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="210"/>
        <source>Whist</source>
        <translation>Whist</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="211"/>
        <source>Preferans</source>
        <translation>Preferans</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="219"/>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="220"/>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="221"/>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="222"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="232"/>
        <source>NT</source>
        <translation>NT</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="239"/>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="241"/>
        <source>Can we lead?</source>
        <translation>Can we lead?</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="243"/>
        <source>Lead, please</source>
        <translation>Lead, please</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="249"/>
        <source>blind</source>
        <translation>blind</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="256"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="257"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="258"/>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="259"/>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="269"/>
        <source>hon.</source>
        <comment>sheet label</comment>
        <translation>hon.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="270"/>
        <source>aces</source>
        <comment>sheet label</comment>
        <translation>aces</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="271"/>
        <source>cor.</source>
        <comment>sheet label</comment>
        <translation>cor.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="272"/>
        <source>pen.</source>
        <comment>sheet label</comment>
        <translation>pen.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="273"/>
        <location filename="../wint/gui/texts.py" line="274"/>
        <source>slam</source>
        <comment>sheet label</comment>
        <translation>slam</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="275"/>
        <source>game</source>
        <comment>sheet label</comment>
        <translation>game</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="276"/>
        <source>rub.</source>
        <comment>sheet label</comment>
        <translation>rub.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="278"/>
        <source>rev.</source>
        <comment>sheet label</comment>
        <translation>rev.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="280"/>
        <source>rasp.</source>
        <comment>sheet label</comment>
        <translation>rasp.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="294"/>
        <source>game</source>
        <translation>game</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="308"/>
        <source>, %1 written (490 at most)</source>
        <translation>, %1 written (490 at most)</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="316"/>
        <source>honour units: %1 × %2 = %3</source>
        <translation>honour units: %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="317"/>
        <source>aces at no-trump: %1 × %2 = %3</source>
        <translation>aces at no-trump: %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="318"/>
        <source>tricks short: %1 × %2 = %3</source>
        <translation>tricks short: %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="319"/>
        <source>tricks missing after a revoke: %1 × %2 = %3</source>
        <translation>tricks missing after a revoke: %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="322"/>
        <source>tricks fewer in the распасовка: %1 × %2 = %3</source>
        <translation>tricks fewer in the распасовка: %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="330"/>
        <source>tricks missing after the side&apos;s revokes, moved in the order played: %1 × %2 = %3</source>
        <translation>tricks missing after the side&apos;s revokes, moved in the order played: %1 × %2 = %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="342"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="346"/>
        <source>%n ace(s)</source>
        <translation>
            <numerusform>%n ace</numerusform>
            <numerusform>%n aces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="350"/>
        <source>%n cross(es)</source>
        <translation>
            <numerusform>%n cross</numerusform>
            <numerusform>%n crosses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="355"/>
        <source>the name is longer than %n character(s)</source>
        <translation>
            <numerusform>the name is longer than %n character</numerusform>
            <numerusform>the name is longer than %n characters</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="357"/>
        <source>the name is not text (a lone surrogate)</source>
        <translation>the name is not text (a lone surrogate)</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="358"/>
        <source>the name has a control or invisible character</source>
        <translation>the name has a control or invisible character</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="359"/>
        <source>the name begins or ends with a space</source>
        <translation>the name begins or ends with a space</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="366"/>
        <source>Players&apos; accounts, in tens of points</source>
        <translation>Players&apos; accounts, in tens of points</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="367"/>
        <source>Players&apos; accounts, in hundreds of points</source>
        <translation>Players&apos; accounts, in hundreds of points</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="368"/>
        <source>Players&apos; accounts, in thousands of points</source>
        <translation>Players&apos; accounts, in thousands of points</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="377"/>
        <source>revoke, deal %1: %2 reimburses the partner (%3) %n point(s)</source>
        <translation>
            <numerusform>revoke, deal %1: %2 reimburses the partner (%3) %n point</numerusform>
            <numerusform>revoke, deal %1: %2 reimburses the partner (%3) %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="380"/>
        <source>, %1 in the accounts</source>
        <translation>, %1 in the accounts</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="389"/>
        <source>coronet of %n card(s) from the ace: 500 × (%n − 2) × 2 (trumps or no-trump) = %1</source>
        <translation>
            <numerusform>coronet of %n card from the ace: 500 × (%n − 2) × 2 (trumps or no-trump) = %1</numerusform>
            <numerusform>coronet of %n cards from the ace: 500 × (%n − 2) × 2 (trumps or no-trump) = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="394"/>
        <source>coronet of %n card(s) from the ace: 500 × (%n − 2) = %1</source>
        <translation>
            <numerusform>coronet of %n card from the ace: 500 × (%n − 2) = %1</numerusform>
            <numerusform>coronet of %n cards from the ace: 500 × (%n − 2) = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="399"/>
        <source>coronet of %n ace(s) in one hand = %1</source>
        <translation>
            <numerusform>coronet of %n ace in one hand = %1</numerusform>
            <numerusform>coronet of %n aces in one hand = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="403"/>
        <source>%n cross(es) on the line, worth %1</source>
        <translation>
            <numerusform>%n cross on the line, worth %1</numerusform>
            <numerusform>%n crosses on the line, worth %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="424"/>
        <source>below the line beyond 490: %1, written above it</source>
        <translation>below the line beyond 490: %1, written above it</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="435"/>
        <source>shows three or four aces</source>
        <translation>shows three or four aces</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="436"/>
        <source>shows two aces</source>
        <translation>shows two aces</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="437"/>
        <source>supports partner&apos;s suit</source>
        <translation>supports partner&apos;s suit</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="438"/>
        <source>bids to finish the game</source>
        <translation>bids to finish the game</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="439"/>
        <source>a strong hand: a jump at once</source>
        <translation>a strong hand: a jump at once</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="440"/>
        <source>names its longest, strongest suit</source>
        <translation>names its longest, strongest suit</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="443"/>
        <source>content with the contract: invites the lead</source>
        <translation>content with the contract: invites the lead</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="446"/>
        <source>will not bid again: asks whether to lead</source>
        <translation>will not bid again: asks whether to lead</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="449"/>
        <source>not enough tricks to bid</source>
        <translation>not enough tricks to bid</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="450"/>
        <source>has asked: may only pass</source>
        <translation>has asked: may only pass</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="451"/>
        <source>bids for the side from both its hands, his own and the dummy&apos;s</source>
        <translation>bids for the side from both its hands, his own and the dummy&apos;s</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="454"/>
        <source>draws trumps</source>
        <translation>draws trumps</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="455"/>
        <source>cashes a sure trick</source>
        <translation>cashes a sure trick</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="456"/>
        <source>leads trumps</source>
        <translation>leads trumps</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="457"/>
        <source>top of a sequence</source>
        <translation>top of a sequence</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="458"/>
        <source>a small card from the long suit</source>
        <translation>a small card from the long suit</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="461"/>
        <source>partner is winning: plays low</source>
        <translation>partner is winning: plays low</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="462"/>
        <source>second hand low</source>
        <translation>second hand low</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="463"/>
        <source>wins as cheaply as possible</source>
        <translation>wins as cheaply as possible</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="464"/>
        <source>cannot win: discards the least</source>
        <translation>cannot win: discards the least</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="465"/>
        <source>bids only what finishes the game</source>
        <translation>bids only what finishes the game</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="466"/>
        <source>eight or nine sure tricks: «три» at once</source>
        <translation>eight or nine sure tricks: «три» at once</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="469"/>
        <source>a jump: six trumps headed by the ace and king</source>
        <translation>a jump: six trumps headed by the ace and king</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="472"/>
        <source>of two equal suits, the one with more honours</source>
        <translation>of two equal suits, the one with more honours</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="475"/>
        <source>a slam: leads the singleton ace or king</source>
        <translation>a slam: leads the singleton ace or king</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="478"/>
        <source>a slam: cashes the suit partner showed void in</source>
        <translation>a slam: cashes the suit partner showed void in</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="481"/>
        <source>partner jumped: the trump ace, then the queen</source>
        <translation>partner jumped: the trump ace, then the queen</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="484"/>
        <source>supports with two or three trumps: the higher</source>
        <translation>supports with two or three trumps: the higher</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="487"/>
        <source>draws trumps for its strong side suit</source>
        <translation>draws trumps for its strong side suit</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="490"/>
        <source>leads trumps so the opponents cannot ruff</source>
        <translation>leads trumps so the opponents cannot ruff</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="493"/>
        <source>partner&apos;s discards show his suit: its highest card</source>
        <translation>partner&apos;s discards show his suit: its highest card</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="496"/>
        <source>a singleton in partner&apos;s suit, for a cross-ruff</source>
        <translation>a singleton in partner&apos;s suit, for a cross-ruff</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="499"/>
        <source>partner has nothing: the suit the right-hand opponent discards</source>
        <translation>partner has nothing: the suit the right-hand opponent discards</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="502"/>
        <source>partner is void: a card for him to ruff</source>
        <translation>partner is void: a card for him to ruff</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="505"/>
        <source>partner showed the king: the ace, then the queen</source>
        <translation>partner showed the king: the ace, then the queen</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="508"/>
        <source>a small card under the king shown in the bidding</source>
        <translation>a small card under the king shown in the bidding</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="511"/>
        <source>the queen through the king shown in the bidding</source>
        <translation>the queen through the king shown in the bidding</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="514"/>
        <source>runs its coronet while everyone follows</source>
        <translation>runs its coronet while everyone follows</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="515"/>
        <source>trumps are still out: not the thirteenth card</source>
        <translation>trumps are still out: not the thirteenth card</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="518"/>
        <source>not the opponents&apos; suit, nor one they are both void in</source>
        <translation>not the opponents&apos; suit, nor one they are both void in</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="521"/>
        <source>an opponent discarded: switches, keeping an entry</source>
        <translation>an opponent discarded: switches, keeping an entry</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="524"/>
        <source>waits with the ace and queen to be led through</source>
        <translation>waits with the ace and queen to be led through</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="527"/>
        <source>never from a king with one small card</source>
        <translation>never from a king with one small card</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="530"/>
        <source>avoids a singleton lead</source>
        <translation>avoids a singleton lead</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="531"/>
        <source>not the suit partner discarded</source>
        <translation>not the suit partner discarded</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="532"/>
        <source>from the ace, king and queen: the queen first</source>
        <translation>from the ace, king and queen: the queen first</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="535"/>
        <source>from the ace and king: the king first</source>
        <translation>from the ace and king: the king first</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="538"/>
        <source>returns partner&apos;s suit</source>
        <translation>returns partner&apos;s suit</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="539"/>
        <source>from the king and queen: the king</source>
        <translation>from the king and queen: the king</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="542"/>
        <source>a small card from the ace first</source>
        <translation>a small card from the ace first</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="543"/>
        <source>a small card from the king</source>
        <translation>a small card from the king</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="544"/>
        <source>does not ruff a thirteenth card before the last hand</source>
        <translation>does not ruff a thirteenth card before the last hand</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="547"/>
        <source>four trumps: lets partner&apos;s card win</source>
        <translation>four trumps: lets partner&apos;s card win</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="550"/>
        <source>ruffs with a small trump</source>
        <translation>ruffs with a small trump</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="551"/>
        <source>discards a singleton to make a void</source>
        <translation>discards a singleton to make a void</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="554"/>
        <source>keeps its one sure suit, discards another</source>
        <translation>keeps its one sure suit, discards another</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="557"/>
        <source>sure tricks in two suits: discards the third</source>
        <translation>sure tricks in two suits: discards the third</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="560"/>
        <source>no sure tricks: discards each suit in turn</source>
        <translation>no sure tricks: discards each suit in turn</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="563"/>
        <source>partner led the jack: plays small with the ace and queen</source>
        <translation>partner led the jack: plays small with the ace and queen</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="566"/>
        <source>third hand with the ace and queen: the queen</source>
        <translation>third hand with the ace and queen: the queen</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="569"/>
        <source>third hand in trumps without support: finesses</source>
        <translation>third hand in trumps without support: finesses</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="572"/>
        <source>the ace, queen and ten in the bidder&apos;s suit: the ten</source>
        <translation>the ace, queen and ten in the bidder&apos;s suit: the ten</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="575"/>
        <source>the ace, jack and ten, second round: the jack</source>
        <translation>the ace, jack and ten, second round: the jack</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="578"/>
        <source>the ace, jack and ten: finesses the ten again</source>
        <translation>the ace, jack and ten: finesses the ten again</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="581"/>
        <source>the king and queen: plays the queen</source>
        <translation>the king and queen: plays the queen</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="584"/>
        <source>a slam: no finesse, plays high</source>
        <translation>a slam: no finesse, plays high</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="585"/>
        <source>above «три»: no finesse, plays high</source>
        <translation>above «три»: no finesse, plays high</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="588"/>
        <source>partner supported the trumps: no finesse</source>
        <translation>partner supported the trumps: no finesse</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="591"/>
        <source>the best expected score over the layouts it imagined</source>
        <translation>the best expected score over the layouts it imagined</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="594"/>
        <source>a beginner&apos;s slip</source>
        <translation>a beginner&apos;s slip</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="595"/>
        <source>the dealer must declare: his longest, strongest suit, as low as he may</source>
        <translation>the dealer must declare: his longest, strongest suit, as low as he may</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="598"/>
        <source>in Siberian whist only the dealer declares and his partner raises once</source>
        <translation>in Siberian whist only the dealer declares and his partner raises once</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="601"/>
        <source>passes its weakest card: a low one of a short suit, keeping the long suit</source>
        <translation>passes its weakest card: a low one of a short suit, keeping the long suit</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="605"/>
        <source>answers the partner&apos;s question</source>
        <translation>answers the partner&apos;s question</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="606"/>
        <source>claims a revoke the tricks prove</source>
        <translation>claims a revoke the tricks prove</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="607"/>
        <source>no revoke of the opponents the tricks prove</source>
        <translation>no revoke of the opponents the tricks prove</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="610"/>
        <source>the opponents&apos; choice that costs the offending side most</source>
        <translation>the opponents&apos; choice that costs the offending side most</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="614"/>
        <source>partner led trumps: leads trumps, the highest</source>
        <translation>partner led trumps: leads trumps, the highest</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="617"/>
        <source>does not lead trumps: keeps them for ruffing</source>
        <translation>does not lead trumps: keeps them for ruffing</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="620"/>
        <source>never from the queen third</source>
        <translation>never from the queen third</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="621"/>
        <source>no ace, no king: the single queen or jack, showing weakness</source>
        <translation>no ace, no king: the single queen or jack, showing weakness</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="624"/>
        <source>its strong suit first, then partner&apos;s</source>
        <translation>its strong suit first, then partner&apos;s</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="627"/>
        <source>second hand with the ace and queen: the queen</source>
        <translation>second hand with the ace and queen: the queen</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="630"/>
        <source>third hand high</source>
        <translation>third hand high</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="631"/>
        <source>takes the king with the ace</source>
        <translation>takes the king with the ace</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="632"/>
        <source>partner led the king: lets it pass, plays small</source>
        <translation>partner led the king: lets it pass, plays small</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="635"/>
        <source>partner led the queen early in the deal: plays small</source>
        <translation>partner led the queen early in the deal: plays small</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="638"/>
        <source>late in the deal: covers partner&apos;s queen with the ace</source>
        <translation>late in the deal: covers partner&apos;s queen with the ace</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="641"/>
        <source>the lowest of a sequence</source>
        <translation>the lowest of a sequence</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="642"/>
        <source>first discard: the lowest card of its weak suit</source>
        <translation>first discard: the lowest card of its weak suit</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="645"/>
        <source>the revoke penalty worth more to its side</source>
        <translation>the revoke penalty worth more to its side</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="649"/>
        <source>bids no higher than the hand is worth with the talon&apos;s expectation</source>
        <translation>bids no higher than the hand is worth with the talon&apos;s expectation</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="652"/>
        <source>the first hand holds the bid: «here», the hand is worth it</source>
        <translation>the first hand holds the bid: «here», the hand is worth it</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="655"/>
        <source>a misère: the ladder&apos;s holes are caught 80 % of the time at most</source>
        <translation>a misère: the ladder&apos;s holes are caught 80 % of the time at most</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="658"/>
        <source>the hand is not worth the next bid, even with the talon: pass</source>
        <translation>the hand is not worth the next bid, even with the talon: pass</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="661"/>
        <source>discards two losers, never a sure trick, keeping the most to spare</source>
        <translation>discards two losers, never a sure trick, keeping the most to spare</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="664"/>
        <source>discards the two cards that leave the fewest holes for the catchers</source>
        <translation>discards the two cards that leave the fewest holes for the catchers</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="667"/>
        <source>names the highest contract the hand expects to make</source>
        <translation>names the highest contract the hand expects to make</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="670"/>
        <source>no contract is sure: names the one that falls least short</source>
        <translation>no contract is sure: names the one that falls least short</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="673"/>
        <source>whists: expects at least its share of the defence&apos;s obligation</source>
        <translation>whists: expects at least its share of the defence&apos;s obligation</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="676"/>
        <source>half-whist: half the obligation&apos;s whists at no risk</source>
        <translation>half-whist: half the obligation&apos;s whists at no risk</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="679"/>
        <source>passes: expects less than its share of the obligation</source>
        <translation>passes: expects less than its share of the obligation</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="682"/>
        <source>Stalingrad: six spades must be whisted by both</source>
        <translation>Stalingrad: six spades must be whisted by both</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="685"/>
        <source>plays open: the two hands together take the obligation</source>
        <translation>plays open: the two hands together take the obligation</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="688"/>
        <source>plays closed: expects the whole obligation alone</source>
        <translation>plays closed: expects the whole obligation alone</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="691"/>
        <source>leads through the declarer, who plays next</source>
        <translation>leads through the declarer, who plays next</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="694"/>
        <source>leads its shortest side suit, for a ruff later</source>
        <translation>leads its shortest side suit, for a ruff later</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="697"/>
        <source>takes as few tricks as it can: the highest card that still ducks</source>
        <translation>takes as few tricks as it can: the highest card that still ducks</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="700"/>
        <source>catches the misère: leads where it has fewest escapes, ducks under its cards</source>
        <translation>catches the misère: leads where it has fewest escapes, ducks under its cards</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="703"/>
        <source>with every hand in sight: the card that does best double dummy</source>
        <translation>with every hand in sight: the card that does best double dummy</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="718"/>
        <source>Tricks are 0 to 13.</source>
        <translation>Tricks are 0 to 13.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="719"/>
        <source>In a распасовка write the tricks N–S took (V-PASS-4).</source>
        <translation>In a распасовка write the tricks N–S took (V-PASS-4).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="722"/>
        <source>Nobody played a deal that all passed: nothing else is written (V-PASS-1).</source>
        <translation>Nobody played a deal that all passed: nothing else is written (V-PASS-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="725"/>
        <source>Write the honours and aces won in tricks (honours counted as captured, V-HON-1).</source>
        <translation>Write the honours and aces won in tricks (honours counted as captured, V-HON-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="729"/>
        <source>The honours won in tricks must add up to 5.</source>
        <translation>The honours won in tricks must add up to 5.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="732"/>
        <source>The aces won in tricks must add up to 4.</source>
        <translation>The aces won in tricks must add up to 4.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="735"/>
        <source>There are 5 trump honours: the two sides&apos; must add up to 5 (V-HON-1).</source>
        <translation>There are 5 trump honours: the two sides&apos; must add up to 5 (V-HON-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="738"/>
        <source>There are 4 aces: the two sides&apos; must add up to 4 (V-HON-1).</source>
        <translation>There are 4 aces: the two sides&apos; must add up to 4 (V-HON-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="741"/>
        <source>A coronet is a run of 3 to 13 cards from the ace, or 3 or 4 aces (V-CORO-1).</source>
        <translation>A coronet is a run of 3 to 13 cards from the ace, or 3 or 4 aces (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="744"/>
        <source>One hand cannot hold two coronets of aces (V-CORO-1).</source>
        <translation>One hand cannot hold two coronets of aces (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="747"/>
        <source>A coronet of aces needs that many aces on its side (V-CORO-1).</source>
        <translation>A coronet of aces needs that many aces on its side (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="750"/>
        <source>Two runs from the ace of the same suit cannot both be dealt (V-CORO-1).</source>
        <translation>Two runs from the ace of the same suit cannot both be dealt (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="753"/>
        <source>A run in trumps needs as many honours on its side (V-CORO-1).</source>
        <translation>A run in trumps needs as many honours on its side (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="756"/>
        <source>A side has more runs from the ace than aces (V-CORO-1).</source>
        <translation>A side has more runs from the ace than aces (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="759"/>
        <source>A player revokes at most once a trick and never in the last, holding the suit led (V-REV-1): 12 revokes each, 36 in a deal.</source>
        <translation>A player revokes at most once a trick and never in the last, holding the suit led (V-REV-1): 12 revokes each, 36 in a deal.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="776"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="288"/>
        <source>honours and aces</source>
        <translation>honours and aces</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="289"/>
        <source>aces at no-trump</source>
        <translation>aces at no-trump</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="290"/>
        <source>coronet</source>
        <translation>coronet</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="291"/>
        <source>undertricks</source>
        <translation>undertricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="292"/>
        <source>declared slam</source>
        <translation>declared slam</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="293"/>
        <source>slam taken</source>
        <translation>slam taken</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="295"/>
        <source>rubber</source>
        <translation>rubber</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="296"/>
        <source>crosses</source>
        <translation>crosses</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="297"/>
        <source>revoke penalty</source>
        <translation>revoke penalty</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="298"/>
        <source>excess over 490</source>
        <translation>excess over 490</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="299"/>
        <source>raspasovka</source>
        <translation>raspasovka</translation>
    </message>
</context>
<context>
    <name>VintReviewGame</name>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="70"/>
        <source>Dealer: %1</source>
        <translation>Dealer: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="73"/>
        <source>all passed, not played</source>
        <translation>all passed, not played</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="75"/>
        <source>raspasovka</source>
        <translation>raspasovka</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="78"/>
        <source>contract %1 by %2</source>
        <translation>contract %1 by %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="83"/>
        <source>tricks: N–S %1, E–W %2</source>
        <translation>tricks: N–S %1, E–W %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="91"/>
        <source>made</source>
        <translation>made</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="91"/>
        <source>down %1</source>
        <translation>down %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="100"/>
        <source>No double-dummy table: it needs the endplay solver.</source>
        <translation>No double-dummy table: it needs the endplay solver.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="103"/>
        <source>Tricks each declarer takes double dummy (highest level that makes).</source>
        <translation>Tricks each declarer takes double dummy (highest level that makes).</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="106"/>
        <source>The contract makes double dummy: %1 (tricks: %2).</source>
        <translation>The contract makes double dummy: %1 (tricks: %2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="107"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="107"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="112"/>
        <source>Double-dummy table: tricks (highest level that makes)</source>
        <translation>Double-dummy table: tricks (highest level that makes)</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="115"/>
        <source>Call or card</source>
        <translation>Call or card</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/vint_review.py" line="119"/>
        <source>Without the endplay solver only the last %n trick(s) are measured and there is no double-dummy table.</source>
        <translation>
            <numerusform>Without the endplay solver only the last %n trick is measured and there is no double-dummy table.</numerusform>
            <numerusform>Without the endplay solver only the last %n tricks are measured and there is no double-dummy table.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="164"/>
        <source>%1 calls %2</source>
        <translation>%1 calls %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="164"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="174"/>
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
</context>
<context>
    <name>VintTableRules</name>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="57"/>
        <source>Revoke</source>
        <translation>Revoke</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="59"/>
        <source>You have %1: %2 does not follow suit.</source>
        <translation>You have %1: %2 does not follow suit.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="64"/>
        <source>Table rules accept it as a revoke. Nobody asks «Not by mistake?» in a pair with a dummy; the opponents may claim it after the deal, and three of your side&apos;s tricks go to them (V-REV-1…5). Play it?</source>
        <translation>Table rules accept it as a revoke. Nobody asks «Not by mistake?» in a pair with a dummy; the opponents may claim it after the deal, and three of your side&apos;s tricks go to them (V-REV-1…5). Play it?</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="71"/>
        <source>Table rules accept it as a revoke. Your partner may ask «Not by mistake?»; unless you correct it, the opponents may claim it after the deal, and three of your side&apos;s tricks go to them (V-REV-1…5). Play it?</source>
        <translation>Table rules accept it as a revoke. Your partner may ask «Not by mistake?»; unless you correct it, the opponents may claim it after the deal, and three of your side&apos;s tricks go to them (V-REV-1…5). Play it?</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="87"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="170"/>
        <source>Lead out of turn</source>
        <translation>Lead out of turn</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="89"/>
        <source>It is not your lead. Lead %1 all the same?</source>
        <translation>It is not your lead. Lead %1 all the same?</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="94"/>
        <source>The opponents may keep it face up on the table as an exposed card, to be played when they call it (V-IRR-1, V-IRR-2).</source>
        <translation>The opponents may keep it face up on the table as an exposed card, to be played when they call it (V-IRR-1, V-IRR-2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="132"/>
        <source>Not by mistake?</source>
        <translation>Not by mistake?</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="134"/>
        <source>Your partner asks: «Not by mistake?» (V-REV-3)</source>
        <translation>Your partner asks: «Not by mistake?» (V-REV-3)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="139"/>
        <source>«By mistake»: you take the card back, it lies face up as an exposed card, and you play a card of the suit led (V-REV-2). «No»: if the revoke is claimed, its penalty is yours alone.</source>
        <translation>«By mistake»: you take the card back, it lies face up as an exposed card, and you play a card of the suit led (V-REV-2). «No»: if the revoke is claimed, its penalty is yours alone.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="147"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="337"/>
        <source>By &amp;mistake</source>
        <translation>By &amp;mistake</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="148"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="338"/>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="152"/>
        <source>Revoke corrected</source>
        <translation>Revoke corrected</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="154"/>
        <source>%1 corrects the revoke and plays a card of the suit led (V-REV-2).</source>
        <translation>%1 corrects the revoke and plays a card of the suit led (V-REV-2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="160"/>
        <source>Your side chooses which: his highest or his lowest.</source>
        <translation>Your side chooses which: his highest or his lowest.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="165"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="339"/>
        <source>The &amp;highest</source>
        <translation>The &amp;highest</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="166"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="340"/>
        <source>The &amp;lowest</source>
        <translation>The &amp;lowest</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="172"/>
        <source>%1 led %2 out of turn (V-IRR-2).</source>
        <translation>%1 led %2 out of turn (V-IRR-2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="177"/>
        <source>Keep it face up as an exposed card, or let him take it back?</source>
        <translation>Keep it face up as an exposed card, or let him take it back?</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="182"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="341"/>
        <source>&amp;Keep it exposed</source>
        <translation>&amp;Keep it exposed</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="183"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="342"/>
        <source>Let him take it &amp;back</source>
        <translation>Let him take it &amp;back</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="187"/>
        <source>Exposed card</source>
        <translation>Exposed card</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="189"/>
        <source>%1 is to play to this trick and holds an exposed card (V-IRR-1).</source>
        <translation>%1 is to play to this trick and holds an exposed card (V-IRR-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="194"/>
        <source>Call it, and he must play it now, or leave it?</source>
        <translation>Call it, and he must play it now, or leave it?</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="201"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="350"/>
        <source>Call %1</source>
        <translation>Call %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="208"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="343"/>
        <source>&amp;Leave it</source>
        <translation>&amp;Leave it</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="251"/>
        <source>Claim a revoke</source>
        <translation>Claim a revoke</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="254"/>
        <source>Did the opponents revoke? A claim is checked against the tricks; an established revoke costs their side three tricks (V-REV-4, V-REV-5).</source>
        <translation>Did the opponents revoke? A claim is checked against the tricks; an established revoke costs their side three tricks (V-REV-4, V-REV-5).</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="264"/>
        <source>Revoke: %1, trick %2 (%3)</source>
        <translation>Revoke: %1, trick %2 (%3)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="273"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="344"/>
        <source>&amp;No claim</source>
        <translation>&amp;No claim</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="294"/>
        <source>%1: «Not by mistake?»</source>
        <translation>%1: «Not by mistake?»</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="302"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="354"/>
        <source>%1 claims a revoke: %2, trick %3</source>
        <translation>%1 claims a revoke: %2, trick %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="308"/>
        <source>%1: by mistake, the revoke is corrected</source>
        <translation>%1: by mistake, the revoke is corrected</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="311"/>
        <source>%1: no</source>
        <translation>%1: no</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="312"/>
        <source>%1 chooses the highest card</source>
        <translation>%1 chooses the highest card</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="313"/>
        <source>%1 chooses the lowest card</source>
        <translation>%1 chooses the lowest card</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="314"/>
        <source>%1 keeps the card led out of turn exposed</source>
        <translation>%1 keeps the card led out of turn exposed</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="317"/>
        <source>%1 lets the card led out of turn go back</source>
        <translation>%1 lets the card led out of turn go back</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="320"/>
        <source>%1 leaves the exposed card</source>
        <translation>%1 leaves the exposed card</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="325"/>
        <source>%1 calls the exposed %2</source>
        <translation>%1 calls the exposed %2</translation>
    </message>
</context>
<context>
    <name>WhistDealForm</name>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="101"/>
        <source>&amp;Dealer</source>
        <translation>&amp;Dealer</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="102"/>
        <source>&amp;Trumps (the turned card)</source>
        <translation>&amp;Trumps (the turned card)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="103"/>
        <source>Tricks taken by &amp;N–S</source>
        <translation>Tricks taken by &amp;N–S</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="104"/>
        <source>&amp;Honours held by N–S</source>
        <translation>&amp;Honours held by N–S</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="105"/>
        <source>Honours won in tricks by N–S</source>
        <translation>Honours won in tricks by N–S</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="106"/>
        <source>C&amp;oronets</source>
        <translation>C&amp;oronets</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="107"/>
        <source>Revo&amp;kes</source>
        <translation>Revo&amp;kes</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="110"/>
        <source>&amp;Honours held by N–S (the aces)</source>
        <translation>&amp;Honours held by N–S (the aces)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="111"/>
        <source>Aces won in tricks by N–S</source>
        <translation>Aces won in tricks by N–S</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="114"/>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="114"/>
        <source>Clubs</source>
        <translation>Clubs</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="114"/>
        <source>Diamonds</source>
        <translation>Diamonds</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="114"/>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="117"/>
        <source>The suit of the card the dealer turned (W-DEAL-3).</source>
        <translation>The suit of the card the dealer turned (W-DEAL-3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="119"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="119"/>
        <source>Suit</source>
        <translation>Suit</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="119"/>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="121"/>
        <source>Add co&amp;ronet</source>
        <translation>Add co&amp;ronet</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="122"/>
        <location filename="../wint/gui/pad/whist_form.py" line="138"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="124"/>
        <source>Revoked</source>
        <translation>Revoked</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="124"/>
        <source>The victims chose</source>
        <translation>The victims chose</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="124"/>
        <source>Partner asked</source>
        <translation>Partner asked</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="130"/>
        <source>The offender&apos;s partner asked «не ошибается ли он?» (W-IRR-4, S004 r.20): the offender alone answers for the revoke. Under the players&apos; ledger he owes his partner the partner&apos;s share: 5 for a penalty in points, 2 a trick moved (at most 6) for one in tricks. The sheet and the ledger&apos;s figures stay the same; when the side pays (revoke_liability = side), nothing is owed.</source>
        <translation>The offender&apos;s partner asked «не ошибается ли он?» (W-IRR-4, S004 r.20): the offender alone answers for the revoke. Under the players&apos; ledger he owes his partner the partner&apos;s share: 5 for a penalty in points, 2 a trick moved (at most 6) for one in tricks. The sheet and the ledger&apos;s figures stay the same; when the side pays (revoke_liability = side), nothing is owed.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="137"/>
        <source>&amp;Add revoke</source>
        <translation>&amp;Add revoke</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="150"/>
        <source>5 points above</source>
        <translation>5 points above</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="151"/>
        <source>3 tricks</source>
        <translation>3 tricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="229"/>
        <source>Choose trumps: the suit of the card the dealer turned (W-DEAL-3).</source>
        <translation>Choose trumps: the suit of the card the dealer turned (W-DEAL-3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="231"/>
        <source>Write how many tricks N–S took (E–W took the rest).</source>
        <translation>Write how many tricks N–S took (E–W took the rest).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="236"/>
        <source>Write how many honours N–S held and how many they won in tricks (E–W have the rest).</source>
        <translation>Write how many honours N–S held and how many they won in tricks (E–W have the rest).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="239"/>
        <source>Write how many honours N–S held (E–W held the rest).</source>
        <translation>Write how many honours N–S held (E–W held the rest).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="261"/>
        <source>Trumps</source>
        <translation>Trumps</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="262"/>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="263"/>
        <source>Honours</source>
        <translation>Honours</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="264"/>
        <source>Coronets, revokes</source>
        <translation>Coronets, revokes</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="270"/>
        <source>no trumps</source>
        <translation>no trumps</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="275"/>
        <source>aces %1:%2</source>
        <translation>aces %1:%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="275"/>
        <source>hon. %1:%2</source>
        <translation>hon. %1:%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="278"/>
        <source>in tricks %1:%2</source>
        <translation>in tricks %1:%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="289"/>
        <source>revoke: %1, 5 points</source>
        <translation>revoke: %1, 5 points</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="291"/>
        <source>revoke: %1, 3 tricks</source>
        <translation>revoke: %1, 3 tricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="300"/>
        <source>Trumps are the suit of the turned card; no trumps only in no-trump whist (W-DEAL-3, W-VAR-NT).</source>
        <translation>Trumps are the suit of the turned card; no trumps only in no-trump whist (W-DEAL-3, W-VAR-NT).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="303"/>
        <source>Tricks are 0 to 13.</source>
        <translation>Tricks are 0 to 13.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="305"/>
        <source>There are 5 honours, the A K Q J 10 of trumps: the two sides&apos; must add up to 5 (W-SC-2).</source>
        <translation>There are 5 honours, the A K Q J 10 of trumps: the two sides&apos; must add up to 5 (W-SC-2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="309"/>
        <source>Without trumps the honours are the 4 aces: the two sides&apos; must add up to 4 (W-VAR-NT).</source>
        <translation>Without trumps the honours are the 4 aces: the two sides&apos; must add up to 4 (W-VAR-NT).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="312"/>
        <source>A coronet is a run of 3 to 13 cards from the ace (W-SC-3).</source>
        <translation>A coronet is a run of 3 to 13 cards from the ace (W-SC-3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="314"/>
        <source>Whist counts no coronet of aces, only runs from the ace (W-SC-3).</source>
        <translation>Whist counts no coronet of aces, only runs from the ace (W-SC-3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="317"/>
        <source>Two coronets in one suit cannot both be dealt: one hand holds its ace (W-SC-3).</source>
        <translation>Two coronets in one suit cannot both be dealt: one hand holds its ace (W-SC-3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="320"/>
        <source>A coronet in trumps holds as many honours (at most 5): its side must have held them (W-SC-2, W-SC-3).</source>
        <translation>A coronet in trumps holds as many honours (at most 5): its side must have held them (W-SC-2, W-SC-3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="324"/>
        <source>Without trumps every coronet holds an ace: a side cannot have more coronets than aces (W-VAR-NT).</source>
        <translation>Without trumps every coronet holds an ace: a side cannot have more coronets than aces (W-VAR-NT).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="328"/>
        <source>One hand&apos;s coronets cannot need more than its 13 cards (W-SC-3).</source>
        <translation>One hand&apos;s coronets cannot need more than its 13 cards (W-SC-3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="331"/>
        <source>Write the honours won in tricks (honours counted as captured, W-PLAY-6).</source>
        <translation>Write the honours won in tricks (honours counted as captured, W-PLAY-6).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="334"/>
        <source>The honours won in tricks must add up to 5, without trumps the aces to 4 (W-PLAY-6).</source>
        <translation>The honours won in tricks must add up to 5, without trumps the aces to 4 (W-PLAY-6).</translation>
    </message>
</context>
<context>
    <name>WhistMessages</name>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="32"/>
        <source>No trumps</source>
        <translation>No trumps</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="34"/>
        <source>Trumps %1</source>
        <translation>Trumps %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="37"/>
        <source>revokes on both sides: the deal is void (W-IRR-11).</source>
        <translation>revokes on both sides: the deal is void (W-IRR-11).</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="40"/>
        <source>%1: we took %2, they %3.</source>
        <translation>%1: we took %2, they %3.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="50"/>
        <source>Odd tricks (W-SC-1): %1 %2, so %3 below the line.</source>
        <translation>Odd tricks (W-SC-1): %1 %2, so %3 below the line.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="56"/>
        <source>Nothing below the line: no side took more than six (W-SC-1).</source>
        <translation>Nothing below the line: no side took more than six (W-SC-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="63"/>
        <source>We win the partiya.</source>
        <translation>We win the partiya.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="65"/>
        <source>They win the partiya.</source>
        <translation>They win the partiya.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="70"/>
        <source>Netted (W-SC-7): we keep %1, they %2.</source>
        <translation>Netted (W-SC-7): we keep %1, they %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/whist_messages.py" line="83"/>
        <source>%n ace(s) (honours at no trumps)</source>
        <translation>
            <numerusform>%n ace (honours at no trumps)</numerusform>
            <numerusform>%n aces (honours at no trumps)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/whist_messages.py" line="85"/>
        <source>%n honour(s)</source>
        <translation>
            <numerusform>%n honour</numerusform>
            <numerusform>%n honours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/whist_messages.py" line="88"/>
        <source>coronet of %n card(s) in %1 (%2)</source>
        <translation>
            <numerusform>coronet of %n card in %1 (%2)</numerusform>
            <numerusform>coronet of %n cards in %1 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="93"/>
        <source>grand slam</source>
        <translation>grand slam</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="93"/>
        <source>small slam</source>
        <translation>small slam</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="95"/>
        <source>revoke penalty</source>
        <translation>revoke penalty</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="97"/>
        <source>below the line beyond 8, written above</source>
        <translation>below the line beyond 8, written above</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="99"/>
        <source>the partiya</source>
        <translation>the partiya</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="101"/>
        <source>the rubber</source>
        <translation>the rubber</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="108"/>
        <source>5 points above the line</source>
        <translation>5 points above the line</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="110"/>
        <source>three tricks to the other side</source>
        <translation>three tricks to the other side</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="112"/>
        <source>%1 revoked (W-IRR-1); the penalty: %2 (W-IRR-3).</source>
        <translation>%1 revoked (W-IRR-1); the penalty: %2 (W-IRR-3).</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/whist_messages.py" line="119"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="122"/>
        <source>we</source>
        <translation>we</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="122"/>
        <source>they</source>
        <translation>they</translation>
    </message>
</context>
<context>
    <name>WhistOptionsBox</name>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="63"/>
        <source>Whist options that change the sheet</source>
        <translation>Whist options that change the sheet</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="65"/>
        <source>No-trump whist</source>
        <translation>No-trump whist</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="66"/>
        <source>Honours held or captured</source>
        <translation>Honours held or captured</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="67"/>
        <source>The coronet table</source>
        <translation>The coronet table</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="68"/>
        <source>Honour values</source>
        <translation>Honour values</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="69"/>
        <source>Aces split two and two at no trumps</source>
        <translation>Aces split two and two at no trumps</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="70"/>
        <source>May the revoking side end the game</source>
        <translation>May the revoking side end the game</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="71"/>
        <source>Revokes by both sides in one deal</source>
        <translation>Revokes by both sides in one deal</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="72"/>
        <source>The rubber premium</source>
        <translation>The rubber premium</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="75"/>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="75"/>
        <source>on: every deal without trumps</source>
        <translation>on: every deal without trumps</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="77"/>
        <source>held in the hands as dealt</source>
        <translation>held in the hands as dealt</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="78"/>
        <source>captured: in the side&apos;s tricks</source>
        <translation>captured: in the side&apos;s tricks</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="85"/>
        <source>the old text: 5, 4, 2</source>
        <translation>the old text: 5, 4, 2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="86"/>
        <source>the «Самоучитель»: 6, 4, 2</source>
        <translation>the «Самоучитель»: 6, 4, 2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="89"/>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="90"/>
        <source>2 to the side with an odd trick</source>
        <translation>2 to the side with an odd trick</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="93"/>
        <source>no: its record below the line stops at 8</source>
        <translation>no: its record below the line stops at 8</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="94"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="97"/>
        <source>redeal</source>
        <translation>redeal</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="98"/>
        <source>both penalised</source>
        <translation>both penalised</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="101"/>
        <source>in addition to the 5 for the last game</source>
        <translation>in addition to the 5 for the last game</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="102"/>
        <source>instead of the 5 for the last game</source>
        <translation>instead of the 5 for the last game</translation>
    </message>
</context>
<context>
    <name>WhistReviewGame</name>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="31"/>
        <source>no trumps</source>
        <translation>no trumps</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="32"/>
        <source>trumps %1</source>
        <translation>trumps %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="62"/>
        <source>%1, N–S %2, E–W %3</source>
        <translation>%1, N–S %2, E–W %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="73"/>
        <source>Dealer: %1</source>
        <translation>Dealer: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="75"/>
        <source>tricks: N–S %1, E–W %2</source>
        <translation>tricks: N–S %1, E–W %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="82"/>
        <source>The deal double dummy</source>
        <translation>The deal double dummy</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="90"/>
        <source>The value of the whole deal needs the endplay solver.</source>
        <translation>The value of the whole deal needs the endplay solver.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="93"/>
        <source>With best play by all four from the opening lead on: N–S %1, E–W %2.</source>
        <translation>With best play by all four from the opening lead on: N–S %1, E–W %2.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="99"/>
        <source>Card or claim</source>
        <translation>Card or claim</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/whist_review.py" line="103"/>
        <source>Without the endplay solver only the last %n trick(s) are measured.</source>
        <translation>
            <numerusform>Without the endplay solver only the last %n trick is measured.</numerusform>
            <numerusform>Without the endplay solver only the last %n tricks are measured.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="112"/>
        <source>%1 chooses the revoke&apos;s penalty (W-IRR-3): %2</source>
        <translation>%1 chooses the revoke&apos;s penalty (W-IRR-3): %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="118"/>
        <source>Revoke penalties</source>
        <translation>Revoke penalties</translation>
    </message>
</context>
<context>
    <name>WhistTexts</name>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="30"/>
        <source>carried</source>
        <comment>sheet label</comment>
        <translation>carried</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="32"/>
        <source>aces</source>
        <comment>sheet label</comment>
        <translation>aces</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="34"/>
        <source>honours</source>
        <comment>sheet label</comment>
        <translation>honours</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="35"/>
        <source>coronet</source>
        <comment>sheet label</comment>
        <translation>coronet</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="36"/>
        <source>slam</source>
        <comment>sheet label</comment>
        <translation>slam</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="37"/>
        <source>revoke</source>
        <comment>sheet label</comment>
        <translation>revoke</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="39"/>
        <source>game</source>
        <comment>sheet label</comment>
        <translation>game</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="40"/>
        <source>rubber</source>
        <comment>sheet label</comment>
        <translation>rubber</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="46"/>
        <source>%n honour(s)</source>
        <translation>
            <numerusform>%n honour</numerusform>
            <numerusform>%n honours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="52"/>
        <source>(%n odd trick(s), game)</source>
        <translation>
            <numerusform>(%n odd trick, game)</numerusform>
            <numerusform>(%n odd tricks, game)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="54"/>
        <source>(%n odd trick(s), game, rubber)</source>
        <translation>
            <numerusform>(%n odd trick, game, rubber)</numerusform>
            <numerusform>(%n odd tricks, game, rubber)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="55"/>
        <source>(%n odd trick(s))</source>
        <translation>
            <numerusform>(%n odd trick)</numerusform>
            <numerusform>(%n odd tricks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="61"/>
        <source>revoke, deal %1: %2 reimburses the partner (%3) %n point(s)</source>
        <translation>
            <numerusform>revoke, deal %1: %2 reimburses the partner (%3) %n point</numerusform>
            <numerusform>revoke, deal %1: %2 reimburses the partner (%3) %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="64"/>
        <source>for %n trick(s) moved</source>
        <translation>
            <numerusform>for %n trick moved</numerusform>
            <numerusform>for %n tricks moved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="77"/>
        <source>%n ace(s) to the side at no-trump = %1</source>
        <translation>
            <numerusform>%n ace to the side at no-trump = %1</numerusform>
            <numerusform>%n aces to the side at no-trump = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="79"/>
        <source>%n honour(s) to the side = %1</source>
        <translation>
            <numerusform>%n honour to the side = %1</numerusform>
            <numerusform>%n honours to the side = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="83"/>
        <source>coronet of %n card(s) from the ace, doubled in trumps or at no-trump = %1</source>
        <translation>
            <numerusform>coronet of %n card from the ace, doubled in trumps or at no-trump = %1</numerusform>
            <numerusform>coronet of %n cards from the ace, doubled in trumps or at no-trump = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="88"/>
        <source>coronet of %n card(s) from the ace = %1</source>
        <translation>
            <numerusform>coronet of %n card from the ace = %1</numerusform>
            <numerusform>coronet of %n cards from the ace = %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="91"/>
        <source>grand slam, 13 tricks = %1</source>
        <translation>grand slam, 13 tricks = %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="93"/>
        <source>small slam, 12 tricks = %1</source>
        <translation>small slam, 12 tricks = %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="96"/>
        <source>revoke penalty = %1</source>
        <translation>revoke penalty = %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="98"/>
        <source>below the line beyond 8 after a revoke: %1, written above it</source>
        <translation>below the line beyond 8 after a revoke: %1, written above it</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="100"/>
        <source>game won = %1</source>
        <translation>game won = %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="101"/>
        <source>rubber won = %1</source>
        <translation>rubber won = %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="109"/>
        <source>after game %1: %2 − %3 = %4 kept above the line</source>
        <translation>after game %1: %2 − %3 = %4 kept above the line</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="111"/>
        <source>after game %1: %2 against %3, nothing kept</source>
        <translation>after game %1: %2 against %3, nothing kept</translation>
    </message>
</context>
</TS>
