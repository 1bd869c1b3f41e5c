"""Open Air: four festival board games on one computer."""

__version__ = "0.1.0"
