<?php

declare(strict_types=1);

use GuzzleHttp\Client;
use PhpMcp\Server\Attributes\McpTool;
use PhpMcp\Schema\ToolAnnotations;

// What looks like an effect and is not: a log file, a cache, a temporary
// file, a POST that is a search, a GraphQL query (one written in the call,
// one kept in a constant), an S3 link presigned.
// One control tool that does contradict its hint.
final class Traps
{
    public function __construct(private Client $client) {}

    #[McpTool(name: 'get_user', annotations: new ToolAnnotations(readOnlyHint: true))]
    public function getUser(string $id): string
    {
        file_put_contents('server.log', "get_user {$id}\n", FILE_APPEND);
        $user = (string) $this->client->get("/users/{$id}")->getBody();
        file_put_contents("cache/user-{$id}.json", $user);
        return $user;
    }

    #[McpTool(name: 'search_users', annotations: new ToolAnnotations(readOnlyHint: true))]
    public function searchUsers(string $q): string
    {
        return (string) $this->client->post('/users/search', ['json' => ['q' => $q]])->getBody();
    }

    #[McpTool(name: 'list_issues', annotations: new ToolAnnotations(readOnlyHint: true))]
    public function listIssues(): string
    {
        return (string) $this->client->post('/graphql', ['json' => ['query' => 'query { issues { id } }']])->getBody();
    }

    // A query kept in a constant, sent to a URL that does not say GraphQL.
    private const LABELS_QUERY = 'query { labels { name } }';

    #[McpTool(name: 'list_labels', annotations: new ToolAnnotations(readOnlyHint: true))]
    public function listLabels(): string
    {
        return (string) $this->client->post('/v4', ['json' => ['query' => self::LABELS_QUERY]])->getBody();
    }

    #[McpTool(name: 'render_chart', annotations: new ToolAnnotations(readOnlyHint: true))]
    public function renderChart(string $data): string
    {
        $tmpFile = tempnam(sys_get_temp_dir(), 'chart');
        file_put_contents($tmpFile, $data);
        return (string) $this->client->get('/charts')->getBody();
    }

    #[McpTool(name: 'link_report', annotations: new ToolAnnotations(readOnlyHint: true))]
    public function linkReport(\Aws\S3\S3Client $s3Client, string $key): string
    {
        $command = $s3Client->getCommand('GetObject', ['Bucket' => 'reports', 'Key' => $key]);
        return (string) $s3Client->createPresignedRequest($command, '+10 minutes')->getUri();
    }

    #[McpTool(name: 'delete_user', annotations: new ToolAnnotations(readOnlyHint: true))]
    public function deleteUser(string $id): string
    {
        return (string) $this->client->delete("/users/{$id}")->getBody();
    }
}
