"""The main board: the round and the Start Squirrel, the Phenomenon in contest, the piles,
the Monuments in the game, the Pagan pile, the False Prophet, the Twilight's final
Phenomena, and the Mountain of Commandments with its places I to V."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from tabletop_tui.games.believe_in_me.cards import CardSet
from tabletop_tui.ui.believe_in_me.words import (
    ALIGN_ICON,
    ALIGN_STYLE,
    FACE_DOWN,
    PROPHET,
    ROMAN,
    SQUIRREL,
    is_card,
    legend_text,
    put,
    rules_text,
    seg,
    titles,
)
from tabletop_tui.ui.widgets.card import CardWidget
from tabletop_tui.ui.widgets.repaint import one, set_class, set_tooltip


def round_title(view: dict[str, Any]) -> Text:
    """ "Round 3 · ◆ Start Squirrel Hilga · Twilight of the Gods"."""
    t = view["state"]
    text = Text.assemble(("Round ", "dim"), (str(t["round"]), "bold"))
    text.append(f" · {SQUIRREL} Start Squirrel ", style="dim")
    text.append(t["names"][t["starting_god"]], style="bold #f2d98d")
    if t["twilight"]:
        text.append(" · ")
        text.append(" TWILIGHT OF THE GODS ", style="bold reverse #c4a7ff")
    return text


def phenomenon_line(cards: CardSet, view: dict[str, Any]) -> Text:
    """The Phenomenon in contest (its Alignment), or what comes next."""
    t = view["state"]
    phen = t["contest_phen"]
    if is_card(cards, phen):
        card = cards.card(phen)
        a = card.alignment
        return Text.assemble(
            ("Contest: ", "dim"),
            (card.name, "bold"),
            " ",
            (f"{ALIGN_ICON[a]} {a.capitalize()}", ALIGN_STYLE[a]),
        )
    if t["twilight"]:
        left = view["counts"]["twilight_phen"]
        return Text.assemble(
            ("Final Phenomena: ", "dim"), (FACE_DOWN * left or "none left", "bold #c4a7ff")
        )
    return seg("Next Phenomenon: after every god's turn", "dim")


def piles_lines(view: dict[str, Any]) -> list[Text]:
    """Draw and discard piles with their counts, and the Pagan pile."""
    t, n = view["state"], view["counts"]
    cards = Text.assemble(
        ("Phenomena ", "dim"),
        (f"{n['phen_deck']}/{len(t['phen_discard'])}", "bold"),
        (" · Heavenly ", "dim"),
        (f"{n['general_deck']}/{len(t['general_discard'])}", "bold"),
    )
    pagan = Text.assemble(("Pagan pile ", "dim"), pagan_words(t["pagan"]))
    pagan.append(" · Commandments ", "dim")
    pagan.append(str(n["commandment_deck"]), "bold")
    return [cards, pagan]


def pagan_words(count: int) -> Text:
    """The Pagan pile's count; once the box's Believers are all out, how many stand in for
    the ones still illuminated (RULINGS B18: the pile never runs dry), not a count below 0."""
    if count >= 0:
        return Text(str(count), "bold #f2d98d")
    return Text.assemble(("empty", "bold #f2d98d"), (f" (+{-count} stand-ins)", "dim"))


def monuments_line(view: dict[str, Any]) -> Text:
    """ "Monument pile 9: Colossus, Pyramid Scheme, Museum" (the cards left in the pile, and
    the Monuments of this game; a play-tester read "Monuments 9" as nine Monuments)."""
    t = view["state"]
    names = ", ".join(short_monument(m) for m in t["monument_names"])
    pile = str(view["counts"]["monument_pile"])
    return Text.assemble(("Monument pile ", "dim"), (pile, "bold"), (f": {names}", ""))


def short_monument(name: str) -> str:
    """ "The Colossus of Modest Proportions" -> "Colossus"."""
    return name.removeprefix("The ").split(" of ")[0]


def prophet_line(view: dict[str, Any]) -> Text:
    """Where the False Prophet stands (or that he has not appeared yet)."""
    t = view["state"]
    if not t["fp_active"]:
        return seg(f"{PROPHET} False Prophet: enters with the first claim", "dim")
    holder = t["names"][t["fp_holder"]]
    text = Text.assemble((f"{PROPHET} False Prophet: ", "dim"), (holder, "bold"))
    if view["fp_resting"]:
        text.append(" (resting)", style="italic")
    return text


class CommandmentLine(CardWidget):
    """One place of the Mountain: the engraved Commandment in a line (its whole text when
    focused), or the empty place."""

    def __init__(self, cards: CardSet, place: int) -> None:
        super().__init__("", classes="commandment")
        self.cards = cards
        self.place = place

    def show(self, cid: str, targets: list[str]) -> None:
        """Draw the place from the engraved card id ('' when empty)."""
        self.card_id = cid
        mark = seg(f"{ROMAN[self.place]:<3} ", "bold #c4a7ff")
        set_class(self, not cid, "-empty")
        if not is_card(self.cards, cid):
            put(self, mark + seg("— not engraved —", "dim"))
            set_tooltip(self, None)
            return
        card = self.cards.card(cid)
        text = mark + seg(card.name, "bold")
        if targets:
            text.append(f" [{', '.join(targets)}]", style="#ff8f85")
        text.append(f" {rules_text(card)}")
        put(self, text)
        set_tooltip(self, f"{card.name}: “{card.quote}” {card.text}")

    def on_focus(self) -> None:
        super().on_focus()
        self.add_class("-open")  # focused, the whole text shows
        self.refresh(layout=True)

    def on_blur(self) -> None:
        self.remove_class("-open")
        self.refresh(layout=True)


class Mountain(Vertical):
    """The Mountain of Commandments: places I to V."""

    def __init__(self, cards: CardSet, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards = cards

    def compose(self) -> ComposeResult:
        for place in range(5):
            yield CommandmentLine(self.cards, place)

    def show(self, view: dict[str, Any]) -> None:
        """Draw the five places; each engraved one names the gods it applies to."""
        t = view["state"]
        for place, line in enumerate(self.walk_children(CommandmentLine)):
            targets = [
                t["names"][g] for g, s in enumerate(view["gods"]) if place in s["commandments"]
            ]
            line.show(t["mountain"][place], targets)


class Board(Vertical):
    """The main board, with the legend on its bottom edge."""

    def __init__(self, cards: CardSet, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards = cards

    def compose(self) -> ComposeResult:
        with Horizontal(id="board-row"):
            yield Static(id="piles")
            yield Mountain(self.cards, id="mountain")

    def show(self, view: dict[str, Any]) -> None:
        """Draw the board from the view."""
        titles(self, round_title(view), legend_text(colours=not self.app.no_color))
        lines = [
            phenomenon_line(self.cards, view),
            *piles_lines(view),
            monuments_line(view),
            prophet_line(view),
        ]
        piles = one(self, "#piles", Static)
        put(piles, Text("\n").join(lines))
        set_tooltip(piles, "Piles: cards to draw / discarded. Phenomena, Heavenly Realm cards.")
        one(self, Mountain).show(view)
