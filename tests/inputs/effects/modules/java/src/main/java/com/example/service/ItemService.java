package com.example.service;

import com.example.store.ItemStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

public class ItemService {
    private final ItemStore store = new ItemStore();

    public void remove(String id) {
        store.delete(id);
    }

    public String read(String id) {
        try {
            Files.writeString(Path.of("logs", "items.log"), "read " + id + "\n", StandardOpenOption.APPEND);
        } catch (IOException ignored) {
            // The log is best effort.
        }
        return store.get(id);
    }
}
