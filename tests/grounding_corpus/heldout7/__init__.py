"""Held-out set 7, written 2026-12-01 blind to the rules after round 10 and before round 11, never tuned on."""
