"""Documentation checks: the ODS examples against fly-opt (examples), the
generated reference's completeness (generated) and the citations of
docs/reference (citations)."""
