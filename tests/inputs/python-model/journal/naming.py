def scoped(namespace: str) -> str:
    """The prefix every tool of a namespaced journal carries."""
    if not namespace:
        return ""
    return namespace + "_"
