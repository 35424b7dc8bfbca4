"""The In Nomine table: a hot-seat attack with a block and a response, watch mode, help."""

from __future__ import annotations

from textual.widgets import Static, TabbedContent

from tabletop_tui.core.cards import packaged_card_dir
from tabletop_tui.core.match import Match
from tabletop_tui.ui.app import make_app
from tabletop_tui.ui.dialogs import HandoffScreen
from tabletop_tui.ui.game_over import GameOverScreen
from tabletop_tui.ui.help import HelpScreen, HelpText
from tabletop_tui.ui.in_nomine.areas import SideArea
from tabletop_tui.ui.in_nomine.cards import HandCard, PersonaBox
from tabletop_tui.ui.in_nomine.combat import CombatPanel
from tabletop_tui.ui.in_nomine.scenes import first_seed, new_match, play_until
from tabletop_tui.ui.in_nomine.screen import InNomineScreen
from tabletop_tui.ui.widgets.log_panel import LogPanel
from tests.ui.conftest import WIDE, wait_for, wait_for_screen
from tests.ui.conftest import Curtains as BaseCurtains

# Seed 2, two people: after 97 set-up moves Player 1's Impudites 1 attacks Player 2's
# Seraphim 1; Player 2 may block with Ofanim 1, and Player 1 may then answer with Kiss of
# Death.
SEED = 41
ON_SCREEN = 4  # the last set-up moves are made through the table: Player 1 goes back from
# an attack, uses Mercurian's power, attacks with Habbalah 1 and chooses Angel Human 6
WATCH_SEED = 28  # a short game between the bots


def first_block_window(match: Match) -> bool:
    """The first time a defender may block."""
    decision = match.decision()
    return (
        decision is not None
        and decision.kind == "defend_window"
        and any(o.key.startswith("block:") for o in decision.options)
    )


def box(table: InNomineScreen, card_id: str) -> PersonaBox:
    """The persona box of a card in play."""
    return next(b for b in table.query(PersonaBox).results(PersonaBox) if b.card_id == card_id)


def text_of(widget: Static) -> str:
    """What a Static shows, as plain text."""
    return str(widget.content)


class Curtains(BaseCurtains):
    """The curtain hides the hand and the card the last person was reading."""

    async def commit(self, key: str) -> None:
        """A set-up move, made through the table."""
        before = self.seat()
        self.table.commit(key)
        await self.after(before)

    def hidden(self) -> None:
        super().hidden()
        assert self.table.inspected is None  # nor the card the last person was reading
        assert not self.table.query(HandCard)


async def test_hot_seat_attack_block_and_response_with_the_curtain_only_for_a_new_person() -> None:
    app = make_app("in-nomine", ["human", "human"], seed=SEED, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        await wait_for_screen(pilot, HandoffScreen)
        await pilot.press("enter")
        table = await wait_for_screen(pilot, InNomineScreen)
        assert isinstance(table, InNomineScreen)
        match = table.match
        script = play_until(new_match(match.seats, SEED), first_block_window).choices
        for key in script[:-ON_SCREEN]:
            match.choose(key)  # set-up moves, straight into the match
        table.advance()
        moves = Curtains(pilot, table)
        await moves.after(0)
        for key in script[-ON_SCREEN:]:
            await moves.commit(key)
        assert moves.seen == [False, False, False, False, True]  # only when the person changes

        # Player 2 is attacked: the combat panel says who attacks what, and that a block is open.
        decision = table.asking
        assert decision is not None and decision.kind == "defend_window" and decision.seat == 1
        combat = table.query_one(CombatPanel)
        assert combat.display and "Habbalah 1 (Player 1)" in text_of(combat)
        assert "not chosen yet" in text_of(combat)
        assert table.query_one("#home", SideArea).query(HandCard)  # Player 2's own hand shows

        # Clicking the target itself explains why it cannot block, and chooses nothing.
        await pilot.click(box(table, "angel-human#6"))
        await pilot.pause()
        assert match.decision() == decision
        note = text_of(table.panel.query_one("#note", Static))
        assert note == "Angel Human 6 is the target: it defends itself; another persona may block"

        # The block, by clicking the blocker: the attacker gets the screen (and the curtain).
        await moves.click(box(table, "cherubim#2"))
        assert match.state.combat.blocker == "cherubim#2"  # type: ignore[attr-defined]
        assert moves.seen[-1] and table.asking.kind == "combat_window"  # type: ignore[union-attr]
        assert "Cherubim 2 (Player 2), Force 4" in text_of(combat)

        # The response, with its number key: Kiss of Death makes the attacker stronger.
        await moves.press(moves.number("play:kiss-of-death"))
        assert "play:kiss-of-death" in match.choices
        result = "Habbalah 1 (Force 5) vs Cherubim 2 (Force 4): Player 2's Cherubim 2 destroyed"
        assert result in text_of(combat)

        # Both pass until the fight; its result stays in the log.
        while match.state.combat is not None:
            await moves.press(moves.number("pass"))
        log = [entry.text for entry in match.log(None)]
        assert "Habbalah 1 (Force 5) fights Cherubim 2 (Force 4)." in log
        assert not table.query_one(CombatPanel).display
        lines = [str(line.text) for line in table.query_one(LogPanel).lines]
        assert "fights Cherubim 2" in " ".join(" ".join(line.split()) for line in lines)


async def test_watching_two_bots_reaches_game_over_with_no_hand_and_no_curtain() -> None:
    app = make_app("in-nomine", ["greedy", "random"], seed=WATCH_SEED, bot_delay=0)
    curtains = []
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, InNomineScreen)
        assert isinstance(table, InNomineScreen)
        assert table.shown_seat is None
        assert not table.query(HandCard)  # every hand stays face down
        note = table.query_one(".hidden-note", Static)
        assert "Watching" in text_of(note)

        def over() -> bool:
            curtains.append(isinstance(app.screen, HandoffScreen))
            return isinstance(app.screen, GameOverScreen)

        await wait_for(pilot, over, seconds=30)
        over_screen = await wait_for_screen(pilot, GameOverScreen)
        assert not any(curtains)
        result = table.match.game.result(table.match.state)
        headline = str(over_screen.query_one("#headline", Static).content)
        expected = [f"{table.match.name(w)} wins" for w in result.winners] or ["Draw"]
        assert headline in expected
        assert "Best Prophecy" in result.columns


async def test_help_has_the_rules_the_rulings_and_a_persona_with_its_force() -> None:
    app = make_app("in-nomine", ["human", "greedy"], seed=3, bot_delay=0)
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, InNomineScreen)
        assert isinstance(table, InNomineScreen)
        await wait_for(pilot, lambda: table.asking is not None)
        recruit = next(o for o in table.asking.options if o.label.startswith("Recruit"))  # type: ignore[union-attr]
        cards = {c.card_id: c for c in table.query(HandCard).results(HandCard)}
        await pilot.click(cards[recruit.cards[0]])  # clicking a persona in hand recruits it
        await wait_for(pilot, lambda: bool(table.query(PersonaBox)))
        assert table.match.choices[0] == recruit.key
        persona = table.query(PersonaBox).first(PersonaBox)
        persona.focus()  # focusing a persona shows its Force breakdown
        await pilot.pause()
        assert "Force" in text_of(table.query_one("#focus", Static))
        assert "base (Celestial) 2" in text_of(table.query_one("#focus", Static))

        await pilot.press("question_mark")
        help_screen = await wait_for_screen(pilot, HelpScreen)
        assert isinstance(help_screen, HelpScreen)
        tabs = help_screen.query_one(TabbedContent)
        assert "Prophecy" in help_screen.query_one("#rules HelpText", HelpText).source
        await pilot.press("u")
        assert tabs.active == "rulings"
        rulings = (packaged_card_dir("in-nomine") / "RULINGS.md").read_text(encoding="utf-8")
        assert help_screen.query_one("#rulings HelpText", HelpText).source == rulings
        await pilot.press("c")
        card = help_screen.query_one("#card HelpText", HelpText).source
        name = table.cards.card(persona.card_id).name
        assert (
            card.startswith(f"## {name}") and "### In play" in card and "base (Celestial)" in card
        )
        await pilot.press("escape")
        await wait_for_screen(pilot, InNomineScreen)


def two_ways(match: Match) -> bool:
    """Ann's main phase, with a persona that may both activate and attack."""
    decision = match.decision()
    if decision is None or decision.seat != 0 or decision.kind != "main":
        return False
    named = [o.cards for o in decision.options if len(o.cards) == 1]
    return any(named.count(cards) > 1 for cards in named)


async def test_clicking_a_persona_with_two_options_points_at_them_and_chooses_nothing() -> None:
    match = first_seed(two_ways)
    choices = list(match.choices)
    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        pilot.app.open_match(match)  # type: ignore[attr-defined]
        table = await wait_for_screen(pilot, InNomineScreen)
        assert isinstance(table, InNomineScreen) and table.asking is not None
        ways = [o for o in table.asking.options if o.key.startswith(("activate:", "attack:"))]
        persona = box(table, ways[0].cards[0])
        assert persona.has_class("-choosable")
        await pilot.click(persona)
        await pilot.pause()
        assert match.choices == choices
        highlighted = table.panel.option_at(table.panel.rows.highlighted or 0)
        assert highlighted == ways[0]
        note = text_of(table.panel.query_one("#note", Static))
        assert note == f"{ways[0].label} or {ways[1].label}? Pick one in the list"


async def test_the_respond_window_of_open_events_asks_and_lets_the_turn_end() -> None:
    """Events: open (R36): as the Demons' turn ends, the Angels' player is asked whether to
    play a card first; 'Let the turn end' goes on to the Angels' own turn."""
    app = make_app(
        "in-nomine", ["greedy", "human"], seed=7, options={"events": "open"}, bot_delay=0
    )
    async with app.run_test(size=WIDE) as pilot:
        table = await wait_for_screen(pilot, InNomineScreen)
        assert isinstance(table, InNomineScreen)
        await wait_for(pilot, lambda: table.asking is not None)
        while table.asking is not None and table.asking.kind == "op:opponent_discards":
            before = len(table.match.choices)  # the Demons' Discord: the Angels discard
            table.commit(table.asking.options[0].key)
            await wait_for(
                pilot, lambda n=before: len(table.match.choices) > n and table.asking is not None
            )
        asking = table.asking
        assert asking is not None and asking.kind == "respond" and asking.seat == 1
        assert "pass" in [o.key for o in asking.options]
        assert "turn is ending" in asking.prompt
        table.commit("pass")
        await wait_for(pilot, lambda: table.asking is not None and table.asking.kind == "main")
        assert table.match.state.current == 1 and table.match.state.turn == 2


def test_the_phase_line_says_any_number_of_recruits_after_eli_though_one_was_used() -> None:
    """Eli grants "any number" of recruits (kept as 99): after one recruit the line said
    "recruits: 98" (a newcomer play-test); it says "any" until the turn ends."""
    from tabletop_tui.ui.in_nomine.centre import ANY_NUMBER, phase_text
    from tabletop_tui.ui.in_nomine.scenes import SEATS

    view = new_match(list(SEATS), 1).view(0)
    for bonus, shown in ((ANY_NUMBER, "recruits: any"), (ANY_NUMBER - 1, "recruits: any")):
        view = {**view, "phase": "recruit", "bonus_recruits": bonus, "recruits_left": 0}
        assert shown in phase_text(view).plain
    view = {**view, "phase": "recruit", "bonus_recruits": 2, "recruits_left": 1}
    assert "recruits: 3" in phase_text(view).plain


async def test_at_120x40_a_persona_box_reads_its_attachments_whole() -> None:
    """A review: at 120x40 five personas a row cut "+Soldier of Hell" to "+Soldier of…"
    and "(owner Ann)" to "(owner…", while 100x30 read them whole."""
    from textual.geometry import Region

    from tabletop_tui.ui.in_nomine.scenes import combat_match

    async with make_app(bot_delay=0).run_test(size=WIDE) as pilot:
        pilot.app.open_match(combat_match())  # type: ignore[attr-defined]
        table = await wait_for_screen(pilot, InNomineScreen)
        assert isinstance(table, InNomineScreen)
        await pilot.pause()
        boxes = list(table.query(PersonaBox).results(PersonaBox))
        assert any("+" in str(b.render()) for b in boxes)  # (the scene has attachments)
        for b in boxes:
            width, height = b.size
            drawn = [s.text for s in b.render_lines(Region(0, 0, width, height))]
            assert not any("…" in line for line in drawn), drawn


def test_a_persona_in_plays_detail_gives_its_power_with_its_force() -> None:
    """A fifth review: the detail of "Activate Balseraph 1" explained its Force and not
    what activating it does. Under the options a persona in play shows its card's text too
    (the one-line focus line keeps to its Force)."""
    import random

    from tabletop_tui.core.match import Match, Seat
    from tabletop_tui.ui.in_nomine.centre import focus_text

    match = Match.start("in-nomine", [Seat("random", "Ann"), Seat("random", "Bob")], 5)
    rng = random.Random(1)
    cards = match.game.cards
    for _ in range(400):
        view = match.view(0)
        with_power = [p for p in view["personas"] if cards.card(p["card"]).text]
        if with_power:
            break
        decision = match.decision()
        assert decision is not None
        match.choose(rng.choice(decision.options).key)
    card = with_power[0]["card"]
    detail = focus_text(cards, view, card, power=True).plain  # type: ignore[arg-type]
    assert "Force" in detail and detail.endswith(cards.card(card).text)
    assert cards.card(card).text not in focus_text(cards, view, card).plain  # type: ignore[arg-type]


def test_the_combat_panel_says_when_the_defender_has_nothing_that_can_block() -> None:
    """Before the block, "Ann may block" only where Ann has a persona that may; otherwise the
    panel says she has none (a hot-seat play-tester read "may block" over "Do not block" as
    the one answer)."""
    from tabletop_tui.core.registry import load_game
    from tabletop_tui.ui.in_nomine.combat import combat_lines
    from tests.games.in_nomine.conftest import ANGELS, lone_attack

    game = load_game("in-nomine")
    blockers = {}
    for others in ([], ["cherubim#1"]):
        state = lone_attack(game, True, *others)  # windows asked of any hand: block ahead
        rows = dict(combat_lines(game.cards, game.view(state, ANGELS)))  # type: ignore[attr-defined]
        blockers[len(others)] = rows["Blocker"]
    assert blockers == {
        0: "none: Abel has no persona that can block",
        1: "not chosen yet: Abel may block",
    }
