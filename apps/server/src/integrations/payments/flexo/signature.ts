import { createSign, createVerify } from 'node:crypto';

/**
 * FLEXO W1-Signature (help.flexo.systems/signature.html): base64 RSA signature of
 * `METHOD\nURI\nBODY`. ⚠ SHA-256 with PKCS#1 v1.5, as public client code does (the docs text we
 * have stops before the hash name). We sign requests with our private key; notifications are
 * verified with FLEXO's public key.
 */
export function signingString(method: string, uri: string, body: string): string {
  return `${method.toUpperCase()}\n${uri}\n${body}`;
}

export function flexoSign(privateKeyPem: string, method: string, uri: string, body: string): string {
  return createSign('SHA256')
    .update(signingString(method, uri, body))
    .sign(privateKeyPem, 'base64');
}

export function flexoVerify(publicKeyPem: string, method: string, uri: string, body: string, signature: string | undefined): boolean {
  if (!signature) return false;
  try {
    return createVerify('SHA256')
      .update(signingString(method, uri, body))
      .verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}
