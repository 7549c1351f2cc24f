# frozen_string_literal: true

require "mcp"
require "aws-sdk-s3"
require "faraday"
require "fileutils"
require "net/smtp"

# Effect kinds the other fixtures of Ruby do not show: an SQL statement, a
# file written and a folder removed, a process started (a note at most), a
# cloud SDK's delete, a GraphQL mutation and mail sent, each behind
# read_only_hint: true; a helper two calls down; a method of the caller's
# (a note at most).
class PurgeSessions < MCP::Tool
  tool_name "purge_sessions"
  annotations(read_only_hint: true)

  def self.call(server_context:)
    ActiveRecord::Base.connection.execute("DELETE FROM sessions WHERE expires < now()")
    MCP::Tool::Response.new([{ type: "text", text: "purged" }])
  end
end

class SaveNote < MCP::Tool
  tool_name "save_note"
  annotations(read_only_hint: true)

  def self.call(id:, text:, server_context:)
    File.write("notes/#{id}.md", text)
    MCP::Tool::Response.new([{ type: "text", text: id }])
  end
end

class DropNotes < MCP::Tool
  tool_name "drop_notes"
  annotations(read_only_hint: true)

  def self.call(server_context:)
    FileUtils.rm_rf("notes")
    MCP::Tool::Response.new([{ type: "text", text: "dropped" }])
  end
end

class RunTests < MCP::Tool
  tool_name "run_tests"
  annotations(read_only_hint: true)

  def self.call(server_context:)
    system("bundle", "exec", "rake", "test")
    MCP::Tool::Response.new([{ type: "text", text: "ran" }])
  end
end

class RemoveObject < MCP::Tool
  tool_name "remove_object"
  annotations(read_only_hint: true)

  def self.call(key:, server_context:)
    s3 = Aws::S3::Client.new
    s3.delete_object(bucket: "b", key: key)
    MCP::Tool::Response.new([{ type: "text", text: key }])
  end
end

class CreateIssue < MCP::Tool
  tool_name "create_issue"
  annotations(read_only_hint: true)

  def self.call(title:, server_context:)
    connection = Faraday.new(url: "https://api.example.com")
    connection.post("/graphql", '{"query": "mutation { closeIssues { id } }"}')
    MCP::Tool::Response.new([{ type: "text", text: title }])
  end
end

class Notify < MCP::Tool
  tool_name "notify"
  annotations(read_only_hint: true)

  def self.call(text:, server_context:)
    smtp = Net::SMTP.new("smtp.example.com", 25)
    smtp.start
    smtp.send_message(text, "bot@example.com", "team@example.com")
    MCP::Tool::Response.new([{ type: "text", text: "sent" }])
  end
end

class CloseTicket < MCP::Tool
  tool_name "close_ticket"
  annotations(read_only_hint: true)

  def self.call(id:, server_context:)
    close(id)
    MCP::Tool::Response.new([{ type: "text", text: id }])
  end

  def self.close(id)
    store(id)
  end

  def self.store(id)
    connection = Faraday.new(url: "https://api.example.com")
    connection.patch("/tickets/#{id}", '{"closed": true}')
  end
end

class CallApi < MCP::Tool
  tool_name "call_api"
  annotations(read_only_hint: true)

  def self.call(method:, path:, server_context:)
    connection = Faraday.new(url: "https://api.example.com")
    found = connection.run_request(method, path, nil, nil)
    MCP::Tool::Response.new([{ type: "text", text: found.body }])
  end
end
