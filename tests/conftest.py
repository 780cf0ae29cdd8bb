"""Test set-up: no screen, no sound, and the repo on the import path."""

import atexit
import gc
import os
import shutil
import sys
import tempfile
import types
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Saved games go to a fresh folder: tests (and the apps they start) never touch the real user folder.
os.environ["OCTOPUS_TABLE_HOME"] = tempfile.mkdtemp(prefix="octopus-table-tests-")
atexit.register(shutil.rmtree, os.environ["OCTOPUS_TABLE_HOME"], ignore_errors=True)

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import games  # noqa: E402  (the repo is on the path now)
from tabletop import registry  # noqa: E402

# As the entry point does: the engine is handed the games and imports none itself.
registry.install(games.GAMES.values())


@pytest.fixture
def tables(monkeypatch):
    """Stands in for the table scene (the scenes that start a game are tested alone); returns the
    matches it was built with."""
    from tabletop.scenes.base import Scene

    built = []

    class StubTable(Scene):
        def __init__(self, app, match):
            super().__init__(app)
            self.match = match
            built.append(match)

    module = types.ModuleType("tabletop.scenes.table")
    module.TableScene = StubTable
    monkeypatch.setitem(sys.modules, "tabletop.scenes.table", module)
    return built


@pytest.hookimpl(tryfirst=True)  # before `-m` deselects
def pytest_collection_modifyitems(items):
    """A test in a real window (it takes the Xvfb `display` fixture of tests/test_end_to_end.py) is in the
    slow tier, marked so or not."""
    for item in items:
        if "display" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.slow)


@pytest.fixture
def declare():
    """Installs the given game declarations in place of the real games for one test (the real ones come
    back after it); returns the function that installs them."""
    yield lambda *declared: registry.install(declared)
    registry.install(games.GAMES.values())


def pytest_collection_finish(session):
    """What collection built (modules, the games' rules, the test items) lives all session: frozen, the
    full collections the app runs when a scene leaves (tabletop/scenes/memory.py) do not walk it again."""
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def unpresented(request, monkeypatch):
    """Frames are drawn in full but not presented to the dummy window nobody sees, as the UI fuzz does
    (tabletop/tools/uifuzz.py): presenting a 1920×1080 frame was a sixth of a table test's time. The bench
    (tests/test_bench.py) times presenting, so it presents."""
    if not request.module.__name__.endswith("test_bench"):
        import pygame

        monkeypatch.setattr(pygame.display, "flip", lambda: None)
