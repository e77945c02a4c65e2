"""Held-out set 4, written 2026-12-01 blind to the rules (alongside round 8, never tuned on)."""
