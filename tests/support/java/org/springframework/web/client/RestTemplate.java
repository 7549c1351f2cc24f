package org.springframework.web.client;

/** The part of Spring's RestTemplate the fixtures call. */
public class RestTemplate {
    public void delete(String url, Object... uriVariables) {}
}
