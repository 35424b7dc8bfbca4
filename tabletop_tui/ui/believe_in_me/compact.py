"""A fellow god's compact box as Text: its lines in words and in short, its bottom edge."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from tabletop_tui.games.believe_in_me.cards import CardSet
from tabletop_tui.ui.believe_in_me.tableau_lines import MISSIONARY_CAP, markers
from tabletop_tui.ui.believe_in_me.words import (
    ALIGN_ICON,
    ALIGN_STYLE,
    CHARGE,
    EMPTY_SLOT,
    PARTS,
    alignment_text,
    is_card,
    seg,
    slots,
)


def compact_subtitles(view: dict[str, Any], seat: int) -> tuple[Text, ...]:
    """A compact box's bottom edge, longest first: the Alignment, the Truth piles and the
    tokens in words; "Unfath.", "Cmd"; without the Alignment (its sign is in the title)."""
    return (
        compact_subtitle(view, seat, short=False),
        compact_subtitle(view, seat),
        compact_subtitle(view, seat, alignment=False),
    )


def compact_subtitle(
    view: dict[str, Any], seat: int, short: bool = True, alignment: bool = True
) -> Text:
    """The Alignment in words, the Truth piles and the tokens: a compact box's bottom edge
    (`short`: "Unfath.", "Cmd", for a narrow box)."""
    s = view["gods"][seat]
    text = alignment_text(s, short=short) if alignment else Text()
    text.append(f"{' · ' if alignment else ''}Truth {s['truth_draw']}/{s['truth_discard']}", "dim")
    for marker in markers(view, seat):
        text.append(f" · {marker.replace('Commandments', 'Cmd') if short else marker}", "dim")
    return text


def compact_lines(
    cards: CardSet, view: dict[str, Any], seat: int
) -> list[tuple[tuple[Text, ...], str]]:
    """A fellow god's tableau in five lines, each in words and in short ("Sup 7 M●○○"), the
    box drawing the longest that fits, and the card the line names (if one)."""
    g, s = view["state"]["gods"][seat], view["gods"][seat]
    body = Text()
    for n, part in enumerate(PARTS):
        if n:
            body.append(" ")
        iid = g["parts"][part]
        if is_card(cards, iid):
            card = cards.card(iid)
            body.append(f"{part[0].upper()}", style="dim")
            body.append(f"{ALIGN_ICON[card.alignment]}", style=ALIGN_STYLE[card.alignment])
            body.append(card.attribute.replace("_", " ").capitalize())
        else:
            body.append(f"{part[0].upper()}—", style="dim")
    people = Text.assemble(
        ("Sup ", "dim"),
        (str(g["supply"]), "bold #f2d98d"),
        (" M", "dim"),
        (slots(g["monks"], s["monk_cap"]), "#f2d98d"),
        (" Mi", "dim"),
        (slots(g["missionaries"], MISSIONARY_CAP), "#9ad6b0"),
    )
    if view["state"]["twilight"]:
        people.append(" N", style="dim")
        people.append(slots(g["nuns"], s["nun_cap"]))
    people.append(" G", style="dim")
    people.append(CHARGE * g["grenade_charge"] + EMPTY_SLOT * (3 - g["grenade_charge"]))
    enl = seg("Enl ", "dim")
    if not g["enlighteners"]:
        enl.append("—", style="dim")
    for k, eid in enumerate(g["enlighteners"]):
        if k:
            enl.append(", ")
        enl.append(cards.card(eid).name, style="#ff9de2")
        enl.append(f" ({view['state']['names'][g['placers'][k]]})", style="dim")
    relics = seg("Relics ", "dim")
    for h in (0, 1):
        if h:
            relics.append(" | ", style="dim")
        rid = g["relics"][h]
        if h == 1 and not g["parts"]["torso"]:
            relics.append("locked", style="dim italic")
        elif is_card(cards, rid):
            relics.append(cards.card(rid).name.removeprefix("The "), style="#ffb86b")
        else:
            relics.append("—", style="dim")
    if s["relics_off"]:
        relics.append(" (off)", style="#ff8f85")
    stored = Text.assemble(
        ("hand ", "dim"),
        (str(len(g["hand"])), "bold"),
        (f"({s['hand_truth']}T)", "dim"),
        (" Ph", "dim"),
        (f"{len(g['phenomena'])}/{s['slots']}", "bold"),
        (" Mon", "dim"),
        (f"{len(g['monument'])}/3", "bold"),
    )
    first_enl = g["enlighteners"][0] if g["enlighteners"] else ""
    first_relic = next((r for r in g["relics"] if is_card(cards, r)), "")
    first_phen = g["phenomena"][0] if g["phenomena"] else ""
    g_words, s_words = compact_words(cards, view, seat)
    return [
        ((g_words[0], body), ""),
        ((g_words[1], people), ""),
        ((g_words[2], enl), first_enl),
        ((relics, relics), first_relic),
        ((s_words, stored, stored[len("hand ") :]), first_phen),
    ]


def compact_words(cards: CardSet, view: dict[str, Any], seat: int) -> tuple[list[Text], Text]:
    """A fellow god's body, people and Enlighteners, and what it holds, in words: "Head —
    · Torso ▲ Horns · Legs —", "Supply 7 · Grenade ▮▯▯" over "Monks ●○○ · Missionaries ●●",
    "Enlighteners —", "Hand 6 (2 Truth)" over "Phenomena 0/2 · Monument 0/3"."""
    g, s = view["state"]["gods"][seat], view["gods"][seat]
    body = Text(" · ").join(
        Text.assemble((f"{part.capitalize()} ", "dim"), attribute_words(cards, g["parts"][part]))
        for part in PARTS
    )
    people = Text.assemble(("Supply ", "dim"), (str(g["supply"]), "bold #f2d98d"))
    people.append(" · Grenade ", style="dim")
    people.append(CHARGE * g["grenade_charge"] + EMPTY_SLOT * (3 - g["grenade_charge"]))
    if view["state"]["twilight"]:
        people.append(" · Nuns ", style="dim")
        people.append(slots(g["nuns"], s["nun_cap"]))
    people.append("\nMonks ", style="dim")
    people.append(slots(g["monks"], s["monk_cap"]), style="#f2d98d")
    people.append(" · Missionaries ", style="dim")
    people.append(slots(g["missionaries"], MISSIONARY_CAP), style="#9ad6b0")
    enl = seg("Enlighteners ", "dim")
    if not g["enlighteners"]:
        enl.append("—", style="dim")
    for k, eid in enumerate(g["enlighteners"]):
        enl.append(", " if k else "")
        enl.append(cards.card(eid).name, style="#ff9de2")
        enl.append(f" ({view['state']['names'][g['placers'][k]]}'s)", style="dim")
    stored = Text.assemble(
        ("Hand ", "dim"),
        (str(len(g["hand"])), "bold"),
        (f" ({s['hand_truth']} Truth)", "dim"),
        ("\nPhenomena ", "dim"),
        (f"{len(g['phenomena'])}/{s['slots']}", "bold"),
        (" · Monument ", "dim"),
        (f"{len(g['monument'])}/3", "bold"),
    )
    return [body, people, enl], stored


def attribute_words(cards: CardSet, iid: str) -> Text:
    """A manifested body part's Alignment and attribute ("▲ Horns"), or "—"."""
    if not is_card(cards, iid):
        return seg("—", "dim")
    card = cards.card(iid)
    return Text.assemble(
        (ALIGN_ICON[card.alignment], ALIGN_STYLE[card.alignment]),
        f" {card.attribute.replace('_', ' ').capitalize()}",
    )
