"""Step 6, Context: the release's context (who receives it, why, in which environment, against which threshold and
on whose word), edited into the project and shown as the first sheet of every report made from the window."""
