"""The conversation in a terminal: `tutorbot play`, alone against the AI or two on one screen.

`main` reads the flags and starts `one_player` or `pass_and_play`; both draw
with `screen`, set the conversation up with `options`, and the one-player game
keeps itself in `state_file`.  The modules import downwards in that order only.
"""
