<?php

namespace App\Mcp;

use Mcp\Capability\Attribute\McpTool;
use Mcp\Schema\ToolAnnotations;

const READ_ONLY = true;

final class Catalogue
{
    #[McpTool(name: 'find_product', annotations: new ToolAnnotations(readOnlyHint: READ_ONLY, openWorldHint: false))]
    //                                           ^ tool: find_product readOnlyHint=true openWorldHint=false
    public function find(string $sku): ?array
    {
        return null;
    }

    #[McpTool(name: 'drop_product', annotations: new ToolAnnotations(destructiveHint: true))]
    //                                           ^ tool: drop_product destructiveHint=true
    public function drop(string $sku): void
    {
    }
}
