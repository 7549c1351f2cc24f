// hintlint's stub of Spring AI's @McpToolParam, from its documented members.
package org.springframework.ai.mcp.annotation;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

@Target(ElementType.PARAMETER)
@Retention(RetentionPolicy.RUNTIME)
public @interface McpToolParam {
    String description() default "";

    boolean required() default true;
}
