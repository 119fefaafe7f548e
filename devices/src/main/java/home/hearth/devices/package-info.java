/**
 * Devices: the things in the house, never the people.
 *
 * <p>The vocabulary runs one way: a {@link home.hearth.devices.Device} (in the
 * {@link home.hearth.devices.Inventory}) has {@link home.hearth.devices.Capability capabilities}; a
 * {@link home.hearth.devices.Requester} asks the {@code MqttDeviceGateway} to read it, which yields
 * a {@link home.hearth.devices.DeviceReading}, or to run a {@link home.hearth.devices.Command},
 * which yields a {@link home.hearth.devices.CommandResult}. Device trouble (no answer, broker away,
 * refused) is a value with a sentence to say, never an exception. Device state is never stored:
 * it is asked for each time.
 */
package home.hearth.devices;
