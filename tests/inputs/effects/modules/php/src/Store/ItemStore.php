<?php

declare(strict_types=1);

namespace App\Store;

use GuzzleHttp\Client;

final class ItemStore
{
    private Client $client;

    public function __construct()
    {
        $this->client = new Client(['base_uri' => 'https://items.example.com']);
    }

    public function delete(string $id): void
    {
        $this->client->delete("/items/{$id}");
    }

    public function get(string $id): string
    {
        return (string) $this->client->get("/items/{$id}")->getBody();
    }

    public static function rename(string $id, string $name): void
    {
        $pdo = new \PDO('sqlite:items.db');
        $pdo->prepare('UPDATE items SET name = ? WHERE id = ?')->execute([$name, $id]);
    }
}
