"""What the window shows, as data for a driver outside the app (tabletop/tools/screenmap.py): the top
scene, the buttons, and under a table the viewer's own items and offered actions, nothing else."""

from __future__ import annotations

import json

import pytest

from tabletop import registry
from tabletop.rules.match import Match, default_seats
from tabletop.scenes.table import TableScene
from tabletop.tools.screenmap import ScreenMap, describe
from tabletop.tools.shots import headless_app
from tests.test_table_ui import pump


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_table_is_described_by_the_viewers_items_and_moves(game_id, tmp_path):
    app = headless_app()
    match = Match(registry.load_rules(game_id), default_seats(2), {}, 5)
    scene = app.push(TableScene(app, match))
    pump(app, frames=2)
    shown = describe(app)
    assert shown["scene"] == "TableScene" and shown["window"] == list(app.size)
    table = shown["table"]
    assert table["viewer"] == scene.model.viewer and table["to_act"] == match.to_act
    assert table["legal"] == [a.to_json() for a in scene.model.legal] and table["legal"]
    pieces = {i.piece for i in scene.model.items if i.piece is not None}
    assert {i["piece"] for i in table["items"] if i["piece"]} == pieces
    assert any(b["text"] == "Rules" for b in shown["buttons"])
    hidden = (
        set(match.rules.hidden_ids(match.state, scene.model.viewer)) if match.rules.has_secrets else set()
    )
    assert not hidden & {i["piece"] for i in table["items"]}, "a hidden card is described"
    written = ScreenMap(str(tmp_path / "screen.json"))
    written.frame(app)
    assert json.loads((tmp_path / "screen.json").read_text()) == json.loads(json.dumps(shown))
    app.stack.clear()
