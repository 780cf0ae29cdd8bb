"""The realm as drawn: a layout spread over the editor's grid has its wide empty gaps narrowed so its tiles
stay big, and what touches, overlaps or stands apart still does (the named layouts are drawn as designed)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from games.cosmoctopus.rules.layouts import MOST, WIDEST, Layout, problems, spread, spread_problem, touching
from games.cosmoctopus.table.shape import cell_rect, drawn_cells

from .builders import CAT

FAR_STARS = ((0, 0), (2, 0), (4, 0), (6, 0), (16, 14), (18, 14), (16, 16), (18, 16), (8, 8))


def test_the_named_layouts_are_drawn_where_their_data_puts_them_but_disconnecteds_gap_is_narrower():
    for key, layout in CAT.layouts.items():
        if key != "disconnected":
            assert drawn_cells(layout.cells) == layout.cells, layout.name
    halves = drawn_cells(CAT.layouts["disconnected"].cells)
    assert max(x for x, _ in halves[:5]) + 2 + 1 == min(x for x, _ in halves[5:])  # 1 unit apart, not 2


def test_a_spread_layout_keeps_one_unit_between_its_groups():
    drawn = drawn_cells(FAR_STARS)
    assert drawn == ((0, 0), (2, 0), (4, 0), (6, 0), (11, 6), (13, 6), (11, 8), (13, 8), (8, 3))


def test_a_layout_spread_wider_than_the_named_ones_is_refused_with_its_size_and_the_limit():
    assert max(max(spread(layout.cells)) for layout in CAT.layouts.values()) == WIDEST
    assert spread(FAR_STARS) == (15, 10)
    said = spread_problem(FAR_STARS)
    assert "7.5 tiles across and 5 down" in said and "at most 5 each way" in said
    found = problems(Layout(id="far_stars", name="Far Stars", cells=[list(c) for c in FAR_STARS], special=1))
    assert found == [("cells", said)]
    apart = ((0, 0), (2, 0), (0, 2), (2, 2), (16, 16), (18, 16), (16, 18), (18, 18), (18, 0))  # far corners
    assert spread_problem(apart) == "" and min(cell_rect(apart, c)[2] for c in range(9)) >= 93


@given(
    st.lists(
        st.tuples(st.integers(0, MOST - 2), st.integers(0, MOST - 2)), min_size=2, max_size=10, unique=True
    )
)
def test_narrowing_never_makes_tiles_touch_or_part(cells):
    cells = tuple(cells)
    drawn = drawn_cells(cells)
    assert len(set(drawn)) == len(cells)
    for i, a in enumerate(cells):
        for j in range(i + 1, len(cells)):
            assert touching(a, cells[j]) == touching(drawn[i], drawn[j]), (a, cells[j])
