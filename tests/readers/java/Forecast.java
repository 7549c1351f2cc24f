package com.example.weather;

import org.springframework.ai.mcp.annotation.McpTool;

class ForecastTools {

    private static final boolean READ_ONLY = true;

    @McpTool(name = "get_forecast", annotations = @McpTool.McpAnnotations(readOnlyHint = READ_ONLY, openWorldHint = true))
    //                                            ^ tool: get_forecast readOnlyHint=true openWorldHint=true
    public String getForecast(String city) {
        return "Sunny";
    }

    @McpTool(name = "clear_cache", annotations = @McpTool.McpAnnotations(destructiveHint = true))
    //                                           ^ tool: clear_cache destructiveHint=true
    public void clearCache() {
    }
}
