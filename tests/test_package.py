"""The installable package: pyproject.toml's dependencies are requirements.txt's, its `dev` set is
requirements-dev.txt's, the version has one place and shows, and tabletop/paths.py finds the app's files
in each of its three layouts (source tree, installed package, frozen executable).

`.ci/run` installs the package into a fresh venv and runs `octopus-table --smoke` from /tmp: the real
install is checked there, whole; these tests check the parts that decide it."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pygame_gui

from tabletop import __version__, paths
from tabletop.scenes.menu import MenuScene
from tabletop.tools.shots import headless_app

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def requirements(name: str) -> list[str]:
    """Returns a requirements file's pins, in order (comments and `-r` lines left out)."""
    lines = (ROOT / name).read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith(("#", "-r"))]


def test_the_package_pins_what_requirements_txt_pins():
    assert PYPROJECT["project"]["dependencies"] == requirements("requirements.txt")


def test_the_dev_set_pins_what_requirements_dev_txt_adds():
    dev = requirements("requirements-dev.txt")
    assert PYPROJECT["project"]["optional-dependencies"]["dev"] == dev
    assert "-r requirements.txt" in (ROOT / "requirements-dev.txt").read_text(encoding="utf-8")


def test_every_pin_is_exact():
    for pin in requirements("requirements.txt") + requirements("requirements-dev.txt"):
        assert re.fullmatch(r"[A-Za-z0-9_.-]+==[0-9][0-9A-Za-z.]*", pin), pin


def test_the_command_and_python_and_version_source():
    project = PYPROJECT["project"]
    assert project["name"] == "octopus-table"
    assert project["requires-python"] == ">=3.11"
    assert project["scripts"] == {"octopus-table": "tabletop.launch:main"}
    assert "version" in project["dynamic"] and "version" not in project
    assert PYPROJECT["tool"]["hatch"]["version"]["path"] == "tabletop/__init__.py"
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)
    import tabletop.launch

    assert callable(tabletop.launch.main)


def test_the_wheel_puts_assets_and_config_where_paths_looks_for_them():
    wheel = PYPROJECT["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert set(wheel["packages"]) == {"games", "tabletop"}
    assert wheel["force-include"] == {
        folder: f"tabletop/{paths.PACKAGED}/{folder}" for folder in ("assets", "config")
    }
    assert not (ROOT / "tabletop" / paths.PACKAGED).exists()  # made only inside the wheel


def test_version_prints_the_one_version():
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy"}
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--version"], capture_output=True, text=True, env=env
    )
    assert done.returncode == 0 and done.stdout.strip() == f"Octopus Table {__version__}"


def test_the_main_menu_shows_the_version_in_a_corner():
    app = headless_app()
    app.go_to_menu()
    app.step(1 / 60)
    assert isinstance(app.stack.top, MenuScene)
    labels = [e for e in app.stack.top.root.elements if isinstance(e, pygame_gui.elements.UILabel)]
    shown = [label for label in labels if label.text == f"Version {__version__}"]
    assert len(shown) == 1
    rect = shown[0].rect
    assert rect.top < 80 and rect.right > 1920 - 60  # the top right corner
    app.stack.clear()


def test_from_the_source_tree_every_file_is_in_the_checkout():
    assert paths.games_root() == ROOT and paths.data_root() == ROOT
    assert paths.asset("icons", "app.png").is_file()
    assert (paths.data_root() / "config" / "theme.json").is_file()


def test_installed_assets_and_config_come_from_inside_the_package(tmp_path):
    site = tmp_path / "site-packages"
    here = site / "tabletop" / "paths.py"
    (site / "games").mkdir(parents=True)
    (site / "tabletop" / paths.PACKAGED / "assets").mkdir(parents=True)
    assert paths.roots(here, None) == (site, site / "tabletop" / paths.PACKAGED)


def test_frozen_everything_comes_from_the_unpacked_folder(tmp_path):
    assert paths.roots(tmp_path / "x" / "tabletop" / "paths.py", str(tmp_path)) == (tmp_path, tmp_path)
