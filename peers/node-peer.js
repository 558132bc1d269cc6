#!/usr/bin/env node
// What node-soap's own WS-Security code (which signs with xml-crypto) makes of a plain request, and whether
// xml-crypto verifies a signed response.
//
//   node-peer.js make IN OUT MODE KEY CERT    MODE: username-text, username-digest, sign-sha1, sign-sha256
//   node-peer.js verify IN CERT               exit 0 verified, 1 refused (the reason on stderr)
//
// The security objects are used as node-soap's Client uses them: toXML() inserted into the Header, or
// postProcess(xml, envelopeKey) on the whole envelope; no server is involved.
'use strict';
const fs = require('fs');
const { WSSecurity, WSSecurityCert } = require('soap');
const { SignedXml } = require('xml-crypto');
const { DOMParser } = require('@xmldom/xmldom');
const xpath = require('xpath');

const USER = 'seismologist';
const PASSWORD = 'richter-scale';
const MODES = ['username-text', 'username-digest', 'sign-sha1', 'sign-sha256'];

function make(source, target, mode, key, cert) {
  let xml = fs.readFileSync(source, 'utf8');
  const prefix = xml.match(/<([\w.-]+):Envelope[\s>]/)[1];
  // the Client writes the Header with an explicit end tag, where both kinds of security insert themselves
  xml = xml.replace(new RegExp(`<${prefix}:Header\\s*/>`), '');
  if (!xml.includes(`</${prefix}:Header>`)) {
    xml = xml.replace(new RegExp(`(<${prefix}:Envelope[^>]*>)`), `$1<${prefix}:Header></${prefix}:Header>`);
  }
  let out;
  if (mode.startsWith('username-')) {
    const security = new WSSecurity(USER, PASSWORD, {
      passwordType: mode === 'username-digest' ? 'PasswordDigest' : 'PasswordText',
      hasTimeStamp: false, hasNonce: mode === 'username-digest', mustUnderstand: true, envelopeKey: prefix,
    });
    out = xml.replace(`</${prefix}:Header>`, () => security.toXML() + `</${prefix}:Header>`);
  } else {
    const sha1 = mode === 'sign-sha1';
    const security = new WSSecurityCert(fs.readFileSync(key), fs.readFileSync(cert), '', {
      signatureAlgorithm: sha1 ? 'http://www.w3.org/2000/09/xmldsig#rsa-sha1' : 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      digestAlgorithm: sha1 ? 'http://www.w3.org/2000/09/xmldsig#sha1' : 'http://www.w3.org/2001/04/xmlenc#sha256',
      hasTimeStamp: true,
      signerOptions: { prefix: 'ds', idMode: 'wssecurity' },
    });
    out = security.postProcess(xml, prefix);
  }
  fs.writeFileSync(target, out);
}

function verify(source, cert) {
  const xml = fs.readFileSync(source, 'utf8');
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const signatures = xpath.select("//*[local-name()='Security']/*[local-name()='Signature' and "
    + "namespace-uri()='http://www.w3.org/2000/09/xmldsig#']", doc);
  if (signatures.length !== 1) {
    throw new Error(`expected one ds:Signature in the Security header, found ${signatures.length}`);
  }
  // only the given certificate is trusted, whatever the KeyInfo says
  const signed = new SignedXml({ publicCert: fs.readFileSync(cert), getCertFromKeyInfo: () => null });
  signed.loadSignature(signatures[0]);
  if (!signed.checkSignature(xml)) {
    throw new Error(signed.getReferences().map((r) => r.validationError && r.validationError.message).filter(Boolean).join('; '));
  }
  const body = xpath.select1("/*[local-name()='Envelope']/*[local-name()='Body']", doc);
  const id = Array.from(body.attributes).find((a) => a.localName === 'Id');
  if (!id || !signed.getReferences().some((r) => r.uri === `#${id.value}`)) {
    throw new Error('the Body is not signed');
  }
}

function main(argv) {
  if (argv.length === 6 && argv[0] === 'make' && MODES.includes(argv[3])) {
    make(...argv.slice(1));
    return 0;
  }
  if (argv.length === 3 && argv[0] === 'verify') {
    try {
      verify(argv[1], argv[2]);
      return 0;
    } catch (e) {
      process.stderr.write(`xml-crypto refused ${argv[1]}: ${e.message}\n`);
      return 1;
    }
  }
  process.stderr.write(`usage: node-peer.js make IN OUT MODE KEY CERT | verify IN CERT   (MODE: ${MODES.join(', ')})\n`);
  return 2;
}

process.exitCode = main(process.argv.slice(2));
