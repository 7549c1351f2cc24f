// hintlint's stub of the Quarkus MCP server's @Tool
// (io.quarkiverse.mcp.server), written from its documented members so
// that javac can compile the Java fixtures.
package io.quarkiverse.mcp.server;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Tool {
    String name() default "<<element name>>";

    String title() default "";

    String description() default "";

    Annotations annotations() default @Annotations;

    boolean structuredContent() default false;

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.ANNOTATION_TYPE)
    @interface Annotations {
        String title() default "";

        boolean readOnlyHint() default false;

        boolean destructiveHint() default true;

        boolean idempotentHint() default false;

        boolean openWorldHint() default true;
    }
}
