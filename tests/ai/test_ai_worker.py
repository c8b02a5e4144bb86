"""The worker process answers with legal actions and shuts down cleanly."""

from __future__ import annotations

import pickle

from ai.worker import Worker
from tests.ai.helpers_ai import sample_positions


def test_view_and_action_pickle() -> None:
    g = sample_positions("classic", 1, 1)[0]
    view = g.view(g.to_move)
    assert pickle.loads(pickle.dumps(view)) == view
    for a in g.legal_actions():
        assert pickle.loads(pickle.dumps(a)) == a


def test_worker_submit() -> None:
    positions = sample_positions("classic", 1, 3, seed=4)
    with Worker() as w:
        futures = [(g, w.submit("medium" if i else "rules", g.view(g.to_move), seed=i))
                   for i, g in enumerate(positions)]
        for g, f in futures:
            a = f.result(timeout=60)
            assert g.check(a) is None
