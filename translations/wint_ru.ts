<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <location filename="../wint/gui/app.py" line="123"/>
        <source>Continue the unfinished game (%1)?</source>
        <translation>Продолжить неоконченную игру (%1)?</translation>
    </message>
</context>
<context>
    <name>BiddingBox</name>
    <message>
        <location filename="../wint/gui/bidding_box.py" line="89"/>
        <source>Ask «can we lead?»: after this you may only pass (V-BID-8).</source>
        <translation>Спросить «можно ли ходить?»: после этого вам можно только пасовать (V-BID-8).</translation>
    </message>
    <message>
        <location filename="../wint/gui/bidding_box.py" line="92"/>
        <source>Invite the opponents to lead: the auction ends now (V-BID-8).</source>
        <translation>Предложить противникам ходить: торговля сразу заканчивается (V-BID-8).</translation>
    </message>
    <message>
        <location filename="../wint/gui/bidding_box.py" line="128"/>
        <source>All passed.</source>
        <translation>Все спасовали.</translation>
    </message>
    <message>
        <location filename="../wint/gui/bidding_box.py" line="131"/>
        <source>Contract: %1 by %2</source>
        <translation>Игра: %1, играет %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/bidding_box.py" line="136"/>
        <source>Your call.</source>
        <translation>Ваше слово.</translation>
    </message>
    <message>
        <location filename="../wint/gui/bidding_box.py" line="138"/>
        <source>%1 is to call.</source>
        <translation>Говорит %1.</translation>
    </message>
</context>
<context>
    <name>Chart</name>
    <message>
        <location filename="../wint/gui/charts.py" line="224"/>
        <source>Rubber</source>
        <translation>Роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="225"/>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="230"/>
        <source>No rubber has been finished yet.</source>
        <translation>Ещё не окончен ни один роббер.</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="287"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="356"/>
        <source>game won</source>
        <translation>выиграна партия</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="358"/>
        <source>rubber won</source>
        <translation>выигран роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="608"/>
        <source>Export the chart as PNG</source>
        <translation>Сохранить график в PNG</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="610"/>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="620"/>
        <source>Chart not saved</source>
        <translation>График не сохранён</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="621"/>
        <source>The chart cannot be written:
%1</source>
        <translation>Не удалось сохранить график:
%1</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="633"/>
        <source>&amp;Show:</source>
        <translation>&amp;Показать:</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="634"/>
        <source>&amp;Export PNG…</source>
        <translation>&amp;Сохранить PNG…</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="721"/>
        <source>Score charts</source>
        <translation>Графики счёта</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <location filename="../wint/gui/crash.py" line="55"/>
        <source>Something went wrong in wint.</source>
        <translation>В wint что-то пошло не так.</translation>
    </message>
    <message>
        <location filename="../wint/gui/crash.py" line="58"/>
        <source>The details are in %1.</source>
        <translation>Подробности — в %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/crash.py" line="63"/>
        <source>Your game has been saved: restart wint to continue it.</source>
        <translation>Ваша игра сохранена: перезапустите wint, чтобы продолжить её.</translation>
    </message>
    <message>
        <location filename="../wint/gui/crash.py" line="70"/>
        <source>Copy details</source>
        <translation>Скопировать подробности</translation>
    </message>
</context>
<context>
    <name>DealForm</name>
    <message>
        <location filename="../wint/gui/deal_form.py" line="206"/>
        <source>E–W: %1</source>
        <translation>В–З: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="211"/>
        <source>&amp;Dealer</source>
        <translation>&amp;Сдающий</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="212"/>
        <source>All &amp;passed</source>
        <translation>Все &amp;спасовали</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="213"/>
        <source>&amp;Contract</source>
        <translation>&amp;Контракт</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="214"/>
        <source>D&amp;eclarer</source>
        <translation>&amp;Играющий</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="215"/>
        <source>&amp;Tricks taken by the declarers</source>
        <translation>&amp;Взятки играющей пары</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="216"/>
        <source>Tricks taken by &amp;N–S</source>
        <translation>Взятки пары &amp;С–Ю</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="217"/>
        <source>Trump &amp;honours held by N–S</source>
        <translation>Козырные &amp;онёры у С–Ю</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="218"/>
        <source>&amp;Aces held by N–S</source>
        <translation>&amp;Тузы у С–Ю</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="219"/>
        <source>Honours won in tricks by N–S</source>
        <translation>Онёры во взятках С–Ю</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="220"/>
        <source>Aces won in tricks by N–S</source>
        <translation>Тузы во взятках С–Ю</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="221"/>
        <source>C&amp;oronets</source>
        <translation>&amp;Короны</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="222"/>
        <source>&amp;Revoke</source>
        <translation>&amp;Ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="226"/>
        <source>nobody bid</source>
        <translation>никто не назначил</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="227"/>
        <source>4H, 3NT, 2♠, 5ч, 3бк</source>
        <translation>4ч, 3бк, 2♠, 4H, 3NT</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="230"/>
        <source>A level 1–7 and a strain: S ♠ П, C ♣ Т, D ♦ Б, H ♥ Ч, NT БК (spades, clubs, diamonds, hearts, no trump).</source>
        <translation>Уровень 1–7 и масть: П ♠ S, Т ♣ C, Б ♦ D, Ч ♥ H, БК NT (пики, трефы, бубны, черви, без козырей).</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="234"/>
        <source>partner asked «не по ошибке ли?»</source>
        <translation>партнёр спросил «не по ошибке ли?»</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="235"/>
        <source>Then the revoker alone pays (V-REV-3).</source>
        <translation>Тогда платит только сделавший ренонс (V-REV-3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="237"/>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="237"/>
        <source>Suit</source>
        <translation>Масть</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="237"/>
        <source>Cards</source>
        <translation>Карт</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="239"/>
        <source>Add co&amp;ronet</source>
        <translation>Добавить &amp;корону</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="240"/>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="261"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="264"/>
        <location filename="../wint/gui/deal_form.py" line="272"/>
        <source>aces</source>
        <translation>тузы</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="377"/>
        <source>Write the contract as a level 1–7 and a strain: 4H, 3NT (or 4ч, 3бк).</source>
        <translation>Запишите контракт как уровень 1–7 и масть: 4ч, 3бк (или 4H, 3NT).</translation>
    </message>
    <message>
        <location filename="../wint/gui/deal_form.py" line="384"/>
        <source>Write how many trump honours and aces N–S held (E–W have the rest).</source>
        <translation>Запишите, сколько козырных онёров и тузов было у С–Ю (остальные — у В–З).</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../wint/gui/hint_panel.py" line="82"/>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location filename="../wint/gui/hint_panel.py" line="83"/>
        <source>What would a strong player do here, and why? (H)</source>
        <translation>Как сыграл бы здесь сильный игрок и почему? (H)</translation>
    </message>
    <message>
        <location filename="../wint/gui/hint_panel.py" line="84"/>
        <source>Take that decision back</source>
        <translation>Вернуть этот ход</translation>
    </message>
    <message>
        <location filename="../wint/gui/hint_panel.py" line="99"/>
        <source>Thinking about your decision…</source>
        <translation>Обдумываю ваш ход…</translation>
    </message>
    <message>
        <location filename="../wint/gui/hint_panel.py" line="102"/>
        <source>Press Hint (H) on your turn, or switch on Game › Show hints.</source>
        <translation>Нажмите «Подсказка» (H) в свой ход или включите Игра › Показывать подсказки.</translation>
    </message>
    <message>
        <location filename="../wint/gui/hint_panel.py" line="106"/>
        <source>Suggested: %1</source>
        <translation>Совет: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/hint_panel.py" line="107"/>
        <source>the best choice the player found</source>
        <translation>лучший ход, который нашёл игрок</translation>
    </message>
    <message>
        <location filename="../wint/gui/hint_panel.py" line="114"/>
        <source>The rule of thumb would play %1 (%2); the analysis of the possible layouts prefers another card: conventions are rules of thumb.</source>
        <translation>По общему правилу здесь играют %1 (%2); разбор возможных раскладов предпочитает другую карту: соглашения — правила для обычных случаев.</translation>
    </message>
    <message>
        <location filename="../wint/gui/hint_panel.py" line="124"/>
        <source>Expected score for your side, over the layouts imagined: %1</source>
        <translation>Ожидаемый счёт вашей пары по представленным раскладам: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/hint_panel.py" line="138"/>
        <source>You called %1; the conventions call %2 (%3).</source>
        <translation>Вы заявили %1; по соглашениям здесь заявляют %2 (%3).</translation>
    </message>
    <message>
        <location filename="../wint/gui/hint_panel.py" line="141"/>
        <source>You played %1; the rule of thumb plays %2 (%3), and the analysis prefers %4: about %5 points more for your side on average.</source>
        <translation>Вы сыграли %1; по общему правилу играют %2 (%3), и разбор раскладов предпочитает %4: в среднем примерно на %5 очков больше для вашей пары.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../wint/gui/history.py" line="115"/>
        <source>%1 cannot be read: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="126"/>
        <source>%1 vs %2</source>
        <translation>%1 против %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="130"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="282"/>
        <source>Reading the sessions… %1</source>
        <translation>Чтение сеансов… %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="284"/>
        <source>No session has been saved yet.</source>
        <translation>Сохранённых сеансов пока нет.</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="286"/>
        <source>Sessions: %1.</source>
        <translation>Сеансов: %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="288"/>
        <source>Files that cannot be read: %1.</source>
        <translation>Нечитаемых файлов: %1.</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="303"/>
        <source>Overall</source>
        <translation>Всего</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="324"/>
        <source>Level %1 declared / made</source>
        <translation>Уровень %1: назначено / сделано</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="331"/>
        <location filename="../wint/gui/history.py" line="389"/>
        <source>Sessions</source>
        <translation>Сеансы</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="332"/>
        <location filename="../wint/gui/history.py" line="396"/>
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="333"/>
        <source>Rubbers played</source>
        <translation>Сыграно робберов</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="334"/>
        <source>Rubbers won</source>
        <translation>Выиграно робберов</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="335"/>
        <source>Result, points</source>
        <translation>Выигрыш, очки</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="336"/>
        <source>Average per rubber</source>
        <translation>В среднем за роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="337"/>
        <source>Contracts declared / made</source>
        <translation>Игры: назначено / сделано</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="339"/>
        <source>Small slams declared / made</source>
        <translation>Малые шлемы: назначено / сделано</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="340"/>
        <source>Grand slams declared / made</source>
        <translation>Большие шлемы: назначено / сделано</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="341"/>
        <source>Undertricks</source>
        <translation>Недобор, взяток</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="342"/>
        <source>Penalty points conceded</source>
        <translation>Отдано штрафных очков</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="343"/>
        <source>Revokes</source>
        <translation>Ренонсы</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="349"/>
        <source>Overall: every session; rubbers won and the result are those of «We», your side (North–South when you watched).</source>
        <translation>Всего: все сеансы; выигранные робберы и выигрыш — стороны «Мы», то есть вашей (Север–Юг, если вы смотрели игру).</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="375"/>
        <source>Cannot open</source>
        <translation>Не удаётся открыть</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="376"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не удаётся открыть %1:
%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="387"/>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="388"/>
        <source>Sessions saved in %1</source>
        <translation>Сеансы, сохранённые в %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="390"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="393"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="394"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="395"/>
        <source>Rubbers</source>
        <translation>Робберы</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="397"/>
        <source>Our result</source>
        <translation>Наш выигрыш</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="403"/>
        <source>Points of «We», your side, over the finished rubbers (V-PART-8).</source>
        <translation>Очки стороны «Мы», то есть вашей, за оконченные робберы (V-PART-8).</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="405"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="406"/>
        <source>&amp;Open read-only</source>
        <translation>&amp;Открыть для просмотра</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="408"/>
        <source>Contracts count for the player who declared them.</source>
        <translation>Игры засчитываются тому, кто их назначил.</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <location filename="../wint/gui/first_game.py" line="105"/>
        <source>1. The deal</source>
        <translation>1. Сдача</translation>
    </message>
    <message>
        <location filename="../wint/gui/first_game.py" line="106"/>
        <source>2. The auction</source>
        <translation>2. Торговля</translation>
    </message>
    <message>
        <location filename="../wint/gui/first_game.py" line="107"/>
        <source>3. The play</source>
        <translation>3. Розыгрыш</translation>
    </message>
    <message>
        <location filename="../wint/gui/first_game.py" line="108"/>
        <source>4. The score</source>
        <translation>4. Счёт</translation>
    </message>
    <message>
        <location filename="../wint/gui/first_game.py" line="112"/>
        <source>Vint is played by four in two partnerships: you (South) and North against East and West. The dealer has dealt 13 cards to each player, one at a time clockwise (V-DEAL-3); the deal passes to the left after every deal (V-DEAL-6). Your hand is at the bottom, sorted by suit. Press Next to begin the auction.</source>
        <translation>В винт играют вчетвером, две пары: вы (Юг) и Север против Востока и Запада. Сдающий раздал каждому по 13 карт, по одной, по часовой стрелке (V-DEAL-3); после каждой сдачи сдаёт следующий слева (V-DEAL-6). Ваши карты внизу, разложены по мастям. Нажмите «Дальше», чтобы начать торговлю.</translation>
    </message>
    <message>
        <location filename="../wint/gui/first_game.py" line="119"/>
        <source>The dealer speaks first, then each player in turn clockwise (V-BID-1). A bid is a level and a strain: level L promises 6 + L tricks (V-BID-2), and the strains rank ♠ &lt; ♣ &lt; ♦ &lt; ♥ &lt; no trump (V-DECK-3). A pass is not final (V-BID-4). Eight passes after a bid end the auction; «can we lead?» closes it early (V-BID-7, V-BID-8). The Hint panel suggests each of your calls and says why.</source>
        <translation>Первым говорит сдающий, затем все по очереди по часовой стрелке (V-BID-1). Заявка — это уровень и масть: уровень L обещает 6 + L взяток (V-BID-2), а масти идут по старшинству ♠ &lt; ♣ &lt; ♦ &lt; ♥ &lt; без козырей (V-DECK-3). Пас не окончателен (V-BID-4). Восемь пасов после заявки заканчивают торговлю; «можно ли ходить?» закрывает её раньше (V-BID-7, V-BID-8). Панель подсказки предлагает каждую вашу заявку и объясняет почему.</translation>
    </message>
    <message>
        <location filename="../wint/gui/first_game.py" line="127"/>
        <source>There is no dummy: everyone plays his own hand (V-PLAY-1). The declarer&apos;s left-hand opponent leads (V-PLAY-2). Follow suit if you can; you need not trump (V-PLAY-4). The highest trump wins the trick, otherwise the highest card of the suit led, and the winner leads next (V-PLAY-5). Double-click a card to play it; the Hint panel suggests one.</source>
        <translation>Болвана нет: каждый играет своими картами (V-PLAY-1). Первым ходит левый противник играющего (V-PLAY-2). Надо ходить в масть, если она есть; козырять не обязательно (V-PLAY-4). Взятку берёт старший козырь, а без него — старшая карта масти хода; взявший ходит следующим (V-PLAY-5). Чтобы сыграть карту, щёлкните её дважды; панель подсказки предложит карту.</translation>
    </message>
    <message>
        <location filename="../wint/gui/first_game.py" line="134"/>
        <source>Both sides write every trick they won below the line, 10 × the level each (V-SCORE-2, V-SCORE-3); honours, aces, coronets, slams and penalties go above it. 500 below the line wins a game, two games win the rubber (V-PART-1, V-PART-6). The summary of the deal explains each entry with its arithmetic. Game › Next deal plays on; Game › New game starts a game of your own.</source>
        <translation>Обе пары пишут под чертой каждую взятую взятку, по 10 × уровень (V-SCORE-2, V-SCORE-3); онёры, тузы, короны, шлемы и штрафы пишутся над чертой. 500 под чертой — партия, две партии — роббер (V-PART-1, V-PART-6). Итог сдачи объясняет каждую запись с расчётом. Игра › Следующая сдача — играть дальше; Игра › Новая игра — начать свою игру.</translation>
    </message>
    <message>
        <location filename="../wint/gui/first_game.py" line="143"/>
        <source>&amp;Next: the auction</source>
        <translation>&amp;Дальше: торговля</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="150"/>
        <source>Could not save: %1</source>
        <translation>Не удалось сохранить: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="170"/>
        <source>The strong and expert players need the double-dummy solver (endplay), which is not available for this Python: they play as basic.</source>
        <translation>Сильным игрокам и экспертам нужен решатель двойного болвана (endplay), а для этой версии Python его нет: они играют как базовые.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="192"/>
        <source>Open session</source>
        <translation>Открыть сеанс</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="194"/>
        <location filename="../wint/gui/mainwindow.py" line="217"/>
        <source>wint sessions (*.wint)</source>
        <translation>Сеансы wint (*.wint)</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="204"/>
        <source>Cannot open</source>
        <translation>Не удаётся открыть</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="205"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не удаётся открыть %1:
%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="217"/>
        <source>Save session</source>
        <translation>Сохранить сеанс</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="108"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="422"/>
        <source>wint — Vint</source>
        <translation>wint — Винт</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="423"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="424"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="425"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="426"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="427"/>
        <source>&amp;Speed</source>
        <translation>&amp;Скорость</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="428"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="429"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="430"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Последние файлы</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="431"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="432"/>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="433"/>
        <source>&amp;Print the score sheet…</source>
        <translation>&amp;Печать записи…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="434"/>
        <source>Print pre&amp;view…</source>
        <translation>Пред&amp;варительный просмотр…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="435"/>
        <source>Export the sheet as P&amp;DF…</source>
        <translation>Сохранить запись в PDF…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="436"/>
        <source>Export the sheet as &amp;text…</source>
        <translation>Сохранить запись как &amp;текст…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="437"/>
        <source>Score &amp;charts…</source>
        <translation>&amp;Графики счёта…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="438"/>
        <source>&amp;History and statistics…</source>
        <translation>&amp;История и статистика…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="439"/>
        <source>Score &amp;pad for a real table…</source>
        <translation>&amp;Запись для живой игры…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="440"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="441"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="442"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="443"/>
        <source>&amp;Next deal</source>
        <translation>Следующая с&amp;дача</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="444"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Четырёхцветная колода</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="445"/>
        <source>&amp;About wint</source>
        <translation>&amp;О программе wint</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="446"/>
        <source>&amp;Confirm before playing a card</source>
        <translation>Подтверждать &amp;ход картой</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="447"/>
        <source>Play a &amp;single legal card by itself</source>
        <translation>Единственно возможный ход — &amp;автоматически</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="448"/>
        <source>Show &amp;hints before each decision</source>
        <translation>Показывать &amp;подсказки перед каждым ходом</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="449"/>
        <source>&amp;Hint</source>
        <translation>По&amp;дсказка</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="450"/>
        <source>&amp;Claim the remaining tricks…</source>
        <translation>&amp;Заявить оставшиеся взятки…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="451"/>
        <source>&amp;First game for a newcomer</source>
        <translation>&amp;Первая игра для новичка</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="452"/>
        <source>&amp;Review the last deal…</source>
        <translation>&amp;Разбор последней сдачи…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="453"/>
        <source>Gentle &amp;warnings after a doubtful decision</source>
        <translation>&amp;Мягкие предупреждения после сомнительного хода</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="454"/>
        <source>Show the &amp;last trick</source>
        <translation>Показать &amp;последнюю взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="455"/>
        <source>&amp;Rules of Vint</source>
        <translation>&amp;Правила винта</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="456"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="457"/>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="460"/>
        <source>Card &amp;indices</source>
        <translation>&amp;Обозначения карт</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="461"/>
        <source>As the language</source>
        <translation>По языку интерфейса</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="462"/>
        <source>A K Q J</source>
        <translation>A K Q J</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="463"/>
        <source>Т К Д В</source>
        <translation>Т К Д В</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="466"/>
        <source>Instant</source>
        <translation>Мгновенно</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="467"/>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="468"/>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="469"/>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="473"/>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="474"/>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="475"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="477"/>
        <source>First game</source>
        <translation>Первая игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="491"/>
        <source>The deal is over: Game › Next deal (Ctrl+D).</source>
        <translation>Сдача окончена: Игра › Следующая сдача (Ctrl+D).</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="493"/>
        <source>Your turn.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="497"/>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="504"/>
        <source>All passed.</source>
        <translation>Все спасовали.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="509"/>
        <source>%1 by %2: %3, %4.</source>
        <translation>%1, играет %2: %3, %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/mainwindow.py" line="512"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="520"/>
        <source>Below the line (V-SCORE-2): we %1, they %2</source>
        <translation>Под чертой (V-SCORE-2): мы %1, они %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/mainwindow.py" line="559"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/mainwindow.py" line="563"/>
        <source>The session is over after %n deal(s).</source>
        <translation>
            <numerusform>Сеанс окончен: сыграна %n сдача.</numerusform>
            <numerusform>Сеанс окончен: сыграно %n сдачи.</numerusform>
            <numerusform>Сеанс окончен: сыграно %n сдач.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="513"/>
        <source>made</source>
        <translation>игра сделана</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="513"/>
        <source>failed</source>
        <translation>игра не сделана</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="539"/>
        <source>Next deal: Ctrl+D</source>
        <translation>Следующая сдача: Ctrl+D</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="554"/>
        <source>The rubber is over: a draw.</source>
        <translation>Роббер окончен: ничья.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="557"/>
        <source>The rubber is over: %1 win by %2.</source>
        <translation>Роббер окончен: %1 в выигрыше на %2.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="558"/>
        <source>we</source>
        <translation>мы</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="558"/>
        <source>they</source>
        <translation>они</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="633"/>
        <source>(%1 — F1 explains)</source>
        <translation>(%1 — подробнее по F1)</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="643"/>
        <source>Play a card</source>
        <translation>Ход картой</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="643"/>
        <source>Play %1?</source>
        <translation>Сыграть %1?</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="693"/>
        <location filename="../wint/gui/mainwindow.py" line="709"/>
        <source>Claim</source>
        <translation>Заявка на взятки</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="694"/>
        <source>How many of the %1 remaining tricks will your side take?</source>
        <translation>Сколько из оставшихся %1 взяток возьмёт ваша пара?</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="709"/>
        <source>The claim cannot be checked here: play on.</source>
        <translation>Здесь заявку не проверить: играйте дальше.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="714"/>
        <source>Claim refused</source>
        <translation>Заявка отклонена</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="720"/>
        <source>Against the best defence your side takes %1 of the %2 tricks left, not %3.</source>
        <translation>При лучшей защите ваша пара берёт %1 из оставшихся %2 взяток, а не %3.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="731"/>
        <source>Trick %1: </source>
        <translation>Взятка %1: </translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="744"/>
        <source>A doubtful decision: see the Hint panel (Ctrl+Z takes it back).</source>
        <translation>Сомнительный ход: см. панель подсказки (Ctrl+Z вернёт его).</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="751"/>
        <source>A hint is for your turn.</source>
        <translation>Подсказка даётся в ваш ход.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="762"/>
        <source>About wint</source>
        <translation>О программе wint</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="763"/>
        <source>wint %1
Vint (винт), the classic Russian card game.</source>
        <translation>wint %1
Винт — классическая русская карточная игра.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../wint/gui/new_game.py" line="63"/>
        <source>random</source>
        <translation>случайный</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="64"/>
        <source>beginner</source>
        <translation>новичок</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="65"/>
        <source>basic</source>
        <translation>базовый</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="66"/>
        <source>strong</source>
        <translation>сильный</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="67"/>
        <source>expert</source>
        <translation>эксперт</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="74"/>
        <source>Passes that close the auction</source>
        <translation>Число пасов, завершающих торговлю</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="77"/>
        <source>The question «can we lead?»</source>
        <translation>Вопрос «можно ли ходить?»</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="78"/>
        <source>The dealer must bid</source>
        <translation>Сдающий обязан назначить игру</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="79"/>
        <source>Opening lead</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="80"/>
        <source>Quitted tricks one may look at</source>
        <translation>Просмотр сыгранных взяток</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="81"/>
        <source>Table rules: revokes are possible</source>
        <translation>Настольные правила: возможен ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="82"/>
        <source>Honours counted</source>
        <translation>Онёры считаются</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="83"/>
        <source>Honours and aces of both sides</source>
        <translation>Онёры и тузы обеих сторон</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="84"/>
        <source>Aces need леве</source>
        <translation>Тузы требуют леве</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="85"/>
        <source>Three or four aces in one hand</source>
        <translation>Три или четыре туза на одной руке</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="88"/>
        <source>Undertrick penalty per level</source>
        <translation>Штраф за недобор на уровень игры</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="89"/>
        <source>Declared and taken slam premiums add up</source>
        <translation>Назначенный и взятый шлем: обе премии</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="92"/>
        <source>Slam taken scores for</source>
        <translation>Премию за взятый шлем получает</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="93"/>
        <source>Rubber bonus</source>
        <translation>Премия за роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="94"/>
        <source>Both sides reach 500 in one deal</source>
        <translation>Обе стороны набрали 500 в одной сдаче</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="95"/>
        <source>A failed contract can win the game</source>
        <translation>Партию можно выиграть и при недоборе</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="98"/>
        <source>Rubbers in a session</source>
        <translation>Робберов в сеансе</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="99"/>
        <source>All passed</source>
        <translation>Если все спасовали</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="100"/>
        <source>Crosses</source>
        <translation>Крестики</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="101"/>
        <source>After all passed, the deal goes to</source>
        <translation>После распасов сдаёт</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="102"/>
        <source>Revoke: each missing trick costs</source>
        <translation>Ренонс: за каждую недостающую взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="105"/>
        <source>Revoke: slam premium</source>
        <translation>Ренонс: премия за шлем</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="112"/>
        <source>declarer&apos;s left-hand opponent</source>
        <translation>противник слева от играющего</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="113"/>
        <source>dealer&apos;s left-hand opponent</source>
        <translation>противник слева от сдающего</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="114"/>
        <source>last two, one once a card is led</source>
        <translation>последние 2, после захода — 1</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="115"/>
        <source>always the last two</source>
        <translation>всегда две последние</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="116"/>
        <source>as held</source>
        <translation>по сданным картам</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="117"/>
        <source>as captured in tricks</source>
        <translation>по взятым взяткам</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="118"/>
        <source>set against each other</source>
        <translation>погашаются друг другом</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="119"/>
        <source>each side writes its own</source>
        <translation>каждая сторона пишет свои</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="120"/>
        <source>only when split 2–2</source>
        <translation>только при раскладе 2–2</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="121"/>
        <source>always</source>
        <translation>всегда</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="122"/>
        <source>by contract</source>
        <translation>в зависимости от игры</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="123"/>
        <source>always the high values</source>
        <translation>всегда по высшей цене</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="124"/>
        <source>always the low values</source>
        <translation>всегда по низшей цене</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="125"/>
        <source>any side</source>
        <translation>любая сторона</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="126"/>
        <source>the declarers, if made</source>
        <translation>назначившие, если игра сделана</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="127"/>
        <source>2000 as well as the game</source>
        <translation>2000 вдобавок к партии</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="128"/>
        <source>2000 instead of the game</source>
        <translation>2000 вместо партии</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="129"/>
        <source>the higher total wins</source>
        <translation>выигрывает больший счёт</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="130"/>
        <source>the declarers win</source>
        <translation>выигрывают назначившие</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="131"/>
        <source>a cross</source>
        <translation>крестик</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="132"/>
        <source>played out (распасовка)</source>
        <translation>разыгрываются (распасовка)</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="133"/>
        <source>redeal only</source>
        <translation>только пересдача</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="134"/>
        <source>500 each</source>
        <translation>по 500</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="135"/>
        <source>500, 1000, 1500 …</source>
        <translation>500, 1000, 1500 …</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="136"/>
        <source>the next dealer</source>
        <translation>следующий игрок</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="137"/>
        <source>the same dealer</source>
        <translation>тот же игрок</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="138"/>
        <source>an undertrick</source>
        <translation>штраф как за недобор</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="139"/>
        <source>a trick&apos;s value</source>
        <translation>цена взятки</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="140"/>
        <source>1000 / 2000</source>
        <translation>1000 / 2000</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="141"/>
        <source>5000 / 10000</source>
        <translation>5000 / 10000</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="145"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="147"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../wint/gui/new_game.py" line="279"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="280"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="283"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="283"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="283"/>
        <source>Computer level</source>
        <translation>Уровень компьютера</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="283"/>
        <source>You play</source>
        <translation>Вы играете</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="293"/>
        <source>Nobody: watch four computers</source>
        <translation>Никто: смотреть игру четырёх компьютеров</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="294"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="295"/>
        <source>Preset</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="296"/>
        <source>Options…</source>
        <translation>Настройки…</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="298"/>
        <source>random</source>
        <translation>случайное</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="299"/>
        <source>Show hints before each of my decisions (teaching)</source>
        <translation>Показывать подсказки перед каждым моим ходом (обучение)</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="297"/>
        <source>Seed</source>
        <translation>Зерно случайности</translation>
    </message>
</context>
<context>
    <name>PadSetupDialog</name>
    <message>
        <location filename="../wint/gui/pad_setup.py" line="99"/>
        <source>Score pad: players</source>
        <translation>Запись: игроки</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad_setup.py" line="100"/>
        <source>Players, as they sit for the first rubber</source>
        <translation>Игроки, как они сидят в первом роббере</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad_setup.py" line="104"/>
        <source>Change partners after each rubber (V-PART-9)</source>
        <translation>Менять партнёров после каждого роббера (V-PART-9)</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad_setup.py" line="105"/>
        <source>First dealer</source>
        <translation>Первый сдающий</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad_setup.py" line="106"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad_setup.py" line="107"/>
        <source>Options…</source>
        <translation>Настройки…</translation>
    </message>
    <message>
        <location filename="../wint/gui/pad_setup.py" line="113"/>
        <source>Give all four names, each a different one, or none.</source>
        <translation>Впишите имена всех четырёх игроков (все разные) или оставьте все поля пустыми.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../wint/gui/review_window.py" line="58"/>
        <source>all passed</source>
        <translation>все пас</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="61"/>
        <source>%1 by %2, %3 tricks</source>
        <translation>%1, играет %2, взяток: %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="67"/>
        <source>Deal %1: %2</source>
        <translation>Сдача %1: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="327"/>
        <source>N–S</source>
        <translation>С–Ю</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="327"/>
        <source>E–W</source>
        <translation>В–З</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="342"/>
        <source>claims %1</source>
        <translation>претендует на %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="354"/>
        <source>only card</source>
        <translation>единственная карта</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="355"/>
        <source>not measured</source>
        <translation>не измерено</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="360"/>
        <source>Dealer: %1</source>
        <translation>Сдавал: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="363"/>
        <source>all passed, not played</source>
        <translation>все спасовали, не играли</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="365"/>
        <source>raspasovka</source>
        <translation>распасовка</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="368"/>
        <source>contract %1 by %2</source>
        <translation>контракт %1, играет %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="373"/>
        <source>tricks: N–S %1, E–W %2</source>
        <translation>взятки: С–Ю %1, В–З %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="379"/>
        <source>made</source>
        <translation>игра сделана</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="379"/>
        <source>failed</source>
        <translation>игра не сделана</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="386"/>
        <source>Tricks lost double dummy, and mistakes:</source>
        <translation>Потеряно взяток при игре в открытую (двойной болван) и ошибки:</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="390"/>
        <source>%1: %2 lost, mistakes: %3</source>
        <translation>%1: потеряно взяток: %2, ошибок: %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="398"/>
        <source>Without the endplay solver only the last %1 tricks are measured and there is no double-dummy table.</source>
        <translation>Без решателя endplay измерены только последние взятки (%1) и нет таблицы двойного болвана.</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="409"/>
        <source>No double-dummy table: it needs the endplay solver.</source>
        <translation>Таблицы двойного болвана нет: для неё нужен решатель endplay.</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="412"/>
        <source>Tricks each declarer takes double dummy (highest level that makes).</source>
        <translation>Взятки каждого разыгрывающего при игре двойного болвана (наивысший выполнимый уровень).</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="415"/>
        <source>The contract makes double dummy: %1 (tricks: %2).</source>
        <translation>Контракт выполняется при игре двойного болвана: %1 (взяток: %2).</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="416"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="416"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="427"/>
        <source>%1 calls %2</source>
        <translation>%1 заявляет: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="431"/>
        <source>%1 claims %2 of the %3 tricks left</source>
        <translation>%1 претендует на %2 из оставшихся взяток (%3)</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="437"/>
        <source>Double dummy the side takes %1: %2 conceded.</source>
        <translation>При игре двойного болвана линия берёт %1: отдано лишних %2.</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="443"/>
        <source>Trick %1: %2 plays %3</source>
        <translation>Взятка %1: %2 ходит %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="453"/>
        <source>%1 lost</source>
        <translation>потеряно: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="466"/>
        <source>The side&apos;s tricks after each card (double dummy):</source>
        <translation>Взятки линии после каждой карты (двойной болван):</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="566"/>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="572"/>
        <source>Trick %1</source>
        <translation>Взятка %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="581"/>
        <source>Deal review</source>
        <translation>Разбор сдачи</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="583"/>
        <source>All hands</source>
        <translation>Все руки</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="584"/>
        <source>Double-dummy table: tricks (highest level that makes)</source>
        <translation>Таблица двойного болвана: взятки (наивысший выполнимый уровень)</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="593"/>
        <source>Trick</source>
        <translation>Взятка</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="594"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="595"/>
        <source>Call or card</source>
        <translation>Заявка или карта</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="596"/>
        <source>Tricks: card / best</source>
        <translation>Взятки: карта / лучшая</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="597"/>
        <source>Lost</source>
        <translation>Потеря</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="601"/>
        <source>The side&apos;s tricks in the deal, double dummy, after the card played and after the best card</source>
        <translation>Взятки линии в сдаче при игре двойного болвана: после сыгранной карты и после лучшей</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="607"/>
        <source>First step (Home)</source>
        <translation>В начало (Home)</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="608"/>
        <source>Previous step (←)</source>
        <translation>Шаг назад (←)</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="609"/>
        <source>Next step (→)</source>
        <translation>Шаг вперёд (→)</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="610"/>
        <source>Last step (End)</source>
        <translation>В конец (End)</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="611"/>
        <source>Next mistake (N)</source>
        <translation>Следующая ошибка (N)</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="612"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="614"/>
        <source>The analysis failed: %1</source>
        <translation>Анализ не удался: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/review_window.py" line="616"/>
        <location filename="../wint/gui/review_window.py" line="617"/>
        <source>Analysing…</source>
        <translation>Анализ…</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <location filename="../wint/gui/rules_browser.py" line="90"/>
        <source>not found</source>
        <translation>не найдено</translation>
    </message>
    <message>
        <location filename="../wint/gui/rules_browser.py" line="96"/>
        <source>Rules of Vint</source>
        <translation>Правила винта</translation>
    </message>
    <message>
        <location filename="../wint/gui/rules_browser.py" line="97"/>
        <source>Search the rules</source>
        <translation>Поиск по правилам</translation>
    </message>
    <message>
        <location filename="../wint/gui/rules_browser.py" line="98"/>
        <source>Find</source>
        <translation>Найти</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../wint/gui/new_game.py" line="195"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
</context>
<context>
    <name>ScorePadWindow</name>
    <message>
        <location filename="../wint/gui/score_pad.py" line="126"/>
        <location filename="../wint/gui/score_pad.py" line="599"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="188"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="189"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="190"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="191"/>
        <source>Score &amp;charts…</source>
        <translation>&amp;Графики счёта…</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="192"/>
        <source>&amp;New score pad…</source>
        <translation>&amp;Новая запись…</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="193"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="194"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="195"/>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="196"/>
        <source>&amp;Players…</source>
        <translation>&amp;Игроки…</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="197"/>
        <source>&amp;Print the sheet…</source>
        <translation>&amp;Печать записи…</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="198"/>
        <source>Print pre&amp;view…</source>
        <translation>Пред&amp;варительный просмотр…</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="199"/>
        <source>Export the sheet as P&amp;DF…</source>
        <translation>Сохранить запись в PDF…</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="200"/>
        <source>Export the sheet as &amp;text…</source>
        <translation>Сохранить запись как &amp;текст…</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="201"/>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="202"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="203"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="204"/>
        <source>&amp;Delete the deal</source>
        <translation>&amp;Удалить сдачу</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="205"/>
        <source>New deal</source>
        <translation>Новая сдача</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="206"/>
        <source>Delete the deal</source>
        <translation>Удалить сдачу</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="209"/>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="210"/>
        <source>Rubber</source>
        <translation>Роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="211"/>
        <source>Dealer</source>
        <translation>Сдавал</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="212"/>
        <source>Contract</source>
        <translation>Контракт</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="213"/>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="214"/>
        <source>Honours, aces</source>
        <translation>Онёры, тузы</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="215"/>
        <source>Coronets, revoke</source>
        <translation>Короны, ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="216"/>
        <source>We</source>
        <translation>Мы</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="217"/>
        <source>They</source>
        <translation>Они</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="278"/>
        <source>&amp;Update deal %1</source>
        <translation>&amp;Исправить сдачу %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="278"/>
        <source>&amp;Add the deal</source>
        <translation>&amp;Записать сдачу</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="280"/>
        <source>Deal %1</source>
        <translation>Сдача %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="285"/>
        <source>untitled</source>
        <translation>без названия</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="286"/>
        <source>Score pad — %1</source>
        <translation>Запись — %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="319"/>
        <source>all passed</source>
        <translation>все пас</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="349"/>
        <source>hon. %1:%2</source>
        <translation>он. %1:%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="354"/>
        <source>aces %1:%2</source>
        <translation>тузы %1:%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="359"/>
        <source>%1 aces</source>
        <translation>%1 туза</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="366"/>
        <source>revoke: %1</source>
        <translation>ренонс: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="390"/>
        <source>Deal %1 written.</source>
        <translation>Сдача %1 записана.</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="390"/>
        <source>Deal %1 corrected.</source>
        <translation>Сдача %1 исправлена.</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="398"/>
        <source>Coronet %1: %2</source>
        <translation>Корона %1: %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="430"/>
        <source>Deal %1 deleted.</source>
        <translation>Сдача %1 удалена.</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="477"/>
        <source>Score pad</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="478"/>
        <source>Save the changes to the score pad?</source>
        <translation>Сохранить изменения в записи?</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="511"/>
        <source>Open a score pad</source>
        <translation>Открыть запись</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="521"/>
        <source>Cannot open</source>
        <translation>Не удалось открыть</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="522"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не удалось открыть %1:
%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="562"/>
        <source>Score records (*.json *.wint-record);;All files (*)</source>
        <translation>Записи счёта (*.json *.wint-record);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="574"/>
        <source>Save the score pad</source>
        <translation>Сохранить запись</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="590"/>
        <source>Cannot write</source>
        <translation>Не удалось сохранить</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_pad.py" line="591"/>
        <source>The score pad cannot be saved:
%1</source>
        <translation>Не удалось сохранить запись:
%1</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../wint/gui/score_sheet.py" line="107"/>
        <source>We</source>
        <translation>Мы</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_sheet.py" line="109"/>
        <source>They</source>
        <translation>Они</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_sheet.py" line="159"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <location filename="../wint/gui/charts.py" line="210"/>
        <location filename="../wint/gui/sheet.py" line="239"/>
        <source>All rubbers</source>
        <translation>Все робберы</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="244"/>
        <source>Vint score sheet</source>
        <translation>Запись игры в винт</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="303"/>
        <location filename="../wint/gui/charts.py" line="395"/>
        <location filename="../wint/gui/sheet.py" line="247"/>
        <source>We</source>
        <translation>Мы</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="304"/>
        <location filename="../wint/gui/charts.py" line="396"/>
        <location filename="../wint/gui/sheet.py" line="248"/>
        <source>They</source>
        <translation>Они</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="231"/>
        <location filename="../wint/gui/sheet.py" line="254"/>
        <source>No deal has been scored yet.</source>
        <translation>Ещё не записано ни одной сдачи.</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="275"/>
        <source>After rubber %1</source>
        <translation>После роббера %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="280"/>
        <source>Players&apos; accounts</source>
        <translation>Счёт игроков</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="325"/>
        <source>(start)</source>
        <translation>(начало)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="355"/>
        <source>(game, rubber)</source>
        <translation>(партия, роббер)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="357"/>
        <source>(game)</source>
        <translation>(партия)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="365"/>
        <source>Subtotal</source>
        <translation>Подытог</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="388"/>
        <source>Above</source>
        <translation>Сверху</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="389"/>
        <source>Below</source>
        <translation>Снизу</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="390"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="234"/>
        <location filename="../wint/gui/sheet.py" line="403"/>
        <source>Result</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="205"/>
        <location filename="../wint/gui/sheet.py" line="410"/>
        <source>Rubber %1</source>
        <translation>Роббер %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/charts.py" line="206"/>
        <location filename="../wint/gui/sheet.py" line="412"/>
        <source>Rubber %1 (in progress)</source>
        <translation>Роббер %1 (не окончен)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="419"/>
        <source>Game %1:</source>
        <translation>Партия %1:</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="424"/>
        <source>deal %1</source>
        <translation>сдача %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="449"/>
        <source>%1 aces</source>
        <translation>%1 туза</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="744"/>
        <source>Page %1 of %2</source>
        <translation>Страница %1 из %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="814"/>
        <source>(continued)</source>
        <translation>(продолжение)</translation>
    </message>
</context>
<context>
    <name>SheetOutput</name>
    <message>
        <location filename="../wint/gui/sheet_output.py" line="41"/>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet_output.py" line="48"/>
        <source>Print the score sheet</source>
        <translation>Печать записи</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet_output.py" line="57"/>
        <source>Print preview</source>
        <translation>Предварительный просмотр</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet_output.py" line="71"/>
        <source>Export the sheet as PDF</source>
        <translation>Сохранить запись в PDF</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet_output.py" line="71"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet_output.py" line="80"/>
        <source>Export the sheet as text</source>
        <translation>Сохранить запись как текст</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet_output.py" line="80"/>
        <source>Text files (*.txt)</source>
        <translation>Текстовые файлы (*.txt)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet_output.py" line="105"/>
        <source>Cannot write</source>
        <translation>Не удалось сохранить</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet_output.py" line="106"/>
        <source>The score sheet cannot be written:
%1</source>
        <translation>Не удалось сохранить запись:
%1</translation>
    </message>
</context>
<context>
    <name>SheetViewer</name>
    <message>
        <location filename="../wint/gui/history.py" line="439"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="472"/>
        <source>Review a deal</source>
        <translation>Разбор сдачи</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="472"/>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="486"/>
        <source>Score sheet of %1 (read-only)</source>
        <translation>Запись от %1 (только просмотр)</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="489"/>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="490"/>
        <source>Print pre&amp;view…</source>
        <translation>Пред&amp;варительный просмотр…</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="491"/>
        <source>Export P&amp;DF…</source>
        <translation>Сохранить в P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="492"/>
        <source>Export &amp;text…</source>
        <translation>Сохранить как &amp;текст…</translation>
    </message>
    <message>
        <location filename="../wint/gui/history.py" line="493"/>
        <source>&amp;Review a deal…</source>
        <translation>&amp;Разбор сдачи…</translation>
    </message>
</context>
<context>
    <name>SheetWords</name>
    <message numerus="yes">
        <location filename="../wint/gui/sheet.py" line="435"/>
        <source>%n cross(es)</source>
        <translation>
            <numerusform>%n крестик</numerusform>
            <numerusform>%n крестика</numerusform>
            <numerusform>%n крестиков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/sheet.py" line="439"/>
        <source>Players&apos; accounts, in units of %n point(s)</source>
        <translation>
            <numerusform>Счёт игроков в единицах по %n очку</numerusform>
            <numerusform>Счёт игроков в единицах по %n очка</numerusform>
            <numerusform>Счёт игроков в единицах по %n очков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../wint/gui/table.py" line="220"/>
        <source>D</source>
        <comment>dealer chip</comment>
        <translation>С</translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="545"/>
        <source>thinking…</source>
        <translation>думает…</translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="553"/>
        <source>declarer</source>
        <translation>играющий</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/table.py" line="561"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="595"/>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="597"/>
        <source>dealer: %1</source>
        <translation>сдаёт: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="600"/>
        <source>All passed</source>
        <translation>Все спасовали</translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="603"/>
        <source>Raspasovka</source>
        <translation>Распасовка</translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="605"/>
        <location filename="../wint/gui/table.py" line="615"/>
        <source>Tricks: we %1 · they %2</source>
        <translation>Взятки: мы %1 · они %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="611"/>
        <source>Contract: %1 by %2</source>
        <translation>Игра: %1, играет %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="682"/>
        <source>No trick may be looked at now.</source>
        <translation>Сейчас нельзя посмотреть ни одной взятки.</translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="723"/>
        <source>Why? Click here (%1)</source>
        <translation>Почему? Нажмите сюда (%1)</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../wint/gui/texts.py" line="67"/>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="68"/>
        <source>You must follow suit: you still hold a card of the suit led.</source>
        <translation>Нужно ходить в масть: у вас ещё есть карта масти захода.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="71"/>
        <source>That card is not in your hand.</source>
        <translation>Этой карты у вас нет.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="74"/>
        <source>A bid must be higher than the last one.</source>
        <translation>Назначение должно быть выше предыдущего.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="77"/>
        <source>The auction is closed.</source>
        <translation>Торговля уже закрыта.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="78"/>
        <source>The auction is not over yet.</source>
        <translation>Торговля ещё не окончена.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="81"/>
        <source>You asked «can we lead?»: you may only pass now.</source>
        <translation>Вы спросили «можно ли ходить?»: теперь вам можно только пасовать.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="84"/>
        <source>«Can we lead?» may be asked once, after two passes follow a bid.</source>
        <translation>Вопрос «можно ли ходить?» задают один раз, когда за назначением последовали два паса.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="87"/>
        <source>Nobody has asked «can we lead?».</source>
        <translation>Никто не спрашивал «можно ли ходить?».</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="90"/>
        <source>Only the side holding the highest bid invites the lead.</source>
        <translation>Предложить ходить может только сторона, назначившая высшую игру.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="93"/>
        <source>All passed: this deal is not played.</source>
        <translation>Все спасовали: эта сдача не разыгрывается.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="96"/>
        <source>The dealer must open the bidding.</source>
        <translation>Сдающий обязан открыть торговлю назначением.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="99"/>
        <source>That claim is not possible.</source>
        <translation>Претендовать на эти взятки нельзя.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="100"/>
        <source>The play is not finished.</source>
        <translation>Розыгрыш ещё не окончен.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="101"/>
        <source>That is not a call or a card.</source>
        <translation>Это не ход в торговле и не карта.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="117"/>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="118"/>
        <source>East</source>
        <translation>Восток</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="119"/>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="120"/>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="130"/>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="137"/>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="139"/>
        <source>Can we lead?</source>
        <translation>Можно ли ходить?</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="141"/>
        <source>Lead, please</source>
        <translation>Ходите!</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="151"/>
        <source>A</source>
        <translation>Т</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="152"/>
        <source>K</source>
        <translation>К</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="153"/>
        <source>Q</source>
        <translation>Д</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="154"/>
        <source>J</source>
        <translation>В</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="164"/>
        <source>hon.</source>
        <comment>sheet label</comment>
        <translation>он.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="165"/>
        <source>aces</source>
        <comment>sheet label</comment>
        <translation>т.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="166"/>
        <source>cor.</source>
        <comment>sheet label</comment>
        <translation>кор.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="167"/>
        <source>pen.</source>
        <comment>sheet label</comment>
        <translation>шт.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="168"/>
        <location filename="../wint/gui/texts.py" line="169"/>
        <source>slam</source>
        <comment>sheet label</comment>
        <translation>шл.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="170"/>
        <source>game</source>
        <comment>sheet label</comment>
        <translation>парт.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="171"/>
        <source>rub.</source>
        <comment>sheet label</comment>
        <translation>роб.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="173"/>
        <source>rev.</source>
        <comment>sheet label</comment>
        <translation>рен.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="175"/>
        <source>rasp.</source>
        <comment>sheet label</comment>
        <translation>расп.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="189"/>
        <source>game</source>
        <translation>партия</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="203"/>
        <source>, %1 written (490 at most)</source>
        <translation>, записано %1 (не больше 490)</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="216"/>
        <source>honour units: %1 × %2 = %3</source>
        <translation>онёры (единиц): %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="217"/>
        <source>aces at no-trump: %1 × %2 = %3</source>
        <translation>тузы в бескозырке: %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="218"/>
        <source>tricks short: %1 × %2 = %3</source>
        <translation>недобор: %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="219"/>
        <source>tricks missing after a revoke: %1 × %2 = %3</source>
        <translation>недостающие взятки за ренонс: %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="222"/>
        <source>tricks fewer in the распасовка: %1 × %2 = %3</source>
        <translation>взяток меньше на распасовке: %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="230"/>
        <source>coronet, %1 cards from the ace: 500 × (%1 − 2) × 2 (trumps or no-trump) = %2</source>
        <translation>корона, %1 карт от туза: 500 × (%1 − 2) × 2 (в козырях или в бескозырке) = %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="235"/>
        <source>coronet, %1 cards from the ace: 500 × (%1 − 2) = %2</source>
        <translation>корона, %1 карт от туза: 500 × (%1 − 2) = %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="241"/>
        <source>coronet of %1 aces in one hand = %2</source>
        <translation>корона из %1 тузов на одной руке = %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="244"/>
        <source>crosses on the line: %1, worth %2</source>
        <translation>крестов на черте: %1, стоят %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="247"/>
        <source>below the line beyond 490: %1, written above it</source>
        <translation>сверх 490 под чертой: %1, пишется над чертой</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="259"/>
        <source>shows three or four aces</source>
        <translation>показывает трёх или четырёх тузов</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="260"/>
        <source>shows two aces</source>
        <translation>показывает двух тузов</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="261"/>
        <source>supports partner&apos;s suit</source>
        <translation>поддерживает масть партнёра</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="262"/>
        <source>bids to finish the game</source>
        <translation>назначает, чтобы кончить партию</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="263"/>
        <source>a strong hand: a jump at once</source>
        <translation>сильная рука: сразу выше</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="264"/>
        <source>names its longest, strongest suit</source>
        <translation>называет свою самую длинную и сильную масть</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="267"/>
        <source>content with the contract: invites the lead</source>
        <translation>игра устраивает: приглашает ходить</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="270"/>
        <source>will not bid again: asks whether to lead</source>
        <translation>больше назначать не будет: спрашивает, можно ли ходить</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="273"/>
        <source>not enough tricks to bid</source>
        <translation>для назначения не хватает взяток</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="274"/>
        <source>has asked: may only pass</source>
        <translation>спросил — теперь только пасует</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="275"/>
        <source>draws trumps</source>
        <translation>выбивает козырей</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="276"/>
        <source>cashes a sure trick</source>
        <translation>берёт верную взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="277"/>
        <source>leads trumps</source>
        <translation>ходит в козыря</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="278"/>
        <source>top of a sequence</source>
        <translation>старшая из карт подряд</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="279"/>
        <source>a small card from the long suit</source>
        <translation>маленькая карта длинной масти</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="282"/>
        <source>partner is winning: plays low</source>
        <translation>взятка у партнёра: кладёт маленькую</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="283"/>
        <source>second hand low</source>
        <translation>вторая рука — маленькая</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="284"/>
        <source>wins as cheaply as possible</source>
        <translation>берёт взятку как можно дешевле</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="285"/>
        <source>cannot win: discards the least</source>
        <translation>взятку не взять: сносит ненужное</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="286"/>
        <source>bids only what finishes the game</source>
        <translation>называет лишь то, что кончает игру</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="287"/>
        <source>eight or nine sure tricks: «три» at once</source>
        <translation>восемь-девять верных взяток: сразу «три»</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="290"/>
        <source>a jump: six trumps headed by the ace and king</source>
        <translation>прыжок: шесть козырей с тузом и королём</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="293"/>
        <source>of two equal suits, the one with more honours</source>
        <translation>из двух равных мастей — та, где больше онёров</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="296"/>
        <source>a slam: leads the singleton ace or king</source>
        <translation>шлем: ходит с бланкового туза или короля</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="299"/>
        <source>a slam: cashes the suit partner showed void in</source>
        <translation>шлем: снимает масть, в которой партнёр показал ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="302"/>
        <source>partner jumped: the trump ace, then the queen</source>
        <translation>партнёр прыгнул: козырный туз, затем дама</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="305"/>
        <source>supports with two or three trumps: the higher</source>
        <translation>поддержка с двумя-тремя козырями: старший</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="308"/>
        <source>draws trumps for its strong side suit</source>
        <translation>выбивает козыри ради сильной боковой масти</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="311"/>
        <source>leads trumps so the opponents cannot ruff</source>
        <translation>ходит в козыря, чтобы противники не били</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="314"/>
        <source>partner&apos;s discards show his suit: its highest card</source>
        <translation>сносы партнёра показали его масть: старшая карта</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="317"/>
        <source>a singleton in partner&apos;s suit, for a cross-ruff</source>
        <translation>бланк в масти партнёра — на перекрёстную бивку</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="320"/>
        <source>partner has nothing: the suit the right-hand opponent discards</source>
        <translation>у партнёра ничего нет: масть, которую сносит правый противник</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="323"/>
        <source>partner is void: a card for him to ruff</source>
        <translation>у партнёра ренонс: карта ему на бивку</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="326"/>
        <source>partner showed the king: the ace, then the queen</source>
        <translation>партнёр показал короля: туз, затем дама</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="329"/>
        <source>a small card under the king shown in the bidding</source>
        <translation>маленькая под короля, показанного в торговле</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="332"/>
        <source>the queen through the king shown in the bidding</source>
        <translation>дама через короля, показанного в торговле</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="335"/>
        <source>runs its coronet while everyone follows</source>
        <translation>снимает коронку, пока все отвечают в масть</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="338"/>
        <source>trumps are still out: not the thirteenth card</source>
        <translation>козыри ещё не выбиты: не тринадцатая карта</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="341"/>
        <source>not the opponents&apos; suit, nor one they are both void in</source>
        <translation>не масть противников и не масть, где у обоих ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="344"/>
        <source>an opponent discarded: switches, keeping an entry</source>
        <translation>противник снёс: переходит, сохраняя вход</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="347"/>
        <source>waits with the ace and queen to be led through</source>
        <translation>с тузом и дамой ждёт хода в эту масть</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="350"/>
        <source>never from a king with one small card</source>
        <translation>никогда от второго короля</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="353"/>
        <source>avoids a singleton lead</source>
        <translation>избегает хода с бланка</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="354"/>
        <source>not the suit partner discarded</source>
        <translation>не масть, которую сносил партнёр</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="357"/>
        <source>from the ace, king and queen: the queen first</source>
        <translation>от туза, короля и дамы — сначала дама</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="360"/>
        <source>from the ace and king: the king first</source>
        <translation>от туза и короля — сначала король</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="363"/>
        <source>returns partner&apos;s suit</source>
        <translation>возвращает масть партнёра</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="364"/>
        <source>from the king and queen: the king</source>
        <translation>от короля с дамой — король</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="367"/>
        <source>a small card from the ace first</source>
        <translation>сначала маленькая от туза</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="368"/>
        <source>a small card from the king</source>
        <translation>маленькая от короля</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="369"/>
        <source>does not ruff a thirteenth card before the last hand</source>
        <translation>не бьёт тринадцатую карту, если играет не последним</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="372"/>
        <source>four trumps: lets partner&apos;s card win</source>
        <translation>четыре козыря: даёт карте партнёра взять</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="375"/>
        <source>ruffs with a small trump</source>
        <translation>бьёт маленьким козырем</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="376"/>
        <source>discards a singleton to make a void</source>
        <translation>сносит бланк, чтобы сделать ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="379"/>
        <source>keeps its one sure suit, discards another</source>
        <translation>бережёт единственную верную масть, сносит другую</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="382"/>
        <source>sure tricks in two suits: discards the third</source>
        <translation>верные взятки в двух мастях: сносит третью</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="385"/>
        <source>no sure tricks: discards each suit in turn</source>
        <translation>верных взяток нет: сносит масти по очереди</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="388"/>
        <source>partner led the jack: plays small with the ace and queen</source>
        <translation>партнёр пошёл с валета: с тузом и дамой — маленькую</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="391"/>
        <source>third hand with the ace and queen: the queen</source>
        <translation>третья рука с тузом и дамой: дама</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="394"/>
        <source>third hand in trumps without support: finesses</source>
        <translation>третья рука в козырях без поддержки: режет</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="397"/>
        <source>the ace, queen and ten in the bidder&apos;s suit: the ten</source>
        <translation>туз, дама и десятка в масти назначившего: десятка</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="400"/>
        <source>the ace, jack and ten, second round: the jack</source>
        <translation>туз, валет и десятка, второй круг: валет</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="403"/>
        <source>the ace, jack and ten: finesses the ten again</source>
        <translation>туз, валет и десятка: снова режет десяткой</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="406"/>
        <source>the king and queen: plays the queen</source>
        <translation>король с дамой: играет даму</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="409"/>
        <source>a slam: no finesse, plays high</source>
        <translation>шлем: без резки, играет старшую</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="410"/>
        <source>above «три»: no finesse, plays high</source>
        <translation>выше «трёх»: без резки, играет старшую</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="413"/>
        <source>partner supported the trumps: no finesse</source>
        <translation>партнёр поддержал козыри: без резки</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="416"/>
        <source>the best expected score over the layouts it imagined</source>
        <translation>лучший ожидаемый счёт по разыгранным в уме раскладам</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="419"/>
        <source>a beginner&apos;s slip</source>
        <translation>ошибка новичка</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="427"/>
        <source>Tricks are 0 to 13.</source>
        <translation>Взяток может быть от 0 до 13.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="428"/>
        <source>In a распасовка write the tricks N–S took (V-PASS-4).</source>
        <translation>При распасовке запишите взятки С–Ю (V-PASS-4).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="431"/>
        <source>Nobody played a deal that all passed: nothing else is written (V-PASS-1).</source>
        <translation>Сдачу, в которой все спасовали, не играли: больше ничего не пишется (V-PASS-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="434"/>
        <source>Write the honours and aces won in tricks (honours counted as captured, V-HON-1).</source>
        <translation>Запишите онёры и тузы, взятые во взятках (онёры считаются по взяткам, V-HON-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="438"/>
        <source>The honours won in tricks must add up to 5.</source>
        <translation>Онёров во взятках должно быть 5 на обе пары.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="441"/>
        <source>The aces won in tricks must add up to 4.</source>
        <translation>Тузов во взятках должно быть 4 на обе пары.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="444"/>
        <source>There are 5 trump honours: the two sides&apos; must add up to 5 (V-HON-1).</source>
        <translation>Козырных онёров пять: у двух пар вместе должно быть 5 (V-HON-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="447"/>
        <source>There are 4 aces: the two sides&apos; must add up to 4 (V-HON-1).</source>
        <translation>Тузов четыре: у двух пар вместе должно быть 4 (V-HON-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="450"/>
        <source>A coronet is a run of 3 to 13 cards from the ace, or 3 or 4 aces (V-CORO-1).</source>
        <translation>Корона — это от 3 до 13 карт подряд от туза или 3–4 туза (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="453"/>
        <source>One hand cannot hold two coronets of aces (V-CORO-1).</source>
        <translation>На одной руке не может быть двух корон из тузов (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="456"/>
        <source>A coronet of aces needs that many aces on its side (V-CORO-1).</source>
        <translation>Для короны из тузов у пары должно быть столько тузов (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="459"/>
        <source>Two runs from the ace of the same suit cannot both be dealt (V-CORO-1).</source>
        <translation>Двух корон от туза одной масти не бывает (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="462"/>
        <source>A run in trumps needs as many honours on its side (V-CORO-1).</source>
        <translation>Для короны в козырях у пары должно быть столько же онёров (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="465"/>
        <source>A side has more runs from the ace than aces (V-CORO-1).</source>
        <translation>У пары корон от туза больше, чем тузов (V-CORO-1).</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="183"/>
        <source>honours and aces</source>
        <translation>онёры и тузы</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="184"/>
        <source>aces at no-trump</source>
        <translation>тузы в бескозырной игре</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="185"/>
        <source>coronet</source>
        <translation>коронка</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="186"/>
        <source>undertricks</source>
        <translation>штраф за недобор</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="187"/>
        <source>declared slam</source>
        <translation>назначенный шлем</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="188"/>
        <source>slam taken</source>
        <translation>взятый шлем</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="190"/>
        <source>rubber</source>
        <translation>роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="191"/>
        <source>crosses</source>
        <translation>крестики</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="192"/>
        <source>revoke penalty</source>
        <translation>штраф за ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="193"/>
        <source>excess over 490</source>
        <translation>превышение над 490</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="194"/>
        <source>raspasovka</source>
        <translation>распасовка</translation>
    </message>
</context>
</TS>
