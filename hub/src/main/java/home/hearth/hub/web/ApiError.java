package home.hearth.hub.web;

/** The one error shape of REST, WebSocket and MQTT: a code for programs, a message for people. */
public record ApiError(String error, String message) {}
