"""Computer players: they see a seat's view only (wint.core.view.SeatView), never the deal."""
