"""Computer players: the pieces every trick-taking game shares, and each game's own
(wint.ai.vint, wint.ai.whist, wint.ai.preferans).

Shared: the advice types (advice), the levels' settings (levels), the unseen cards' layouts
(layouts), the voids shown (voids) and their draws (sampling), the double-dummy solver
(solver), Monte Carlo card play (montecarlo) and card arithmetic (cardplay).  A player sees
its seat's view only, never the deal.
"""
