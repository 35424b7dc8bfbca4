"""A God tableau's lines as Text: titles, body, pieces, the eight places, the compact form."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from tabletop_tui.core.words import plural
from tabletop_tui.games.believe_in_me.cards import CardSet
from tabletop_tui.ui.believe_in_me.words import (
    ALIGN_ICON,
    ALIGN_STYLE,
    BELIEVER,
    CHARGE,
    EMPTY_SLOT,
    PARTS,
    PROPHET,
    ROMAN,
    SLOT_DEFAULT,
    SLOT_MANIFESTED,
    SQUIRREL,
    STAGE_MARKS,
    TO_MOVE,
    alignment_text,
    is_card,
    seg,
    slots,
    token_effect,
)

MISSIONARY_CAP = 2


def god_title(view: dict[str, Any], seat: int, deciding: int | None, short: bool = False) -> Text:
    """ "★ Hilga (you) · ▲ Wrathful · 23 Believers ◆ ⚑" (★: deciding now; ◆ the Start
    Squirrel, ⚑ the False Prophet); `short`: "★ Hilga ▲ 23● ◆ ⚑"."""
    t, s = view["state"], view["gods"][seat]
    text = Text()
    if deciding == seat:
        text.append(f"{TO_MOVE} ", style="bold green")
    text.append(t["names"][seat], style="bold")
    if short:
        a = s["alignment"]
        text.append(f" {ALIGN_ICON[a]} ", style=ALIGN_STYLE[a])
        text.append(f"{s['believers']}{BELIEVER}", style="bold #f2d98d")
    else:
        if view["seat"] == seat and not view.get("watching"):
            text.append(" (you)", style="bold")
        text.append(" · ")
        text.append_text(alignment_text(s))
        text.append(" · ")
        text.append(plural(s["believers"], "Believer"), style="bold #f2d98d")
    if t["starting_god"] == seat:
        text.append(f" {SQUIRREL}", style="bold #f2d98d")
    if t["fp_active"] and t["fp_holder"] == seat:
        text.append(f" {PROPHET}", style="bold #ff8f85")
    return text


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


def markers(view: dict[str, Any], seat: int) -> list[str]:
    """The tokens on a god in words: the Start Squirrel, the False Prophet, Commandments."""
    t, s = view["state"], view["gods"][seat]
    found = []
    if t["fp_active"] and t["fp_holder"] == seat and view["fp_resting"]:
        found.append(f"{PROPHET} resting")
    if s["commandments"]:
        found.append("Commandments " + " ".join(ROMAN[i] for i in s["commandments"]))
    return found


def god_subtitle(view: dict[str, Any], seat: int) -> Text:
    """Hand, limit, Actions, Truth piles, tokens: for the large tableau's bottom edge."""
    g, s = view["state"]["gods"][seat], view["gods"][seat]
    parts = [
        f"hand {len(g['hand'])}/{s['hand_limit']}",
        f"{plural(s['actions'], 'Action')} a turn",
        f"Truth draw {s['truth_draw']} · discard {s['truth_discard']}",
        *markers(view, seat),
    ]
    return Text(" · ".join(parts))


def part_line(cards: CardSet, g: dict[str, Any], part: str, width: int = 6) -> Text:
    """ "Head  ▲ Horns and Laser Eyes (horns)" or "Torso — +3 Truth in Contests"."""
    text = seg(f"{part.capitalize():<{width}}", "dim")
    iid = g["parts"][part]
    if not is_card(cards, iid):
        text.append("— ", style="dim")
        text.append(SLOT_DEFAULT[part], style="italic")
        return text
    card = cards.card(iid)
    text.append(f"{ALIGN_ICON[card.alignment]} ", style=ALIGN_STYLE[card.alignment])
    text.append(card.name, style="bold")
    text.append(f" ({card.attribute.replace('_', ' ')}; {SLOT_MANIFESTED[part]})", style="dim")
    return text


def grenade_line(cards: CardSet, g: dict[str, Any]) -> Text:
    """The Holy Hand Grenade: its name to its owner, its charge to all."""
    charge = CHARGE * g["grenade_charge"] + EMPTY_SLOT * (3 - g["grenade_charge"])
    text = seg("Grenade ", "dim")
    if is_card(cards, g["grenade"]):
        name = cards.card(g["grenade"]).name.replace("Holy Hand Grenade ", "")
        text.append(name, style="bold #ff8f85")
        text.append(" ")
    elif g["grenade"]:
        text.append("face down ", style="italic")
    else:
        return text + seg("— none", "dim")
    text.append(charge, style="#f2d98d")
    text.append(" detonated" if g["detonated"] else f" {g['grenade_charge']}/3", style="dim")
    return text


def temples_line(view: dict[str, Any], seat: int) -> Text:
    """ "Supply 12 · Nun Temple ○ (opens at the Twilight)"."""
    g, s = view["state"]["gods"][seat], view["gods"][seat]
    text = Text.assemble(("Supply ", "dim"), (str(g["supply"]), "bold #f2d98d"))
    text.append(" · Nuns ", style="dim")
    if view["state"]["twilight"]:
        text.append(slots(g["nuns"], s["nun_cap"]), style="bold")
        text.append(" double your lowest Truth once a Contest", style="dim")
    else:
        text.append("closed until the Twilight", style="dim italic")
    return text


def stage_prophet(view: dict[str, Any], seat: int) -> Text:
    t = view["state"]
    text = seg(f"{STAGE_MARKS[0]} False Prophet ", "bold")
    if t["fp_active"] and t["fp_holder"] == seat:
        if view["fp_resting"]:
            return text + seg("here, resting (the Mountain is full)", "italic")
        return text + seg("here: sacrifice 1", "#ff8f85")
    return text + seg("— not here", "dim")


def stage_enlightener(cards: CardSet, view: dict[str, Any], seat: int, k: int) -> Text:
    g = view["state"]["gods"][seat]
    text = seg(f"{STAGE_MARKS[1 + k]} Enlightener ", "bold")
    if k >= len(g["enlighteners"]):
        return text + seg("— free slot", "dim")
    card = cards.card(g["enlighteners"][k])
    by = view["state"]["names"][g["placers"][k]]
    text.append(card.name, style="bold #ff9de2")
    text.append(f" ({by}'s)", style="dim")
    return text


def stage_alignment(view: dict[str, Any], seat: int) -> Text:
    s = view["gods"][seat]
    text = seg(f"{STAGE_MARKS[3]} ", "bold")
    text.append(f"{ALIGN_ICON[s['alignment']]} token ", style=ALIGN_STYLE[s["alignment"]])
    if s.get("alignment_off"):
        return text + seg("does nothing (switched off)", "italic")
    return text + Text(token_effect(s))


def stage_monks(view: dict[str, Any], seat: int) -> Text:
    g, s = view["state"]["gods"][seat], view["gods"][seat]
    text = seg(f"{STAGE_MARKS[4]} Monks ", "bold")
    text.append(slots(g["monks"], s["monk_cap"]), style="bold #f2d98d")
    if not g["monks"]:
        return text + seg(" none yet", "dim")
    n = s.get("monk_yield", g["monks"])
    return text + Text(f" illuminate {n}" if n else " idle: illuminate nobody")


def stage_missionaries(view: dict[str, Any], seat: int) -> Text:
    g, s = view["state"]["gods"][seat], view["gods"][seat]
    text = seg(f"{STAGE_MARKS[5]} Missionaries ", "bold")
    text.append(slots(g["missionaries"], MISSIONARY_CAP), style="bold #9ad6b0")
    if g["missionaries"] < MISSIONARY_CAP:
        return text + seg(" idle until both slots are filled", "dim")
    n = s.get("missionary_yield", 1)
    return text + Text(f" convert {n} from a fellow god" if n else " idle: convert nobody")


def stage_relic(cards: CardSet, view: dict[str, Any], seat: int, h: int) -> Text:
    g, s = view["state"]["gods"][seat], view["gods"][seat]
    text = seg(f"{STAGE_MARKS[6 + h]} {('Left', 'Right')[h]} Relic ", "bold")
    if h == 1 and not g["parts"]["torso"]:
        return text + seg("locked until the torso", "dim italic")
    rid = g["relics"][h]
    if not is_card(cards, rid):
        return text + seg("— empty hand", "dim")
    text.append(cards.card(rid).name, style="bold #ffb86b")
    if s["relics_off"]:
        text.append(" (face down: inactive)", style="italic #ff8f85")
    return text


def phenomena_line(cards: CardSet, view: dict[str, Any], seat: int) -> Text:
    """ "Phenomena 1/2: Lunar Eclipse ❀"."""
    g, s = view["state"]["gods"][seat], view["gods"][seat]
    text = Text.assemble(("Phenomena ", "dim"), (f"{len(g['phenomena'])}/{s['slots']}", "bold"))
    if not g["phenomena"]:
        return text + seg(" — none stored", "dim")
    text.append(": ")
    for n, pid in enumerate(g["phenomena"]):
        card = cards.card(pid)
        if n:
            text.append(", ")
        text.append(card.name)
        text.append(f" {ALIGN_ICON[card.alignment]}", style=ALIGN_STYLE[card.alignment])
    return text


def monument_line(cards: CardSet, g: dict[str, Any]) -> Text:
    """ "Monument 2/3: The Colossus of Modest Proportions"."""
    built = g["monument"]
    text = Text.assemble(("Monument ", "dim"), (f"{len(built)}/3", "bold"))
    if not built:
        return text + seg(" — none begun", "dim")
    text.append(f": {cards.card(built[0]).monument}", style="#d7c49e")
    if len(built) == 3:
        text.append(" (complete)", style="bold")
    return text


def card_tip(cards: CardSet, iid: str) -> str | None:
    """A hovered line's card in full."""
    if not is_card(cards, iid):
        return None
    card = cards.card(iid)
    return f"{card.name}: {card.text}"


def resolution_note(view: dict[str, Any], seat: int) -> Text:
    """Which of the eight places is resolving now (a choice inside it is pending)."""
    stage = resolving_stage(view, seat)
    if stage is None:
        return seg("①-⑧ resolve as its turn starts →", "dim italic")
    return seg(f"Resolving now: {STAGE_MARKS[stage]} →", "bold green")


def resolving_stage(view: dict[str, Any], seat: int) -> int | None:
    """The place (0-7) of `seat`'s tableau resolving while a choice inside it is pending, or
    None. Each place leaves the next one's `resolve` step under its own choices; the last
    place leaves none, but the turn's first `actions` step waits under it, unspent."""
    t = view["state"]
    stack = t["stack"]
    if t["winners"] is not None or not stack:
        return None
    nxt = [st for st in stack if st["kind"] == "resolve" and st["seat"] == seat]
    if nxt:
        return int(nxt[-1]["data"]["i"]) - 1
    waiting = any(st["kind"] == "actions" and st["seat"] == seat for st in stack)
    fresh = t["actions_left"] == view["gods"][seat]["actions"] and t["current"] == seat
    if waiting and fresh and stack[-1]["kind"] != "actions":
        return len(STAGE_MARKS) - 1
    return None


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
