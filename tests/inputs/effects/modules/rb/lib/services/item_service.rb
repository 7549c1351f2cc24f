# frozen_string_literal: true

require_relative "../stores/item_store"

class ItemService
  def initialize
    @store = ItemStore.new
  end

  def remove(id)
    @store.delete(id)
  end

  def read(id)
    File.write("logs/items.log", "read #{id}\n", mode: "a")
    @store.get(id)
  end
end
