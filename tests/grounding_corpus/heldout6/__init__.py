"""Held-out set 6, written 2026-12-01 blind to the rules after round 9 and before round 10, never tuned on."""
