<?php
// Tools of the PHP SDK: one read, one whose hints a method returns.
use Mcp\Capability\Attribute\McpTool;
use Mcp\Schema\ToolAnnotations;

class NotesTools
{
    #[McpTool(name: 'list_notes', annotations: new ToolAnnotations(readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false))] // account: read
    public function listNotes(): array { return []; }

    #[McpTool(name: 'archive', annotations: self::presets())] // account: unjudged
    public function archive(): array { return []; }
}

// A WordPress ability, served by wordpress/mcp-adapter: read.
wp_register_ability('notes/pin', array('meta' => array('annotations' => array('readonly' => false, 'destructive' => false)))); // account: read
