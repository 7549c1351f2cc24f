// hintlint's stub of Spring AI's @McpTool (spring-ai 2.x,
// org.springframework.ai.mcp.annotation), written from its documented
// members so that javac can compile the Java fixtures: a fix that wrote a
// misspelt member, or a value of the wrong type, would not compile.
package org.springframework.ai.mcp.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
public @interface McpTool {
    String name() default "";

    String description() default "";

    McpAnnotations annotations() default @McpAnnotations;

    boolean generateOutputSchema() default false;

    String title() default "";

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.ANNOTATION_TYPE)
    @interface McpAnnotations {
        String title() default "";

        boolean readOnlyHint() default false;

        boolean destructiveHint() default true;

        boolean idempotentHint() default false;

        boolean openWorldHint() default true;
    }
}
