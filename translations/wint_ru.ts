<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="82"/>
        <source>it was saved by a newer version of wint</source>
        <translation>он сохранён более новой версией wint</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="84"/>
        <source>a call or card in it breaks the rules, so the file was changed or damaged</source>
        <translation>в нём есть слово или карта против правил&#xa0;— файл изменён или повреждён</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="88"/>
        <source>a value in it cannot be used, so the file was changed or damaged</source>
        <translation>в нём есть недопустимое значение&#xa0;— файл изменён или повреждён</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="91"/>
        <source>the file is damaged or incomplete</source>
        <translation>файл повреждён или записан не до конца</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="100"/>
        <source>The unfinished session %1 cannot be read: %2.</source>
        <translation>Не удаётся прочитать неоконченный сеанс %1: %2.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="107"/>
        <source>A new session begins. The damaged file is kept as it is.</source>
        <translation>Начинается новый сеанс. Повреждённый файл остаётся как есть.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="114"/>
        <source>Its backup copy, saved one call or card earlier, can be continued. The damaged file is kept as it is.</source>
        <translation>Его резервная копия, сохранённая на одно слово или одну карту раньше, цела: по ней можно продолжить. Повреждённый файл остаётся как есть.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="121"/>
        <source>&amp;Continue from the backup</source>
        <translation>&amp;Продолжить по резервной копии</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="125"/>
        <source>Start a &amp;new session</source>
        <translation>Начать &amp;новый сеанс</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="129"/>
        <source>Backup: %1</source>
        <translation>Резервная копия: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/resume.py" line="156"/>
        <source>Continue the unfinished game (%1)?</source>
        <translation>Продолжить неоконченный сеанс (%1)?</translation>
    </message>
    <message>
        <location filename="../wint/gui/platform/settings.py" line="551"/>
        <source>Some saved settings cannot be used, so their defaults are used instead:</source>
        <extracomment>The speeds of the computers&apos; play, fastest first (View › Speed). why the settings cannot be written (``None`` when they can): kept in memory then</extracomment>
        <translation>Некоторые сохранённые настройки недопустимы, вместо них взяты значения по умолчанию:</translation>
    </message>
    <message>
        <location filename="../wint/gui/platform/settings.py" line="559"/>
        <source>The settings file: %1</source>
        <translation>Файл настроек: %1</translation>
    </message>
</context>
<context>
    <name>BiddingBox</name>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="175"/>
        <source>Ask «can we lead?»: after this you may only pass (V-BID-8).</source>
        <translation>Спросить «можно ли ходить?»: после этого вам можно только пасовать (V-BID-8).</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="178"/>
        <source>Invite the opponents to lead: the auction ends now (V-BID-8).</source>
        <translation>Предложить противникам ходить: торговля сразу заканчивается (V-BID-8).</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="180"/>
        <source>Look at your cards</source>
        <translation>Посмотреть карты</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="219"/>
        <source>The auction begins once the dealer has his cards.</source>
        <translation>Торговля начнётся, когда сдающий получит свои карты.</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="223"/>
        <source>All passed.</source>
        <translation>Все спасовали.</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="226"/>
        <source>Contract: %1 by %2</source>
        <translation>Игра: %1, играет %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="232"/>
        <source>Your call for your dummy (%1).</source>
        <translation>Ваше слово за болвана (%1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="236"/>
        <source>Your cards lie face down: a bid of three or more made now is blind.</source>
        <translation>Ваши карты лежат рубашкой вверх: назначение от «трёх» и выше сейчас будет втёмную.</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="239"/>
        <source>Your call.</source>
        <translation>Ваше слово.</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/bidding_box.py" line="241"/>
        <source>%1 is to call.</source>
        <translation>Говорит %1.</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="132"/>
        <source>Rubber</source>
        <translation>Роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="133"/>
        <location filename="../wint/gui/sheet/pulya_chart.py" line="75"/>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="138"/>
        <source>No rubber has been finished yet.</source>
        <translation>Ещё не окончен ни один роббер.</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="195"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="264"/>
        <source>game won</source>
        <translation>выиграна партия</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="266"/>
        <source>rubber won</source>
        <translation>выигран роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="574"/>
        <source>Export the chart as PNG</source>
        <translation>Сохранить график в PNG</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="576"/>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="586"/>
        <source>Chart not saved</source>
        <translation>График не сохранён</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="587"/>
        <source>The chart</source>
        <translation>график</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="517"/>
        <source>&amp;Show:</source>
        <translation>&amp;Показать:</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="518"/>
        <location filename="../wint/gui/sheet/pulya_chart.py" line="216"/>
        <source>&amp;Export PNG…</source>
        <translation>&amp;Сохранить PNG…</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="634"/>
        <location filename="../wint/gui/sheet/pulya_chart.py" line="215"/>
        <source>Score charts</source>
        <translation>Графики счёта</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_chart.py" line="72"/>
        <source>Each player&apos;s balance in whists</source>
        <translation>Итог каждого игрока в вистах</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_chart.py" line="76"/>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <location filename="../wint/gui/platform/crash.py" line="62"/>
        <source>Something went wrong in wint.</source>
        <translation>В wint что-то пошло не так.</translation>
    </message>
    <message>
        <location filename="../wint/gui/platform/crash.py" line="65"/>
        <source>The details are in %1.</source>
        <translation>Подробности&#xa0;— в %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/platform/crash.py" line="73"/>
        <source>Copy details</source>
        <translation>Скопировать подробности</translation>
    </message>
</context>
<context>
    <name>DealForm</name>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="106"/>
        <source>E–W: %1</source>
        <translation>В–З: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="288"/>
        <source>&amp;Dealer</source>
        <translation>&amp;Сдающий</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="289"/>
        <source>All &amp;passed</source>
        <translation>Вс&amp;е спасовали</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="290"/>
        <source>&amp;Contract</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="292"/>
        <source>&amp;Tricks taken by the declarers</source>
        <translation>Вз&amp;ятки назначивших</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="293"/>
        <source>Tricks taken by &amp;N–S</source>
        <translation>Взятки п&amp;ары С–Ю</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="294"/>
        <source>Trump &amp;honours held by N–S</source>
        <translation>Козырные &amp;онёры у С–Ю</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="295"/>
        <source>&amp;Aces held by N–S</source>
        <translation>&amp;Тузы у С–Ю</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="296"/>
        <source>Honours won in tricks by N–S</source>
        <translation>Онёры во взятках С–Ю</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="297"/>
        <source>Aces won in tricks by N–S</source>
        <translation>Тузы во взятках С–Ю</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="298"/>
        <source>C&amp;oronets</source>
        <translation>&amp;Коронки</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="348"/>
        <source>Coronets, revokes</source>
        <translation>Коронки, ренонсы</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="291"/>
        <source>Dec&amp;larer</source>
        <translation>&amp;Назначил</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="303"/>
        <source>nobody bid</source>
        <translation>никто не назначил</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="304"/>
        <source>4H, 3NT, 2♠, 5ч, 3бк</source>
        <translation>4ч, 3бк, 2♠, 4H, 3NT</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="307"/>
        <source>A level 1–7 and a strain: S ♠ П, C ♣ Т, D ♦ Б, H ♥ Ч, NT БК (spades, clubs, diamonds, hearts, no trump).</source>
        <translation>Уровень 1–7 и масть: П ♠ S, Т ♣ C, Б ♦ D, Ч ♥ H, БК NT (пики, трефы, бубны, черви, без козырей).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="328"/>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="328"/>
        <source>Suit</source>
        <translation>Масть</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="328"/>
        <source>Cards</source>
        <translation>Длина</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="330"/>
        <source>Add co&amp;ronet</source>
        <translation>&amp;Добавить коронку</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="326"/>
        <location filename="../wint/gui/pad/deal_form.py" line="331"/>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="299"/>
        <source>Revoke&amp;s</source>
        <translation>&amp;Ренонсы</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="312"/>
        <source>Revoked</source>
        <translation>Сделал ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="312"/>
        <source>Partner asked «не по ошибке ли?»</source>
        <translation>Партнёр спросил «не по ошибке ли?»</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="318"/>
        <source>The revoker&apos;s partner asked «не по ошибке ли?» and was told no (V-REV-3): the revoker alone answers for the revoke. Under the players&apos; ledger he owes his partner what the revoke cost their side in the deal; the sheet and the ledger&apos;s figures stay the same. Several revokes in a deal are penalised in the order written (V-REV-10).</source>
        <translation>Партнёр спросил сделавшего ренонс «не по ошибке ли?» и услышал «нет» (V-REV-3): за ренонс отвечает один сделавший его. Под счётом игроков он возмещает партнёру, во сколько ренонс обошёлся их паре в этой сдаче; запись и цифры счёта игроков не меняются. Несколько ренонсов в сдаче штрафуются в том порядке, в каком записаны (V-REV-10).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="325"/>
        <source>Add revo&amp;ke</source>
        <translation>До&amp;бавить ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="345"/>
        <source>Contract</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="346"/>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="347"/>
        <source>Honours, aces</source>
        <translation>Онёры, тузы</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="361"/>
        <source>all passed</source>
        <translation>все пас</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="374"/>
        <source>hon. %1:%2</source>
        <translation>он. %1:%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="379"/>
        <source>aces %1:%2</source>
        <translation>тузы %1:%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="386"/>
        <source>revoke: %1</source>
        <translation>ренонс: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="412"/>
        <location filename="../wint/gui/pad/deal_form.py" line="417"/>
        <source>aces</source>
        <translation>тузы</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="520"/>
        <source>Write the contract as a level 1–7 and a strain: 4H, 3NT (or 4ч, 3бк).</source>
        <translation>Запишите игру: уровень 1–7 и масть, например 4ч, 3бк (или 4H, 3NT).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/deal_form.py" line="527"/>
        <source>Write how many trump honours and aces N–S held (E–W have the rest).</source>
        <translation>Запишите, сколько козырных онёров и тузов было у С–Ю (остальные&#xa0;— у В–З).</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="94"/>
        <source>What would a strong player do here, and why? (H)</source>
        <translation>Как сыграл бы здесь сильный игрок и почему? (H)</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="95"/>
        <source>Take that decision back</source>
        <translation>Вернуть этот ход</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="117"/>
        <source>Thinking about your decision…</source>
        <translation>Обдумываю подсказку…</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="93"/>
        <source>H&amp;int</source>
        <translation>По&amp;дсказка</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="121"/>
        <source>Press Hint (H) on your turn, or switch on Game › Show hints before each decision.</source>
        <translation>Нажмите «Подсказка» (H) в свой ход или включите Игра&#xa0;› Показывать подсказки перед каждым ходом.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="129"/>
        <source>Suggested: %1</source>
        <translation>Совет: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="130"/>
        <source>the best choice the player found</source>
        <translation>лучший ход, который нашёл игрок</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="141"/>
        <source>The rule of thumb would play %1 (%2); the analysis of the possible layouts prefers another card: conventions are rules of thumb.</source>
        <translation>По общему правилу здесь играют %1 (%2); разбор возможных раскладов предпочитает другую карту: условности&#xa0;— правила для обычных случаев.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="151"/>
        <source>Expected score for your side, over the layouts imagined: %1</source>
        <translation>Ожидаемый счёт вашей пары по раскладам, разыгранным в уме: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="169"/>
        <source>You called %1; the conventions call %2 (%3).</source>
        <translation>Вы сказали %1; по условностям здесь говорят %2 (%3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/hint_panel.py" line="171"/>
        <source>You chose %1; the advice is %2 (%3).</source>
        <translation>Вы выбрали: %1; совет: %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/hint_panel.py" line="174"/>
        <source>You played %1; the rule of thumb plays %2 (%3), and the analysis prefers %4: on average %n point(s) more for your side.</source>
        <translation>
            <numerusform>Вы сыграли %1; по общему правилу играют %2 (%3), а разбор раскладов предпочитает %4: в среднем на %n очко больше для вашей пары.</numerusform>
            <numerusform>Вы сыграли %1; по общему правилу играют %2 (%3), а разбор раскладов предпочитает %4: в среднем на %n очка больше для вашей пары.</numerusform>
            <numerusform>Вы сыграли %1; по общему правилу играют %2 (%3), а разбор раскладов предпочитает %4: в среднем на %n очков больше для вашей пары.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="120"/>
        <source>%1 cannot be read: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="134"/>
        <source>%1 vs %2</source>
        <translation>%1&#xa0;— %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="142"/>
        <source>pulya to %1</source>
        <translation>пулька до %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="144"/>
        <source>pulya to %1, unfinished</source>
        <translation>пулька до %1, не закончена</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="148"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="342"/>
        <source>Reading the sessions… %1</source>
        <translation>Чтение сеансов… %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="344"/>
        <source>No session has been saved yet.</source>
        <translation>Сохранённых сеансов пока нет.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="346"/>
        <source>Sessions: %1.</source>
        <translation>Сеансов: %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="348"/>
        <source>Files that cannot be read: %1.</source>
        <translation>Нечитаемых файлов: %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="363"/>
        <source>Overall</source>
        <translation>Всего</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="384"/>
        <source>Level %1 declared / made</source>
        <translation>Уровень %1: назначено / сыграно</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="391"/>
        <location filename="../wint/gui/dialogs/history.py" line="467"/>
        <source>Sessions</source>
        <translation>Сеансы</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="392"/>
        <location filename="../wint/gui/dialogs/history.py" line="474"/>
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="393"/>
        <source>Rubbers played</source>
        <translation>Сыграно робберов</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="394"/>
        <source>Rubbers won</source>
        <translation>Выиграно робберов</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="395"/>
        <source>Result, points</source>
        <translation>Выигрыш, очки</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="396"/>
        <source>Average per rubber</source>
        <translation>В среднем за роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="400"/>
        <source>Result, whists</source>
        <translation>Выигрыш, висты</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="405"/>
        <source>Contracts declared / made</source>
        <translation>Игры: назначено / сыграно</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="407"/>
        <source>Small slams declared / made</source>
        <translation>Малые шлемы: назначено / сыграно</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="408"/>
        <source>Grand slams declared / made</source>
        <translation>Большие шлемы: назначено / сыграно</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="409"/>
        <source>Undertricks</source>
        <translation>Недобор, взяток</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="410"/>
        <source>Penalty points conceded</source>
        <translation>Отдано штрафных очков</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="398"/>
        <source>Revokes</source>
        <translation>Ренонсы</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="422"/>
        <source>Overall: every session; the result is yours, each pulya&apos;s balance in whists (North&apos;s when you watched).</source>
        <translation>Всего: все сеансы; выигрыш ваш: итог каждой пульки в вистах (Севера, если вы смотрели игру).</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="426"/>
        <source>Overall: every session; rubbers won and the result are those of «We», your side (North–South when you watched).</source>
        <translation>Всего: все сеансы; выигранные робберы и выигрыш&#xa0;— стороны «Мы», то есть вашей (Север–Юг, если вы смотрели игру).</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="453"/>
        <source>Cannot open</source>
        <translation>Не удаётся открыть</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="454"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не удаётся открыть %1:
%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="465"/>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="466"/>
        <source>Sessions saved in %1</source>
        <translation>Сеансы, сохранённые в %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="468"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="471"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="472"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="473"/>
        <source>Rubbers</source>
        <translation>Робберы</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="475"/>
        <source>Our result</source>
        <translation>Наш выигрыш</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="476"/>
        <location filename="../wint/gui/dialogs/history.py" line="486"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="482"/>
        <source>Points of «We», your side, over the finished rubbers (V-PART-8).</source>
        <translation>Очки стороны «Мы», то есть вашей, за оконченные робберы (V-PART-8).</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="484"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="485"/>
        <source>&amp;Open read-only</source>
        <translation>Открыть для &amp;просмотра</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="333"/>
        <source>Contracts count for the player who declared them.</source>
        <translation>Игры засчитываются тому, кто их назначил.</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="145"/>
        <source>1. The deal</source>
        <translation>1. Сдача</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="146"/>
        <source>2. The auction</source>
        <translation>2. Торговля</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="147"/>
        <source>3. The play</source>
        <translation>3. Розыгрыш</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="148"/>
        <source>4. The score</source>
        <translation>4. Счёт</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="152"/>
        <source>Vint is played by four in two partnerships: you (South) and North against East and West. The dealer has dealt 13 cards to each player, one at a time clockwise (V-DEAL-3); the deal passes to the left after every deal (V-DEAL-6). Your hand is at the bottom, sorted by suit. Press Next to begin the auction.</source>
        <translation>В винт играют вчетвером, две пары: вы (Юг) и Север против Востока и Запада. Сдающий раздал каждому по 13 карт, по одной, по часовой стрелке (V-DEAL-3); после каждой сдачи сдаёт следующий слева (V-DEAL-6). Ваши карты внизу, разложены по мастям. Нажмите «Дальше», чтобы начать торговлю.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="159"/>
        <source>The dealer speaks first, then each player in turn clockwise (V-BID-1). A bid is a level and a strain: level L promises 6 + L tricks (V-BID-2), and the strains rank ♠ &lt; ♣ &lt; ♦ &lt; ♥ &lt; no trump (V-DECK-3). A pass is not final (V-BID-4). Eight passes after a bid end the auction; «can we lead?» closes it early (V-BID-7, V-BID-8). The Hint panel suggests each of your calls and says why.</source>
        <translation>Первым говорит сдающий, затем все по очереди по часовой стрелке (V-BID-1). Назначение&#xa0;— это уровень и масть: уровень L обещает 6&#xa0;+&#xa0;L взяток (V-BID-2), а масти идут по старшинству ♠ &lt; ♣ &lt; ♦ &lt; ♥ &lt; без козырей (V-DECK-3). Пас не окончателен (V-BID-4). Восемь пасов после назначения кончают торговлю; «можно ли ходить?» закрывает её раньше (V-BID-7, V-BID-8). Панель подсказки предлагает, что сказать в каждый ваш черёд, и объясняет почему.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="167"/>
        <source>There is no dummy: everyone plays his own hand (V-PLAY-1). The declarer&apos;s left-hand opponent leads (V-PLAY-2). Follow suit if you can; you need not trump (V-PLAY-4). The highest trump wins the trick, otherwise the highest card of the suit led, and the winner leads next (V-PLAY-5). Double-click a card to play it; the Hint panel suggests one.</source>
        <translation>Болвана нет: каждый играет своими картами (V-PLAY-1). Первым ходит левый противник играющего (V-PLAY-2). На ход в масть нужно класть масть; бить козырем не обязательно (V-PLAY-4). Взятку берёт старший козырь, а без него&#xa0;— старшая карта масти хода; взявший ходит следующим (V-PLAY-5). Чтобы сыграть карту, щёлкните её дважды; панель подсказки предложит карту.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="174"/>
        <source>Both sides write every trick they won below the line, 10 × the level each (V-SCORE-2, V-SCORE-3); honours, aces, coronets, slams and penalties go above it. 500 below the line wins a game, two games win the rubber (V-PART-1, V-PART-6). The summary of the deal explains each entry with its arithmetic. Game › Next deal plays on; Game › New game starts a game of your own.</source>
        <translation>Обе пары пишут под чертой каждую взятую взятку, по 10&#xa0;×&#xa0;уровень за взятку (V-SCORE-2, V-SCORE-3); онёры, тузы, коронки, шлемы и штрафы пишутся над чертой. 500 под чертой&#xa0;— партия, две партии&#xa0;— роббер (V-PART-1, V-PART-6). Итог сдачи объясняет каждую запись с расчётом. Игра&#xa0;› Следующая сдача&#xa0;— играть дальше; Игра&#xa0;› Новая игра&#xa0;— начать свою игру.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/first_game.py" line="182"/>
        <source>&amp;Next: the auction</source>
        <translation>Дальше: &amp;торговля</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../wint/gui/shell/session_files.py" line="167"/>
        <source>Open session</source>
        <translation>Открыть сеанс</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/session_files.py" line="169"/>
        <location filename="../wint/gui/shell/session_files.py" line="196"/>
        <source>wint sessions (*.wint)</source>
        <translation>Сеансы wint (*.wint)</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/session_files.py" line="179"/>
        <source>Cannot open</source>
        <translation>Не удаётся открыть</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/session_files.py" line="180"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не удаётся открыть %1:
%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/session_files.py" line="194"/>
        <source>Save session</source>
        <translation>Сохранить сеанс</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="118"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="200"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="201"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="202"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="203"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="204"/>
        <source>&amp;Speed</source>
        <translation>&amp;Скорость</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="205"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="206"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="207"/>
        <source>Open &amp;recent</source>
        <translation>Последние &amp;файлы</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="208"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="209"/>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="211"/>
        <source>&amp;Print the score sheet…</source>
        <translation>&amp;Печать записи…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="213"/>
        <source>Print pre&amp;view…</source>
        <translation>Пр&amp;едварительный просмотр…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="215"/>
        <source>Export the sheet as P&amp;DF…</source>
        <translation>&amp;Экспорт записи в PDF…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="218"/>
        <source>Export the sheet as &amp;text…</source>
        <translation>Экспорт записи в &amp;текст…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="220"/>
        <source>Score &amp;charts…</source>
        <translation>&amp;Графики счёта…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="222"/>
        <source>&amp;History and statistics…</source>
        <translation>&amp;История и статистика…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="228"/>
        <source>Preferans p&amp;ulya for a real table…</source>
        <translation>П&amp;уля для живой игры в преферанс…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="230"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="231"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="232"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="235"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Четырёхцветная колода</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="237"/>
        <source>&amp;About wint</source>
        <translation>&amp;О программе wint</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="249"/>
        <source>&amp;Claim the remaining tricks…</source>
        <translation>Забрать оста&amp;льные взятки…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="252"/>
        <source>&amp;First game for a newcomer</source>
        <translation>Первая игра для &amp;новичка</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="255"/>
        <source>First Preferans &amp;deal for a newcomer</source>
        <translation>Первая &amp;сдача в преферанс для новичка</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="261"/>
        <source>Gentle &amp;warnings after a doubtful decision</source>
        <translation>&amp;Мягкие предупреждения после сомнительного хода</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="225"/>
        <source>Score pad for a r&amp;eal table…</source>
        <translation>&amp;Запись для живой игры…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/session_files.py" line="93"/>
        <source>Cannot write</source>
        <translation>Не удалось сохранить</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/session_files.py" line="94"/>
        <source>The game</source>
        <translation>сеанс</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/session_files.py" line="148"/>
        <source>Leave It Unsaved</source>
        <translation>Оставить без сохранения</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="331"/>
        <source>Not saved: Save As…</source>
        <translation>Не сохранено: Сохранить как…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="233"/>
        <source>Ne&amp;xt deal</source>
        <translation>Следующая сда&amp;ча</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="239"/>
        <source>Con&amp;firm before playing a card</source>
        <translation>Подтверждать &amp;ход картой</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="242"/>
        <source>Play a sin&amp;gle legal card by itself</source>
        <translation>Единственно возможный ход&#xa0;— &amp;автоматически</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="245"/>
        <source>Show hints &amp;before each decision</source>
        <translation>Показывать подсказки перед ка&amp;ждым ходом</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="247"/>
        <source>H&amp;int</source>
        <translation>По&amp;дсказка</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="258"/>
        <source>Review the &amp;last deal…</source>
        <translation>&amp;Разбор последней сдачи…</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="58"/>
        <location filename="../wint/gui/table/vint.py" line="55"/>
        <source>Show the last &amp;trick</source>
        <translation>Показать &amp;последнюю взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="57"/>
        <location filename="../wint/gui/teaching/rules_browser.py" line="44"/>
        <source>&amp;Rules of Vint</source>
        <translation>&amp;Правила винта</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="270"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="272"/>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="276"/>
        <source>Card &amp;indices</source>
        <translation>&amp;Обозначения карт</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="278"/>
        <source>As the language</source>
        <translation>По языку интерфейса</translation>
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
        <translation>Мгновенно</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="284"/>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="285"/>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="286"/>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="339"/>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="340"/>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="341"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="343"/>
        <source>First game</source>
        <translation>Первая игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="354"/>
        <source>The deal is over: Game › Next deal (Ctrl+D).</source>
        <translation>Сдача окончена: Игра&#xa0;› Следующая сдача (Ctrl+D).</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="362"/>
        <source>Your turn: click two cards or drag them to the discard, then the button.</source>
        <translation>Ваш ход: щёлкните две карты или перетащите их в снос, затем нажмите кнопку.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="376"/>
        <source>Your turn.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="372"/>
        <source>Your call.</source>
        <translation>Ваше слово.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="383"/>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/main_window.py" line="596"/>
        <source>How many of the %n remaining trick(s) will your side take?</source>
        <translation>
            <numerusform>Сколько из %n оставшейся взятки заберёт ваша пара?</numerusform>
            <numerusform>Сколько из %n оставшихся взяток заберёт ваша пара?</numerusform>
            <numerusform>Сколько из %n оставшихся взяток заберёт ваша пара?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="655"/>
        <source>Quit Without Saving</source>
        <translation>Выйти без сохранения</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="393"/>
        <source>Next deal: Ctrl+D</source>
        <translation>Следующая сдача: Ctrl+D</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="330"/>
        <source>wint — %1</source>
        <translation>wint&#xa0;— %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="332"/>
        <source>Ask partner: «Not by mistake?»</source>
        <translation>Спросить партнёра: «Не по ошибке ли?»</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/main_window.py" line="367"/>
        <source>Your turn: click %n card(s) to give, then the button.</source>
        <translation>
            <numerusform>Ваш ход: щёлкните %n карту, которую отдадите, затем кнопку.</numerusform>
            <numerusform>Ваш ход: щёлкните %n карты, которые отдадите, затем кнопку.</numerusform>
            <numerusform>Ваш ход: щёлкните %n карт, которые отдадите, затем кнопку.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="370"/>
        <source>Your call for your dummy.</source>
        <translation>Ваше слово за болвана.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="374"/>
        <source>Your turn: play the dummy&apos;s card.</source>
        <translation>Ваш ход: карта болвана.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="506"/>
        <source>(%1 — F1 explains)</source>
        <translation>(%1&#xa0;— подробнее по F1)</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="516"/>
        <source>Play a card</source>
        <translation>Ход картой</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="516"/>
        <source>Play %1?</source>
        <translation>Сыграть %1?</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="600"/>
        <location filename="../wint/gui/shell/main_window.py" line="614"/>
        <source>Claim</source>
        <translation>Забрать остальные взятки</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="614"/>
        <source>The claim cannot be checked here: play on.</source>
        <translation>Здесь нельзя проверить, можно ли забрать остальные взятки: играйте дальше.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="622"/>
        <source>Claim refused</source>
        <translation>Забрать взятки нельзя</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="633"/>
        <source>A doubtful decision: see the Hint panel (Ctrl+Z takes it back).</source>
        <translation>Сомнительный ход: см. панель подсказки (Ctrl+Z вернёт его).</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="640"/>
        <source>Look at your cards first: a hint reads them.</source>
        <translation>Сначала посмотрите свои карты: подсказка исходит из них.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/main_window.py" line="642"/>
        <source>A hint is for your turn.</source>
        <translation>Подсказка даётся в ваш ход.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="296"/>
        <source>About wint</source>
        <translation>О программе wint</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/actions.py" line="297"/>
        <source>wint %1
Vint (винт), the classic Russian card game.</source>
        <translation>wint %1
Винт&#xa0;— классическая русская карточная игра.</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/whist.py" line="38"/>
        <source>Show the last two &amp;tricks</source>
        <translation>Показать две &amp;последние взятки</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/whist.py" line="40"/>
        <source>&amp;Rules of Whist</source>
        <translation>&amp;Правила виста</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/preferans.py" line="14"/>
        <source>Rules of &amp;Preferans</source>
        <translation>Правила пре&amp;феранса</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="61"/>
        <source>All passed.</source>
        <translation>Все спасовали.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="64"/>
        <source>made</source>
        <translation>сыграна</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="66"/>
        <source>down %1</source>
        <translation>без %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="69"/>
        <source>%1 by %2: %3, %4.</source>
        <translation>%1, играет %2: %3, %4.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="81"/>
        <source>Below the line (V-SCORE-2): we %1, they %2</source>
        <translation>Под чертой (V-SCORE-2): мы %1, они %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="93"/>
        <source>we</source>
        <translation>мы</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="94"/>
        <source>they</source>
        <translation>они</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="109"/>
        <source>The rubber is over: a draw.</source>
        <translation>Роббер окончен: ничья.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="115"/>
        <source>The rubber is over: %1 win by %2.</source>
        <translation>Роббер окончен: %1 в выигрыше на %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/messages.py" line="117"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/messages.py" line="121"/>
        <source>The session is over after %n deal(s).</source>
        <translation>
            <numerusform>Сеанс окончен: сыграна %n сдача.</numerusform>
            <numerusform>Сеанс окончен: сыграно %n сдачи.</numerusform>
            <numerusform>Сеанс окончен: сыграно %n сдач.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/messages.py" line="135"/>
        <source>Against the best defence your side takes %1 of the %n trick(s) left, not %2.</source>
        <translation>
            <numerusform>При лучшей защите ваша пара берёт %1 из %n оставшейся взятки, а не %2.</numerusform>
            <numerusform>При лучшей защите ваша пара берёт %1 из %n оставшихся взяток, а не %2.</numerusform>
            <numerusform>При лучшей защите ваша пара берёт %1 из %n оставшихся взяток, а не %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="148"/>
        <source>Trick %1: </source>
        <translation>Взятка %1: </translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="158"/>
        <source>deal %1, as dealt</source>
        <translation>сдача %1, до первого слова</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="168"/>
        <source>the claim</source>
        <translation>остальные взятки забраны</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="170"/>
        <source>deal %1, %2: %3</source>
        <translation>сдача %1, %2: %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/messages.py" line="181"/>
        <source>The strong and expert players need the double-dummy solver (endplay), which is not available for this Python: they play as basic.</source>
        <translation>Сильным игрокам и экспертам нужен анализатор игры в открытую (endplay), а для этой версии Python его нет: они играют как базовые.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="75"/>
        <source>random</source>
        <translation>случайный</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="76"/>
        <source>beginner</source>
        <translation>новичок</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="77"/>
        <source>basic</source>
        <translation>базовый</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="78"/>
        <source>strong</source>
        <translation>сильный</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="79"/>
        <source>expert</source>
        <translation>эксперт</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="84"/>
        <source>classic</source>
        <translation>классические</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="85"/>
        <source>live table (revokes)</source>
        <translation>живой стол (ренонсы)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="86"/>
        <source>the 1886 rules</source>
        <translation>правила 1886 г.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="87"/>
        <source>Vint with rubbish</source>
        <translation>винт с мусором</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="88"/>
        <source>Vint with a purchase</source>
        <translation>винт с прикупкой</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="89"/>
        <source>Siberian whist (historical)</source>
        <translation>сибирский вист (старинный)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="90"/>
        <source>Sochi</source>
        <translation>Сочи (сочинка)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="91"/>
        <source>Leningrad</source>
        <translation>Ленинград (ленинградка)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="92"/>
        <source>Rostov</source>
        <translation>Ростов</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="93"/>
        <source>the 1971 classic</source>
        <translation>классика 1971 года</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="98"/>
        <source>The deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="99"/>
        <source>Who declares</source>
        <translation>Кто назначает игру</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="100"/>
        <source>Blind bids (three or more, before looking)</source>
        <translation>Игра втёмную («три» и выше, не глядя в карты)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="101"/>
        <source>Passes that close the auction</source>
        <translation>Сколько пасов кончают торговлю</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="102"/>
        <source>The question «can we lead?»</source>
        <translation>Вопрос «можно ли ходить?»</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="103"/>
        <source>Must the dealer bid?</source>
        <translation>Обязан ли сдающий назначать</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="104"/>
        <source>Who leads first</source>
        <translation>Чей первый ход</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="105"/>
        <source>Looking at quitted tricks</source>
        <translation>Просмотр взяток</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="106"/>
        <source>Live table rules: revokes are possible</source>
        <translation>Правила живого стола: возможен ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="108"/>
        <source>Honours and aces on different sides</source>
        <translation>Онёры и тузы у разных сторон</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="109"/>
        <source>Aces and леве</source>
        <translation>Тузы и леве</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="111"/>
        <source>Penalty per trick short (× the level)</source>
        <translation>Штраф за недобранную взятку (× уровень)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="112"/>
        <source>Declared and taken slam premiums</source>
        <translation>Премии за объявленный и взятый шлем</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="113"/>
        <source>Who scores a slam taken (1000 / 2000)</source>
        <translation>Кто пишет за взятый шлем (1000 / 2000)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="114"/>
        <source>The rubber bonus</source>
        <translation>Запись за роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="116"/>
        <source>Can a failed contract win the game?</source>
        <translation>Может ли несыгранная игра кончить партию</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="120"/>
        <source>Passed-out deals</source>
        <translation>Распасы</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="121"/>
        <source>The value of crosses</source>
        <translation>Цена крестиков</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="122"/>
        <source>Who deals after a passed-out deal</source>
        <translation>Кто сдаёт после распасов</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="124"/>
        <source>Slam after a revoke transfer</source>
        <translation>Шлем после передачи взяток за ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="126"/>
        <source>The auction of two players</source>
        <translation>Торговля при игре вдвоём</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="133"/>
        <source>Vint: everyone bids</source>
        <translation>винт: торгуются все</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="134"/>
        <source>Siberian whist: the dealer, and his partner may raise once</source>
        <translation>сибирский вист: назначает сдающий, партнёр может раз повысить</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="139"/>
        <source>classic: 13 cards each</source>
        <translation>обычная: всем по 13 карт</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="140"/>
        <source>with rubbish: the others pass the dealer 4 cards each</source>
        <translation>с мусором: каждый отдаёт сдающему по 4 карты</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="143"/>
        <source>with a purchase: a talon of 4 for the declarer</source>
        <translation>с прикупкой: прикуп из 4 карт берёт назначивший игру</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="146"/>
        <source>allowed</source>
        <translation>разрешён</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="147"/>
        <source>switched off</source>
        <translation>отключён</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="150"/>
        <source>the declarer&apos;s left-hand opponent</source>
        <translation>контрпартнёр слева от назначившего</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="151"/>
        <source>the dealer&apos;s left-hand opponent</source>
        <translation>игрок слева от сдающего</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="154"/>
        <source>as in vint: the last two, one once a card is led</source>
        <translation>по-винтовому: две последние, после захода&#xa0;— одна</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="155"/>
        <source>as in whist: always the last two</source>
        <translation>по-вистовому: всегда две последние</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="162"/>
        <source>net: one set against the other</source>
        <translation>зачёт: одно погашает другое</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="163"/>
        <source>separate: each side writes its own</source>
        <translation>порознь: каждая сторона пишет своё</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="171"/>
        <source>always high</source>
        <translation>всегда дорого</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="172"/>
        <source>always low</source>
        <translation>всегда дёшево</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="175"/>
        <source>cumulative</source>
        <translation>складываются</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="176"/>
        <source>declared only</source>
        <translation>только за объявленный</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="180"/>
        <source>declarers only, if made</source>
        <translation>только назначившие, если сыграно</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="183"/>
        <source>additive: 2000 and 1000 for the game</source>
        <translation>сверх: 2000 плюс 1000 за партию</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="184"/>
        <source>replaces: 2000 instead of 1000 for the game</source>
        <translation>вместо: 2000 заменяют 1000 за партию</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="190"/>
        <source>the declaring side wins</source>
        <translation>сторона назначившего</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="198"/>
        <source>flat: 500 each</source>
        <translation>простые: по 500</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="199"/>
        <source>winding: 500, 1000, 1500 …</source>
        <translation>винтящие: 500, 1000, 1500 …</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="202"/>
        <source>the next player</source>
        <translation>следующий</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="210"/>
        <source>as a slam taken, 1000 / 2000</source>
        <translation>как за взятый, 1000 / 2000</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="211"/>
        <source>as a declared slam, 5000 / 10000</source>
        <translation>как за объявленный, 5000 / 10000</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="107"/>
        <source>Honours counted</source>
        <translation>Онёры и тузы считаются</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="110"/>
        <source>Three or four aces in one hand</source>
        <translation>Три или четыре туза на одной руке</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="115"/>
        <source>Both sides reach 500 in one deal</source>
        <translation>Обе стороны дошли до 500 в одной сдаче</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="119"/>
        <source>Rubbers in a session</source>
        <translation>Число робберов</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="123"/>
        <source>Revoke: each missing trick costs</source>
        <translation>Ренонс: недостающая взятка стоит</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="158"/>
        <location filename="../wint/gui/dialogs/new_game.py" line="276"/>
        <source>as held</source>
        <translation>на руках</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="159"/>
        <location filename="../wint/gui/dialogs/new_game.py" line="277"/>
        <source>as captured in tricks</source>
        <translation>во взятках</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="166"/>
        <source>only when split 2–2</source>
        <translation>только при тузах по два</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="167"/>
        <source>always</source>
        <translation>всегда</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="170"/>
        <source>by contract</source>
        <translation>по игре</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="179"/>
        <source>any side</source>
        <translation>любая сторона</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="189"/>
        <source>the higher total wins</source>
        <translation>больший итог</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="193"/>
        <source>a cross</source>
        <translation>крестики</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="194"/>
        <source>played out (распасовка)</source>
        <translation>распасовка</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="195"/>
        <source>redeal only</source>
        <translation>просто пересдача</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="203"/>
        <source>the same dealer</source>
        <translation>тот же сдающий</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="206"/>
        <source>an undertrick</source>
        <translation>как недобор</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="207"/>
        <source>a trick&apos;s value</source>
        <translation>как взятка</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="218"/>
        <source>a full auction, each calling for his dummy too</source>
        <translation>полная торговля: каждый говорит и за своего болвана</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="219"/>
        <source>one declaration each: the dealer first, the other has the last word</source>
        <translation>по одному назначению: сначала сдающий, последнее слово за противником</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="229"/>
        <source>Whist without trumps</source>
        <translation>Вист без козырей</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="230"/>
        <source>The turned trump card lies on the table</source>
        <translation>Открытый козырь лежит на столе</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="231"/>
        <source>A card that fails to follow suit</source>
        <translation>Карта не в масть при наличии масти</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="125"/>
        <location filename="../wint/gui/dialogs/new_game.py" line="232"/>
        <source>The dummy&apos;s hand is laid face up</source>
        <translation>Карты болвана открываются</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="233"/>
        <source>When the dummy passes to another player (whist for three)</source>
        <translation>Когда болван переходит к другому игроку (вист втроём)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="236"/>
        <source>A revoking side and the partiya</source>
        <translation>Сторона, сделавшая ренонс, и партия</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="237"/>
        <source>Revokes by both sides in one deal</source>
        <translation>Ренонсы у обеих сторон в одной сдаче</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="238"/>
        <source>Honours (оперы) counted</source>
        <translation>Оперы считаются</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="239"/>
        <source>Three, four, five honours score</source>
        <translation>Три, четыре, пять оперов стоят</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="240"/>
        <source>Coronet values</source>
        <translation>Цена коронок</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="241"/>
        <source>Aces split two and two without trumps</source>
        <translation>Тузы по два у сторон в висте без козырей</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="242"/>
        <source>The rubber&apos;s premium</source>
        <translation>Запись за роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="246"/>
        <source>no: the dealer&apos;s last card is turned for trumps</source>
        <translation>нет: козырь — масть последней карты сдающего</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="247"/>
        <source>yes: no card is turned, the aces are the honours</source>
        <translation>да: карту не открывают, оперы — тузы</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="250"/>
        <source>until the dealer plays to the first trick</source>
        <translation>пока сдающий не положит карту в первую взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="253"/>
        <source>until the first trick is quitted</source>
        <translation>до конца первой взятки</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="256"/>
        <source>is refused: suit must be followed</source>
        <translation>не принимается: в масть ходить обязательно</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="257"/>
        <source>table rules: revokes allowed and penalised</source>
        <translation>живой стол: ренонс возможен и штрафуется</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="215"/>
        <location filename="../wint/gui/dialogs/new_game.py" line="260"/>
        <source>as soon as the deal is complete</source>
        <translation>сразу после сдачи</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="214"/>
        <location filename="../wint/gui/dialogs/new_game.py" line="261"/>
        <location filename="../wint/gui/dialogs/new_game.py" line="332"/>
        <source>after the opening lead</source>
        <translation>после первого хода</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="264"/>
        <source>after each rubber</source>
        <translation>после роббера</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="265"/>
        <source>after each deal</source>
        <translation>после каждой сдачи</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="268"/>
        <source>cannot win it in that deal: at most 8 below</source>
        <translation>не кончает её в этой сдаче: до 8 под чертой</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="269"/>
        <source>may win it in that deal</source>
        <translation>может кончить её в этой сдаче</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="272"/>
        <source>the deal is void and dealt again</source>
        <translation>сдача недействительна и пересдаётся</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="273"/>
        <source>both sides are penalised</source>
        <translation>штраф обеим сторонам</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="280"/>
        <source>2, 4 and 5</source>
        <translation>2, 4 и 5</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="281"/>
        <source>2, 4 and 6 (as the «Самоучитель»)</source>
        <translation>2, 4 и 6 (по «Самоучителю»)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="284"/>
        <source>5, 10, 15, 20 … (5 for each card over two)</source>
        <translation>5, 10, 15, 20 … (по 5 за каждую карту сверх двух)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="285"/>
        <source>5, 10, 20, 25 … (the figures as printed)</source>
        <translation>5, 10, 20, 25 … (цифры старого текста)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="288"/>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="289"/>
        <source>2 to the side that took the odd tricks</source>
        <translation>2 той стороне, что взяла леве</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="294"/>
        <source>10 besides the partiya&apos;s 5</source>
        <translation>10 сверх 5 за партию</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="295"/>
        <source>10 instead of the partiya&apos;s 5</source>
        <translation>10 вместо 5 за партию</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="301"/>
        <source>The pulya&apos;s target</source>
        <translation>Пуля до</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="302"/>
        <source>The whists when the other defender passes</source>
        <translation>Висты, когда второй защитник пасует</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="303"/>
        <source>A whister&apos;s responsibility</source>
        <translation>Ответственность вистующего</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="304"/>
        <source>Half-whist on six and seven</source>
        <translation>Полвиста на шестерной и семерной</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="305"/>
        <source>“Here”: the senior hand may hold a bid</source>
        <translation>«Здесь»: старшая рука может держать ту же игру</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="306"/>
        <source>Stalingrad: six spades whisted by both</source>
        <translation>Сталинград: шесть пик вистуют оба</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="307"/>
        <source>A ten-trick game</source>
        <translation>Десятерная</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="308"/>
        <source>What beats misère</source>
        <translation>Что перебивает мизер</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="309"/>
        <source>An open whist lays the hands down</source>
        <translation>Вист в светлую: карты открываются</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="310"/>
        <source>Misère: the catchers lay their hands down</source>
        <translation>Мизер: ловящие открывают карты</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="311"/>
        <source>The prikup on an all-pass deal</source>
        <translation>Прикуп на распасах</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="312"/>
        <source>The lowest game after all-pass deals</source>
        <translation>Выход из распасов: наименьшая игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="316"/>
        <source>greedy: the whister writes all he took</source>
        <translation>жлобский: вистующий пишет за все взятки защиты</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="317"/>
        <source>gentleman&apos;s: shared with the passer</source>
        <translation>джентльменский: пополам с пасующим</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="320"/>
        <source>full</source>
        <translation>полная (ответственный вист)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="321"/>
        <source>half</source>
        <translation>половинная (полуответственный вист)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="324"/>
        <source>is whisted</source>
        <translation>вистуется</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="325"/>
        <source>is checked, without whists</source>
        <translation>проверяется, без виста</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="328"/>
        <source>any nine</source>
        <translation>любая девятерная</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="329"/>
        <source>only a ten</source>
        <translation>только десятерная</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="333"/>
        <source>before the play</source>
        <translation>до розыгрыша</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="336"/>
        <source>before the play (after the first card)</source>
        <translation>до розыгрыша (или после первой карты мизера)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="337"/>
        <source>after the first trick</source>
        <translation>после первой взятки</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="340"/>
        <source>turned, it leads the first two tricks</source>
        <translation>открывается и задаёт масть двух первых взяток</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="341"/>
        <source>not used</source>
        <translation>не используется</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="342"/>
        <source>it leads and takes for the dealer</source>
        <translation>задаёт масть и берёт за сдающего</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="346"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="347"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="957"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="963"/>
        <source>points</source>
        <translation>очках</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="964"/>
        <source>tens</source>
        <translation>десятках</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="965"/>
        <source>hundreds</source>
        <translation>сотнях</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="966"/>
        <source>thousands</source>
        <translation>тысячах</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="976"/>
        <source>3, with a dummy</source>
        <translation>3, с болваном</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="978"/>
        <source>2, each with a dummy</source>
        <translation>2, у каждого болван</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="675"/>
        <source>dummy, played by %1</source>
        <translation>болван, за него играет %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="717"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="718"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="721"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="680"/>
        <location filename="../wint/gui/dialogs/new_game.py" line="724"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="709"/>
        <source>The seats are drawn when the game starts.</source>
        <translation>Места разыгрываются жребием в начале игры.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="713"/>
        <source>Order drawn: %1</source>
        <translation>Порядок по жребию: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="724"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="724"/>
        <source>Computer level</source>
        <translation>Уровень компьютера</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="724"/>
        <source>You play</source>
        <translation>Вы играете</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="731"/>
        <source>Number of players</source>
        <translation>Число игроков</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="736"/>
        <source>Nobody ticked: watch the computers</source>
        <translation>Никто не отмечен: смотреть, как играют компьютеры</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="737"/>
        <source>Partners change each rubber (rotation table)</source>
        <translation>Партнёры меняются каждый роббер (по таблице очерёдности)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="738"/>
        <source>Players&apos; accounts counted in</source>
        <translation>Счёт игроков вести в</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="741"/>
        <source>Draw for seats</source>
        <translation>Разыграть места</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="748"/>
        <source>Price of a whist</source>
        <translation>Цена виста</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="749"/>
        <source>no money</source>
        <translation>без денег</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="761"/>
        <source>Each player needs a name of his own: they change seats.</source>
        <translation>У каждого игрока должно быть своё имя: игроки меняются местами.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="743"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="744"/>
        <source>Preset</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="747"/>
        <source>Options…</source>
        <translation>Настройки…</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="751"/>
        <source>random</source>
        <translation>случайное</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="752"/>
        <source>Show hints before each of my decisions (teaching)</source>
        <translation>Показывать подсказки перед каждым моим ходом (обучение)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="750"/>
        <source>Seed</source>
        <translation>Номер раздачи</translation>
    </message>
</context>
<context>
    <name>PadSetupDialog</name>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="178"/>
        <source>Score pad: players</source>
        <translation>Запись: игроки</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="179"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="180"/>
        <source>Vint</source>
        <translation>Винт</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="180"/>
        <source>Whist</source>
        <translation>Вист</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="185"/>
        <source>Players, in the order they drew (the tables seat them)</source>
        <translation>Игроки в порядке жребия (места — по таблице очерёдности)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="188"/>
        <source>Players, as they sit for the first rubber</source>
        <translation>Игроки, как они сидят в первом роббере</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="189"/>
        <source>Players</source>
        <translation>Игроков</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="194"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="202"/>
        <source>Rubber 8: players drawn by lot</source>
        <translation>8-й роббер: по жребию играют</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="204"/>
        <source>Change partners after each rubber (W-SEAT-5)</source>
        <translation>Менять партнёров после каждого роббера (W-SEAT-5)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="206"/>
        <source>Change partners after each rubber (V-PART-9)</source>
        <translation>Менять партнёров после каждого роббера (V-PART-9)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="207"/>
        <source>First dealer</source>
        <translation>Первый сдающий</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="208"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="211"/>
        <source>Options…</source>
        <translation>Настройки…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="227"/>
        <source>Give all four names, each a different one, or none.</source>
        <translation>Впишите имена всех четырёх игроков (все разные) или оставьте все поля пустыми.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="229"/>
        <source>Give every player&apos;s name, each a different one.</source>
        <translation>Впишите имена всех игроков, все разные.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/setup_dialog.py" line="231"/>
        <source>Rubber 8 is played by two different players drawn by lot.</source>
        <translation>В 8-м роббере играют двое разных игроков, вытянутых по жребию.</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="136"/>
        <source>Revoke penalty</source>
        <translation>Штраф за ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="139"/>
        <source>%1 revoked in trick %2 (W-IRR-1).
Your side chooses the penalty (W-IRR-3):</source>
        <translation>%1 сделал ренонс во взятке %2 (W-IRR-1).
Штраф выбирает ваша сторона (W-IRR-3):</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="143"/>
        <source>&amp;5 points above the line</source>
        <translation>&amp;5 очков над чертой</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="144"/>
        <source>&amp;Three of their tricks</source>
        <translation>&amp;Три их взятки</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/dialogs/revokes.py" line="147"/>
        <source>%n more revoke(s) to choose after this one.</source>
        <translation>
            <numerusform>После этого остаётся выбрать штраф ещё за %n ренонс.</numerusform>
            <numerusform>После этого остаётся выбрать штраф ещё за %n ренонса.</numerusform>
            <numerusform>После этого остаётся выбрать штраф ещё за %n ренонсов.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="157"/>
        <source>Tricks: we %1, they %2.
Below the line: we %3, they %4.
Above the line: we %5, they %6.</source>
        <translation>Взятки: мы %1, они %2.
Под чертой: мы %3, они %4.
Над чертой: мы %5, они %6.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="168"/>
        <source>We win the partiya.</source>
        <translation>Партия наша.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="170"/>
        <source>They win the partiya.</source>
        <translation>Партия их.</translation>
    </message>
</context>
<context>
    <name>PrefCallBox</name>
    <message>
        <location filename="../wint/gui/auction/pref_box.py" line="67"/>
        <source>Player</source>
        <extracomment>Buttons in a row of the box (the bids: five strains a level). The buttons shown now, each with its action.</extracomment>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/pref_box.py" line="67"/>
        <source>Said</source>
        <translation>Слово</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/pref_box.py" line="130"/>
        <source>%1 is to call.</source>
        <translation>Говорит %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/pref_box.py" line="133"/>
        <source>Your call.</source>
        <translation>Ваше слово.</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/pref_box.py" line="134"/>
        <source>Choose two cards to discard on the table, then “Discard”.</source>
        <translation>Выберите на столе две карты в снос и нажмите «Снести».</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/pref_box.py" line="135"/>
        <source>Name your contract.</source>
        <translation>Назовите игру.</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/pref_box.py" line="136"/>
        <source>Whist or pass?</source>
        <translation>Вист или пас?</translation>
    </message>
    <message>
        <location filename="../wint/gui/auction/pref_box.py" line="137"/>
        <source>You whist alone: open or closed?</source>
        <translation>Вы вистуете один: в светлую или втёмную?</translation>
    </message>
</context>
<context>
    <name>PrefHints</name>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="45"/>
        <source>%1 tricks</source>
        <comment>a fractional number</comment>
        <translation>%1 взятки</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="53"/>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="68"/>
        <source>play %1</source>
        <translation>игра: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="75"/>
        <source>open whist</source>
        <translation>вист в открытую</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="77"/>
        <source>closed whist</source>
        <translation>вист втёмную</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="85"/>
        <source>A</source>
        <translation>Т</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="86"/>
        <source>K</source>
        <translation>К</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="87"/>
        <source>Q</source>
        <translation>Д</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="88"/>
        <source>J</source>
        <translation>В</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="89"/>
        <source>x</source>
        <translation>х</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="96"/>
        <source>%1 %2 — %3</source>
        <translation>%1 %2 — %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="105"/>
        <source>By the estimates of the 1971 rules (B.12): %1.</source>
        <translation>По оценкам правил 1971 года (B.12): %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="111"/>
        <source>In %1 the hand expects %2, with the talon&apos;s %3 expected: %4 in all.</source>
        <translation>Игра в %1: рука берёт %2, прикуп в среднем добавит %3 — всего %4.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="121"/>
        <source>In %1 the hand expects %2.</source>
        <translation>Игра в %1: рука берёт %2.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="127"/>
        <source>Sure tricks to keep: %1.</source>
        <translation>Верные взятки, которые нельзя сносить: %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="139"/>
        <source>A clean misère: every suit stands on the ladder 7, 8–9, 10–J, Q–K, A (B.12).</source>
        <translation>Чистый мизер: каждая масть стоит на «лесенке» 7, 8–9, 10–В, Д–К, Т (B.12).</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="144"/>
        <source>%1 caught %2</source>
        <translation>%1 ловится в %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="150"/>
        <source>Misère by the ladder (B.12): holes %1; together %2, and the seed declares misère at %3 at most.</source>
        <translation>Мизер по «лесенке» (B.12): дыры — %1; вместе %2, а правила 1971 года советуют объявлять мизер не более чем при %3.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="168"/>
        <source>Expected whists: %1.</source>
        <translation>Ожидаемые висты: %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="175"/>
        <source>Against %1 you expect %2 (B.12); you want %3 to whist, the defence owes %4 (P-WH-2). A trick is worth %5 whists (P-SC-6).</source>
        <translation>Против %1 вы рассчитываете на %2 (B.12); чтобы вистовать, нужно %3, обязательство вистующих — %4 (P-WH-2). Взятка на висте стоит %5 (P-SC-6).</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/pref_hints.py" line="193"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/pref_hints.py" line="200"/>
        <source>Double dummy, with best play by all three, you take %n trick(s) more.</source>
        <translation>
            <numerusform>В открытую, при лучшей игре всех троих, вы возьмёте ещё %n взятку.</numerusform>
            <numerusform>В открытую, при лучшей игре всех троих, вы возьмёте ещё %n взятки.</numerusform>
            <numerusform>В открытую, при лучшей игре всех троих, вы возьмёте ещё %n взяток.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/pref_hints.py" line="204"/>
        <source>Double dummy, with best play by all three, the defence takes %n trick(s) more.</source>
        <translation>
            <numerusform>В открытую, при лучшей игре всех троих, вистующие возьмут ещё %n взятку.</numerusform>
            <numerusform>В открытую, при лучшей игре всех троих, вистующие возьмут ещё %n взятки.</numerusform>
            <numerusform>В открытую, при лучшей игре всех троих, вистующие возьмут ещё %n взяток.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/pref_hints.py" line="210"/>
        <source>Double dummy, with best play by all three, you are forced to take %n trick(s).</source>
        <translation>
            <numerusform>В открытую, при лучшей игре всех троих, вам придётся взять %n взятку.</numerusform>
            <numerusform>В открытую, при лучшей игре всех троих, вам придётся взять %n взятки.</numerusform>
            <numerusform>В открытую, при лучшей игре всех троих, вам придётся взять %n взяток.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/pref_hints.py" line="215"/>
        <source>Double dummy, with best play by all three, the misère player is forced to take %n trick(s).</source>
        <translation>
            <numerusform>В открытую, при лучшей игре всех троих, играющему мизер придётся взять %n взятку.</numerusform>
            <numerusform>В открытую, при лучшей игре всех троих, играющему мизер придётся взять %n взятки.</numerusform>
            <numerusform>В открытую, при лучшей игре всех троих, играющему мизер придётся взять %n взяток.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_hints.py" line="233"/>
        <source>After each card: %1.</source>
        <translation>После каждой карты: %1.</translation>
    </message>
</context>
<context>
    <name>PrefLesson</name>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="79"/>
        <source>1. The deal</source>
        <extracomment>The guided deal (the first deal of a session of this seed): 6♠ by the newcomer.</extracomment>
        <translation>1. Сдача</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="80"/>
        <source>2. The auction</source>
        <translation>2. Торговля</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="81"/>
        <source>3. The prikup and the discard</source>
        <translation>3. Прикуп и снос</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="82"/>
        <source>4. Naming the contract</source>
        <translation>4. Заказ игры</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="83"/>
        <source>5. The whisting</source>
        <translation>5. Вист или пас</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="84"/>
        <source>6. The play</source>
        <translation>6. Розыгрыш</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="85"/>
        <source>7. The pulya</source>
        <translation>7. Пуля</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="91"/>
        <source>Preferans is played by three, each for himself (P-TAB-1). The dealer has dealt ten cards to each player and two face down into the middle: the prikup (P-DEAL-2). Your hand is at the bottom, sorted by suit. Press Next to begin the auction.</source>
        <translation>В преферанс играют втроём, каждый за себя (P-TAB-1). Сдающий раздал каждому по десять карт и две карты рубашкой вверх положил в середину — это прикуп (P-DEAL-2). Ваши карты внизу, разложены по мастям. Нажмите «Дальше», чтобы начать торговлю.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="98"/>
        <source>The first hand, on the dealer&apos;s left, speaks first, then each in turn (P-BID-1). A bid is six to ten tricks and a trump suit or no trump, 6♠ 6♣ 6♦ 6♥ 6 NT 7♠ and so on, each above the last (P-BID-2). Misère, taking no trick at all, ranks between the eights and the nines and is bid only as one&apos;s first call (P-BID-5). Whoever passes is out of the auction (P-BID-3): when the other two have passed, the last bidder plays. If all three pass, the deal is an all-pass: everyone takes as few tricks as he can (P-RASP-1). The Hint panel suggests each call and shows what your hand is worth by the estimates of the 1971 rules.</source>
        <translation>Первой говорит первая рука, слева от сдающего, затем остальные по очереди (P-BID-1). Ставка — это число взяток от шести до десяти и козырная масть или БК: 6♠ 6♣ 6♦ 6♥ 6 БК 7♠ и так далее, каждая выше предыдущей (P-BID-2). Мизер — не взять ни одной взятки — стоит между восьмерными и девятерными, и объявить его можно только первым словом (P-BID-5). Сказавший «пас» выходит из торговли (P-BID-3): когда двое спасовали, играет последний торговавшийся. Если пасуют все трое, играются распасы: каждый старается взять как можно меньше взяток (P-RASP-1). Панель подсказки советует каждое слово и показывает, чего стоит ваша рука по оценкам правил 1971 года.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="110"/>
        <source>The declarer turns the prikup face up for all to see, takes it into his hand and discards two cards face down (P-CON-1); the discard counts for nobody (P-CON-3). Keep your sure tricks and throw two losers: choose two cards, or follow the hint.</source>
        <translation>Играющий открывает прикуп всем, берёт его в руку и сносит две карты рубашкой вверх (P-CON-1); снос не идёт никому (P-CON-3). Верные взятки оставьте, снесите две лишние карты: выберите их сами или по подсказке.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="117"/>
        <source>Now name the contract: any trumps or no trump, not below your bid (P-CON-2). A six is worth 2, a seven 4, an eight 6, a nine 8, a ten 10 (P-CON-4). Name what your hand can make: a contract set costs its value in the mountain for every trick short (P-SC-5).</source>
        <translation>Теперь закажите игру: любые козыри или БК, не ниже своей ставки (P-CON-2). Шестерная стоит 2, семерная 4, восьмерная 6, девятерная 8, десятерная 10 (P-CON-4). Заказывайте то, что рука сыграет: за каждую недобранную взятку стоимость игры пишется в гору (P-SC-5).</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="124"/>
        <source>The other two decide in turn whether to whist, that is to play against you and write whists for their tricks (P-WH-1). Whisters take on the defence&apos;s obligation: four tricks together against a six, two against a seven, one above (P-WH-2). If both pass, you write the contract without play (P-WH-4); after a pass the second may say half-whist on a six or a seven (P-WH-5); a lone whister may play open, both defenders&apos; hands on the table (P-WH-6).</source>
        <translation>Двое других по очереди решают, вистовать ли — играть против вас и писать висты за свои взятки (P-WH-1). Вистующие берут на себя обязательство: против шестерной вместе четыре взятки, против семерной две, выше — одну (P-WH-2). Если оба спасуют, игра пишется вам без розыгрыша (P-WH-4); после паса второй может сказать «полвиста» на шестерной или семерной (P-WH-5); вистующий один может играть в открытую, обе руки защиты на столе (P-WH-6).</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="133"/>
        <source>The first hand leads to the first trick (P-PLAY-1). Follow suit; if you cannot, you must trump; only without trumps may you throw another card (P-PLAY-2). The highest trump wins the trick, else the highest card of the suit led (P-PLAY-3). Double-click a card to play it; the Hint panel suggests one and, when every hand is in sight, what each card is worth double dummy.</source>
        <translation>На первую взятку ходит первая рука (P-PLAY-1). Масть надо подкладывать; если её нет — бить козырем; только без козырей можно сбросить другую карту (P-PLAY-2). Взятку берёт старший козырь, иначе старшая карта масти хода (P-PLAY-3). Карта играется двойным щелчком; панель подсказки советует карту, а когда видны все руки, показывает, чего стоит каждая карта при игре в открытую.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="141"/>
        <source>Each player has three records on the sheet (P-SC-1): the pulya, where made contracts are written (P-SC-4), the mountain, where penalties go (P-SC-5), and the whists he writes on the others for their tricks (P-SC-6). The game ends when every pulya reaches the target (P-SET-6); then the mountains and the whists settle who pays whom (P-SET-1). Each entry of the sheet explains its arithmetic and its rule.</source>
        <translation>У каждого игрока на листе три записи (P-SC-1): пуля, куда пишутся сыгранные игры (P-SC-4), гора, куда идут штрафы (P-SC-5), и висты, которые он пишет на других за свои взятки (P-SC-6). Игра кончается, когда все пули закрыты (P-SET-6); тогда горы и висты решают, кто кому платит (P-SET-1). Каждая запись листа объясняет свой расчёт и своё правило.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_first_game.py" line="155"/>
        <source>&amp;Next: the auction</source>
        <translation>Дальше: &amp;торговля</translation>
    </message>
</context>
<context>
    <name>PrefMessages</name>
    <message>
        <location filename="../wint/gui/shell/pref_messages.py" line="56"/>
        <source>All pass: %1.</source>
        <translation>Распасы: %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/pref_messages.py" line="61"/>
        <source>%1, declarer %2</source>
        <translation>%1, играет %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/pref_messages.py" line="67"/>
        <source>%n trick(s).</source>
        <translation>
            <numerusform>%n взятка.</numerusform>
            <numerusform>%n взятки.</numerusform>
            <numerusform>%n взяток.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/pref_messages.py" line="69"/>
        <source>nobody whisted, the game is counted.</source>
        <translation>вистующих нет, игра засчитана.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/pref_messages.py" line="85"/>
        <source>The pulya is over after %n deal(s).</source>
        <translation>
            <numerusform>Пулька закончена после %n сдачи.</numerusform>
            <numerusform>Пулька закончена после %n сдач.</numerusform>
            <numerusform>Пулька закончена после %n сдач.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/pref_messages.py" line="87"/>
        <source>Balance in whists: %1</source>
        <translation>Итог в вистах: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/pref_messages.py" line="94"/>
        <source>How many of the %n remaining trick(s) will you take?</source>
        <translation>
            <numerusform>Сколько из %n оставшейся взятки вы возьмёте?</numerusform>
            <numerusform>Сколько из %n оставшихся взяток вы возьмёте?</numerusform>
            <numerusform>Сколько из %n оставшихся взяток вы возьмёте?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/pref_messages.py" line="96"/>
        <source>How many of the %n remaining trick(s) will you and your partner take together?</source>
        <translation>
            <numerusform>Сколько из %n оставшейся взятки вы с партнёром возьмёте вдвоём?</numerusform>
            <numerusform>Сколько из %n оставшихся взяток вы с партнёром возьмёте вдвоём?</numerusform>
            <numerusform>Сколько из %n оставшихся взяток вы с партнёром возьмёте вдвоём?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/pref_messages.py" line="107"/>
        <source>With best play by the others you take %1 of the %n trick(s) left, not %2.</source>
        <translation>
            <numerusform>При лучшей игре противников вы берёте %1 из %n оставшейся взятки, а не %2.</numerusform>
            <numerusform>При лучшей игре противников вы берёте %1 из %n оставшихся взяток, а не %2.</numerusform>
            <numerusform>При лучшей игре противников вы берёте %1 из %n оставшихся взяток, а не %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/pref_messages.py" line="113"/>
        <source>With best play by the declarer you and your partner take %1 of the %n trick(s) left, not %2.</source>
        <translation>
            <numerusform>При лучшей игре играющего вы с партнёром берёте %1 из %n оставшейся взятки, а не %2.</numerusform>
            <numerusform>При лучшей игре играющего вы с партнёром берёте %1 из %n оставшихся взяток, а не %2.</numerusform>
            <numerusform>При лучшей игре играющего вы с партнёром берёте %1 из %n оставшихся взяток, а не %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrefOptions</name>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="35"/>
        <source>Whists written at</source>
        <extracomment>The values a record refuses (contracts/record-preferans.md, bracketed): never offered.</extracomment>
        <translation>Висты пишутся</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="36"/>
        <source>Remiz in the gora</source>
        <translation>Ремиз в гору</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="37"/>
        <source>Consolation for a set contract</source>
        <translation>Консоляция за недобор</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="38"/>
        <source>The sitting-out dealer is consoled</source>
        <translation>Консоляция и сдающему (вчетвером)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="41"/>
        <source>Whists</source>
        <translation>Висты</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="42"/>
        <source>The whister&apos;s responsibility</source>
        <translation>Ответственность вистующего</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="43"/>
        <source>Who pays for a short whist on 8–10</source>
        <translation>Кто платит за недобор вистов на 8–10</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="46"/>
        <source>Half-whist («пополам»)</source>
        <translation>Полвиста («пополам»)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="47"/>
        <source>A ten</source>
        <translation>Десятерная</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="48"/>
        <source>Stalingrad: 6♠ whisted by both</source>
        <translation>Сталинград: 6♠ вистуют оба</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="49"/>
        <source>Open whist: the cards laid down</source>
        <translation>Открытый вист: карты открываются</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="52"/>
        <source>Misère only when bid first (kabala)</source>
        <translation>Мизер только первым словом (кабальный)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="55"/>
        <source>What beats misère</source>
        <translation>Мизер перебивает</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="56"/>
        <source>Catching misère: the cards laid down</source>
        <translation>Ловля мизера: карты открываются</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="59"/>
        <source>Caught misère: gora per trick</source>
        <translation>Пойманный мизер: в гору за взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="62"/>
        <source>All-pass written</source>
        <translation>Распасы пишутся</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="63"/>
        <source>All-pass trick price</source>
        <translation>Цена взятки на распасах</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="64"/>
        <source>All-pass progression</source>
        <translation>Прогрессия на распасах</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="65"/>
        <source>No trick on all-pass: the price to the pulya</source>
        <translation>Ни одной взятки на распасах: цена в пулю</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="68"/>
        <source>The prikup on all-pass</source>
        <translation>Прикуп на распасах</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="69"/>
        <source>Rostov all-pass: tied for fewest tricks</source>
        <translation>Ростовские распасы: меньше всех взяток у двоих</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="72"/>
        <source>Exit from all-pass</source>
        <translation>Выход из распасов</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="73"/>
        <source>All-pass ends with</source>
        <translation>Распасы кончаются</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="74"/>
        <source>Help: the overflow closes another&apos;s pulya</source>
        <translation>Помощь: перебор закрывает чужую пулю</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="77"/>
        <source>Whists a pulya point is worth</source>
        <translation>Вистов за очко пули</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="80"/>
        <source>The pulya ends</source>
        <translation>Пуля кончается</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="81"/>
        <source>«Here» (здесь) may be said</source>
        <translation>Можно говорить «здесь»</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="82"/>
        <source>Paid prikup (MSU)</source>
        <translation>Платный прикуп (МГУ)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="83"/>
        <source>The dealer deals again</source>
        <translation>Сдающий сдаёт снова</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="84"/>
        <source>Bids worded as in 1971 (MSU)</source>
        <translation>Заказы по правилам 1971 года (МГУ)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="93"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="95"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="102"/>
        <source>the whist price</source>
        <translation>по цене виста</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="103"/>
        <source>double</source>
        <translation>двойная</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="104"/>
        <source>10 a trick</source>
        <translation>по 10 за взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="105"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="106"/>
        <source>greedy</source>
        <translation>жлобские</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="107"/>
        <source>gentleman&apos;s</source>
        <translation>джентльменские</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="108"/>
        <source>full</source>
        <translation>полная</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="109"/>
        <source>half</source>
        <translation>половинная</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="110"/>
        <source>the second whister</source>
        <translation>второй вистующий</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="111"/>
        <source>both whisters</source>
        <translation>оба вистующих</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="112"/>
        <source>whisted</source>
        <translation>вистуется</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="113"/>
        <source>checked, not whisted</source>
        <translation>проверяется, без виста</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="114"/>
        <source>after the opening lead</source>
        <translation>после первого хода</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="115"/>
        <source>before play</source>
        <translation>до игры</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="116"/>
        <source>any nine</source>
        <translation>любая девятерная</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="117"/>
        <source>as the MSU rules say</source>
        <translation>по правилам МГУ</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="118"/>
        <source>as the code says</source>
        <translation>по кодексу</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="119"/>
        <source>after the first trick</source>
        <translation>после первой взятки</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="120"/>
        <source>in the gora</source>
        <translation>в гору</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="121"/>
        <source>as whists (Rostov)</source>
        <translation>вистами (по-ростовски)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="122"/>
        <source>arithmetic (1, 2, 3…)</source>
        <translation>арифметическая (1, 2, 3…)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="123"/>
        <source>geometric (1, 2, 4…)</source>
        <translation>геометрическая (1, 2, 4…)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="124"/>
        <source>shows the suit of the first two tricks</source>
        <translation>задаёт масть первым двум взяткам</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="127"/>
        <source>not used</source>
        <translation>не используется</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="128"/>
        <source>the dealer plays it (MSU)</source>
        <translation>его играет сдающий (МГУ)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="129"/>
        <source>they share the bonus</source>
        <translation>делят премию</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="130"/>
        <source>each has it whole</source>
        <translation>каждому полностью</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="131"/>
        <source>any game</source>
        <translation>любой игрой</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="132"/>
        <source>a whisted game made</source>
        <translation>сыгранной игрой под вистом</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="133"/>
        <source>when every pulya is closed</source>
        <translation>когда закрыты все пули</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="134"/>
        <source>when the pulyas add up to the target</source>
        <translation>когда сумма пуль достигла договорённой</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="137"/>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="140"/>
        <source>only a ten (MSU)</source>
        <translation>только десятерная (МГУ)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="163"/>
        <source>Rule options</source>
        <translation>Условия пули</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="173"/>
        <source>%1 (the preset&apos;s)</source>
        <translation>%1 (как в правилах)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_options.py" line="189"/>
        <source>The preset&apos;s &amp;values</source>
        <translation>Как в &amp;правилах</translation>
    </message>
</context>
<context>
    <name>PrefPadWindow</name>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="345"/>
        <location filename="../wint/gui/pad/pref_window.py" line="499"/>
        <source>Preferans score pad</source>
        <translation>Запись преферанса</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="92"/>
        <source>&amp;Rules:</source>
        <translation>Прави&amp;ла:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="87"/>
        <source>&amp;Options…</source>
        <translation>&amp;Условия…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="97"/>
        <source>&amp;Players:</source>
        <translation>&amp;Игроки:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="98"/>
        <source>Pulya &amp;target:</source>
        <translation>Пуля д&amp;о:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="100"/>
        <source>Name of %1:</source>
        <translation>Имя %1:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="109"/>
        <source>All pa&amp;ss</source>
        <translation>&amp;Распасы</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="118"/>
        <source>Open w&amp;hist</source>
        <translation>Открытый вис&amp;т</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="124"/>
        <source>Cards pla&amp;yed</source>
        <translation>Карты &amp;сыграны</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="126"/>
        <source>&amp;Dealer:</source>
        <translation>С&amp;дающий:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="129"/>
        <source>&amp;Contract:</source>
        <translation>И&amp;гра:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="131"/>
        <source>Decl&amp;arer:</source>
        <translation>Играю&amp;щий:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="133"/>
        <source>&amp;Whisting words:</source>
        <translation>&amp;Вистующие:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="141"/>
        <source>Tric&amp;ks:</source>
        <translation>Вз&amp;ятки:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="151"/>
        <source>Wr&amp;ite the deal</source>
        <translation>&amp;Записать сдачу</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="152"/>
        <source>New dea&amp;l</source>
        <translation>Нов&amp;ая сдача</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="139"/>
        <source>Talo&amp;n (prikup):</source>
        <translation>При&amp;куп:</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="120"/>
        <source>e.g. D7 HK, when it is paid</source>
        <translation>например D7 HK, если прикуп платный</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="153"/>
        <source>Re&amp;move the deal</source>
        <translation>Вы&amp;черкнуть сдачу</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="196"/>
        <source>&amp;New pulya</source>
        <translation>&amp;Новая пуля</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="197"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="198"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="199"/>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="201"/>
        <source>&amp;Rule options…</source>
        <translation>&amp;Условия пули…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="203"/>
        <source>&amp;Print the sheet…</source>
        <translation>&amp;Печать пули…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="205"/>
        <source>Print pre&amp;view…</source>
        <translation>Пр&amp;едварительный просмотр…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="208"/>
        <source>Export the sheet as P&amp;DF…</source>
        <translation>&amp;Экспорт пули в PDF…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="213"/>
        <source>Export the sheet as &amp;text…</source>
        <translation>Экспорт пули в &amp;текст…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="217"/>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="218"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="219"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="220"/>
        <source>&amp;Delete the deal</source>
        <translation>&amp;Удалить сдачу</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="224"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="236"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="247"/>
        <source>Sochi</source>
        <translation>Сочи (сочинка)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="247"/>
        <source>Leningrad</source>
        <translation>Ленинград (ленинградка)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="247"/>
        <source>Rostov</source>
        <translation>Ростов</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="247"/>
        <source>Classic 1971</source>
        <translation>Классика 1971</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="344"/>
        <source>new pulya</source>
        <translation>новая пуля</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="451"/>
        <source>Deal %1 refused: %2</source>
        <translation>Сдача %1 не записана: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="471"/>
        <source>all pass</source>
        <translation>распасы</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="474"/>
        <source>%1 by %2</source>
        <translation>%1, играет %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="481"/>
        <source>%1 deals: %2</source>
        <translation>сдаёт %1: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="499"/>
        <source>Save the changes to the pulya?</source>
        <translation>Сохранить изменения в пуле?</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="517"/>
        <source>Open a pulya</source>
        <translation>Открыть пулю</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="528"/>
        <source>Cannot open</source>
        <translation>Не удаётся открыть</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="529"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не удаётся открыть %1:
%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="551"/>
        <source>Score records (*.json *.wint-record);;All files (*)</source>
        <translation>Записи счёта (*.json *.wint-record);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="561"/>
        <source>Save the pulya</source>
        <translation>Сохранить пулю</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="574"/>
        <location filename="../wint/gui/pad/pref_window.py" line="617"/>
        <source>Cannot write</source>
        <translation>Не удалось сохранить</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="574"/>
        <location filename="../wint/gui/pad/pref_window.py" line="617"/>
        <source>The pulya</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="578"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="601"/>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="610"/>
        <source>Export the sheet as text</source>
        <translation>Экспорт пули в текст</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_window.py" line="610"/>
        <source>Text (*.txt)</source>
        <translation>Текст (*.txt)</translation>
    </message>
</context>
<context>
    <name>PrefRefusals</name>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="20"/>
        <source>the pulya is over: no deal may follow its end (P-SET-6)</source>
        <translation>пулька закончена: после её конца сдач нет (P-SET-6)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="26"/>
        <source>%1 deals this deal (P-TAB-5)</source>
        <translation>эту сдачу сдаёт %1 (P-TAB-5)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="30"/>
        <source>after all-pass the game must be at least %2, not %1 (P-RASP-5)</source>
        <translation>после распасов игра не ниже %2, а не %1 (P-RASP-5)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="36"/>
        <source>the dealer sits out (P-TAB-1)</source>
        <translation>сдающий вчетвером не играет (P-TAB-1)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="40"/>
        <source>an open whist needs one whister and play (P-WH-6)</source>
        <translation>в открытую вистуют, только если вистует один и игра разыгрывается (P-WH-6)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="46"/>
        <source>the prikup is needed: the dealer is paid its tricks (P-MSU-5)</source>
        <translation>нужен прикуп: сдающему платят за его взятки (P-MSU-5)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="52"/>
        <source>no whisting on misère or a checked ten (P-WH-7)</source>
        <translation>на мизер и на проверяемую десятерную не вистуют (P-WH-7)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="58"/>
        <source>the defenders&apos; words are needed (P-WH)</source>
        <translation>нужны слова вистующих (P-WH)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="62"/>
        <source>«%1» may not be said here (P-WH)</source>
        <translation>«%1» здесь сказать нельзя (P-WH)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="66"/>
        <source>«%1»: both defenders have spoken (P-WH)</source>
        <translation>«%1»: оба защитника уже сказали своё (P-WH)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="70"/>
        <source>a defender&apos;s word is missing (P-WH)</source>
        <translation>не хватает слова защитника (P-WH)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="74"/>
        <source>no cards were played: both defenders passed or the half-whist stands</source>
        <translation>карты не разыгрывались: оба спасовали или остался полвиста</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="81"/>
        <source>the tricks are needed: cards were played</source>
        <translation>нужны взятки: карты разыгрывались</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/pref_refusals.py" line="85"/>
        <source>the tricks must add up to %1, not %2</source>
        <translation>взяток должно быть %1, а не %2</translation>
    </message>
</context>
<context>
    <name>PrefReviewGame</name>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="30"/>
        <source>all-pass</source>
        <translation>распасы</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="32"/>
        <source>%1 by %2</source>
        <translation>%1, играет %2</translation>
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
        <translation>Сдавал: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="78"/>
        <source>tricks: %1</source>
        <translation>взятки: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="82"/>
        <source>The deal double dummy</source>
        <translation>Сдача при игре в открытую</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="89"/>
        <source>An all-pass deal is not solved double dummy (P-RASP).</source>
        <translation>Распасы в открытую не решаются (P-RASP).</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="91"/>
        <source>No card was played: nothing to measure.</source>
        <translation>Карты не разыгрывались: измерять нечего.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/pref_review.py" line="94"/>
        <source>With best play by all three from the opening lead on, the misère player is forced to take %n trick(s).</source>
        <translation>
            <numerusform>При лучшей игре всех троих с первого хода играющему мизер придётся взять %n взятку.</numerusform>
            <numerusform>При лучшей игре всех троих с первого хода играющему мизер придётся взять %n взятки.</numerusform>
            <numerusform>При лучшей игре всех троих с первого хода играющему мизер придётся взять %n взяток.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/pref_review.py" line="101"/>
        <source>With best play by all three from the opening lead on, the declarer takes %n trick(s).</source>
        <translation>
            <numerusform>При лучшей игре всех троих с первого хода играющий берёт %n взятку.</numerusform>
            <numerusform>При лучшей игре всех троих с первого хода играющий берёт %n взятки.</numerusform>
            <numerusform>При лучшей игре всех троих с первого хода играющий берёт %n взяток.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="109"/>
        <source>Card or decision</source>
        <translation>Карта или решение</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="116"/>
        <source>After each card, double dummy: the declarer&apos;s tricks for him, the defence&apos;s for a defender; on a misère the tricks he escapes, for the catchers those forced on him:</source>
        <translation>После каждой карты, при игре в открытую: у играющего — его взятки, у вистующего — взятки защиты; на мизере у играющего — сколько взяток ушло ловящим, у ловящих — сколько навязано играющему:</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/pref_review.py" line="129"/>
        <source>%1: %n trick(s) lost, mistakes: %2</source>
        <translation>
            <numerusform>%1: потеряна %n взятка, ошибок: %2</numerusform>
            <numerusform>%1: потеряны %n взятки, ошибок: %2</numerusform>
            <numerusform>%1: потеряно %n взяток, ошибок: %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="151"/>
        <source>The auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="153"/>
        <source>The prikup and the contract</source>
        <translation>Прикуп и игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/pref_review.py" line="155"/>
        <source>Whisting</source>
        <translation>Висты</translation>
    </message>
</context>
<context>
    <name>Preferans</name>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="60"/>
        <source>Discard</source>
        <translation>Снести</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="62"/>
        <source>The discard</source>
        <translation>Снос</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="88"/>
        <location filename="../wint/gui/table/pref_table.py" line="119"/>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="90"/>
        <source>misère</source>
        <translation>мизер</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="92"/>
        <source>%1 NT</source>
        <translation>%1 БК</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="111"/>
        <location filename="../wint/gui/table/pref_table.py" line="271"/>
        <source>here</source>
        <translation>здесь</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="118"/>
        <source>whist</source>
        <translation>вист</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="120"/>
        <source>half-whist</source>
        <translation>полвиста</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="128"/>
        <source>open</source>
        <translation>в светлую</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="130"/>
        <source>closed</source>
        <translation>втёмную</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="146"/>
        <location filename="../wint/gui/teaching/pref_hints.py" line="66"/>
        <source>discard: %1</source>
        <translation>снос: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="149"/>
        <source>claims %1</source>
        <translation>забирает %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="242"/>
        <location filename="../wint/gui/table/pref_table.py" line="263"/>
        <source>deals, sits out</source>
        <translation>сдаёт, не играет</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="249"/>
        <source>declarer</source>
        <translation>играющий</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="251"/>
        <location filename="../wint/gui/table/pref_table.py" line="264"/>
        <location filename="../wint/gui/table/pref_table.py" line="267"/>
        <source>plays %1</source>
        <translation>играет %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="279"/>
        <source>dealer: %1</source>
        <translation>сдаёт: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="283"/>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="285"/>
        <source>at least %1</source>
        <translation>игра не ниже %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="291"/>
        <source>All pass</source>
        <translation>Распасы</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="293"/>
        <source>%1 takes the prikup</source>
        <translation>%1 берёт прикуп</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="298"/>
        <source>%1, declarer %2</source>
        <translation>%1, играет %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="303"/>
        <source>open whist</source>
        <translation>вист в светлую</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/pref_table.py" line="307"/>
        <source>Tricks: %1</source>
        <translation>Взятки: %1</translation>
    </message>
</context>
<context>
    <name>PulyaExplain</name>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="25"/>
        <source>the contract made: the game&apos;s value</source>
        <translation>игра сыграна: её стоимость</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="26"/>
        <source>not played out: the game&apos;s value without play</source>
        <translation>без розыгрыша: стоимость игры</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="29"/>
        <source>half-whist: a trick&apos;s whists for half the obligation</source>
        <translation>полвиста: висты за половину обязательства</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="32"/>
        <source>the contract set: the game&apos;s value per trick short</source>
        <translation>недобор: стоимость игры за каждую недобранную взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="35"/>
        <source>consolation: the game&apos;s value per trick the declarer fell short</source>
        <translation>утешение (консоляция): стоимость игры за каждую недобранную взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="38"/>
        <source>whists: a trick&apos;s price for each trick of his own</source>
        <translation>висты: цена взятки за каждую свою взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="41"/>
        <source>the lone whister: a trick&apos;s price for both defenders&apos; tricks</source>
        <translation>вистует один: пишет за взятки обоих</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="44"/>
        <source>gentleman&apos;s whist: half the whists of both defenders&apos; tricks</source>
        <translation>джентльменский вист: половина вистов за взятки обоих</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="47"/>
        <source>short of the whisting obligation: the penalty per missing trick</source>
        <translation>ремиз на висте: штраф за каждую недостающую взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="50"/>
        <source>the misère made</source>
        <translation>мизер сыгран</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="51"/>
        <source>the misère caught: the penalty per trick taken</source>
        <translation>мизер пойман: штраф за каждую взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="54"/>
        <source>all-pass: the price per trick taken</source>
        <translation>распасы: цена каждой взятки</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="55"/>
        <source>all-pass without a trick: the price into the pulya</source>
        <translation>распасы без единой взятки: цена в пулю</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="58"/>
        <source>all-pass in whists: the fewest tricks pay for each trick of the others</source>
        <translation>распасы в вистах: взявший меньше всех пишет за каждую взятку других</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="61"/>
        <source>the dealer&apos;s fine for the prikup&apos;s tricks on the all-pass deal</source>
        <translation>штраф сдающему за взятки прикупа на распасах</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="64"/>
        <source>the dealer&apos;s whists for the tricks in the prikup</source>
        <translation>висты сдающего за взятки в прикупе</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="67"/>
        <source>help: points a closed pulya could not take</source>
        <translation>помощь: очки, не поместившиеся в закрытую пулю</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="68"/>
        <source>help: the helper&apos;s whists per point given</source>
        <translation>помощь: висты помогающего за каждое переданное очко</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="71"/>
        <source>written off the mountain: points no pulya could take</source>
        <translation>списано с горы: очки, которые некуда записать</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="91"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="104"/>
        <source>%1&apos;s pulya</source>
        <translation>пуля %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="106"/>
        <source>%1&apos;s mountain</source>
        <translation>гора %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_explain.py" line="109"/>
        <source>%1&apos;s whists on %2</source>
        <translation>висты %1 на %2</translation>
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
        <translation>пуля</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="49"/>
        <source>mountain</source>
        <translation>гора</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="41"/>
        <source>Sochi</source>
        <extracomment>The variants by preset (B.4-B.8.1), as the players call them, translated when written.</extracomment>
        <translation>сочинка</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="42"/>
        <source>Leningrad</source>
        <translation>ленинградка</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="43"/>
        <source>Rostov</source>
        <translation>Ростов</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="44"/>
        <source>the 1971 classic</source>
        <translation>классика 1971 года</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="79"/>
        <source>%1 with agreed options</source>
        <translation>%1 с оговорёнными условиями</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="83"/>
        <source>Preferans, %1: a pulya to %2</source>
        <translation>Преферанс, %1: пулька до %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="93"/>
        <source>players: %1, deals: %2</source>
        <translation>игроков: %1, сдач: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="98"/>
        <source>the pulya is closed</source>
        <translation>пулька закрыта</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="100"/>
        <source>the pulya is not finished</source>
        <translation>пулька не закончена</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="107"/>
        <source>whists on %1</source>
        <translation>висты: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="113"/>
        <source>Settlement, in whists</source>
        <translation>Расчёт в вистах</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="114"/>
        <source>Settlement, in whists and in money at %1 a whist</source>
        <translation>Расчёт в вистах и в деньгах по %1 за вист</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="122"/>
        <source>Who pays whom, in whists</source>
        <translation>Кто кому платит, в вистах</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="123"/>
        <source>Who pays whom, in whists and in money</source>
        <translation>Кто кому платит, в вистах и в деньгах</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="129"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="130"/>
        <source>Pulya</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="131"/>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="132"/>
        <source>Exact</source>
        <translation>Точно</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="133"/>
        <source>Rounded</source>
        <translation>Округлённо</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="137"/>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/pulya_words.py" line="167"/>
        <source>.</source>
        <comment>the decimal separator of money</comment>
        <translation>,</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="56"/>
        <source>all passed</source>
        <translation>все пас</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="59"/>
        <source>Deal %1: %2</source>
        <translation>Сдача %1: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="322"/>
        <source>N–S</source>
        <translation>С–Ю</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="322"/>
        <source>E–W</source>
        <translation>В–З</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="336"/>
        <source>claims %1</source>
        <translation>забирает %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="349"/>
        <source>only card</source>
        <translation>единственная карта</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="350"/>
        <source>not measured</source>
        <translation>не измерено</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="357"/>
        <source>Tricks lost double dummy, and mistakes:</source>
        <translation>Потери взяток при игре в открытую и ошибки:</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="399"/>
        <source>Trick %1: %2 plays %3</source>
        <translation>Взятка %1: %2&#xa0;— %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="58"/>
        <source>%1 by %2, %3</source>
        <translation>%1, играет %2, %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/review_window.py" line="370"/>
        <source>%1: %n trick(s) lost, mistakes: %2</source>
        <translation>
            <numerusform>%1: потеряна %n взятка, ошибок: %2</numerusform>
            <numerusform>%1: потеряны %n взятки, ошибок: %2</numerusform>
            <numerusform>%1: потеряно %n взяток, ошибок: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/review_window.py" line="386"/>
        <source>%1 claims %2 of the %n trick(s) left</source>
        <translation>
            <numerusform>%1 забирает %2 из %n оставшейся взятки</numerusform>
            <numerusform>%1 забирает %2 из %n оставшихся взяток</numerusform>
            <numerusform>%1 забирает %2 из %n оставшихся взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/review_window.py" line="392"/>
        <source>Double dummy the side takes %1: %n trick(s) conceded.</source>
        <translation>
            <numerusform>При игре в открытую пара берёт %1: отдана %n лишняя взятка.</numerusform>
            <numerusform>При игре в открытую пара берёт %1: отданы %n лишние взятки.</numerusform>
            <numerusform>При игре в открытую пара берёт %1: отдано %n лишних взяток.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/review_window.py" line="409"/>
        <source>%n trick(s) lost</source>
        <translation>
            <numerusform>потеряна %n взятка</numerusform>
            <numerusform>потеряны %n взятки</numerusform>
            <numerusform>потеряно %n взяток</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="424"/>
        <source>The side&apos;s tricks after each card (double dummy):</source>
        <translation>Взятки пары после каждой карты (игра в открытую):</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="507"/>
        <source>Trick %1</source>
        <translation>Взятка %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="516"/>
        <source>Deal review</source>
        <translation>Разбор сдачи</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="518"/>
        <source>All hands</source>
        <translation>Все руки</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="523"/>
        <source>Trick</source>
        <translation>Взятка</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="524"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="526"/>
        <source>Tricks: card / best</source>
        <translation>Взятки: карта / лучшая</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="527"/>
        <source>Lost</source>
        <translation>Потеря</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="531"/>
        <source>The side&apos;s tricks in the deal, double dummy, after the card played and after the best card</source>
        <translation>Взятки пары в сдаче при игре в открытую: после сыгранной карты и после лучшей</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="537"/>
        <source>First step (Home)</source>
        <translation>В начало (Home)</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="538"/>
        <source>Previous step (←)</source>
        <translation>Шаг назад (←)</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="539"/>
        <source>Next step (→)</source>
        <translation>Шаг вперёд (→)</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="540"/>
        <source>Last step (End)</source>
        <translation>В конец (End)</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="541"/>
        <source>Next mistake (N)</source>
        <translation>Следующая ошибка (N)</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="542"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="544"/>
        <source>The analysis failed: %1</source>
        <translation>Анализ не удался: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/review_window.py" line="546"/>
        <location filename="../wint/gui/teaching/review_window.py" line="547"/>
        <source>Analysing…</source>
        <translation>Анализ…</translation>
    </message>
</context>
<context>
    <name>RevokeQuestion</name>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="53"/>
        <source>No cards of that suit?</source>
        <translation>Нет такой масти?</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="56"/>
        <source>You have %1: %2 does not follow suit.</source>
        <translation>У вас есть %1: %2 — не в масть.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="58"/>
        <source>The dummy has %1: %2 does not follow suit.</source>
        <translation>У болвана есть %1: %2 — не в масть.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/revokes.py" line="62"/>
        <source>Table rules accept it as a revoke. After the deal the opponents choose its penalty: 5 points above the line for them, or three of your side&apos;s tricks (W-IRR-1, W-IRR-3). Play it?</source>
        <translation>По правилам живого стола такая карта принимается: это ренонс. После сдачи противники выберут штраф: 5 очков над чертой себе или три взятки вашей стороны (W-IRR-1, W-IRR-3). Сыграть её?</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <location filename="../wint/gui/teaching/rules_browser.py" line="100"/>
        <source>not found</source>
        <translation>не найдено</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/rules_browser.py" line="107"/>
        <source>Search the rules</source>
        <translation>Поиск по правилам</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/rules_browser.py" line="108"/>
        <source>Find</source>
        <translation>Найти</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../wint/gui/dialogs/new_game.py" line="464"/>
        <source>Rules</source>
        <extracomment>The rows of players New game offers: up to six (Vint&apos;s five and six, §4.2). The units the players&apos; accounts may count in (V-SHEET-7), the rulebook&apos;s first.</extracomment>
        <translation>Правила</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="36"/>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="38"/>
        <source>the file would be larger than the system allows</source>
        <translation>файл стал бы больше, чем позволяет система</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="42"/>
        <source>you have no permission to write in that folder</source>
        <translation>нет прав на запись в эту папку</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="44"/>
        <source>the disk can only be read</source>
        <translation>диск доступен только для чтения</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="46"/>
        <source>the folder does not exist</source>
        <translation>такой папки нет</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="48"/>
        <source>a folder has that name</source>
        <translation>под этим именем уже есть папка</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="50"/>
        <source>the system refused to write it</source>
        <translation>система не дала его записать</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="51"/>
        <source>an error in wint stopped it</source>
        <translation>помешала ошибка в wint</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="108"/>
        <source>%1 could not be written: %2.</source>
        <translation>Не удалось записать %1: %2.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="114"/>
        <source>File: %1</source>
        <translation>Файл: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="124"/>
        <source>Your settings will not be kept: %1 cannot be written (%2).</source>
        <translation>Настройки не будут сохранены: в %1 нельзя записать (%2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="131"/>
        <source>wint works as usual with the settings it could read; what you change lasts until it closes.</source>
        <translation>wint работает как обычно, с теми настройками, которые удалось прочитать; ваши изменения действуют, пока он не закрыт.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="181"/>
        <source>The game could not be saved: %1 was not written to %2 (%3).</source>
        <translation>Сеанс не удалось сохранить (%3): в файл %2 не записано: %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="190"/>
        <source>Your game has been saved in %1: restart wint to continue it.</source>
        <translation>Ваш сеанс сохранён в %1: перезапустите wint, чтобы продолжить его.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="198"/>
        <source>Nothing of this game has been saved.</source>
        <translation>Из этого сеанса ничего не сохранено.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="200"/>
        <source>Last good save: %1 (%2).</source>
        <translation>Последнее удачное сохранение: %1 (%2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="212"/>
        <location filename="../wint/gui/shell/saves.py" line="253"/>
        <source>Game not saved</source>
        <translation>Сеанс не сохранён</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="217"/>
        <source>The game could not be saved: %1.</source>
        <translation>Сеанс не удалось сохранить: %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="222"/>
        <source>Not saved: %1 (file %2).</source>
        <translation>Не сохранено: %1 (файл %2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="226"/>
        <source>The computers wait until the game is saved.</source>
        <translation>Компьютеры ждут, пока сеанс не будет сохранён.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="228"/>
        <source>Save it in another place, or try again once the cause is removed.</source>
        <translation>Сохраните его в другом месте или повторите попытку, когда причина будет устранена.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="235"/>
        <location filename="../wint/gui/shell/saves.py" line="271"/>
        <source>Save As…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="238"/>
        <source>Try Again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="259"/>
        <source>The game is not saved: all of it would be lost.</source>
        <translation>Сеанс не сохранён: он пропадёт целиком.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/saves.py" line="263"/>
        <source>The game is not saved: what was played after %1 would be lost.</source>
        <translation>Сеанс не сохранён: пропадёт всё, что сыграно после последнего сохранения (%1).</translation>
    </message>
</context>
<context>
    <name>ScorePadWindow</name>
    <message>
        <location filename="../wint/gui/pad/window.py" line="152"/>
        <location filename="../wint/gui/pad/window.py" line="594"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="210"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="211"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="212"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="213"/>
        <source>Score &amp;charts…</source>
        <translation>&amp;Графики счёта…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="214"/>
        <source>&amp;New score pad…</source>
        <translation>&amp;Новая запись…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="215"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="216"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="217"/>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="218"/>
        <source>P&amp;layers…</source>
        <translation>&amp;Игроки…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="219"/>
        <source>&amp;Print the sheet…</source>
        <translation>&amp;Печать записи…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="220"/>
        <source>Print pre&amp;view…</source>
        <translation>Пр&amp;едварительный просмотр…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="221"/>
        <source>Export the sheet as P&amp;DF…</source>
        <translation>&amp;Экспорт записи в PDF…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="222"/>
        <source>Export the sheet as &amp;text…</source>
        <translation>Экспорт записи в &amp;текст…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="223"/>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="224"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="225"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="226"/>
        <source>&amp;Delete the deal</source>
        <translation>&amp;Удалить сдачу</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="227"/>
        <source>New deal</source>
        <translation>Новая сдача</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="228"/>
        <source>Delete the deal</source>
        <translation>Удалить сдачу</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="299"/>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="300"/>
        <source>Rubber</source>
        <translation>Роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="301"/>
        <source>Dealer</source>
        <translation>Сдавал</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="303"/>
        <source>We</source>
        <translation>Мы</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="304"/>
        <source>They</source>
        <translation>Они</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="314"/>
        <source>&amp;Update deal %1</source>
        <translation>&amp;Заменить сдачу %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="316"/>
        <source>&amp;Write the deal</source>
        <translation>&amp;Записать сдачу</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="318"/>
        <source>Deal %1</source>
        <translation>Сдача %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="322"/>
        <source>rubber %1, sitting out: %2</source>
        <translation>роббер %1, не играет: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="331"/>
        <source>untitled</source>
        <translation>без названия</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="332"/>
        <source>Score pad — %1</source>
        <translation>Запись&#xa0;— %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="338"/>
        <source>%1 also gives the cards of its deals (the hands, or the calls and play), which the score pad does not keep: the deals are shown as they are scored. Save writes a new file; %1 stays as it is.</source>
        <translation>В файле %1 есть и карты сдач (руки или торговля и розыгрыш), а запись их не хранит: она показывает только то, что идёт в счёт. «Сохранить» запишет новый файл, а %1 останется как есть.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="403"/>
        <source>Deal %1 written.</source>
        <translation>Сдача %1 записана.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="403"/>
        <source>Deal %1 corrected.</source>
        <translation>Сдача %1 исправлена.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="411"/>
        <source>Coronet %1: %2</source>
        <translation>Коронка %1: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="443"/>
        <source>Deal %1 deleted.</source>
        <translation>Сдача %1 удалена.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="487"/>
        <source>Score pad</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="486"/>
        <source>Save the changes to the score pad?</source>
        <translation>Сохранить изменения в записи?</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="516"/>
        <source>Open a score pad</source>
        <translation>Открыть запись</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="527"/>
        <source>Cannot open</source>
        <translation>Не удалось открыть</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="528"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не удалось открыть %1:
%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="560"/>
        <source>Score records (*.json *.wint-record);;All files (*)</source>
        <translation>Записи счёта (*.json *.wint-record);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="573"/>
        <source>Save the score pad</source>
        <translation>Сохранить запись</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="587"/>
        <source>Cannot write</source>
        <translation>Не удалось сохранить</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/window.py" line="587"/>
        <source>The score pad</source>
        <translation>запись</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../wint/gui/sheet/live.py" line="155"/>
        <source>We</source>
        <translation>Мы</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/live.py" line="157"/>
        <source>They</source>
        <translation>Они</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/live.py" line="210"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
</context>
<context>
    <name>SeatingLine</name>
    <message>
        <location filename="../wint/gui/table/seating_line.py" line="31"/>
        <source>player %1</source>
        <translation>игрок %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/seating_line.py" line="48"/>
        <source>%1 and %2 sit out</source>
        <translation>не играют %1 и %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/seating_line.py" line="50"/>
        <source>%1 sits out</source>
        <translation>не играет %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/seating_line.py" line="52"/>
        <source>you sit out</source>
        <translation>вы не играете</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/seating_line.py" line="54"/>
        <source>partners change each rubber</source>
        <translation>партнёры меняются каждый роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/seating_line.py" line="56"/>
        <source>Rubber %1 of %2 by the rotation table: %3</source>
        <translation>Роббер %1 из %2 по таблице очерёдности: %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/seating_line.py" line="62"/>
        <source>You sit this rubber out and watch: the hands stay hidden.</source>
        <translation>Вы пропускаете этот роббер и смотрите: карты игроков закрыты.</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="118"/>
        <location filename="../wint/gui/sheet/words.py" line="75"/>
        <source>All rubbers</source>
        <translation>Все робберы</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="69"/>
        <source>Vint score sheet</source>
        <translation>Запись игры в винт</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="211"/>
        <location filename="../wint/gui/sheet/charts.py" line="304"/>
        <location filename="../wint/gui/sheet/words.py" line="72"/>
        <source>We</source>
        <translation>Мы</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="212"/>
        <location filename="../wint/gui/sheet/charts.py" line="305"/>
        <location filename="../wint/gui/sheet/words.py" line="73"/>
        <source>They</source>
        <translation>Они</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="139"/>
        <location filename="../wint/gui/sheet/pulya_chart.py" line="80"/>
        <location filename="../wint/gui/sheet/words.py" line="74"/>
        <source>No deal has been scored yet.</source>
        <translation>Ещё не записано ни одной сдачи.</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="81"/>
        <source>After rubber %1</source>
        <translation>После роббера %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="80"/>
        <source>Players&apos; accounts</source>
        <translation>Счёт игроков</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="63"/>
        <source>(start)</source>
        <translation>(начало)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="65"/>
        <source>(game, rubber)</source>
        <translation>(партия, роббер)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="64"/>
        <source>(game)</source>
        <translation>(партия)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="55"/>
        <source>Subtotal</source>
        <translation>Подытог</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="56"/>
        <source>Above</source>
        <translation>Над чертой</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="57"/>
        <source>Below</source>
        <translation>Под чертой</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="58"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="59"/>
        <source>Result</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="79"/>
        <source>after game %1</source>
        <translation>после партии %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="113"/>
        <location filename="../wint/gui/sheet/words.py" line="76"/>
        <source>Rubber %1</source>
        <translation>Роббер %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/charts.py" line="114"/>
        <location filename="../wint/gui/sheet/words.py" line="77"/>
        <source>Rubber %1 (in progress)</source>
        <translation>Роббер %1 (не окончен)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="54"/>
        <source>Game %1:</source>
        <translation>Партия %1:</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="70"/>
        <source>Whist score sheet</source>
        <translation>Запись игры в вист</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/words.py" line="78"/>
        <source>deal %1</source>
        <translation>сдача %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/paint.py" line="254"/>
        <source>Page %1 of %2</source>
        <translation>Страница %1 из %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/paint.py" line="356"/>
        <source>(continued)</source>
        <translation>(продолжение)</translation>
    </message>
</context>
<context>
    <name>SheetOutput</name>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="47"/>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="54"/>
        <source>Print the score sheet</source>
        <translation>Печать записи</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="63"/>
        <source>Print preview</source>
        <translation>Предварительный просмотр</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="83"/>
        <source>Export the sheet as PDF</source>
        <translation>Экспорт записи в PDF</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="83"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="92"/>
        <source>Export the sheet as text</source>
        <translation>Экспорт записи в текст</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="92"/>
        <source>Text files (*.txt)</source>
        <translation>Текстовые файлы (*.txt)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="115"/>
        <source>Cannot write</source>
        <translation>Не удалось сохранить</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/output.py" line="115"/>
        <source>The score sheet</source>
        <translation>запись</translation>
    </message>
</context>
<context>
    <name>SheetViewer</name>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="518"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="554"/>
        <source>Review a deal</source>
        <translation>Разбор сдачи</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="554"/>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="570"/>
        <source>Score sheet of %1 (read-only)</source>
        <translation>Запись от %1 (только просмотр)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="573"/>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="574"/>
        <source>Print pre&amp;view…</source>
        <translation>Пр&amp;едварительный просмотр…</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="575"/>
        <source>Export P&amp;DF…</source>
        <translation>&amp;Экспорт в PDF…</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="576"/>
        <source>Export &amp;text…</source>
        <translation>Экспорт в &amp;текст…</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/history.py" line="577"/>
        <source>&amp;Review a deal…</source>
        <translation>&amp;Разбор сдачи…</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../wint/gui/table/items.py" line="251"/>
        <source>D</source>
        <comment>dealer chip</comment>
        <translation>Сд</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/scene.py" line="322"/>
        <location filename="../wint/gui/table/scene.py" line="594"/>
        <source>thinking…</source>
        <translation>думает…</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="72"/>
        <location filename="../wint/gui/table/vint.py" line="147"/>
        <source>declarer</source>
        <translation>играющий</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/table/scene.py" line="324"/>
        <location filename="../wint/gui/table/scene.py" line="599"/>
        <location filename="../wint/gui/table/vint.py" line="199"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="164"/>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="166"/>
        <location filename="../wint/gui/table/whist.py" line="85"/>
        <source>dealer: %1</source>
        <translation>сдаёт: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="173"/>
        <source>All passed</source>
        <translation>Все спасовали</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="180"/>
        <source>Raspasovka</source>
        <translation>Распасовка</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="202"/>
        <source>Cards for the dealer</source>
        <translation>Сдающему отдают карты</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="208"/>
        <source>Talon</source>
        <translation>Прикуп</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="225"/>
        <source>give %1</source>
        <translation>отдать %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="175"/>
        <location filename="../wint/gui/table/whist.py" line="90"/>
        <source>Tricks: we %1 · they %2</source>
        <translation>Взятки: мы %1 · они %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/vint.py" line="182"/>
        <location filename="../wint/gui/table/vint.py" line="204"/>
        <source>Contract: %1 by %2</source>
        <translation>Игра: %1, играет %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/table/scene.py" line="552"/>
        <source>Give %n card(s)</source>
        <translation>
            <numerusform>Отдать %n карту</numerusform>
            <numerusform>Отдать %n карты</numerusform>
            <numerusform>Отдать %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/table/scene.py" line="704"/>
        <source>No trick may be looked at now.</source>
        <translation>Сейчас нельзя посмотреть ни одной взятки.</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/scene.py" line="750"/>
        <source>Why? Click here (%1)</source>
        <translation>Подробнее (%1)</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/whist.py" line="82"/>
        <source>No trumps</source>
        <translation>Без козырей</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/whist.py" line="84"/>
        <source>Trumps: %1</source>
        <translation>Козырь: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/whist.py" line="112"/>
        <source>5 points above the line</source>
        <translation>5 очков над чертой</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/whist.py" line="113"/>
        <source>three tricks from the offenders</source>
        <translation>три взятки провинившейся стороны</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/handover.py" line="23"/>
        <source>Pass to %1</source>
        <translation>Передайте компьютер: ходит %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table/handover.py" line="24"/>
        <source>Every hand is hidden. Click or press a key when ready.</source>
        <translation>Карты всех игроков закрыты. Когда будете готовы, щёлкните мышью или нажмите любую клавишу.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../wint/gui/texts.py" line="102"/>
        <source>It is not your turn.</source>
        <extracomment>A hyphen a line is never broken at (Qt breaks at &quot;-&quot; whatever the white-space).</extracomment>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="103"/>
        <source>You must follow suit: you still hold a card of the suit led.</source>
        <translation>Нужно класть масть: у вас есть карта масти хода.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="106"/>
        <source>That card is not in your hand.</source>
        <translation>Этой карты у вас нет.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="109"/>
        <source>A bid must be higher than the last one.</source>
        <translation>Назначение должно быть выше предыдущего.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="112"/>
        <source>The auction is closed.</source>
        <translation>Торговля уже закрыта.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="113"/>
        <source>The auction is not over yet.</source>
        <translation>Торговля ещё не окончена.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="116"/>
        <source>You asked «can we lead?»: you may only pass now.</source>
        <translation>Вы спросили «можно ли ходить?»: теперь вам можно только пасовать.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="119"/>
        <source>«Can we lead?» may be asked once, after two passes follow a bid.</source>
        <translation>Вопрос «можно ли ходить?» задают один раз, когда за назначением последовали два паса.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="122"/>
        <source>Nobody has asked «can we lead?».</source>
        <translation>Никто не спрашивал «можно ли ходить?».</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="125"/>
        <source>Only the side holding the highest bid invites the lead.</source>
        <translation>Предложить ходить может только сторона, назначившая высшую игру.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="128"/>
        <source>All passed: this deal is not played.</source>
        <translation>Все спасовали: эта сдача не разыгрывается.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="131"/>
        <source>The dealer must open the bidding.</source>
        <translation>Сдающий обязан открыть торговлю назначением.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="134"/>
        <source>That claim is not possible.</source>
        <translation>Забрать эти взятки нельзя.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="135"/>
        <source>In Siberian whist only the dealer declares; his partner may raise once.</source>
        <translation>В сибирском висте игру назначает только сдающий; его партнёр может один раз повысить назначение.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="138"/>
        <source>A blind bid is made only as your first call, before you look.</source>
        <translation>Втёмную назначают только первым словом, не заглянув в карты.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="141"/>
        <source>The cards are being passed: choose the cards to give.</source>
        <translation>Сейчас отдают карты: выберите, какие отдать.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="144"/>
        <source>Not now.</source>
        <translation>Сейчас нельзя.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="145"/>
        <source>The tricks show no such revoke.</source>
        <translation>Взятки не показывают такого ренонса.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="148"/>
        <source>The opponents chose another card: play that one.</source>
        <translation>Противники выбрали другую карту: ходите ею.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="151"/>
        <source>An exposed card is played when the opponents call it.</source>
        <translation>Открытую карту играют, когда её потребуют противники.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="154"/>
        <source>The play is not finished.</source>
        <translation>Розыгрыш ещё не окончен.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="155"/>
        <source>You must trump: you hold no card of the suit led but you hold a trump.</source>
        <translation>Нужно бить козырем: масти хода у вас нет, а козырь есть.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="158"/>
        <source>The contract may not be lower than your last bid.</source>
        <translation>Игру нельзя заказать ниже вашего последнего слова в торговле.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="161"/>
        <source>Discard two of your twelve cards.</source>
        <translation>Снесите две карты из своих двенадцати.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="164"/>
        <source>Misère may not be declared here.</source>
        <translation>Здесь мизер объявить нельзя.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="167"/>
        <source>The rules do not allow that whisting decision here.</source>
        <translation>Здесь правила не допускают такого решения о висте.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="170"/>
        <source>That is not a call or a card.</source>
        <translation>Это не слово торговли и не карта.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="195"/>
        <source>dummy</source>
        <translation>болван</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="209"/>
        <source>Vint</source>
        <translation>Винт</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="210"/>
        <source>Whist</source>
        <translation>Вист</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="211"/>
        <source>Preferans</source>
        <translation>Преферанс</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="219"/>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="220"/>
        <source>East</source>
        <translation>Восток</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="221"/>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="222"/>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="232"/>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="239"/>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="241"/>
        <source>Can we lead?</source>
        <translation>Можно ли ходить?</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="243"/>
        <source>Lead, please</source>
        <translation>Ходите!</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="249"/>
        <source>blind</source>
        <translation>втёмную</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="256"/>
        <source>A</source>
        <translation>Т</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="257"/>
        <source>K</source>
        <translation>К</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="258"/>
        <source>Q</source>
        <translation>Д</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="259"/>
        <source>J</source>
        <translation>В</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="269"/>
        <source>hon.</source>
        <comment>sheet label</comment>
        <translation>он.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="270"/>
        <source>aces</source>
        <comment>sheet label</comment>
        <translation>т.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="271"/>
        <source>cor.</source>
        <comment>sheet label</comment>
        <translation>кор.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="272"/>
        <source>pen.</source>
        <comment>sheet label</comment>
        <translation>шт.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="273"/>
        <location filename="../wint/gui/texts.py" line="274"/>
        <source>slam</source>
        <comment>sheet label</comment>
        <translation>шл.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="275"/>
        <source>game</source>
        <comment>sheet label</comment>
        <translation>парт.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="276"/>
        <source>rub.</source>
        <comment>sheet label</comment>
        <translation>роб.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="278"/>
        <source>rev.</source>
        <comment>sheet label</comment>
        <translation>рен.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="280"/>
        <source>rasp.</source>
        <comment>sheet label</comment>
        <translation>расп.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="294"/>
        <source>game</source>
        <translation>партия</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="308"/>
        <source>, %1 written (490 at most)</source>
        <translation>, записано %1 (не больше 490)</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="316"/>
        <source>honour units: %1 × %2 = %3</source>
        <translation>онёры: %1&#xa0;×&#xa0;%2&#xa0;= %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="317"/>
        <source>aces at no-trump: %1 × %2 = %3</source>
        <translation>тузы в бескозырной игре: %1&#xa0;×&#xa0;%2&#xa0;= %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="318"/>
        <source>tricks short: %1 × %2 = %3</source>
        <translation>недобор: %1&#xa0;×&#xa0;%2&#xa0;= %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="319"/>
        <source>tricks missing after a revoke: %1 × %2 = %3</source>
        <translation>недостающие взятки при ренонсе: %1&#xa0;×&#xa0;%2&#xa0;= %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="322"/>
        <source>tricks fewer in the распасовка: %1 × %2 = %3</source>
        <translation>взяток меньше на распасовке: %1&#xa0;×&#xa0;%2&#xa0;= %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="330"/>
        <source>tricks missing after the side&apos;s revokes, moved in the order played: %1 × %2 = %3</source>
        <translation>недостающие взятки после ренонсов пары, переданных по порядку игры: %1&#xa0;×&#xa0;%2&#xa0;= %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="342"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="346"/>
        <source>%n ace(s)</source>
        <translation>
            <numerusform>%n туз</numerusform>
            <numerusform>%n туза</numerusform>
            <numerusform>%n тузов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="350"/>
        <source>%n cross(es)</source>
        <translation>
            <numerusform>%n крестик</numerusform>
            <numerusform>%n крестика</numerusform>
            <numerusform>%n крестиков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="355"/>
        <source>the name is longer than %n character(s)</source>
        <translation>
            <numerusform>имя длиннее %n символа</numerusform>
            <numerusform>имя длиннее %n символов</numerusform>
            <numerusform>имя длиннее %n символов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="357"/>
        <source>the name is not text (a lone surrogate)</source>
        <translation>имя — не текст (одиночный суррогат Юникода)</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="358"/>
        <source>the name has a control or invisible character</source>
        <translation>в имени есть управляющий или невидимый символ</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="359"/>
        <source>the name begins or ends with a space</source>
        <translation>имя начинается или кончается пробелом</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="366"/>
        <source>Players&apos; accounts, in tens of points</source>
        <translation>Счёт игроков в десятках очков</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="367"/>
        <source>Players&apos; accounts, in hundreds of points</source>
        <translation>Счёт игроков в сотнях очков</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="368"/>
        <source>Players&apos; accounts, in thousands of points</source>
        <translation>Счёт игроков в тысячах очков</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="377"/>
        <source>revoke, deal %1: %2 reimburses the partner (%3) %n point(s)</source>
        <translation>
            <numerusform>ренонс, сдача %1: %2 возмещает партнёру (%3) %n очко</numerusform>
            <numerusform>ренонс, сдача %1: %2 возмещает партнёру (%3) %n очка</numerusform>
            <numerusform>ренонс, сдача %1: %2 возмещает партнёру (%3) %n очков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="380"/>
        <source>, %1 in the accounts</source>
        <translation>, в счёте игроков %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="389"/>
        <source>coronet of %n card(s) from the ace: 500 × (%n − 2) × 2 (trumps or no-trump) = %1</source>
        <translation>
            <numerusform>коронка из %n карты от туза: 500&#xa0;×&#xa0;(%n&#xa0;−&#xa0;2)&#xa0;×&#xa0;2 (в козырях или без козырей)&#xa0;= %1</numerusform>
            <numerusform>коронка из %n карт от туза: 500&#xa0;×&#xa0;(%n&#xa0;−&#xa0;2)&#xa0;×&#xa0;2 (в козырях или без козырей)&#xa0;= %1</numerusform>
            <numerusform>коронка из %n карт от туза: 500&#xa0;×&#xa0;(%n&#xa0;−&#xa0;2)&#xa0;×&#xa0;2 (в козырях или без козырей)&#xa0;= %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="394"/>
        <source>coronet of %n card(s) from the ace: 500 × (%n − 2) = %1</source>
        <translation>
            <numerusform>коронка из %n карты от туза: 500&#xa0;×&#xa0;(%n&#xa0;−&#xa0;2)&#xa0;= %1</numerusform>
            <numerusform>коронка из %n карт от туза: 500&#xa0;×&#xa0;(%n&#xa0;−&#xa0;2)&#xa0;= %1</numerusform>
            <numerusform>коронка из %n карт от туза: 500&#xa0;×&#xa0;(%n&#xa0;−&#xa0;2)&#xa0;= %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="399"/>
        <source>coronet of %n ace(s) in one hand = %1</source>
        <translation>
            <numerusform>коронка из %n туза на одной руке = %1</numerusform>
            <numerusform>коронка из %n тузов на одной руке = %1</numerusform>
            <numerusform>коронка из %n тузов на одной руке = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/texts.py" line="403"/>
        <source>%n cross(es) on the line, worth %1</source>
        <translation>
            <numerusform>%n крестик на черте, стоит %1</numerusform>
            <numerusform>%n крестика на черте, стоят %1</numerusform>
            <numerusform>%n крестиков на черте, стоят %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="424"/>
        <source>below the line beyond 490: %1, written above it</source>
        <translation>сверх 490 под чертой: %1, пишется над чертой</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="435"/>
        <source>shows three or four aces</source>
        <translation>показ трёх-четырёх тузов</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="436"/>
        <source>shows two aces</source>
        <translation>показ двух тузов</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="437"/>
        <source>supports partner&apos;s suit</source>
        <translation>поддержка масти партнёра</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="438"/>
        <source>bids to finish the game</source>
        <translation>назначение, которое кончает партию</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="439"/>
        <source>a strong hand: a jump at once</source>
        <translation>сильная рука: сразу «два»</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="440"/>
        <source>names its longest, strongest suit</source>
        <translation>самая длинная и сильная масть</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="443"/>
        <source>content with the contract: invites the lead</source>
        <translation>игра устраивает: «Ходите!»</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="446"/>
        <source>will not bid again: asks whether to lead</source>
        <translation>больше назначать нечего: «можно ли ходить?»</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="449"/>
        <source>not enough tricks to bid</source>
        <translation>для назначения не хватает взяток</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="450"/>
        <source>has asked: may only pass</source>
        <translation>после вопроса&#xa0;— только пас</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="451"/>
        <source>bids for the side from both its hands, his own and the dummy&apos;s</source>
        <translation>назначает за пару по обеим рукам: своей и болвана</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="454"/>
        <source>draws trumps</source>
        <translation>выбить козырей противников</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="455"/>
        <source>cashes a sure trick</source>
        <translation>взять верную взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="456"/>
        <source>leads trumps</source>
        <translation>козырять</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="457"/>
        <source>top of a sequence</source>
        <translation>старшая из карт подряд</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="458"/>
        <source>a small card from the long suit</source>
        <translation>маленькая из длинной масти</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="461"/>
        <source>partner is winning: plays low</source>
        <translation>взятка у партнёра: маленькую</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="462"/>
        <source>second hand low</source>
        <translation>вторая рука&#xa0;— маленькую</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="463"/>
        <source>wins as cheaply as possible</source>
        <translation>взять взятку как можно дешевле</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="464"/>
        <source>cannot win: discards the least</source>
        <translation>взятку не взять: снести ненужное</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="465"/>
        <source>bids only what finishes the game</source>
        <translation>ровно столько, чтобы кончить партию</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="466"/>
        <source>eight or nine sure tricks: «три» at once</source>
        <translation>восемь-девять верных взяток: сразу «три»</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="469"/>
        <source>a jump: six trumps headed by the ace and king</source>
        <translation>сразу «два» или «три»: шесть козырей от туза и короля</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="472"/>
        <source>of two equal suits, the one with more honours</source>
        <translation>из двух равных мастей&#xa0;— та, где больше онёров</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="475"/>
        <source>a slam: leads the singleton ace or king</source>
        <translation>шлем: заход с бланкового туза или короля</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="478"/>
        <source>a slam: cashes the suit partner showed void in</source>
        <translation>шлем: отобрать взятки в масти, где у партнёра снос</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="481"/>
        <source>partner jumped: the trump ace, then the queen</source>
        <translation>партнёр сразу назначил «два» или «три»: козырный туз, затем дама</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="484"/>
        <source>supports with two or three trumps: the higher</source>
        <translation>поддержка с двумя-тремя козырями: козырять со старшего</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="487"/>
        <source>draws trumps for its strong side suit</source>
        <translation>сильная боковая масть: выбить козырей</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="490"/>
        <source>leads trumps so the opponents cannot ruff</source>
        <translation>козырять, чтобы противники не перебивали наших мастей</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="493"/>
        <source>partner&apos;s discards show his suit: its highest card</source>
        <translation>сносы партнёра показали его масть: старшая карта</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="496"/>
        <source>a singleton in partner&apos;s suit, for a cross-ruff</source>
        <translation>бланк в масти партнёра&#xa0;— чтобы потом бить её козырем</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="499"/>
        <source>partner has nothing: the suit the right-hand opponent discards</source>
        <translation>у партнёра ничего нет: масть, которую сносит правый противник</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="502"/>
        <source>partner is void: a card for him to ruff</source>
        <translation>у партнёра ренонс: ход в эту масть&#xa0;— пусть бьёт козырем</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="505"/>
        <source>partner showed the king: the ace, then the queen</source>
        <translation>партнёр показал короля: туз, затем дама</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="508"/>
        <source>a small card under the king shown in the bidding</source>
        <translation>маленькая под короля, показанного в торговле</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="511"/>
        <source>the queen through the king shown in the bidding</source>
        <translation>дама под короля, показанного в торговле</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="514"/>
        <source>runs its coronet while everyone follows</source>
        <translation>ход в коронку, пока все кладут масть</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="515"/>
        <source>trumps are still out: not the thirteenth card</source>
        <translation>козыри ещё не выбиты: не тринадцатая карта</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="518"/>
        <source>not the opponents&apos; suit, nor one they are both void in</source>
        <translation>не масть противников и не та, где у обоих ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="521"/>
        <source>an opponent discarded: switches, keeping an entry</source>
        <translation>противник снёс: сменить масть, чтобы не потерять заход</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="524"/>
        <source>waits with the ace and queen to be led through</source>
        <translation>с тузом и дамой&#xa0;— ждать, пока в эту масть зайдут к вам</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="527"/>
        <source>never from a king with one small card</source>
        <translation>не с короля второго</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="530"/>
        <source>avoids a singleton lead</source>
        <translation>не с бланка</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="531"/>
        <source>not the suit partner discarded</source>
        <translation>не масть, которую сносил партнёр</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="532"/>
        <source>from the ace, king and queen: the queen first</source>
        <translation>от туза, короля и дамы&#xa0;— сначала дама</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="535"/>
        <source>from the ace and king: the king first</source>
        <translation>от туза и короля&#xa0;— сначала король</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="538"/>
        <source>returns partner&apos;s suit</source>
        <translation>ответ в масть партнёра</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="539"/>
        <source>from the king and queen: the king</source>
        <translation>от короля с дамой&#xa0;— король</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="542"/>
        <source>a small card from the ace first</source>
        <translation>сначала маленькая от туза</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="543"/>
        <source>a small card from the king</source>
        <translation>маленькая от короля</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="544"/>
        <source>does not ruff a thirteenth card before the last hand</source>
        <translation>не бить тринадцатую карту, если кладёте не последним</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="547"/>
        <source>four trumps: lets partner&apos;s card win</source>
        <translation>четыре козыря: пусть взятку возьмёт карта партнёра</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="550"/>
        <source>ruffs with a small trump</source>
        <translation>бить маленьким козырем</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="551"/>
        <source>discards a singleton to make a void</source>
        <translation>снести бланк, чтобы сделать ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="554"/>
        <source>keeps its one sure suit, discards another</source>
        <translation>беречь единственную верную масть, сносить другую</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="557"/>
        <source>sure tricks in two suits: discards the third</source>
        <translation>верные взятки в двух мастях: сносить третью</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="560"/>
        <source>no sure tricks: discards each suit in turn</source>
        <translation>верных взяток нет: сносить масти по очереди</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="563"/>
        <source>partner led the jack: plays small with the ace and queen</source>
        <translation>партнёр зашёл с валета: с тузом и дамой&#xa0;— маленькую</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="566"/>
        <source>third hand with the ace and queen: the queen</source>
        <translation>третья рука с тузом и дамой: дама</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="569"/>
        <source>third hand in trumps without support: finesses</source>
        <translation>третья рука в козырях без поддержки: резка</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="572"/>
        <source>the ace, queen and ten in the bidder&apos;s suit: the ten</source>
        <translation>туз, дама и десятка в масти назначившего: десятка</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="575"/>
        <source>the ace, jack and ten, second round: the jack</source>
        <translation>туз, валет и десятка, второй заход: валет</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="578"/>
        <source>the ace, jack and ten: finesses the ten again</source>
        <translation>туз, валет и десятка: снова резка десяткой</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="581"/>
        <source>the king and queen: plays the queen</source>
        <translation>король с дамой: дама</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="584"/>
        <source>a slam: no finesse, plays high</source>
        <translation>шлем: без резки, старшая карта</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="585"/>
        <source>above «три»: no finesse, plays high</source>
        <translation>выше «трёх»: без резки, старшая карта</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="588"/>
        <source>partner supported the trumps: no finesse</source>
        <translation>партнёр поддержал козыри: без резки</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="591"/>
        <source>the best expected score over the layouts it imagined</source>
        <translation>лучший ожидаемый счёт по раскладам, разыгранным в уме</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="594"/>
        <source>a beginner&apos;s slip</source>
        <translation>ошибка новичка</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="595"/>
        <source>the dealer must declare: his longest, strongest suit, as low as he may</source>
        <translation>сдающий обязан назначить: свою самую длинную и сильную масть, как можно ниже</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="598"/>
        <source>in Siberian whist only the dealer declares and his partner raises once</source>
        <translation>в сибирском висте назначает только сдающий, а его партнёр может раз повысить</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="601"/>
        <source>passes its weakest card: a low one of a short suit, keeping the long suit</source>
        <translation>отдаёт самую слабую карту: младшую из короткой масти, длинную масть бережёт</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="605"/>
        <source>answers the partner&apos;s question</source>
        <translation>отвечает на вопрос партнёра</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="606"/>
        <source>claims a revoke the tricks prove</source>
        <translation>заявляет о ренонсе, который видно по взяткам</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="607"/>
        <source>no revoke of the opponents the tricks prove</source>
        <translation>по взяткам ренонса противников не видно</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="610"/>
        <source>the opponents&apos; choice that costs the offending side most</source>
        <translation>выбор противников, самый невыгодный для провинившейся стороны</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="614"/>
        <source>partner led trumps: leads trumps, the highest</source>
        <translation>партнёр ходил в козыри: в козыри, со старшего</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="617"/>
        <source>does not lead trumps: keeps them for ruffing</source>
        <translation>в козыри не ходить: беречь их, чтобы бить</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="620"/>
        <source>never from the queen third</source>
        <translation>не ходить от дамы третьей</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="621"/>
        <source>no ace, no king: the single queen or jack, showing weakness</source>
        <translation>ни туза, ни короля: с бланковой дамы или валета, показать бессилие</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="624"/>
        <source>its strong suit first, then partner&apos;s</source>
        <translation>сперва своя сильная масть, потом ответ в масть партнёра</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="627"/>
        <source>second hand with the ace and queen: the queen</source>
        <translation>вторая рука с тузом и дамой: прорезать дамой</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="630"/>
        <source>third hand high</source>
        <translation>третья рука&#xa0;— старшую</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="631"/>
        <source>takes the king with the ace</source>
        <translation>короля бить тузом</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="632"/>
        <source>partner led the king: lets it pass, plays small</source>
        <translation>партнёр пошёл с короля: пропустить, маленькую</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="635"/>
        <source>partner led the queen early in the deal: plays small</source>
        <translation>партнёр пошёл с дамы в начале сдачи: пропустить, маленькую</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="638"/>
        <source>late in the deal: covers partner&apos;s queen with the ace</source>
        <translation>в конце сдачи: крыть даму партнёра тузом</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="641"/>
        <source>the lowest of a sequence</source>
        <translation>младшая из карт подряд</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="642"/>
        <source>first discard: the lowest card of its weak suit</source>
        <translation>первый снос&#xa0;— младшая карта слабой масти</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="645"/>
        <source>the revoke penalty worth more to its side</source>
        <translation>штраф за ренонс&#xa0;— какой выгоднее своей стороне</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="649"/>
        <source>bids no higher than the hand is worth with the talon&apos;s expectation</source>
        <translation>торгуется не выше, чем стоит рука с ожидаемым прикупом</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="652"/>
        <source>the first hand holds the bid: «here», the hand is worth it</source>
        <translation>первая рука остаётся при своём: «здесь», рука того стоит</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="655"/>
        <source>a misère: the ladder&apos;s holes are caught 80 % of the time at most</source>
        <translation>мизер: дыры «лесенки» ловятся не чаще чем в 80 % случаев</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="658"/>
        <source>the hand is not worth the next bid, even with the talon: pass</source>
        <translation>рука не стоит следующей ставки даже с прикупом: пас</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="661"/>
        <source>discards two losers, never a sure trick, keeping the most to spare</source>
        <translation>сносит две лишние карты, никогда не верную взятку, с наибольшим запасом</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="664"/>
        <source>discards the two cards that leave the fewest holes for the catchers</source>
        <translation>сносит две карты так, чтобы ловящим осталось меньше всего дыр</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="667"/>
        <source>names the highest contract the hand expects to make</source>
        <translation>заказывает самую высокую игру, которую рука рассчитывает сыграть</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="670"/>
        <source>no contract is sure: names the one that falls least short</source>
        <translation>верной игры нет: заказывает ту, где меньше всего недобора</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="673"/>
        <source>whists: expects at least its share of the defence&apos;s obligation</source>
        <translation>вистует: рассчитывает хотя бы на свою долю обязательства</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="676"/>
        <source>half-whist: half the obligation&apos;s whists at no risk</source>
        <translation>полвиста: висты за половину обязательства без риска</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="679"/>
        <source>passes: expects less than its share of the obligation</source>
        <translation>пас: рассчитывает меньше чем на свою долю обязательства</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="682"/>
        <source>Stalingrad: six spades must be whisted by both</source>
        <translation>Сталинград: шесть пик вистуют оба</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="685"/>
        <source>plays open: the two hands together take the obligation</source>
        <translation>в открытую: две руки вместе возьмут обязательство</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="688"/>
        <source>plays closed: expects the whole obligation alone</source>
        <translation>втёмную: рассчитывает взять всё обязательство сам</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="691"/>
        <source>leads through the declarer, who plays next</source>
        <translation>ходит под играющего: он кладёт карту следующим</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="694"/>
        <source>leads its shortest side suit, for a ruff later</source>
        <translation>ходит с самой короткой боковой масти, чтобы потом бить козырем</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="697"/>
        <source>takes as few tricks as it can: the highest card that still ducks</source>
        <translation>берёт как можно меньше взяток: самая старшая карта, которая ещё проходит под взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="700"/>
        <source>catches the misère: leads where it has fewest escapes, ducks under its cards</source>
        <translation>ловит мизер: ходит туда, где у играющего меньше всего выходов, и кладёт карты ниже его</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="703"/>
        <source>with every hand in sight: the card that does best double dummy</source>
        <translation>все руки видны: лучшая карта при игре в открытую</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="718"/>
        <source>Tricks are 0 to 13.</source>
        <translation>Взяток может быть от 0 до 13.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="719"/>
        <source>In a распасовка write the tricks N–S took (V-PASS-4).</source>
        <translation>При распасовке запишите взятки С–Ю (V-PASS-4).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="722"/>
        <source>Nobody played a deal that all passed: nothing else is written (V-PASS-1).</source>
        <translation>Сдачу, в которой все спасовали, не играли: больше ничего не пишется (V-PASS-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="725"/>
        <source>Write the honours and aces won in tricks (honours counted as captured, V-HON-1).</source>
        <translation>Запишите онёры и тузы, оказавшиеся во взятках (онёры считаются во взятках, V-HON-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="729"/>
        <source>The honours won in tricks must add up to 5.</source>
        <translation>Онёров во взятках должно быть 5 на обе пары.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="732"/>
        <source>The aces won in tricks must add up to 4.</source>
        <translation>Тузов во взятках должно быть 4 на обе пары.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="735"/>
        <source>There are 5 trump honours: the two sides&apos; must add up to 5 (V-HON-1).</source>
        <translation>Козырных онёров пять: у двух пар вместе должно быть 5 (V-HON-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="738"/>
        <source>There are 4 aces: the two sides&apos; must add up to 4 (V-HON-1).</source>
        <translation>Тузов четыре: у двух пар вместе должно быть 4 (V-HON-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="741"/>
        <source>A coronet is a run of 3 to 13 cards from the ace, or 3 or 4 aces (V-CORO-1).</source>
        <translation>Коронка&#xa0;— это от 3 до 13 карт подряд от туза или 3–4 туза (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="744"/>
        <source>One hand cannot hold two coronets of aces (V-CORO-1).</source>
        <translation>На одной руке не может быть двух коронок из тузов (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="747"/>
        <source>A coronet of aces needs that many aces on its side (V-CORO-1).</source>
        <translation>Для коронки из тузов у пары должно быть столько тузов (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="750"/>
        <source>Two runs from the ace of the same suit cannot both be dealt (V-CORO-1).</source>
        <translation>Двух коронок от туза в одной масти не бывает (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="753"/>
        <source>A run in trumps needs as many honours on its side (V-CORO-1).</source>
        <translation>Для коронки в козырях у пары должно быть столько же онёров (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="756"/>
        <source>A side has more runs from the ace than aces (V-CORO-1).</source>
        <translation>У пары коронок от туза больше, чем тузов (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="759"/>
        <source>A player revokes at most once a trick and never in the last, holding the suit led (V-REV-1): 12 revokes each, 36 in a deal.</source>
        <translation>Игрок может сделать ренонс не больше одного раза во взятке и никогда в последней, ведь у него остаётся карта требуемой масти (V-REV-1): не больше 12 у каждого, 36 в сдаче.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="776"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="288"/>
        <source>honours and aces</source>
        <translation>онёры и тузы</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="289"/>
        <source>aces at no-trump</source>
        <translation>тузы в бескозырной игре</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="290"/>
        <source>coronet</source>
        <translation>коронка</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="291"/>
        <source>undertricks</source>
        <translation>штраф за недобор</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="292"/>
        <source>declared slam</source>
        <translation>назначенный шлем</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="293"/>
        <source>slam taken</source>
        <translation>взятый шлем</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="295"/>
        <source>rubber</source>
        <translation>роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="296"/>
        <source>crosses</source>
        <translation>крестики</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="297"/>
        <source>revoke penalty</source>
        <translation>штраф за ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="298"/>
        <source>excess over 490</source>
        <translation>превышение над 490</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="299"/>
        <source>raspasovka</source>
        <translation>распасовка</translation>
    </message>
</context>
<context>
    <name>VintReviewGame</name>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="70"/>
        <source>Dealer: %1</source>
        <translation>Сдавал: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="73"/>
        <source>all passed, not played</source>
        <translation>все спасовали, не играли</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="75"/>
        <source>raspasovka</source>
        <translation>распасовка</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="78"/>
        <source>contract %1 by %2</source>
        <translation>игра %1, играет %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="83"/>
        <source>tricks: N–S %1, E–W %2</source>
        <translation>взятки: С–Ю %1, В–З %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="91"/>
        <source>made</source>
        <translation>сыграна</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="91"/>
        <source>down %1</source>
        <translation>без %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="100"/>
        <source>No double-dummy table: it needs the endplay solver.</source>
        <translation>Таблицы игры в открытую нет: для неё нужен анализатор endplay.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="103"/>
        <source>Tricks each declarer takes double dummy (highest level that makes).</source>
        <translation>Сколько взяток возьмёт каждый назначивший при игре в открытую (наивысший выполнимый уровень).</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="106"/>
        <source>The contract makes double dummy: %1 (tricks: %2).</source>
        <translation>При розыгрыше в открытую игра сыграна: %1 (взяток: %2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="107"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="107"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="112"/>
        <source>Double-dummy table: tricks (highest level that makes)</source>
        <translation>Таблица игры в открытую: взятки (наивысший выполнимый уровень)</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="115"/>
        <source>Call or card</source>
        <translation>Слово или карта</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/vint_review.py" line="119"/>
        <source>Without the endplay solver only the last %n trick(s) are measured and there is no double-dummy table.</source>
        <translation>
            <numerusform>Без анализатора endplay оценивается только %n последняя взятка, и таблицы игры в открытую нет.</numerusform>
            <numerusform>Без анализатора endplay оцениваются только %n последние взятки, и таблицы игры в открытую нет.</numerusform>
            <numerusform>Без анализатора endplay оцениваются только %n последних взяток, и таблицы игры в открытую нет.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="164"/>
        <source>%1 calls %2</source>
        <translation>%1 говорит: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="164"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/vint_review.py" line="174"/>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
</context>
<context>
    <name>VintTableRules</name>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="57"/>
        <source>Revoke</source>
        <translation>Ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="59"/>
        <source>You have %1: %2 does not follow suit.</source>
        <translation>У вас есть %1: %2 — не в масть.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="64"/>
        <source>Table rules accept it as a revoke. Nobody asks «Not by mistake?» in a pair with a dummy; the opponents may claim it after the deal, and three of your side&apos;s tricks go to them (V-REV-1…5). Play it?</source>
        <translation>По правилам живого стола такая карта принимается: это ренонс. В паре с болваном «Не по ошибке ли?» не спрашивают; противники после сдачи могут на него указать, и три взятки вашей стороны перейдут к ним (V-REV-1…5). Сыграть её?</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="71"/>
        <source>Table rules accept it as a revoke. Your partner may ask «Not by mistake?»; unless you correct it, the opponents may claim it after the deal, and three of your side&apos;s tricks go to them (V-REV-1…5). Play it?</source>
        <translation>По правилам живого стола такая карта принимается: это ренонс. Партнёр может спросить «Не по ошибке ли?»; если ренонс не исправить, противники после сдачи могут на него указать, и три взятки вашей стороны перейдут к ним (V-REV-1…5). Сыграть её?</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="87"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="170"/>
        <source>Lead out of turn</source>
        <translation>Ход не в очередь</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="89"/>
        <source>It is not your lead. Lead %1 all the same?</source>
        <translation>Сейчас не ваш ход. Всё же пойти %1?</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="94"/>
        <source>The opponents may keep it face up on the table as an exposed card, to be played when they call it (V-IRR-1, V-IRR-2).</source>
        <translation>Противники могут оставить её на столе открытой картой: её придётся сыграть, когда они потребуют (V-IRR-1, V-IRR-2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="132"/>
        <source>Not by mistake?</source>
        <translation>Не по ошибке ли?</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="134"/>
        <source>Your partner asks: «Not by mistake?» (V-REV-3)</source>
        <translation>Партнёр спрашивает: «Не по ошибке ли?» (V-REV-3)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="139"/>
        <source>«By mistake»: you take the card back, it lies face up as an exposed card, and you play a card of the suit led (V-REV-2). «No»: if the revoke is claimed, its penalty is yours alone.</source>
        <translation>«По ошибке»: вы берёте карту назад, она остаётся на столе открытой, и вы кладёте карту масти хода (V-REV-2). «Нет»: если ренонс докажут, штраф ляжет на вас одного.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="147"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="337"/>
        <source>By &amp;mistake</source>
        <translation>По &amp;ошибке</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="148"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="338"/>
        <source>&amp;No</source>
        <translation>&amp;Нет</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="152"/>
        <source>Revoke corrected</source>
        <translation>Ренонс исправлен</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="154"/>
        <source>%1 corrects the revoke and plays a card of the suit led (V-REV-2).</source>
        <translation>%1 исправляет ренонс и кладёт карту масти хода (V-REV-2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="160"/>
        <source>Your side chooses which: his highest or his lowest.</source>
        <translation>Какую — выбирает ваша сторона: старшую или младшую.</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="165"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="339"/>
        <source>The &amp;highest</source>
        <translation>&amp;Старшую</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="166"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="340"/>
        <source>The &amp;lowest</source>
        <translation>&amp;Младшую</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="172"/>
        <source>%1 led %2 out of turn (V-IRR-2).</source>
        <translation>%1 пошёл %2 не в очередь (V-IRR-2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="177"/>
        <source>Keep it face up as an exposed card, or let him take it back?</source>
        <translation>Оставить её на столе открытой картой или позволить взять назад?</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="182"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="341"/>
        <source>&amp;Keep it exposed</source>
        <translation>&amp;Оставить открытой</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="183"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="342"/>
        <source>Let him take it &amp;back</source>
        <translation>Пусть возьмёт &amp;назад</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="187"/>
        <source>Exposed card</source>
        <translation>Открытая карта</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="189"/>
        <source>%1 is to play to this trick and holds an exposed card (V-IRR-1).</source>
        <translation>%1 кладёт карту в эту взятку, и у него есть открытая карта (V-IRR-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="194"/>
        <source>Call it, and he must play it now, or leave it?</source>
        <translation>Потребовать её — и он должен сыграть её сейчас — или оставить?</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="201"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="350"/>
        <source>Call %1</source>
        <translation>Потребовать %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="208"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="343"/>
        <source>&amp;Leave it</source>
        <translation>Ост&amp;авить</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="251"/>
        <source>Claim a revoke</source>
        <translation>Указать на ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="254"/>
        <source>Did the opponents revoke? A claim is checked against the tricks; an established revoke costs their side three tricks (V-REV-4, V-REV-5).</source>
        <translation>Был ли у противников ренонс? Это проверяется по взяткам; доказанный ренонс стоит их стороне трёх взяток (V-REV-4, V-REV-5).</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="264"/>
        <source>Revoke: %1, trick %2 (%3)</source>
        <translation>Ренонс: %1, взятка %2 (%3)</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="273"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="344"/>
        <source>&amp;No claim</source>
        <translation>&amp;Ренонса не было</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="294"/>
        <source>%1: «Not by mistake?»</source>
        <translation>%1: «Не по ошибке ли?»</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="302"/>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="354"/>
        <source>%1 claims a revoke: %2, trick %3</source>
        <translation>%1 заявляет о ренонсе: %2, взятка %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="308"/>
        <source>%1: by mistake, the revoke is corrected</source>
        <translation>%1: по ошибке, ренонс исправлен</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="311"/>
        <source>%1: no</source>
        <translation>%1: нет</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="312"/>
        <source>%1 chooses the highest card</source>
        <translation>%1 выбирает старшую карту</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="313"/>
        <source>%1 chooses the lowest card</source>
        <translation>%1 выбирает младшую карту</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="314"/>
        <source>%1 keeps the card led out of turn exposed</source>
        <translation>%1 оставляет карту, пошедшую не в очередь, открытой</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="317"/>
        <source>%1 lets the card led out of turn go back</source>
        <translation>%1 позволяет взять назад карту, пошедшую не в очередь</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="320"/>
        <source>%1 leaves the exposed card</source>
        <translation>%1 не требует открытую карту</translation>
    </message>
    <message>
        <location filename="../wint/gui/dialogs/vint_table_rules.py" line="325"/>
        <source>%1 calls the exposed %2</source>
        <translation>%1 требует открытую карту %2</translation>
    </message>
</context>
<context>
    <name>WhistDealForm</name>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="101"/>
        <source>&amp;Dealer</source>
        <translation>&amp;Сдающий</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="102"/>
        <source>&amp;Trumps (the turned card)</source>
        <translation>&amp;Козырь (открытая карта)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="103"/>
        <source>Tricks taken by &amp;N–S</source>
        <translation>Вз&amp;ятки пары С–Ю</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="104"/>
        <source>&amp;Honours held by N–S</source>
        <translation>&amp;Оперы у С–Ю</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="105"/>
        <source>Honours won in tricks by N–S</source>
        <translation>Оперы во взятках С–Ю</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="106"/>
        <source>C&amp;oronets</source>
        <translation>Коро&amp;нки</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="107"/>
        <source>Revo&amp;kes</source>
        <translation>&amp;Ренонсы</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="110"/>
        <source>&amp;Honours held by N–S (the aces)</source>
        <translation>&amp;Оперы у С–Ю (тузы)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="111"/>
        <source>Aces won in tricks by N–S</source>
        <translation>Тузы во взятках С–Ю</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="114"/>
        <source>Spades</source>
        <translation>Пики</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="114"/>
        <source>Clubs</source>
        <translation>Трефы</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="114"/>
        <source>Diamonds</source>
        <translation>Бубны</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="114"/>
        <source>Hearts</source>
        <translation>Черви</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="117"/>
        <source>The suit of the card the dealer turned (W-DEAL-3).</source>
        <translation>Масть карты, которую открыл сдающий (W-DEAL-3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="119"/>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="119"/>
        <source>Suit</source>
        <translation>Масть</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="119"/>
        <source>Cards</source>
        <translation>Длина</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="121"/>
        <source>Add co&amp;ronet</source>
        <translation>&amp;Добавить коронку</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="122"/>
        <location filename="../wint/gui/pad/whist_form.py" line="138"/>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="124"/>
        <source>Revoked</source>
        <translation>Сделал ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="124"/>
        <source>The victims chose</source>
        <translation>Выбор противников</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="124"/>
        <source>Partner asked</source>
        <translation>Партнёр спросил</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="130"/>
        <source>The offender&apos;s partner asked «не ошибается ли он?» (W-IRR-4, S004 r.20): the offender alone answers for the revoke. Under the players&apos; ledger he owes his partner the partner&apos;s share: 5 for a penalty in points, 2 a trick moved (at most 6) for one in tricks. The sheet and the ledger&apos;s figures stay the same; when the side pays (revoke_liability = side), nothing is owed.</source>
        <translation>Партнёр спросил сделавшего ренонс, «не ошибается ли он?» (W-IRR-4, правило 20): за ренонс отвечает один провинившийся. Под счётом игроков он возмещает партнёру его долю: 5 очков, если штраф взят очками, и по 2 за каждую переданную взятку (не больше 6), если взятками. Запись и цифры счёта игроков не меняются; если платит вся сторона (revoke_liability = side), ничего не возмещается.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="137"/>
        <source>&amp;Add revoke</source>
        <translation>Доб&amp;авить ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="150"/>
        <source>5 points above</source>
        <translation>5 очков над чертой</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="151"/>
        <source>3 tricks</source>
        <translation>3 взятки</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="229"/>
        <source>Choose trumps: the suit of the card the dealer turned (W-DEAL-3).</source>
        <translation>Выберите козырь: масть карты, которую открыл сдающий (W-DEAL-3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="231"/>
        <source>Write how many tricks N–S took (E–W took the rest).</source>
        <translation>Запишите, сколько взяток взяли С–Ю (остальные — у В–З).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="236"/>
        <source>Write how many honours N–S held and how many they won in tricks (E–W have the rest).</source>
        <translation>Запишите, сколько оперов было у С–Ю на руках и сколько оказалось в их взятках (остальные — у В–З).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="239"/>
        <source>Write how many honours N–S held (E–W held the rest).</source>
        <translation>Запишите, сколько оперов было у С–Ю (остальные — у В–З).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="261"/>
        <source>Trumps</source>
        <translation>Козырь</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="262"/>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="263"/>
        <source>Honours</source>
        <translation>Оперы</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="264"/>
        <source>Coronets, revokes</source>
        <translation>Коронки, ренонсы</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="270"/>
        <source>no trumps</source>
        <translation>без козырей</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="275"/>
        <source>aces %1:%2</source>
        <translation>тузы %1:%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="275"/>
        <source>hon. %1:%2</source>
        <translation>оп. %1:%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="278"/>
        <source>in tricks %1:%2</source>
        <translation>во взятках %1:%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="289"/>
        <source>revoke: %1, 5 points</source>
        <translation>ренонс: %1, 5 очков</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="291"/>
        <source>revoke: %1, 3 tricks</source>
        <translation>ренонс: %1, 3 взятки</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="300"/>
        <source>Trumps are the suit of the turned card; no trumps only in no-trump whist (W-DEAL-3, W-VAR-NT).</source>
        <translation>Козырь — масть открытой карты; без козырей играют только в висте без козырей (W-DEAL-3, W-VAR-NT).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="303"/>
        <source>Tricks are 0 to 13.</source>
        <translation>Взяток может быть от 0 до 13.</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="305"/>
        <source>There are 5 honours, the A K Q J 10 of trumps: the two sides&apos; must add up to 5 (W-SC-2).</source>
        <translation>Оперов пять — туз, король, дама, валет и десятка козырей: у двух сторон вместе их должно быть 5 (W-SC-2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="309"/>
        <source>Without trumps the honours are the 4 aces: the two sides&apos; must add up to 4 (W-VAR-NT).</source>
        <translation>Без козырей оперы — четыре туза: у двух сторон вместе их должно быть 4 (W-VAR-NT).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="312"/>
        <source>A coronet is a run of 3 to 13 cards from the ace (W-SC-3).</source>
        <translation>Коронка — это от 3 до 13 карт подряд от туза (W-SC-3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="314"/>
        <source>Whist counts no coronet of aces, only runs from the ace (W-SC-3).</source>
        <translation>Коронки из тузов в висте нет, есть только карты подряд от туза (W-SC-3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="317"/>
        <source>Two coronets in one suit cannot both be dealt: one hand holds its ace (W-SC-3).</source>
        <translation>Двух коронок в одной масти не бывает: туз этой масти — у одного игрока (W-SC-3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="320"/>
        <source>A coronet in trumps holds as many honours (at most 5): its side must have held them (W-SC-2, W-SC-3).</source>
        <translation>В козырной коронке столько же оперов (не больше 5): у её стороны должно быть не меньше оперов (W-SC-2, W-SC-3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="324"/>
        <source>Without trumps every coronet holds an ace: a side cannot have more coronets than aces (W-VAR-NT).</source>
        <translation>Без козырей в каждой коронке есть туз: коронок у стороны не может быть больше, чем тузов (W-VAR-NT).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="328"/>
        <source>One hand&apos;s coronets cannot need more than its 13 cards (W-SC-3).</source>
        <translation>Коронкам одного игрока не хватит его 13 карт (W-SC-3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="331"/>
        <source>Write the honours won in tricks (honours counted as captured, W-PLAY-6).</source>
        <translation>Запишите оперы во взятках (оперы считаются по взяткам, W-PLAY-6).</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_form.py" line="334"/>
        <source>The honours won in tricks must add up to 5, without trumps the aces to 4 (W-PLAY-6).</source>
        <translation>Оперов во взятках у двух сторон должно быть 5, а без козырей тузов — 4 (W-PLAY-6).</translation>
    </message>
</context>
<context>
    <name>WhistMessages</name>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="32"/>
        <source>No trumps</source>
        <translation>Без козырей</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="34"/>
        <source>Trumps %1</source>
        <translation>Козырь %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="37"/>
        <source>revokes on both sides: the deal is void (W-IRR-11).</source>
        <translation>ренонсы у обеих сторон: сдача недействительна (W-IRR-11).</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="40"/>
        <source>%1: we took %2, they %3.</source>
        <translation>%1: мы взяли %2, они %3.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="50"/>
        <source>Odd tricks (W-SC-1): %1 %2, so %3 below the line.</source>
        <translation>Леве (W-SC-1): %1 %2, значит, %3 под чертой.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="56"/>
        <source>Nothing below the line: no side took more than six (W-SC-1).</source>
        <translation>Под чертой ничего: ни одна сторона не взяла больше шести (W-SC-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="63"/>
        <source>We win the partiya.</source>
        <translation>Партия наша.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="65"/>
        <source>They win the partiya.</source>
        <translation>Партия их.</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="70"/>
        <source>Netted (W-SC-7): we keep %1, they %2.</source>
        <translation>Зачёт (W-SC-7): у нас остаётся %1, у них %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/whist_messages.py" line="83"/>
        <source>%n ace(s) (honours at no trumps)</source>
        <translation>
            <numerusform>%n туз (оперы без козырей)</numerusform>
            <numerusform>%n туза (оперы без козырей)</numerusform>
            <numerusform>%n тузов (оперы без козырей)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/whist_messages.py" line="85"/>
        <source>%n honour(s)</source>
        <translation>
            <numerusform>%n опер</numerusform>
            <numerusform>%n опера</numerusform>
            <numerusform>%n оперов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/whist_messages.py" line="88"/>
        <source>coronet of %n card(s) in %1 (%2)</source>
        <translation>
            <numerusform>коронка из %n карты в %1 (%2)</numerusform>
            <numerusform>коронка из %n карт в %1 (%2)</numerusform>
            <numerusform>коронка из %n карт в %1 (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="93"/>
        <source>grand slam</source>
        <translation>большой шлем</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="93"/>
        <source>small slam</source>
        <translation>малый шлем</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="95"/>
        <source>revoke penalty</source>
        <translation>штраф за ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="97"/>
        <source>below the line beyond 8, written above</source>
        <translation>излишек сверх 8 под чертой, записан над чертой</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="99"/>
        <source>the partiya</source>
        <translation>партия</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="101"/>
        <source>the rubber</source>
        <translation>роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="108"/>
        <source>5 points above the line</source>
        <translation>5 очков над чертой</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="110"/>
        <source>three tricks to the other side</source>
        <translation>три взятки другой стороне</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="112"/>
        <source>%1 revoked (W-IRR-1); the penalty: %2 (W-IRR-3).</source>
        <translation>%1 сделал ренонс (W-IRR-1); штраф: %2 (W-IRR-3).</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/shell/whist_messages.py" line="119"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n взятку</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="122"/>
        <source>we</source>
        <translation>мы</translation>
    </message>
    <message>
        <location filename="../wint/gui/shell/whist_messages.py" line="122"/>
        <source>they</source>
        <translation>они</translation>
    </message>
</context>
<context>
    <name>WhistOptionsBox</name>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="63"/>
        <source>Whist options that change the sheet</source>
        <translation>Настройки виста, меняющие запись</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="65"/>
        <source>No-trump whist</source>
        <translation>Вист без козырей</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="66"/>
        <source>Honours held or captured</source>
        <translation>Оперы на руках или во взятках</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="67"/>
        <source>The coronet table</source>
        <translation>Таблица коронок</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="68"/>
        <source>Honour values</source>
        <translation>Цена оперов</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="69"/>
        <source>Aces split two and two at no trumps</source>
        <translation>Тузы по два в висте без козырей</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="70"/>
        <source>May the revoking side end the game</source>
        <translation>Может ли сделавшая ренонс сторона кончить партию</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="71"/>
        <source>Revokes by both sides in one deal</source>
        <translation>Ренонс за обеими сторонами в одной сдаче</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="72"/>
        <source>The rubber premium</source>
        <translation>Запись за роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="75"/>
        <source>off</source>
        <translation>выключен</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="75"/>
        <source>on: every deal without trumps</source>
        <translation>включён: все сдачи без козырей</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="77"/>
        <source>held in the hands as dealt</source>
        <translation>на руках после сдачи</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="78"/>
        <source>captured: in the side&apos;s tricks</source>
        <translation>во взятках стороны</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="85"/>
        <source>the old text: 5, 4, 2</source>
        <translation>по старому тексту: 5, 4, 2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="86"/>
        <source>the «Самоучитель»: 6, 4, 2</source>
        <translation>по «Самоучителю»: 6, 4, 2</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="89"/>
        <source>nobody</source>
        <translation>никому</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="90"/>
        <source>2 to the side with an odd trick</source>
        <translation>2 стороне, взявшей леве</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="93"/>
        <source>no: its record below the line stops at 8</source>
        <translation>нет: её запись под чертой останавливается на 8</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="94"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="97"/>
        <source>redeal</source>
        <translation>пересдача</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="98"/>
        <source>both penalised</source>
        <translation>штраф обеим</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="101"/>
        <source>in addition to the 5 for the last game</source>
        <translation>сверх 5 за последнюю партию</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad/whist_options.py" line="102"/>
        <source>instead of the 5 for the last game</source>
        <translation>вместо 5 за последнюю партию</translation>
    </message>
</context>
<context>
    <name>WhistReviewGame</name>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="31"/>
        <source>no trumps</source>
        <translation>без козырей</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="32"/>
        <source>trumps %1</source>
        <translation>козыри %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="62"/>
        <source>%1, N–S %2, E–W %3</source>
        <translation>%1, С–Ю %2, В–З %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="73"/>
        <source>Dealer: %1</source>
        <translation>Сдавал: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="75"/>
        <source>tricks: N–S %1, E–W %2</source>
        <translation>взятки: С–Ю %1, В–З %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="82"/>
        <source>The deal double dummy</source>
        <translation>Сдача при игре в открытую</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="90"/>
        <source>The value of the whole deal needs the endplay solver.</source>
        <translation>Чтобы оценить всю сдачу, нужен анализатор endplay.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="93"/>
        <source>With best play by all four from the opening lead on: N–S %1, E–W %2.</source>
        <translation>Если все четверо играют лучшим образом с первого хода: С–Ю %1, В–З %2.</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="99"/>
        <source>Card or claim</source>
        <translation>Ход</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/teaching/whist_review.py" line="103"/>
        <source>Without the endplay solver only the last %n trick(s) are measured.</source>
        <translation>
            <numerusform>Без анализатора endplay оценивается только %n последняя взятка.</numerusform>
            <numerusform>Без анализатора endplay оцениваются только %n последние взятки.</numerusform>
            <numerusform>Без анализатора endplay оцениваются только %n последних взяток.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="112"/>
        <source>%1 chooses the revoke&apos;s penalty (W-IRR-3): %2</source>
        <translation>%1 выбирает штраф за ренонс (W-IRR-3): %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/teaching/whist_review.py" line="118"/>
        <source>Revoke penalties</source>
        <translation>Штрафы за ренонс</translation>
    </message>
</context>
<context>
    <name>WhistTexts</name>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="30"/>
        <source>carried</source>
        <comment>sheet label</comment>
        <translation>остаток</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="32"/>
        <source>aces</source>
        <comment>sheet label</comment>
        <translation>тузы</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="34"/>
        <source>honours</source>
        <comment>sheet label</comment>
        <translation>оперы</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="35"/>
        <source>coronet</source>
        <comment>sheet label</comment>
        <translation>коронка</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="36"/>
        <source>slam</source>
        <comment>sheet label</comment>
        <translation>шлем</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="37"/>
        <source>revoke</source>
        <comment>sheet label</comment>
        <translation>ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="39"/>
        <source>game</source>
        <comment>sheet label</comment>
        <translation>партия</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="40"/>
        <source>rubber</source>
        <comment>sheet label</comment>
        <translation>роббер</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="46"/>
        <source>%n honour(s)</source>
        <translation>
            <numerusform>%n опер</numerusform>
            <numerusform>%n опера</numerusform>
            <numerusform>%n оперов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="52"/>
        <source>(%n odd trick(s), game)</source>
        <translation>
            <numerusform>(%n леве, партия)</numerusform>
            <numerusform>(%n леве, партия)</numerusform>
            <numerusform>(%n леве, партия)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="54"/>
        <source>(%n odd trick(s), game, rubber)</source>
        <translation>
            <numerusform>(%n леве, партия, роббер)</numerusform>
            <numerusform>(%n леве, партия, роббер)</numerusform>
            <numerusform>(%n леве, партия, роббер)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="55"/>
        <source>(%n odd trick(s))</source>
        <translation>
            <numerusform>(%n леве)</numerusform>
            <numerusform>(%n леве)</numerusform>
            <numerusform>(%n леве)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="61"/>
        <source>revoke, deal %1: %2 reimburses the partner (%3) %n point(s)</source>
        <translation>
            <numerusform>ренонс, сдача %1: %2 возмещает партнёру (%3) %n очко</numerusform>
            <numerusform>ренонс, сдача %1: %2 возмещает партнёру (%3) %n очка</numerusform>
            <numerusform>ренонс, сдача %1: %2 возмещает партнёру (%3) %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="64"/>
        <source>for %n trick(s) moved</source>
        <translation>
            <numerusform>за %n переданную взятку</numerusform>
            <numerusform>за %n переданные взятки</numerusform>
            <numerusform>за %n переданных взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="77"/>
        <source>%n ace(s) to the side at no-trump = %1</source>
        <translation>
            <numerusform>%n туз у пары, без козырей = %1</numerusform>
            <numerusform>%n туза у пары, без козырей = %1</numerusform>
            <numerusform>%n тузов у пары, без козырей = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="79"/>
        <source>%n honour(s) to the side = %1</source>
        <translation>
            <numerusform>%n опер у пары = %1</numerusform>
            <numerusform>%n опера у пары = %1</numerusform>
            <numerusform>%n оперов у пары = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="83"/>
        <source>coronet of %n card(s) from the ace, doubled in trumps or at no-trump = %1</source>
        <translation>
            <numerusform>коронка из %n карты от туза, двойная в козырях и без козырей = %1</numerusform>
            <numerusform>коронка из %n карт от туза, двойная в козырях и без козырей = %1</numerusform>
            <numerusform>коронка из %n карт от туза, двойная в козырях и без козырей = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet/whist.py" line="88"/>
        <source>coronet of %n card(s) from the ace = %1</source>
        <translation>
            <numerusform>коронка из %n карты от туза = %1</numerusform>
            <numerusform>коронка из %n карт от туза = %1</numerusform>
            <numerusform>коронка из %n карт от туза = %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="91"/>
        <source>grand slam, 13 tricks = %1</source>
        <translation>большой шлем, 13 взяток = %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="93"/>
        <source>small slam, 12 tricks = %1</source>
        <translation>малый шлем, 12 взяток = %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="96"/>
        <source>revoke penalty = %1</source>
        <translation>штраф за ренонс = %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="98"/>
        <source>below the line beyond 8 after a revoke: %1, written above it</source>
        <translation>сверх 8 под чертой после ренонса: %1, записано над чертой</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="100"/>
        <source>game won = %1</source>
        <translation>за окончание партии = %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="101"/>
        <source>rubber won = %1</source>
        <translation>за окончание роббера = %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="109"/>
        <source>after game %1: %2 − %3 = %4 kept above the line</source>
        <translation>после партии %1: %2 − %3 = %4 остаётся над чертой</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet/whist.py" line="111"/>
        <source>after game %1: %2 against %3, nothing kept</source>
        <translation>после партии %1: %2 против %3, ничего не остаётся</translation>
    </message>
</context>
</TS>
