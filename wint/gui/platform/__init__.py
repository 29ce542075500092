"""Settings, the interface language and the crash handler."""
