"""Held-out set 3, written 2026-12-01 blind to the rules, never tuned on."""
