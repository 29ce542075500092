"""The bidding box."""
