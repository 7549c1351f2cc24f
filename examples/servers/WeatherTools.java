package com.example.weather;

import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.ai.mcp.annotation.McpToolParam;
import org.springframework.stereotype.Service;

/**
 * A weather server on Spring AI's MCP annotations. Spring AI sends all four
 * hints of every tool, each one the code does not write at its default: the
 * forecast tool says only that it is read-only, so clients that read every
 * hint also receive destructiveHint: true and idempotentHint: false for it.
 */
@Service
public class WeatherTools {

    private static final boolean READ_ONLY = true;

    @McpTool(name = "get_forecast", description = "Get the weather forecast for a location",
            annotations = @McpTool.McpAnnotations(title = "Forecast", readOnlyHint = READ_ONLY))
    public String getForecast(
            @McpToolParam(description = "Latitude") double latitude,
            @McpToolParam(description = "Longitude") double longitude) {
        return "Sunny, 21°C";
    }

    @McpTool(name = "get_alerts", description = "Get the weather alerts for a US state",
            annotations = @McpTool.McpAnnotations(
                    title = "Weather alerts",
                    readOnlyHint = true,
                    destructiveHint = false,
                    idempotentHint = true,
                    openWorldHint = true))
    public String getAlerts(@McpToolParam(description = "Two-letter state code") String state) {
        return "No active alerts for " + state;
    }

    // Spring AI sends its defaults for a tool without annotations:
    // readOnlyHint: false, destructiveHint: true, idempotentHint: false,
    // openWorldHint: true.
    @McpTool(name = "unsubscribe_alerts", description = "Stop the alerts for a US state")
    public String unsubscribeAlerts(@McpToolParam(description = "Two-letter state code") String state) {
        return "Unsubscribed from " + state;
    }
}
