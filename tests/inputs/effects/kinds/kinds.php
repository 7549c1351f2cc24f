<?php

declare(strict_types=1);

use Aws\S3\S3Client;
use GuzzleHttp\Client;
use PhpMcp\Schema\ToolAnnotations;
use PhpMcp\Server\Attributes\McpTool;

// Effect kinds the other fixtures of PHP do not show: a cloud SDK's delete,
// a GraphQL mutation and mail sent, each behind readOnlyHint: true; a
// helper two calls down; a method of the caller's (a note at most).
final class Kinds
{
    public function __construct(private Client $client, private S3Client $s3Client) {}

    #[McpTool(name: 'remove_object', annotations: new ToolAnnotations(readOnlyHint: true))]
    public function removeObject(string $key): string
    {
        $this->s3Client->deleteObject(['Bucket' => 'b', 'Key' => $key]);
        return 'removed';
    }

    #[McpTool(name: 'create_issue', annotations: new ToolAnnotations(readOnlyHint: true))]
    public function createIssue(string $title): string
    {
        return (string) $this->client->post('/graphql', ['json' => [
            'query' => 'mutation Create($t: String!) { createIssue(title: $t) { id } }',
            'variables' => ['t' => $title],
        ]])->getBody();
    }

    #[McpTool(name: 'notify', annotations: new ToolAnnotations(readOnlyHint: true))]
    public function notify(string $text): string
    {
        mail('team@example.com', 'note', $text);
        return 'sent';
    }

    #[McpTool(name: 'close_ticket', annotations: new ToolAnnotations(readOnlyHint: true))]
    public function closeTicket(int $id): string
    {
        $this->close($id);
        return 'closed';
    }

    #[McpTool(name: 'call_api', annotations: new ToolAnnotations(readOnlyHint: true))]
    public function callApi(string $method, string $path): string
    {
        return (string) $this->client->request($method, $path)->getBody();
    }

    private function close(int $id): void
    {
        $this->store($id);
    }

    private function store(int $id): void
    {
        $pdo = new \PDO('sqlite:app.db');
        $pdo->exec('UPDATE tickets SET closed = 1');
    }
}
