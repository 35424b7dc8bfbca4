"""The board of Ninebridges: the turn and Round, the Time Coin, the Location, the Narrator and
First Player, the decks; and the playing area with the free Victims."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import Static

from tabletop_tui.games.possession.cards import CardSet
from tabletop_tui.ui.possession.cards import LocationCard, VictimBox, put, titles
from tabletop_tui.ui.possession.words import FIRST, MOON, NARRATOR, SUN
from tabletop_tui.ui.widgets.card_row import CardRow
from tabletop_tui.ui.widgets.repaint import set_class

TURNS, ROUNDS = 5, 4
PHASES = {"setup": "setting up", "rounds": "", "fights": "FIGHTS", "end": "turn's end"}


def fights_underway(view: dict[str, Any]) -> bool:
    """The four Rounds are over and the fights are on. (The view's phase only turns to
    "fights" once a fight runs by itself: while the Narrator orders the first fights it still
    says "rounds", so the open steps tell.)"""
    if view["phase"] == "fights":
        return True
    kinds = {st["kind"] for st in view["stack"]}
    return bool(kinds & {"fights", "fight"}) and not kinds & {"round_begin", "play", "aim"}


def time_text(view: dict[str, Any]) -> Text:
    """The Time Coin: "☀ Day: Nemeses +1, Heroes +2" or "☾ Night: one more Victim" (not
    yet tossed while a turn's set-up is still to run: once it has, the Narrator choosing
    the First Player sees the side it shows, for it may matter to the choice)."""
    if view["phase"] == "setup" and any(st["kind"] == "turn_setup" for st in view["stack"]):
        return Text("The Time Coin is tossed as the turn is set up", style="dim")
    if view["time"] == "day":
        return Text.assemble((f"{SUN} Day", "bold #f2d98d"), (": Nemeses +1, Heroes +2", ""))
    return Text.assemble((f"{MOON} Night", "bold #8fc1ff"), (": one more Victim drawn", ""))


def turn_text(view: dict[str, Any]) -> Text:
    """ "Turn 2 of 5 · Round 3 of 4" (or the fights, or the turn's end)."""
    text = Text.assemble(("Turn ", "dim"), (f"{view['turn']}/{TURNS}", "bold"))
    phase = "fights" if fights_underway(view) else view["phase"]
    if phase == "rounds":
        text.append(" · Round ", style="dim")
        text.append(f"{view['round']}/{ROUNDS}", style="bold")
    if PHASES.get(phase):
        style = "bold reverse #ff8f85" if phase == "fights" else "italic"
        text.append(" " if phase == "fights" else " · ")
        text.append(f" {PHASES[phase]} " if phase == "fights" else PHASES[phase], style=style)
    return text


def names_of(view: dict[str, Any]) -> list[str]:
    return [p["name"] for p in view["players"]]


def board_title(view: dict[str, Any]) -> Content:
    """ "Ninebridges · ✦ Narrator Bob · ▶ First Ann" (the solitaire: its goal)."""
    if view["solitaire"]:
        held = sum(1 for v in view["victims"] if v["owner"] == 0)
        return Content.from_markup(
            "Ninebridges · solitaire: hold [b]$win Victims[/b] after turn 5 to win"
            " · now [b]$held[/b]",
            win=str(view["solitaire_goal"]),
            held=str(held),
        )
    names = names_of(view)
    title = Content.from_markup(
        f"Ninebridges · {NARRATOR} Narrator [b]$narrator[/b]", narrator=names[view["narrator"]]
    )
    if view["phase"] != "setup":
        title += Content.from_markup(
            f" · {FIRST} First [b]$first[/b]", first=names[view["first_player"]]
        )
    return title


def decks_markup(view: dict[str, Any]) -> Content:
    """The deck counts (and the solitaire's Nemesis deck), for the board's bottom border."""
    parts = [
        ("Deck", view["deck"]),
        ("Discard", len(view["discard"])),
        ("Victims", view["victim_deck"]),
        ("Locations", view["location_deck"]),
    ]
    if view["solitaire"]:
        parts.insert(0, ("Nemesis deck", view["nemesis_deck"]))
    return Content(" · ").join(
        Content.from_markup(f"{label} [b]$n[/b]", n=str(n)) for label, n in parts
    )


class Board(Vertical):
    """The top of the table: turn, Round and Time Coin; the Location; tokens and decks."""

    def __init__(self, cards: CardSet, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards = cards

    def compose(self) -> ComposeResult:
        yield Static(id="clock")
        yield LocationCard(self.cards, id="location")

    def show(self, view: dict[str, Any]) -> None:
        """Draw the board from the view."""
        titles(self, board_title(view), decks_markup(view))
        clock = turn_text(view)
        clock.append(" · ", style="dim")
        clock.append_text(time_text(view))
        put(self.query_one("#clock", Static), clock)
        self.query_one(LocationCard).show(view["location"])


class VictimGrid(CardRow):
    """Victims in play as boxes; a Victim still in play keeps its box, redrawn in place."""

    def __init__(self, cards: CardSet, *, classes: str = "") -> None:
        super().__init__(classes=classes)
        self.card_set = cards

    def show(
        self,
        view: dict[str, Any],
        victims: list[dict[str, Any]],
        classes_of: Callable[[str], str],
        reach_of: Callable[[dict[str, Any]], Text | None],
        fighting: set[str],
    ) -> None:
        """Show these Victims (in the order they came into play)."""
        by_id = {v["id"]: v for v in victims}
        make = lambda card_id, cls: VictimBox(self.card_set, by_id[card_id], cls)  # noqa: E731
        self.show_cards(list(by_id), make, classes_of)
        for box, v in zip(self.cards, victims, strict=True):
            assert isinstance(box, VictimBox)
            box.show(view, v, reach_of(v), v["id"] in fighting)


def reach_text(view: dict[str, Any], v: dict[str, Any], claims: set[str]) -> Text:
    """Who has enough spare possession to claim a free Victim ("✓ you may claim"), of the
    players who have not claimed one this Round already (a second review read "claim:
    Player 1" under a Victim Player 1, having claimed, was not offered)."""
    if v["id"] in claims:
        return Text("✓ you may claim", style="bold green")
    able = [p for p in view["players"] if p["possession"] - p["willpower"] >= v["willpower"]]
    # (a second claim, Ar-min-thee'he'r's, is the options' to tell)
    names = [p["name"] for p in able if not p["claimed"]]
    if not names:  # "this Round" when one who could has claimed already (a play-test read
        # "nobody can claim" as false beside a player with Willpower to spare)
        return Text("nobody can claim" + (" this Round" if able else ""), style="dim")
    return Text("claim: " + ", ".join(names), style="dim")


class FreeArea(Vertical):
    """The playing area: the Victims nobody controls."""

    def __init__(self, cards: CardSet, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards = cards

    def compose(self) -> ComposeResult:
        yield VictimGrid(self.cards, classes="victims")
        yield Static("No free Victims: everyone in the playing area is possessed.", classes="empty")

    def show(
        self,
        view: dict[str, Any],
        classes_of: Callable[[str], str],
        claims: set[str],
        fighting: set[str],
    ) -> None:
        """Draw the free Victims; `claims` are the ones the shown player may claim now."""
        free = [v for v in view["victims"] if v["owner"] == -1]
        title = f"Playing area · {len(free)} free Victim{'s' if len(free) != 1 else ''}"
        titles(self, title, "to claim one: your spare ≥ its ◯")
        self.query_one(VictimGrid).show(
            view, free, classes_of, lambda v: reach_text(view, v, claims), fighting
        )
        set_class(self.query_one(".empty"), bool(free), "-hidden")
        set_class(self, not free, "-none")

    def highlight(self, card_ids: list[str], name: str) -> None:
        """Mark the Victims of the option under the cursor."""
        self.query_one(VictimGrid).highlight(card_ids, name)
