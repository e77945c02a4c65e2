"""The node functions, a module per stage. Each returns only the state keys it changes."""
