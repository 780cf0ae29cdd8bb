"""What OctopusTable.spec builds on each system, chosen by one pure function so that all three branches are
tested on any machine (tests/test_release.py); the spec itself runs only on the system it builds for.

- Linux: one file (and, on request, one folder), a console program; the .desktop file and its icon ride
  beside it in the release archive (release/).
- Windows: one folder (unsigned one-file builds unpack into a temporary folder at every start, which
  antivirus programs often flag), no console window, the app icon (release/app.ico).
- macOS: an .app bundle (one folder inside), no console, the bundle id, icon (release/app.icns) and the
  entitlements a PyInstaller app needs under the hardened runtime (release/entitlements.plist). Unsigned:
  only PyInstaller's ad-hoc signature; the first start needs right-click > Open.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop import __version__

NAME = "OctopusTable"
BUNDLE_ID = "org.octopus-table.OctopusTable"
#: platform.system() -> our name for the system.
SYSTEMS = {"Linux": "linux", "Windows": "windows", "Darwin": "macos"}


@dataclass(frozen=True)
class BuildOptions:
    system: str
    onefile: bool
    console: bool
    #: The icon handed to PyInstaller, relative to the checkout (None: PyInstaller uses none here).
    icon: str | None
    #: The built program, relative to PyInstaller's dist folder.
    program: str
    #: macOS: the .app's folder name, bundle id, entitlements file and Info.plist entries.
    app_bundle: str | None = None
    bundle_id: str | None = None
    entitlements: str | None = None
    info_plist: dict = field(default_factory=dict)


def for_system(system: str, onedir: bool = False) -> BuildOptions:
    """Returns the build for `system` (platform.system()'s words); `onedir` asks Linux for one folder."""
    if system not in SYSTEMS:
        raise ValueError(f"no build for '{system}' (known: {', '.join(SYSTEMS)})")
    kind = SYSTEMS[system]
    if kind == "linux":
        program = f"{NAME}/{NAME}" if onedir else NAME
        return BuildOptions(kind, onefile=not onedir, console=True, icon=None, program=program)
    if kind == "windows":
        return BuildOptions(
            kind, onefile=False, console=False, icon="release/app.ico", program=f"{NAME}/{NAME}.exe"
        )
    bundle = "Octopus Table.app"
    return BuildOptions(
        kind,
        onefile=False,
        console=False,
        icon="release/app.icns",
        program=f"{bundle}/Contents/MacOS/{NAME}",
        app_bundle=bundle,
        bundle_id=BUNDLE_ID,
        entitlements="release/entitlements.plist",
        info_plist={
            "CFBundleDisplayName": "Octopus Table",
            "CFBundleShortVersionString": __version__,
            "CFBundleVersion": __version__,
            "LSApplicationCategoryType": "public.app-category.board-games",
            "LSMinimumSystemVersion": "11.0",
            "NSHighResolutionCapable": True,
        },
    )
