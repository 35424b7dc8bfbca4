"""The parts of the NecronomiCards table: other players, the piles in the centre, your area."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Container, Horizontal, Vertical
from textual.content import Content
from textual.widgets import Static

from tabletop_tui.core.words import plural
from tabletop_tui.games.necronomicards.cards import CardSet
from tabletop_tui.ui.necronomicards.cards import HORSEMAN, SUMMONING, card_widget, symbols_text
from tabletop_tui.ui.widgets.card_row import CardRow
from tabletop_tui.ui.widgets.pile import Pile
from tabletop_tui.ui.widgets.repaint import put, set_class, set_title
from tabletop_tui.ui.widgets.titles import seat_title


def badges(player: dict[str, Any]) -> str:
    """Lost turns and wards, in words."""
    out = []
    if player["lost_turns"]:
        turns = player["lost_turns"]
        out.append(f"⏸ loses {turns} turn{'s' if turns != 1 else ''}")
    if player["wards"]:
        out.append(f"⛨ warded ×{player['wards']}")
    return "  ".join(out)


def being_summoned(view: dict[str, Any], seat: int) -> set[str]:
    """The seat's played Summons still performing their action: they count once it is
    done (RULINGS R12)."""
    return {
        s["data"]["card"]
        for s in view["stack"]
        if s["kind"] == "summoned" and s["seat"] == seat and "card" in s["data"]
    }


def summoning(view: dict[str, Any], seat: int) -> int:
    """How many of the seat's played Summons are still performing their action."""
    return len(being_summoned(view, seat))


def played_text(played: list[str], target: int, pending: int) -> str:
    """ "3/7": the Summons played that count (one still performing its action does not;
    its name says "being summoned": played_names)."""
    return f"{len(played) - pending}/{target}"


def played_count(played: list[str], target: int, pending: int = 0) -> Text:
    """ "Played 3/7"."""
    return Text.assemble(("Played ", "dim"), (played_text(played, target, pending), "bold"))


def played_names(cards: CardSet, played: list[str], pending: set[str] | None = None) -> Text:
    """ "Cthulhu, Dagon, ♞ War" with the Horsemen in red; one still performing its action
    reads "♞ War (being summoned)"."""
    text = Text()
    for n, iid in enumerate(played):
        card = cards.card(iid)
        text.append("" if n == 0 else ", ")
        if card.horseman:
            text.append(f"{HORSEMAN} {card.name}", style="bold red")
        else:
            text.append(card.name)
        if pending and iid in pending:
            text.append(SUMMONING, style="italic")
    return text


def title(player: dict[str, Any], seat: int, view: dict[str, Any], you: bool = False) -> Content:
    """An area's border title: name (plain text, never markup), and who is to move."""
    deciding, current = view["deciding"] == seat, view["current"] == seat
    current = current and not view["over"]  # (a finished game is nobody's turn: a play-test
    # read "(you) · their turn" on the final table)
    return seat_title(player["name"], you=you, deciding=deciding, their_turn=current)


class OpponentArea(Vertical):
    """Another player: hidden hand sizes as card backs, played Summons, badges."""

    def compose(self) -> ComposeResult:
        yield Static(classes="line")  # a short screen's: one line, the name in it
        yield Static(classes="summary")
        with Horizontal(classes="backs"):
            yield Pile("Spells", classes="spell-backs")
            yield Pile("Summons", classes="summon-backs")
            with Vertical(classes="facts"):
                yield Static(classes="played")
                yield Static(classes="badges")
        yield Static(classes="played-names")

    def show(self, cards: CardSet, view: dict[str, Any], seat: int) -> None:
        """Draw one player from the view."""
        player = view["players"][seat]
        set_title(self, title(player, seat, view))
        set_class(self, view["deciding"] == seat, "-to-move")
        self.query_one(".spell-backs", Pile).show_count(player["spell_count"])
        self.query_one(".summon-backs", Pile).show_count(player["summon_count"])
        count = played_count(player["played"], view["target"], summoning(view, seat))
        names = played_names(cards, player["played"], being_summoned(view, seat))
        put(self.query_one(".played", Static), count)
        put(self.query_one(".played-names", Static), names)
        set_class(self.query_one(".played-names", Static), not player["played"], "-hidden")
        summary = Text.assemble(
            ("▒ ", "blue"),
            f"{plural(player['spell_count'], 'Spell')}  ",
            ("▒ ", "blue"),
            f"{plural(player['summon_count'], 'Summon')}  ",
        )
        if player["played"]:
            count = count + Text(": ") + names
        if badges(player):
            count = count + Text("  " + badges(player), style="yellow")
        put(self.query_one(".summary", Static), summary + count)
        deciding = view["deciding"] == seat
        name = Text(
            ("★ " if deciding else "") + player["name"],
            style="bold green" if deciding else "bold",
        )
        # two lines: who and their hidden cards; what they played (the count, then names)
        hidden = summary.copy()
        hidden.rstrip()
        line = Text.assemble(name, "  ", hidden, "\n", count)
        put(self.query_one(".line", Static), line)
        badge = self.query_one(".badges", Static)
        put(badge, Text(badges(player)))
        set_class(badge, not badges(player), "-hidden")


def centre_items(cards: CardSet, view: dict[str, Any]) -> list[Text]:
    """The centre in words, for a short screen: "Spell deck 93", "Discard 7, ☠ Skull on
    top", "Summon deck 41", "Curses lurking 7", "Summons discarded 0"."""
    top = view["discard"][-1:]
    discard = Text.assemble(("Discard ", "dim"), str(len(view["discard"])))
    if top:
        card = cards.card(top[0])
        name = symbols_text(cards, card).plain.replace("\n", " ") if card.symbols else card.name
        discard.append(f", {name} on top", style="red" if card.deck == "curse" else "")
    return [
        Text.assemble(("Spell deck ", "dim"), str(view["spell_deck"])),
        discard,
        Text.assemble(("Summon deck ", "dim"), str(view["summon_deck"])),
        Text.assemble(("Curses lurking ", "dim"), (str(view["curses_in_deck"]), "bold red")),
        Text.assemble(("Summons discarded ", "dim"), str(len(view["summon_discard"]))),
    ]


class CentrePiles(Horizontal):
    """The Spell deck, the discard pile (top card face up), the Summon deck, and the goal."""

    def compose(self) -> ComposeResult:
        yield Pile("Spell deck", id="spell-deck")
        with Vertical(id="discard-pile"):
            yield CardRow(id="discard-top")
            yield Static(id="discard-caption")
        yield Pile("Summon deck", id="summon-deck")
        with Vertical(id="facts"):
            yield Static(id="goal")
            with Container(id="counts"):
                yield Static(id="curses-count")
                yield Static(id="summon-discards")

    def show(self, cards: CardSet, view: dict[str, Any]) -> None:
        """Draw the centre of the table from the view."""
        self.query_one("#spell-deck", Pile).show_count(view["spell_deck"])
        self.query_one("#summon-deck", Pile).show_count(view["summon_deck"])
        top = view["discard"][-1:]
        self.query_one("#discard-top", CardRow).show_cards(
            top, lambda iid, cls: card_widget(cards, iid, cls)
        )
        set_class(self.query_one("#discard-top", CardRow), not top, "-empty")
        caption = f"Discard ({len(view['discard'])})" if top else "Discard"
        put(self.query_one("#discard-caption", Static), caption)
        goal = Text.assemble(
            ("Goal: ", "bold"),
            f"first to {view['target']} played Summons (or all Four Horsemen)",
        )
        curses = Text.assemble(
            ("Curses lurking: ", "dim"), (str(view["curses_in_deck"]), "bold red")
        )
        discards = Text.assemble(("Summons discarded: ", "dim"), str(len(view["summon_discard"])))
        put(self.query_one("#goal", Static), goal)
        put(self.query_one("#curses-count", Static), curses)
        put(self.query_one("#summon-discards", Static), discards)
