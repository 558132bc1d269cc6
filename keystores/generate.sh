#!/usr/bin/env bash
# Regenerates the TEST-ONLY keys of wsscost: never use them for anything real.
#
#   client.p12  key pair "client" (the requester) + trusted certificate "server"
#   server.p12  key pair "server" (the service)   + trusted certificate "client"
#
# RSA-2048, SHA256withRSA, self-signed, valid 20,000 days (about 54 years) so that a run never
# starts failing on a date. Store and key password: "wsscost" (both stores, both keys).
set -euo pipefail
cd "$(dirname "$0")"
pass=wsscost
days=20000
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for side in client server; do
  keytool -genkeypair -alias "$side" -keyalg RSA -keysize 2048 -sigalg SHA256withRSA \
    -dname "CN=wsscost test $side, O=wsscost, C=ZZ" -validity "$days" \
    -storetype PKCS12 -keystore "$tmp/$side.p12" -storepass "$pass" -keypass "$pass"
  keytool -exportcert -rfc -alias "$side" -keystore "$tmp/$side.p12" -storepass "$pass" \
    -file "$tmp/$side.pem"
done
keytool -importcert -noprompt -alias server -file "$tmp/server.pem" \
  -storetype PKCS12 -keystore "$tmp/client.p12" -storepass "$pass"
keytool -importcert -noprompt -alias client -file "$tmp/client.pem" \
  -storetype PKCS12 -keystore "$tmp/server.p12" -storepass "$pass"
mv "$tmp/client.p12" "$tmp/server.p12" .
echo "wrote $(pwd)/client.p12 and $(pwd)/server.p12"
