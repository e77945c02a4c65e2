"""Entry points: the Lambda handlers and the `hr-copilot` command line."""
