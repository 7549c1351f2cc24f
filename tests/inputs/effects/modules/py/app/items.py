import requests

API = "https://api.example.com"


def delete_item(item_id: str) -> None:
    requests.delete(f"{API}/items/{item_id}", timeout=10)
