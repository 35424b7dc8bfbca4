"""A God tableau's lines as Text: titles, body, pieces, the eight places (a fellow god's
compact box: compact.py)."""

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
    """ "Phenomena 1/2: Lunar Eclipse ❀"; "Phenomena 2/2 full: ..." when no slot is free (the
    god takes no part in a Contest until it triggers one: a play-tester learned it only as
    a Contest began without them)."""
    g, s = view["state"]["gods"][seat], view["gods"][seat]
    text = Text.assemble(("Phenomena ", "dim"), (f"{len(g['phenomena'])}/{s['slots']}", "bold"))
    if g["phenomena"] and len(g["phenomena"]) >= s["slots"]:
        text.append(" full", style="bold #ff8f85")
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
