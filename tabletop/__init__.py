"""Octopus Table's engine. The app's version lives here, in one place: pyproject.toml reads it for the
package, `--version` prints it and the main menu shows it."""

__version__ = "1.0.0"
