# A project serving its own tools/list: each tool class returns its
# definition as MCP lists it.
class Notebook::Tools::ListCells < Notebook::Tool
  def definition
    {
      "name" => "list_cells",
      # ^ tool: list_cells readOnlyHint=true
      "description" => "Lists the cells of the notebook",
      "inputSchema" => { "type" => "object", "properties" => {} },
      "annotations" => { "readOnlyHint" => true }
    }
  end
end

class Notebook::Tools::RunCell < Notebook::Tool
  def definition
    return nil unless enabled?

    {
      name: "run_cell",
      # ^ tool: run_cell -
      inputSchema: { type: "object", properties: { id: { type: "string" } } }
    }
  end
end

# A hash without an input schema is no tool definition.
class Notebook::Settings < Notebook::Base
  def defaults
    { "name" => "default" }
  end
end
