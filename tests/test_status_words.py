"""The top bar's words: a prompt too long for its line is cut at a whole sentence (issue 33 item 9: the
longer titles left "... Undo: take your")."""

from __future__ import annotations

from tabletop.ui.painter import prompt_line


def test_a_status_prompt_too_long_for_its_line_ends_at_a_whole_sentence():
    prompt = "Done (Space): pass the computer to Ben. Undo: take your move back."
    assert prompt_line(prompt, 28, 2000) == prompt
    assert prompt_line(prompt, 28, 700) == "Done (Space): pass the computer to Ben."
