"""The score sheet: the live dock, the printed pages, the output and the charts."""
