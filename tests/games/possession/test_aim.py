"""A Nemesis or Equipment card with several Victims to go on is one option of the Round, and
the Victim is a second question, the `aim` step (issue 11: a four-player Round offered up to
17 options, one per card and Victim, and 6 fitted on the screen). A card with one Victim
keeps its one option; going back from the question spends nothing; the card goes down
exactly as the one option put it down."""

from __future__ import annotations

import random

from tabletop_tui.bots import GreedyBot
from tabletop_tui.bots.greedy import searched
from tabletop_tui.core import engine
from tabletop_tui.core.decision import Decision, Option
from tabletop_tui.core.seats import make_bot
from tabletop_tui.core.state import Step
from tabletop_tui.games.possession.game import Possession
from tabletop_tui.games.possession.state import Attack, PState
from tests.games.possession.conftest import build, give, rich, victim


def round_open(game: Possession, state: PState, seat: int) -> Decision:
    """Open `seat`'s Round (kept open); its decision."""
    state.push(Step("play", seat))
    engine.advance(game, state)
    d = engine.decision(game, state)
    assert d is not None and d.kind == "play"
    return d


def card_options(d: Decision, card: str) -> list[Option]:
    """The options of a decision that play `card`."""
    return [o for o in d.options if o.key.startswith(f"play:{card}")]


def choose(game: Possession, state: PState, key: str) -> Decision:
    engine.apply(game, state, key)
    d = engine.decision(game, state)
    assert d is not None
    return d


def against(game: Possession, state: PState, card: str, v: str, verb: str = "Send") -> str:
    """The label a card's option on one Victim has (in the Round, or the `aim` step)."""
    owner = state.victims[v].owner
    whose = "free" if owner < 0 else state.name(owner)
    prep = "on" if verb == "Equip" else "against"
    return f"{verb} {game.cards.card(card).name} {prep} the {game.cards.card(v).name} ({whose})"


def three_daemons(game: Possession) -> tuple[PState, str, list[str]]:
    """Seat 0 holds a Grey Wolf and two Men-at-Arms; seat 1 holds two Victims, seat 2 one;
    seat 0's own Victim is no target for its Nemeses."""
    state = build(game, players=3, time="night")
    for seat in range(3):
        rich(state, seat)
        state.players[seat].revealed = True  # no reveal among the options
    victim(game, state, "poacher", owner=0)
    victim(game, state, "washerwoman")  # free: to claim, so the Round stays open after a card
    targets = [
        victim(game, state, "midwife", owner=1),
        victim(game, state, "fishwife", owner=1),
        victim(game, state, "young-baronet", owner=2),
    ]
    (wolf,) = give(game, state, 0, "grey-wolf")
    return state, wolf, targets


def test_a_nemesis_with_several_victims_is_one_option_naming_them_all(game):
    state, wolf, targets = three_daemons(game)
    second = give(game, state, 0, "grey-wolf")[0]  # a copy: still the same one move
    d = round_open(game, state, 0)
    (option,) = card_options(d, wolf) + card_options(d, second)
    assert option == Option(
        f"play:{wolf}",
        "Send Grey Wolf against a Victim (3 may be targeted) (one of 2)",  # (the copies)
        (wolf, *targets),
    )


def test_equipment_with_several_victims_says_how_many_it_fits(game):
    state = build(game)
    rich(state, 0)
    state.players[0].revealed = True
    mine = victim(game, state, "fishwife", owner=0)
    theirs = victim(game, state, "midwife", owner=1)
    free = victim(game, state, "washerwoman")
    (cutlass,) = give(game, state, 0, "rusty-cutlass")
    d = round_open(game, state, 0)
    assert card_options(d, cutlass) == [
        Option(
            f"play:{cutlass}",
            "Equip Rusty Cutlass on a Victim (3 fit)",
            (cutlass, mine, theirs, free),
        )
    ]
    aim = choose(game, state, f"play:{cutlass}")
    assert aim.prompt == "Equip Rusty Cutlass on which Victim?"
    assert [o.label for o in aim.options] == [
        # (in the table's order: the free Victims, then each player's by seat)
        *(against(game, state, cutlass, v, "Equip") for v in (free, mine, theirs)),
        "Choose another card",
    ]


def test_the_victims_are_asked_in_the_tables_order(game):
    """A play-test pressed 3 for the third Victim in sight (the Young Baronet) and sent a
    Serjeant-at-Arms against another: the list ran in the order the Victims came in."""
    state = build(game, players=3)
    rich(state, 0)
    state.players[0].revealed = True
    late = victim(game, state, "midwife", owner=2)
    early = victim(game, state, "fishwife", owner=1)
    (cutlass,) = give(game, state, 0, "rusty-cutlass")
    round_open(game, state, 0)
    aim = choose(game, state, f"play:{cutlass}")
    assert [o.key.rsplit("@", 1)[1] for o in aim.options[:-1]] == [early, late]


def test_a_card_with_one_victim_keeps_its_one_option_and_goes_down_at_once(game):
    state = build(game)
    rich(state, 0)
    state.players[0].revealed = True
    v = victim(game, state, "midwife", owner=1)
    victim(game, state, "washerwoman")  # free: to claim, so the Round stays open after a card
    (wolf,) = give(game, state, 0, "grey-wolf")
    d = round_open(game, state, 0)
    assert card_options(d, wolf) == [
        Option(f"play:{wolf}@{v}", "Send Grey Wolf against the Midwife (Player 2)", (wolf, v))
    ]
    after = choose(game, state, f"play:{wolf}@{v}")
    assert after.kind == "play" and wolf not in state.players[0].hand
    assert [(a.card, a.victim) for a in state.attacks] == [(wolf, v)]


def test_the_aim_step_lists_the_victims_as_the_round_did_and_a_way_back(game):
    state, wolf, targets = three_daemons(game)
    round_open(game, state, 0)
    aim = choose(game, state, f"play:{wolf}")
    assert (aim.kind, aim.seat) == ("aim", 0)
    assert aim.prompt == "Send Grey Wolf against which Victim?"
    assert list(aim.options) == [
        *(Option(f"play:{wolf}@{v}", against(game, state, wolf, v), (wolf, v)) for v in targets),
        Option("back", "Choose another card"),
    ]
    assert against(game, state, wolf, targets[2]).endswith("Young Baronet (Player 3)")
    # the card is still in hand while the question is put: nothing is down yet
    assert wolf in state.players[0].hand and not state.attacks


def test_going_back_spends_nothing_and_asks_the_same_round_again(game):
    state, wolf, _ = three_daemons(game)
    before = round_open(game, state, 0)
    hand, played, turn_round = list(state.players[0].hand), state.players[0].played, state.round
    round_step, log = state.stack[-1].copy(), [e.text for e in state.log]
    choose(game, state, f"play:{wolf}")
    again = choose(game, state, "back")
    assert again.kind == "play" and again.seat == 0
    assert [(o.key, o.label, o.cards) for o in again.options] == [
        (o.key, o.label, o.cards) for o in before.options
    ]
    assert state.players[0].hand == hand and state.players[0].played == played
    assert state.round == turn_round and not state.attacks
    assert state.stack[-1] == round_step  # the Round, its data unchanged
    assert [e.text for e in state.log] == log  # nobody is told of a card taken back


def test_a_victim_chosen_puts_the_card_down_as_the_one_option_did(game):
    """The two answers leave the table the one answer `play:<card>@<victim>` left: the
    card from the hand onto its Victim, one card more played, the Round taken up again with
    its card played, the same line in the log."""
    state, wolf, targets = three_daemons(game)
    expected = state.clone()
    round_open(game, state, 0)
    choose(game, state, f"play:{wolf}")
    after = choose(game, state, f"play:{wolf}@{targets[1]}")
    # by hand: what the Round did with its one option
    p = expected.players[0]
    p.hand.remove(wolf)
    p.played += 1
    expected.attacks.append(Attack(wolf, "Grey Wolf", targets[1], 0))
    expected.say("Player 1 sends Grey Wolf against the Fishwife of the Low Bridge.")
    expected.push(Step("play", 0, {"played": True}))
    assert [p.hand for p in state.players] == [p.hand for p in expected.players]
    assert [p.played for p in state.players] == [p.played for p in expected.players]
    assert [p.cheats for p in state.players] == [p.cheats for p in expected.players]
    assert state.attacks == expected.attacks
    assert state.stack == expected.stack
    assert [e.text for e in state.log] == [e.text for e in expected.log]
    assert state.victims == expected.victims
    assert after.kind == "play" and "end" in [o.key for o in after.options]


def test_soldiers_sent_through_the_question_may_still_be_joined(game):
    """A Man-at-Arms goes down on the Victim chosen, and the other may join him there."""
    state, _, targets = three_daemons(game)
    man, other = give(game, state, 0, "man-at-arms", "man-at-arms")
    d = round_open(game, state, 0)
    assert [o.key for o in card_options(d, man)] == [f"play:{man}"]
    choose(game, state, f"play:{man}")
    squad = choose(game, state, f"play:{man}@{targets[0]}")
    assert squad.kind == "squad" and f"squad:{other}" in [o.key for o in squad.options]


def trap_table(game: Possession) -> tuple[PState, list[str], str, str]:
    """Gloom (Gallows Hill): seat 0's Cursed Ring (TRAP! Equipment, on one of its own
    Victims) is triggered; it holds two Victims and a Rusty Cutlass."""
    state = build(game, location="gallows-hill")
    rich(state, 0)
    state.players[0].revealed = True
    mine = [victim(game, state, "fishwife", owner=0), victim(game, state, "poacher", owner=0)]
    ring, cutlass = give(game, state, 0, "cursed-ring", "rusty-cutlass")
    return state, mine, ring, cutlass


def test_a_triggered_trap_keeps_its_mark_through_the_question(game):
    state, mine, ring, cutlass = trap_table(game)
    d = round_open(game, state, 0)
    assert [o.label for o in card_options(d, ring)] == [
        "TRAP! Equip Cursed Ring on a Victim (2 fit)"
    ]
    assert [o.label for o in card_options(d, cutlass)] == [
        "Equip Rusty Cutlass on a Victim (2 fit) (a cheat)"
    ]
    aim = choose(game, state, f"play:{ring}")
    assert aim.prompt == "TRAP! Equip Cursed Ring on which Victim?"
    assert [o.label for o in aim.options[:-1]] == [
        "TRAP! " + against(game, state, ring, v, "Equip") for v in mine
    ]
    choose(game, state, f"play:{ring}@{mine[1]}")
    assert state.players[0].cheats == [] and ring in state.victims[mine[1]].equipment


def test_another_card_over_a_triggered_trap_is_a_cheat_once_it_goes_down(game):
    state, mine, ring, cutlass = trap_table(game)
    round_open(game, state, 0)
    aim = choose(game, state, f"play:{cutlass}")
    assert all(o.label.endswith("(a cheat)") for o in aim.options[:-1])
    choose(game, state, "back")
    assert state.players[0].cheats == []  # nothing went down: no cheat yet
    choose(game, state, f"play:{cutlass}")
    choose(game, state, f"play:{cutlass}@{mine[0]}")
    assert state.players[0].cheats == [ring]  # R11


def test_declining_a_trap_that_asks_for_its_victim_is_still_offered_as_a_cheat(game):
    state, _, ring, cutlass = trap_table(game)
    state.players[0].hand.remove(cutlass)
    d = round_open(game, state, 0)
    assert [o.key for o in d.options] == [f"play:{ring}", "pass"]  # R11: declining is cheating


def test_greedy_sends_a_nemesis_where_it_matters_through_the_question(game):
    """A Mastiff (4, by Night) would kill the opponent's Lamplighter (1) and lose to its
    Necromancer Dilettante (5): greedy chooses the card over a Whisper (possession +1),
    then the Lamplighter."""
    state = build(game, time="night")
    for seat in range(2):
        rich(state, seat)
        state.players[seat].revealed = True
    lamplighter = victim(game, state, "lamplighter", owner=1)
    necromancer = victim(game, state, "necromancer-dilettante", owner=1)
    mastiff, whisper = give(game, state, 0, "mastiff", "whisper-at-the-window")
    d = round_open(game, state, 0)
    assert [o.key for o in d.options] == [f"play:{whisper}", f"play:{mastiff}"]
    for seed in range(3):
        bot, rng, trial = GreedyBot(), random.Random(seed), state.clone()
        first = bot.choose(game, game.view(trial, 0), d, rng)
        assert first == f"play:{mastiff}"
        aim = choose(game, trial, first)
        assert [o.key for o in aim.options] == [
            f"play:{mastiff}@{lamplighter}",
            f"play:{mastiff}@{necromancer}",
            "back",
        ]
        assert bot.choose(game, game.view(trial, 0), aim, rng) == f"play:{mastiff}@{lamplighter}"


def test_bots_never_go_back_from_the_question(game):
    """Their Round judged the card by its best Victim already: greedy and the search name a
    Victim, and a search's own movers (greedy's chain, the play-outs) never weigh "back"."""
    state = build(game, time="night")
    for seat in range(2):
        rich(state, seat)
        state.players[seat].revealed = True
    victim(game, state, "lamplighter", owner=1)
    victim(game, state, "necromancer-dilettante", owner=1)
    (mastiff,) = give(game, state, 0, "mastiff")
    round_open(game, state, 0)
    aim = choose(game, state, f"play:{mastiff}")
    assert "back" not in [o.key for o in searched(game, state)]
    for kind in ("greedy", "mcts:4"):
        key = make_bot(kind).choose(game, game.view(state, 0), aim, random.Random(0))
        assert key.startswith(f"play:{mastiff}@"), kind


def test_another_seat_deals_the_card_asked_about_into_its_worlds(game):
    """Which card waits for its Victim is its holder's to see; a world dealt for another
    seat deals one that asks for a Victim too, and waits at the same question."""
    state, wolf, _ = three_daemons(game)
    round_open(game, state, 0)
    choose(game, state, f"play:{wolf}")
    view = game.view(state, 1)
    assert view["stack"][-1]["kind"] == "aim" and "_card" not in view["stack"][-1]["data"]
    for seed in range(5):
        world = game.determinize(view, 1, random.Random(seed))
        top = world.stack[-1]
        assert (top.kind, top.seat) == ("aim", 0)
        card = top.data["_card"]
        assert card in world.players[0].hand
        assert len(engine.options(game, world)) >= 3  # two Victims at least, and back


def test_a_triggered_trap_is_named_in_the_prompt(game):
    """A fifth review: the prompt never said which card was the TRAP!, and the honest play
    sat under some twenty options each ending in a long cheat note."""
    state, mine, ring, cutlass = trap_table(game)
    d = round_open(game, state, 0)
    assert d.prompt.startswith("Your TRAP! Cursed Ring is triggered: play it on yourself")


def test_copies_in_hand_are_counted_on_their_one_option(game):
    """A fifth review: "Discard Man-at-Arms" with two in hand, and a Round's "Send
    Man-at-Arms ..." with three, read as if there were one."""
    state = build(game)
    rich(state, 0)
    state.players[0].revealed = True
    state.players[0].hand = []
    give(game, state, 0, "man-at-arms", "man-at-arms", "rusty-cutlass")
    state.push(Step("discard_cards", 0, {"count": 1}))
    d = engine.decision(game, state)
    assert d is not None
    labels = sorted(o.label for o in d.options)
    assert labels == ["Discard Man-at-Arms (one of 2)", "Discard Rusty Cutlass"]


def test_a_round_with_no_card_to_play_is_told(game):
    """A fifth review: a rival stayed at "played 2/4" for two Rounds and the log said
    nothing; a person's pass is logged, a Round with nothing to choose is told too."""
    state = build(game)
    state.players[0].revealed = True
    state.players[0].hand = []
    state.stack = [Step("play", 0, {})]
    engine.advance(game, state)
    assert f"{state.name(0)} has no card to play this Round." in [e.text for e in state.log]
    state.stack = [Step("play", 0, {"played": True})]
    told = len(state.log)
    engine.advance(game, state)
    assert not any("no card to play" in e.text for e in state.log[told:])
