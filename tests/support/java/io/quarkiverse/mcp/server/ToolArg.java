// hintlint's stub of the Quarkus MCP server's @ToolArg.
package io.quarkiverse.mcp.server;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.PARAMETER)
public @interface ToolArg {
    String description() default "";
}
