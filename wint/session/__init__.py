"""Files: the wint-record score pad format, and (later) saved sessions."""
