package org.wsscost.seismic;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where the synthetic catalogue's quakes happen: seismic areas, each with belts (polylines along real
 * plate boundaries, with a share of the activity) and regions (Flinn-Engdahl-style names with a centre).
 * Coordinates are approximate, read off maps; they only need to put quakes where quakes are.
 * A quake is named after the nearest region centre of its own belt's area.
 */
final class Geography {
    /**
     * One line each: {@code area NAME}, then for that area {@code belt DEPTHS WEIGHT SCATTER lat lon, lat lon, ...}
     * and {@code region LAT LON NAME}. Weights are relative shares of the quakes; scatter is the Gaussian's
     * standard deviation in degrees. Regions are numbered in the order listed, from 1.
     */
    private static final String TABLE = """
            area Japan
            belt arc 4.5 0.45 41.8 144.8, 40.0 143.6, 38.2 142.6, 36.5 141.4, 35.0 140.8
            belt arc 1.2 0.45 34.3 138.6, 33.2 136.0, 32.6 133.5, 31.5 131.8
            belt crustal 1.6 0.5 34.8 135.4, 35.8 137.2, 37.2 138.7, 39.0 140.2, 41.2 140.6, 43.2 142.4
            belt arc 1.4 0.5 30.6 131.2, 28.8 129.8, 26.8 128.2, 25.0 125.4, 24.0 122.8
            belt arc 1.2 0.45 34.0 139.6, 31.5 140.3, 28.5 142.0, 25.5 142.4
            region 43.3 142.6 Hokkaido, Japan Region
            region 40.6 141.2 Eastern Honshu, Japan
            region 39.3 142.3 Near East Coast of Honshu, Japan
            region 37.8 143.4 Off East Coast of Honshu, Japan
            region 38.8 139.6 Near West Coast of Honshu, Japan
            region 35.0 135.6 Western Honshu, Japan
            region 33.2 136.8 South of Honshu, Japan
            region 33.6 133.4 Shikoku, Japan
            region 32.4 131.2 Kyushu, Japan
            region 28.6 129.6 Ryukyu Islands, Japan
            region 24.6 124.2 Southwestern Ryukyu Islands, Japan
            region 32.2 140.0 Izu Islands, Japan Region
            region 28.0 142.2 Bonin Islands, Japan Region
            area Kuril Islands and Kamchatka
            belt arc 3.0 0.5 42.8 146.3, 44.3 148.3, 46.3 151.6, 48.3 154.2, 50.4 156.8, 52.4 159.4, 54.4 161.8, 55.8 163.8
            belt deep 0.3 0.8 46.5 146.0, 49.0 149.5, 52.0 152.5
            region 43.7 146.8 Southern Kuril Islands
            region 45.6 150.6 Kuril Islands
            region 46.0 153.0 East of Kuril Islands
            region 49.0 149.5 Sea of Okhotsk
            region 53.4 158.6 Kamchatka Peninsula, Russia
            region 54.4 162.8 Off East Coast of Kamchatka, Russia
            region 55.6 165.8 Komandorskiye Ostrova, Russia Region
            area Aleutian Islands
            belt arc 5.0 0.45 54.6 166.0, 52.8 172.5, 51.6 178.5, 51.3 182.0, 51.4 185.5, 51.9 189.0, 52.8 192.5, 53.9 195.5
            region 52.8 173.4 Near Islands, Aleutian Islands, Alaska
            region 51.7 178.6 Rat Islands, Aleutian Islands, Alaska
            region 51.5 -175.5 Andreanof Islands, Aleutian Islands, Alaska
            region 52.4 -169.0 Fox Islands, Aleutian Islands, Alaska
            region 53.8 -164.8 Unimak Island Region, Alaska
            region 50.6 -177.0 South of Aleutian Islands
            area Alaska
            belt arc 4.5 0.5 54.8 -161.0, 56.0 -157.2, 57.2 -154.4, 59.0 -151.8, 60.5 -149.2, 61.5 -147.0
            belt crustal 2.0 0.5 62.4 -151.5, 63.3 -147.5, 63.5 -144.0, 62.3 -141.0
            belt crustal 0.8 0.45 60.2 -141.5, 58.6 -137.2, 56.6 -135.2, 54.2 -133.6, 52.0 -131.5
            belt crustal 0.2 2.5 66.0 -152.0
            region 55.5 -159.5 Alaska Peninsula
            region 57.0 -154.0 Kodiak Island Region, Alaska
            region 61.2 -148.8 Southern Alaska
            region 57.5 -149.5 Gulf of Alaska
            region 63.2 -150.8 Central Alaska
            region 58.6 -137.0 Southeastern Alaska
            region 53.5 -133.0 Queen Charlotte Islands Region
            region 66.5 -152.0 Northern Alaska
            area Pacific Northwest
            belt crustal 0.5 0.6 50.2 -130.0, 48.8 -128.6, 46.5 -127.6, 44.2 -129.0, 43.3 -126.8
            belt arc 0.5 0.5 48.8 -123.0, 47.5 -122.5, 46.2 -122.2, 44.2 -121.8, 42.0 -121.6
            region 49.8 -128.8 Vancouver Island, Canada Region
            region 47.6 -122.5 Puget Sound Region, Washington
            region 44.0 -128.4 Off Coast of Oregon
            region 46.4 -121.6 Washington
            region 44.0 -121.8 Oregon
            area California and Nevada
            belt crustal 11.0 0.35 40.4 -124.4, 39.0 -123.1, 37.8 -122.1, 36.6 -121.1, 35.6 -120.3, 34.8 -118.8, 34.1 -117.2, 33.3 -116.2, 32.4 -115.3
            belt crustal 1.5 0.3 40.3 -127.5, 40.3 -124.6
            belt crustal 3.0 0.35 35.6 -117.6, 37.0 -118.2, 37.6 -118.9, 38.6 -119.6, 39.4 -119.2, 40.4 -117.8
            region 40.4 -126.2 Off Coast of Northern California
            region 40.4 -124.4 Near Coast of Northern California
            region 39.3 -122.8 Northern California
            region 37.9 -122.2 San Francisco Bay Area, California
            region 36.6 -121.0 Central California
            region 34.1 -118.3 Greater Los Angeles Area, California
            region 34.5 -116.6 Southern California
            region 38.2 -119.2 California-Nevada Border Region
            region 39.4 -119.4 Western Nevada
            region 40.2 -118.0 Nevada
            area Mexico
            belt crustal 1.2 0.4 31.8 -115.6, 29.8 -113.4, 27.6 -111.6, 25.6 -109.6, 23.6 -108.2
            belt arc 3.5 0.45 20.2 -105.8, 18.8 -104.4, 17.9 -102.2, 17.0 -100.2, 16.3 -98.2, 15.7 -96.2, 15.0 -94.2
            region 32.0 -115.4 Baja California, Mexico
            region 29.0 -113.0 Gulf of California
            region 20.0 -105.6 Near Coast of Jalisco, Mexico
            region 18.4 -102.2 Michoacan, Mexico
            region 17.5 -100.4 Guerrero, Mexico
            region 16.6 -99.4 Near Coast of Guerrero, Mexico
            region 16.8 -97.0 Oaxaca, Mexico
            region 15.6 -96.8 Near Coast of Oaxaca, Mexico
            region 16.2 -93.6 Chiapas, Mexico
            area Central America
            belt arc 3.5 0.45 14.8 -93.4, 13.8 -91.6, 13.1 -89.6, 12.2 -87.8, 11.2 -86.6, 10.0 -85.6, 9.0 -84.0, 7.6 -82.6, 7.2 -80.2, 7.4 -78.0
            belt crustal 0.3 0.4 15.3 -89.0, 16.0 -86.0, 17.0 -83.0
            region 14.6 -91.2 Guatemala
            region 13.6 -91.6 Near Coast of Guatemala
            region 13.7 -89.0 El Salvador
            region 12.5 -89.2 Off Coast of Central America
            region 14.8 -87.2 Honduras
            region 12.6 -86.6 Nicaragua
            region 11.4 -87.0 Near Coast of Nicaragua
            region 10.2 -84.4 Costa Rica
            region 8.6 -81.0 Panama
            region 6.8 -82.2 South of Panama
            area Caribbean
            belt arc 2.0 0.45 19.4 -80.5, 19.8 -76.0, 19.4 -73.0, 19.5 -70.0, 19.2 -67.0, 18.6 -64.6, 17.2 -62.0, 15.2 -61.0, 12.6 -61.0, 11.0 -62.6, 10.8 -65.0, 10.6 -68.0
            region 20.0 -75.6 Cuba Region
            region 18.8 -73.0 Haiti Region
            region 19.4 -70.2 Dominican Republic Region
            region 19.0 -67.2 Puerto Rico Region
            region 18.4 -64.6 Virgin Islands
            region 16.8 -61.8 Leeward Islands
            region 14.2 -61.0 Windward Islands
            region 10.8 -65.0 Near Coast of Venezuela
            area Colombia and Ecuador
            belt arc 1.6 0.5 7.4 -77.6, 5.0 -77.6, 2.6 -78.4, 0.6 -80.0, -1.8 -81.0, -3.4 -80.8
            belt slab 1.0 0.5 7.0 -73.2, 4.6 -75.6, 2.2 -76.6, -0.4 -78.0, -2.4 -78.6
            region 7.0 -73.2 Northern Colombia
            region 4.6 -75.6 Central Colombia
            region 4.2 -77.6 Near West Coast of Colombia
            region 1.6 -77.0 Southern Colombia
            region -1.0 -78.4 Ecuador
            region 0.2 -80.0 Near Coast of Ecuador
            region -3.2 -79.8 Peru-Ecuador Border Region
            area Peru
            belt arc 2.6 0.5 -3.8 -81.0, -6.0 -81.0, -9.0 -79.6, -12.0 -77.6, -14.4 -76.0, -16.4 -73.6, -17.8 -71.4
            belt slab 0.8 0.6 -5.0 -77.0, -8.0 -75.4, -11.0 -74.6, -14.0 -72.4, -15.5 -70.0
            region -5.4 -80.8 Near Coast of Northern Peru
            region -5.8 -77.4 Northern Peru
            region -8.4 -74.6 Peru-Brazil Border Region
            region -11.4 -75.4 Central Peru
            region -15.0 -72.6 Southern Peru
            region -16.4 -74.0 Near Coast of Southern Peru
            region -15.6 -69.6 Peru-Bolivia Border Region
            area Chile
            belt arc 4.5 0.45 -18.2 -70.8, -20.6 -70.4, -23.0 -70.6, -25.6 -70.8, -28.0 -71.2, -30.6 -71.6, -33.0 -72.0, -35.6 -72.8, -38.0 -73.6, -41.0 -74.0, -44.0 -75.0, -46.0 -75.6
            region -19.4 -69.6 Tarapaca, Chile
            region -20.0 -71.0 Near Coast of Northern Chile
            region -23.4 -69.6 Antofagasta, Chile
            region -27.4 -70.2 Atacama, Chile
            region -30.4 -71.0 Coquimbo, Chile
            region -32.9 -71.4 Valparaiso, Chile
            region -33.6 -72.6 Off Coast of Central Chile
            region -34.6 -71.0 Central Chile
            region -37.0 -72.8 Bio-Bio, Chile
            region -41.0 -73.2 Southern Chile
            area Argentina and Bolivia
            belt slab 1.8 0.6 -17.6 -66.4, -20.6 -67.0, -23.4 -66.6, -26.4 -66.8, -28.6 -67.2, -31.0 -68.6, -33.0 -69.2
            belt deep 0.2 0.5 -21.8 -63.4, -24.4 -63.2, -27.6 -63.0
            region -17.4 -65.6 Central Bolivia
            region -20.6 -66.4 Southern Bolivia
            region -22.8 -66.0 Jujuy Province, Argentina
            region -24.6 -66.2 Salta Province, Argentina
            region -31.0 -68.6 San Juan Province, Argentina
            region -33.4 -69.0 Mendoza Province, Argentina
            region -27.6 -63.2 Santiago del Estero Province, Argentina
            area Scotia Sea
            belt arc 1.2 0.45 -54.6 -37.0, -56.0 -28.0, -58.6 -25.6, -60.4 -27.0, -60.8 -35.0, -60.4 -45.0, -61.0 -55.0, -58.0 -62.0, -55.4 -66.0
            region -54.6 -36.4 South Georgia Island Region
            region -56.8 -27.0 South Sandwich Islands Region
            region -60.6 -36.0 Scotia Sea
            region -60.6 -45.2 South Orkney Islands
            region -61.4 -55.6 South Shetland Islands
            region -58.0 -63.0 Drake Passage
            area Tonga and Fiji
            belt arc 5.0 0.45 -14.8 -173.2, -16.2 -172.9, -19.0 -173.4, -22.0 -175.0, -25.0 -176.0, -28.0 -177.0, -31.0 -178.0, -34.0 -179.0, -36.0 -179.8
            belt deep 1.6 0.6 -17.8 -178.4, -20.0 -178.0, -22.4 -179.6, -24.6 -180.6
            belt crustal 0.5 0.5 -16.4 177.0, -17.0 180.0, -15.8 182.6
            region -14.2 -172.6 Samoa Islands Region
            region -15.8 -173.6 Tonga Islands Region
            region -20.0 -174.6 Tonga Islands
            region -17.8 -178.6 Fiji Islands Region
            region -17.4 178.2 Fiji Islands
            region -23.6 -179.8 South of Fiji Islands
            region -29.0 -177.2 Kermadec Islands Region
            region -31.4 -178.2 Kermadec Islands, New Zealand
            region -34.6 -179.2 South of Kermadec Islands
            area Vanuatu and Solomon Islands
            belt arc 2.8 0.45 -22.6 171.2, -20.6 169.6, -18.6 168.6, -16.2 167.2, -13.6 166.6, -11.4 165.8
            belt arc 2.0 0.45 -11.2 163.0, -10.2 161.2, -8.6 158.6, -7.0 155.6, -6.0 154.4
            region -22.4 170.4 Southeast of Loyalty Islands
            region -21.2 168.8 Loyalty Islands
            region -16.8 167.8 Vanuatu Islands
            region -14.0 166.8 Vanuatu Islands Region
            region -11.2 166.0 Santa Cruz Islands
            region -10.4 161.4 Solomon Islands
            region -6.4 155.0 Bougainville Region, P.N.G.
            area New Guinea
            belt arc 2.0 0.5 -5.6 154.0, -6.0 152.0, -6.0 150.0, -5.8 148.4, -6.6 147.0
            belt crustal 0.5 0.45 -3.6 152.0, -4.4 153.2, -5.0 154.0
            belt arc 1.0 0.6 -6.2 146.8, -5.4 145.0, -4.2 142.0, -3.4 139.0, -2.6 136.0, -1.4 134.0
            belt crustal 0.2 0.5 -2.0 146.0, -3.0 148.0
            region -5.6 151.4 New Britain Region, P.N.G.
            region -4.0 152.8 New Ireland Region, P.N.G.
            region -7.0 150.0 Solomon Sea
            region -6.4 147.2 Eastern New Guinea Region, P.N.G.
            region -4.0 144.0 Near North Coast of New Guinea, P.N.G.
            region -3.2 138.4 Irian Jaya, Indonesia
            region -2.4 147.0 Admiralty Islands Region, P.N.G.
            area New Zealand
            belt arc 1.8 0.45 -36.6 178.8, -38.4 177.6, -40.0 176.6, -41.4 174.6, -42.4 172.6, -43.4 170.6, -45.0 167.6, -47.4 165.6, -50.4 163.8, -54.4 159.0
            region -37.2 178.0 Off East Coast of North Island, New Zealand
            region -38.8 176.0 North Island, New Zealand
            region -41.6 174.6 Cook Strait, New Zealand
            region -42.6 172.4 South Island, New Zealand
            region -45.2 167.2 Off West Coast of South Island, New Zealand
            region -53.6 159.6 Macquarie Island Region
            area Mariana Islands
            belt arc 1.5 0.45 22.0 143.8, 19.0 145.9, 16.0 147.0, 13.6 146.2, 12.0 143.6, 11.0 141.0, 9.6 138.6
            region 20.6 145.0 Mariana Islands Region
            region 17.2 146.6 Mariana Islands
            region 13.6 144.8 Guam Region
            region 11.6 143.2 South of Mariana Islands
            region 9.6 138.2 Yap Islands Region
            area Indonesia
            belt arc 2.6 0.5 5.6 94.6, 3.0 95.6, 1.0 97.0, -1.6 99.0, -3.6 101.0, -5.6 102.8
            belt arc 2.0 0.5 -6.6 105.0, -8.0 107.6, -8.8 110.6, -9.0 114.0, -9.0 117.6, -8.6 120.6, -8.2 123.6
            belt slab 1.0 0.5 -8.2 124.6, -7.6 128.0, -6.6 130.4, -5.0 131.2, -3.8 129.6, -3.2 127.6
            belt arc 1.6 0.5 3.6 126.6, 1.6 126.6, 0.0 125.6, -1.6 126.6
            belt crustal 0.6 0.5 -2.2 120.2, -0.8 120.0, 0.6 121.2, 1.0 123.4
            region 4.6 96.0 Northern Sumatra, Indonesia
            region 3.0 94.8 Off West Coast of Northern Sumatra
            region -1.2 100.2 Southern Sumatra, Indonesia
            region -6.6 105.4 Sunda Strait, Indonesia
            region -7.6 107.8 Java, Indonesia
            region -9.4 110.6 South of Java, Indonesia
            region -8.6 115.0 Bali Region, Indonesia
            region -8.4 121.2 Flores Region, Indonesia
            region -9.0 124.6 Timor Region
            region -7.2 128.4 Banda Sea
            region -3.4 128.8 Seram, Indonesia
            region 0.8 127.6 Halmahera, Indonesia
            region 1.6 126.4 Molucca Sea
            region 1.0 123.4 Minahasa, Sulawesi, Indonesia
            region -1.0 120.2 Sulawesi, Indonesia
            area Philippines
            belt arc 2.0 0.5 5.4 126.8, 7.6 126.8, 9.6 126.4, 11.6 126.0, 13.4 124.8
            belt arc 1.0 0.5 19.4 121.4, 17.0 120.2, 15.0 119.6, 13.4 120.6
            belt crustal 0.4 0.4 6.4 123.6, 7.8 124.6, 9.6 125.6
            belt crustal 0.3 0.4 10.6 122.6, 11.4 124.0, 12.8 123.8
            region 18.6 121.0 Babuyan Islands Region, Philippines
            region 16.8 121.0 Luzon, Philippines
            region 13.2 121.0 Mindoro, Philippines
            region 12.2 125.4 Samar, Philippines
            region 10.4 127.0 Philippine Islands Region
            region 11.0 124.8 Leyte, Philippines
            region 8.4 126.6 Mindanao, Philippines
            region 6.6 123.4 Moro Gulf, Mindanao, Philippines
            area Taiwan
            belt arc 2.4 0.4 25.0 122.6, 24.0 121.8, 23.0 121.5, 22.0 121.1, 20.6 120.8
            belt crustal 0.7 0.3 24.4 120.9, 23.6 120.7, 22.8 120.4
            region 24.0 121.6 Taiwan
            region 23.4 122.2 Taiwan Region
            region 24.9 122.6 Northeast of Taiwan
            region 22.2 121.0 Southern Taiwan
            area Andaman Islands and Myanmar
            belt arc 0.8 0.5 6.6 94.0, 9.4 93.6, 12.0 93.0, 14.4 93.4
            belt slab 0.7 0.5 16.0 94.6, 19.0 94.4, 22.0 94.4, 24.4 94.8, 26.0 96.2
            region 7.4 93.8 Nicobar Islands, India Region
            region 11.6 92.8 Andaman Islands, India Region
            region 17.0 94.8 Southern Myanmar
            region 20.6 94.4 Myanmar
            region 24.6 94.6 Myanmar-India Border Region
            area Western Mediterranean
            belt crustal 0.5 0.4 35.2 -4.0, 36.0 0.6, 36.5 3.0, 36.5 6.0, 36.8 9.6
            belt crustal 1.4 0.35 37.4 14.8, 38.4 16.0, 40.0 15.8, 41.4 14.6, 42.6 13.2, 43.6 12.2, 44.4 10.6
            belt crustal 0.6 0.3 45.6 7.0, 46.3 9.0, 46.3 11.5, 46.2 13.4
            belt crustal 0.4 0.4 37.2 -3.6, 36.6 -7.6, 36.6 -11.0
            belt arc 0.2 0.5 39.0 14.8, 38.6 15.6
            belt crustal 0.2 0.4 43.0 -1.6, 42.6 2.6
            region 37.2 -3.6 Southern Spain
            region 35.8 -5.2 Strait of Gibraltar
            region 36.4 2.6 Northern Algeria
            region 36.6 9.6 Tunisia
            region 37.6 14.6 Sicily, Italy
            region 39.6 16.2 Southern Italy
            region 42.6 13.2 Central Italy
            region 44.2 11.0 Northern Italy
            region 46.3 8.4 Switzerland
            region 42.8 0.6 Pyrenees
            area Aegean Sea
            belt arc 1.4 0.4 39.2 20.0, 37.6 20.8, 36.2 22.2, 35.2 24.4, 35.2 26.6, 36.2 28.4
            belt crustal 1.4 0.4 40.6 21.2, 39.4 22.6, 38.2 22.4, 39.0 24.0, 40.0 25.6, 39.0 26.4, 37.8 26.8
            belt crustal 0.4 0.4 41.6 20.4, 42.6 19.4, 44.0 16.6
            region 38.4 20.2 Ionian Sea
            region 41.4 19.8 Albania
            region 43.6 17.4 Northwestern Balkan Region
            region 37.4 21.6 Southern Greece
            region 39.2 22.4 Greece
            region 40.6 22.8 Northern Greece
            region 35.0 24.4 Crete, Greece
            region 35.8 27.2 Dodecanese Islands, Greece
            region 39.6 25.2 Aegean Sea
            area Turkey
            belt crustal 1.8 0.35 40.6 26.6, 40.7 29.6, 40.8 31.2, 41.0 33.6, 40.6 36.0, 39.8 39.6, 39.2 41.6, 39.2 43.8
            belt crustal 0.6 0.35 39.2 41.0, 38.4 39.4, 37.6 37.6, 36.4 36.0
            belt crustal 0.7 0.35 38.6 26.8, 38.0 28.6, 38.6 30.6, 38.8 32.6
            belt arc 0.2 0.5 34.6 32.0, 35.0 34.6
            region 40.6 27.0 Western Turkey
            region 40.8 30.2 Northwestern Turkey
            region 38.8 32.4 Central Turkey
            region 39.8 39.4 Eastern Turkey
            region 37.9 29.2 Southwestern Turkey
            region 36.6 36.2 Turkey-Syria Border Region
            region 39.2 43.6 Turkey-Iran Border Region
            region 34.8 33.2 Cyprus Region
            area Caucasus
            belt crustal 0.5 0.4 43.4 40.4, 42.6 43.4, 42.0 45.6, 41.0 47.6, 40.4 49.6
            belt crustal 0.2 0.6 40.2 44.0, 39.0 46.0
            region 43.4 40.8 Northwestern Caucasus
            region 42.4 43.6 Georgia
            region 42.6 46.4 Eastern Caucasus
            region 40.6 48.6 Azerbaijan
            region 40.2 44.4 Armenia
            area Iran
            belt crustal 1.5 0.45 35.6 46.0, 33.6 47.6, 31.6 49.6, 29.6 51.6, 28.0 53.6, 27.0 56.0, 26.2 57.6
            belt crustal 0.5 0.45 38.2 46.0, 36.4 49.0, 36.0 52.0, 36.4 55.0, 37.6 58.0
            belt crustal 0.5 0.5 34.0 59.2, 31.0 59.6, 28.6 58.4, 26.2 61.0
            region 35.4 46.6 Western Iran
            region 34.0 45.8 Iran-Iraq Border Region
            region 28.4 53.6 Southern Iran
            region 36.4 50.6 Northern Iran
            region 37.8 47.0 Northwestern Iran
            region 37.6 57.8 Northeastern Iran
            region 33.4 59.4 Eastern Iran
            region 28.6 58.6 Southeastern Iran
            area Hindu Kush and Pamir
            belt slab 1.0 0.3 36.5 70.6, 36.6 71.2
            belt crustal 0.5 0.5 37.4 72.4, 38.4 73.4, 39.4 74.4
            belt crustal 0.5 0.5 25.6 63.0, 25.6 66.0, 28.0 66.8, 30.0 66.6, 32.6 67.6, 34.6 69.2, 35.6 73.4
            region 36.5 70.9 Hindu Kush Region, Afghanistan
            region 37.4 71.4 Afghanistan-Tajikistan Border Region
            region 38.2 72.6 Tajikistan
            region 39.4 74.2 Tajikistan-Xinjiang Border Region
            region 34.4 69.8 Afghanistan-Pakistan Border Region
            region 30.4 67.0 Pakistan
            region 27.4 66.6 Southwestern Pakistan
            area Himalaya
            belt crustal 1.4 0.5 34.4 74.0, 33.4 76.0, 31.0 78.6, 29.6 81.0, 28.6 83.6, 27.8 86.6, 27.6 89.0, 27.4 92.0, 28.0 94.6
            belt crustal 0.3 0.5 26.4 92.0, 24.8 91.6, 24.0 93.6
            region 34.0 75.0 Kashmir-India Border Region
            region 30.4 79.6 Northern India
            region 29.6 81.4 Nepal-India Border Region
            region 28.4 84.0 Nepal
            region 27.4 89.8 Bhutan
            region 26.2 92.2 Assam, India
            region 24.6 92.6 India-Bangladesh Border Region
            area Western China
            belt crustal 1.0 0.6 31.6 80.0, 33.0 85.0, 32.0 90.0, 31.0 94.0, 30.2 99.4, 27.2 101.2, 25.0 100.6, 23.0 101.2
            belt crustal 0.3 0.5 35.8 91.0, 35.2 96.0
            belt crustal 0.6 0.5 39.4 75.0, 40.0 78.0, 41.6 81.6, 42.6 85.0, 43.8 88.0
            belt crustal 0.3 0.5 37.6 97.0, 38.6 100.6, 36.6 104.0
            region 39.6 76.0 Southern Xinjiang, China
            region 42.4 84.4 Northern Xinjiang, China
            region 32.6 83.2 Western Xizang
            region 31.0 94.0 Eastern Xizang
            region 35.4 93.6 Southern Qinghai, China
            region 37.8 98.8 Northern Qinghai, China
            region 36.6 103.8 Gansu, China
            region 30.4 100.0 Western Sichuan, China
            region 25.0 100.4 Yunnan, China
            area Central Asia
            belt crustal 0.4 0.5 41.4 72.6, 42.0 75.0, 42.6 78.0, 43.2 80.0
            belt crustal 0.3 0.6 50.0 87.6, 49.0 91.0, 47.0 95.0, 45.6 99.0
            belt crustal 0.3 0.5 51.6 100.6, 52.0 104.0, 53.6 107.6, 55.6 110.6, 56.6 114.0
            region 41.8 74.4 Kyrgyzstan
            region 43.0 79.6 Kazakhstan-Xinjiang Border Region
            region 50.0 88.0 Southwestern Siberia, Russia
            region 46.0 98.0 Mongolia
            region 52.0 104.8 Lake Baikal Region, Russia
            region 56.0 112.0 East of Lake Baikal, Russia
            area Mid-Atlantic Ridge
            belt crustal 1.8 0.4 80.0 0.0, 75.0 9.0, 72.4 2.0, 71.4 -8.0, 66.6 -18.0, 64.0 -21.0, 61.0 -27.6, 56.0 -34.0, 52.4 -31.0, 47.0 -27.6, 39.6 -29.6, 33.0 -39.0, 24.0 -46.0, 15.0 -46.0, 8.0 -38.0, 1.0 -27.0, -1.0 -15.0, -8.0 -13.6, -15.0 -13.6, -22.0 -12.6, -30.0 -13.6, -36.0 -17.0, -43.0 -16.0, -50.0 -8.0, -54.4 2.0
            region 79.4 2.0 Svalbard Region
            region 71.2 -8.0 Jan Mayen Island Region
            region 64.0 -20.6 Iceland
            region 59.8 -29.6 Reykjanes Ridge
            region 38.8 -28.6 Azores Islands Region
            region 30.0 -42.0 Northern Mid-Atlantic Ridge
            region 15.0 -45.8 Central Mid-Atlantic Ridge
            region -8.0 -13.6 Ascension Island Region
            region -25.0 -13.0 Southern Mid-Atlantic Ridge
            region -37.0 -16.6 Tristan da Cunha Region
            region -54.0 2.0 Bouvet Island Region
            area Indian Ocean
            belt crustal 0.5 0.45 12.2 44.0, 13.0 50.0, 14.6 53.0, 10.0 57.6, 5.0 62.0, 2.0 67.6, -2.0 68.0, -10.0 66.6, -15.0 66.6, -20.0 68.0, -25.6 70.0
            belt crustal 0.3 0.45 -25.6 70.0, -30.0 76.0, -37.0 78.0, -42.0 85.0, -47.6 96.0, -50.0 113.0, -50.0 125.0
            belt crustal 0.3 0.45 -25.6 70.0, -30.0 62.0, -34.0 57.0, -40.0 45.0, -45.0 35.0, -52.6 20.0, -54.4 5.0
            region 12.6 47.4 Gulf of Aden
            region 5.0 62.0 Carlsberg Ridge
            region -3.0 68.2 Chagos Archipelago Region
            region -14.0 66.6 Mid-Indian Rise
            region -35.0 55.0 Southwest Indian Ridge
            region -52.6 18.0 South of Africa
            region -36.0 78.0 Southeast Indian Rise
            region -49.6 115.0 South of Australia
            area East Pacific Rise
            belt crustal 1.0 0.4 19.2 -107.6, 13.0 -104.6, 9.0 -104.2, 3.0 -102.6, -4.6 -105.6, -12.0 -110.6, -20.0 -113.0, -28.0 -112.6, -35.6 -110.6, -43.0 -111.6, -50.0 -115.0, -55.6 -125.0, -60.0 -150.0, -63.0 -165.0
            belt crustal 0.2 0.4 2.0 -85.0, 2.0 -95.0, 2.0 -101.0
            region 18.6 -107.8 Revillagigedo Islands Region
            region 10.6 -104.2 Northern East Pacific Rise
            region -4.0 -105.0 Central East Pacific Rise
            region 2.0 -89.6 Galapagos Islands Region
            region -16.0 -112.0 Southern East Pacific Rise
            region -28.0 -112.4 Easter Island Region
            region -56.0 -126.0 Pacific-Antarctic Ridge
            area East African Rift
            belt crustal 0.6 0.5 28.4 33.4, 22.0 37.6, 17.0 40.0, 13.6 41.6, 12.0 41.6, 10.0 40.0, 8.0 38.6, 5.0 37.0, 2.0 36.6, -1.0 36.0, -3.6 35.6
            belt crustal 0.3 0.5 2.0 30.6, -1.0 29.6, -3.6 29.4, -6.6 29.8, -8.6 31.0, -11.0 34.0, -14.0 34.8, -17.6 35.0, -21.0 33.6
            region 20.0 38.6 Red Sea
            region 9.0 39.8 Ethiopia
            region 0.0 36.0 Kenya
            region -3.6 35.6 Tanzania
            region -2.6 29.2 Lake Kivu Region
            region -6.6 29.8 Lake Tanganyika Region
            region -11.6 34.2 Malawi
            region -18.4 34.6 Mozambique
            area Eastern North America
            belt crustal 0.15 0.4 35.6 -90.0, 37.0 -89.4
            belt crustal 0.1 0.6 47.6 -70.0, 45.6 -74.6, 46.6 -76.6
            belt crustal 0.15 2.0 33.0 -80.0, 37.0 -78.0, 41.0 -74.0, 45.0 -69.0
            belt crustal 0.05 0.6 35.6 -84.0
            region 36.6 -89.6 Southeastern Missouri
            region 35.8 -84.2 Eastern Tennessee
            region 47.6 -70.0 Quebec, Canada
            region 46.0 -75.8 Ontario-Quebec Border Region, Canada
            region 33.0 -80.4 South Carolina
            region 37.6 -78.2 Virginia
            area Australia
            belt crustal 0.1 0.8 -31.4 116.6, -30.0 117.6
            belt crustal 0.05 0.8 -34.0 138.6, -31.0 139.0
            belt crustal 0.05 1.0 -19.6 133.8
            belt crustal 0.05 1.2 -38.0 146.0, -33.0 150.0
            region -30.8 117.0 Western Australia
            region -32.6 138.6 South Australia
            region -19.6 133.8 Northern Territory, Australia
            region -37.8 145.8 Victoria, Australia
            area Hawaii
            belt crustal 1.4 0.25 19.2 -155.6, 19.4 -155.2, 19.8 -155.0, 20.8 -156.4
            region 19.2 -155.4 Island of Hawaii, Hawaii
            region 19.8 -154.8 Hawaii Region
            region 20.8 -156.4 Maui, Hawaii
            """;

    /** A region and where it is centred. */
    private record Site(Region region, double lat, double lon) {
    }

    private final List<Belt> belts = new ArrayList<>();
    private final List<Site> sites = new ArrayList<>();

    Geography() {
        String area = null;
        for (String line : TABLE.split("\n")) {
            String[] f = line.split(" ", 2);
            switch (f[0]) {
                case "area" -> area = f[1];
                case "belt" -> belts.add(belt(area, f[1]));
                case "region" -> {
                    String[] r = f[1].split(" ", 3);
                    Region region = new Region(sites.size() + 1, r[2], area);
                    sites.add(new Site(region, Double.parseDouble(r[0]), Double.parseDouble(r[1])));
                }
                default -> throw new IllegalStateException("bad geography line '" + line + "'");
            }
        }
    }

    private static Belt belt(String area, String spec) {
        String[] f = spec.split(" ", 4);
        String[] points = f[3].split(", ");
        double[] lats = new double[points.length];
        double[] lons = new double[points.length];
        for (int i = 0; i < points.length; i++) {
            String[] p = points[i].split(" ");
            lats[i] = Double.parseDouble(p[0]);
            lons[i] = Double.parseDouble(p[1]);
        }
        return new Belt(area, Depths.valueOf(f[0].toUpperCase(Locale.ROOT)), Double.parseDouble(f[1]),
                Double.parseDouble(f[2]), lats, lons);
    }

    List<Belt> belts() {
        return belts;
    }

    /** All regions, by index. */
    List<Region> regions() {
        return sites.stream().map(Site::region).toList();
    }

    /** The region of {@code area} whose centre is nearest to the point (longitude in [-180, 180)). */
    Region nearest(String area, double lat, double lon) {
        Region best = null;
        double bestDistance = Double.MAX_VALUE;
        for (Site s : sites) {
            if (!s.region().area().equals(area)) {
                continue;
            }
            double dLon = Math.abs(lon - s.lon());
            dLon = Math.min(dLon, 360 - dLon);
            dLon *= StrictMath.cos(StrictMath.toRadians((lat + s.lat()) / 2));
            double dLat = lat - s.lat();
            double distance = dLat * dLat + dLon * dLon;
            if (distance < bestDistance) {
                bestDistance = distance;
                best = s.region();
            }
        }
        return best;
    }
}
