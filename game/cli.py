"""Command line: start the app (default), ``simulate`` bot games, ``tour`` the screens,
``host`` a network table headless, ``install-desktop`` (the Linux menu entry). ``openair`` is this as a console program;
``openair-gui`` (:func:`gui_main`) starts the window without a console on Windows."""

from __future__ import annotations

import argparse
import math
import os
import sys

import game.games  # noqa: F401  (the games register themselves)
from game import __version__

#: the window's class: X11's WM_CLASS and Wayland's app id, which a desktop matches against
#: ``StartupWMClass`` in packaging/openair.desktop (and the desktop file's name) to give the
#: window its menu entry's name and icon. pygame would set it to the script's file name.
WINDOW_CLASS = "openair"


#: the seconds a Hard bot may think per decision on the command line (``--budget``)
BUDGET_MAX = 60.0
#: the sizes ``tour --size`` renders (a phone's window to an 8K screen)
SIZE_RANGE = (320, 7680)


class _Parser(argparse.ArgumentParser):
    """argparse, but a bad invocation prints one line (``openair tour: error: ...``, no usage
    block before it) and ends with status 2; a missing game names the games to choose from."""

    #: the game argument's name in the help ("game"), on the commands that take one
    game_metavar = ""

    def error(self, message: str):
        from game.core.i18n import _
        missing = _missing(message)
        if self.game_metavar and self.game_metavar in missing:
            message = _("the following arguments are required: {arguments} ({game}: one of {games})").format(
                arguments=", ".join(missing), game=self.game_metavar, games=_games_list())
        # Translators: the command line's one line for a bad invocation: "openair simulate: error: ..."
        self.exit(2, _("{prog}: error: {message}").format(prog=self.prog, message=message) + "\n")


def _missing(message: str) -> list[str]:
    """The arguments argparse's "the following arguments are required: game, --out" names
    (in the language in use), else none."""
    from game import cli_words
    head, _s, tail = cli_words.translate("the following arguments are required: %s").partition("%s")
    if not (message.startswith(head) and message.endswith(tail)):
        return []
    return message[len(head):len(message) - len(tail)].split(", ")


def _games_list() -> str:
    """"cave_rave (Höhlengrölen), camp (Camp Roskilde), ...": the ids the command line takes."""
    from game.core import registry
    from game.core.i18n import _
    return ", ".join(f"{g.id} ({_(g.title)})" for g in registry.all_games())


def _game(text: str):
    """A game id, as its spec."""
    import difflib

    from game.core import registry
    from game.core.i18n import _
    ids = [g.id for g in registry.all_games()]
    if text not in ids:
        # a close id, or the id of a close title ("hoehlengroelen": cave_rave)
        named = {_fold(g.title): g.id for g in registry.all_games()} | {g: g for g in ids}
        close = difflib.get_close_matches(_fold(text), list(named), n=1)
        if close:
            raise argparse.ArgumentTypeError(
                _("unknown game {game} (did you mean {close}?): choose one of {games}").format(
                    game=repr(text), close=named[close[0]], games=_games_list()))
        raise argparse.ArgumentTypeError(_("unknown game {game}: choose one of {games}").format(
            game=repr(text), games=_games_list()))
    spec = registry.get(text)
    if not spec.package:
        raise argparse.ArgumentTypeError(_("{game} is not built yet: choose one of {games}").format(
            game=_(spec.title), games=_games_list()))
    return spec


def _fold(title: str) -> str:
    """A title as one might type it: "Höhlengrölen" as "hoehlengroelen", "Rock'n Rodeo" as "rockn_rodeo"."""
    for letter, plain in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss"), (" ", "_"), ("'", "")):
        title = title.lower().replace(letter, plain)
    return title


def _seats(text: str) -> str:
    """A comma list of bot levels, checked (how many the game takes: :func:`_check_simulate`)."""
    from game.core.bots import LEVELS
    from game.core.i18n import _, or_list
    levels = [s.strip() for s in text.split(",")]
    for level in levels:
        if level not in LEVELS:
            raise argparse.ArgumentTypeError(
                _("{seat} is not a seat: give a comma list of {levels}, e.g. normal,easy").format(
                    seat=repr(level), levels=or_list(LEVELS)))
    return ",".join(levels)


def _host_seats(text: str) -> str:
    """``host --seats``: a comma list of remote|easy|normal|hard (how many the game takes:
    :func:`_check_host`)."""
    from game.core.bots import LEVELS
    from game.core.i18n import _, or_list
    kinds = ("remote",) + LEVELS
    seats = [s.strip() for s in text.split(",")]
    for seat in seats:
        if seat not in kinds:
            raise argparse.ArgumentTypeError(
                _("{seat} is not a seat: give a comma list of {kinds}, e.g. remote,remote,normal").format(
                    seat=repr(seat), kinds=or_list(kinds)))
    return ",".join(seats)


def _port(text: str) -> int:
    from game.core.i18n import _
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(_("{value} is not a port: a whole number from 0 to 65535").format(
            value=repr(text)))
    return int(text)


def _option(text: str) -> str:
    from game.core.i18n import _
    key, eq, value = text.partition("=")
    if not (key.strip() and eq and value.strip()):
        raise argparse.ArgumentTypeError(
            _("{option} is not an option: write ID=VALUE, e.g. length=short").format(option=repr(text)))
    return f"{key.strip()}={value.strip()}"


def _budget(text: str) -> float:
    from game.core.i18n import _
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not 0 <= seconds <= BUDGET_MAX:      # (nan fails this too)
        raise argparse.ArgumentTypeError(
            _("{budget} is not a number of seconds from 0 to {most}").format(
                budget=repr(text), most=int(BUDGET_MAX)))
    return seconds


def _language(text: str) -> str:
    from game.core import i18n
    from game.core.i18n import _, or_list
    choices = i18n.available() + [i18n.PSEUDO]
    if text not in choices:
        raise argparse.ArgumentTypeError(_("unknown language {lang}: use {languages}").format(
            lang=repr(text), languages=or_list(choices)))
    return text


def _window_size(text: str) -> tuple[int, int]:
    from game.core.i18n import _
    low, high = SIZE_RANGE
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        w = h = 0
    if not (low <= w <= high and low <= h <= high):
        raise argparse.ArgumentTypeError(
            _("{size} is not a size like 1366x768 (each side from {least} to {most})").format(
                size=repr(text), least=low, most=high))
    return w, h


def _positive(text: str) -> int:
    from game.core.i18n import _
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(_("{value} is not a positive whole number").format(value=repr(text)))
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


def _seed(text: str) -> int:
    from game.core.i18n import _
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("{value} is not a whole number").format(value=repr(text))) from None


def _parser() -> argparse.ArgumentParser:
    """The command line, in the language in use (argparse's own words too: :mod:`game.cli_words`,
    while :func:`game.cli_words.speaking_the_players_language` holds)."""
    from game.core.i18n import _, pgettext
    games = _("games: {games}").format(games=_games_list())
    p = _Parser(prog="openair", description=_("Open Air: festival board games."), epilog=games)
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}",
                   help=_("show the version number and exit"))
    # Translators: the name of the command line's command argument in its help and errors ("openair command")
    sub = p.add_subparsers(dest="command", metavar=pgettext("command line", "command"))
    play = sub.add_parser("play", help=_("start the app (the default)"), epilog=games)
    play.add_argument("--windowed", action="store_true", help=_("start in a window"))
    play.add_argument("--frames", type=_positive, default=None, metavar="N",
                      help=_("draw the start screen N times, then quit (checks that a build runs)"))
    game_help = _("the game's id: {games}").format(games=", ".join(g.id for g in _all_games()))
    # Translators: the name of the command line's game argument in its help and errors ("openair simulate game")
    game_metavar = pgettext("command line", "game")
    # Translators: the command line's placeholder for a seed: "--seed SEED"
    seed_metavar = pgettext("command line", "SEED")
    seed_help = _("the seed: the same seed deals the same game")
    sim = sub.add_parser("simulate", help=_("play bot games headless and print the result"), epilog=games)
    sim.add_argument("game", type=_game, metavar=game_metavar, help=game_help)
    sim.add_argument("--seats", type=_seats, default="normal,normal",
                     # Translators: the command line's placeholder for the bot levels: "--seats LEVELS"
                     metavar=pgettext("command line", "LEVELS"),
                     help=_("comma list of easy|normal|hard, one per seat, as many as the game has players"))
    sim.add_argument("--seed", type=_seed, default=1, metavar=seed_metavar, help=seed_help)
    sim.add_argument("--games", type=_positive, default=1, metavar="N", help=_("more than 1: print win rates only"))
    sim.add_argument("--option", type=_option, action="append", default=[],
                     # Translators: the command line's placeholder for a game option: "--option ID=VALUE"
                     metavar=pgettext("command line", "ID=VALUE"),
                     help=_("a game option, e.g. length=short (a wrong one lists the game's options)"))
    sim.add_argument("--budget", type=_budget, default=None,
                     # Translators: the command line's placeholder for seconds: "--budget SECONDS"
                     metavar=pgettext("command line", "SECONDS"),
                     help=_("Hard bot seconds per decision (0 to {most})").format(most=int(BUDGET_MAX)))
    sim.add_argument("--quiet", action="store_true", help=_("no move log"))
    tour = sub.add_parser("tour", help=_("render every screen of a game to PNG files"), epilog=games)
    tour.add_argument("game", type=_game, metavar=game_metavar, help=game_help)
    tour.add_argument("--out", required=True,
                      # Translators: the command line's placeholder for a folder: "--out FOLDER"
                      metavar=pgettext("command line", "FOLDER"),
                      help=_("the folder the PNG files go to (made if missing)"))
    tour.add_argument("--seed", type=_seed, default=3, metavar=seed_metavar, help=seed_help)
    tour.add_argument("--size", type=_window_size, default=None,
                      # Translators: the command line's placeholder for a window size, width x height: "--size WxH"
                      metavar=pgettext("command line", "WxH"),
                      help=_("render as a window of this size shows it, e.g. 1366x768 (a laptop)"))
    from game.net.address import DEFAULT_PORT
    host = sub.add_parser("host", help=_("host a network table without a window: players join it from their "
                                         "Open Air"), epilog=games)
    host.add_argument("game", type=_game, metavar=game_metavar, help=game_help)
    host.add_argument("--seats", type=_host_seats, default="remote,remote",
                      # Translators: the command line's placeholder for the seats of a hosted table: "--seats SEATS"
                      metavar=pgettext("command line", "SEATS"),
                      help=_("comma list of remote|easy|normal|hard, one per seat: remote seats are taken "
                             "by players who join, the others are bots on the host"))
    host.add_argument("--port", type=_port, default=None,
                      # Translators: the command line's placeholder for a network port: "--port PORT"
                      metavar=pgettext("command line", "PORT"),
                      help=_("the port to listen on (default {port}; 0: any free one)").format(port=DEFAULT_PORT))
    host.add_argument("--address", default=None,
                      # Translators: the command line's placeholder for a network address: "--address ADDRESS"
                      metavar=pgettext("command line", "ADDRESS"),
                      help=_("the address to listen on: 127.0.0.1 (the default) is this machine only; "
                             "0.0.0.0 lets other machines join"))
    host.add_argument("--seed", type=_seed, default=None, metavar=seed_metavar,
                      help=_("the seed (default: a random one)"))
    host.add_argument("--option", type=_option, action="append", default=[],
                      metavar=pgettext("command line", "ID=VALUE"),
                      help=_("a game option, e.g. length=short (a wrong one lists the game's options)"))
    host.add_argument("--away-bot", choices=("easy", "normal", "hard"), default=None,
                      # Translators: the command line's placeholder for a bot level: "--away-bot LEVEL"
                      metavar=pgettext("command line", "LEVEL"),
                      help=_("let a bot of this level (easy, normal or hard) play the seat of a player "
                             "who has been away 90 seconds, until they are back (default: wait for them)"))
    host.add_argument("--continue", dest="resume", action="store_true",
                      help=_("continue the table kept in the autosave, with its codes and seats"))
    for command in (sim, tour, host):
        command.game_metavar = game_metavar
        command.add_argument("--lang", type=_language, default=None,
                             # Translators: the command line's placeholder for a language code: "--lang LANG"
                             metavar=pgettext("command line", "LANG"),
                             help=_("the language of what the command prints or renders: en, de, qps (the "
                                    "pseudo-locale); default: the Language setting, else the system's"))
    desk = sub.add_parser("install-desktop", epilog=games,
                          help=_("Linux: add Open Air to this user's menu (desktop entry, icons, metainfo)"))
    desk.add_argument("--remove", action="store_true", help=_("take them away again"))
    p.subparsers = {"simulate": sim, "tour": tour, "host": host}
    return p


def _all_games():
    from game.core import registry
    return registry.all_games()


def _check_simulate(parser: argparse.ArgumentParser, args) -> None:
    """What depends on the game: as many seats as it takes, its options and their values."""
    from game.core.i18n import _, ngettext
    spec = args.game_spec
    count = len(args.seats.split(","))
    if not spec.min_players <= count <= spec.max_players:
        parser.error(ngettext("--seats: {game} takes {least} to {most} seat, not {count} (a comma list of "
                              "easy, normal or hard, e.g. normal,easy)",
                              "--seats: {game} takes {least} to {most} seats, not {count} (a comma list of "
                              "easy, normal or hard, e.g. normal,easy)", spec.max_players).format(
            game=_(spec.title), least=spec.min_players, most=spec.max_players, count=count))
    _check_options(parser, args)


def _check_host(parser: argparse.ArgumentParser, args) -> None:
    """``host``: as many seats as the game takes, at least one remote; its options."""
    from game.core.i18n import _, ngettext
    spec = args.game_spec
    seats = args.seats.split(",")
    if not spec.min_players <= len(seats) <= spec.max_players:
        parser.error(ngettext("--seats: {game} takes {least} to {most} seat, not {count} (a comma list of "
                              "remote, easy, normal or hard, e.g. remote,remote,normal)",
                              "--seats: {game} takes {least} to {most} seats, not {count} (a comma list of "
                              "remote, easy, normal or hard, e.g. remote,remote,normal)", spec.max_players).format(
            game=_(spec.title), least=spec.min_players, most=spec.max_players, count=len(seats)))
    if "remote" not in seats:
        parser.error(_("--seats: a hosted table needs at least one remote seat, e.g. remote,normal"))
    _check_options(parser, args)


def _check_options(parser: argparse.ArgumentParser, args) -> None:
    """``--option``: the game's options and their values (``args.options`` the dict they make)."""
    import difflib

    from game.core.content import resolve_options
    from game.core.i18n import _, or_list
    spec = args.game_spec
    by_id = {o.id: o for o in spec.options}
    options = {}
    for pair in args.option:
        key, _eq, value = pair.partition("=")
        opt = by_id.get(key)
        close = difflib.get_close_matches(key, list(by_id), n=1)
        if opt is None and close:
            parser.error(_("--option: {game} has no option {option} (did you mean {close}?); its options "
                           "are {options}").format(game=_(spec.title), option=repr(key), close=close[0],
                                                   options=", ".join(by_id)))
        if opt is None:
            parser.error(_("--option: {game} has no option {option}; its options are {options}").format(
                game=_(spec.title), option=repr(key), options=", ".join(by_id)))
        values = ["true", "false"] if opt.kind == "bool" else [c.id for c in opt.choices]
        if value.lower() not in values if opt.kind == "bool" else value not in values:
            parser.error(_("--option {option}: {value} is not one of {values}").format(
                option=key, value=repr(value), values=or_list(values)))
        options[key] = {"true": True, "false": False}[value.lower()] if opt.kind == "bool" else value
    try:
        resolve_options(spec.options, options)
    except ValueError as exc:
        parser.error(_("--option: {error}").format(error=exc))
    args.options = options


def _check_out(parser: argparse.ArgumentParser, out: str) -> None:
    """``tour --out``: a folder, made here if missing."""
    from pathlib import Path

    from game.core.i18n import _
    folder = Path(out)
    if folder.exists() and not folder.is_dir():
        parser.error(_("--out: {path} is a file, not a folder").format(path=shown_path(folder)))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        parser.error(_("--out: the folder {path} cannot be made: {error}").format(
            path=shown_path(folder), error=exc.strerror or exc))


def shown_path(path) -> str:
    """A path as text that can always be printed (bytes that are no UTF-8 as \\x.. escapes)."""
    text = os.fsdecode(path) if isinstance(path, (bytes, os.PathLike)) else str(path)
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def use_window_class(environ=os.environ) -> None:
    """Name the window's class before pygame is imported (it sets its own only when unset);
    SDL reads these when the display starts. A value the user set is kept."""
    environ.setdefault("SDL_VIDEO_X11_WMCLASS", WINDOW_CLASS)
    environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", WINDOW_CLASS)


def main(argv: list[str] | None = None) -> int:
    """The ``openair`` command; returns the exit status (2: a bad invocation, one line says why).
    Ctrl+C ends any command quietly (status 130), as does a reader that stops reading
    (``openair simulate camp | head``)."""
    try:
        return _command(argv)
    except KeyboardInterrupt:
        print(file=sys.stderr)              # the terminal's ^C stays on a line of its own
        return 130
    except BrokenPipeError:
        try:                                # (Python would complain again at exit, flushing)
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError, AttributeError):
            pass
        return 1


def _command(argv: list[str] | None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # no pygame banner in printed output
    from game import cli_words
    from game.core import i18n
    i18n.use(_saved_language())          # the command line's words are in the player's language
    with cli_words.speaking_the_players_language():
        parser = _parser()
        args = parser.parse_args(sys.argv[1:] if argv is None else argv)
        if args.command in ("simulate", "tour", "host"):
            args.game_spec, args.game = args.game, args.game.id
        if args.command == "simulate":
            _check_simulate(parser.subparsers["simulate"], args)
        if args.command == "host":
            _check_host(parser.subparsers["host"], args)
        if args.command == "tour":
            _check_out(parser.subparsers["tour"], args.out)
    if args.command in ("simulate", "tour", "host"):
        i18n.use(args.lang or _saved_language())     # what the command prints or renders: --lang
    if args.command == "simulate":
        from game.simulate import run_cli
        return run_cli(args)
    if args.command == "tour":
        from game.ui.tour import run_tour
        return run_tour(args.game, args.out, seed=args.seed, size=args.size, lang=i18n.language)
    if args.command == "host":
        from game.net.headless import run_host
        return run_host(args)
    if args.command == "install-desktop":
        return _install_desktop(remove=args.remove)
    use_window_class()
    from game.core.logs import setup_logging
    setup_logging()
    from game.ui.app import run
    from game.ui.display import NoDisplay
    try:
        if getattr(args, "frames", None):            # the lock on the user folder held for these too
            return run(lambda: _draw_frames(args.frames))
        return run()
    except NoDisplay as exc:                     # no window can be shown here: one line says so
        print(f"openair: {exc}", file=sys.stderr)
        return 1


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
