"""The games of the family, each a sibling package on :mod:`wint.core`: Vint so far."""
