"""The release builds: OctopusTable.spec's branch for each of Linux, Windows and macOS (the spec run here
with PyInstaller's build steps recorded instead of done, as each system would run it), the icons and files
each build takes, and the workflow that builds all three on GitHub's runners (.ci/run lints it with
actionlint and builds and runs the Linux one for real)."""

from __future__ import annotations

import platform
import struct
import sys
import types
from pathlib import Path

import pygame
import pytest
import yaml

from tabletop import __version__
from tabletop.tools import app_icons
from tabletop.tools.build_options import BUNDLE_ID, SYSTEMS, for_system

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def run_spec(monkeypatch, system: str, onedir: bool = False) -> dict[str, list[dict]]:
    """Runs OctopusTable.spec as PyInstaller would on `system`; returns each build step's keyword
    arguments (and the positional ones as 'args'), by step name."""
    calls: dict[str, list[dict]] = {}

    def step(name):
        def record(*args, **kwargs):
            calls.setdefault(name, []).append({"args": args, **kwargs})
            return types.SimpleNamespace(datas=[], pure=[], scripts=[], binaries=[], name=name)

        return record

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package: [f"{package}.x.rules"]
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(platform, "system", lambda: system)
    monkeypatch.setenv("OCTOPUS_TABLE_ONEDIR", "1" if onedir else "0")
    monkeypatch.setattr(sys, "path", list(sys.path))  # the spec puts the checkout first
    names = {name: step(name) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    spec = ROOT / "OctopusTable.spec"
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), {"SPECPATH": str(ROOT), **names})
    return calls


def test_linux_builds_one_console_file_by_default_and_one_folder_on_request(monkeypatch):
    calls = run_spec(monkeypatch, "Linux")
    assert set(calls) == {"Analysis", "PYZ", "EXE"}
    (exe,) = calls["EXE"]
    assert exe["console"] is True and exe["name"] == "OctopusTable" and "exclude_binaries" not in exe
    calls = run_spec(monkeypatch, "Linux", onedir=True)
    assert set(calls) == {"Analysis", "PYZ", "EXE", "COLLECT"}
    assert calls["EXE"][0]["exclude_binaries"] is True
    assert for_system("Linux").program == "OctopusTable"
    assert for_system("Linux", onedir=True).program == "OctopusTable/OctopusTable"


def test_windows_builds_one_folder_without_a_console_with_the_app_icon(monkeypatch):
    calls = run_spec(monkeypatch, "Windows", onedir=False)  # one folder whatever is asked
    assert set(calls) == {"Analysis", "PYZ", "EXE", "COLLECT"}
    (exe,) = calls["EXE"]
    assert exe["console"] is False and exe["exclude_binaries"] is True
    assert exe["icon"] == str(ROOT / "release" / "app.ico")
    assert calls["COLLECT"][0]["name"] == "OctopusTable"
    assert for_system("Windows").program == "OctopusTable/OctopusTable.exe"


def test_macos_builds_an_app_bundle_with_its_id_icon_and_entitlements(monkeypatch):
    calls = run_spec(monkeypatch, "Darwin")
    assert set(calls) == {"Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"}
    (exe,) = calls["EXE"]
    assert exe["console"] is False
    assert exe["entitlements_file"] == str(ROOT / "release" / "entitlements.plist")
    (bundle,) = calls["BUNDLE"]
    assert bundle["name"] == "Octopus Table.app" and bundle["bundle_identifier"] == BUNDLE_ID
    assert bundle["icon"] == str(ROOT / "release" / "app.icns")
    assert bundle["info_plist"]["CFBundleShortVersionString"] == __version__
    assert for_system("Darwin").program == "Octopus Table.app/Contents/MacOS/OctopusTable"


def test_every_system_bundles_the_games_data_and_leaves_out_the_tests(monkeypatch):
    for system in SYSTEMS:
        (analysis,) = run_spec(monkeypatch, system)["Analysis"]
        targets = {target for _, target in analysis["datas"]}
        assert {"assets", "config"} <= targets and any(t.startswith("games/") for t in targets)
        assert "pytest" in analysis["excludes"]


def test_an_unknown_system_is_refused():
    with pytest.raises(ValueError, match="no build for 'Plan9'"):
        for_system("Plan9")


def test_the_files_each_build_takes_are_there_and_well_formed():
    for system in SYSTEMS:
        build = for_system(system)
        for name in (build.icon, build.entitlements):
            assert name is None or (ROOT / name).is_file(), name
    ico = (ROOT / "release" / "app.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind, count) == (0, 1, len(app_icons.ICO_SIZES))
    for i, size in enumerate(app_icons.ICO_SIZES):
        width, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", ico, 6 + 16 * i)
        assert (width or 256) == size
        assert picture_size(ico[offset : offset + length]) == (size, size)
    icns = (ROOT / "release" / "app.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)
    at, found = 8, {}
    while at < len(icns):
        kind, length = icns[at : at + 4], struct.unpack_from(">I", icns, at + 4)[0]
        found[kind] = picture_size(icns[at + 8 : at + length])
        at += length
    assert found == {kind: (size, size) for size, kind in app_icons.ICNS_TYPES}


def picture_size(png: bytes) -> tuple[int, int]:
    import io

    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    return pygame.image.load(io.BytesIO(png), "x.png").get_size()


def test_the_icons_are_made_from_the_app_svg(tmp_path):
    made = {path.name: path.read_bytes() for path in app_icons.make(tmp_path)}
    assert made == {name: (ROOT / "release" / name).read_bytes() for name in made}


def test_the_linux_desktop_file_names_the_program_and_its_icon():
    lines = (ROOT / "release" / "octopus-table.desktop").read_text(encoding="utf-8").splitlines()
    entry = dict(line.split("=", 1) for line in lines[1:] if "=" in line)
    assert lines[0] == "[Desktop Entry]" and entry["Type"] == "Application"
    assert entry["Exec"] == for_system("Linux").program
    assert (ROOT / "release" / f"{entry['Icon']}.png").is_file()
    assert "Game" in entry["Categories"].split(";")


def workflow() -> dict:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    data["on"] = data.pop(True, data.get("on"))  # YAML 1.1 reads a bare `on` as true
    return data


def test_the_workflow_builds_tests_and_runs_all_three_and_releases_on_a_tag():
    flow = workflow()
    assert flow["on"]["push"]["tags"] == ["v*"]
    build = flow["jobs"]["build"]
    systems = [entry["system"] for entry in build["strategy"]["matrix"]["include"]]
    assert sorted(systems) == sorted(SYSTEMS.values())
    python = next(s for s in build["steps"] if s.get("uses", "").startswith("actions/setup-python"))
    assert python["with"]["python-version"] == "3.11"
    script = "\n".join(step.get("run", "") for step in build["steps"])
    assert "python -m pytest" in script and "pyinstaller --noconfirm" in script
    assert "OctopusTable.spec" in script and "--smoke" in script and "--simulate" in script
    for system in SYSTEMS.values():
        assert any(step.get("if") == f"matrix.system == '{system}'" for step in build["steps"]), system
    release = flow["jobs"]["release"]
    assert release["needs"] == "build" and "refs/tags/v" in release["if"]
    assert "gh release create" in release["steps"][-1]["run"]


def test_ci_lints_the_workflow_with_actionlint():
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert ".venv/bin/actionlint .github/workflows/release.yml" in run
    pins = (ROOT / "requirements-dev.txt").read_text(encoding="utf-8")
    assert "actionlint" in pins
