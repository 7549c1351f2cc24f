<?php

declare(strict_types=1);

namespace App\Mcp;

use Mcp\Capability\Attribute\McpTool;
use Mcp\Schema\ToolAnnotations;

final class LedgerTools
{
    #[McpTool('close_month', annotations: new ToolAnnotations(null, false, true, false))]
    public function closeMonth(string $month): bool
    {
        return $month !== '';
    }
}
