"""Checks of fly-draw's pictures: an independent model (model), the SVG
checker (check) and the HTML page checker in a headless browser
(page_check)."""
