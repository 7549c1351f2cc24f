package org.example.ci.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Marks a method of a pipeline extension as an MCP tool. */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
public @interface Tool {

    /** The tool's name; the method's when empty. */
    String name() default "";

    String description() default "";

    /** The hints sent with the tool. */
    Hints hints() default @Hints;

    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.ANNOTATION_TYPE)
    @interface Hints {
        String title() default "";

        boolean readOnlyHint() default false;

        boolean destructiveHint() default true;

        boolean idempotentHint() default true;

        boolean openWorldHint() default false;
    }
}
