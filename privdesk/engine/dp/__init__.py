"""Differential privacy: noisy histograms and statistics, the exponential mechanism, zCDP, the privacy budget, and
SafePub's private table release."""
