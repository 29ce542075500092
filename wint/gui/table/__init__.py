"""The card table of any game of the family: the deal it shows (Vint's read in vint.py), the
scene, its items, their layout and the card art."""
