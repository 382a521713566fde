"""`python -m tutorbot`: the same command line as the `tutorbot` script."""

from tutorbot.cli import main

main()
