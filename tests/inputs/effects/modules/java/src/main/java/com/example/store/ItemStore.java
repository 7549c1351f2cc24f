package com.example.store;

import org.springframework.web.client.RestTemplate;

public class ItemStore {
    private final RestTemplate restTemplate = new RestTemplate();

    public void delete(String id) {
        restTemplate.delete("https://items.example.com/items/" + id);
    }

    public String get(String id) {
        return restTemplate.getForObject("https://items.example.com/items/" + id, String.class);
    }
}
