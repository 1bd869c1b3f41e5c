"""Where a host listens unless told otherwise (no pygame, nothing imported: the command line's help
reads it)."""

#: this machine only: nothing is reachable from another machine unless the host asks for it
DEFAULT_ADDRESS = "127.0.0.1"
#: the port ``openair host`` and "Host a table" listen on unless told another
DEFAULT_PORT = 47470
