"""Computer players: they see a seat's view only (wint.games.vint.view.SeatView), never the deal."""
