"""Held-out set 5, written 2026-12-01 blind to the rules after round 8 and before round 9, never tuned on."""
