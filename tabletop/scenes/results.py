"""The end of a game: who won and why the game ended, every seat's score and what scored, then play again or
go back to the menu. A win is celebrated with confetti falling into place and bursts round the headline."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from tabletop import audio
from tabletop.rules.core import Outcome, name_seats
from tabletop.rules.match import Match
from tabletop.rules.outcome import verdict
from tabletop.scenes.base import Scene
from tabletop.scenes.settings_form import SPEEDS
from tabletop.scenes.setup_form import new_seed
from tabletop.scenes.style import backdrop, clicked, draw_panel, key_down, seat_rgb, seat_text_id, swatch
from tabletop.ui.burst import Bursts
from tabletop.ui.confetti import Confetti
from tabletop.ui.sprites import SpriteCache, font

TABLE = pygame.Rect(160, 262, 1600, 0)
ROWS_TOP = 314
ROWS_SPACE = 1080 - ROWS_TOP - 170
COLUMNS = {"place": 30, "swatch": 150, "player": 216, "score": 600, "details": 800}
LINE_H = 38
DETAILS_W = TABLE.width - COLUMNS["details"] - 24
CELL_FONT = 27  # #cell in the theme
JOIN = "  ·  "


def ordinal(n: int) -> str:
    """Returns 1st, 2nd, 3rd, 4th... for a place."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


HEADLINE = pygame.Rect(0, 92, 1920, 104)
ENDED = pygame.Rect(0, 198, 1920, 48)  # why the game ended, under the headline
#: The bursts round the headline: (x offset from the centre, seconds after the scene came), big ones.
BURSTS = ((0, 0.0), (-420, 0.35), (420, 0.7))


def packed(lines: list[str], width: int) -> list[str]:
    """Returns `lines` with neighbours joined by a dot while the joined line fits `width` pixels."""
    out: list[str] = []
    for line in lines:
        joined = f"{out[-1]}{JOIN}{line}" if out else line
        if out and font(CELL_FONT).size(joined)[0] <= width:
            out[-1] = joined
        else:
            out.append(line)
    return out


class ResultsScene(Scene):
    """Shows the outcome of `match` (with the hints each seat asked for); Play again starts the same game
    with a new seed."""

    def __init__(self, app, match: Match, hints: dict[int, int] | None = None):
        super().__init__(app)
        self.match = match
        self.hints = dict(hints or {})
        self.outcome = match.outcome or Outcome(scores=(), winners=())
        self.rows: list[tuple[pygame.Rect, int]] = []
        self.winners = [match.seats[w] for w in self.outcome.winners if 0 <= w < len(match.seats)]
        self.sprites = SpriteCache()
        self.bursts = Bursts()
        self.confetti: Confetti | None = None  # no confetti when the game itself won

    def celebrate(self) -> None:
        """Starts the confetti falling in the winners' colours and the bursts round the headline (with
        animations turned off, the confetti rests at once and nothing bursts)."""
        if self.outcome.lost_to_game:
            return
        speed = self.app.settings.animation_seconds
        animate = speed > 0
        palette = [seat_rgb(seat.colour) for seat in self.winners] or [(46, 196, 182)]
        pace = speed / SPEEDS["normal"]  # slow 1.6, fast 0.6, off 0: rests at once
        self.confetti = Confetti(palette, seed=len(self.winners), pace=pace)
        if animate:
            for dx, delay in BURSTS:
                spot = pygame.Rect(0, 0, 300, HEADLINE.height)
                spot.center = (HEADLINE.centerx + dx, HEADLINE.centery)
                self.bursts.add(tuple(spot), big=True, delay=delay)

    def startup(self) -> None:
        """Builds the headline, the table of seats and the two buttons; the victory fanfare plays."""
        self.make_root()
        if not self.outcome.lost_to_game:
            audio.play("victory")
        self._label((0, 40, 1920, 50), f"{self.match.rules.name}: game over", "#subtitle")
        one = len(self.winners) == 1
        colour_id = seat_text_id(self.winners[0].colour, "@winner") if one else "@winner"
        self.headline = verdict(self.outcome, [seat.name for seat in self.winners])
        self._label(HEADLINE, self.headline, colour_id)
        if self.outcome.ended:
            self._label(ENDED, self.named(self.outcome.ended), "#body")
        self.celebrate()
        for text, column in (
            ("Place", "place"),
            ("Player", "player"),
            ("Score", "score"),
            ("Details", "details"),
        ):
            self._label((TABLE.x + COLUMNS[column], TABLE.y, 300, 40), text, "#table_head")
        self._build_rows()
        # The buttons follow a short table rather than leaving a gap above them.
        y = min(950, self.rows[-1][0].bottom + 70 if self.rows else 950)
        self.menu_button = self._button((1920 // 2 - 330, y, 300, 80), "Main menu", None)
        self.again_button = self._button((1920 // 2 + 30, y, 300, 80), "Play again", "#primary")

    def named(self, text: str) -> str:
        """Returns a rules text with its seats named ('<seat 0>' becomes 'Ana')."""
        return name_seats(text, [seat.name for seat in self.match.seats])

    def _label(self, rect, text: str, object_id) -> pygame_gui.elements.UILabel:
        return pygame_gui.elements.UILabel(
            pygame.Rect(rect), text, self.manager, container=self.root, object_id=object_id
        )

    def _button(self, rect, text: str, object_id) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.manager, container=self.root, object_id=object_id
        )

    def order(self) -> list[tuple[int, int]]:
        """Returns (place, seat) pairs, best first: winners, then by score."""
        scores = self.outcome.scores

        def key(seat: int) -> tuple[int, int]:
            return (seat not in self.outcome.winners, -(scores[seat] if seat < len(scores) else 0))

        seats = sorted(range(len(self.match.seats)), key=lambda s: (key(s), s))
        return [(1 + sum(key(o) < key(s) for o in seats), s) for s in seats]

    def place_text(self, place: int, seat: int) -> str:
        """Returns a row's place: 1st, 2nd...; Won or Lost when the players faced the game itself."""
        if self.outcome.against_game:
            return "Won" if seat in self.outcome.winners else "Lost"
        return ordinal(place)

    def _detail_lines(self) -> list[list[str]]:
        """Returns each seat's detail lines; when they would not all fit, neighbours share a line as far
        as the column's width allows."""
        details = self.outcome.details
        seats = range(len(self.match.seats))
        lines = [[self.named(line) for line in details[s]] if s < len(details) else [] for s in seats]
        for seat, count in self.hints.items():
            if 0 <= seat < len(lines) and count > 0:
                lines[seat].append(f"{count} hint{'s' if count > 1 else ''} used")
        if sum(self._row_height(len(ls)) + 12 for ls in lines) > ROWS_SPACE:
            lines = [packed(ls, DETAILS_W) for ls in lines]
        return lines

    @staticmethod
    def _row_height(count: int) -> int:
        return max(76, 20 + LINE_H * count)

    def _build_rows(self) -> None:
        lines = self._detail_lines()
        order = self.order()
        heights = [self._row_height(len(lines[s])) for _, s in order]
        squeeze = min(1.0, ROWS_SPACE / max(1, sum(h + 12 for h in heights)))
        y = ROWS_TOP
        for (place, seat), height in zip(order, heights, strict=True):
            rect = pygame.Rect(TABLE.x, y, TABLE.width, int(height * squeeze))
            self._build_row(rect, place, seat, lines[seat])
            y = rect.bottom + int(12 * squeeze)

    def _build_row(self, rect: pygame.Rect, place: int, seat: int, lines: list[str]) -> None:
        self.rows.append((rect, seat))
        mid = rect.y + min(rect.height, 76) // 2
        player = self.match.seats[seat]
        score = self.outcome.scores[seat] if seat < len(self.outcome.scores) else "–"
        self._label((rect.x + COLUMNS["place"], mid - 22, 110, 44), self.place_text(place, seat), "#cell")
        self._label((rect.x + COLUMNS["player"], mid - 22, 370, 44), player.name, seat_text_id(player.colour))
        self._label((rect.x + COLUMNS["score"], mid - 26, 140, 52), str(score), ObjectID("#score", "@left"))
        top = rect.y + (rect.height - LINE_H * len(lines)) // 2
        for n, line in enumerate(lines):
            rect_line = (rect.x + COLUMNS["details"], top + n * LINE_H, DETAILS_W, LINE_H)
            self._label(rect_line, line, "#cell")

    def handle_event(self, event: pygame.event.Event) -> None:
        """Play again, or back to the main menu (button or Esc)."""
        if clicked(event, self.again_button):
            self.play_again()
        elif clicked(event, self.menu_button) or key_down(event, pygame.K_ESCAPE):
            self.app.go_to_menu()

    def play_again(self) -> Match:
        """Replaces this scene with a new table: same game, seats and options, a new seed."""
        match = Match(self.match.rules, list(self.match.seats), dict(self.match.options), new_seed())
        from tabletop.scenes.table import TableScene

        self.app.replace(TableScene(self.app, match))
        return match

    def update(self, dt: float) -> None:
        """Moves the confetti and the bursts on."""
        if self.confetti is not None:
            self.confetti.update(dt)
        self.bursts.update(dt)

    def busy(self) -> bool:
        """Tells whether the celebration still moves (then every frame is drawn)."""
        return self.bursts.busy() or (self.confetti is not None and self.confetti.moving())

    def draw(self, surface: pygame.Surface) -> None:
        """Draws the sea, the celebration, a card behind each seat's row (winners lit) and the colour
        tokens."""
        surface.blit(backdrop(surface.get_size()), (0, 0))
        if self.confetti is not None:
            self.confetti.draw(surface)
        self.bursts.draw(surface, self.sprites)
        for rect, seat in self.rows:
            draw_panel(surface, rect, highlight=seat in self.outcome.winners)
            token = swatch(self.match.seats[seat].colour, min(48, rect.height - 12))
            mid = rect.y + min(rect.height, 76) // 2
            surface.blit(token, token.get_rect(center=(rect.x + COLUMNS["swatch"] + 24, mid)))
