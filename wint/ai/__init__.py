"""Computer players: the pieces every trick-taking game shares, and each game's own (wint.ai.vint).

Shared: the advice types (advice), the unseen cards' layouts (layouts) and their draws
(sampling), the double-dummy solver (solver) and Monte Carlo card play (montecarlo).  A
player sees its seat's view only, never the deal.
"""
