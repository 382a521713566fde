"""AI research: scripts that answer one question each about the players, and their reports.

Run from the checkout, `python -m research.NAME`; research/README.md says what each asks.
"""
