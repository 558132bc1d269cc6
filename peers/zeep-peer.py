#!/usr/bin/python3
"""What python-zeep's own WS-Security code makes of a plain request, and whether it verifies a signed response.

    zeep-peer.py make IN OUT MODE KEY CERT    MODE: username-text, username-digest, sign-sha1, sign-sha256, x509data-sha256
    zeep-peer.py verify IN CERT               exit 0 verified, 1 refused (the reason on stderr)

zeep's plugins are applied as its Client applies them (plugin.apply(envelope, headers)) and the envelope written
as its transport writes it; no server is involved. Debian's /usr/bin/python3 with python3-zeep and python3-xmlsec.
"""
import datetime
import sys

import xmlsec
from lxml import etree
from zeep.exceptions import SignatureVerificationFailed
from zeep.wsdl.utils import etree_to_string
from zeep.wsse.signature import BinarySignature, Signature, verify_envelope
from zeep.wsse.username import UsernameToken
from zeep.wsse.utils import WSU, get_security_header

USER, PASSWORD = "seismologist", "richter-scale"
MODES = ("username-text", "username-digest", "sign-sha1", "sign-sha256", "x509data-sha256")


def make(source, target, mode, key, cert):
    envelope = etree.parse(source).getroot()
    if mode.startswith("username-"):
        UsernameToken(USER, PASSWORD, use_digest=mode == "username-digest", zulu_timestamp=True).apply(envelope, {})
    else:
        # zeep makes no Timestamp; it signs one that is in the Security header when it signs
        now = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0, tzinfo=None)
        get_security_header(envelope).append(WSU.Timestamp(
            WSU.Created(now.isoformat() + "Z"), WSU.Expires((now + datetime.timedelta(minutes=5)).isoformat() + "Z")))
        sha256 = mode.endswith("sha256")
        plugin = (Signature if mode.startswith("x509data") else BinarySignature)(
            key, cert, None,
            signature_method=xmlsec.Transform.RSA_SHA256 if sha256 else xmlsec.Transform.RSA_SHA1,
            digest_method=xmlsec.Transform.SHA256 if sha256 else xmlsec.Transform.SHA1)
        plugin.apply(envelope, {})
    with open(target, "wb") as out:
        out.write(etree_to_string(envelope))


def verify(source, cert):
    envelope = etree.parse(source).getroot()
    try:
        verify_envelope(envelope, cert)
    except (SignatureVerificationFailed, AttributeError, IndexError) as e:
        # zeep raises AttributeError or IndexError where a Security header, a Signature or a referenced Id is missing
        print("zeep refused %s: %s: %s" % (source, type(e).__name__, e), file=sys.stderr)
        return 1
    return 0


def main(argv):
    if len(argv) == 7 and argv[1] == "make" and argv[4] in MODES:
        make(*argv[2:])
        return 0
    if len(argv) == 4 and argv[1] == "verify":
        return verify(argv[2], argv[3])
    print("usage: zeep-peer.py make IN OUT MODE KEY CERT | verify IN CERT   (MODE: %s)" % ", ".join(MODES), file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
