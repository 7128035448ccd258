"""Is the release still useful? Summary statistics, contingency tables and classification accuracy before and
after (ARX's utility view: aggregates/StatisticsSummary, StatisticsContingencyTable, StatisticsClassification)."""
