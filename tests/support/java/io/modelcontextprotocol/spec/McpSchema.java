// hintlint's stub of the parts of the Java MCP SDK's McpSchema
// (io.modelcontextprotocol.spec) the Java fixtures use, written from the
// SDK's documented API: the Tool and ToolAnnotations records with their
// builders, and the call request and result.
package io.modelcontextprotocol.spec;

import java.util.List;
import java.util.Map;

public final class McpSchema {
    private McpSchema() {
    }

    public record ToolAnnotations(String title, Boolean readOnlyHint, Boolean destructiveHint,
            Boolean idempotentHint, Boolean openWorldHint, Boolean returnDirect) {

        public static Builder builder() {
            return new Builder();
        }

        public static class Builder {
            private String title;
            private Boolean readOnlyHint;
            private Boolean destructiveHint;
            private Boolean idempotentHint;
            private Boolean openWorldHint;
            private Boolean returnDirect;

            public Builder title(String title) {
                this.title = title;
                return this;
            }

            public Builder readOnlyHint(Boolean readOnlyHint) {
                this.readOnlyHint = readOnlyHint;
                return this;
            }

            public Builder destructiveHint(Boolean destructiveHint) {
                this.destructiveHint = destructiveHint;
                return this;
            }

            public Builder idempotentHint(Boolean idempotentHint) {
                this.idempotentHint = idempotentHint;
                return this;
            }

            public Builder openWorldHint(Boolean openWorldHint) {
                this.openWorldHint = openWorldHint;
                return this;
            }

            public Builder returnDirect(Boolean returnDirect) {
                this.returnDirect = returnDirect;
                return this;
            }

            public ToolAnnotations build() {
                return new ToolAnnotations(title, readOnlyHint, destructiveHint, idempotentHint,
                        openWorldHint, returnDirect);
            }
        }
    }

    public record Tool(String name, String title, String description, Map<String, Object> inputSchema,
            ToolAnnotations annotations) {

        public static Builder builder() {
            return new Builder();
        }

        public static Builder builder(String name) {
            return new Builder().name(name);
        }

        public static class Builder {
            private String name;
            private String title;
            private String description;
            private Map<String, Object> inputSchema;
            private ToolAnnotations annotations;

            public Builder name(String name) {
                this.name = name;
                return this;
            }

            public Builder title(String title) {
                this.title = title;
                return this;
            }

            public Builder description(String description) {
                this.description = description;
                return this;
            }

            public Builder inputSchema(Map<String, Object> inputSchema) {
                this.inputSchema = inputSchema;
                return this;
            }

            public Builder annotations(ToolAnnotations annotations) {
                this.annotations = annotations;
                return this;
            }

            public Tool build() {
                return new Tool(name, title, description, inputSchema, annotations);
            }
        }
    }

    public record CallToolRequest(String name, Map<String, Object> arguments) {
    }

    public record TextContent(String text) {
    }

    public record CallToolResult(List<TextContent> content, Boolean isError) {
    }
}
