"""tutorbot: learn and play Jaipur against an AI, with a tutor, in five languages."""

__version__ = "0.1.0"
