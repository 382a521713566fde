"""The compiled core of the search (tutorbot/ai/_core.c), built when a C compiler
is there.  `optional=True`: without one the install still succeeds, and
`tutorbot.ai.core.AVAILABLE` is False (level 5 then plays its pure-Python search)."""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "tutorbot.ai._core",
            ["tutorbot/ai/_core.c"],
            optional=True,
            extra_compile_args=["-O3"],
        )
    ]
)
