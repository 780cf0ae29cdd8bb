"""The Credits screen: reached from the main menu, it names every game's makers as its rulebook (or, where
the rulebook names no one, the public pages the project's rulings cite) name them, says the app is an
unofficial implementation for play at home, credits every library the app runs on, and Back or Esc
returns to the menu."""

from __future__ import annotations

import re
from importlib import metadata
from pathlib import Path

import pygame
import pygame_gui
import pytest

from tabletop import __version__, credits, registry
from tabletop.components.loader import ComponentError
from tabletop.scenes.credits import CreditsScene
from tabletop.scenes.menu import MenuScene
from tabletop.tools.shots import headless_app

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"  # the spec beside the checkout (and beside CI's clone)


def pump(app, frames: int = 3) -> None:
    for _ in range(frames):
        app.step(1 / 60)


def click(app, element) -> None:
    pos = element.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(app)


def open_credits():
    app = headless_app()
    app.go_to_menu()
    pump(app)
    click(app, app.stack.top.credits_button)
    assert isinstance(app.stack.top, CreditsScene)
    return app, app.stack.top


def shown_text(scene: CreditsScene) -> str:
    """Returns what the two text boxes say, tags left out, spaces as one."""
    html = scene.games_text.html_text + "\n" + scene.about_text.html_text
    text = re.sub(r"<[^>]+>", " ", html)
    return " ".join(text.split()).replace("&quot;", '"').replace("&#x27;", "'").replace("&amp;", "&")


def test_every_game_has_credits_naming_someone():
    for game_id in registry.game_ids():
        game = credits.load(registry.folder(game_id))
        assert game.makers and all(maker.names for maker in game.makers), game_id


def test_the_credits_are_the_rulebooks_words_not_guesses():
    if not (SHARED / "rulebooks").is_dir():
        pytest.skip("the shared rulebooks are not beside this checkout")
    rulings = (SHARED / "RULINGS.md").read_text(encoding="utf-8")
    cited = rulings.split("## Credits", 1)[1].split("\n## ", 1)[0]
    for game_id in registry.game_ids():
        rulebook = (SHARED / "rulebooks" / f"{game_id}.txt").read_text(encoding="utf-8")
        for maker in credits.load(registry.folder(game_id)).makers:
            source = rulebook if maker.source == "rulebook" else cited
            for name in maker.names:
                bare = name.split(" (")[0]  # "Matt Stoodley (storyfeet)": both words are cited
                assert bare in source, (game_id, maker.source, name)


def test_a_credits_file_without_names_or_with_an_unknown_source_is_refused(tmp_path):
    (tmp_path / credits.FILE_NAME).write_text(
        "makers:\n  - role: Designer\n    names: []\n    source: guess\n"
    )
    with pytest.raises(ComponentError) as refused:
        credits.load(tmp_path)
    words = str(refused.value)
    assert "needs at least one name" in words and "is 'guess'" in words


def test_the_menu_opens_credits_naming_every_games_makers_and_esc_returns():
    app, scene = open_credits()
    text = shown_text(scene)
    for game_id in registry.game_ids():
        assert registry.GAMES[game_id] in text
        game = credits.load(registry.folder(game_id))
        for maker in game.makers:
            for name in maker.names:
                assert name in text, name
        assert game.note in text
    assert "Henry Audubon" in text  # Cosmoctopus's designer, as its rulebook names him
    assert "unofficial implementation" in text and "at home" in text
    assert f"Octopus Table {__version__}" in text
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    pump(app)
    assert isinstance(app.stack.top, MenuScene)
    app.stack.clear()


def test_back_returns_to_the_menu():
    app, scene = open_credits()
    click(app, scene.back_button)
    assert isinstance(app.stack.top, MenuScene) and len(app.stack.scenes) == 1
    app.stack.clear()


def runtime_libraries() -> set[str]:
    """Returns every package the app needs at run time: requirements.txt's and what they require."""
    lines = (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines()
    wanted = [line.split("==")[0] for line in lines if line and not line.startswith("#")]
    found: set[str] = set()
    while wanted:
        name = wanted.pop()
        if name.lower() in {f.lower() for f in found}:
            continue
        found.add(name)
        for requirement in metadata.requires(name) or []:
            if "extra ==" not in requirement:
                wanted.append(re.split(r"[ ;<>=!~\[]", requirement, maxsplit=1)[0])
    return found


def test_every_runtime_library_is_credited_with_its_version_and_licence():
    app, scene = open_credits()
    text = shown_text(scene)
    credited = {library.name.lower() for library in credits.LIBRARIES}
    assert {name.lower().replace("_", "-") for name in runtime_libraries()} <= {
        name.replace("_", "-") for name in credited
    }
    for library in credits.LIBRARIES:
        assert f"{library.name} {credits.library_version(library)} ({library.licence})" in text
    app.stack.clear()


def test_a_double_click_on_credits_or_back_lands_its_second_click_on_no_button():
    from tabletop.scenes.credits import BACK

    app = headless_app()
    app.push(MenuScene(app))
    app.step(1 / 60, [])
    buttons = [
        e for e in app.manager.get_sprite_group().sprites() if isinstance(e, pygame_gui.elements.UIButton)
    ]
    shown = [b for b in buttons if b.visible]
    assert any(b.text == "Credits" for b in shown)
    assert not [b.text for b in shown if b.get_abs_rect().colliderect(BACK)]
