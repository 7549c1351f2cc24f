# frozen_string_literal: true

require "faraday"

class ItemStore
  def self.rename(id, name)
    conn = Faraday.new(url: "https://items.example.com")
    conn.put("/items/#{id}", { name: name }.to_json)
  end

  def delete(id)
    connection.delete("/items/#{id}")
  end

  def get(id)
    connection.get("/items/#{id}").body
  end

  private

  def connection
    Faraday.new(url: "https://items.example.com")
  end
end
