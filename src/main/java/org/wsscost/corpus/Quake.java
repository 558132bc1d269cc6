package org.wsscost.corpus;

/**
 * One catalogue entry. Coordinates are kept at the precision the messages print (4 decimals for
 * latitude and longitude, 1 for depth and magnitude), so a value read back from XML equals the float here.
 */
public record Quake(long millis, float latitude, float longitude, float depth, float magnitude, String method,
        Region region) {
}
