"""The toy game is in the registry only while a test of this folder runs."""

import pytest

from game.core import registry
from tests.toy import SPEC


@pytest.fixture(autouse=True)
def toy():
    registry.register(SPEC)
    yield SPEC
    registry.unregister(SPEC.id)
