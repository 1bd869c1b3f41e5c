"""Network play (no pygame): one authoritative host per table, never lockstep.

The host holds the match, the bots and the whole state, checks every action with the rules, and
sends each seat only what it may know (:mod:`.seat_view`: the seat's view, each event with the
fields secret to others hidden, as the game's ``events.py`` declares them). Clients draw the
game's own table from the view they received.
"""
