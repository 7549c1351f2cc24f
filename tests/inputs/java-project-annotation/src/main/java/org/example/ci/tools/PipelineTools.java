package org.example.ci.tools;

import org.example.ci.annotation.Tool;

/** Tools over the pipelines of a CI server. */
public class PipelineTools {

    @Tool(description = "Lists the pipelines", hints = @Tool.Hints(readOnlyHint = true, destructiveHint = false))
    public String listPipelines() {
        return "[]";
    }

    @Tool(name = "cancel_run", description = "Cancels a run")
    public void cancelRun(String id) {
    }
}
