"""Command line: start the app (default), ``simulate`` bot games, ``tour`` the screens,
``install-desktop`` (the Linux menu entry). ``openair`` is this as a console program;
``openair-gui`` (:func:`gui_main`) starts the window without a console on Windows."""

from __future__ import annotations

import argparse
import os
import sys

from game import __version__

#: the window's class: X11's WM_CLASS and Wayland's app id, which a desktop matches against
#: ``StartupWMClass`` in packaging/openair.desktop (and the desktop file's name) to give the
#: window its menu entry's name and icon. pygame would set it to the script's file name.
WINDOW_CLASS = "openair"


def _window_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1366x768") from None
    return w, h


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive whole number")
    return int(text)


def _saved_language() -> str:
    """The Language setting, read without touching the file ("" when there is none)."""
    from game.core import storage
    from game.core.settings import Settings, settings_path
    try:
        data = storage.load_json(settings_path())
    except (OSError, ValueError):
        return ""
    return Settings.from_json(data).language if isinstance(data, dict) else ""


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="openair", description="Open Air: festival board games.")
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = p.add_subparsers(dest="command")
    play = sub.add_parser("play", help="start the app (the default)")
    play.add_argument("--windowed", action="store_true", help="start in a window")
    play.add_argument("--frames", type=_positive, default=None, metavar="N",
                      help="draw the start screen N times, then quit (checks that a build runs)")
    sim = sub.add_parser("simulate", help="play bot games headless and print the result")
    sim.add_argument("game")
    sim.add_argument("--seats", default="normal,normal", help="comma list of easy|normal|hard")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--games", type=int, default=1, help="more than 1: print win rates only")
    sim.add_argument("--option", action="append", default=[], metavar="ID=VALUE",
                     help="a game option, e.g. length=short")
    sim.add_argument("--budget", type=float, default=None, help="Hard bot seconds per decision")
    sim.add_argument("--quiet", action="store_true", help="no move log")
    tour = sub.add_parser("tour", help="render every screen of a game to PNG files")
    tour.add_argument("game")
    tour.add_argument("--out", required=True)
    tour.add_argument("--seed", type=int, default=3)
    tour.add_argument("--size", type=_window_size, default=None, metavar="WxH",
                      help="render as a window of this size shows it, e.g. 1366x768 (a laptop)")
    for command in (sim, tour):
        command.add_argument("--lang", default=None, metavar="LANG",
                             help="the language of the texts: en, de, qps (the pseudo-locale); "
                                  "default: the Language setting, else the system's")
    desk = sub.add_parser("install-desktop",
                          help="Linux: add Open Air to this user's menu (desktop entry, icons, metainfo)")
    desk.add_argument("--remove", action="store_true", help="take them away again")
    return p


def use_window_class(environ=os.environ) -> None:
    """Name the window's class before pygame is imported (it sets its own only when unset);
    SDL reads these when the display starts. A value the user set is kept."""
    environ.setdefault("SDL_VIDEO_X11_WMCLASS", WINDOW_CLASS)
    environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", WINDOW_CLASS)


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # no pygame banner in printed output
    args = _parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.command in ("simulate", "tour"):
        from game.core import i18n
        i18n.use(args.lang or _saved_language())
    if args.command == "simulate":
        from game.simulate import run_cli
        return run_cli(args)
    if args.command == "tour":
        from game.ui.tour import run_tour
        return run_tour(args.game, args.out, seed=args.seed, size=args.size, lang=i18n.language)
    if args.command == "install-desktop":
        return _install_desktop(remove=args.remove)
    use_window_class()
    from game.core.logs import setup_logging
    setup_logging()
    from game.ui.app import run
    if getattr(args, "frames", None):            # the lock on the user folder held for these too
        return run(lambda: _draw_frames(args.frames))
    return run()


def gui_main() -> int:
    """``openair-gui``: the app without a console. Windows starts it with no stdout or stderr
    at all (``sys.stdout is None``), so anything printed goes to the null device instead."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))
    return main()


def _draw_frames(frames: int) -> int:
    """``play --frames N``: open the real window, draw the start screen N times, then close it
    as quitting does. CI runs it on the standalone build."""
    import pygame

    from game.ui.app import App
    app = App()
    for _ in range(frames):
        app.step()
        app.present()
    screen = type(app.top).__name__ if app.top is not None else "nothing"
    app.shutdown()
    pygame.quit()
    print(f"openair {__version__}: drew {frames} frames of {screen}")
    return 0


def _install_desktop(remove: bool) -> int:
    from game import desktop
    from game.core.i18n import _, ngettext
    if not (sys.platform.startswith("linux") or "bsd" in sys.platform):
        print(_("install-desktop is for Linux desktops; on Windows and macOS, build the "
                "stand-alone app as packaging/README.md describes."), file=sys.stderr)
        return 2
    home = desktop.data_home()
    try:
        files = desktop.remove(home) if remove else desktop.install(home)
    except OSError as exc:
        print(_("Could not write the desktop files under {folder}: {error}").format(
            folder=home, error=exc), file=sys.stderr)
        return 1
    for path in files:
        print(path)
    if remove:
        print(ngettext("Removed {count} file: Open Air is no longer in the menu.",
                       "Removed {count} files: Open Air is no longer in the menu.", len(files)).format(
            count=len(files)))
    else:
        print(_("Open Air is in the menu now (under Games). To take it away: openair install-desktop --remove"))
    return 0
