"""AWS adapters: the only package that talks to AWS."""
