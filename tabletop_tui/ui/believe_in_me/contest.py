"""The Contest, in the middle of the table: the Phenomenon, each god's face-down pile
growing with "Amen!", the passes and the Nuns; then the reveal, each god's Truth added up
term by term (read from the log's reveal lines), the winner and the reward."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rich.text import Text
from textual.widgets import Static

from tabletop_tui.core.log import LogEntry
from tabletop_tui.games.believe_in_me.cards import CardSet
from tabletop_tui.ui.believe_in_me.words import (
    ALIGN_ICON,
    ALIGN_STYLE,
    FACE_DOWN,
    TO_MOVE,
    contest_value,
    is_card,
    put,
    rules_text,
    seg,
    titles,
)
from tabletop_tui.ui.widgets.repaint import set_class

PHENOMENON = re.compile(r"^(?P<god>.+) reveals the Phenomenon (?P<phen>.+) \((?P<a>\w+)\)\.$")
REVEAL = re.compile(r"^(?P<god>.+) reveals: (?P<parts>.+) = (?P<total>\d+) Truth\.$")
CLAIM = re.compile(r"^(?P<god>.+) claims (?P<phen>.+)!$")
TERM = re.compile(r"^(?P<name>.+?) (?P<value>[+-]?\d+)$")
CARD_TERM = re.compile(r"^(?P<name>.+) \((?P<value>[+-]?\d+)\)$")
NOBODY = re.compile(r"^Nobody can take part: (?P<phen>.+) is discarded\.$")
CONTEST_ENDS = ("The Start Squirrel passes", "Round ")
SHORT_TYPES = {"holy_host": "Host", "blessing": "Blessing", "relic": "Relic", "enlightener": "Enl."}


@dataclass
class Reveal:
    """One god's revealed Truth: its terms ("5", "Host 3", "torso +3") and total."""

    god: str
    terms: list[str]
    total: int
    names: list[str] = field(default_factory=list)  # the cards in full, for the tooltip


@dataclass
class PastContest:
    """The last Contest as the log tells it."""

    phenomenon: str
    alignment: str
    lines: list[str] = field(default_factory=list)
    reveals: list[Reveal] = field(default_factory=list)
    winner: str = ""
    ties: list[str] = field(default_factory=list)
    reward: list[str] = field(default_factory=list)
    discarded: bool = False


def term_words(cards_by_name: dict[str, str], term: str) -> str:
    """One term of a reveal line, short: "Truth 5" -> "5", "Bishop Bumbleworth (3)" ->
    "Host 3", "torso bonus +3 (torso not yet manifested)" -> "torso bonus +3", "no torso
    bonus (The Flagellant ...)" -> "no torso bonus", "Nun doubles Truth 3 +3" -> "Nun
    doubles +3" (and the older log's "Truth 5 5", "Bishop Bumbleworth 3", "torso bonus +3
    (no torso)" and "no torso +3" alike)."""
    if term.startswith("Nun doubles "):
        value = term.rsplit(" ", 1)[-1]
        return f"Nun doubles {value}"
    if term.startswith(("torso bonus ", "no torso bonus ")):
        return term.split(" (", 1)[0]
    if term.startswith("no torso +"):
        return "torso bonus +" + term.removeprefix("no torso +")
    if cards_by_name.get(term) == "truth":
        return term.rsplit(" ", 1)[-1]
    match = CARD_TERM.match(term) or TERM.match(term)
    if match is None:
        return term
    name, value = match["name"], match["value"]
    kind = cards_by_name.get(name, "")
    if kind == "truth":
        return value
    if kind in SHORT_TYPES:
        return f"{SHORT_TYPES[kind]} {value}"
    return term


def contest_is_old(entries: Sequence[LogEntry], is_header: Callable[[str], bool]) -> bool:
    """Whether the last Contest was revealed before the log's newest turn header (a Round or
    a God turn begun since): no longer the news of the moment."""
    texts = [e.text for e in entries]
    start = last_phenomenon(texts)
    return start is not None and any(is_header(t) for t in texts[start + 1 :])


def last_phenomenon(texts: Sequence[str]) -> int | None:
    """Where the log revealed its newest Phenomenon (the last Contest's first line)."""
    return next((i for i in range(len(texts) - 1, -1, -1) if PHENOMENON.match(texts[i])), None)


def last_contest(cards: CardSet, entries: Sequence[LogEntry]) -> PastContest | None:
    """The most recent Contest in the log (revealed or still running), or None."""
    texts = [e.text for e in entries]
    start = last_phenomenon(texts)
    if start is None:
        return None
    head = PHENOMENON.match(texts[start])
    assert head is not None
    past = PastContest(head["phen"], head["a"].lower())
    by_name = {c.name: c.type for c in cards.defs.values()}
    for text in texts[start + 1 :]:
        if text.startswith(CONTEST_ENDS):
            break
        past.lines.append(text)
        if (m := REVEAL.match(text)) is not None:
            raw = m["parts"].split(" + ")
            terms = [term_words(by_name, t) for t in raw]
            past.reveals.append(Reveal(m["god"], terms, int(m["total"]), raw))
        elif (m := CLAIM.match(text)) is not None:
            past.winner = m["god"]
        elif NOBODY.match(text):
            past.discarded = True
        elif text.startswith(("A tie on Truth", "Still tied")):
            past.ties.append(text)
        elif past.winner:
            past.reward.append(text)
    return past


def phenomenon_title(cards: CardSet, pid: str, prefix: str) -> Text:
    """ "Contest for Volcanic Eruption ▲ Wrathful"."""
    card = cards.card(pid)
    a = card.alignment
    return Text.assemble(
        (prefix, "bold"),
        (card.name, "bold #f2d98d"),
        " ",
        (f"{ALIGN_ICON[a]} {a.capitalize()}", ALIGN_STYLE[a]),
    )


def bidder(view: dict[str, Any]) -> int | None:
    """Who is to place a card or pass now."""
    stack = view["state"]["stack"]
    if stack and stack[-1]["kind"] in ("bid", "nun", "wrath_discard"):
        return int(stack[-1]["seat"])
    return None


def own_bid(cards: CardSet, view: dict[str, Any], seat: int) -> tuple[list[str], int, int] | None:
    """God `seat`'s face-down cards as terms at printed values ("Truth 5", "Bishop
    Bumbleworth 3"), its Contest bonus, and their total; None if it has placed none."""
    g, s = view["state"]["gods"][seat], view["gods"][seat]
    legs = bool(g["parts"]["legs"])
    known = [c for c in g["contest"] if is_card(cards, c)]
    if not known:
        return None
    values = [contest_value(cards.card(c), legs) for c in known]
    terms = [
        f"Truth {v}" if cards.card(c).type == "truth" else f"{cards.card(c).name} {v}"
        for c, v in zip(known, values, strict=True)
    ]
    bonus = s["contest_bonus"]
    return terms, bonus, sum(values) + bonus


def own_cards_text(cards: CardSet, view: dict[str, Any], seat: int) -> Text | None:
    """Your face-down cards by name, and what they add up to at printed values."""
    bid = own_bid(cards, view, seat)
    if bid is None:
        return None
    terms, bonus, total = bid
    text = seg("    yours: ", "dim")
    text.append(" + ".join(terms))
    if bonus:
        text.append(f" {bonus:+d} bonus", style="dim")
    text.append(f" ≈ {total} Truth", style="bold")
    return text


def own_total_text(cards: CardSet, view: dict[str, Any]) -> Text | None:
    """ "you ▮ ≈ 5 Truth": the shown god's bid and what its face-down cards add up to, for
    a short screen's docked line beside the fellow gods' bids (the panel's "yours:" line is
    out of sight there while you bid)."""
    seat = view["seat"]
    if seat is None or not is_card(cards, view["state"]["contest_phen"]):
        return None
    bid = own_bid(cards, view, seat)
    if bid is None:
        return None
    placed = len(view["state"]["gods"][seat]["contest"])
    return Text.assemble(
        ("you ", "bold"),
        (FACE_DOWN * placed, "bold #c4a7ff"),
        (" ≈ ", "dim"),
        (f"{bid[2]} Truth", "bold"),
    )


def live_lines(cards: CardSet, view: dict[str, Any]) -> list[Text]:
    """Each god's part in the running Contest, in turn order from the Start Squirrel."""
    t = view["state"]
    order = [(t["starting_god"] + i) % t["num_players"] for i in range(t["num_players"])]
    width = max(len(n) for n in t["names"])
    now = bidder(view)
    lines = []
    for g in order:
        god = t["gods"][g]
        line = Text()
        line.append(f"{TO_MOVE} " if g == now else "  ", style="bold green")
        line.append(f"{t['names'][g]:<{width}}  ", style="bold")
        n = len(god["contest"])
        if g not in t["contest_order"]:
            line.append("not taking part (no free Phenomenon slot or no card)", style="dim")
            lines.append(line)
            continue
        if n:
            line.append(FACE_DOWN * n, style="bold #c4a7ff")
            line.append(f" Amen! ×{n}", style="bold")
        else:
            line.append("no card yet", style="dim")
        if god["passed"]:
            line.append("  passed", style="italic #ff8f85")
        if god["nun_used"]:
            line.append("  Nun sacrificed: lowest Truth ×2", style="bold #f2d98d")
        if t["last_card_god"] == g and n:
            line.append("  (last card)", style="dim")
        lines.append(line)
        mine = own_cards_text(cards, view, g) if g == view["seat"] else None
        if mine is not None:
            lines.append(mine)
    return lines


def contest_bids(cards: CardSet, view: dict[str, Any]) -> tuple[Text | None, dict[int, Text]]:
    """The running Contest in a few words, for a short screen's docked line (the panel is
    out of sight there while you bid): its title, "Contest ▲ Wrathful: Volcanic Eruption", and each
    god's bid to follow their title, " ▮▮ passed" (your own the decision's prompt tells);
    (None, {}) while none runs."""
    t = view["state"]
    phen = t["contest_phen"]
    if not is_card(cards, phen):
        return None, {}
    bids: dict[int, Text] = {}
    for g in t["contest_order"]:
        god = t["gods"][g]
        n = len(god["contest"])
        bid = Text(" ")
        bid.append(FACE_DOWN * n if n else "no card", style="bold #c4a7ff" if n else "dim")
        if god["passed"]:
            bid.append(" passed", style="italic #ff8f85")
        bids[g] = bid
    card = cards.card(phen)
    # the Alignment in words, before the name that a narrow line cuts: the legend that
    # explains "@" is out of sight there (a play-test read "Contest: The Moon Wobbles a
    # Bit @" at 100x30)
    a = card.alignment
    icon = (f"{ALIGN_ICON[a]} {a.capitalize()}", ALIGN_STYLE[a])
    title = Text.assemble(("Contest ", "bold"), icon, (": ", "bold"), (card.name, "bold #f2d98d"))
    return title, bids


REWARD_WORDS = (
    (re.compile(r"^illuminates (\d+) Believers? as an? .+ god\.$"), r"+\1 Believers"),
    (re.compile(r"^illuminates (\d+) Believers? for the Revelation\.$"), r"+\1 for it"),
    (re.compile(r"^manifests (.+) \(\w+, [\w ]+\)\.$"), r"manifests \1"),
    (re.compile(r"^is now (.+)\.$"), r"now \1"),
    (re.compile(r"^'s Truth 7 leaves the game.*$"), "Truth 7 gone"),
    (re.compile(r"^stands up: .*$"), "the Revelation!"),
    (re.compile(r"^The False Prophet appears.*$"), "the False Prophet appears"),
    (re.compile(r"^The Twilight of the Gods begins.*$"), "the Twilight of the Gods begins"),
    (re.compile(r"^\d+ final Phenomena lie face down\.$"), ""),
)


def reward_words(winner: str, lines: list[str]) -> list[str]:
    """The reward in a few words each: "+8 Believers", "manifests Fish Socks"."""
    out = []
    for line in lines:
        rest = line.removeprefix(winner).lstrip()
        for pattern, words in REWARD_WORDS:
            if pattern.match(rest):
                rest = pattern.sub(words, rest)
                break
        else:
            rest = rest.rstrip(".")
        if rest:
            out.append(rest)
    return out


def reveal_lines(past: PastContest, names: list[str]) -> list[Text]:
    """The reveal: each god's Truth added up (the winner marked), then the reward."""
    if not past.reveals:
        why = "nobody could take part" if past.discarded else "no cards were placed"
        return [seg(f"  {why}: the Phenomenon is discarded", "dim")]
    lines = sum_lines(past, names)
    if past.winner:
        claim = Text.assemble(("  ", ""), (f"{past.winner} claims it", "bold green"))
        reward = reward_words(past.winner, past.reward)
        if reward:
            claim.append(": " + " · ".join(reward))
        lines.append(claim)
    return lines


def sum_lines(past: PastContest, names: list[str]) -> list[Text]:
    """Each god's Truth added up, the winner marked; who placed no card; the ties."""
    lines = []
    width = max(len(n) for n in [*names, *(r.god for r in past.reveals)])
    best = max(r.total for r in past.reveals)
    for r in past.reveals:
        won = r.god == past.winner
        line = seg("★ " if won else "  ", "bold green")
        line.append(f"{r.god:<{width}}  ", style="bold" if won else "")
        line.append(" + ".join(r.terms))
        line.append(" = ")
        style = "bold green" if won else ("bold" if r.total == best else "")
        line.append(f"{r.total} Truth", style=style)
        lines.append(line)
    revealed = {r.god for r in past.reveals}
    for name in names:
        if name not in revealed:
            lines.append(seg(f"  {name:<{width}}  no card in this Contest", "dim"))
    for tie in past.ties:
        lines.append(seg(f"  {tie}", "italic #f2d98d"))
    return lines


def reveal_line(past: PastContest) -> Text:
    """The reveal in one line, for a crowded table: "★ Hilga claims it, 9 Truth to Ralphi's
    8: +8 Believers · manifests ..." (the whole reveal is the panel's tooltip)."""
    if not past.reveals:
        return reveal_lines(past, [])[0]
    ranked = sorted(past.reveals, key=lambda r: -r.total)
    others = ", ".join(f"{r.god}'s {r.total}" for r in ranked if r.god != past.winner)
    if not past.winner:
        return seg(f"  nobody claims it: {', '.join(f'{r.god} {r.total}' for r in ranked)}")
    won = next(r for r in past.reveals if r.god == past.winner)
    line = Text.assemble(("★ ", "bold green"), (f"{past.winner} claims it", "bold green"))
    line.append(f", {won.total} Truth" + (f" to {others}" if others else ""))
    reward = reward_words(past.winner, past.reward)
    if reward:
        line.append(": " + " · ".join(reward))
    return line


class ContestPanel(Static):
    """The Contest now (bids face down), or the last one revealed."""

    def __init__(self, cards: CardSet, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards = cards

    def show(self, view: dict[str, Any], entries: Sequence[LogEntry]) -> None:
        """Draw the running Contest from the view, else the last one from the log."""
        t = view["state"]
        phen = t["contest_phen"]
        set_class(self, bool(phen), "-live")
        if is_card(self.cards, phen):
            title = phenomenon_title(self.cards, phen, "Contest for ")
            trigger = f"its winner may trigger it later: {rules_text(self.cards.card(phen))}"
            titles(self, title, trigger)
            put(self, Text("\n").join(live_lines(self.cards, view)))
            self.tooltip = None
            return
        past = last_contest(self.cards, entries)
        if past is None:
            titles(self, "Contest", None)
            put(
                self,
                Text(
                    "No Contest yet: a Phenomenon is revealed after every god's turn.", style="dim"
                ),
            )
            return
        set_class(self, bool(past.winner), "-won")
        title = Text.assemble(("Last Contest: ", "bold"), (past.phenomenon, "bold #f2d98d"))
        a = past.alignment
        if a in ALIGN_ICON:
            title.append(f" {ALIGN_ICON[a]} {a.capitalize()}", style=ALIGN_STYLE[a])
        if self.screen.has_class("-crowded"):  # (BelieveInMeScreen._fit_table)
            # the winner's line first, then each god's sum as far as the rows allow
            titles(self, title, "the whole reveal: hover, or the log")
            sums = sum_lines(past, t["names"]) if past.reveals else []
            put(self, Text("\n").join([reveal_line(past), *sums]))
        else:
            titles(self, title, "revealed: each god's cards, bonuses and total")
            put(self, Text("\n").join(reveal_lines(past, t["names"])))
        self.tooltip = (
            "\n".join(f"{r.god}: {' + '.join(r.names)} = {r.total}" for r in past.reveals) or None
        )
