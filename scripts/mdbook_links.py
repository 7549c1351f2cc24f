#!/usr/bin/env python3
"""mdBook preprocessor for hintlint's documentation.

The pages in docs/ link out of their folder as GitHub shows them: a rule
as `../rules/<rule>.md`, a file of the repository as `../examples/...`.
In the book, a rule's page is `rules/<rule>.md` (which includes the file of
rules/), and everything else outside docs/ is a link to the repository
that builds the book: GitHub Actions names it (GITHUB_SERVER_URL,
GITHUB_REPOSITORY, GITHUB_SHA); a local build, which knows no repository,
leaves those links as they are.

mdBook calls it as `mdbook_links.py supports <renderer>` (answering by exit
code) and then with `[context, book]` on stdin, expecting the book back.
"""

import json
import os
import re
import sys


REPOSITORY = (
    "{}/{}/blob/{}/".format(
        os.environ.get("GITHUB_SERVER_URL", "https://github.com"),
        os.environ["GITHUB_REPOSITORY"],
        os.environ.get("GITHUB_SHA", "main"),
    )
    if os.environ.get("GITHUB_REPOSITORY")
    else None
)
LINK = re.compile(r"\]\(\.\./([^)\s]*)\)")


def rewrite(content, depth):
    """`content` with its links out of docs/ made to work in the book, for
    a chapter `depth` folders below docs/."""

    def replace(match):
        target = match.group(1)
        if re.fullmatch(r"rules/[a-z-]+\.md(#[^)]*)?", target):
            return "](" + "../" * depth + target + ")"
        if REPOSITORY is None:
            return match.group(0)
        return "](" + REPOSITORY + target + ")"

    return LINK.sub(replace, content)


def walk(items):
    for item in items:
        chapter = item.get("Chapter") if isinstance(item, dict) else None
        if not chapter:
            continue
        path = chapter.get("path") or ""
        chapter["content"] = rewrite(chapter["content"], path.count("/"))
        walk(chapter.get("sub_items", []))


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "supports":
        sys.exit(0)
    _context, book = json.load(sys.stdin)
    walk(book.get("items", book.get("sections", [])))
    json.dump(book, sys.stdout)


if __name__ == "__main__":
    main()
