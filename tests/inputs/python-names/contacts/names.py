"""The tool names of the contacts server, kept in one place."""

from enum import Enum

PREFIX = "contacts"


class Tools(str, Enum):
    SEARCH = "search_contacts"
    EXPORT = "export_contacts"
