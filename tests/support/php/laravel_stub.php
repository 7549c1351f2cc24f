<?php

// A stub of the Laravel MCP classes hintlint's Laravel fixtures name,
// written from the package's documented API: the Tool base class and the
// attribute classes a tool is annotated with. reflect.php loads it before
// a fixed fixture and instantiates every attribute of the fixture's
// classes, so that an attribute whose name resolves to no class fails.

namespace Laravel\Mcp\Server {
    abstract class Tool
    {
        protected string $name = '';
        protected string $title = '';
        protected string $description = '';
    }
}

namespace Laravel\Mcp\Server\Tools\Annotations {
    #[\Attribute(\Attribute::TARGET_CLASS)]
    class IsReadOnly
    {
        public function __construct(public bool $value = true) {}
    }

    #[\Attribute(\Attribute::TARGET_CLASS)]
    class IsDestructive
    {
        public function __construct(public bool $value = true) {}
    }

    #[\Attribute(\Attribute::TARGET_CLASS)]
    class IsIdempotent
    {
        public function __construct(public bool $value = true) {}
    }

    #[\Attribute(\Attribute::TARGET_CLASS)]
    class IsOpenWorld
    {
        public function __construct(public bool $value = true) {}
    }
}

namespace Laravel\Mcp\Server\Attributes {
    #[\Attribute(\Attribute::TARGET_CLASS)]
    class Name
    {
        public function __construct(public string $value) {}
    }

    #[\Attribute(\Attribute::TARGET_CLASS)]
    class Title
    {
        public function __construct(public string $value) {}
    }

    #[\Attribute(\Attribute::TARGET_CLASS)]
    class Description
    {
        public function __construct(public string $value) {}
    }
}
