"""The Possession table: a 3-person hot-seat turn with the hands passed, watch mode and the
solitaire to the end, clicking cards onto Victims, and the card inspector."""

from __future__ import annotations

import re

import pytest
from textual.content import Content
from textual.widgets import Static

from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.dialogs import HandoffScreen
from tabletop_tui.ui.game_over import GameOverScreen
from tabletop_tui.ui.help import HelpScreen, HelpText
from tabletop_tui.ui.possession import inspector
from tabletop_tui.ui.possession.areas import DaemonArea, HandArea
from tabletop_tui.ui.possession.board import Board
from tabletop_tui.ui.possession.cards import HandCard, VictimBox
from tabletop_tui.ui.possession.scenes import fights_match, round_match
from tabletop_tui.ui.possession.screen import PossessionScreen
from tabletop_tui.ui.widgets.log_panel import LogPanel
from tests.ui.conftest import WIDE, wait_for, wait_for_screen
from tests.ui.conftest import Curtains as BaseCurtains

# Seed 5, three people: Cy is the first Narrator and the Location (LEFT) makes Ann the First
# Player; at the turn's end every hand passes to the left (Ann's to Bob, Bob's to Cy, Cy's
# to Ann).
SEED = 5
THREE_SEED = 4  # three people: Player 3 narrates, a LEFT Location, Player 1 holds a card to click
LEFT = {0: 1, 1: 2, 2: 0}


def text_of(widget: Static) -> str:
    """What a Static shows, as plain text."""
    return str(widget.content)


def plain(title: object) -> str:
    """A border title or subtitle without its markup."""
    return Content.from_markup(str(title or "")).plain


def shown_hand(table: PossessionScreen) -> list[str]:
    """The card ids of the hand cards on the table."""
    return [card.card_id for card in table.query(HandCard).results(HandCard)]


class Curtains(BaseCurtains):
    """The curtain hides the hand; once lifted, the deciding seat's own hand is on the table,
    as the view holds it."""

    def hidden(self) -> None:
        super().hidden()
        assert not self.table.query(HandCard)
        assert "hidden" in text_of(self.table.query_one(".hidden-note", Static))

    def shown(self) -> None:
        hand = self.table.match.view(self.seat())["players"][self.seat()]["hand"]
        assert shown_hand(self.table) == hand


async def test_three_people_play_a_whole_turn_and_the_hands_pass_left() -> None:
    app = make_app("possession", ["human", "human", "human"], seed=THREE_SEED, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        await wait_for_screen(pilot, HandoffScreen)
        assert app.screen.player == "Player 1"  # type: ignore[attr-defined]
        await pilot.press("enter")
        table = await wait_for_screen(pilot, PossessionScreen)
        assert isinstance(table, PossessionScreen)
        match = table.match
        moves = Curtains(pilot, table)
        await moves.after(0)
        board = table.query_one(Board)
        assert "Narrator Player 3" in plain(board.border_title)
        assert "hands go LEFT" in text_of(board.query_one("#location", Static))
        assert "passes LEFT to Player 2" in plain(table.query_one(HandArea).border_subtitle)

        # Player 1 plays a card with no target by clicking it: it is the only way to play it.
        assert table.asking is not None
        alone = {o.cards[0] for o in table.asking.options if len(o.cards) == 1}
        card = next(c for c in table.query(HandCard).results(HandCard) if c.card_id in alone)
        assert card.has_class("-choosable")
        await moves.click(card)
        assert match.choices[-1] == f"play:{card.card_id}"
        assert card.card_id not in match.view(0)["players"][0]["hand"]

        hands: dict[int, list[str]] = {}
        while match.turn == 1:
            view = match.view(None)
            hands = {s: list(match.view(s)["players"][s]["hand"]) for s in range(3)}
            assert view["players"][0]["hand"] is None  # nobody's hand in the public view
            keys = [o.key for o in table.asking.options]  # type: ignore[union-attr]
            await moves.press(moves.number("end") if "end" in keys else "1")
        assert True in moves.seen and False in moves.seen  # curtains only for a new person

        # Turn 2: whoever decides first holds, among the cards dealt, the hand passed to them.
        seat = moves.seat()
        giver = next(g for g, r in LEFT.items() if r == seat)
        assert set(hands[giver]) <= set(shown_hand(table))
        log = [entry.text for entry in match.log(None)]
        assert "Hands pass to the left, and the Narrator's Token with them." in log
        assert "Player 1 is the Narrator." in log
        assert "Narrator Player 1" in plain(board.border_title)
        lines = [str(line.text) for line in table.query_one(LogPanel).lines]
        assert any("Hands pass to the left" in line for line in lines)
        # R34: the cards it passed on, still in the hand it passed them to, are named there
        receiver = LEFT[seat]
        still = set(hands[seat]) & set(match.state.players[receiver].hand)
        assert still
        track = text_of(table.query_one(f"#seat-{receiver} .track", Static))
        names = track.split("You know it holds: ")[1].split(", ")
        assert sorted(names) == sorted(table.cards.card(c).name for c in still)
        # the mouse over the area names them too (where a short screen only counts them)
        area = table.query_one(f"#seat-{receiver}")
        assert area.tooltip == "You know it holds: " + ", ".join(sorted(names))
        other = text_of(table.query_one(f"#seat-{LEFT[receiver]} .track", Static))
        assert "You know it holds" not in other  # that hand came from the third player
        assert table.query_one(f"#seat-{LEFT[receiver]}").tooltip is None


async def test_watching_two_bots_reaches_game_over_with_no_hand_and_no_curtain() -> None:
    app = make_app("possession", ["greedy", "random"], seed=4, bot_delay=0)
    curtains = []
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, PossessionScreen)
        assert isinstance(table, PossessionScreen)
        assert table.shown_seat is None and not table.query(HandCard)
        assert "Watching" in text_of(table.query_one(".hidden-note", Static))

        def over() -> bool:
            curtains.append(isinstance(app.screen, HandoffScreen))
            return isinstance(app.screen, GameOverScreen)

        await wait_for(pilot, over, seconds=60)
        over_screen = await wait_for_screen(pilot, GameOverScreen)
        assert not any(curtains)
        result = table.match.game.result(table.match.state)
        headline = str(over_screen.query_one("#headline", Static).content)
        assert headline in [f"{table.match.name(w)} wins" for w in result.winners] or ["Draw"]
        log = [entry.text for entry in table.match.log(None)]
        assert any(line.startswith("Fight: ") for line in log)
        assert not table.query(HandCard)


async def test_the_solitaire_watched_to_the_end_shows_its_nemesis_deck_and_goal() -> None:
    app = make_app("possession", ["greedy"], seed=2, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, PossessionScreen)
        assert isinstance(table, PossessionScreen)
        board = table.query_one(Board)
        await wait_for(pilot, lambda: "Nemesis deck" in plain(board.border_subtitle))
        assert "hold 2 Victims after turn 5" in plain(board.border_title)
        assert len(table.query(DaemonArea)) == 1
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), seconds=60)
        assert table.match.over


async def test_a_card_with_several_targets_lights_them_and_a_click_on_one_plays_it() -> None:
    """Its one option names the card and every Victim it may go on; a click on the card
    asks which Victim (lit on the table), and a click on one of them plays it there."""
    match = round_match()
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        pilot.app.open_match(match)  # type: ignore[attr-defined]
        table = await wait_for_screen(pilot, PossessionScreen)
        assert isinstance(table, PossessionScreen) and table.asking is not None
        option = next(o for o in table.asking.options if len(o.cards) > 2)
        card_id, targets = option.cards[0], list(option.cards[1:])
        assert option.key == f"play:{card_id}"
        card = next(c for c in table.query(HandCard).results(HandCard) if c.card_id == card_id)
        await pilot.click(card)
        await wait_for(pilot, lambda: table.asking is not None and table.asking.kind == "aim")
        await pilot.pause()
        assert match.choices[-1] == f"play:{card_id}"
        assert table.selected == card_id and card.has_class("-selected")
        lit = {
            b.card_id for b in table.query(VictimBox).results(VictimBox) if b.has_class("-target")
        }
        assert lit == set(targets)
        choices = len(match.choices)
        target = next(
            b for b in table.query(VictimBox).results(VictimBox) if b.card_id == targets[-1]
        )
        table.query_one("#table").scroll_to_widget(target, animate=False, immediate=True)
        await pilot.pause()
        await pilot.click(target)
        await pilot.pause()
        assert len(match.choices) > choices  # (the bots may answer after it)
        assert match.choices[choices].startswith(f"play:{card_id}@{targets[-1]}")


async def test_fights_light_the_victims_and_the_inspector_reads_every_kind_of_card() -> None:
    match = fights_match()
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        pilot.app.open_match(match)  # type: ignore[attr-defined]
        table = await wait_for_screen(pilot, PossessionScreen)
        assert isinstance(table, PossessionScreen) and table.asking is not None
        assert "FIGHTS" in str(table.query_one("#clock", Static).content)
        fighters = {o.cards[0] for o in table.asking.options}
        boxes = {b.card_id: b for b in table.query(VictimBox).results(VictimBox)}
        assert all(boxes[v].has_class("-choosable") for v in fighters)
        for v in fighters:  # the likely result, first on the second line
            second = text_of(boxes[v]).split("\n")[1]
            assert re.match(r"\d+[≥<]\d+ (dies|holds|freed|no wound|♥−\d)", second), second
        box = boxes[sorted(fighters)[0]]
        box.focus()
        await pilot.pause()
        await pilot.press("i")
        help_screen = await wait_for_screen(pilot, HelpScreen)
        card = help_screen.query_one("#card HelpText", HelpText).source
        assert card.startswith(f"## {table.cards.card(box.card_id).name}")
        assert "**Victim**" in card and "Waiting to fight" in card
        await pilot.press("escape")
        await wait_for_screen(pilot, PossessionScreen)

    # every kind of card the view shows has its own words in the inspector
    view = match.view(0)
    cards = match.game.cards  # type: ignore[attr-defined]
    words = {
        "victim": "Life ♥",
        "equipment": "**Equipment**",
        "nemesis": "Strength ⚔",
        "event": "**Event**",
        "possession": "**Possession**",
        "location": "Direction **",
        "daemon": "**Daemon**",
    }
    seen = set()
    for card_id in sorted(inspector.visible_cards(view)):
        kind = cards.card(card_id).kind
        text = inspector.describe(cards, view, card_id)
        assert text.startswith(f"## {cards.card(card_id).name}") and words[kind] in text
        seen.add(kind)
    assert {"victim", "location", "daemon", "possession", "nemesis"} <= seen
    hidden = next(c for c in cards.game_deck if c not in inspector.visible_cards(view))
    assert inspector.describe(cards, view, hidden) == inspector.NOT_VISIBLE


@pytest.mark.parametrize("people", [2, 4])
async def test_the_curtain_comes_down_for_each_new_person_with_two_or_four(people: int) -> None:
    app = make_app("possession", ["human"] * people, seed=SEED, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        await wait_for_screen(pilot, HandoffScreen)
        await pilot.press("enter")
        table = await wait_for_screen(pilot, PossessionScreen)
        assert isinstance(table, PossessionScreen)
        moves = Curtains(pilot, table)
        await moves.after(moves.seat())
        assert len(table.query(DaemonArea)) == people
        while moves.seen.count(True) < people - 1:  # until each has had the screen
            assert len(table.match.choices) < 6 * people
            keys = [o.key for o in table.asking.options]  # type: ignore[union-attr]
            await moves.press(moves.number("end") if "end" in keys else "1")
        assert False in moves.seen  # the same person's next decision: no curtain


async def test_the_solitaire_never_shows_the_curtain() -> None:
    app = make_app("possession", ["human"], seed=SEED, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, PossessionScreen)
        assert isinstance(table, PossessionScreen)
        await wait_for(pilot, lambda: table.asking is not None)
        for _ in range(8):
            assert not isinstance(pilot.app.screen, HandoffScreen)
            assert table.shown_seat == 0 and table.query(HandCard)
            keys = [o.key for o in table.asking.options]  # type: ignore[union-attr]
            await pilot.press(str(keys.index("end") + 1) if "end" in keys else "1")
            await pilot.pause()


async def test_after_a_claim_every_free_victim_box_still_shows_its_victim() -> None:
    """Claiming changes the playing area: the new boxes are drawn at once (a regression:
    they stayed blank until the next move), and the Victims still free keep theirs."""
    app = make_app("possession", ["human", "greedy"], seed=2, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, PossessionScreen)
        assert isinstance(table, PossessionScreen)
        match = table.match
        # seed 2: Player 1 plays a Possession card, then claims a Victim
        assert table.asking is not None
        keys = [o.key for o in table.asking.options]
        key = next(
            o.key for o in table.asking.options if o.key.startswith("play:") and len(o.cards) == 1
        )
        await pilot.press(str(keys.index(key) + 1))
        await wait_for(pilot, lambda: len(match.choices) == 1 and table.asking is not None)
        assert table.asking is not None
        keys = [o.key for o in table.asking.options]
        claim = next(k for k in keys if k.startswith("claim:"))
        free_area = table.query_one("#free")
        before = {b.card_id: b for b in free_area.query(VictimBox).results(VictimBox)}
        await pilot.press(str(keys.index(claim) + 1))
        await wait_for(pilot, lambda: len(match.choices) == 2)
        await pilot.pause()
        free = [v["id"] for v in match.view(0)["victims"] if v["owner"] == -1]
        boxes = list(table.query_one("#free").query(VictimBox).results(VictimBox))
        assert {b.card_id for b in boxes} >= set(free)
        for box in boxes:  # every box on the table, the new ones included, shows its Victim
            assert table.cards.card(box.card_id).name in text_of(box), box.card_id
        # a Victim still free keeps its box (the grid is not rebuilt when one leaves)
        stayed = [b for b in boxes if b.card_id in before]
        assert stayed and all(b is before[b.card_id] for b in stayed)


def test_a_hidden_traps_warning_says_what_the_hand_risks_where_it_goes() -> None:
    """RULINGS R12: only a hand passed on is searched. A play-tester was warned of a next
    holder on a RESHUFFLE turn, where the hand goes back into the deck unsearched."""
    from tabletop_tui.ui.possession.areas import trap_risk

    assert "lose 2 Possession cards" in trap_risk("at the turn's end it passes LEFT to Bo")
    assert "lose 2" in trap_risk("at the turn's end it goes OPPOSITE to Cy")
    reshuffle = trap_risk("it goes back into the Game Deck at the turn's end (RESHUFFLE)")
    assert "keeps its secret" in reshuffle and "lose" not in reshuffle
    stay = trap_risk("you keep it at the turn's end (STAY)")
    assert "nobody finds it" in stay and "lose" not in stay


def test_a_fight_without_escape_is_not_offered_as_one() -> None:
    """A play-tester read "your Victim may escape" over options that held no escape."""
    from tabletop_tui.core.decision import Decision, Option
    from tabletop_tui.ui.possession.screen import PossessionScreen

    fight, reveal = Option("fight", "Stand and fight (5 against 8)"), Option("reveal", "Reveal")
    prompt = "The Poacher must fight: reveal your Daemon first?"
    no_escape = Decision(0, prompt, (fight, reveal), "fight")
    screen = PossessionScreen.__new__(PossessionScreen)
    assert "may escape" not in screen.what_to_do(no_escape)
    escape = Option("escape", "Escape (the Nemeses are discarded; no fight)")
    with_escape = Decision(0, "The Poacher may escape this fight.", (escape, fight), "fight")
    assert "may escape" in screen.what_to_do(with_escape)


def test_a_frame_between_turns_reads_as_a_turn_being_set_up() -> None:
    """A play-tester saw "Turn 5/5 · turn's end · Night" in a frame shown as turn 5 began
    (a Day turn): the frame was taken before the Narrator set the turn up. It now reads
    "setting up", with the Time Coin not yet tossed."""
    import copy
    import random

    from tabletop_tui.core.frames import frames
    from tabletop_tui.core.match import Match, Seat
    from tabletop_tui.ui.possession.board import time_text, turn_text

    match = Match.start("possession", [Seat("random", "A"), Seat("random", "B")], 3)
    rng, seen = random.Random(3), 0
    while (decision := match.decision()) is not None:
        key = rng.choice(decision.options).key
        for frame in frames(match.game, copy.deepcopy(match.state), key):
            view = match.game.view(frame, None)
            assert "setting up" in turn_text(view).plain, turn_text(view).plain
            assert "tossed" in time_text(view).plain
            seen += 1
        match.choose(key)
    assert seen >= 4  # a frame as each turn after the first began


def test_the_cards_you_passed_on_are_named_or_counted_on_a_short_screen() -> None:
    """R34 on an area: named in full, counted in the area's title at 80x24 (the track's
    line is full there, and a line of their own would push the table past the screen), and
    nothing on your own area nor for a spectator."""
    from tabletop_tui.core.registry import load_game
    from tabletop_tui.ui.possession.areas import area_title, counts_text

    cards = load_game("possession").cards  # type: ignore[attr-defined]
    well, promise = "whisper-in-the-well#1", "gilded-promise#1"
    players = [
        {"hand_count": 8, "played": 0, "seen_by": {}},
        {"hand_count": 6, "played": 1, "seen_by": {well: [0], promise: [0], "x#1": [2]}},
    ]
    view = {"seat": 0, "players": players}
    long = counts_text(view, 1, False, cards).plain
    assert long.endswith("\nYou know it holds: A Gilded Promise, Whisper in the Well")
    assert counts_text(view, 1, True, cards).plain == " · hand 6 · 1/4"
    view |= {"solitaire": True, "phase": "round"}
    players[1]["name"] = "Bob"
    assert area_title(view, 1, None, short=True).plain == "Bob · 2 cards known"
    assert area_title(view, 1, None).plain == "Bob"
    assert "know" not in counts_text(view, 0, False, cards).plain
    assert "know" not in counts_text({**view, "seat": None}, 1, False, cards).plain


def test_a_condition_names_its_location_with_the_right_article() -> None:
    """ "an entertainment Location", not "a entertainment Location" (a card audit)."""
    from tabletop_tui.ui.possession.words import when_words

    assert when_words({"symbol": "entertainment"}) == "an entertainment Location"
    assert when_words({"time": "night", "refuge": "gloom"}) == "Night, a Gloom Location"


def test_the_time_coin_shows_once_tossed_while_the_turn_is_still_set_up() -> None:
    """The Narrator choosing the First Player (three players, OPPOSITE) is asked after the
    toss: the header shows the coin's side, which may matter to the choice (a play-test saw
    "The Time Coin is tossed as the turn is set up" there, the log saying Night)."""
    from tabletop_tui.ui.possession.board import time_text

    view = {"phase": "setup", "time": "night", "stack": [{"kind": "first_player"}]}
    assert "Night" in time_text(view).plain
    view["stack"] = [{"kind": "turn_setup"}]
    assert "tossed" in time_text(view).plain
