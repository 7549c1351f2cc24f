from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notes")

READ_ONLY = True


@mcp.tool(annotations={"readOnlyHint": READ_ONLY, "openWorldHint": False})
# ^ tool: list_notes readOnlyHint=true openWorldHint=false
def list_notes() -> list[str]:
    return []


@mcp.tool(annotations={"readOnlyHint": False, "destructiveHint": True})
# ^ tool: delete_note readOnlyHint=false destructiveHint=true
def delete_note(note_id: str) -> None:
    pass


def hints():
    return {"readOnlyHint": True}


@mcp.tool(annotations=hints())
# ^ tool: search readOnlyHint=true
def search(query: str) -> list[str]:
    return []


@mcp.tool(annotations=load_hints())
#                     ^ unjudged: archive
def archive(note_id: str) -> None:
    pass


@functools.cache
def registered_later():
    @mcp.tool(annotations={"idempotentHint": True})
    # ^ tool: inner idempotentHint=true
    def inner() -> None:
        pass

    return inner
