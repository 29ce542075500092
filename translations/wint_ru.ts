<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <location filename="../wint/gui/app.py" line="115"/>
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
    <name>MainWindow</name>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="122"/>
        <source>Could not save: %1</source>
        <translation>Не удалось сохранить: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="141"/>
        <source>The strong and expert players need the double-dummy solver (endplay), which is not available for this Python: they play as basic.</source>
        <translation>Сильным игрокам и экспертам нужен решатель двойного болвана (endplay), а для этой версии Python его нет: они играют как базовые.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="163"/>
        <source>Open session</source>
        <translation>Открыть сеанс</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="165"/>
        <location filename="../wint/gui/mainwindow.py" line="188"/>
        <source>wint sessions (*.wint)</source>
        <translation>Сеансы wint (*.wint)</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="175"/>
        <source>Cannot open</source>
        <translation>Не удаётся открыть</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="176"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не удаётся открыть %1:
%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="188"/>
        <source>Save session</source>
        <translation>Сохранить сеанс</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="217"/>
        <source>Print the score sheet</source>
        <translation>Печать записи</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="226"/>
        <source>Print preview</source>
        <translation>Предварительный просмотр</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="244"/>
        <source>Export the sheet as PDF</source>
        <translation>Сохранить запись в PDF</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="246"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="256"/>
        <location filename="../wint/gui/mainwindow.py" line="274"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="262"/>
        <source>Export the sheet as text</source>
        <translation>Сохранить запись как текст</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="264"/>
        <source>Text files (*.txt)</source>
        <translation>Текстовые файлы (*.txt)</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="279"/>
        <source>Cannot write</source>
        <translation>Не удалось сохранить</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="280"/>
        <source>The score sheet cannot be written:
%1</source>
        <translation>Не удалось сохранить запись:
%1</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="425"/>
        <source>wint — Vint</source>
        <translation>wint — Винт</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="426"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="427"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="428"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="429"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="430"/>
        <source>&amp;Speed</source>
        <translation>&amp;Скорость</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="431"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="432"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="433"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Последние файлы</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="434"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="435"/>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="436"/>
        <source>&amp;Print the score sheet…</source>
        <translation>&amp;Печать записи…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="437"/>
        <source>Print pre&amp;view…</source>
        <translation>Пред&amp;варительный просмотр…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="438"/>
        <source>Export the sheet as P&amp;DF…</source>
        <translation>Сохранить запись в PDF…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="439"/>
        <source>Export the sheet as &amp;text…</source>
        <translation>Сохранить запись как &amp;текст…</translation>
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
        <source>Show the &amp;last trick</source>
        <translation>Показать &amp;последнюю взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="449"/>
        <source>&amp;Rules of Vint</source>
        <translation>&amp;Правила винта</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="450"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="451"/>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="454"/>
        <source>Card &amp;indices</source>
        <translation>&amp;Обозначения карт</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="455"/>
        <source>As the language</source>
        <translation>По языку интерфейса</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="456"/>
        <source>A K Q J</source>
        <translation>A K Q J</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="457"/>
        <source>Т К Д В</source>
        <translation>Т К Д В</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="460"/>
        <source>Instant</source>
        <translation>Мгновенно</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="461"/>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="462"/>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="463"/>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="467"/>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="210"/>
        <location filename="../wint/gui/mainwindow.py" line="468"/>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="480"/>
        <source>The deal is over: Game › Next deal (Ctrl+D).</source>
        <translation>Сдача окончена: Игра › Следующая сдача (Ctrl+D).</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="482"/>
        <source>Your turn.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="486"/>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="493"/>
        <source>All passed.</source>
        <translation>Все спасовали.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="498"/>
        <source>%1 by %2: %3, %4.</source>
        <translation>%1, играет %2: %3, %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/mainwindow.py" line="501"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/mainwindow.py" line="546"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/mainwindow.py" line="550"/>
        <source>The session is over after %n deal(s).</source>
        <translation>
            <numerusform>Сеанс окончен: сыграна %n сдача.</numerusform>
            <numerusform>Сеанс окончен: сыграно %n сдачи.</numerusform>
            <numerusform>Сеанс окончен: сыграно %n сдач.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="502"/>
        <source>made</source>
        <translation>игра сделана</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="502"/>
        <source>failed</source>
        <translation>игра не сделана</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="507"/>
        <source>Below the line: we %1, they %2</source>
        <translation>Под чертой: мы %1, они %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="526"/>
        <source>Next deal: Ctrl+D</source>
        <translation>Следующая сдача: Ctrl+D</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="541"/>
        <source>The rubber is over: a draw.</source>
        <translation>Роббер окончен: ничья.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="544"/>
        <source>The rubber is over: %1 win by %2.</source>
        <translation>Роббер окончен: %1 в выигрыше на %2.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="545"/>
        <source>we</source>
        <translation>мы</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="545"/>
        <source>they</source>
        <translation>они</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="622"/>
        <source>(%1 — F1 explains)</source>
        <translation>(%1 — подробнее по F1)</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="632"/>
        <source>Play a card</source>
        <translation>Ход картой</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="632"/>
        <source>Play %1?</source>
        <translation>Сыграть %1?</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="645"/>
        <source>About wint</source>
        <translation>О программе wint</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="646"/>
        <source>wint %1
Vint (винт), the classic Russian card game.</source>
        <translation>wint %1
Винт — классическая русская карточная игра.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../wint/gui/new_game.py" line="46"/>
        <source>random</source>
        <translation>случайный</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="47"/>
        <source>beginner</source>
        <translation>новичок</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="48"/>
        <source>basic</source>
        <translation>базовый</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="49"/>
        <source>strong</source>
        <translation>сильный</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="50"/>
        <source>expert</source>
        <translation>эксперт</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="57"/>
        <source>Passes that close the auction</source>
        <translation>Число пасов, завершающих торговлю</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="60"/>
        <source>The question «can we lead?»</source>
        <translation>Вопрос «можно ли ходить?»</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="61"/>
        <source>The dealer must bid</source>
        <translation>Сдающий обязан назначить игру</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="62"/>
        <source>Opening lead</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="63"/>
        <source>Quitted tricks one may look at</source>
        <translation>Просмотр сыгранных взяток</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="64"/>
        <source>Table rules: revokes are possible</source>
        <translation>Настольные правила: возможен ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="65"/>
        <source>Honours counted</source>
        <translation>Онёры считаются</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="66"/>
        <source>Honours and aces of both sides</source>
        <translation>Онёры и тузы обеих сторон</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="67"/>
        <source>Aces need леве</source>
        <translation>Тузы требуют леве</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="68"/>
        <source>Three or four aces in one hand</source>
        <translation>Три или четыре туза на одной руке</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="71"/>
        <source>Undertrick penalty per level</source>
        <translation>Штраф за недобор на уровень игры</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="72"/>
        <source>Declared and taken slam premiums add up</source>
        <translation>Назначенный и взятый шлем: обе премии</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="75"/>
        <source>Slam taken scores for</source>
        <translation>Премию за взятый шлем получает</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="76"/>
        <source>Rubber bonus</source>
        <translation>Премия за роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="77"/>
        <source>Both sides reach 500 in one deal</source>
        <translation>Обе стороны набрали 500 в одной сдаче</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="78"/>
        <source>A failed contract can win the game</source>
        <translation>Партию можно выиграть и при недоборе</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="81"/>
        <source>Rubbers in a session</source>
        <translation>Робберов в сеансе</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="82"/>
        <source>All passed</source>
        <translation>Если все спасовали</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="83"/>
        <source>Crosses</source>
        <translation>Крестики</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="84"/>
        <source>After all passed, the deal goes to</source>
        <translation>После распасов сдаёт</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="85"/>
        <source>Revoke: each missing trick costs</source>
        <translation>Ренонс: за каждую недостающую взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="88"/>
        <source>Revoke: slam premium</source>
        <translation>Ренонс: премия за шлем</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="95"/>
        <source>declarer&apos;s left-hand opponent</source>
        <translation>противник слева от играющего</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="96"/>
        <source>dealer&apos;s left-hand opponent</source>
        <translation>противник слева от сдающего</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="97"/>
        <source>last two, one once a card is led</source>
        <translation>последние 2, после захода — 1</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="98"/>
        <source>always the last two</source>
        <translation>всегда две последние</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="99"/>
        <source>as held</source>
        <translation>по сданным картам</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="100"/>
        <source>as captured in tricks</source>
        <translation>по взятым взяткам</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="101"/>
        <source>set against each other</source>
        <translation>погашаются друг другом</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="102"/>
        <source>each side writes its own</source>
        <translation>каждая сторона пишет свои</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="103"/>
        <source>only when split 2–2</source>
        <translation>только при раскладе 2–2</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="104"/>
        <source>always</source>
        <translation>всегда</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="105"/>
        <source>by contract</source>
        <translation>в зависимости от игры</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="106"/>
        <source>always the high values</source>
        <translation>всегда по высшей цене</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="107"/>
        <source>always the low values</source>
        <translation>всегда по низшей цене</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="108"/>
        <source>any side</source>
        <translation>любая сторона</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="109"/>
        <source>the declarers, if made</source>
        <translation>назначившие, если игра сделана</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="110"/>
        <source>2000 as well as the game</source>
        <translation>2000 вдобавок к партии</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="111"/>
        <source>2000 instead of the game</source>
        <translation>2000 вместо партии</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="112"/>
        <source>the higher total wins</source>
        <translation>выигрывает больший счёт</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="113"/>
        <source>the declarers win</source>
        <translation>выигрывают назначившие</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="114"/>
        <source>a cross</source>
        <translation>крестик</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="115"/>
        <source>played out (распасовка)</source>
        <translation>разыгрываются (распасовка)</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="116"/>
        <source>redeal only</source>
        <translation>только пересдача</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="117"/>
        <source>500 each</source>
        <translation>по 500</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="118"/>
        <source>500, 1000, 1500 …</source>
        <translation>500, 1000, 1500 …</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="119"/>
        <source>the next dealer</source>
        <translation>следующий игрок</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="120"/>
        <source>the same dealer</source>
        <translation>тот же игрок</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="121"/>
        <source>an undertrick</source>
        <translation>штраф как за недобор</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="122"/>
        <source>a trick&apos;s value</source>
        <translation>цена взятки</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="123"/>
        <source>1000 / 2000</source>
        <translation>1000 / 2000</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="124"/>
        <source>5000 / 10000</source>
        <translation>5000 / 10000</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="128"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="130"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../wint/gui/new_game.py" line="259"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="260"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="263"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="263"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="263"/>
        <source>Computer level</source>
        <translation>Уровень компьютера</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="263"/>
        <source>You play</source>
        <translation>Вы играете</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="273"/>
        <source>Nobody: watch four computers</source>
        <translation>Никто: смотреть игру четырёх компьютеров</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="274"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="275"/>
        <source>Preset</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="276"/>
        <source>Options…</source>
        <translation>Настройки…</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="278"/>
        <source>random</source>
        <translation>случайное</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="277"/>
        <source>Seed</source>
        <translation>Зерно случайности</translation>
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
        <location filename="../wint/gui/new_game.py" line="178"/>
        <source>Rules</source>
        <translation>Правила</translation>
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
        <location filename="../wint/gui/sheet.py" line="235"/>
        <source>All rubbers</source>
        <translation>Все робберы</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="238"/>
        <source>Vint score sheet</source>
        <translation>Запись игры в винт</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="241"/>
        <source>We</source>
        <translation>Мы</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="242"/>
        <source>They</source>
        <translation>Они</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="248"/>
        <source>No deal has been scored yet.</source>
        <translation>Ещё не записано ни одной сдачи.</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="268"/>
        <source>After rubber %1</source>
        <translation>После роббера %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="273"/>
        <source>Players&apos; accounts</source>
        <translation>Счёт игроков</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="316"/>
        <source>(start)</source>
        <translation>(начало)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="346"/>
        <source>(game, rubber)</source>
        <translation>(партия, роббер)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="348"/>
        <source>(game)</source>
        <translation>(партия)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="356"/>
        <source>Subtotal</source>
        <translation>Подытог</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="379"/>
        <source>Above</source>
        <translation>Сверху</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="380"/>
        <source>Below</source>
        <translation>Снизу</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="381"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="230"/>
        <location filename="../wint/gui/sheet.py" line="394"/>
        <source>Result</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="401"/>
        <source>Rubber %1</source>
        <translation>Роббер %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="403"/>
        <source>Rubber %1 (in progress)</source>
        <translation>Роббер %1 (не окончен)</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="410"/>
        <source>Game %1:</source>
        <translation>Партия %1:</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="415"/>
        <source>deal %1</source>
        <translation>сдача %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="436"/>
        <source>%1 aces</source>
        <translation>%1 туза</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="731"/>
        <source>Page %1 of %2</source>
        <translation>Страница %1 из %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/sheet.py" line="801"/>
        <source>(continued)</source>
        <translation>(продолжение)</translation>
    </message>
</context>
<context>
    <name>SheetWords</name>
    <message numerus="yes">
        <location filename="../wint/gui/sheet.py" line="426"/>
        <source>%n cross(es)</source>
        <translation>
            <numerusform>%n крестик</numerusform>
            <numerusform>%n крестика</numerusform>
            <numerusform>%n крестиков</numerusform>
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
        <location filename="../wint/gui/table.py" line="592"/>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="594"/>
        <source>dealer: %1</source>
        <translation>сдаёт: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="597"/>
        <source>All passed</source>
        <translation>Все спасовали</translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="600"/>
        <source>Raspasovka</source>
        <translation>Распасовка</translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="602"/>
        <location filename="../wint/gui/table.py" line="612"/>
        <source>Tricks: we %1 · they %2</source>
        <translation>Взятки: мы %1 · они %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="608"/>
        <source>Contract: %1 by %2</source>
        <translation>Игра: %1, играет %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="679"/>
        <source>No trick may be looked at now.</source>
        <translation>Сейчас нельзя посмотреть ни одной взятки.</translation>
    </message>
    <message>
        <location filename="../wint/gui/table.py" line="720"/>
        <source>Why? Click here (%1)</source>
        <translation>Почему? Нажмите сюда (%1)</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../wint/gui/texts.py" line="64"/>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="65"/>
        <source>You must follow suit: you still hold a card of the suit led.</source>
        <translation>Нужно ходить в масть: у вас ещё есть карта масти захода.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="68"/>
        <source>That card is not in your hand.</source>
        <translation>Этой карты у вас нет.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="71"/>
        <source>A bid must be higher than the last one.</source>
        <translation>Назначение должно быть выше предыдущего.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="74"/>
        <source>The auction is closed.</source>
        <translation>Торговля уже закрыта.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="75"/>
        <source>The auction is not over yet.</source>
        <translation>Торговля ещё не окончена.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="78"/>
        <source>You asked «can we lead?»: you may only pass now.</source>
        <translation>Вы спросили «можно ли ходить?»: теперь вам можно только пасовать.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="81"/>
        <source>«Can we lead?» may be asked once, after two passes follow a bid.</source>
        <translation>Вопрос «можно ли ходить?» задают один раз, когда за назначением последовали два паса.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="84"/>
        <source>Nobody has asked «can we lead?».</source>
        <translation>Никто не спрашивал «можно ли ходить?».</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="87"/>
        <source>Only the side holding the highest bid invites the lead.</source>
        <translation>Предложить ходить может только сторона, назначившая высшую игру.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="90"/>
        <source>All passed: this deal is not played.</source>
        <translation>Все спасовали: эта сдача не разыгрывается.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="93"/>
        <source>The dealer must open the bidding.</source>
        <translation>Сдающий обязан открыть торговлю назначением.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="96"/>
        <source>That claim is not possible.</source>
        <translation>Претендовать на эти взятки нельзя.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="97"/>
        <source>The play is not finished.</source>
        <translation>Розыгрыш ещё не окончен.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="98"/>
        <source>That is not a call or a card.</source>
        <translation>Это не ход в торговле и не карта.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="114"/>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="115"/>
        <source>East</source>
        <translation>Восток</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="116"/>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="117"/>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="127"/>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="134"/>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="136"/>
        <source>Can we lead?</source>
        <translation>Можно ли ходить?</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="138"/>
        <source>Lead, please</source>
        <translation>Ходите!</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="148"/>
        <source>A</source>
        <translation>Т</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="149"/>
        <source>K</source>
        <translation>К</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="150"/>
        <source>Q</source>
        <translation>Д</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="151"/>
        <source>J</source>
        <translation>В</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="161"/>
        <source>hon.</source>
        <comment>sheet label</comment>
        <translation>он.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="162"/>
        <source>aces</source>
        <comment>sheet label</comment>
        <translation>т.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="163"/>
        <source>cor.</source>
        <comment>sheet label</comment>
        <translation>кор.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="164"/>
        <source>pen.</source>
        <comment>sheet label</comment>
        <translation>шт.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="165"/>
        <location filename="../wint/gui/texts.py" line="166"/>
        <source>slam</source>
        <comment>sheet label</comment>
        <translation>шл.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="167"/>
        <source>game</source>
        <comment>sheet label</comment>
        <translation>парт.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="168"/>
        <source>rub.</source>
        <comment>sheet label</comment>
        <translation>роб.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="170"/>
        <source>rev.</source>
        <comment>sheet label</comment>
        <translation>рен.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="172"/>
        <source>rasp.</source>
        <comment>sheet label</comment>
        <translation>расп.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="186"/>
        <source>game</source>
        <translation>партия</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="199"/>
        <source>shows three or four aces</source>
        <translation>показывает трёх или четырёх тузов</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="200"/>
        <source>shows two aces</source>
        <translation>показывает двух тузов</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="201"/>
        <source>supports partner&apos;s suit</source>
        <translation>поддерживает масть партнёра</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="202"/>
        <source>bids to finish the game</source>
        <translation>назначает, чтобы кончить партию</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="203"/>
        <source>a strong hand: a jump at once</source>
        <translation>сильная рука: сразу выше</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="204"/>
        <source>names its longest, strongest suit</source>
        <translation>называет свою самую длинную и сильную масть</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="207"/>
        <source>content with the contract: invites the lead</source>
        <translation>игра устраивает: приглашает ходить</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="210"/>
        <source>will not bid again: asks whether to lead</source>
        <translation>больше назначать не будет: спрашивает, можно ли ходить</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="213"/>
        <source>not enough tricks to bid</source>
        <translation>для назначения не хватает взяток</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="214"/>
        <source>has asked: may only pass</source>
        <translation>спросил — теперь только пасует</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="215"/>
        <source>draws trumps</source>
        <translation>выбивает козырей</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="216"/>
        <source>cashes a sure trick</source>
        <translation>берёт верную взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="217"/>
        <source>leads trumps</source>
        <translation>ходит в козыря</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="218"/>
        <source>top of a sequence</source>
        <translation>старшая из карт подряд</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="219"/>
        <source>a small card from the long suit</source>
        <translation>маленькая карта длинной масти</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="222"/>
        <source>partner is winning: plays low</source>
        <translation>взятка у партнёра: кладёт маленькую</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="223"/>
        <source>second hand low</source>
        <translation>вторая рука — маленькая</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="224"/>
        <source>wins as cheaply as possible</source>
        <translation>берёт взятку как можно дешевле</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="225"/>
        <source>cannot win: discards the least</source>
        <translation>взятку не взять: сносит ненужное</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="226"/>
        <source>the best expected score over the layouts it imagined</source>
        <translation>лучший ожидаемый счёт по разыгранным в уме раскладам</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="229"/>
        <source>a beginner&apos;s slip</source>
        <translation>ошибка новичка</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="180"/>
        <source>honours and aces</source>
        <translation>онёры и тузы</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="181"/>
        <source>aces at no-trump</source>
        <translation>тузы в бескозырной игре</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="182"/>
        <source>coronet</source>
        <translation>коронка</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="183"/>
        <source>undertricks</source>
        <translation>штраф за недобор</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="184"/>
        <source>declared slam</source>
        <translation>назначенный шлем</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="185"/>
        <source>slam taken</source>
        <translation>взятый шлем</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="187"/>
        <source>rubber</source>
        <translation>роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="188"/>
        <source>crosses</source>
        <translation>крестики</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="189"/>
        <source>revoke penalty</source>
        <translation>штраф за ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="190"/>
        <source>excess over 490</source>
        <translation>превышение над 490</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="191"/>
        <source>raspasovka</source>
        <translation>распасовка</translation>
    </message>
</context>
</TS>
