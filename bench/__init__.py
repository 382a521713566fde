"""Benchmarks that print figures about the product; run from the checkout: `python -m bench.NAME`.

The AI research scripts and their reports are in research/.
"""
