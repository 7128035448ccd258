"""A PrivDesk project file (``project``) and the bundled samples (``samples``, ``bundled_samples``)."""
