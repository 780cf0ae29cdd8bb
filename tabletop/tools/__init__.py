"""The command line's tools: bench, fuzzers, screen watch, figures, headless runs and validation."""
