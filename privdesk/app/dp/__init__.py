"""The app jobs of differential privacy: charging a release to the data set's budget (``budget``) and the DP statistics
job (``statistics``)."""
