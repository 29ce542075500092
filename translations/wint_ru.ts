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
        <location filename="../wint/gui/bidding_box.py" line="93"/>
        <source>Ask «can we lead?»: after this you may only pass (V-BID-8).</source>
        <translation>Спросить «можно ли ходить?»: после этого вам можно только пасовать (V-BID-8).</translation>
    </message>
    <message>
        <location filename="../wint/gui/bidding_box.py" line="96"/>
        <source>Invite the opponents to lead: the auction ends now (V-BID-8).</source>
        <translation>Предложить противникам ходить: торговля сразу заканчивается (V-BID-8).</translation>
    </message>
    <message>
        <location filename="../wint/gui/bidding_box.py" line="127"/>
        <source>All passed.</source>
        <translation>Все спасовали.</translation>
    </message>
    <message>
        <location filename="../wint/gui/bidding_box.py" line="130"/>
        <source>Contract: %1 by %2</source>
        <translation>Игра: %1, играет %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/bidding_box.py" line="135"/>
        <source>Your call.</source>
        <translation>Ваше слово.</translation>
    </message>
    <message>
        <location filename="../wint/gui/bidding_box.py" line="137"/>
        <source>%1 is to call.</source>
        <translation>Говорит %1.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="110"/>
        <source>Could not save: %1</source>
        <translation>Не удалось сохранить: %1</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="139"/>
        <source>Open session</source>
        <translation>Открыть сеанс</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="141"/>
        <location filename="../wint/gui/mainwindow.py" line="164"/>
        <source>wint sessions (*.wint)</source>
        <translation>Сеансы wint (*.wint)</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="151"/>
        <source>Cannot open</source>
        <translation>Не удаётся открыть</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="152"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>Не удаётся открыть %1:
%2</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="164"/>
        <source>Save session</source>
        <translation>Сохранить сеанс</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="311"/>
        <source>wint — Vint</source>
        <translation>wint — Винт</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="312"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="313"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="314"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="315"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="316"/>
        <source>&amp;Speed</source>
        <translation>&amp;Скорость</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="317"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="318"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="319"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Последние файлы</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="320"/>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="321"/>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="322"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="323"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="324"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="325"/>
        <source>&amp;Next deal</source>
        <translation>Следующая с&amp;дача</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="326"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Четырёхцветная колода</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="327"/>
        <source>&amp;About wint</source>
        <translation>&amp;О программе wint</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="328"/>
        <source>&amp;Confirm before playing a card</source>
        <translation>Подтверждать &amp;ход картой</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="329"/>
        <source>Play a &amp;single legal card by itself</source>
        <translation>Единственно возможный ход — &amp;автоматически</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="330"/>
        <source>Show the &amp;last trick</source>
        <translation>Показать &amp;последнюю взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="331"/>
        <source>&amp;Rules of Vint</source>
        <translation>&amp;Правила винта</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="332"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="333"/>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="336"/>
        <source>Card &amp;indices</source>
        <translation>&amp;Обозначения карт</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="337"/>
        <source>As the language</source>
        <translation>По языку интерфейса</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="338"/>
        <source>A K Q J</source>
        <translation>A K Q J</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="339"/>
        <source>Т К Д В</source>
        <translation>Т К Д В</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="342"/>
        <source>Instant</source>
        <translation>Мгновенно</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="343"/>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="344"/>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="345"/>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="349"/>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="350"/>
        <source>Score sheet</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="362"/>
        <source>The deal is over: Game › Next deal (Ctrl+D).</source>
        <translation>Сдача окончена: Игра › Следующая сдача (Ctrl+D).</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="364"/>
        <source>Your turn.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="368"/>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="375"/>
        <source>All passed.</source>
        <translation>Все спасовали.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="380"/>
        <source>%1 by %2: %3, %4.</source>
        <translation>%1, играет %2: %3, %4.</translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/mainwindow.py" line="383"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/mainwindow.py" line="428"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../wint/gui/mainwindow.py" line="432"/>
        <source>The session is over after %n deal(s).</source>
        <translation>
            <numerusform>Сеанс окончен: сыграна %n сдача.</numerusform>
            <numerusform>Сеанс окончен: сыграно %n сдачи.</numerusform>
            <numerusform>Сеанс окончен: сыграно %n сдач.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="384"/>
        <source>made</source>
        <translation>игра сделана</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="384"/>
        <source>failed</source>
        <translation>игра не сделана</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="389"/>
        <source>Below the line: we %1, they %2</source>
        <translation>Под чертой: мы %1, они %2</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="408"/>
        <source>Next deal: Ctrl+D</source>
        <translation>Следующая сдача: Ctrl+D</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="423"/>
        <source>The rubber is over: a draw.</source>
        <translation>Роббер окончен: ничья.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="426"/>
        <source>The rubber is over: %1 win by %2.</source>
        <translation>Роббер окончен: %1 в выигрыше на %2.</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="427"/>
        <source>we</source>
        <translation>мы</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="427"/>
        <source>they</source>
        <translation>они</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="504"/>
        <source>(%1 — F1 explains)</source>
        <translation>(%1 — подробнее по F1)</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="514"/>
        <source>Play a card</source>
        <translation>Ход картой</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="514"/>
        <source>Play %1?</source>
        <translation>Сыграть %1?</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="527"/>
        <source>About wint</source>
        <translation>О программе wint</translation>
    </message>
    <message>
        <location filename="../wint/gui/mainwindow.py" line="528"/>
        <source>wint %1
Vint (винт), the classic Russian card game.</source>
        <translation>wint %1
Винт — классическая русская карточная игра.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../wint/gui/new_game.py" line="45"/>
        <source>random</source>
        <translation>случайный</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="46"/>
        <source>beginner</source>
        <translation>новичок</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="47"/>
        <source>basic</source>
        <translation>базовый</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="48"/>
        <source>strong</source>
        <translation>сильный</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="49"/>
        <source>expert</source>
        <translation>эксперт</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="56"/>
        <source>Passes that close the auction</source>
        <translation>Число пасов, завершающих торговлю</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="59"/>
        <source>The question «can we lead?»</source>
        <translation>Вопрос «можно ли ходить?»</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="60"/>
        <source>The dealer must bid</source>
        <translation>Сдающий обязан назначить игру</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="61"/>
        <source>Opening lead</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="62"/>
        <source>Quitted tricks one may look at</source>
        <translation>Просмотр сыгранных взяток</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="63"/>
        <source>Table rules: revokes are possible</source>
        <translation>Настольные правила: возможен ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="64"/>
        <source>Honours counted</source>
        <translation>Онёры считаются</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="65"/>
        <source>Honours and aces of both sides</source>
        <translation>Онёры и тузы обеих сторон</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="66"/>
        <source>Aces need леве</source>
        <translation>Тузы требуют леве</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="67"/>
        <source>Three or four aces in one hand</source>
        <translation>Три или четыре туза на одной руке</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="70"/>
        <source>Undertrick penalty per level</source>
        <translation>Штраф за недобор на уровень игры</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="71"/>
        <source>Declared and taken slam premiums add up</source>
        <translation>Назначенный и взятый шлем: обе премии</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="74"/>
        <source>Slam taken scores for</source>
        <translation>Премию за взятый шлем получает</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="75"/>
        <source>Rubber bonus</source>
        <translation>Премия за роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="76"/>
        <source>Both sides reach 500 in one deal</source>
        <translation>Обе стороны набрали 500 в одной сдаче</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="77"/>
        <source>A failed contract can win the game</source>
        <translation>Партию можно выиграть и при недоборе</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="80"/>
        <source>Rubbers in a session</source>
        <translation>Робберов в сеансе</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="81"/>
        <source>All passed</source>
        <translation>Если все спасовали</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="82"/>
        <source>Crosses</source>
        <translation>Крестики</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="83"/>
        <source>After all passed, the deal goes to</source>
        <translation>После распасов сдаёт</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="84"/>
        <source>Revoke: each missing trick costs</source>
        <translation>Ренонс: за каждую недостающую взятку</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="87"/>
        <source>Revoke: slam premium</source>
        <translation>Ренонс: премия за шлем</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="94"/>
        <source>declarer&apos;s left-hand opponent</source>
        <translation>противник слева от играющего</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="95"/>
        <source>dealer&apos;s left-hand opponent</source>
        <translation>противник слева от сдающего</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="96"/>
        <source>last two, one once a card is led</source>
        <translation>последние 2, после захода — 1</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="97"/>
        <source>always the last two</source>
        <translation>всегда две последние</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="98"/>
        <source>as held</source>
        <translation>по сданным картам</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="99"/>
        <source>as captured in tricks</source>
        <translation>по взятым взяткам</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="100"/>
        <source>set against each other</source>
        <translation>погашаются друг другом</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="101"/>
        <source>each side writes its own</source>
        <translation>каждая сторона пишет свои</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="102"/>
        <source>only when split 2–2</source>
        <translation>только при раскладе 2–2</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="103"/>
        <source>always</source>
        <translation>всегда</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="104"/>
        <source>by contract</source>
        <translation>в зависимости от игры</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="105"/>
        <source>always the high values</source>
        <translation>всегда по высшей цене</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="106"/>
        <source>always the low values</source>
        <translation>всегда по низшей цене</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="107"/>
        <source>any side</source>
        <translation>любая сторона</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="108"/>
        <source>the declarers, if made</source>
        <translation>назначившие, если игра сделана</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="109"/>
        <source>2000 as well as the game</source>
        <translation>2000 вдобавок к партии</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="110"/>
        <source>2000 instead of the game</source>
        <translation>2000 вместо партии</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="111"/>
        <source>the higher total wins</source>
        <translation>выигрывает больший счёт</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="112"/>
        <source>the declarers win</source>
        <translation>выигрывают назначившие</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="113"/>
        <source>a cross</source>
        <translation>крестик</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="114"/>
        <source>played out (распасовка)</source>
        <translation>разыгрываются (распасовка)</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="115"/>
        <source>redeal only</source>
        <translation>только пересдача</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="116"/>
        <source>500 each</source>
        <translation>по 500</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="117"/>
        <source>500, 1000, 1500 …</source>
        <translation>500, 1000, 1500 …</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="118"/>
        <source>the next dealer</source>
        <translation>следующий игрок</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="119"/>
        <source>the same dealer</source>
        <translation>тот же игрок</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="120"/>
        <source>an undertrick</source>
        <translation>штраф как за недобор</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="121"/>
        <source>a trick&apos;s value</source>
        <translation>цена взятки</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="122"/>
        <source>1000 / 2000</source>
        <translation>1000 / 2000</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="123"/>
        <source>5000 / 10000</source>
        <translation>5000 / 10000</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="127"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="129"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../wint/gui/new_game.py" line="268"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="269"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="272"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="272"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="272"/>
        <source>Computer level</source>
        <translation>Уровень компьютера</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="272"/>
        <source>You play</source>
        <translation>Вы играете</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="282"/>
        <source>Nobody: watch four computers</source>
        <translation>Никто: смотреть игру четырёх компьютеров</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="283"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="284"/>
        <source>Preset</source>
        <translation>Набор правил</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="285"/>
        <source>Options…</source>
        <translation>Настройки…</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="287"/>
        <source>random</source>
        <translation>случайное</translation>
    </message>
    <message>
        <location filename="../wint/gui/new_game.py" line="286"/>
        <source>Seed</source>
        <translation>Зерно случайности</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <location filename="../wint/gui/rules_browser.py" line="88"/>
        <source>not found</source>
        <translation>не найдено</translation>
    </message>
    <message>
        <location filename="../wint/gui/rules_browser.py" line="99"/>
        <source>Rules of Vint</source>
        <translation>Правила винта</translation>
    </message>
    <message>
        <location filename="../wint/gui/rules_browser.py" line="100"/>
        <source>Search the rules</source>
        <translation>Поиск по правилам</translation>
    </message>
    <message>
        <location filename="../wint/gui/rules_browser.py" line="101"/>
        <source>Find</source>
        <translation>Найти</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../wint/gui/new_game.py" line="182"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../wint/gui/score_sheet.py" line="109"/>
        <source>We</source>
        <translation>Мы</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_sheet.py" line="111"/>
        <source>They</source>
        <translation>Они</translation>
    </message>
    <message>
        <location filename="../wint/gui/score_sheet.py" line="161"/>
        <source>Total</source>
        <translation>Итого</translation>
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
        <location filename="../wint/gui/texts.py" line="63"/>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="64"/>
        <source>You must follow suit: you still hold a card of the suit led.</source>
        <translation>Нужно ходить в масть: у вас ещё есть карта масти захода.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="67"/>
        <source>That card is not in your hand.</source>
        <translation>Этой карты у вас нет.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="70"/>
        <source>A bid must be higher than the last one.</source>
        <translation>Назначение должно быть выше предыдущего.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="73"/>
        <source>The auction is closed.</source>
        <translation>Торговля уже закрыта.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="74"/>
        <source>The auction is not over yet.</source>
        <translation>Торговля ещё не окончена.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="77"/>
        <source>You asked «can we lead?»: you may only pass now.</source>
        <translation>Вы спросили «можно ли ходить?»: теперь вам можно только пасовать.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="80"/>
        <source>«Can we lead?» may be asked once, after two passes follow a bid.</source>
        <translation>Вопрос «можно ли ходить?» задают один раз, когда за назначением последовали два паса.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="83"/>
        <source>Nobody has asked «can we lead?».</source>
        <translation>Никто не спрашивал «можно ли ходить?».</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="86"/>
        <source>Only the side holding the highest bid invites the lead.</source>
        <translation>Предложить ходить может только сторона, назначившая высшую игру.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="89"/>
        <source>All passed: this deal is not played.</source>
        <translation>Все спасовали: эта сдача не разыгрывается.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="92"/>
        <source>The dealer must open the bidding.</source>
        <translation>Сдающий обязан открыть торговлю назначением.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="95"/>
        <source>That claim is not possible.</source>
        <translation>Претендовать на эти взятки нельзя.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="96"/>
        <source>The play is not finished.</source>
        <translation>Розыгрыш ещё не окончен.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="97"/>
        <source>That is not a call or a card.</source>
        <translation>Это не ход в торговле и не карта.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="113"/>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="114"/>
        <source>East</source>
        <translation>Восток</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="115"/>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="116"/>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="126"/>
        <source>NT</source>
        <translation>БК</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="133"/>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="135"/>
        <source>Can we lead?</source>
        <translation>Можно ли ходить?</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="137"/>
        <source>Lead, please</source>
        <translation>Ходите!</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="147"/>
        <source>A</source>
        <translation>Т</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="148"/>
        <source>K</source>
        <translation>К</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="149"/>
        <source>Q</source>
        <translation>Д</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="150"/>
        <source>J</source>
        <translation>В</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="160"/>
        <source>hon.</source>
        <comment>sheet label</comment>
        <translation>он.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="161"/>
        <source>aces</source>
        <comment>sheet label</comment>
        <translation>т.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="162"/>
        <source>cor.</source>
        <comment>sheet label</comment>
        <translation>кор.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="163"/>
        <source>pen.</source>
        <comment>sheet label</comment>
        <translation>шт.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="164"/>
        <location filename="../wint/gui/texts.py" line="165"/>
        <source>slam</source>
        <comment>sheet label</comment>
        <translation>шл.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="166"/>
        <source>game</source>
        <comment>sheet label</comment>
        <translation>парт.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="167"/>
        <source>rub.</source>
        <comment>sheet label</comment>
        <translation>роб.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="169"/>
        <source>rev.</source>
        <comment>sheet label</comment>
        <translation>рен.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="171"/>
        <source>rasp.</source>
        <comment>sheet label</comment>
        <translation>расп.</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="185"/>
        <source>game</source>
        <translation>партия</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="179"/>
        <source>honours and aces</source>
        <translation>онёры и тузы</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="180"/>
        <source>aces at no-trump</source>
        <translation>тузы в бескозырной игре</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="181"/>
        <source>coronet</source>
        <translation>коронка</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="182"/>
        <source>undertricks</source>
        <translation>штраф за недобор</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="183"/>
        <source>declared slam</source>
        <translation>назначенный шлем</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="184"/>
        <source>slam taken</source>
        <translation>взятый шлем</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="186"/>
        <source>rubber</source>
        <translation>роббер</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="187"/>
        <source>crosses</source>
        <translation>крестики</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="188"/>
        <source>revoke penalty</source>
        <translation>штраф за ренонс</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="189"/>
        <source>excess over 490</source>
        <translation>превышение над 490</translation>
    </message>
    <message>
        <location filename="../wint/gui/texts.py" line="190"/>
        <source>raspasovka</source>
        <translation>распасовка</translation>
    </message>
</context>
</TS>
