"""Computer players: they see a seat's view of the game, never the whole game.

    from ai import make_agent, Worker, think_delay

    agent = make_agent("hard", seed=7)      # "random", "rules", "easy", "medium", "hard"
    action = agent.choose(view)             # one engine action for view.seat

    worker = Worker()                       # a warm process, so the table never stalls
    future = worker.submit("hard", view, seed=7)
    action = future.result()
    worker.shutdown()

Modules: ``agent`` (levels, ``make_agent``), ``rulebot`` (the rule-based player),
``search`` (information-set Monte Carlo search), ``evaluate``/``features``/``eval_params``
(the learned position value), ``knowledge`` (what a seat knows), ``worker`` (the
process), ``parallel`` (helper processes for the search; ``python -m ai.bench_parallel``),
``arena`` (bots against bots: ``python -m ai.arena``), ``fit_eval``
(``python -m ai.fit_eval``).
"""

from .agent import LEVELS, Agent, Level, make_agent, think_delay
from .worker import Worker

__all__ = ["LEVELS", "Agent", "Level", "Worker", "make_agent", "think_delay"]
