"""The shell's screens: launcher, setup, pause, results, settings, rules,
statistics and the hot-seat privacy cover (plus their shared controls)."""
