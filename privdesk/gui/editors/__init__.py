"""The window's editors and panels: hierarchies, sensitivity levels, weights, the population, presets and DP."""
