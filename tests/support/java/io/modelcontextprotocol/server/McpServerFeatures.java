// hintlint's stub of the Java MCP SDK's McpServerFeatures
// (io.modelcontextprotocol.server): the tool specification that pairs a
// tool with its handler, from the SDK's documented API.
package io.modelcontextprotocol.server;

import io.modelcontextprotocol.spec.McpSchema;
import java.util.function.BiFunction;

public final class McpServerFeatures {
    private McpServerFeatures() {
    }

    public record SyncToolSpecification(McpSchema.Tool tool,
            BiFunction<Object, McpSchema.CallToolRequest, McpSchema.CallToolResult> callHandler) {

        public static Builder builder() {
            return new Builder();
        }

        public static class Builder {
            private McpSchema.Tool tool;
            private BiFunction<Object, McpSchema.CallToolRequest, McpSchema.CallToolResult> callHandler;

            public Builder tool(McpSchema.Tool tool) {
                this.tool = tool;
                return this;
            }

            public Builder callHandler(
                    BiFunction<Object, McpSchema.CallToolRequest, McpSchema.CallToolResult> callHandler) {
                this.callHandler = callHandler;
                return this;
            }

            public SyncToolSpecification build() {
                return new SyncToolSpecification(tool, callHandler);
            }
        }
    }
}
