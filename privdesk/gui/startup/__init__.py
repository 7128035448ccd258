"""Before the window opens: the X11 libraries Qt needs, the language the window starts in, and its first size on
the screen at hand."""
