<?php

declare(strict_types=1);

namespace App\Tools;

use App\Service\ItemService;
use App\Store\ItemStore;
use PhpMcp\Schema\ToolAnnotations;
use PhpMcp\Server\Attributes\McpTool;

// Handlers whose effects are in the project's other files, found by the
// class a promoted property is declared as, or a class called statically
// (`use App\Service\ItemService;`, its file by PSR-4): Service/ItemService.php,
// and Store/ItemStore.php below it.
final class ItemTools
{
    public function __construct(private ItemService $items) {}

    // Its DELETE is two files away: ItemService::remove → ItemStore::delete.
    #[McpTool(name: 'delete_item', annotations: new ToolAnnotations(readOnlyHint: true))]
    public function deleteItem(string $id): string
    {
        $this->items->remove($id);
        return 'deleted';
    }

    // A GET two files away, beside a log file written there: a read.
    #[McpTool(name: 'get_item', annotations: new ToolAnnotations(readOnlyHint: true))]
    public function getItem(string $id): string
    {
        return $this->items->read($id);
    }

    // A static method of a class of another file: its SQL UPDATE is found.
    #[McpTool(name: 'rename_item', annotations: new ToolAnnotations(readOnlyHint: true))]
    public function renameItem(string $id, string $name): string
    {
        ItemStore::rename($id, $name);
        return 'renamed';
    }
}
