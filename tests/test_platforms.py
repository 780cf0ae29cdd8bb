"""The app on Linux, Windows and macOS alike, checked here on Linux: what only some systems have is
guarded, the player's files go to the folders platformdirs names, every file name is one Windows takes,
and F11 switches full screen from any scene.

What is checked, in one list:
1. POSIX-only calls (os.fork, malloc_trim through ctypes, signals Windows lacks, the `resource` module,
   /proc and /dev paths, a "fork" start method) sit only in functions that test the system first or
   catch the failure (`POSIX_ONLY`, `GUARDS`);
2. no user folder is found by hand (home folder, %APPDATA%, ~): saves and crash reports go to
   platformdirs' user data folder, settings to its user config folder;
3. file names: a save's, a crash report's, the settings', and every file in the repository are names
   Windows can create (no ':' and the like, no reserved name, no trailing dot or space) and no two differ
   only in case (macOS and Windows folders ignore case);
4. the many-game tools start their worker processes by spawning where the system cannot fork;
5. F11 toggles full screen at the app, before any scene sees it.
"""

from __future__ import annotations

import ast
import platform
import re
import subprocess
from pathlib import Path

import platformdirs
import pygame

from tabletop import crash, preferences, registry, saves
from tabletop.scenes import setup_memory
from tabletop.tools import fuzz_run, pools
from tabletop.tools.shots import headless_app

ROOT = Path(__file__).resolve().parent.parent

#: (module, name) pairs only POSIX systems (or only some) have.
POSIX_ONLY = {
    ("os", name)
    for name in ("fork", "forkpty", "setsid", "getuid", "geteuid", "killpg", "getpgid", "nice", "statvfs")
} | {("signal", name) for name in ("SIGKILL", "SIGUSR1", "SIGUSR2", "SIGHUP", "SIGALRM", "SIGCHLD", "alarm")}
POSIX_ONLY |= {("ctypes", "CDLL"), ("ctypes", "cdll"), ("os", "getloadavg")}
POSIX_MODULES = {"resource", "fcntl", "termios", "pwd", "grp", "pty", "tty", "posix", "syslog"}
#: What a function holding such a call must show: it tests the system, or catches the failure.
GUARDS = ("sys.platform", "os.name", "except ImportError", "except OSError", "except (OSError")
GUARDS += ("in available",)  # a start method chosen from those the system has
#: How a user folder would be found by hand instead of through platformdirs.
BY_HAND = re.compile(
    r"Path\.home\(|expanduser\(|\"~/|'~/|APPDATA|USERPROFILE|environ(?:\.get)?\(?\[?\"HOME\""
)
#: Names Windows refuses for a file, whatever its extension.
RESERVED = {"CON", "PRN", "AUX", "NUL"} | {f"{kind}{n}" for kind in ("COM", "LPT") for n in range(1, 10)}


def posix_only_calls(source: str) -> list[tuple[int, str, str]]:
    """Returns each POSIX-only use in a module as (line, what, the source of the function holding it)."""
    tree = ast.parse(source)
    owners = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for inner in ast.walk(node):
                owners.setdefault(inner, node)  # the outermost function holding it
    found = []
    for node in ast.walk(tree):
        what = None
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if (node.value.id, node.attr) in POSIX_ONLY:
                what = f"{node.value.id}.{node.attr}"
        if isinstance(node, ast.Attribute) and node.attr == "malloc_trim":
            what = "malloc_trim"
        elif isinstance(node, ast.Import) and any(a.name.split(".")[0] in POSIX_MODULES for a in node.names):
            what = "import " + ", ".join(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in POSIX_MODULES:
            what = f"from {node.module}"
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if node.value.startswith(("/proc/", "/dev/")) or node.value in (
                "fork",
                "forkserver",
                "libc.so.6",
            ):
                what = repr(node.value)
        if what:
            owner = owners.get(node)
            found.append((node.lineno, what, ast.get_source_segment(source, owner) if owner else ""))
    return found


def unguarded(source: str) -> list[tuple[int, str]]:
    found = posix_only_calls(source)
    return [(line, what) for line, what, body in found if not any(guard in body for guard in GUARDS)]


def our_modules() -> list[Path]:
    return sorted([*ROOT.glob("tabletop/**/*.py"), *ROOT.glob("games/**/*.py"), ROOT / "main.py"])


def test_posix_only_calls_are_guarded_everywhere():
    found, problems = 0, []
    for path in our_modules():
        source = path.read_text(encoding="utf-8")
        found += len(posix_only_calls(source))
        problems += [f"{path.relative_to(ROOT)}:{line} {what}" for line, what in unguarded(source)]
    assert not problems, problems
    assert found >= 5  # malloc_trim, libc, /proc, resource, fork: the scan sees them


def test_the_scan_finds_an_unguarded_call_and_passes_a_guarded_one():
    bare = "import ctypes\ndef trim():\n    ctypes.CDLL('libc.so.6').malloc_trim(0)\n"
    assert sorted(what for _, what in unguarded(bare)) == ["'libc.so.6'", "ctypes.CDLL", "malloc_trim"]
    assert unguarded("import os\ndef f():\n    os.fork()\n") == [(3, "os.fork")]
    assert unguarded("def f():\n    import resource\n") == [(2, "import resource")]
    guarded = "import sys, ctypes\ndef trim():\n    if sys.platform == 'linux':\n        ctypes.CDLL('x')\n"
    assert unguarded(guarded) == []
    tried = "def f():\n    try:\n        import resource\n    except ImportError:\n        pass\n"
    assert unguarded(tried) == []


def test_no_user_folder_is_found_by_hand():
    for path in our_modules():
        found = BY_HAND.search(path.read_text(encoding="utf-8"))
        assert found is None, f"{path.relative_to(ROOT)} finds a user folder by hand: {found.group(0)}"


def test_saves_settings_and_crash_reports_go_to_platformdirs_folders(monkeypatch):
    monkeypatch.delenv(saves.HOME_ENV, raising=False)
    data = platformdirs.user_data_path("OctopusTable", appauthor=False)
    assert saves.data_home() == data
    assert crash.crashes_dir().parent == data
    config = platformdirs.user_config_path("OctopusTable", appauthor=False)
    assert preferences.config_home() == config
    assert preferences.settings_path().parent == config and setup_memory.memory_path().parent == config


def windows_problem(name: str) -> str:
    """Returns why Windows would refuse a file or folder name ('' when it takes it)."""
    if bad := set(name) & set('<>:"/\\|?*'):
        return f"has {''.join(sorted(bad))}"
    if any(ord(c) < 32 for c in name):
        return "has a control character"
    if name.endswith((".", " ")):
        return "ends in a dot or space"
    if name.split(".")[0].upper() in RESERVED:
        return "is a reserved name"
    return ""


def test_the_windows_name_check_refuses_what_windows_refuses():
    for bad in ("save 10:32.json", "con.json", "LPT1", "a?b", "end.", "tab\t"):
        assert windows_problem(bad), bad
    assert not windows_problem("20261127-103200-oct8-a1b2c3.json")


def test_the_app_names_its_files_as_windows_allows(tmp_path, monkeypatch):
    monkeypatch.setenv(saves.HOME_ENV, str(tmp_path))
    names = [f"{saves.new_match_id(game_id)}.json" for game_id in registry.game_ids()]
    names += [preferences.FILE_NAME, preferences.BROKEN_NAME, setup_memory.FILE_NAME]
    try:
        raise RuntimeError("a test crash")
    except RuntimeError as exc:
        report = crash.write_report(exc, [])
    names.append(report.name)
    for name in names:
        assert not windows_problem(name), (name, windows_problem(name))
        assert len(name) < 100


def test_every_file_in_the_repository_checks_out_on_windows_and_macos():
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True)
    paths = listed.stdout.splitlines()
    assert len(paths) > 100
    for path in paths:
        for part in path.split("/"):
            assert not windows_problem(part), (path, windows_problem(part))
    folded: dict[str, str] = {}
    for path in paths:
        assert folded.setdefault(path.casefold(), path) == path, f"{path} and {folded[path.casefold()]}"


def test_workers_spawn_where_the_system_cannot_fork(monkeypatch):
    assert pools.start_method(["spawn"]) == "spawn"  # Windows
    assert pools.start_method(["fork", "spawn", "forkserver"]) == "fork"  # Linux, macOS
    monkeypatch.setattr(pools.multiprocessing, "get_all_start_methods", lambda: ["spawn"])
    game_id = registry.game_ids()[0]
    result = fuzz_run.run_game_fuzz(game_id, games=2, seed=1, jobs=2)
    assert result["games"] == 2 and result["errors"] == 0 and result["violations"] == 0


def test_f11_toggles_full_screen_from_any_scene():
    app = headless_app()
    app.go_to_menu()
    before = app.settings.fullscreen
    for _ in range(2):
        app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")])
        assert app.settings.fullscreen is not before
        before = app.settings.fullscreen
    app.stack.clear()


def test_memory_is_given_back_only_where_glibc_is():
    from tabletop.scenes import memory

    memory.trim()  # never raises, on any system
    assert (memory._libc() is not None) == (platform.system() == "Linux")
