"""Each daemon's area (Daemon card, possession and Willpower, Victims held, Nemeses waiting)
and the shown player's hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import Static

from tabletop_tui.games.possession.cards import CardSet
from tabletop_tui.ui.possession.board import VictimGrid
from tabletop_tui.ui.possession.cards import DaemonCard, HandCard, put, titles
from tabletop_tui.ui.possession.words import FIRST, NARRATOR
from tabletop_tui.ui.widgets.card_row import CardRow
from tabletop_tui.ui.widgets.repaint import set_class

CARDS_PER_TURN = 4
PLACES = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}


def area_title(
    view: dict[str, Any], seat: int, deciding: int | None, short: bool = False
) -> Content:
    """ "★ Ann (you) ✦ Narrator ▶ First" (★: to move); on a short screen with the cards of
    that hand you know of counted (R34): "Bob · 2 cards known"."""
    p = view["players"][seat]
    you = view["seat"] == seat and not view.get("watching")
    parts = [p["name"] + (" (you)" if you else "")]
    if not view["solitaire"]:
        if view["narrator"] == seat:
            parts.append(f"{NARRATOR} Narrator")
        if view["first_player"] == seat and view["phase"] != "setup":
            parts.append(f"{FIRST} First")
    known = passed_on(view, seat) if short else []
    if known:
        parts.append(f"· {cards_known(len(known))}")
    if deciding == seat:
        return Content("★ " + " ".join(parts))
    return Content(" ".join(parts))


def track_text(p: dict[str, Any], short: bool = False) -> Text:
    """ "Possession 9 / Willpower 6: 3 spare" (what a claim may spend; below 0 in red), or on
    a short screen "Poss. 9 / Will 6 (3 spare)"."""
    spare = p["possession"] - p["willpower"]
    spare_style = "bold green" if spare > 0 else "bold red" if spare < 0 else "bold"
    if short:
        return Text.assemble(
            ("Poss. ", "dim"),
            (str(p["possession"]), "bold #c4a7ff"),
            (" / Will ", "dim"),
            (str(p["willpower"]), "bold"),
            (" (", "dim"),
            (f"{spare} spare", spare_style),
            (")", "dim"),
        )
    return Text.assemble(
        ("Possession ", "dim"),
        (str(p["possession"]), "bold #c4a7ff"),
        (" / Willpower ", "dim"),
        (str(p["willpower"]), "bold"),
        (": ", "dim"),
        (f"{spare} spare", spare_style),
    )


def cards_known(count: int) -> str:
    """ "2 cards known" (of another hand: R34)."""
    return f"{count} card known" if count == 1 else f"{count} cards known"


def passed_on(view: dict[str, Any], seat: int) -> list[str]:
    """The cards of `seat`'s hand that the viewer knows are there (R34): passed on by the
    viewer or from them, or a TRAP! found in a passed hand."""
    viewer = view["seat"]
    if viewer is None or viewer == seat:
        return []
    return [c for c, knowers in view["players"][seat]["seen_by"].items() if viewer in knowers]


def counts_text(
    view: dict[str, Any], seat: int, short: bool, cards: CardSet, counted: bool = False
) -> Text:
    """ "hand 6 · played 2/4" (on the track's line on a short screen: " · hand 6 · 2/4"),
    and the cards you know that hand holds (R34: you passed them on, or saw them passed on
    from you, or a TRAP! found in it), on a line of their own: "You know it holds: Gilded
    Promise, Whisper in the Well" (on a short screen, where every row counts, they are
    counted in the area's title instead: `area_title`; `counted`, on a table made compact,
    " · 2 cards known" on the line of the counts)."""
    p = view["players"][seat]
    known = passed_on(view, seat)
    if counted and not short:
        text = Text.assemble(("\nhand ", "dim"), (str(p["hand_count"]), "bold"))
        text.append(" · played ", "dim")
        text.append(f"{p['played']}/{CARDS_PER_TURN}", "bold")
        if known:
            text.append(f" · {cards_known(len(known))}", "dim")
        return text
    text = Text.assemble(
        (" · hand " if short else "\nhand ", "dim"),
        (str(p["hand_count"]), "bold"),
    )
    text.append(" · " if short else " · played ", "dim")
    text.append(f"{p['played']}/{CARDS_PER_TURN}", "bold")
    if known and not short:
        names = ", ".join(sorted(cards.card(c).name for c in known))
        text.append("\nYou know it holds: ", "dim")
        text.append(names, "italic")
    return text


def score_markup(view: dict[str, Any], seat: int) -> Content:
    """ "score 12 (♥+⚔) · was 1st" (the Ascendancy token, given at the last turn's end: a
    play-test read "score 12 · Ascendancy 3rd" beside "score 10 · Ascendancy 2nd" as a
    fault; "3rd last turn" reads as the turn before last), for the area's bottom border."""
    p = view["players"][seat]
    text = Content.from_markup("score [b]$score[/b] (♥+⚔)", score=str(p["score"]))
    if seat in view["ascendancy"] and len(view["players"]) > 1:
        place = view["ascendancy"].index(seat) + 1
        text += Content.from_markup(" · was [b]$place[/b]", place=PLACES.get(place, str(place)))
    return text


def possession_cards_text(cards: CardSet, p: dict[str, Any]) -> Text:
    """ "Possession cards: Night Terrors +1, Iron Dominion +4" (printed values)."""
    played = p["possession_cards"]
    if not played:
        return Text("No Possession cards played", style="dim")
    names = ", ".join(f"{cards.card(c).name} +{cards.card(c).value}" for c in played)
    return Text.assemble((f"Possession cards ({len(played)}): ", "dim"), (names, "#c4a7ff"))


class DaemonArea(Vertical):
    """One player's area: Daemon, track, counts, Possession cards, and the Victims held."""

    def __init__(self, cards: CardSet, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards = cards

    def compose(self) -> ComposeResult:
        yield Static(classes="track")
        yield DaemonCard(self.cards)
        yield Static(classes="pcards")
        yield VictimGrid(self.cards, classes="victims")
        yield Static("No Victims possessed.", classes="empty")

    def show(
        self,
        view: dict[str, Any],
        seat: int,
        deciding: int | None,
        classes_of: Callable[[str], str],
        fighting: set[str],
    ) -> None:
        """Draw the area of `seat` from the view."""
        p = view["players"][seat]
        short, crowded = self.screen.has_class("-short"), self.screen.has_class("-crowded")
        titles(self, area_title(view, seat, deciding, short), score_markup(view, seat))
        set_class(self, deciding == seat, "-to-move")
        set_class(self, view["seat"] == seat, "-you")
        daemon = self.query_one(DaemonCard)
        daemon.show(p)
        CardRow.mark(daemon, classes_of(daemon.card_id) if daemon.card_id else "")
        counted = self.screen.has_class("-packed")  # crowded still: known cards counted
        track = track_text(p, short or crowded) + counts_text(
            view, seat, short, self.cards, counted
        )
        put(self.query_one(".track", Static), track)
        known = sorted(self.cards.card(c).name for c in passed_on(view, seat))
        # (where only counted, "4 cards known": a play-test at 100x30 could not see which)
        self.tooltip = f"You know it holds: {', '.join(known)}" if known else None
        pcards = self.query_one(".pcards", Static)
        put(pcards, possession_cards_text(self.cards, p))
        pcards.tooltip = (
            "\n".join(
                f"{self.cards.card(c).name}: {self.cards.card(c).text}"
                for c in p["possession_cards"]
            )
            or None
        )
        held = [v for v in view["victims"] if v["owner"] == seat]
        self.query_one(VictimGrid).show(view, held, classes_of, lambda _: None, fighting)
        set_class(self.query_one(".empty"), bool(held), "-hidden")

    def highlight(self, card_ids: list[str], name: str) -> None:
        """Mark the Victims (and the Daemon) of the option under the cursor."""
        self.query_one(VictimGrid).highlight(card_ids, name)
        daemon = self.query_one(DaemonCard)
        set_class(daemon, bool(daemon.card_id) and daemon.card_id in card_ids, name)


def passes_to(cards: CardSet, view: dict[str, Any], seat: int) -> str:
    """Where the shown player's hand goes at the turn's end, by the Location's direction."""
    if not view["location"]:
        return ""
    n = len(view["players"])
    direction = cards.card(view["location"]).direction
    if n == 1:
        return ""
    names = [p["name"] for p in view["players"]]
    if direction == "left":
        return f"at the turn's end it passes LEFT to {names[(seat + 1) % n]}"
    if direction == "right":
        return f"at the turn's end it passes RIGHT to {names[(seat - 1) % n]}"
    if direction == "opposite" and n == 3:
        return "at the turn's end the Narrator chooses who exchanges hands (OPPOSITE)"
    if direction == "opposite":
        return f"at the turn's end it goes OPPOSITE to {names[(seat + n // 2) % n]}"
    if direction == "stay":
        return "you keep it at the turn's end (STAY)"
    return "it goes back into the Game Deck at the turn's end (RESHUFFLE)"


def trap_risk(where: str) -> str:
    """What a TRAP! hidden in the hand risks, by where the hand goes (`passes_to`): only a
    hand passed on is searched (RULINGS R12)."""
    if "(RESHUFFLE)" in where:
        return "the hand goes back into the Game Deck at the turn's end, and keeps its secret."
    if "(STAY)" in where:
        return "you keep the hand at the turn's end, and nobody finds it this turn."
    return "if the next holder finds it, you lose 2 Possession cards."


class HandArea(Vertical):
    """The shown player's hand, face up; hidden while the screen changes hands."""

    def __init__(self, cards: CardSet, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards = cards
        self.hidden_note = "Hands are hidden while the screen changes hands."

    def compose(self) -> ComposeResult:
        yield Static(classes="caption")
        yield CardRow(classes="hand")
        yield Static(classes="hidden-note")

    def show(self, view: dict[str, Any], classes_of: Callable[[str], str]) -> None:
        """Draw the shown seat's hand (or the note that hands are hidden)."""
        seat = view["seat"]
        hand = view["players"][seat]["hand"] if seat is not None else None
        caption = self.query_one(".caption", Static)
        note = self.query_one(".hidden-note", Static)
        set_class(note, hand is not None, "-hidden")
        if hand is None:
            set_class(caption, True, "-hidden")
            titles(self, "Hand", None)
            put(note, self.hidden_note)
        else:
            p = view["players"][seat]
            where = passes_to(self.cards, view, seat)
            whose = f"{p['name']}'s" if view.get("watching") else "Your"
            title = f"{whose} hand ({len(hand)}) · Hand Cap {p['hand_cap']}"
            titles(self, title, where[:1].upper() + where[1:])
            line = Text()
            if p["cheats"]:
                names = ", ".join(self.cards.card(c).name for c in p["cheats"])
                who = f"{p['name']} is" if view.get("watching") else "You are"
                warning = f"⚠ {who} hiding a TRAP! ({names}): {trap_risk(where)}"
                line.append(warning, style="bold yellow")
            put(caption, line)
            set_class(caption, not line.plain, "-hidden")
        self.query_one(".hand", CardRow).show_cards(
            hand or [], lambda iid, cls: HandCard(self.cards, iid, cls), classes_of
        )

    def highlight(self, card_ids: list[str], name: str) -> None:
        """Mark the cards of the option under the cursor."""
        self.query_one(".hand", CardRow).highlight(card_ids, name)
