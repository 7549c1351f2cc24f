<?php

declare(strict_types=1);

namespace App\Service;

use App\Store\ItemStore;

final class ItemService
{
    private ItemStore $store;

    public function __construct()
    {
        $this->store = new ItemStore();
    }

    public function remove(string $id): void
    {
        $this->store->delete($id);
    }

    public function read(string $id): string
    {
        file_put_contents('logs/items.log', "read {$id}\n", FILE_APPEND);
        return $this->store->get($id);
    }
}
