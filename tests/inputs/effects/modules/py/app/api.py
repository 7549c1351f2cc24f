import logging

import requests

API = "https://api.example.com"
log = logging.getLogger(__name__)


def get_user(user_id: str) -> str:
    with open("server.log", "a") as handle:
        handle.write(f"get_user {user_id}\n")
    return requests.get(f"{API}/users/{user_id}", timeout=10).text


def call(method: str, path: str) -> str:
    return requests.request(method, f"{API}{path}", timeout=10).text
