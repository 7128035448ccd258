"""What an anonymize run does around the search: re-check the release it built (one verdict), the cell-suppression
and numeric releases, the aggregate choice, and the output folder a run owns."""
