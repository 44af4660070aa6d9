"""flytools: the Python tools of Fly's tests, GPU runs, models and checks.

Run every command as `python3 -m flytools.<package>.<module>` with utils/
on PYTHONPATH; `python3 -m flytools` lists them all. See README.md.
"""
