package org.example.ci.bridge;

import io.modelcontextprotocol.spec.McpSchema;
import java.lang.reflect.Method;
import org.example.ci.annotation.Tool;

/** Turns each annotated method into the SDK's tool. */
final class ToolBridge {

    static McpSchema.Tool of(Method method) {
        Tool tool = method.getAnnotation(Tool.class);
        String name = tool.name().isEmpty() ? method.getName() : tool.name();
        return McpSchema.Tool.builder()
                .name(name)
                .description(tool.description())
                .annotations(new McpSchema.ToolAnnotations(
                        tool.hints().title(),
                        tool.hints().readOnlyHint(),
                        tool.hints().destructiveHint(),
                        tool.hints().idempotentHint(),
                        tool.hints().openWorldHint(),
                        false))
                .build();
    }
}
