#!/usr/bin/env bash
# Regenerates the TEST-ONLY keys of wsscost: never use them for anything real.
#
#   client.p12  key pair "client" (the requester) + trusted certificate "server"
#   server.p12  key pair "server" (the service)   + trusted certificate "client"
#   client.jks, server.jks  the same entries, same keys, as JKS stores (converted from the .p12)
#
# RSA-2048, SHA256withRSA, self-signed, valid 20,000 days (about 54 years) so that a run never
# starts failing on a date. Store and key password: "wsscost" (both stores, both keys).
#
#   ./generate.sh       new keys: both .p12 stores, then their .jks copies
#   ./generate.sh jks   only the .jks copies of the existing .p12 stores (keys unchanged)
set -euo pipefail
cd "$(dirname "$0")"
pass=wsscost
days=20000
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# JKS copies of both .p12 stores: every entry, same keys, same passwords
jks() {
  for side in client server; do
    keytool -importkeystore -noprompt -srcstoretype PKCS12 -srckeystore "$side.p12" -srcstorepass "$pass" \
      -deststoretype JKS -destkeystore "$tmp/$side.jks" -deststorepass "$pass" -destkeypass "$pass" \
      -srcalias "$side" -destalias "$side" -srckeypass "$pass"
    peer=$([ "$side" = client ] && echo server || echo client)
    keytool -exportcert -rfc -alias "$peer" -keystore "$side.p12" -storetype PKCS12 -storepass "$pass" \
      -file "$tmp/$side-trusts-$peer.pem"
    keytool -importcert -noprompt -alias "$peer" -file "$tmp/$side-trusts-$peer.pem" \
      -storetype JKS -keystore "$tmp/$side.jks" -storepass "$pass"
  done
  mv "$tmp/client.jks" "$tmp/server.jks" .
  echo "wrote $(pwd)/client.jks and $(pwd)/server.jks"
}

if [ "${1:-}" = jks ]; then
  jks
  exit 0
fi

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
jks
