"""The card table: the scene, its items, their layout and the card art."""
