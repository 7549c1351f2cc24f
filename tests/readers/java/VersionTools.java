package com.example.versions;

import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;

// Spring AI's tool-calling annotation, served by its MCP server: it has no
// hint member, so its tools carry none.
class VersionTools {

    @Tool(description = "The newest version of a library")
    //    ^ tool: latest_version -
    public String latest_version(@ToolParam(description = "group:artifact") String coordinate) {
        return "1.0.0";
    }

    @Tool(name = "compare_versions", description = "Compares two versions")
    //           ^ tool: compare_versions -
    public int compare(String left, String right) {
        return left.compareTo(right);
    }
}
