"""Held-out set 8, written 2026-12-01 blind to the rules after round 11 and before round 12, never tuned on."""
