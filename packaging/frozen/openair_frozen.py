"""The standalone build's entry script (packaging/openair.spec): one program, two executables.
``openair-gui`` (no console window on Windows and macOS) runs :func:`game.cli.gui_main`;
``openair`` runs :func:`game.cli.main`, which prints (``simulate``, ``tour``, ``--version``)."""

import os
import sys

from game.cli import gui_main, main

if __name__ == "__main__":
    gui = os.path.basename(sys.executable).lower().startswith("openair-gui")
    sys.exit(gui_main() if gui else main())
