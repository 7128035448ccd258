"""Signing and verifying release files in minisign's format (docs/design.md, "Reports and signatures").

The project's issue replaced DESIGN's JSON signature with minisign's format, so an auditor can check a release with
PrivDesk (``privdesk verify``) or with the standard tool (``minisign -V -p KEY.pub -m report.xlsx``). Ed25519 comes
from ``cryptography``; BLAKE2b and scrypt from ``hashlib``.

Formats (as minisign 0.10/0.11 writes and reads them; all integers little-endian, base64 with padding):

- public key file ``NAME.pub``: ``untrusted comment: minisign public key <KEY ID> (<owner>)`` and
  base64("Ed" + key id (8) + Ed25519 public key (32)).
- secret key file ``NAME.key`` (mode 0600): an untrusted comment line and base64 of
  "Ed" "Sc" "B2" + salt (32) + opslimit (u64) + memlimit (u64) + encrypted(key id (8) + secret key (64: seed and
  public key, libsodium's layout) + BLAKE2b-256("Ed" + key id + secret key) (32)). Encryption is XOR with 104 bytes
  of scrypt(passphrase, salt) whose N, r, p come from opslimit and memlimit as libsodium's
  ``crypto_pwhash_scryptsalsa208sha256`` picks them (:func:`scrypt_parameters`). After decryption the checksum
  tells a wrong passphrase from a right one.
- signature ``FILE.minisig``: ``untrusted comment: signature from PrivDesk secret key``, base64("ED" + key id +
  Ed25519 signature of BLAKE2b-512(file)), ``trusted comment: <text>``, base64(Ed25519 signature of (file
  signature + trusted comment text)): the "global" signature that makes the trusted comment trustworthy.

The key id is printed as minisign prints it: the 8 bytes read as a little-endian integer, 16 upper-case hex digits
(minisign 0.11 and older drop leading zeros in the public key's comment; 0.12 pads to 16 like PrivDesk).

A report's trusted comment is ``key=value`` pairs separated by tabs (:func:`release_comment`): report_id, time (ISO
8601 with zone), sha256_workbook, sha256_data, sha256_project, signer. The workbook and the released data file are
each signed with it (``sign_file`` once per file), so either can be checked alone and the comment ties them together.
"""

from __future__ import annotations

import base64
import hashlib
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Mapping

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from privdesk.common.i18n import _
from privdesk.engine.core.errors import InputError
from privdesk.io.atomic import atomic_open
from privdesk.signing.keys import (  # noqa: F401  (the key API is imported from here too)
    CHUNK,
    COMMENT_PREFIX,
    DEFAULT_MEMLIMIT,
    DEFAULT_OPSLIMIT,
    KEY_NAME,
    PASSPHRASE_ENV,
    SIG_ALG,
    SIG_ALG_HASHED,
    SIG_STRUCT_BYTES,
    SIGNATURE_BYTES,
    SIGNATURE_SUFFIX,
    TEST_MEMLIMIT,
    TEST_OPSLIMIT,
    TRUSTED_MAX_BYTES,
    TRUSTED_PREFIX,
    UNTRUSTED_SIGNATURE_COMMENT,
    Fingerprint,
    KeyPair,
    PublicKey,
    SecretKey,
    b64,
    derive_stream,
    fingerprint,
    generate_keypair,
    key_file_stem,
    key_id_hex,
    keypair_paths,
    load_public_key,
    load_secret_key,
    scrypt_parameters,
    write_keypair,
)

# ---------------------------------------------------------------------------------------------------- hashes

def sha256_file(path: str | Path) -> str:
    """SHA-256 of a file's bytes, hex."""
    return _hash_file(path, hashlib.sha256()).hexdigest()


def _hash_file(path: str | Path, digest):
    path = Path(path)
    try:
        with open(path, "rb") as stream:
            while chunk := stream.read(CHUNK):
                digest.update(chunk)
    except FileNotFoundError:
        raise InputError(_("file not found"), path=path) from None
    except IsADirectoryError:
        raise InputError(_("is a folder, not a file"), path=path) from None
    except OSError as error:
        raise InputError(_("cannot read the file: {reason}").format(reason=error.strerror or error),
                         path=path) from None
    return digest


def _blake2b_file(path: str | Path) -> bytes:
    return _hash_file(path, hashlib.blake2b()).digest()  # BLAKE2b-512, unkeyed: minisign's prehash


def _read_file(path: str | Path) -> bytes:
    path = Path(path)
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise InputError(_("file not found"), path=path) from None
    except OSError as error:
        raise InputError(_("cannot read the file: {reason}").format(reason=error.strerror or error),
                         path=path) from None


# ---------------------------------------------------------------------------------------------------- comments

def format_trusted_comment(fields: Mapping[str, Any]) -> str:
    """``key=value`` pairs separated by tabs, in the mapping's order. Keys are letters, digits, '_', '.', '-';
    values may not hold tabs, line breaks or NUL."""
    parts = []
    for key, value in fields.items():
        key = str(key)
        if not KEY_NAME.match(key):
            raise InputError(_("a trusted comment key may hold only letters, digits, '_', '.' and '-'"), value=key)
        text = "" if value is None else str(value)
        if any(c in text for c in "\t\r\n\0"):
            raise InputError(_("the trusted comment value of '{key}' holds a tab, line break or NUL").format(
                key=key), value=text)
        parts.append(f"{key}={text}")
    comment = "\t".join(parts)
    if len(comment.encode("utf-8")) > TRUSTED_MAX_BYTES:
        raise InputError(_("the trusted comment is longer than {limit} bytes (minisign's limit)").format(
            limit=TRUSTED_MAX_BYTES))
    return comment


def parse_trusted_comment(text: str) -> dict[str, str]:
    """Fields of a trusted comment: tab-separated ``key=value`` (PrivDesk) or ``key:value`` (minisign's default
    ``timestamp:…<tab>file:…``); a part without either becomes a key with an empty value. The first of a repeated key
    wins."""
    fields: dict[str, str] = {}
    for part in text.split("\t"):
        if not part:
            continue
        separator = "=" if "=" in part else ":" if ":" in part else None
        key, value = part.split(separator, 1) if separator else (part, "")
        fields.setdefault(key, value)
    return fields


def release_comment(report_id: str, *, workbook: str | Path, data: str | Path, project: str | Path | None,
                    signer: str, time: datetime | None = None, data_sha256: str | None = None) -> dict[str, str]:
    """The trusted comment of a release: report id, time (ISO 8601 with zone; default now, in the local zone; a
    naive ``time`` is taken as local), SHA-256 of workbook, released data and project file (left out when None),
    and the signer. Sign the workbook and the data file with it. ``data_sha256``: the data file's SHA-256 as the
    caller has just computed it (a release of 10^8 rows: 1.1 GB, about 1.4 s to hash again)."""
    moment = time if time is not None and time.tzinfo is not None else (time or datetime.now()).astimezone()
    fields = {"report_id": str(report_id), "time": moment.isoformat(timespec="seconds"),
              "sha256_workbook": sha256_file(workbook), "sha256_data": data_sha256 or sha256_file(data)}
    if project is not None:
        fields["sha256_project"] = sha256_file(project)
    fields["signer"] = " ".join(str(signer).split())
    return fields


# ---------------------------------------------------------------------------------------------------- signing

def signature_path_for(path: str | Path) -> Path:
    return Path(str(path) + SIGNATURE_SUFFIX)


def _as_secret(secret_key: SecretKey | KeyPair) -> SecretKey:
    if isinstance(secret_key, KeyPair):
        return secret_key.secret()
    if isinstance(secret_key, SecretKey):
        return secret_key
    raise TypeError("secret_key must be a SecretKey (load_secret_key) or a KeyPair")


def sign_file(path: str | Path, secret_key: SecretKey | KeyPair, trusted_comment: Mapping[str, Any], *,
              signature_path: str | Path | None = None) -> Path:
    """Sign ``path`` as ``minisign -S`` does (prehashed "ED"); write ``path.minisig`` atomically; return its path."""
    secret = _as_secret(secret_key)
    comment = format_trusted_comment(trusted_comment).encode("utf-8")
    private = Ed25519PrivateKey.from_private_bytes(secret.secret_key[:32])
    signature = private.sign(_blake2b_file(path))
    global_signature = private.sign(signature + comment)
    text = (f"{COMMENT_PREFIX}{UNTRUSTED_SIGNATURE_COMMENT}\n".encode("utf-8")
            + base64.b64encode(SIG_ALG_HASHED + secret.key_id + signature) + b"\n"
            + TRUSTED_PREFIX.encode("ascii") + comment + b"\n"
            + base64.b64encode(global_signature) + b"\n")
    target = signature_path_for(path) if signature_path is None else Path(signature_path)
    try:
        with atomic_open(target, "wb") as stream:
            stream.write(text)
    except OSError as error:
        raise InputError(_("cannot write the signature: {reason}").format(
            reason=error.strerror or error), path=target) from None
    return target


# ---------------------------------------------------------------------------------------------------- verifying

@dataclass
class Verification:
    """The outcome of :func:`verify_file`. ``trusted`` holds the trusted comment's fields only when ``ok``;
    ``trusted_comment`` is the comment's raw text as the signature file holds it (trust it only when ``ok``).
    ``role`` names the trusted ``sha256_*`` field equal to the file's SHA-256 (e.g. sha256_workbook), if any."""

    ok: bool
    reason: str
    file: str
    signature_file: str
    key_id: str | None = None
    trusted_key_id: str | None = None
    trusted: dict[str, str] = field(default_factory=dict)
    trusted_comment: str = ""
    sha256: str = ""
    prehashed: bool | None = None
    role: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "reason": self.reason, "file": self.file, "signature_file": self.signature_file,
                "key_id": self.key_id, "trusted_key_id": self.trusted_key_id, "trusted": dict(self.trusted),
                "trusted_comment": self.trusted_comment, "sha256": self.sha256, "prehashed": self.prehashed,
                "role": self.role}


def verify_file(path: str | Path, public_key: str | Path | PublicKey | KeyPair | SecretKey,
                signature_path: str | Path | None = None, *, allow_legacy: bool = True) -> Verification:
    """Check ``path`` against its minisign signature (default ``path.minisig``) and a trusted public key, in
    minisign's order: key id, file signature, then the global signature over signature + trusted comment.

    Missing files and an unreadable public key raise InputError; a signature that does not verify (wrong key,
    changed file, changed trusted comment, damaged signature file) gives ``ok=False`` with a one-line ``reason``.
    Legacy (not prehashed, "Ed") signatures verify like ``minisign -V`` does unless ``allow_legacy`` is False.
    """
    key = load_public_key(public_key)
    path = Path(path)
    target = signature_path_for(path) if signature_path is None else Path(signature_path)
    sha256 = sha256_file(path)
    result = Verification(False, "", str(path), str(target), trusted_key_id=key.key_id_hex, sha256=sha256)
    lines = _read_signature_lines(target)

    def fail(reason: str) -> Verification:
        result.reason = reason
        return result

    if len(lines) < 4 or not lines[0].startswith(COMMENT_PREFIX.encode()) \
            or not lines[2].startswith(TRUSTED_PREFIX.encode()):
        return fail(_("the signature file is not in minisign's format (four lines: untrusted comment, signature, "
                      "trusted comment, global signature)"))
    signature_struct = b64(lines[1].decode("ascii", "replace"))
    global_signature = b64(lines[3].decode("ascii", "replace"))
    comment = lines[2][len(TRUSTED_PREFIX):]
    result.trusted_comment = comment.decode("utf-8", errors="replace")
    if signature_struct is None or len(signature_struct) != SIG_STRUCT_BYTES \
            or global_signature is None or len(global_signature) != SIGNATURE_BYTES:
        return fail(_("the signature file is damaged (a signature line is not valid base64 of the right length)"))
    algorithm, key_id, signature = signature_struct[:2], signature_struct[2:10], signature_struct[10:]
    result.key_id = key_id_hex(key_id)
    if algorithm == SIG_ALG_HASHED:
        result.prehashed = True
    elif algorithm == SIG_ALG:
        result.prehashed = False
        if not allow_legacy:
            return fail(_("legacy (not prehashed) signature, and legacy signatures are not allowed"))
    else:
        return fail(_("unsupported signature algorithm {algorithm!r}").format(algorithm=algorithm))
    if key_id != key.key_id:
        return fail(_("signed with key {key_id}, but the trusted public key is {trusted_key_id}").format(
            key_id=result.key_id, trusted_key_id=key.key_id_hex))
    verifier = Ed25519PublicKey.from_public_bytes(key.public_key)
    message = _blake2b_file(path) if result.prehashed else _read_file(path)
    try:
        verifier.verify(signature, message)
    except InvalidSignature:
        return fail(_("the file does not match its signature: it was changed after signing, or the signature is "
                      "of another file"))
    try:
        verifier.verify(global_signature, signature + comment)
    except InvalidSignature:
        return fail(_("the trusted comment was changed after signing (its global signature does not verify)"))
    result.ok = True
    result.trusted = parse_trusted_comment(result.trusted_comment)
    result.role = next((name for name, value in result.trusted.items()
                        if name.startswith("sha256_") and value.lower() == sha256), None)
    return result


def _read_signature_lines(path: Path) -> list[bytes]:
    """The signature file's lines as minisign's fgets + trim sees them: each cut at its first CR or LF."""
    try:
        with open(path, "rb") as stream:
            data = stream.read(64 * 1024)
    except FileNotFoundError:
        raise InputError(_("signature file not found"), path=path) from None
    except OSError as error:
        raise InputError(_("cannot read the signature file: {reason}").format(
            reason=error.strerror or error), path=path) from None
    return [line.split(b"\r")[0] for line in data.split(b"\n")]


__all__ = [
    "DEFAULT_MEMLIMIT", "DEFAULT_OPSLIMIT", "Fingerprint", "KeyPair", "PASSPHRASE_ENV", "PublicKey", "SecretKey",
    "TEST_MEMLIMIT", "TEST_OPSLIMIT", "Verification", "fingerprint", "format_trusted_comment", "generate_keypair",
    "key_file_stem", "key_id_hex", "keypair_paths", "load_public_key", "load_secret_key", "parse_trusted_comment",
    "release_comment", "scrypt_parameters", "sha256_file", "sign_file", "signature_path_for", "verify_file",
    "write_keypair",
]
