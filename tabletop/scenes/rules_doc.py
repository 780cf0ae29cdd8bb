"""A game's RULES.md read as a player's document: the developer's text left out, the rest cut into blocks
(headings, paragraphs, list items, tables, pictures) with their inline styles. Pure Python: no pygame.

RULES.md keeps everything; what only a developer needs (balance figures, command lines, notes on our
rulings) sits between `<!-- developer -->` and `<!-- /developer -->`, within a line or across lines, and
the player's page skips it, and the "(ours)" closing a heading (our design, marked for the repository's
readers). A picture drawn by the game's table code is asked for by a fenced block whose
info string is `picture NAME` (its text stays the Markdown's own version, shown where no picture is drawn)
or by a line `<!-- picture: NAME -->` alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

DEVELOPER = re.compile(r"<!--\s*developer\s*-->(.*?)(?:<!--\s*/developer\s*-->|\Z)", re.S)
OURS_HEADING = re.compile(r"^(#{1,6} .*?) \(ours\)[ \t]*$", re.M)
PICTURE_LINE = re.compile(r"^\s*<!--\s*picture:\s*([\w-]+)\s*-->\s*$")
COMMENT = re.compile(r"<!--.*?-->", re.S)
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*$")
BULLET = re.compile(r"^(\s*)[-*+]\s+(.*)$")
NUMBERED = re.compile(r"^(\s*)(\d+)[.)]\s+(.*)$")
TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
RULE_LINE = re.compile(r"^\s*([-*_])(\s*\1){2,}\s*$")
FENCE = re.compile(r"^\s*```\s*(.*)$")
INLINE = re.compile(
    r"\*\*(.+?)\*\*|__(.+?)__|`([^`]+)`|(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?!\w)|(?<!\w)_(?!\s)(.+?)(?<!\s)_(?!\w)"
)
LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
MISSING = "# Rules not available yet\nThe rules of this game have not been written down yet."

#: A run of text in one style: "" plain, "b" bold, "i" italic, "bi" both, "code" a name to type.
Run = tuple[str, str]


@dataclass(frozen=True)
class Heading:
    level: int
    runs: list[Run]


@dataclass(frozen=True)
class Paragraph:
    runs: list[Run]
    quote: bool = False


@dataclass(frozen=True)
class Item:
    """One list item: its mark ('•' or '3.'), how deep it is nested (0: top), its words."""

    mark: str
    depth: int
    runs: list[Run]


@dataclass(frozen=True)
class Table:
    header: list[list[Run]]
    rows: list[list[list[Run]]] = field(default_factory=list)


@dataclass(frozen=True)
class Picture:
    """A picture the game's table code draws; `text` is the Markdown's own version (a fenced block's
    lines), shown as it is when the game draws no such picture."""

    name: str
    text: list[str] = field(default_factory=list)


Block = Heading | Paragraph | Item | Table | Picture


def player_text(markdown: str) -> str:
    """Returns RULES.md as a player reads it: the developer's text (between the marks) left out, and a
    line left empty by it dropped."""
    text = OURS_HEADING.sub(r"\1", markdown.replace("\r\n", "\n"))
    kept: list[str] = []
    for line in DEVELOPER.sub(lambda m: "\0" if "\n" not in m.group(1) else "\n\0\n", text).split("\n"):
        if "\0" in line:
            line = line.replace("\0", "")
            if not line.strip():
                continue
            line = re.sub(r"\s+([.,;:)])", r"\1", re.sub(r"  +", " ", line)).rstrip()
        kept.append(line)
    return re.sub(r"\n{3,}", "\n\n", "\n".join(kept)).strip("\n") + "\n"


def developer_text(markdown: str) -> list[str]:
    """Returns the developer's passages of RULES.md (the marked ones), for tests and tools."""
    return [m.group(1) for m in DEVELOPER.finditer(markdown.replace("\r\n", "\n"))]


def runs(text: str) -> list[Run]:
    """Returns one line of Markdown as styled runs: **bold**, *italic* or _italic_, `code`; links keep their
    words; comments go."""
    text = LINK.sub(r"\1", COMMENT.sub("", text))
    found: list[Run] = []
    at = 0
    for match in INLINE.finditer(text):
        if match.start() > at:
            found.append((text[at : match.start()], ""))
        bold, bold2, code, italic, italic2 = match.groups()
        if code is not None:
            found.append((code, "code"))
        elif bold is not None or bold2 is not None:
            for words, style in runs(bold if bold is not None else bold2):
                found.append((words, "bi" if style in ("i", "bi") else "b"))
        else:
            for words, style in runs(italic if italic is not None else italic2):
                found.append((words, "bi" if style in ("b", "bi") else "i"))
        at = match.end()
    if at < len(text):
        found.append((text[at:], ""))
    return [(words, style) for words, style in found if words]


def plain(runs_: list[Run]) -> str:
    """Returns the words of styled runs without their styles."""
    return "".join(words for words, _ in runs_)


def _cells(line: str) -> list[list[Run]]:
    return [runs(cell.strip()) for cell in line.strip().strip("|").split("|")]


def blocks(markdown: str) -> list[Block]:
    """Returns a player's Markdown (see player_text) as blocks, in order."""
    found: list[Block] = []
    lines = markdown.replace("\r\n", "\n").split("\n")
    paragraph: list[str] = []
    quote = False

    def close() -> None:
        nonlocal paragraph
        if paragraph:
            found.append(Paragraph(runs(" ".join(p.strip() for p in paragraph)), quote))
        paragraph = []

    i = 0
    while i < len(lines):
        line = lines[i].rstrip()
        fence = FENCE.match(line)
        if fence:
            close()
            body: list[str] = []
            i += 1
            while i < len(lines) and not FENCE.match(lines[i]):
                body.append(lines[i].rstrip())
                i += 1
            info = fence.group(1).split()
            name = info[1] if len(info) > 1 and info[0] == "picture" else ""
            found.append(Picture(name, body))
        elif picture := PICTURE_LINE.match(line):
            close()
            found.append(Picture(picture.group(1)))
        elif not COMMENT.sub("", line).strip() or RULE_LINE.match(line):
            close()
        elif heading := HEADING.match(line):
            close()
            found.append(Heading(len(heading.group(1)), runs(heading.group(2))))
        elif line.lstrip().startswith("|"):
            close()
            header = _cells(line)
            rows: list[list[list[Run]]] = []
            i += 1
            while i < len(lines) and lines[i].lstrip().startswith("|"):
                if not TABLE_RULE.match(lines[i]):
                    rows.append(_cells(lines[i]))
                i += 1
            found.append(Table(header, rows))
            continue
        elif item := BULLET.match(line):
            close()
            found.append(Item("•", len(item.group(1)) // 2, runs(item.group(2))))
        elif item := NUMBERED.match(line):
            close()
            found.append(Item(f"{item.group(2)}.", len(item.group(1)) // 2, runs(item.group(3))))
        elif line.startswith(" ") and found and isinstance(found[-1], Item) and not paragraph:
            last = found[-1]  # a list item's own next line
            found[-1] = Item(last.mark, last.depth, [*last.runs, ("\n", ""), *runs(line.strip())])
        else:
            if not paragraph:
                quote = line.startswith(">")
            paragraph.append(line.lstrip("> ") if quote else line)
        i += 1
    close()
    return found


def sections(text: str) -> list[tuple[str, str]]:
    """Returns the rules cut at their second-level headings: (title, markdown) in order; what comes
    before the first such heading is "About the game" (or the top heading's title)."""
    found: list[tuple[str, list[str]]] = [("About the game", [])]
    code = False
    for line in text.replace("\r\n", "\n").split("\n"):
        if FENCE.match(line):
            code = not code
        heading = None if code else HEADING.match(line)
        level = len(heading.group(1)) if heading else 0
        if level == 2:
            found.append((heading.group(2), [line]))
        elif level == 1 and len(found) == 1 and not "".join(found[0][1]).strip():
            found[0] = (heading.group(2), [line])
        else:
            found[-1][1].append(line)
    return [(title, "\n".join(lines)) for title, lines in found if "".join(lines).strip()]


def words(markdown: str) -> int:
    """Returns how many words a reader meets in a Markdown text: its blocks' words (marks and the
    Markdown's own signs not counted)."""
    count = 0
    for block in blocks(markdown):
        if isinstance(block, Table):
            count += sum(len(plain(cell).split()) for row in [block.header, *block.rows] for cell in row)
        elif isinstance(block, Picture):
            continue
        else:
            count += len(plain(block.runs).split())
    return count
