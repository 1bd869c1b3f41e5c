"""The games Open Air knows: importing this package imports every game package, and each one
registers its spec (``game.core.registry.register``). The entry points (the command line, the
tests, the benchmarks) import it once; ``game.core`` never does.

The imports stand in the launcher's order (the order the games are registered in)."""

# isort: off
from game.games import cave_rave  # noqa: F401
from game.games import camp  # noqa: F401
from game.games import boaromia  # noqa: F401
from game.games import rodeo  # noqa: F401
# isort: on
